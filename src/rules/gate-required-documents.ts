import { defineRule } from '../core/lint/rule.js';
import { taskIndexState } from '../kinds/dependencies.js';

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
      unreadIndex:
        "Unexpected task step with `{{index}}` that no lint reads (a folder, hidden by the configuration's `ignores`, or unreadable), expected the task registry as a markdown file the gate can judge",
    },
  },
  check({ doc, workspace, gateAction, report }) {
    if (!gateAction) return;
    const { index, state } = taskIndexState(doc.relPath, workspace);
    if (state === 'ok') return;
    const id = doc.header.find((h) => h.key === 'TASK_ID');
    report({ messageId: state === 'missing' ? 'noIndex' : 'unreadIndex', data: { index }, start: id?.start ?? 0, end: id?.end ?? 0 });
  },
});
