import { defineRule, type Cause } from '../core/rule.js';
import { findSection } from '../core/outline.js';
import { realItems, sectionItems } from '../core/items.js';
import { SECTION } from '../kinds/task-state/outline.js';

export default defineRule({
  id: 'task-state-role-status',
  meta: {
    type: 'problem',
    description: 'Role, plan freeze and workflow status agree (no stale combination after a phase change)',
    severity: 'error',
    fixable: false,
    gate: ['advance', 'close'],
    kinds: ['task-state'],
    messages: {
      executorUnfrozen: 'Unexpected `CURRENT_ROLE: executor` with `PLAN_FROZEN: {{frozen}}`, expected `PLAN_FROZEN: true` before execution',
      completedRole: 'Unexpected `CURRENT_ROLE: {{role}}` on a completed task, expected `reviewer` or `single`',
      reviewedUnfrozen: 'Unexpected `PLAN_FROZEN: {{frozen}}` on a reviewed completed task, expected `true`',
      blockedWithout: 'Unexpected `WORKFLOW_STATUS: blocked` without a blocker, expected a real item under `阻塞项`',
      staleBlocker: 'Unexpected blocker under `阻塞项` on a `{{status}}` task, expected `无` or `WORKFLOW_STATUS: blocked`',
    },
  },
  check({ doc, settings, report }) {
    const h = new Map(doc.header.map((l) => [l.key, l] as const));
    const role = h.get('CURRENT_ROLE');
    const frozen = h.get('PLAN_FROZEN');
    const status = h.get('WORKFLOW_STATUS');
    const at = (l: { valueStart: number; valueEnd: number; keyStart: number; keyEnd: number; value: string }) =>
      l.value ? { start: l.valueStart, end: l.valueEnd } : { start: l.keyStart, end: l.keyEnd };
    const cause = (l: { valueStart: number; valueEnd: number } | undefined, message: string): Cause[] => (l ? [{ start: l.valueStart, end: l.valueEnd, message }] : []);
    if (role?.value === 'executor' && frozen && frozen.value !== 'true') {
      report({ messageId: 'executorUnfrozen', data: { frozen: frozen.value }, ...at(frozen), cause: cause(role, 'CURRENT_ROLE') });
    }
    if (status?.value === 'completed') {
      if (role && (role.value === 'executor' || role.value === 'planner')) {
        report({ messageId: 'completedRole', data: { role: role.value }, ...at(role), cause: cause(status, 'WORKFLOW_STATUS') });
      }
      if (role?.value === 'reviewer' && frozen && frozen.value !== 'true') {
        report({ messageId: 'reviewedUnfrozen', data: { frozen: frozen.value }, ...at(frozen), cause: cause(role, 'CURRENT_ROLE') });
      }
    }
    const blockers = findSection(doc, settings, SECTION.blockers);
    if (!status || !blockers) return;
    const real = realItems(sectionItems(doc, blockers));
    if (status.value === 'blocked' && real.length === 0) {
      report({ messageId: 'blockedWithout', ...at(status), cause: [{ start: blockers.start, end: blockers.headingEnd, message: '阻塞项' }] });
    }
    if ((status.value === 'active' || status.value === 'completed') && real.length > 0) {
      for (const item of real) {
        report({ messageId: 'staleBlocker', data: { status: status.value }, start: item.textStart, end: item.end, cause: cause(status, 'WORKFLOW_STATUS') });
      }
    }
  },
});
