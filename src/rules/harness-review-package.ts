import { defineRule } from '../core/lint/rule.js';
import { lines } from '../core/model/text.js';
import { ledgerView } from '../kinds/harness/ledger.js';
import { sameSha, sessionDir } from '../kinds/harness/common.js';

/** The three sections of a review package, in order (004:475-478). */
const SECTIONS = ['Commits', 'Files changed', 'Diff'] as const;
const NAME = /^(?:task-(\d+)-review|final-review|final-fix-review)-([0-9a-f]+)\.\.([0-9a-f]+)\.diff$/i;

export default defineRule({
  id: 'harness-review-package',
  meta: {
    type: 'problem',
    description: 'A review package holds `## Commits`, `## Files changed` and `## Diff`, none of them empty, and its name names the range the Ledger gives it',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-review-package'],
    messages: {
      missingSection: 'Unexpected review package without `## {{section}}`, expected `## Commits`, `## Files changed` and `## Diff` in this order',
      order: 'Unexpected `## {{section}}` after `## {{after}}`, expected `## Commits`, `## Files changed` and `## Diff` in this order',
      emptySection: 'Unexpected empty `## {{section}}`, expected {{what}} of the reviewed range',
      base: 'Unexpected package base `{{base}}`, expected {{expected}} from the Ledger',
    },
  },
  check({ doc, workspace, report }) {
    const firstLine = { start: 0, end: doc.lines.lineEnd(1) };
    // A line starting with `## ` is a section heading: every line of a unified diff starts with
    // ` `, `+`, `-`, `@`, `\` or a git header word.
    const found: Array<{ name: string; start: number; end: number }> = [];
    for (const ln of lines(doc.text)) {
      const title = /^##[ \t]/.test(ln.text) ? ln.text.slice(3).trim().toLowerCase() : undefined;
      const name = title === undefined ? undefined : SECTIONS.find((s) => s.toLowerCase() === title);
      if (name && !found.some((f) => f.name === name)) found.push({ name, start: ln.start, end: ln.end });
    }
    for (const section of SECTIONS) if (!found.some((f) => f.name === section)) report({ messageId: 'missingSection', data: { section }, ...firstLine });
    for (let i = 1; i < found.length; i++) {
      const prev = found[i - 1]!;
      if (SECTIONS.indexOf(found[i]!.name as (typeof SECTIONS)[number]) < SECTIONS.indexOf(prev.name as (typeof SECTIONS)[number]))
        report({ messageId: 'order', data: { section: found[i]!.name, after: prev.name }, start: found[i]!.start, end: found[i]!.end });
    }
    // 004:475-478: the package holds the range's commits, its file statistics and its whole diff: a
    // section with nothing under it gives the reviewer nothing to review.
    const WHAT: Record<(typeof SECTIONS)[number], string> = { Commits: 'the commit list', 'Files changed': 'the changed-file statistics', Diff: 'the whole diff' };
    const sorted = [...found].sort((a, b) => a.start - b.start);
    sorted.forEach((f, i) => {
      const body = doc.text.slice(f.end, sorted[i + 1]?.start ?? doc.text.length);
      if (body.trim() === '') report({ messageId: 'emptySection', data: { section: f.name, what: WHAT[f.name as (typeof SECTIONS)[number]] }, start: f.start, end: f.end });
    });
    // The base of the name: a task's `base=` or a `reviewed_head=` (scoped re-review, 004:618), the
    // Ledger's `merge_base` (final review, 004:695), its `final_review_head` (final fix, 004:702).
    const file = doc.relPath.slice(doc.relPath.lastIndexOf('/') + 1);
    const m = NAME.exec(file);
    const ledger = workspace.document(`${sessionDir(doc)}/progress.md`);
    if (!m || !ledger || ledger.kind.id !== 'harness-ledger') return;
    const view = ledgerView(ledger);
    const base = m[2]!;
    let allowed: string[];
    let expected: string;
    if (m[1] !== undefined) {
      const task = `T${Number(m[1])}`;
      const entries = view.entries.filter((e) => e.task === task);
      // The first package starts at the task's base; a scoped re-review's at the last reviewed
      // head, which is the HEAD the implementer (or the previous fix round) left.
      allowed = entries.flatMap((e) =>
        e.form === 'base' || e.form === 'reviewed_head' ? [e.slots.sha?.value ?? ''] : e.form === 'implementer_done' || e.form === 'fix_round' ? [e.slots.to?.value ?? ''] : [],
      );
      expected = `a head the Ledger records for \`${task}\` (its \`base=\`, a \`reviewed_head=\`)`;
    } else if (file.startsWith('final-fix-')) {
      allowed = view.entries.filter((e) => e.form === 'final_review_head').map((e) => e.slots.sha?.value ?? '');
      expected = '`final_review_head`';
    } else {
      allowed = view.meta.filter((x) => x.key === 'merge_base').map((x) => x.value);
      expected = '`merge_base`';
    }
    allowed = allowed.filter((a) => a !== '');
    if (allowed.length === 0 || allowed.some((a) => sameSha(a, base))) return;
    report({ messageId: 'base', data: { base, expected: `${expected} (${allowed.map((a) => `\`${a}\``).join(', ')})` }, ...firstLine });
  },
});
