import { defineRule } from '../core/lint/rule.js';
import { outlineView } from '../core/model/outline.js';

export default defineRule({
  id: 'heading-canonical',
  meta: {
    type: 'layout',
    description: 'Outline headings are written in their canonical form',
    severity: 'warn',
    fixable: 'safe',
    kinds: 'markdown',
    messages: {
      notCanonical: 'Unexpected heading `{{actual}}`, expected `{{expected}}`',
    },
  },
  check({ doc, settings, report }) {
    for (const m of outlineView(doc, settings).matches) {
      // A note in brackets after the heading is the writer's: the heading is read as it is.
      if (m.how === 'exact' || m.how === 'gloss') continue;
      const s = m.section;
      report({
        messageId: 'notCanonical',
        data: { actual: s.title, expected: m.canonical.text },
        start: s.titleStart,
        end: s.titleEnd,
        fix: [{ range: [s.titleStart, s.titleEnd], text: m.canonical.text }],
      });
    }
  },
});
