import { defineRule } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import { joinLines, listItemsOf } from '../core/model/items.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { isNone, isTemplateItem } from '../kinds/task-state/view.js';

/** A note that says the blocker was not cleared (`尚未解除`, `not resolved`). */
const NEGATED = /尚未解除|未解除|尚未解决|未解决|没有解除|仍未|unresolved|not (?:yet )?(?:resolved|cleared|unblocked)/i;
/** A note that says the blocker was cleared (`原阻塞已解除`). */
const RESOLVED = /已解除|已解决|已处理|已恢复|已消除|resolved|cleared|unblocked|no longer/i;
/** A note that says the blocker still holds (`仍`, `等待`, `pending`). */
const STILL = /仍|依然|还在|还需|等待|待(?!办)|阻塞中|卡在|pending|still|waiting/i;

/** The word of a note after `无` that says the blocker still holds, if it says so. */
export function stillHolds(note: string): string | undefined {
  const negated = NEGATED.exec(note);
  if (negated) return negated[0];
  if (RESOLVED.test(note)) return undefined;
  return STILL.exec(note)?.[0];
}

/** The note of a none item with a note (`无（…）`, `无：…`), or '' for a bare none item. */
function noteOf(text: string): string {
  return text.trim().replace(/^(?:无|暂无|none|None|N\/A)\s*/, '');
}

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
