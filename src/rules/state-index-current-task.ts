import { defineRule } from '../core/lint/rule.js';
import { headerCause, taskSummaries } from '../kinds/state-index/view.js';
import { taskIndexOf } from '../kinds/dependencies.js';

/** The steps that push a task forward: the index names it as the task in progress first. */
const FORWARD = new Set(['advance', 'continue_execution', 'repair']);

export default defineRule({
  id: 'state-index-current-task',
  meta: {
    type: 'problem',
    description: '`CURRENT_TASK` is `none` or an existing task that is not completed; in `wflint gate`, a step that pushes a task forward needs it to name that task',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['state-index', 'task-state'],
    ownsData: { 'state-index': ['/CURRENT_TASK'] },
    messages: {
      unknown: 'Unexpected `CURRENT_TASK` `{{id}}`, expected `none` or the id of a task under `tasks/`',
      empty: 'Unexpected empty `CURRENT_TASK`, expected `none` or a task id',
      completed: 'Unexpected `CURRENT_TASK` `{{id}}` for a completed task, expected `none` or an unfinished task',
      blocked: 'Unexpected `CURRENT_TASK` `{{id}}` for a blocked task, expected the task in progress (or `none`): a blocked task waits for an explicit continue',
      noneWhileActive: 'Unexpected `CURRENT_TASK: none` while task `{{id}}` is active, expected `CURRENT_TASK: {{id}}` (the task in progress)',
      twice: 'Unexpected second `CURRENT_TASK` line, expected one current task',
      // Gate check on a task file (`wflint gate --action advance | continue_execution | repair`).
      notCurrent: 'Unexpected `{{action}}` on `{{id}}` while `CURRENT_TASK` is `{{current}}`, expected `CURRENT_TASK: {{id}}` in `{{index}}` (the index names the task being pushed forward)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    if (doc.kind.id === 'task-state') {
      // A blocked task is never the current one (`blocked` below): its steps answer to the blocked-task rows.
      if (!gateAction || !FORWARD.has(gateAction) || doc.header.find((h) => h.key === 'WORKFLOW_STATUS')?.value === 'blocked') return;
      const index = workspace.document(taskIndexOf(doc.relPath));
      const current = index?.kind.id === 'state-index' ? index.header.filter((h) => h.key === 'CURRENT_TASK') : [];
      // One line naming a task: a missing, doubled or empty line is the index's own finding.
      if (current.length !== 1 || current[0]!.value === '') return;
      const id = doc.relPath.slice(doc.relPath.lastIndexOf('/') + 1).replace(/\.md$/i, '');
      const value = current[0]!.value;
      if (value === id || value === doc.header.find((h) => h.key === 'TASK_ID')?.value) return;
      const at = doc.header.find((h) => h.key === 'TASK_ID') ?? doc.header[0];
      report({
        messageId: 'notCurrent',
        data: { action: gateAction, id, current: value, index: index!.relPath },
        start: at?.start ?? 0,
        end: at?.end ?? 0,
        cause: [{ relPath: index!.relPath, start: current[0]!.start, end: current[0]!.end, message: 'CURRENT_TASK' }],
      });
      return;
    }
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
