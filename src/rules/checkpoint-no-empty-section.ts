import type { RootContent } from 'mdast';
import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { Section } from '../core/model/markdown.js';
import { isNoneItem, listItemsOf } from '../core/model/items.js';
import { checkpointView } from '../kinds/checkpoint/view.js';

/** The bytes that belong to an empty section: its heading line and the blank lines after it. */
function sectionRange(doc: WfDocument, s: Section): [number, number] {
  const text = doc.text;
  if (text.slice(s.end).trim() !== '') return [s.start, s.end];
  // The last section: remove the blank lines before it too, whole lines only: the previous line
  // keeps every byte, its trailing spaces (a hard break) and its line break included.
  let p = s.start;
  while (p > 0) {
    const previous = text.lastIndexOf('\n', p - 2) + 1;
    if (text.slice(previous, p).trim() !== '') break;
    p = previous;
  }
  return [p, text.length];
}

/** A section that holds only none items (`无`, `暂无`, `-`) or HTML comments. */
function onlyNone(doc: WfDocument, content: readonly RootContent[]): boolean {
  if (content.length === 0) return false;
  return content.every((n) => {
    if (n.type === 'html') return /^<!--[^]*-->$/.test(n.value.trim());
    if (n.type === 'list') return listItemsOf(doc, [n], true).every((i) => i.text === '' || isNoneItem(i.text));
    if (n.type === 'paragraph') {
      const s = n.position?.start.offset;
      const e = n.position?.end.offset;
      return s !== undefined && e !== undefined && isNoneItem(doc.text.slice(s, e));
    }
    return false;
  });
}

export default defineRule({
  id: 'checkpoint-no-empty-section',
  meta: {
    type: 'layout',
    description: 'A checkpoint omits empty sections',
    severity: 'error',
    fixable: 'safe',
    kinds: ['checkpoint'],
    messages: {
      empty: 'Unexpected empty section `{{section}}`, expected it omitted',
      none: 'Unexpected section `{{section}}` holding only `{{none}}`, expected it omitted',
      remove: 'Remove the section `{{section}}`',
    },
  },
  check({ doc, report }) {
    for (const { section: s, how } of checkpointView(doc).h2s) {
      const name = s.title.trim();
      if (doc.text.slice(s.headingEnd, s.end).trim() === '') {
        const edits = [{ range: sectionRange(doc, s), text: '' }];
        // Only a heading that is the section's name and nothing else holds no text: a note in it
        // (`待讨论问题（下次再聊退款）`, a comment) or a heading of the writer's own is theirs to remove.
        const bare = how !== undefined && how !== 'gloss' && !name.includes('<');
        const repair = bare ? { fix: edits } : { suggest: [{ messageId: 'remove', data: { section: name }, edits }] };
        report({ messageId: 'empty', data: { section: name }, start: s.start, end: s.headingEnd, ...repair });
      } else if (onlyNone(doc, s.content)) {
        const none = doc.text.slice(s.headingEnd, s.end).trim().split(/\r?\n/)[0]!.trim();
        report({
          messageId: 'none',
          data: { section: name, none },
          start: s.start,
          end: s.headingEnd,
          suggest: [{ messageId: 'remove', data: { section: name }, edits: [{ range: sectionRange(doc, s), text: '' }] }],
        });
      }
    }
  },
});
