import { defineRule, type RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import {
  cardNamed,
  codeList,
  dataRange,
  documentRange,
  hasYamlErrors,
  inLoopHome,
  isBlank,
  isClosed,
  isSustained,
  loopDocument,
  loopDocuments,
  loopPathExists,
  newestPacket,
  packetReaction,
  showValue,
} from '../kinds/loop/model.js';

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
/** Seed 001:111, plus `created_pending_first_success`, which 001:100 names as a valid state of a fallback scheduler. */
const STATUSES = ['created', 'updated', 'blocked', 'not_required', 'not_available', 'created_pending_first_success'];

/** Seed 001:99 (a checkable scheduler receipt), 001:104 (the first business unit's task card): what the decision names exists. */
function namedFiles(doc: WfDocument, workspace: WorkspaceView, report: RuleContext['report']): void {
  const home = doc.loopHome ?? '';
  // Bootstrap may take several commits (seed 001:27, 001:93): what the decision points at is due
  // once the unit entry (`next_prompt.codex.md`) or a run's receipt exists.
  if (!loopDocument(workspace, home, 'next_prompt.codex.md') && loopDocuments(workspace, home, 'loop-receipt').length === 0) return;
  const d = doc.data;
  const receipt = d.receipt_path;
  if ((d.status === 'created' || d.status === 'updated') && typeof receipt === 'string' && receipt.trim() !== '' && !loopPathExists(workspace, home, receipt.trim()))
    report({ messageId: 'missingPath', data: { key: 'receipt_path', path: receipt.trim(), what: 'the scheduler receipt' }, ...dataRange(doc, ['receipt_path']) });
  const first = d.first_wakeup_task;
  if (typeof first === 'string' && first.trim() !== '' && !cardNamed(workspace, home, first) && !loopPathExists(workspace, home, first.trim()))
    report({ messageId: 'missingPath', data: { key: 'first_wakeup_task', path: first.trim(), what: "the first business unit's task card" }, ...dataRange(doc, ['first_wakeup_task']) });
}

/** A text names a scheduler skill: a `scheduler_skill:` line with a value, or the seed's `codex_schedule_loop`. */
function namesSkill(text: string | undefined): boolean {
  if (text === undefined) return false;
  if (text.includes('codex_schedule_loop')) return true;
  for (const line of text.split('\n')) {
    const t = line.trim().replace(/^[-*]\s+/, '');
    if (t.startsWith('scheduler_skill:') && t.slice('scheduler_skill:'.length).trim() !== '') return true;
  }
  return false;
}

/** A cadence of the seed's default, about 20 minutes between units (`heartbeat_20m`, `every 20 minutes`, `20 分钟`). */
const TWENTY_MINUTES = /(?:^|[^\d])(?:1[5-9]|2\d|30)\s*(?:m\b|min|minutes?\b|分钟)|heartbeat_?(?:1[5-9]|2\d|30)m/i;
/** A cadence recorded as the user's (`cadence_source: user`, `用户指定`, `user requested`). */
const USER_SET = /cadence_(?:source|reason|set_by|owner)\s*:|user[_\s-](?:specified|requested|set|asked|chose)|用户(?:指定|要求|设定|选择)/i;

/** Words that record an unavailable or blocked scheduler (and its manual resume) in prose. */
const UNAVAILABLE = /not[_\s-]available|unavailable|blocked|manual[_\s-]resume|不可用|无法设置|暂不可设置|阻塞|手动恢复/i;

/**
 * Seed 001:106 (scheduler_skill and cadence before the first business unit) and 001:682 (如果无法设置
 * scheduler，必须把原因和下一步写入 CONTROL.md / HANDOFF.md): what the control surface says about the scheduler.
 */
function controlSurface(doc: WfDocument, workspace: WorkspaceView, report: RuleContext['report']): void {
  const home = doc.loopHome ?? '';
  const control = loopDocument(workspace, home, 'CONTROL.md');
  if (!namesSkill(doc.text) && !namesSkill(control?.text)) report({ messageId: 'noSkill', ...documentRange(doc) });
  const status = doc.data.status;
  if (status !== 'blocked' && status !== 'not_available') return;
  const handoff = workspace.readText(inLoopHome(home, 'HANDOFF.md'));
  if (UNAVAILABLE.test(control?.text ?? '') || UNAVAILABLE.test(handoff ?? '')) return;
  report({ messageId: 'notInControl', data: { status }, ...dataRange(doc, ['status']) });
}

function checkDecision(doc: WfDocument, report: RuleContext['report'], stopped: boolean): void {
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
  if (status === 'created' || status === 'updated' || status === 'created_pending_first_success') {
    if (d.schedule_created === false) report({ messageId: 'createdFlag', data: { status }, ...dataRange(doc, ['schedule_created']), expected: ['true'] });
    // Pending its first success (001:100), the fallback has no receipt yet.
    if (status !== 'created_pending_first_success' && doc.yaml.owners.has('receipt_path') && isBlank(d.receipt_path))
      report({ messageId: 'needs', data: { key: 'receipt_path', status, what: 'the scheduler receipt' }, ...dataRange(doc, ['receipt_path']) });
  }
  if (status === 'blocked' || status === 'not_available') {
    if (doc.yaml.owners.has('blocked_reason') && isBlank(d.blocked_reason))
      report({ messageId: 'needs', data: { key: 'blocked_reason', status, what: 'the blocked authority' }, ...dataRange(doc, ['blocked_reason']) });
    if (doc.yaml.owners.has('resume_plan') && isBlank(d.resume_plan))
      report({ messageId: 'needs', data: { key: 'resume_plan', status, what: 'the manual resume plan' }, ...dataRange(doc, ['resume_plan']) });
    // Seed 001:101, 001:106: the same file says what may continue without a scheduler.
    if (doc.yaml.owners.has('why_safe_to_continue_without_scheduler') && isBlank(d.why_safe_to_continue_without_scheduler)) {
      report({
        messageId: 'needs',
        data: { key: 'why_safe_to_continue_without_scheduler', status, what: 'the isolated action that may continue without a scheduler' },
        ...dataRange(doc, ['why_safe_to_continue_without_scheduler']),
      });
    }
  }
  // Seed 001:29, 001:106: a required scheduler records its cadence (`heartbeat_20m` by default, or the user's).
  if (d.schedule_required === true && doc.yaml.owners.has('cadence') && isBlank(d.cadence)) {
    report({ messageId: 'needs', data: { key: 'cadence', status, what: '`heartbeat_20m` or the cadence the user set' }, ...dataRange(doc, ['cadence']) });
  } else if (typeof d.cadence === 'string' && !isBlank(d.cadence) && !TWENTY_MINUTES.test(d.cadence) && !USER_SET.test(doc.text)) {
    // Seed 001:29 默认每个 Loop Unit 之间用 20 分钟级 heartbeat，除非用户指定其他 cadence: another cadence is
    // the user's; where the user asked for it (a user prompt, a note) the file need not say, so it warns.
    report({ messageId: 'otherCadence', data: { cadence: d.cadence.trim() }, ...dataRange(doc, ['cadence']) });
  }
  const required = d.schedule_required;
  if (typeof required === 'boolean' && (required === false) !== (status === 'not_required')) {
    const at = dataRange(doc, ['schedule_required']);
    const cause = [{ ...dataRange(doc, ['status']), message: 'The scheduler status' }];
    // After a close or block the scheduler is no longer required, and `updated` records that it
    // was stopped (seed 001:110-111 set no tie between the two fields): a warning names `not_required`.
    if (required === false && stopped && (status === 'updated' || status === 'created'))
      report({ messageId: 'stoppedStatus', data: { status }, ...dataRange(doc, ['status']), expected: ['not_required'] });
    else if (required === false) report({ messageId: 'notRequiredMismatch', data: { status }, ...at, cause });
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
    advisory: ['stoppedStatus', 'otherCadence'],
    messages: {
      otherCadence:
        "Unexpected `cadence: {{cadence}}` without a note that the user set it, expected `heartbeat_20m` (about 20 minutes between units, the seed default) or the user's cadence recorded as such (`cadence_source: user`)",
      stoppedStatus: 'Unexpected `status: {{status}}` with `schedule_required: false` after the loop stopped, expected `status: not_required`',
      missingPath: 'Unexpected `{{key}}` `{{path}}`, expected {{what}} to exist (resolved against the loop home, then the repository root)',
      noSkill: 'Unexpected scheduler decision without its scheduler skill, expected `scheduler_skill: codex_schedule_loop` (or the schedule skill chosen) here or in `CONTROL.md`',
      notInControl: 'Unexpected `status: {{status}}` recorded only in `SCHEDULER_DECISION.md`, expected its reason and the next step in `CONTROL.md` or `HANDOFF.md` too',
      missingFile: 'Unexpected sustained loop (`loop_mode: recoverable_overlay`) at its first business Unit without `SCHEDULER_DECISION.md`, expected the scheduler decision next to `CONTROL.md`',
      missingKey: 'Unexpected missing `{{key}}`, expected all ten scheduler decision fields of seed 001',
      badStatus: 'Unexpected `status` {{actual}}, expected one of {{allowed}}',
      notBoolean: 'Unexpected `{{key}}` {{actual}}, expected `true` or `false`',
      createdFlag: 'Unexpected `schedule_created: false` with `status: {{status}}`, expected `schedule_created: true`',
      needs: 'Unexpected empty `{{key}}` with `status: {{status}}`, expected {{what}}',
      notRequiredMismatch: 'Unexpected `schedule_required: false` with `status: {{status}}`, expected `status: not_required`',
      dropped:
        'Unexpected `status: not_required` for a sustained loop that is still active (the newest packet binds {{reaction}}), expected a created, updated, blocked or not_available scheduler until a close or block packet',
      requiredMismatch: 'Unexpected `schedule_required: true` with `status: not_required`, expected `schedule_required: false`',
    },
  },
  check({ doc, workspace, report }) {
    if (doc.kind.id === 'loop-scheduler-decision') {
      const home = doc.loopHome ?? '';
      const newest = newestPacket(workspace, home);
      const reaction = newest ? packetReaction(newest) : undefined;
      const stopped = reaction === 'close' || reaction === 'block' || isClosed(workspace, home);
      checkDecision(doc, report, stopped);
      if (!hasYamlErrors(doc)) {
        namedFiles(doc, workspace, report);
        if (!stopped) controlSurface(doc, workspace, report);
      }
      // Seed 001:29, 001:91, 001:121-124: a sustained loop keeps its scheduler while it is active.
      if (doc.data.status === 'not_required' && isSustained(workspace, home) && !stopped) {
        report({ messageId: 'dropped', data: { reaction: reaction ? `\`reaction: ${reaction}\`` : 'nothing' }, ...dataRange(doc, ['status']) });
      }
      return;
    }
    if (doc.data.loop_mode !== 'recoverable_overlay') return;
    const home = doc.loopHome ?? '';
    if (loopDocument(workspace, home, 'SCHEDULER_DECISION.md')) return;
    // Bootstrap may take several commits: the decision is due before the first business Unit
    // (seed 001:27, 001:106), i.e. once the unit entry (`next_prompt.codex.md`) or a run's receipt exists.
    if (!loopDocument(workspace, home, 'next_prompt.codex.md') && loopDocuments(workspace, home, 'loop-receipt').length === 0) return;
    report({ messageId: 'missingFile', ...dataRange(doc, ['loop_mode']) });
  },
});
