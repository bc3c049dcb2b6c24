import { defineRule, type Edit } from '../core/lint/rule.js';
import { lines, trimEndChars } from '../core/model/text.js';
import type { WfDocument } from '../core/model/document.js';
import { ledgerHead } from '../kinds/harness/session.js';

/*
 * The work directory ignores every session artefact but keeps itself (004:268, 004:292): `*` then
 * `!.gitignore`. The archive directory has no `.gitignore` (its artefacts are versioned).
 */

interface PatternLine {
  /** The pattern as git reads it (trailing spaces are not significant). */
  pattern: string;
  start: number;
  end: number;
  /** Offset after the line break (or the end of text). */
  next: number;
}

/** `…/.webwork/harness/work/<session>/progress.md` → `…/.webwork/harness/work/.gitignore`. */
function workGitignore(doc: WfDocument): string | undefined {
  const m = /^(.*\/)?\.webwork\/harness\/work\/[^/]+\/progress\.md$/.exec(doc.relPath);
  return m ? `${m[1] ?? ''}.webwork/harness/work/.gitignore` : undefined;
}

export default defineRule({
  id: 'harness-gitignore',
  meta: {
    type: 'problem',
    description: 'The harness work directory has its `.gitignore` holding `*` and `!.gitignore` (and nothing that re-includes an artefact); the archive has none',
    severity: 'error',
    fixable: 'safe',
    crossFile: true,
    kinds: ['harness-gitignore', 'harness-ledger'],
    messages: {
      missing: 'Unexpected missing pattern `{{pattern}}`, expected the file to hold `*` and `!.gitignore`',
      extra: 'Unexpected negation `{{pattern}}`, expected no pattern that re-includes a session artefact (only `!.gitignore`)',
      order: 'Unexpected `!.gitignore` before `*`, expected `*` first (a negation only re-includes what an earlier pattern excluded)',
      absent: 'Unexpected missing `{{path}}`, expected the work directory to ignore its sessions with `*` and `!.gitignore` (git now offers every session file for commit)',
      inArchive: 'Unexpected `.gitignore` in the harness archive, expected none (archived sessions are kept under version control)',
      remove: 'Remove the line `{{pattern}}`',
    },
  },
  check({ doc, workspace, report }) {
    if (doc.kind.id === 'harness-ledger') {
      const gitignore = workGitignore(doc);
      if (gitignore && !workspace.exists(gitignore)) report({ messageId: 'absent', data: { path: gitignore }, ...ledgerHead(doc) });
      return;
    }
    const text = doc.text;
    if (/(^|\/)\.webwork\/harness\/archive\//.test(doc.relPath)) {
      report({ messageId: 'inArchive', start: 0, end: doc.lines.lineEnd(1) });
      return;
    }
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
    // Other ignore patterns change nothing once `*` ignores everything; a negation re-includes
    // artefacts (a brief, a report, a whole session) that `git add -A` would then commit.
    for (const p of patterns) {
      if (p === star || p === keep || !p.pattern.startsWith('!')) continue;
      report({
        messageId: 'extra',
        data: { pattern: p.pattern },
        start: p.start,
        end: p.end,
        suggest: [{ messageId: 'remove', data: { pattern: p.pattern }, edits: [{ range: [p.start, p.next], text: '' }] }],
      });
    }
  },
});
