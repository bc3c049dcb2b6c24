import { defineRule } from '../core/lint/rule.js';
import { codeList, dataRange, documentRange, hasYamlErrors, isBlank, isRecord, showValue } from '../kinds/loop/model.js';

const ROLES = ['controlled_task_agent', 'review_agent', 'verifier', 'controller'];
const EXCEPTION_FIELDS = ['reason', 'review_substitute', 'risk_acceptance'] as const;

export default defineRule({
  id: 'loop-task-card-roster',
  meta: {
    type: 'problem',
    description: "A task card's roster has an executing agent (`controlled_task_agent` or `verifier`) and a `review_agent`, or a complete `single_agent_exception`",
    severity: 'error',
    fixable: false,
    kinds: ['loop-task-card'],
    ownsData: {
      'loop-task-card': ['/agent_roster/*/role', '/single_agent_exception/allowed', ...EXCEPTION_FIELDS.map((f) => `/single_agent_exception/${f}`)],
    },
    messages: {
      badRole: 'Unexpected `role` {{actual}}, expected one of {{allowed}}',
      missingRoles:
        'Unexpected roster without {{missing}}, expected an executing agent (`controlled_task_agent` or `verifier`) and a `review_agent`, or `single_agent_exception.allowed: true` with `reason`, `review_substitute` and `risk_acceptance`',
      noRoster:
        'Unexpected task card without `agent_roster`, expected a `controlled_task_agent` and a `review_agent`, or `single_agent_exception.allowed: true` with `reason`, `review_substitute` and `risk_acceptance`',
      exceptionField: 'Unexpected empty `single_agent_exception.{{key}}`, expected {{what}}',
    },
  },
  check({ doc, report }) {
    if (hasYamlErrors(doc)) return;
    const d = doc.data;
    const ex = d.single_agent_exception;
    if (isRecord(ex) && ex.allowed === true) {
      const what = { reason: 'why one agent is enough', review_substitute: 'what replaces the independent review', risk_acceptance: 'which risk is accepted' } as const;
      for (const key of EXCEPTION_FIELDS) {
        if (!isBlank(ex[key])) continue;
        const at = key in ex ? dataRange(doc, ['single_agent_exception', key]) : dataRange(doc, ['single_agent_exception'], 'key');
        report({ messageId: 'exceptionField', data: { key, what: what[key] }, ...at });
      }
      return;
    }
    const roster = d.agent_roster;
    if (!Array.isArray(roster)) {
      if (roster === undefined || roster === null) report({ messageId: 'noRoster', ...(doc.yaml.owners.has('agent_roster') ? dataRange(doc, ['agent_roster'], 'key') : documentRange(doc)) });
      return;
    }
    const roles = new Set<string>();
    let invalid = false;
    roster.forEach((agent, i) => {
      if (!isRecord(agent) || !('role' in agent)) return;
      const role = agent.role;
      if (typeof role === 'string' && ROLES.includes(role)) roles.add(role);
      else {
        invalid = true;
        report({ messageId: 'badRole', data: { actual: showValue(role), allowed: codeList(ROLES) }, ...dataRange(doc, ['agent_roster', i, 'role']), expected: ROLES });
      }
    });
    // An unknown role is reported at the role itself (one violation, one message).
    if (invalid) return;
    // Seed 001:242: a `verifier` is an executing role too (a reviewer unit runs its planned cases
    // with a verifier, and its review agent judges them): with a review agent it is a split roster,
    // not the single-agent case of 001:30.
    const missing: string[] = [];
    if (!roles.has('controlled_task_agent') && !roles.has('verifier')) missing.push('a `controlled_task_agent` (or `verifier`)');
    if (!roles.has('review_agent')) missing.push('a `review_agent`');
    if (missing.length) report({ messageId: 'missingRoles', data: { missing: missing.join(' or ') }, ...dataRange(doc, ['agent_roster'], 'key') });
  },
});
