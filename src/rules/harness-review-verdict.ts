import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { LABELS, REQUIRED, blockingCount, reviewView, type LabelId, type LabelLine } from '../kinds/harness/review.js';
import { ledgerView } from '../kinds/harness/ledger.js';
import { sameSha, sessionDir } from '../kinds/harness/common.js';

const shown = (l: LabelLine) => `${l.labelText}: ${l.value ?? l.raw}`;

export default defineRule({
  id: 'harness-review-verdict',
  meta: {
    type: 'problem',
    description: 'A harness review states its verdict lines without contradiction, and a `VERDICT:` line is its last line',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-review'],
    ownsData: { 'harness-review': ['/spec_compliance', '/task_quality', '/verdict', '/overall', '/machine_verdict'] },
    messages: {
      missing: 'Unexpected missing `{{label}}:` line, expected `{{label}}: {{values}}`',
      value: 'Unexpected value `{{value}}` for `{{label}}`, expected {{values}}',
      conflict: 'Unexpected `{{actual}}` after `{{first}}`, expected one verdict',
      contradiction: 'Unexpected `{{actual}}` with {{reason}}, expected `{{expected}}`',
      machineFormat: 'Unexpected `{{actual}}`, expected `VERDICT: Approved|Needs fixes  SHA: <7 hex>`',
      machineLast: 'Unexpected content after the `VERDICT:` line, expected `VERDICT:` as the last line',
      machineMismatch: 'Unexpected `VERDICT: {{verdict}}` with `{{stated}}`, expected `VERDICT: {{expected}}`',
      machineSha: 'Unexpected `SHA: {{sha}}` in the `VERDICT:` line, expected the reviewed head the Ledger records ({{heads}})',
    },
  },
  check({ doc, workspace, report }) {
    const view = reviewView(doc);
    const firstOf = new Map<LabelId, LabelLine>();
    for (const l of view.labels) {
      const at = l.raw ? l.valueSpan : l.line;
      const spec = LABELS[l.label];
      if (!l.value) {
        report({ messageId: 'value', data: { value: l.raw, label: l.labelText, values: spec.values.map((v) => `\`${v}\``).join(' or ') }, start: at.start, end: at.end, expected: [...spec.values] });
        continue;
      }
      const first = firstOf.get(l.label);
      if (!first) firstOf.set(l.label, l);
      else if (first.value !== l.value)
        report({
          messageId: 'conflict',
          data: { actual: shown(l), first: shown(first) },
          start: at.start,
          end: at.end,
          cause: [{ start: first.line.start, end: first.line.end, message: 'First verdict' }],
        });
    }
    const h1 = doc.sections.find((s) => s.depth === 1);
    const headAt = h1 ? { start: h1.start, end: h1.headingEnd } : view.lastLine ? { start: view.lastLine.start, end: view.lastLine.end } : { start: 0, end: 0 };
    for (const label of REQUIRED[view.kind]) {
      if (view.labels.some((l) => l.label === label)) continue;
      const spec = LABELS[label];
      report({ messageId: 'missing', data: { label: spec.text, values: spec.values.join(' | ') }, ...headAt });
    }
    const blocking = blockingCount(view);
    // Approved with ❌, or with Critical/Important findings, is a contradiction.
    const approved = firstOf.get('task_quality') ?? firstOf.get('overall');
    if (approved?.value === 'Approved') {
      const at = { start: approved.valueSpan.start, end: approved.valueSpan.end };
      const spec = firstOf.get('spec_compliance');
      if (spec?.value === '❌')
        report({
          messageId: 'contradiction',
          data: { actual: shown(approved), reason: '`Spec Compliance: ❌`', expected: `${approved.labelText}: Needs fixes` },
          ...at,
          cause: [{ start: spec.line.start, end: spec.line.end, message: 'Spec Compliance' }],
        });
      else if (blocking && blocking.count > 0) {
        report({
          messageId: 'contradiction',
          data: { actual: shown(approved), reason: `${blocking.count} Critical/Important finding(s)`, expected: `${approved.labelText}: Needs fixes` },
          ...at,
          cause: blocking.lines.map((l) => ({ start: l.start, end: l.end, message: 'Finding count' })),
        });
      } else if (view.listed.length > 0) {
        report({
          messageId: 'contradiction',
          data: { actual: shown(approved), reason: `${view.listed.length} Critical/Important finding(s) listed`, expected: `${approved.labelText}: Needs fixes` },
          ...at,
          cause: view.listed.map((l) => ({ start: l.start, end: l.end, message: 'Finding' })),
        });
      }
    }
    const verdict = firstOf.get('verdict');
    if (verdict?.value === 'All findings addressed' && view.notAddressed.length > 0) {
      const at = { start: verdict.valueSpan.start, end: verdict.valueSpan.end };
      report({
        messageId: 'contradiction',
        data: { actual: shown(verdict), reason: `${view.notAddressed.length} finding(s) NOT ADDRESSED`, expected: 'Verdict: Findings remain open' },
        ...at,
        cause: view.notAddressed.map((l) => ({ start: l.start, end: l.end, message: 'NOT ADDRESSED' })),
      });
    }
    // The machine-readable summary line.
    view.machine.forEach((m, i) => {
      const at = { start: m.line.start, end: m.line.end };
      if (!m.verdict) report({ messageId: 'machineFormat', data: { actual: m.line.text }, ...at });
      if (i === view.machine.length - 1 && view.lastLine && view.lastLine !== m.line)
        report({ messageId: 'machineLast', ...at, cause: [{ start: view.lastLine.start, end: view.lastLine.end, message: 'Last line' }] });
      else if (i < view.machine.length - 1) report({ messageId: 'machineLast', ...at });
      if (!m.verdict) return;
      const stated = approved ?? verdict;
      if (!stated?.value) return;
      const expected = stated.label === 'verdict' ? (stated.value === 'All findings addressed' ? undefined : 'Needs fixes') : stated.value;
      if (expected && m.verdict !== expected)
        report({
          messageId: 'machineMismatch',
          data: { verdict: m.verdict, stated: shown(stated), expected },
          ...at,
          cause: [{ start: stated.line.start, end: stated.line.end, message: 'Stated verdict' }],
        });
    });
    // 004:48: the SHA of the summary is the head the reviewer saw, which the Ledger then records as
    // `reviewed_head=` (task review) or `final_review_head=` (final review).
    const last = view.machine[view.machine.length - 1];
    if (last?.sha) {
      const heads = [...new Set(recordedHeads(doc, workspace, view.kind === 'final' ? undefined : view.task))];
      if (heads.length && !heads.some((h) => sameSha(h, last.sha!)))
        report({ messageId: 'machineSha', data: { sha: last.sha, heads: heads.map((h) => `\`${h}\``).join(', ') }, start: last.line.start, end: last.line.end });
    }
  },
});

/** The heads the session's Ledger records for a task's reviews (or for the final review). */
function recordedHeads(doc: WfDocument, workspace: WorkspaceView, task: string | undefined): string[] {
  const ledger = workspace.document(`${sessionDir(doc)}/progress.md`);
  if (!ledger || ledger.kind.id !== 'harness-ledger') return [];
  const entries = ledgerView(ledger).entries;
  if (task === undefined) return entries.filter((e) => e.form === 'final_review_head').map((e) => e.slots.sha!.value);
  // The reviewed head, or the HEAD the implementer (or a fix round) left, which the review saw.
  return entries
    .filter((e) => e.task === task)
    .flatMap((e) => (e.form === 'reviewed_head' ? [e.slots.sha?.value ?? ''] : e.form === 'implementer_done' || e.form === 'fix_round' ? [e.slots.to?.value ?? ''] : []))
    .filter((x) => x !== '');
}
