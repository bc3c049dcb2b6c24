import { defineRule, type Report } from '../core/lint/rule.js';
import { dataRange } from '../kinds/loop/model.js';
import { validateKindData } from '../core/lint/schema.js';
import type { WfDocument } from '../core/model/document.js';
import { READ_CLASSES, RECEIPT_ALIASES, firstKeyAt, inlineNotApplicableReason, receiptKey, receiptStatus, receiptTaskCard } from '../kinds/loop/runs.js';

/** Identity and free-text fields: a non-empty scalar. */
const SCALARS = ['task_id', 'controller_phase_id', 'user_requirement_phase_id', 'agent_unit_phase_id', 'suggested_next_reaction', 'claim_ceiling'] as const;
/** Lists (`[]` when empty). */
const LISTS = ['covered_req_ids', 'declared_sources', 'missing_or_blocked_sources', 'atomic_tasks_completed', 'atomic_tasks_deferred', 'output_paths', 'limitations'] as const;
const BOOLEANS = ['mandatory_startup_reads_completed', 'forbidden_sources_not_read', 'required_information_use_traced'] as const;
export const GATE_STATUS_FIELDS = ['consumer_protocol_receipt_gate_status', 'receipt_output_agreement_status'] as const;
export const GATE_STATUSES = ['pass', 'fail', 'not_applicable_with_reason'] as const;

/** Every required field, in the seed's order (seed 001:891, 001:893-915; no `task_id`: the card's roster names the run). */
const REQUIRED = [
  'controller_phase_id',
  'user_requirement_phase_id',
  'agent_unit_phase_id',
  'covered_req_ids',
  'declared_sources',
  'missing_or_blocked_sources',
  'atomic_tasks_completed',
  'atomic_tasks_deferred',
  'output_paths',
  'limitations',
  'suggested_next_reaction',
  'mandatory_startup_reads_completed',
  'actual_read_classes',
  'state_authority_source',
  'forbidden_sources_not_read',
  'required_information_use_traced',
  'scheduler_or_manual_resume_expectation',
  'consumer_protocol_receipt_gate_status',
  'receipt_output_agreement_status',
  'claim_ceiling',
] as const;

/** The fields this rule answers for (`data-schema` stays silent on them). */
const OWNED: readonly string[] = ['task_id', ...REQUIRED, ...Object.values(RECEIPT_ALIASES).flat(), ...GATE_STATUS_FIELDS.map((f) => `${f}_reason`), ...BOOLEANS.map((f) => `${f}_reason`)];

/** `not_applicable_with_reason` has its reason: a `<field>_reason`, or a comment on the value (seed 001:893 "未适用时写明 reason"). */
function hasReason(doc: WfDocument, field: string): boolean {
  if (!isEmpty(doc.data[`${field}_reason`])) return true;
  // `not_applicable_with_reason: <reason>` written inline.
  if (inlineNotApplicableReason(doc.data[field]) !== undefined) return true;
  const pair = doc.yaml.owners.get(field)?.pair;
  const node = pair?.value as { comment?: string | null } | null | undefined;
  // A wflint directive (`expect:`, `wflint-disable…`) is no reason.
  return typeof node?.comment === 'string' && node.comment.trim() !== '' && !/^\s*(?:expect:|wflint-)/.test(node.comment);
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return `\`${String(value)}\``;
  return 'a mapping';
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export default defineRule({
  id: 'loop-receipt-fields',
  meta: {
    type: 'problem',
    description: 'An agent-run receipt records the fields of seed 001, with valid gate statuses',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    ownsData: { 'loop-receipt': OWNED.map((f) => `/${f}`) },
    messages: {
      missing: 'Unexpected missing `{{field}}`, expected the receipt to record it',
      empty: 'Unexpected empty `{{field}}`, expected a value',
      notScalar: 'Unexpected {{actual}} for `{{field}}`, expected a single value',
      notList: 'Unexpected {{actual}} for `{{field}}`, expected a list (`[]` when empty)',
      notBoolean: 'Unexpected {{actual}} for `{{field}}`, expected `true`, `false` or `not_applicable_with_reason` (with its reason)',
      notMapping: 'Unexpected {{actual}} for `actual_read_classes`, expected a mapping of read classes to lists',
      readClass: 'Unexpected read class `{{cls}}`, expected one of {{allowed}}',
      status: 'Unexpected {{actual}} for `{{field}}`, expected one of `pass`, `fail`, `not_applicable_with_reason`',
      noReason: 'Unexpected `{{field}}: not_applicable_with_reason` without a reason, expected a non-empty `{{field}}_reason`, `not_applicable_with_reason: <reason>` or a comment on the value',
      // Further schema problems of the owned fields, in the schema's words (core/lint/schema.ts).
      schema: '{{detail}}',
      startupUnlisted:
        'Unexpected `mandatory_startup_reads_completed: true` with no read in `actual_read_classes.preflight_repository_non_evidentiary`, expected the startup files the run read (`AGENTS.md`, …) listed there',
      taskCard: 'Unexpected `task_id` `{{id}}`, expected the id of a task card of the loop home (no `{{path}}`)',
    },
  },
  check({ doc, workspace, report }) {
    const data = doc.data;
    const has = (f: string) => Object.prototype.hasOwnProperty.call(data, f);
    const at = (path: string[]) => dataRange(doc, path);
    // Paths reported by a precise check; the schema's remaining problems under owned fields follow.
    const done: string[][] = [];
    const put = (r: Omit<Report, 'start' | 'end'>, path: string[]) => {
      done.push(path);
      report({ ...r, ...at(path) });
    };
    if (doc.yaml.blocks.some((b) => b.errors.length > 0)) return;
    // A field is recorded under its name or an alias (`task_phase_id`, `covered_requirement_ids`, …).
    const keyOf = (field: string) => receiptKey(doc, field);
    for (const field of REQUIRED) {
      if (!keyOf(field)) report({ messageId: 'missing', data: { field }, ...firstKeyAt(doc) });
    }
    for (const field of SCALARS) {
      const key = keyOf(field);
      if (key === undefined) continue;
      const v = data[key];
      if (isEmpty(v)) put({ messageId: 'empty', data: { field: key } }, [key]);
      else if (typeof v === 'object') put({ messageId: 'notScalar', data: { field: key, actual: describe(v) } }, [key]);
    }
    for (const field of LISTS) {
      const key = keyOf(field);
      if (key !== undefined && !Array.isArray(data[key])) put({ messageId: 'notList', data: { field: key, actual: describe(data[key]) } }, [key]);
    }
    for (const field of BOOLEANS) {
      if (!has(field) || typeof data[field] === 'boolean') continue;
      if (receiptStatus(data[field]) === 'not_applicable_with_reason') {
        if (hasReason(doc, field)) done.push([field]);
        else put({ messageId: 'noReason', data: { field } }, [field]);
      } else put({ messageId: 'notBoolean', data: { field, actual: describe(data[field]) } }, [field]);
    }
    if (has('actual_read_classes')) {
      const classes = data.actual_read_classes;
      if (!classes || typeof classes !== 'object' || Array.isArray(classes)) {
        put({ messageId: 'notMapping', data: { actual: describe(classes) } }, ['actual_read_classes']);
      } else {
        for (const [cls, reads] of Object.entries(classes)) {
          if (!(READ_CLASSES as readonly string[]).includes(cls)) {
            done.push(['actual_read_classes', cls]);
            report({
              messageId: 'readClass',
              data: { cls, allowed: READ_CLASSES.map((c) => `\`${c}\``).join(', ') },
              ...dataRange(doc, ['actual_read_classes', cls], 'key'),
              expected: [...READ_CLASSES],
            });
          } else if (!Array.isArray(reads)) {
            put({ messageId: 'notList', data: { field: `actual_read_classes.${cls}`, actual: describe(reads) } }, ['actual_read_classes', cls]);
          }
        }
      }
    }
    // 001:83, 001:851: the startup handshake is recorded in the receipt's read classes; a receipt
    // that says it was done and lists no startup read records nothing of it.
    const classes = data.actual_read_classes;
    if (data.mandatory_startup_reads_completed === true && classes && typeof classes === 'object' && !Array.isArray(classes)) {
      const listed = (cls: string) => {
        const reads = (classes as Record<string, unknown>)[cls];
        return Array.isArray(reads) && reads.some((r) => !isEmpty(r));
      };
      if (!listed('preflight_repository_non_evidentiary') && !listed('promoted_preflight_evidence')) put({ messageId: 'startupUnlisted' }, ['mandatory_startup_reads_completed']);
    }
    for (const field of GATE_STATUS_FIELDS) {
      if (!has(field)) continue;
      const v = receiptStatus(data[field]);
      if (typeof v !== 'string' || !(GATE_STATUSES as readonly string[]).includes(v)) {
        put({ messageId: 'status', data: { field, actual: describe(v) }, expected: [...GATE_STATUSES] }, [field]);
      } else if (v === 'not_applicable_with_reason' && !hasReason(doc, field)) {
        put({ messageId: 'noReason', data: { field } }, [field]);
      } else done.push([field]);
    }
    const id = data.task_id;
    if ((typeof id === 'string' && id.trim() !== '') || typeof id === 'number') {
      const path = `TASKS/${String(id).trim()}.md`;
      if (!receiptTaskCard(doc, workspace)) put({ messageId: 'taskCard', data: { id: String(id).trim(), path } }, ['task_id']);
    }
    // What the schema holds beyond these checks (an enum of `suggested_next_reaction`, item types).
    const under = (path: readonly string[], prefix: readonly string[]) => prefix.every((seg, i) => path[i] === seg);
    for (const problem of validateKindData('loop-receipt', data)) {
      if (problem.keyword === 'required' && problem.path.length === 1) continue;
      if (!OWNED.includes(problem.path[0] ?? '') || done.some((d) => under(problem.path, d) || under(d, problem.path))) continue;
      const path = problem.at === 'parent' ? problem.path.slice(0, -1) : problem.path;
      report({ messageId: 'schema', data: { detail: problem.message }, ...dataRange(doc, path, problem.at === 'key' ? 'key' : 'value'), ...(problem.expected ? { expected: problem.expected } : {}) });
    }
  },
});
