import { defineRule, type Cause } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import type { HeaderLine } from '../core/model/markdown.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { blockerItems } from '../kinds/task-state/blockers.js';
import { workLeft } from '../kinds/task-state/steps.js';

/** Steps that work on the task (not a blocked one: it is resumed first). */
const WORK_STEPS: readonly string[] = ['advance', 'continue_execution'];

export default defineRule({
  id: 'task-state-role-status',
  meta: {
    type: 'problem',
    description: 'Role, plan freeze and workflow status agree (no stale combination after a phase change)',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    // A forced wrap-up pauses as `blocked` with no blocker (ac-workflow 8): a seed path the file
    // cannot tell from a missing blocker while work is left, so a warning naming the reason to write.
    advisory: ['pausedWithout', 'pauseWithout'],
    messages: {
      executorUnfrozen: 'Unexpected `CURRENT_ROLE: executor` with `PLAN_FROZEN: {{frozen}}`, expected `PLAN_FROZEN: true` before execution',
      completedRole: 'Unexpected `CURRENT_ROLE: {{role}}` on a completed task, expected `reviewer` or `single`',
      reviewedUnfrozen: 'Unexpected `PLAN_FROZEN: {{frozen}}` on a reviewed completed task, expected `true`',
      finishedUnfrozen: 'Unexpected `PLAN_FROZEN: {{frozen}}` on a completed `single` task, expected `true` (the Contract was frozen before execution)',
      blockedWithout: 'Unexpected `WORKFLOW_STATUS: blocked` without a blocker, expected a real item under `阻塞项`',
      pausedWithout:
        'Unexpected `WORKFLOW_STATUS: blocked` without a blocker, expected the reason under `阻塞项` (a forced wrap-up pauses with its remaining work in `下一步 Top 3`: write it, e.g. `- 强制收尾：上下文风险，新对话继续`)',
      staleBlocker: 'Unexpected blocker under `阻塞项` on a completed task, expected `无` (a task is closed with nothing blocking it)',
      // Gate checks (`wflint gate`): the step judged as if it were taken.
      stepOnCompleted: 'Unexpected `{{action}}` on a completed task, expected a new task for new work',
      stepOnBlocked: 'Unexpected `{{action}}` while `WORKFLOW_STATUS: blocked`, expected the task resumed first (blocker cleared, `WORKFLOW_STATUS: active`)',
      stepUnfrozen: 'Unexpected `{{action}}` with `PLAN_FROZEN: {{frozen}}`, expected `PLAN_FROZEN: true` (the Contract is frozen before execution)',
      advanceByReviewer: 'Unexpected `advance` with `CURRENT_ROLE: reviewer`, expected `close` (review passed) or `repair` (review failed)',
      executeAsRole: 'Unexpected `continue_execution` with `CURRENT_ROLE: {{role}}`, expected `executor` or `single` (the planner hands off with `advance`)',
      blockWithout: 'Unexpected `block` without a blocker, expected a real item under `阻塞项`',
      pauseWithout:
        'Unexpected `block` without a blocker, expected the reason under `阻塞项` (a forced wrap-up pauses with its remaining work in `下一步 Top 3`: write it, e.g. `- 强制收尾：上下文风险，新对话继续`)',
      closeRole: 'Unexpected `close` with `CURRENT_ROLE: {{role}}`, expected `reviewer` or `single` (hand the task to the reviewer first)',
      closeFromExecutor:
        'Unexpected `close` with `CURRENT_ROLE: executor`, expected `reviewer` after a review (hand the task to the reviewer first), or on the single route `CURRENT_ROLE: single` written by its closeout before it closes',
      closeUnfrozen: 'Unexpected `close` with `PLAN_FROZEN: {{frozen}}`, expected `PLAN_FROZEN: true`',
      closeBlocker: 'Unexpected `close` with a blocker under `阻塞项`, expected `无`',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const h = new Map(doc.header.map((l) => [l.key, l] as const));
    const role = h.get('CURRENT_ROLE');
    const frozen = h.get('PLAN_FROZEN');
    const status = h.get('WORKFLOW_STATUS');
    const at = (l: HeaderLine) => (l.value ? { start: l.valueStart, end: l.valueEnd } : { start: l.keyStart, end: l.keyEnd });
    const cause = (l: HeaderLine | undefined, message: string): Cause[] => (l ? [{ start: l.valueStart, end: l.valueEnd, message }] : []);
    const blockers = findSection(doc, settings, SECTION.blockers);
    // `无`, `无（原阻塞已解除）` and the template's `<阻塞项；无则写“无”>` block nothing; `无（…尚未解除）` does.
    const real = blockerItems(doc, blockers);
    // Work left to resume (a step not checked, at any depth): a pause, not an empty block.
    const top3 = findSection(doc, settings, SECTION.top3);
    const remaining = top3 !== undefined && workLeft(doc, top3);
    // The state as the file says it (lint; `close` replaces the checks it judges as if completed),
    // then the checks of the step asked about (gate).
    if (role?.value === 'executor' && frozen && frozen.value !== 'true' && gateAction !== 'close') {
      report({ messageId: 'executorUnfrozen', data: { frozen: frozen.value }, ...at(frozen), cause: cause(role, 'CURRENT_ROLE') });
    }
    if (status?.value === 'completed') {
      if (role && (role.value === 'executor' || role.value === 'planner')) {
        report({ messageId: 'completedRole', data: { role: role.value }, ...at(role), cause: cause(status, 'WORKFLOW_STATUS') });
      }
      if (frozen && frozen.value !== 'true' && (role?.value === 'reviewer' || role?.value === 'single')) {
        report({ messageId: role.value === 'reviewer' ? 'reviewedUnfrozen' : 'finishedUnfrozen', data: { frozen: frozen.value }, ...at(frozen), cause: cause(role, 'CURRENT_ROLE') });
      }
    }
    if (status && blockers) {
      if (status.value === 'blocked' && real.length === 0) {
        report({ messageId: remaining ? 'pausedWithout' : 'blockedWithout', ...at(status), cause: [{ start: blockers.start, end: blockers.headingEnd, message: '阻塞项' }] });
      }
      // An active task records a blocker as soon as it meets one (AGENTS.md: 遇到阻塞…必须更新), before
      // `block`; only a completed task with a blocker is stale.
      if (status.value === 'completed' && real.length > 0 && gateAction !== 'close') {
        for (const item of real) report({ messageId: 'staleBlocker', start: item.textStart, end: item.end, cause: cause(status, 'WORKFLOW_STATUS') });
      }
    }
    if (!gateAction || !status) return;
    const data = { action: gateAction };
    if (status.value === 'completed') {
      report({ messageId: 'stepOnCompleted', data, ...at(status) });
      return;
    }
    if (status.value === 'blocked' && WORK_STEPS.includes(gateAction)) report({ messageId: 'stepOnBlocked', data, ...at(status) });
    if (WORK_STEPS.includes(gateAction) && frozen && frozen.value !== 'true') {
      report({ messageId: 'stepUnfrozen', data: { ...data, frozen: frozen.value }, ...at(frozen) });
    }
    if (gateAction === 'advance' && role?.value === 'reviewer') report({ messageId: 'advanceByReviewer', ...at(role) });
    if (gateAction === 'continue_execution' && role && (role.value === 'planner' || role.value === 'reviewer')) {
      report({ messageId: 'executeAsRole', data: { role: role.value }, ...at(role) });
    }
    if (gateAction === 'block' && blockers && real.length === 0)
      report({ messageId: remaining ? 'pauseWithout' : 'blockWithout', start: blockers.start, end: blockers.headingEnd, cause: cause(status, 'WORKFLOW_STATUS') });
    if (gateAction === 'close') {
      if (role?.value === 'executor') report({ messageId: 'closeFromExecutor', ...at(role) });
      else if (role?.value === 'planner') report({ messageId: 'closeRole', data: { role: role.value }, ...at(role) });
      if (frozen && frozen.value !== 'true') report({ messageId: 'closeUnfrozen', data: { frozen: frozen.value }, ...at(frozen) });
      for (const item of real) report({ messageId: 'closeBlocker', start: item.textStart, end: item.end, cause: cause(status, 'WORKFLOW_STATUS') });
    }
  },
});
