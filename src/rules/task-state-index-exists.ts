import { defineRule } from '../core/lint/rule.js';
import { taskIndexState } from '../kinds/dependencies.js';

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
    if (gateAction || doc.relPath.lastIndexOf('/tasks/') < 0) return;
    // A folder named `INDEX.md` is no index; one the configuration hides, or that cannot be read,
    // is a file (its own messages, or the project's choice).
    const { index, state } = taskIndexState(doc.relPath, workspace);
    if (state === 'ok' || (state === 'unread' && workspace.list(index) === undefined)) return;
    const id = doc.header.find((h) => h.key === 'TASK_ID');
    report({ messageId: 'noIndex', data: { index }, start: id?.start ?? 0, end: id?.end ?? 0 });
  },
});
