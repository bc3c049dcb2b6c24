import { defineRule, type RuleContext } from '../core/rule.js';
import type { WfDocument } from '../core/document.js';
import { codeList, dataRange, documentRange, hasYamlErrors, isBlank, loopDocument, showValue } from '../kinds/loop/model.js';

/** The ten keys of seed 001's SCHEDULER_DECISION.md, in its order. */
export const SCHEDULER_KEYS = [
  'schedule_required',
  'status',
  'schedule_surface',
  'cadence',
  'schedule_created',
  'receipt_path',
  'blocked_reason',
  'resume_plan',
  'first_wakeup_task',
  'why_safe_to_continue_without_scheduler',
] as const;
const STATUSES = ['created', 'updated', 'blocked', 'not_required', 'not_available'];

function checkDecision(doc: WfDocument, report: RuleContext['report']): void {
  if (hasYamlErrors(doc)) return;
  const d = doc.data;
  const missing = SCHEDULER_KEYS.filter((k) => !doc.yaml.owners.has(k));
  for (const key of missing) report({ messageId: 'missingKey', data: { key }, ...documentRange(doc) });
  const status = d.status;
  const validStatus = typeof status === 'string' && STATUSES.includes(status);
  if (doc.yaml.owners.has('status') && !validStatus) {
    report({ messageId: 'badStatus', data: { actual: showValue(status), allowed: codeList(STATUSES) }, ...dataRange(doc, ['status']), expected: STATUSES });
  }
  for (const key of ['schedule_required', 'schedule_created'] as const) {
    if (doc.yaml.owners.has(key) && typeof d[key] !== 'boolean') report({ messageId: 'notBoolean', data: { key, actual: showValue(d[key]) }, ...dataRange(doc, [key]), expected: ['true', 'false'] });
  }
  if (!validStatus) return;
  if (status === 'created' || status === 'updated') {
    if (d.schedule_created === false) report({ messageId: 'createdFlag', data: { status }, ...dataRange(doc, ['schedule_created']), expected: ['true'] });
    if (doc.yaml.owners.has('receipt_path') && isBlank(d.receipt_path)) report({ messageId: 'needs', data: { key: 'receipt_path', status, what: 'the scheduler receipt' }, ...dataRange(doc, ['receipt_path']) });
  }
  if (status === 'blocked' || status === 'not_available') {
    if (doc.yaml.owners.has('blocked_reason') && isBlank(d.blocked_reason)) report({ messageId: 'needs', data: { key: 'blocked_reason', status, what: 'the blocked authority' }, ...dataRange(doc, ['blocked_reason']) });
    if (doc.yaml.owners.has('resume_plan') && isBlank(d.resume_plan)) report({ messageId: 'needs', data: { key: 'resume_plan', status, what: 'the manual resume plan' }, ...dataRange(doc, ['resume_plan']) });
  }
  const required = d.schedule_required;
  if (typeof required === 'boolean' && (required === false) !== (status === 'not_required')) {
    const at = dataRange(doc, ['schedule_required']);
    const cause = [{ ...dataRange(doc, ['status']), message: 'The scheduler status' }];
    if (required === false) report({ messageId: 'notRequiredMismatch', data: { status }, ...at, cause });
    else report({ messageId: 'requiredMismatch', ...at, cause });
  }
}

export default defineRule({
  id: 'loop-scheduler-decision',
  meta: {
    type: 'problem',
    description: 'A sustained loop has a complete, consistent `SCHEDULER_DECISION.md`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-control', 'loop-scheduler-decision'],
    ownsData: { 'loop-scheduler-decision': SCHEDULER_KEYS.map((k) => `/${k}`) },
    messages: {
      missingFile: 'Unexpected sustained loop (`loop_mode: recoverable_overlay`) without `SCHEDULER_DECISION.md`, expected the scheduler decision next to `CONTROL.md`',
      missingKey: 'Unexpected missing `{{key}}`, expected all ten scheduler decision fields of seed 001',
      badStatus: 'Unexpected `status` {{actual}}, expected one of {{allowed}}',
      notBoolean: 'Unexpected `{{key}}` {{actual}}, expected `true` or `false`',
      createdFlag: 'Unexpected `schedule_created: false` with `status: {{status}}`, expected `schedule_created: true`',
      needs: 'Unexpected empty `{{key}}` with `status: {{status}}`, expected {{what}}',
      notRequiredMismatch: 'Unexpected `schedule_required: false` with `status: {{status}}`, expected `status: not_required`',
      requiredMismatch: 'Unexpected `schedule_required: true` with `status: not_required`, expected `schedule_required: false`',
    },
  },
  check({ doc, workspace, report }) {
    if (doc.kind.id === 'loop-scheduler-decision') {
      checkDecision(doc, report);
      return;
    }
    if (doc.data.loop_mode !== 'recoverable_overlay') return;
    if (loopDocument(workspace, doc.loopHome ?? '', 'SCHEDULER_DECISION.md')) return;
    report({ messageId: 'missingFile', ...dataRange(doc, ['loop_mode']) });
  },
});
