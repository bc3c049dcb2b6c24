import { defineRule } from '../core/lint/rule.js';
import { indexView, type IndexEntry } from '../kinds/state-index/view.js';

export default defineRule({
  id: 'state-index-unique',
  meta: {
    type: 'problem',
    description: 'A task id appears once in the whole index',
    severity: 'error',
    fixable: false,
    kinds: ['state-index'],
    messages: {
      duplicate: 'Unexpected second entry for task `{{id}}` (under `{{list}}`), expected each task once in the index',
    },
  },
  check({ doc, settings, report }) {
    const seen = new Map<string, IndexEntry>();
    for (const e of indexView(doc, settings).entries) {
      if (!e.fields) continue;
      const first = seen.get(e.fields.id);
      if (!first) {
        seen.set(e.fields.id, e);
        continue;
      }
      report({
        messageId: 'duplicate',
        data: { id: e.fields.id, list: e.list },
        start: e.item.textStart,
        end: e.fieldsEnd,
        cause: [{ start: first.item.textStart, end: first.fieldsEnd, message: `First entry, under ${first.list}` }],
      });
    }
  },
});
