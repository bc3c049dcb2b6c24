import { defineRule } from '../core/lint/rule.js';
import { baseVersion } from '../core/lint/workspace-view.js';
import { changedSinceBase, headerValueIn } from '../kinds/task-state/view.js';

export default defineRule({
  id: 'task-state-transition',
  meta: {
    type: 'problem',
    description: 'Git-aware: the role and status changes since `--base` are transitions the workflow allows',
    severity: 'error',
    fixable: false,
    gitAware: true,
    kinds: ['task-state'],
    messages: {
      reopened: 'Unexpected `WORKFLOW_STATUS: {{status}}` on a task completed at `{{base}}`, expected it to stay `completed` (a completed task is never resumed: start a new task for new work)',
      reviewedToSingle: 'Unexpected `CURRENT_ROLE: single` on a task that `{{base}}` shows with `CURRENT_ROLE: reviewer`, expected `reviewer` (a reviewed route is not rewritten to `single`)',
    },
  },
  check({ doc, workspace, report }) {
    const git = workspace.git;
    if (!git) return;
    const at = baseVersion(git, doc);
    if (at === undefined || changedSinceBase(doc.text, at.text) !== true) return;
    const baseText = at.text;
    const now = (key: string) => doc.header.find((h) => h.key === key);
    const status = now('WORKFLOW_STATUS');
    const role = now('CURRENT_ROLE');
    // AGENTS.md: `completed`（已收尾，永不自动触发 continue）; ac-workflow: do not resume a completed task.
    if (status && headerValueIn(baseText, 'WORKFLOW_STATUS') === 'completed' && (status.value === 'active' || status.value === 'blocked')) {
      report({ messageId: 'reopened', data: { status: status.value, base: at.label }, start: status.valueStart, end: status.valueEnd });
    }
    // ac-workflow 9: for reviewed routes keep `CURRENT_ROLE: reviewer`; do not rewrite reviewed tasks to `single`.
    if (role?.value === 'single' && headerValueIn(baseText, 'CURRENT_ROLE') === 'reviewer') {
      report({ messageId: 'reviewedToSingle', data: { base: at.label }, start: role.valueStart, end: role.valueEnd });
    }
  },
});
