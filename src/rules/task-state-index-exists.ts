import { defineRule } from '../core/lint/rule.js';

export default defineRule({
  id: 'task-state-index-exists',
  meta: {
    type: 'problem',
    description: 'A task file belongs to a `.agents/state/` that has its task registry `INDEX.md`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['task-state'],
    messages: {
      noIndex: 'Unexpected task file without `{{index}}`, expected the task registry (create it from the index template: `CURRENT_TASK` and the `Active` / `Blocked` / `Completed` lists)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    // In `wflint gate` the step's required documents are `gate-required-documents`' (one message).
    if (gateAction) return;
    const slash = doc.relPath.lastIndexOf('/tasks/');
    if (slash < 0) return;
    const index = `${doc.relPath.slice(0, slash)}/INDEX.md`;
    if (workspace.exists(index)) return;
    const id = doc.header.find((h) => h.key === 'TASK_ID');
    report({ messageId: 'noIndex', data: { index }, start: id?.start ?? 0, end: id?.end ?? 0 });
  },
});
