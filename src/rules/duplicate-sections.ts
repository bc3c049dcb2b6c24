import { defineRule } from '../core/lint/rule.js';
import { outlineView } from '../core/model/outline.js';

export default defineRule({
  id: 'duplicate-sections',
  meta: {
    type: 'problem',
    description: 'A required section appears once',
    severity: 'error',
    fixable: false,
    kinds: 'markdown',
    messages: {
      duplicate: 'Unexpected second `{{section}}` section, expected each required section once',
    },
  },
  check({ doc, settings, report }) {
    for (const [canonical, sections] of outlineView(doc, settings).byCanonical) {
      const first = sections[0]!;
      for (const s of sections.slice(1)) {
        report({
          messageId: 'duplicate',
          data: { section: canonical },
          start: s.start,
          end: s.headingEnd,
          cause: [{ start: first.start, end: first.headingEnd, message: 'First section' }],
        });
      }
    }
  },
});
