import { defineRule } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import { joinLines, listItemsOf } from '../core/model/items.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { isNone, isTemplateItem } from '../kinds/task-state/view.js';
import { noteOf, RESOLVED, stillHolds } from '../kinds/task-state/blockers.js';

/** Content that is neither a blocker item nor `无`: an HTML comment and a sub-heading say nothing. */
const SILENT = new Set<string>(['html', 'heading', 'thematicBreak', 'definition']);

export default defineRule({
  id: 'task-state-blockers',
  meta: {
    type: 'problem',
    description: '`阻塞项` reads as blocker items or as `无`: no text outside a list, no item nested under `无`, no `无` whose note says the blocker still holds',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    messages: {
      outsideList: 'Unexpected text outside a list item under `阻塞项`, expected each blocker as an item `- …`, or `- 无`',
      nestedUnderNone: 'Unexpected item nested under `无` in `阻塞项`, expected the blocker as its own item, or `无` alone',
      stillBlocking: 'Unexpected `无` with a note that the blocker still holds (`{{word}}`), expected the blocker as its own item, or `无` once it is resolved',
    },
  },
  check({ doc, settings, report }) {
    const section = findSection(doc, settings, SECTION.blockers);
    if (!section) return;
    for (const node of section.content) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || SILENT.has(node.type)) continue;
      if (node.type !== 'list') {
        // A bare `无` (or `无（原阻塞已解除）`) line says nothing blocks; any other text may be a blocker.
        const text = node.type === 'paragraph' ? joinLines(doc.text.slice(start, end)) : '';
        if (text !== '' && isNone(text)) {
          const word = stillHolds(noteOf(text));
          if (word) report({ messageId: 'stillBlocking', data: { word }, start, end });
        } else report({ messageId: 'outsideList', start, end });
        continue;
      }
      for (const item of listItemsOf(doc, [node])) {
        if (!isNone(item.text)) continue;
        const word = stillHolds(noteOf(item.text));
        if (word) report({ messageId: 'stillBlocking', data: { word }, start: item.textStart, end: item.end });
        // What is nested under `无` is read by no check of the blockers: a blocker there would pass as none.
        for (const inner of listItemsOf(doc, item.node.children, true, 1)) {
          // A note that the blocker was cleared (`原阻塞已解除：…`) is no blocker.
          const quiet = isNone(inner.text) ? !stillHolds(noteOf(inner.text)) : RESOLVED.test(inner.text) && !stillHolds(inner.text);
          if (inner.text === '' || isTemplateItem(inner.text) || quiet) continue;
          report({ messageId: 'nestedUnderNone', start: inner.start, end: inner.end });
        }
      }
    }
  },
});
