import { defineRule } from '../core/lint/rule.js';
import { indexView } from '../kinds/state-index/view.js';

export default defineRule({
  id: 'state-index-entry-format',
  meta: {
    type: 'problem',
    description: 'Index entries follow `- <task-id> | <TASK_TITLE> | <task-type> | <role> | <status>`',
    severity: 'error',
    fixable: false,
    kinds: ['state-index'],
    messages: {
      format: 'Unexpected index entry `{{text}}`, expected `- <task-id> | <TASK_TITLE> | <task-type> | <role> | <status>`',
      noneWithEntries: 'Unexpected `- none` in a list with entries, expected `- none` only in an otherwise empty list',
    },
  },
  check({ doc, settings, report }) {
    const { entries } = indexView(doc, settings);
    for (const e of entries) {
      const at = { start: e.item.textStart, end: e.fieldsEnd };
      if (e.none) {
        if (entries.some((o) => o.list === e.list && o !== e)) report({ messageId: 'noneWithEntries', ...at });
        continue;
      }
      const own = doc.text.slice(e.item.textStart, e.fieldsEnd);
      if (!e.fields) report({ messageId: 'format', data: { text: own.length > 60 ? `${own.slice(0, 57)}…` : own }, ...at });
    }
  },
});
