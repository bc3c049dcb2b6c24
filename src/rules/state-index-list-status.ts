import { defineRule } from '../core/lint/rule.js';
import { indexView, listOf } from '../kinds/state-index/view.js';

export default defineRule({
  id: 'state-index-list-status',
  meta: {
    type: 'problem',
    description: "An index entry's status matches the list it stands in",
    severity: 'error',
    fixable: false,
    kinds: ['state-index'],
    messages: {
      mismatch: 'Unexpected status `{{status}}` under `{{list}}`, expected `{{expected}}`',
    },
  },
  check({ doc, settings, report }) {
    for (const e of indexView(doc, settings).entries) {
      if (!e.fields || listOf(e.fields.status) === e.list) continue;
      const start = e.item.textStart + doc.text.slice(e.item.textStart, e.fieldsEnd).lastIndexOf(e.fields.status);
      report({
        messageId: 'mismatch',
        data: { status: e.fields.status, list: e.list, expected: e.list.toLowerCase() },
        start,
        end: start + e.fields.status.length,
        expected: [e.list.toLowerCase()],
      });
    }
  },
});
