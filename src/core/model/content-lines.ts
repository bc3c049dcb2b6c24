/** Lines of a document that carry content, with their positions: what line-oriented formats read. */
import type { WfDocument } from './document.js';
import { lines } from './text.js';

export interface SourceLine {
  start: number;
  end: number;
  /** The line's text, trimmed. */
  text: string;
  /** 1-based line. */
  line: number;
  /** Columns of leading white space. */
  indent: number;
}

/**
 * The lines of a range that carry content: blank lines, HTML comments (`<!-- … -->`, inline
 * expectations and lint control included) and fenced code are skipped. With `fences: 'read'` the
 * lines inside a fence are content too (only the fence lines themselves are skipped): a Ledger
 * whose entries an agent wrapped in a code fence still holds its entries.
 */
export function contentLines(doc: WfDocument, from = 0, to = doc.text.length, fences: 'skip' | 'read' = 'skip'): SourceLine[] {
  const out: SourceLine[] = [];
  let fence: string | undefined;
  let inComment = false;
  for (const ln of lines(doc.text, from, to)) {
    const t = ln.text.trim();
    if (fence !== undefined) {
      if (t.startsWith(fence) && t.slice(fence.length).trim() === '') {
        fence = undefined;
        continue;
      }
      if (fences === 'skip') continue;
    }
    if (inComment) {
      if (t.includes('-->')) inComment = false;
      continue;
    }
    const f = fence === undefined ? /^(`{3,}|~{3,})/.exec(t) : null;
    if (f) {
      fence = f[1]!;
      continue;
    }
    if (t === '') continue;
    if (fence === undefined && t.startsWith('<!--')) {
      if (!t.includes('-->')) inComment = true;
      continue;
    }
    const lead = ln.text.length - ln.text.trimStart().length;
    out.push({ text: t, start: ln.start + lead, end: ln.start + lead + t.length, line: doc.lines.point(ln.start).line, indent: lead });
  }
  return out;
}
