import { defineRule } from '../core/lint/rule.js';
import { AGENTS, MAX_ACCEPT, MAX_BUDGET_MINUTES, PLAN_FIELDS, planView, type PlanFieldName } from '../kinds/harness/plan.js';

/** Fields whose value may not be left empty (`无` is a value). */
const NEEDS_VALUE: ReadonlySet<PlanFieldName> = new Set(['interfaces', 'verify', 'agent', 'budget', 'depends']);

export default defineRule({
  id: 'harness-plan-task-fields',
  meta: {
    type: 'problem',
    description: 'Every plan task has its nine fields; `agent` is explore or general, `accept` has 1–3 items, `budget` is at most 10 minutes',
    severity: 'error',
    fixable: false,
    kinds: ['harness-plan'],
    ownsData: { 'harness-plan': [...PLAN_FIELDS.map((f) => `/tasks/*/${f}`), '/tasks/*/budget_text'] },
    messages: {
      missing: 'Unexpected missing field `{{field}}` in `{{task}}`, expected a `{{field}}:` line',
      duplicate: 'Unexpected second `{{field}}:` line in `{{task}}`, expected the field once',
      empty: 'Unexpected empty `{{field}}` in `{{task}}`, expected a value (`无` when there is none)',
      agent: 'Unexpected agent `{{value}}` in `{{task}}`, expected one of `explore`, `general`',
      acceptCount: 'Unexpected {{count}} `accept` items in `{{task}}`, expected 1 to 3',
      budgetFormat: 'Unexpected budget `{{value}}` in `{{task}}`, expected minutes such as `≤10 分钟`, `10 min` or `8m`',
      budgetMax: 'Unexpected budget of {{minutes}} minutes in `{{task}}`, expected at most 10 (split the task)',
    },
  },
  check({ doc, report }) {
    for (const task of planView(doc).tasks) {
      const heading = { start: task.section.start, end: task.section.headingEnd };
      for (const name of PLAN_FIELDS) {
        if (!task.fields.has(name)) report({ messageId: 'missing', data: { field: name, task: task.id }, ...heading });
      }
      for (const d of task.duplicates) report({ messageId: 'duplicate', data: { field: d.name, task: task.id }, start: d.start, end: d.end });
      for (const [name, field] of task.fields) {
        if (NEEDS_VALUE.has(name) && field.value === '') report({ messageId: 'empty', data: { field: name, task: task.id }, start: field.start, end: field.end });
      }
      const agent = task.fields.get('agent');
      if (agent && agent.value !== '' && !(AGENTS as readonly string[]).includes(task.agent ?? '')) {
        report({ messageId: 'agent', data: { value: agent.value, task: task.id }, start: agent.valueStart, end: agent.valueEnd, expected: [...AGENTS] });
      }
      const accept = task.fields.get('accept');
      if (accept && (accept.items.length === 0 || accept.items.length > MAX_ACCEPT)) {
        const at = accept.value ? { start: accept.valueStart, end: accept.valueEnd } : { start: accept.start, end: accept.end };
        report({ messageId: 'acceptCount', data: { count: accept.items.length, task: task.id }, ...at });
      }
      const budget = task.fields.get('budget');
      if (budget && budget.value !== '') {
        const at = { start: budget.valueStart, end: budget.valueEnd };
        if (task.budgetMinutes === undefined) report({ messageId: 'budgetFormat', data: { value: budget.value, task: task.id }, ...at });
        else if (task.budgetMinutes > MAX_BUDGET_MINUTES || task.budgetMinutes <= 0) report({ messageId: 'budgetMax', data: { minutes: task.budgetMinutes, task: task.id }, ...at });
      }
    }
  },
});
