import { defineRule, type Edit } from '../core/rule.js';
import { lines, trimEndChars } from '../core/text.js';

/* The work directory ignores every session artefact but keeps itself (seed 004): `*` then `!.gitignore`. */

interface PatternLine {
  /** The pattern as git reads it (trailing spaces are not significant). */
  pattern: string;
  start: number;
  end: number;
  /** Offset after the line break (or the end of text). */
  next: number;
}

export default defineRule({
  id: 'harness-gitignore',
  meta: {
    type: 'problem',
    description: 'The harness work `.gitignore` holds exactly `*` and `!.gitignore`',
    severity: 'error',
    fixable: 'safe',
    kinds: ['harness-gitignore'],
    messages: {
      missing: 'Unexpected missing pattern `{{pattern}}`, expected the file to hold `*` and `!.gitignore`',
      extra: 'Unexpected pattern `{{pattern}}`, expected only `*` and `!.gitignore`',
      order: 'Unexpected `!.gitignore` before `*`, expected `*` first (a negation only re-includes what an earlier pattern excluded)',
      remove: 'Remove the line `{{pattern}}`',
    },
  },
  check({ doc, report }) {
    const text = doc.text;
    const patterns: PatternLine[] = [];
    for (const ln of lines(text)) {
      const pattern = trimEndChars(ln.text, ' ');
      if (pattern === '' || pattern.startsWith('#')) continue;
      let next = ln.end;
      if (text.startsWith('\r\n', next)) next += 2;
      else if (text[next] === '\n') next += 1;
      patterns.push({ pattern, start: ln.start, end: ln.end, next });
    }
    const star = patterns.find((p) => p.pattern === '*');
    const keep = patterns.find((p) => p.pattern === '!.gitignore');
    const firstLine = { start: 0, end: doc.lines.lineEnd(1) };
    if (!star) {
      const fix: Edit[] = [{ range: [0, 0], text: keep ? '*\n' : '*\n!.gitignore\n' }];
      report({ messageId: 'missing', data: { pattern: '*' }, ...firstLine, fix });
    }
    if (!keep) {
      // After the `*` line; with `*` missing too, the first fix writes both.
      const fix: Edit[] | undefined = star ? [{ range: [star.next, star.next], text: star.next === star.end ? '\n!.gitignore' : '!.gitignore\n' }] : undefined;
      report({ messageId: 'missing', data: { pattern: '!.gitignore' }, ...(star ? { start: star.start, end: star.end } : firstLine), ...(fix ? { fix } : {}) });
    }
    if (star && keep && keep.start < star.start) report({ messageId: 'order', start: keep.start, end: keep.end });
    for (const p of patterns) {
      if (p === star || p === keep) continue;
      report({ messageId: 'extra', data: { pattern: p.pattern }, start: p.start, end: p.end, suggest: [{ messageId: 'remove', data: { pattern: p.pattern }, edits: [{ range: [p.start, p.next], text: '' }] }] });
    }
  },
});
