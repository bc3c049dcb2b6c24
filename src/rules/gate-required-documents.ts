import { defineRule } from '../core/lint/rule.js';
import { taskIndexOf } from '../kinds/dependencies.js';

export default defineRule({
  id: 'gate-required-documents',
  meta: {
    type: 'problem',
    description: 'In `wflint gate`, the state documents the step depends on exist',
    severity: 'error',
    fixable: false,
    gateOnly: true,
    crossFile: true,
    kinds: ['task-state'],
    messages: {
      noIndex: 'Unexpected task step without `{{index}}`, expected the task registry (create it with `CURRENT_TASK` and the `Active` / `Blocked` / `Completed` lists)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    if (!gateAction) return;
    const index = taskIndexOf(doc.relPath);
    if (workspace.exists(index)) return;
    const id = doc.header.find((h) => h.key === 'TASK_ID');
    report({ messageId: 'noIndex', data: { index }, start: id?.start ?? 0, end: id?.end ?? 0 });
  },
});
