import type { Nodes, Parent } from 'mdast';
import { defineRule } from '../core/lint/rule.js';

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
const DATE_PATTERN = /(yyyy|YYYY)[-/.]?(mm|MM)|(mm|MM)[-/.]?(dd|DD)/;

/** Placeholders in prose. Bounded quantifiers and negated classes: linear on long lines. */
const ANGLE = /<([^<>\n]{1,200})>/g;
const BRACES = /\{([^{}\n]{1,100})\}/g;
const WORDS = /(?<![A-Za-z0-9_-])(YYYY-MM-DD|TBD|TODO)(?![A-Za-z0-9_])/g;
const MAY_HAVE_WORD = /YYYY-MM-DD|TBD|TODO/;
/** Quotation pairs: text quoted as an example of what someone types (`用户输入“继续 <任务名>”时`). */
const QUOTES: ReadonlyArray<readonly [string, string]> = [
  ['“', '”'],
  ['「', '」'],
  ['『', '』'],
];

function isAnglePlaceholder(inside: string): boolean {
  return CJK.test(inside) || /\s/.test(inside) || inside.includes('|') || DATE_PATTERN.test(inside);
}

function isBracePlaceholder(inside: string): boolean {
  return CJK.test(inside) || /^[A-Za-z][A-Za-z0-9_-]*$/.test(inside);
}

/** Whether `[start, end)` of `src` lies inside a pair of quotation marks on its line. */
function quoted(src: string, start: number, end: number): boolean {
  const lineStart = src.lastIndexOf('\n', start - 1) + 1;
  const nl = src.indexOf('\n', end);
  const lineEnd = nl === -1 ? src.length : nl;
  for (const [open, close] of QUOTES) {
    const o = src.lastIndexOf(open, start - 1);
    if (o < lineStart) continue;
    const c = src.indexOf(close, end);
    // The nearest opening mark before is not closed before the placeholder.
    if (c !== -1 && c < lineEnd && src.lastIndexOf(close, start - 1) < o) return true;
  }
  return false;
}

/** Whether `[start, end)` holds a mark a placeholder needs (most prose holds none). */
function mayHold(text: string, start: number, end: number): boolean {
  const raw = text.slice(start, end);
  return raw.includes('<') || raw.includes('{') || MAY_HAVE_WORD.test(raw);
}

/** Blocks whose inline content is read as one text (a placeholder may hold a code span). */
const PHRASING_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

export default defineRule({
  id: 'no-template-placeholder',
  meta: {
    type: 'problem',
    description: 'No unfilled template text is left in prose',
    severity: 'warn',
    fixable: false,
    kinds: 'markdown',
    messages: {
      placeholder: 'Unexpected template placeholder `{{text}}`, expected the real content',
    },
  },
  check({ doc, report }) {
    if (!doc.mdast) return;
    const text = doc.text;
    const found = new Set<number>();
    const emit = (start: number, end: number): void => {
      if (found.has(start)) return;
      found.add(start);
      report({ messageId: 'placeholder', data: { text: text.slice(start, end) }, start, end });
    };
    /**
     * Scans `[start, end)`: `masked` are ranges read as spaces (code spans: their text is never a
     * placeholder, but a placeholder may hold one), `html` ranges are inline HTML (a tag or an
     * autolink is not a placeholder unless it spells a date pattern).
     */
    const scan = (start: number, end: number, masked: ReadonlyArray<readonly [number, number]>, html: ReadonlyArray<readonly [number, number]>, block: boolean): void => {
      let src = text.slice(start, end);
      for (const [s, e] of masked) src = src.slice(0, s - start) + ' '.repeat(e - s) + src.slice(e - start);
      // Most text has none of the marks a placeholder needs: skip the regex scans (each `matchAll`
      // copies its regex) on those.
      const angle = src.includes('<');
      const brace = !block && src.includes('{');
      // In a harness plan, `TBD` / `TODO` in task fields are `harness-plan-placeholders`' (one message).
      const word = !block && doc.kind.id !== 'harness-plan' && MAY_HAVE_WORD.test(src);
      const inHtml = (s: number, e: number) => block || html.some(([hs, he]) => s >= hs && e <= he);
      for (const m of angle ? src.matchAll(ANGLE) : []) {
        const inside = m[1]!;
        const s = start + m.index;
        const e = s + m[0].length;
        if (inHtml(s, e) && !DATE_PATTERN.test(inside)) continue;
        if (/^(https?:|mailto:)/i.test(inside)) continue;
        // Glued to a name or to another bracket it is notation, not a field left unfilled
        // (`Promise<A | B>`, the format `<number><C|F|K>` written in a note).
        if (m.index > 0 && /[A-Za-z0-9_>]/.test(src[m.index - 1]!)) continue;
        if (isAnglePlaceholder(inside) && !quoted(src, m.index, m.index + m[0].length)) emit(s, e);
      }
      for (const m of brace ? src.matchAll(BRACES) : []) {
        const s = start + m.index;
        if (!inHtml(s, s + m[0].length) && isBracePlaceholder(m[1]!)) emit(s, s + m[0].length);
      }
      for (const m of word ? src.matchAll(WORDS) : []) {
        // Inside an angle placeholder already reported.
        const at = start + m.index;
        if (!inHtml(at, at + m[0].length) && ![...found].some((f) => f <= at && text.indexOf('>', f) > at)) emit(at, at + m[0].length);
      }
    };
    const inline = (node: Nodes, masked: Array<[number, number]>, html: Array<[number, number]>): void => {
      const s = node.position?.start.offset;
      const e = node.position?.end.offset;
      if (s !== undefined && e !== undefined) {
        if (node.type === 'inlineCode') return void masked.push([s, e]);
        if (node.type === 'html') return void html.push([s, e]);
        // A link's destination and an image are not prose; a link's text is.
        if (node.type === 'image' || node.type === 'imageReference') return void masked.push([s, e]);
        if (node.type === 'link') {
          const last = node.children[node.children.length - 1]?.position?.end.offset;
          if (last !== undefined && last < e) masked.push([last, e]);
        }
      }
      if ('children' in node) for (const c of (node as Parent).children) inline(c, masked, html);
    };
    const visit = (node: Nodes): void => {
      if (node.type === 'code' || node.type === 'yaml') return;
      const s = node.position?.start.offset;
      const e = node.position?.end.offset;
      if (s !== undefined && e !== undefined) {
        if (node.type === 'html') return scan(s, e, [], [], true);
        if (PHRASING_BLOCKS.has(node.type)) {
          // Masking only blanks text out: a block without the marks has no placeholder.
          if (!mayHold(text, s, e)) return;
          const masked: Array<[number, number]> = [];
          const html: Array<[number, number]> = [];
          inline(node, masked, html);
          return scan(s, e, masked, html, false);
        }
      }
      if ('children' in node) for (const c of (node as Parent).children) visit(c);
    };
    visit(doc.mdast);
  },
});
