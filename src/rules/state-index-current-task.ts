import { defineRule } from '../core/rule.js';
import { headerCause, taskSummaries } from '../kinds/state-index/view.js';

export default defineRule({
  id: 'state-index-current-task',
  meta: {
    type: 'problem',
    description: '`CURRENT_TASK` is `none` or an existing task that is not completed',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['state-index'],
    ownsData: { 'state-index': ['/CURRENT_TASK'] },
    messages: {
      unknown: 'Unexpected `CURRENT_TASK` `{{id}}`, expected `none` or the id of a task under `tasks/`',
      empty: 'Unexpected empty `CURRENT_TASK`, expected `none` or a task id',
      completed: 'Unexpected `CURRENT_TASK` `{{id}}` for a completed task, expected `none` or an unfinished task',
    },
  },
  check({ doc, workspace, report }) {
    const line = doc.header.find((h) => h.key === 'CURRENT_TASK');
    if (!line || line.value === 'none') return;
    if (line.value === '') {
      report({ messageId: 'empty', start: line.keyStart, end: line.keyEnd });
      return;
    }
    const task = taskSummaries(doc, workspace).find((t) => t.id === line.value);
    const at = line.value ? { start: line.valueStart, end: line.valueEnd } : { start: line.keyStart, end: line.keyEnd };
    if (!task) {
      report({ messageId: 'unknown', data: { id: line.value }, ...at });
      return;
    }
    if (task.status === 'completed') {
      report({ messageId: 'completed', data: { id: line.value }, ...at, cause: [headerCause(task, 'WORKFLOW_STATUS', 'WORKFLOW_STATUS: completed', 'value')] });
    }
  },
});
