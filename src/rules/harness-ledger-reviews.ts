import { defineRule, type Report } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { MAX_FIX_ROUNDS, type LedgerEntry } from '../kinds/harness/ledger.js';
import { needsFixes, reviewView, type ReviewView } from '../kinds/harness/review.js';
import { sessionDir, taskNumber } from '../kinds/harness/common.js';
import { ledgerHead, replayLedger, type TaskNow } from '../kinds/harness/session.js';

const ADDRESSED = 'All findings addressed';

/** The review file of a task, read when it exists. */
function review(doc: WfDocument, workspace: WorkspaceView, file: string): { rel: string; view: ReviewView } | undefined {
  const rel = `${sessionDir(doc)}/${file}`;
  const d = workspace.document(rel);
  return d && d.kind.id === 'harness-review' ? { rel, view: reviewView(d) } : undefined;
}

const taskReview = (doc: WfDocument, ws: WorkspaceView, task: string) => review(doc, ws, `task-${taskNumber(task)}-review.md`);
const rereview = (doc: WfDocument, ws: WorkspaceView, task: string, round: number) => review(doc, ws, `task-${taskNumber(task)}-rereview-${round}.md`);
const verdictOf = (v: ReviewView) => v.labels.find((l) => l.label === 'verdict')?.value;
const round = (e: LedgerEntry) => Number(e.slots.round?.value ?? 0);
const open = (e: LedgerEntry) => Number(e.slots.open?.value ?? 0);

/**
 * What in a task review asks for fixes, as it is written; `undefined` for a clean review. A review
 * that says `Approved` over a `❌` or over findings contradicts itself: harness-review-verdict
 * reports that on the review, not here.
 */
function askedFixes(v: ReviewView): string | undefined {
  const quality = v.labels.find((l) => l.label === 'task_quality');
  if (quality?.value === 'Needs fixes') return `${quality.labelText}: Needs fixes`;
  if (quality?.value === 'Approved') return undefined;
  const spec = v.labels.find((l) => l.label === 'spec_compliance');
  if (spec?.value === '❌') return `${spec.labelText}: ❌`;
  return needsFixes(v) ? 'Critical/Important findings' : undefined;
}

/** Whether the latest review of a task (the task review, or the re-review of its last fix round) leaves findings open. */
function findingsOpen(doc: WfDocument, ws: WorkspaceView, t: TaskNow): boolean | undefined {
  const last = t.fixRounds[t.fixRounds.length - 1];
  if (!last) {
    const r = taskReview(doc, ws, t.id);
    return r ? needsFixes(r.view) : undefined;
  }
  const r = rereview(doc, ws, t.id, round(last));
  const verdict = r ? verdictOf(r.view) : undefined;
  return verdict ? verdict !== ADDRESSED : open(last) > 0;
}

export default defineRule({
  id: 'harness-ledger-reviews',
  meta: {
    type: 'problem',
    description:
      "The Ledger agrees with the session's review files: `review clean` only after a clean review, each fix round's open count as its re-review says; in `wflint gate`, `repair` needs a reviewed task with open findings before round 5",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-ledger'],
    messages: {
      cleanButReview: 'Unexpected `review clean` for `{{task}}` while `{{file}}` says `{{verdict}}`, expected the fix loop first (or `{{task}}: complete (…, <N> parked)` after the Breaker)',
      cleanWithOpen: 'Unexpected `review clean` for `{{task}}` after fix round {{round}} left {{open}} finding(s) open, expected them fixed, or parked by the Breaker after round 5',
      roundAddressed:
        'Unexpected `{{addressed}} addressed` in fix round {{round}} of `{{task}}` while `{{file}}` marks {{marked}} finding(s) ADDRESSED, expected the Ledger to count what the re-review marked',
      roundDisagrees: 'Unexpected `{{open}} open` in fix round {{round}} of `{{task}}` while `{{file}}` says `Verdict: {{verdict}}`, expected the Ledger to record what the re-review found',
      // Gate checks (`wflint gate --action repair`).
      repairNothing: 'Unexpected `repair` with no reviewed task that has open findings, expected a task whose last review asks for fixes (or a final review that does)',
      repairUnreviewed:
        'Unexpected `repair` while `{{task}}` has no `reviewed_head=` after its {{what}}, expected `{{task}}: reviewed_head=<sha>` written before the fix loop (it is the next fix base)',
      repairAfterFive: 'Unexpected `repair` of `{{task}}` after fix round 5, expected the Breaker to rule on each open finding (park with a ruling, or `{{task}}: BLOCKED — <reason>`)',
      repairFinalHead: 'Unexpected final fix without `final_review_head=` in the Ledger, expected `final_review_head=<sha>` written in the head block before the fix is dispatched',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    const replay = replayLedger(doc);
    for (const t of replay.tasks.values()) {
      for (const e of t.fixRounds) {
        const r = rereview(doc, workspace, t.id, round(e));
        // 004:650, 004:662: the round counts what the re-review marked, finding by finding.
        const addressed = Number(e.slots.addressed?.value ?? 0);
        if (r && r.view.addressed.length + r.view.notAddressed.length > 0 && addressed !== r.view.addressed.length)
          report({
            messageId: 'roundAddressed',
            data: { task: t.id, round: round(e), addressed, file: r.rel.slice(r.rel.lastIndexOf('/') + 1), marked: r.view.addressed.length },
            start: e.slots.addressed!.start,
            end: e.slots.addressed!.end,
            cause: r.view.addressed.map((l) => ({ relPath: r.rel, line: l.line, message: 'ADDRESSED' })),
          });
        const verdict = r ? verdictOf(r.view) : undefined;
        // A re-review that contradicts itself (addressed, with a NOT ADDRESSED line) is harness-review-verdict's.
        if (!r || !verdict || (verdict === ADDRESSED && r.view.notAddressed.length > 0) || (verdict === ADDRESSED) === (open(e) === 0)) continue;
        report({
          messageId: 'roundDisagrees',
          data: { task: t.id, round: round(e), open: open(e), file: r.rel.slice(r.rel.lastIndexOf('/') + 1), verdict },
          start: e.slots.open!.start,
          end: e.slots.open!.end,
          cause: [{ relPath: r.rel, message: 'The re-review' }],
        });
      }
      const c = t.complete;
      if (!c || !/clean/.test(c.slots.outcome?.value ?? '')) continue;
      const at = { start: c.slots.outcome!.start, end: c.slots.outcome!.end };
      const last = t.fixRounds[t.fixRounds.length - 1];
      const r = last ? rereview(doc, workspace, t.id, round(last)) : taskReview(doc, workspace, t.id);
      const said = r ? (last ? rereviewNotClean(r.view) : askedFixes(r.view)) : undefined;
      if (r && said) {
        report({ messageId: 'cleanButReview', data: { task: t.id, file: r.rel.slice(r.rel.lastIndexOf('/') + 1), verdict: said }, ...at, cause: [{ relPath: r.rel, message: 'The review' }] });
        continue;
      }
      // Without the re-review to go by, the Ledger's own count decides.
      if (last && !r && open(last) > 0)
        report({
          messageId: 'cleanWithOpen',
          data: { task: t.id, round: round(last), open: open(last) },
          ...at,
          cause: [{ start: last.line.start, end: last.line.end, message: 'The last fix round' }],
        });
    }
    if (gateAction === 'repair') checkRepair(doc, workspace, report);
  },
});

/**
 * What a re-review says that is no clean review, if anything: findings left open, or a
 * Critical/Important new breakage (004:673: a finding of the next fix round).
 */
function rereviewNotClean(view: ReviewView): string | undefined {
  if (verdictOf(view) === 'Findings remain open') return 'Verdict: Findings remain open';
  return view.breakage[0]?.text.replace(/^[-*+][ \t]+/, '');
}

function checkRepair(doc: WfDocument, workspace: WorkspaceView, report: (r: Report) => void): void {
  const replay = replayLedger(doc);
  const head = ledgerHead(doc);
  let reason: { messageId: string; data?: Record<string, string | number> } | undefined;
  // 004:698-702: the one final fix after a final review with findings.
  const final = review(doc, workspace, 'final-review.md');
  if (final && needsFixes(final.view) && !workspace.exists(`${sessionDir(doc)}/final-fix-report.md`)) {
    if (replay.finalReviewHead) return;
    reason = { messageId: 'repairFinalHead' };
  }
  for (const t of replay.tasks.values()) {
    if (t.status === 'complete' || t.status === 'stopped' || t.status === 'dispatched') continue;
    const isOpen = findingsOpen(doc, workspace, t);
    if (!t.reviewedSinceChange) {
      // A review (or re-review) with findings that the Ledger has not recorded yet (004:555).
      if (isOpen) reason ??= { messageId: 'repairUnreviewed', data: { task: t.id, what: t.fixRounds.length ? `fix round ${round(t.fixRounds[t.fixRounds.length - 1]!)}` : "implementer's return" } };
      continue;
    }
    if (!isOpen) continue;
    if (t.fixRounds.length >= MAX_FIX_ROUNDS) {
      reason ??= { messageId: 'repairAfterFive', data: { task: t.id } };
      continue;
    }
    return;
  }
  report({ ...(reason ?? { messageId: 'repairNothing' }), ...head });
}
