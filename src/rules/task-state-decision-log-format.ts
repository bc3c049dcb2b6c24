import { defineRule } from '../core/lint/rule.js';
import { decisionLog, halfWidthPipes } from '../kinds/task-state/view.js';

export default defineRule({
  id: 'task-state-decision-log-format',
  meta: {
    type: 'problem',
    description: 'Decision-log entries follow `- YYYY-MM-DD：decision | reason | impact`, in date order',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    messages: {
      format: 'Unexpected decision-log entry `{{text}}`, expected `- YYYY-MM-DD：<decision> | <reason> | <impact>`',
      date: 'Unexpected date `{{date}}`, expected a calendar date',
      parts: 'Unexpected {{count}} non-empty part(s) in a decision-log entry, expected three `|`-separated parts: decision, reason, impact',
      order: 'Unexpected date `{{date}}` after `{{previous}}`, expected dates that never decrease (append new decisions at the end)',
    },
  },
  check({ doc, report }) {
    let previous: string | undefined;
    let previousStart = 0;
    for (const e of decisionLog(doc)) {
      const { item } = e;
      const at = { start: item.textStart, end: item.end };
      if (e.problem === 'format') {
        report({ messageId: 'format', data: { text: item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text }, ...at });
        continue;
      }
      if (e.problem === 'date') {
        report({ messageId: 'date', data: { date: e.date! }, start: item.textStart, end: item.textStart + 10 });
        continue;
      }
      if (e.problem === 'parts') {
        const count = halfWidthPipes(e.body ?? '')
          .split('|')
          .filter((p) => p.trim() !== '').length;
        report({ messageId: 'parts', data: { count }, ...at });
      }
      if (previous && e.date! < previous) {
        report({
          messageId: 'order',
          data: { date: e.date!, previous },
          start: item.textStart,
          end: item.textStart + 10,
          cause: [{ start: previousStart, end: previousStart + 10, message: 'Previous entry' }],
        });
      }
      previous = e.date!;
      previousStart = item.textStart;
    }
  },
});
