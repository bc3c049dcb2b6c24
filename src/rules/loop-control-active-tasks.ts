import { defineRule } from '../core/lint/rule.js';
import { codeList, dataRange, hasYamlErrors, isRecord, loopPathExists, outsideLoopHome, showValue } from '../kinds/loop/model.js';

const STATUSES = ['planned', 'running', 'completed', 'blocked'];

export default defineRule({
  id: 'loop-control-active-tasks',
  meta: {
    type: 'problem',
    description: 'Each `active_tasks` entry has a `task_id`, an existing `task_card_path` and a seed 001 `status`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-control'],
    ownsData: { 'loop-control': ['/active_tasks/*/task_id', '/active_tasks/*/task_card_path', '/active_tasks/*/status'] },
    messages: {
      missingKey: 'Unexpected active task without `{{key}}`, expected `task_id`, `task_card_path` and `status`',
      emptyValue: 'Unexpected `{{key}}` {{actual}}, expected a non-empty value',
      cardMissing: 'Unexpected `task_card_path` `{{path}}`, expected an existing task card (resolved against the loop home, then the repository root)',
      cardOutside: "Unexpected `task_card_path` `{{path}}` outside the loop home, expected the task card in the loop home's `TASKS/` (every loop file lives in the loop home)",
      badStatus: 'Unexpected `status` {{actual}}, expected one of {{allowed}}',
    },
  },
  check({ doc, workspace, report }) {
    if (hasYamlErrors(doc)) return;
    const tasks = doc.data.active_tasks;
    if (!Array.isArray(tasks)) return;
    const home = doc.loopHome ?? '';
    tasks.forEach((task, i) => {
      if (!isRecord(task)) return;
      const at = (key: string) => dataRange(doc, ['active_tasks', i, key]);
      for (const key of ['task_id', 'task_card_path', 'status'] as const) {
        if (!(key in task)) report({ messageId: 'missingKey', data: { key }, ...dataRange(doc, ['active_tasks', i]) });
      }
      for (const key of ['task_id', 'task_card_path'] as const) {
        if (!(key in task)) continue;
        const v = task[key];
        if (typeof v !== 'string' || v.trim() === '') {
          report({ messageId: 'emptyValue', data: { key, actual: showValue(v) }, ...at(key) });
          continue;
        }
        if (key === 'task_card_path' && !loopPathExists(workspace, home, v)) report({ messageId: 'cardMissing', data: { path: v.trim() }, ...at(key) });
        else if (key === 'task_card_path' && outsideLoopHome(workspace, home, v.trim())) report({ messageId: 'cardOutside', data: { path: v.trim() }, ...at(key) });
      }
      if ('status' in task) {
        const s = task.status;
        if (typeof s !== 'string' || !STATUSES.includes(s)) report({ messageId: 'badStatus', data: { actual: showValue(s), allowed: codeList(STATUSES) }, ...at('status'), expected: STATUSES });
      }
    });
  },
});
