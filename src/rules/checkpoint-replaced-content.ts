import { defineRule } from '../core/lint/rule.js';
import { checkpointView, replacedMark, sectionName } from '../kinds/checkpoint/view.js';
import type { SectionKey } from '../kinds/checkpoint/outline.js';

/** Where replaced content is removed (003:11-12); open questions are checkpoint-open-question-resolved's. */
const SECTIONS: readonly SectionKey[] = ['goals', 'decisions', 'candidates', 'nonGoals'];

export default defineRule({
  id: 'checkpoint-replaced-content',
  meta: {
    type: 'problem',
    description: 'Content a new decision replaced is modified or deleted, not kept struck through or marked as replaced',
    severity: 'error',
    fixable: false,
    kinds: ['checkpoint'],
    messages: {
      struck: 'Unexpected struck-through item `{{item}}` in `{{section}}`, expected replaced content deleted or rewritten (a checkpoint holds what is current)',
      marked: 'Unexpected item `{{item}}` marked `{{mark}}` in `{{section}}`, expected replaced content deleted or rewritten (a checkpoint holds what is current)',
    },
  },
  check({ doc, report }) {
    const v = checkpointView(doc);
    for (const key of SECTIONS) {
      for (const it of v.items[key] ?? []) {
        if (it.none) continue;
        const item = doc.text.slice(it.textStart, it.textEnd);
        const data = { item, section: sectionName(key) };
        const mark = replacedMark(it);
        if (mark === '~~') report({ messageId: 'struck', data, start: it.textStart, end: it.textEnd });
        else if (mark) report({ messageId: 'marked', data: { ...data, mark }, start: it.textStart, end: it.textEnd });
      }
    }
  },
});
