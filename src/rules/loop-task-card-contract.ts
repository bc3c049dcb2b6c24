import type { WfDocument } from '../core/model/document.js';
import { defineRule, type RuleContext } from '../core/lint/rule.js';
import { codeList, dataRange, documentRange, hasYamlErrors, isBlank, isRecord, showValue } from '../kinds/loop/model.js';

const CONTEXT_FLAGS = ['full_user_prompt_allowed', 'full_phase_plan_allowed', 'future_phase_details_allowed'] as const;
/** The task-card gate of seed 001:834-863 (`applies_to_roles`, `checks`, `evidence_inputs`, `pass_condition`, `fail_reaction`). */
const GATE_FIELDS = ['checks', 'fail_reaction'] as const;
const USE_MODES = ['call_directly', 'absorb_principle', 'reject'];
const MAX_SKILLS = 2;
/**
 * Seed 001:784: the loop-adjacent method skills do not count against a unit's local skill budget
 * (the Controller may grant them to the phase's card).
 */
const METHOD_SKILLS = /(?:^|\/)(?:workflow_requirement_decomposition_core|workflow_real_task_test_case_design|workflow_solid_decision_review|workflow_what_to_how_execution_bridge)\.md$/;
/** Phase ids a card writes under a legacy name (seed 001:448-449, 001:477, 001:517-518). */
const PHASE_ALIASES: ReadonlyArray<[canonical: string, alias: string]> = [
  ['controller_phase_id', 'loop_level_phase_id'],
  ['user_requirement_phase_id', 'task_phase_id'],
];

/**
 * Seed 001:830: the test-method protocol is read only in test phases (an ordinary task_execution
 * executor does not read it); the solid-decision draft only by reviewers and the decision gate.
 */
const PROTOCOL_SCOPE: ReadonlyArray<{ match: RegExp; phases?: readonly string[]; who: string }> = [
  {
    match: /(?:^|\/)workflow_real_task_test_case_design\.md$/,
    phases: ['test_coverage_planning', 'environment_test'],
    who: 'test_coverage_planning / environment_test units, test designers and Evidence/Test reviewers',
  },
  { match: /(?:^|\/)workflow_solid_decision_review\.md$/, who: 'the Solid Decision, Effectiveness and Next-Step reviewers and the Controller decision gate' },
];

/** The values of a key anywhere in the data (at most a few levels deep: a card's blocks nest little). */
function valuesOfKey(v: unknown, key: string, depth = 4): unknown[] {
  if (depth < 0) return [];
  if (Array.isArray(v)) return v.flatMap((x) => valuesOfKey(x, key, depth - 1));
  if (!isRecord(v)) return [];
  const own = Object.prototype.hasOwnProperty.call(v, key) ? [v[key]] : [];
  return [...own, ...Object.values(v).flatMap((x) => valuesOfKey(x, key, depth - 1))];
}

/** A preflight_context that lists `AGENTS.md` projects the handshake too (its startup instruction source, 001:83). */
const namesStartup = (preflight: unknown) => /(?:^|[\s/"'[,])AGENTS\.md\b/.test(JSON.stringify(preflight) ?? '');

/**
 * Seed 001:83 (the repository startup handshake 必须投影到 TASKS/Txxx.md) and 001:85 (任务卡必须把它们和
 * evidence_context 分开记录): the card carries the handshake and keeps preflight and evidence apart.
 */
const READ_CLASS_BLOCKS: ReadonlyArray<{ key: string; what: string }> = [
  { key: 'repository_startup_handshake', what: 'the repository startup handshake of its read contract (`AGENTS.md`, the startup files, the skill routing source)' },
  { key: 'preflight_context', what: 'the preflight reads (startup and skill routing), kept apart from the evidence' },
  { key: 'evidence_context', what: 'the task-local evidence, kept apart from the preflight reads' },
];

function protocolRoles(doc: WfDocument, report: RuleContext['report']): void {
  const pv = doc.data.protocol_visibility;
  const visible = isRecord(pv) ? pv.visible_protocols : undefined;
  if (!Array.isArray(visible)) return;
  visible.forEach((entry, i) => {
    if (!isRecord(entry) || typeof entry.path !== 'string') return;
    const scope = PROTOCOL_SCOPE.find((p) => p.match.test(entry.path as string));
    const roles = Array.isArray(entry.allowed_roles) ? entry.allowed_roles : [];
    if (!scope || !roles.includes('controlled_task_agent')) return;
    const phases = (Array.isArray(entry.allowed_phases) ? entry.allowed_phases : []).filter((p): p is string => typeof p === 'string');
    if (scope.phases && phases.length > 0 && phases.every((p) => scope.phases!.includes(p))) return;
    report({
      messageId: 'protocolRole',
      data: { protocol: entry.path, phases: phases.length ? phases.map((p) => `\`${p}\``).join(', ') : 'any phase', who: scope.who },
      ...dataRange(doc, ['protocol_visibility', 'visible_protocols', i, 'allowed_roles']),
    });
  });
}

export default defineRule({
  id: 'loop-task-card-contract',
  meta: {
    type: 'problem',
    description:
      'A task card has its context grant, protocol visibility, consumer protocol receipt gate and read classes (handshake, preflight apart from evidence), and at most two selected skills with a seed 001 `use_mode`',
    severity: 'error',
    fixable: false,
    kinds: ['loop-task-card'],
    ownsData: {
      'loop-task-card': [
        '/context_grant/$',
        '/context_grant/execution_context/$',
        ...CONTEXT_FLAGS.map((f) => `/context_grant/execution_context/${f}`),
        '/protocol_visibility',
        '/consumer_protocol_receipt_gate/$',
        '/consumer_protocol_receipt_gate/required',
        ...GATE_FIELDS.map((f) => `/consumer_protocol_receipt_gate/${f}`),
        ...PHASE_ALIASES.map(([canonical]) => `/${canonical}/$`),
        '/selected_skills/$',
        '/selected_skills/*/use_mode',
      ],
    },
    // Seed 001:40 "优先 0 到 2 个 Skill" is a preference; the legacy phase-id names are the seed's own (001:477).
    advisory: ['tooManySkills', 'legacyAlias'],
    messages: {
      missingBlock: 'Unexpected task card without `{{key}}`, expected {{what}}',
      missingPhaseId: 'Unexpected task card without `{{key}}`, expected {{what}}',
      legacyAlias: 'Unexpected legacy `{{alias}}`, expected `{{key}}` (seed 001 reads the old name as its alias; new loops write the new one)',
      notMapping: 'Unexpected `{{key}}` {{actual}}, expected a mapping',
      noExecutionContext:
        'Unexpected `context_grant` without `execution_context`, expected `full_user_prompt_allowed`, `full_phase_plan_allowed` and `future_phase_details_allowed` for the execution unit',
      contextFlag: 'Unexpected `execution_context.{{key}}` {{actual}}, expected `true` or `false` (normally `false`)',
      contextFlagMissing: 'Unexpected `execution_context` without `{{key}}`, expected `true` or `false` (normally `false`)',
      gateField: 'Unexpected `consumer_protocol_receipt_gate` without {{field}}, expected its `checks` and `fail_reaction` (the task-card gate of seed 001)',
      gateRequired: 'Unexpected `consumer_protocol_receipt_gate.required` {{actual}}, expected `true` or `false`',
      tooManySkills: 'Unexpected {{count}} selected skills in use, expected 0 to {{max}} per task card (a `reject` entry and the loop method skills do not count)',
      useMode: 'Unexpected `use_mode` {{actual}}, expected one of {{allowed}}',
      protocolRole: 'Unexpected `{{protocol}}` visible to `controlled_task_agent` in {{phases}}, expected it only for {{who}}',
    },
  },
  check({ doc, report }) {
    if (hasYamlErrors(doc)) return;
    const d = doc.data;
    const missingBlock = (key: string, what: string) => report({ messageId: 'missingBlock', data: { key, what }, ...documentRange(doc) });

    const phaseWhat: Record<string, string> = { controller_phase_id: 'the Controller Lifecycle Phase the unit runs in', user_requirement_phase_id: 'the User Requirement Phase the unit serves' };
    for (const [key, alias] of PHASE_ALIASES) {
      if (doc.yaml.owners.has(key)) continue;
      if (doc.yaml.owners.has(alias)) report({ messageId: 'legacyAlias', data: { alias, key }, ...dataRange(doc, [alias], 'key'), expected: [key] });
      else report({ messageId: 'missingPhaseId', data: { key, what: phaseWhat[key]! }, ...documentRange(doc) });
    }

    const grant = d.context_grant;
    if (!doc.yaml.owners.has('context_grant')) missingBlock('context_grant', 'the context each side may see (`execution_context`, `review_context`)');
    else if (!isRecord(grant)) report({ messageId: 'notMapping', data: { key: 'context_grant', actual: showValue(grant) }, ...dataRange(doc, ['context_grant']) });
    else if (!isRecord(grant.execution_context))
      report({ messageId: 'noExecutionContext', ...('execution_context' in grant ? dataRange(doc, ['context_grant', 'execution_context']) : dataRange(doc, ['context_grant'], 'key')) });
    else {
      const ec = grant.execution_context;
      for (const key of CONTEXT_FLAGS) {
        if (typeof ec[key] === 'boolean') continue;
        if (key in ec) report({ messageId: 'contextFlag', data: { key, actual: showValue(ec[key]) }, ...dataRange(doc, ['context_grant', 'execution_context', key]), expected: ['false', 'true'] });
        else report({ messageId: 'contextFlagMissing', data: { key }, ...dataRange(doc, ['context_grant', 'execution_context'], 'key') });
      }
    }

    if (!doc.yaml.owners.has('protocol_visibility') || isBlank(d.protocol_visibility)) {
      if (doc.yaml.owners.has('protocol_visibility'))
        report({
          messageId: 'missingBlock',
          data: { key: 'protocol_visibility', what: 'the protocols each role may read, and the forbidden ones' },
          ...dataRange(doc, ['protocol_visibility'], 'key'),
        });
      else missingBlock('protocol_visibility', 'the protocols each role may read, and the forbidden ones');
    }

    protocolRoles(doc, report);

    for (const { key, what } of READ_CLASS_BLOCKS) {
      const projected = key === 'repository_startup_handshake' && valuesOfKey(d, 'preflight_context').some(namesStartup);
      if (valuesOfKey(d, key).length === 0 && !projected) missingBlock(key, what);
    }

    const gate = d.consumer_protocol_receipt_gate;
    if (!doc.yaml.owners.has('consumer_protocol_receipt_gate')) missingBlock('consumer_protocol_receipt_gate', 'the receipt gate every consuming agent passes (`checks`, `fail_reaction`)');
    else if (!isRecord(gate)) report({ messageId: 'notMapping', data: { key: 'consumer_protocol_receipt_gate', actual: showValue(gate) }, ...dataRange(doc, ['consumer_protocol_receipt_gate']) });
    else {
      // `required: true` is the next prompt's form of the gate (seed 001:271-272); a card may carry it.
      if ('required' in gate && typeof gate.required !== 'boolean')
        report({ messageId: 'gateRequired', data: { actual: showValue(gate.required) }, ...dataRange(doc, ['consumer_protocol_receipt_gate', 'required']), expected: ['true', 'false'] });
      for (const field of GATE_FIELDS) {
        const v = gate[field];
        const ok = field === 'checks' ? Array.isArray(v) && v.length > 0 : typeof v === 'string' && v.trim() !== '';
        if (ok) continue;
        const at = field in gate ? dataRange(doc, ['consumer_protocol_receipt_gate', field]) : dataRange(doc, ['consumer_protocol_receipt_gate'], 'key');
        report({ messageId: 'gateField', data: { field: field === 'checks' ? 'a non-empty `checks` list' : `\`${field}\`` }, ...at });
      }
    }

    const skills = d.selected_skills;
    if (!Array.isArray(skills)) return;
    // Seed 001:816, 001:824: a `reject` entry records a skill the routing dropped; 001:784: the
    // loop method skills are outside the budget.
    const inUse = skills.filter((s) => !(isRecord(s) && (s.use_mode === 'reject' || (typeof s.skill_path === 'string' && METHOD_SKILLS.test(s.skill_path.trim())))));
    if (inUse.length > MAX_SKILLS) report({ messageId: 'tooManySkills', data: { count: inUse.length, max: MAX_SKILLS }, ...dataRange(doc, ['selected_skills'], 'key') });
    skills.forEach((s, i) => {
      if (!isRecord(s)) return;
      const m = s.use_mode;
      if (typeof m === 'string' && USE_MODES.includes(m)) return;
      const at = 'use_mode' in s ? dataRange(doc, ['selected_skills', i, 'use_mode']) : dataRange(doc, ['selected_skills', i]);
      report({ messageId: 'useMode', data: { actual: showValue(m), allowed: codeList(USE_MODES) }, ...at, expected: USE_MODES });
    });
  },
});
