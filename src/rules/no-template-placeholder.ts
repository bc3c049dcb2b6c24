import type { Nodes } from 'mdast';
import { defineRule } from '../core/rule.js';

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
const DATE_PATTERN = /(yyyy|YYYY)[-/.]?(mm|MM)|(mm|MM)[-/.]?(dd|DD)/;

/** Placeholders in prose. Bounded quantifiers and negated classes: linear on long lines. */
const ANGLE = /<([^<>\n]{1,200})>/g;
const BRACES = /\{([^{}\n]{1,100})\}/g;
const WORDS = /(?<![A-Za-z0-9_-])(YYYY-MM-DD|TBD|TODO)(?![A-Za-z0-9_])/g;
const MAY_HAVE_WORD = /YYYY-MM-DD|TBD|TODO/;

function isAnglePlaceholder(inside: string): boolean {
  return CJK.test(inside) || /\s/.test(inside) || inside.includes('|') || DATE_PATTERN.test(inside);
}

function isBracePlaceholder(inside: string): boolean {
  return CJK.test(inside) || /^[A-Za-z][A-Za-z0-9_-]*$/.test(inside);
}

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
    const scan = (start: number, end: number, html: boolean): void => {
      const src = text.slice(start, end);
      // Most text has none of the marks a placeholder needs: skip the regex scans (each `matchAll`
      // copies its regex) on those.
      const angle = src.includes('<');
      const brace = !html && src.includes('{');
      // In a harness plan, `TBD` / `TODO` in task fields are `harness-plan-placeholders`' (one message).
      const word = !html && doc.kind.id !== 'harness-plan' && MAY_HAVE_WORD.test(src);
      for (const m of angle ? src.matchAll(ANGLE) : []) {
        const inside = m[1]!;
        // An HTML tag or autolink is not a placeholder, unless it spells a date pattern.
        if (html && !DATE_PATTERN.test(inside)) continue;
        if (/^(https?:|mailto:)/i.test(inside)) continue;
        if (isAnglePlaceholder(inside)) emit(start + m.index, start + m.index + m[0].length);
      }
      for (const m of brace ? src.matchAll(BRACES) : []) if (isBracePlaceholder(m[1]!)) emit(start + m.index, start + m.index + m[0].length);
      for (const m of word ? src.matchAll(WORDS) : []) {
        // Inside an angle placeholder already reported.
        const at = start + m.index;
        if (![...found].some((f) => f <= at && text.indexOf('>', f) > at)) emit(at, at + m[0].length);
      }
    };
    const visit = (node: Nodes): void => {
      if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'yaml') return;
      const s = node.position?.start.offset;
      const e = node.position?.end.offset;
      if (node.type === 'text' && s !== undefined && e !== undefined) return scan(s, e, false);
      if (node.type === 'html' && s !== undefined && e !== undefined) return scan(s, e, true);
      if ('children' in node) for (const c of node.children) visit(c);
    };
    visit(doc.mdast);
  },
});
