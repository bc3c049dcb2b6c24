/**
 * A direct builder for plain markdown: documents made only of ATX headings, single-line `- `
 * bullet items, paragraphs and blank lines, whose text holds no character with an inline meaning.
 * A task index of 1,000 entries is such a document, and micromark takes ~250 ms to tell so (it
 * tokenizes every character through its state machines); this takes a few. It builds exactly the
 * tree `mdast-util-from-markdown` builds (tested against it, property-based and on every fixture),
 * and declines (returns `undefined`) on anything else: the parser then reads the document.
 */
import type { Heading, List, ListItem, Paragraph, Root, RootContent, Text } from 'mdast';

/** Characters that may open an inline construct (or a hard break, a tab stop, an entity): the parser decides. */
const INLINE = /[\\`*[\]<&~\t\r\f\v\ufeff]|_(?![A-Za-z0-9])|(?<![A-Za-z0-9])_| $/m;
/**
 * What a paragraph line or an item's text may start with: no block marker (nor `:` or `|`, which a
 * table's delimiter row starts with), no space, no ordered-list marker, and not nothing.
 */
const PLAIN_START = /^(?![#>\-+*=:`~<| ]|\d{1,9}[.)](?: |$)|$)/;

interface Point {
  line: number;
  column: number;
  offset: number;
}

export function parsePlainMarkdown(text: string): Root | undefined {
  if (INLINE.test(text)) return undefined;
  const lines = text.split('\n');
  const starts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    starts.push(at);
    at += lines[i]!.length + 1;
  }
  const point = (line: number, column: number): Point => ({ line: line + 1, column: column + 1, offset: starts[line]! + column });
  const children: RootContent[] = [];
  let list: { node: List; lastLine: number } | undefined;
  let para: { node: Paragraph; first: number; last: number } | undefined;
  let blank = false;
  const closePara = (): void => {
    if (!para) return;
    const { node, first, last } = para;
    const start = point(first, 0);
    const end = point(last, lines[last]!.length);
    const value = lines.slice(first, last + 1).join('\n');
    node.children = [{ type: 'text', value, position: { start, end } } satisfies Text];
    node.position = { start: { ...start }, end: { ...end } };
    para = undefined;
  };
  const closeList = (): void => {
    if (!list) return;
    const { node, lastLine } = list;
    node.position!.end = point(lastLine, lines[lastLine]!.length);
    list = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') {
      closePara();
      blank = true;
      continue;
    }
    const heading = /^(#{1,6}) (?=[^ #])(.*)$/.exec(line);
    if (heading) {
      // The heading's text is inline content: only a closing `#` sequence would change it.
      const content = heading[2]!;
      if (content.endsWith('#')) return undefined;
      closePara();
      closeList();
      const depth = heading[1]!.length as Heading['depth'];
      const start = point(i, depth + 1);
      const end = point(i, line.length);
      children.push({ type: 'heading', depth, children: [{ type: 'text', value: content, position: { start, end } }], position: { start: point(i, 0), end: point(i, line.length) } });
      blank = false;
      continue;
    }
    if (line.startsWith('- ')) {
      const content = line.slice(2);
      if (!PLAIN_START.test(content)) return undefined;
      closePara();
      const item: ListItem = {
        type: 'listItem',
        spread: false,
        checked: null,
        children: [
          {
            type: 'paragraph',
            children: [{ type: 'text', value: content, position: { start: point(i, 2), end: point(i, line.length) } }],
            position: { start: point(i, 2), end: point(i, line.length) },
          },
        ],
        position: { start: point(i, 0), end: point(i, line.length) },
      };
      if (list) {
        if (blank) list.node.spread = true;
        list.node.children.push(item);
        list.lastLine = i;
      } else {
        const node: List = { type: 'list', ordered: false, start: null, spread: false, children: [item], position: { start: point(i, 0), end: point(i, line.length) } };
        children.push(node);
        list = { node, lastLine: i };
      }
      blank = false;
      continue;
    }
    // A paragraph line. Its start excludes block markers, setext underlines and a table's
    // delimiter row; directly after an item it would continue the item's paragraph (lazily),
    // which is left to the parser.
    if (!PLAIN_START.test(line)) return undefined;
    if (list && !blank) return undefined;
    closeList();
    if (para) para.last = i;
    else {
      const node: Paragraph = { type: 'paragraph', children: [] };
      children.push(node);
      para = { node, first: i, last: i };
    }
    blank = false;
  }
  closePara();
  closeList();
  const last = lines.length - 1;
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: point(last, lines[last]!.length) } };
}
