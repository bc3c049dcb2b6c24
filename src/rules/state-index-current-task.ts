import { defineRule } from '../core/lint/rule.js';
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
      blocked: 'Unexpected `CURRENT_TASK` `{{id}}` for a blocked task, expected the task in progress (or `none`): a blocked task waits for an explicit continue',
      noneWhileActive: 'Unexpected `CURRENT_TASK: none` while task `{{id}}` is active, expected `CURRENT_TASK: {{id}}` (the task in progress)',
      twice: 'Unexpected second `CURRENT_TASK` line, expected one current task',
    },
  },
  check({ doc, workspace, report }) {
    const lines = doc.header.filter((h) => h.key === 'CURRENT_TASK');
    for (const extra of lines.slice(1)) {
      report({ messageId: 'twice', start: extra.start, end: extra.end, cause: [{ start: lines[0]!.start, end: lines[0]!.end, message: 'First `CURRENT_TASK` line' }] });
    }
    const line = lines[0];
    if (!line) return;
    if (line.value === '') {
      report({ messageId: 'empty', start: line.keyStart, end: line.keyEnd });
      return;
    }
    const at = { start: line.valueStart, end: line.valueEnd };
    const tasks = taskSummaries(doc, workspace);
    if (line.value === 'none') {
      // The template: `CURRENT_TASK` 只指向当前正在推进任务的 `TASK_ID`；没有进行中的任务时写 `none`.
      const active = tasks.find((t) => t.status === 'active');
      if (active) report({ messageId: 'noneWhileActive', data: { id: active.id }, ...at, cause: [headerCause(active, 'WORKFLOW_STATUS', 'WORKFLOW_STATUS: active')] });
      return;
    }
    const task = tasks.find((t) => t.id === line.value || t.taskId === line.value);
    if (!task) {
      report({ messageId: 'unknown', data: { id: line.value }, ...at });
      return;
    }
    if (task.status === 'completed' || task.status === 'blocked') {
      report({ messageId: task.status, data: { id: line.value }, ...at, cause: [headerCause(task, 'WORKFLOW_STATUS', `WORKFLOW_STATUS: ${task.status}`, 'value')] });
    }
  },
});
