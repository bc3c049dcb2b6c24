import { defineRule } from '../core/lint/rule.js';
import { MAX_TASKS, planView } from '../kinds/harness/plan.js';

export default defineRule({
  id: 'harness-plan-task-count',
  meta: {
    type: 'problem',
    description: 'A harness plan has at most 20 tasks (scope gate)',
    severity: 'error',
    fixable: false,
    kinds: ['harness-plan'],
    ownsData: { 'harness-plan': ['/tasks/$'] },
    messages: {
      tooMany: 'Unexpected {{count}} tasks, expected at most 20 (confirm the scope with the user: this run covers part A, or several runs)',
    },
  },
  check({ doc, report }) {
    const tasks = planView(doc).tasks;
    if (tasks.length <= MAX_TASKS) return;
    const first = tasks[MAX_TASKS]!.section;
    report({ messageId: 'tooMany', data: { count: tasks.length }, start: first.start, end: first.headingEnd });
  },
});
