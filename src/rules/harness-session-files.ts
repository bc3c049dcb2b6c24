import { defineRule, type Report } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { sessionDir, sessionId, taskNumber } from '../kinds/harness/common.js';
import { isArchived, ledgerHead, replayLedger } from '../kinds/harness/session.js';
import { MAX_FIX_ROUNDS } from '../kinds/harness/ledger.js';
import { needsFixes, reviewView } from '../kinds/harness/review.js';

/** Ledger lines after which the implementer's report exists (004:361, 004:423, 004:452-453). */
const RETURNED = new Set(['implementer_done', 'implementer_concerns']);

function firstLine(doc: WfDocument): { start: number; end: number } {
  return { start: 0, end: doc.lines.lineEnd(1) };
}

export default defineRule({
  id: 'harness-session-files',
  meta: {
    type: 'problem',
    description:
      'A harness session holds the files its Ledger implies (plan and Ledger, reports, reviews, re-reviews), and an archived one exactly what the seed archives; in `wflint gate`, an archived session takes no step',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-plan', 'harness-ledger', 'harness-brief', 'harness-review-package'],
    messages: {
      noLedger: 'Unexpected `plan.md` without `{{path}}`, expected the Ledger next to the plan (it is written first, with `doc_dir`, when the session is created)',
      noReport: "Unexpected `{{line}}` without `{{path}}`, expected the implementer's report (else `{{task}}: report missing` and BLOCKED)",
      noReview: "Unexpected `complete` for `{{task}}` without `{{path}}`, expected the task reviewer's report",
      noRereview: 'Unexpected fix round {{round}} of `{{task}}` without `{{path}}`, expected the scoped re-review of every fix round',
      noFinalFixReport: 'Unexpected archived session whose final review asked for fixes without `{{path}}`, expected the final fix report archived with the session',
      archivedBrief: 'Unexpected brief in the archived session, expected it deleted at archive (it is rebuilt from `plan.md`)',
      archivedPackage: 'Unexpected review package in the archived session, expected it deleted at archive (diff packages can be regenerated)',
      alsoArchived: 'Unexpected live session `{{session}}` that is also archived at `{{archive}}`, expected the work copy removed (archiving ends the session)',
      committed: 'Unexpected `{{path}}` committed at `{{base}}`, expected the files of a live session untracked (`.webwork/harness/work/.gitignore` ignores them; only `writable` files are committed)',
      // Gate check (`wflint gate`): every step.
      archivedStep: 'Unexpected `{{action}}` on the archived session `{{session}}`, expected no further step (archiving ends the session; a new target starts a new session)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    const dir = sessionDir(doc);
    const archived = isArchived(dir);
    switch (doc.kind.id) {
      case 'harness-plan':
        if (!workspace.exists(`${dir}/progress.md`)) report({ messageId: 'noLedger', data: { path: `${dir}/progress.md` }, ...firstLine(doc) });
        return;
      case 'harness-brief':
        if (archived) report({ messageId: 'archivedBrief', ...firstLine(doc) });
        return;
      case 'harness-review-package':
        if (archived) report({ messageId: 'archivedPackage', ...firstLine(doc) });
        return;
      default:
        checkLedger(doc, workspace, archived, report, gateAction);
        if (gateAction && archived) report({ messageId: 'archivedStep', data: { action: gateAction, session: sessionId(doc) }, ...ledgerHead(doc) });
    }
  },
});

function checkLedger(doc: WfDocument, workspace: WorkspaceView, archived: boolean, report: (r: Report) => void, gateAction: string | undefined): void {
  const dir = sessionDir(doc);
  const replay = replayLedger(doc);
  const file = (name: string) => `${dir}/${name}`;
  if (!archived) {
    const archive = dir.replace(/\/work\/([^/]+)$/, '/archive/$1');
    if (workspace.exists(`${archive}/progress.md`)) report({ messageId: 'alsoArchived', data: { session: sessionId(doc), archive }, ...ledgerHead(doc) });
    // 004:268, 004:292, 004:306: the work directory ignores everything but its `.gitignore`; a
    // session file in a commit (`git add -f`) is one the task was not allowed to commit. Asked by
    // the gate (the next step waits until it is out of the history): an example session an
    // enclosing repository ships on purpose lints clean.
    const git = gateAction ? workspace.git : undefined;
    for (const name of git ? (workspace.list(dir) ?? []) : []) {
      const path = file(name);
      if (git!.textAtBase(path) !== undefined) report({ messageId: 'committed', data: { path, base: git!.base }, ...ledgerHead(doc) });
    }
  }
  for (const t of replay.tasks.values()) {
    const n = taskNumber(t.id);
    const returned = t.entries.find((e) => RETURNED.has(e.form));
    const reportPath = file(`task-${n}-report.md`);
    if (returned && !workspace.exists(reportPath))
      report({
        messageId: 'noReport',
        data: { line: `${t.id}: implementer ${returned.form === 'implementer_done' ? 'done' : 'done_with_concerns'}`, path: reportPath, task: t.id },
        start: returned.line.start,
        end: returned.line.end,
      });
    const reviewPath = file(`task-${n}-review.md`);
    if (t.complete && !workspace.exists(reviewPath)) report({ messageId: 'noReview', data: { task: t.id, path: reviewPath }, start: t.complete.line.start, end: t.complete.line.end });
    // The k-th fix round of a dispatch has `task-<N>-rereview-<k>.md`; a misnumbered round, a sixth
    // round and a round after `complete` are harness-ledger-limits' and -lifecycle's findings.
    let round = 0;
    for (const e of t.entries) {
      if (e.form === 'base') round = 0;
      if (e === t.complete) break;
      if (e.form !== 'fix_round' || ++round > MAX_FIX_ROUNDS) continue;
      const path = file(`task-${n}-rereview-${round}.md`);
      if (!workspace.exists(path)) report({ messageId: 'noRereview', data: { task: t.id, round, path }, start: e.line.start, end: e.line.end });
    }
  }
  // 004:698-701: a final review with findings gets one fix, whose report is archived (004:752).
  const finalReview = workspace.document(file('final-review.md'));
  if (archived && finalReview?.kind.id === 'harness-review' && needsFixes(reviewView(finalReview)) && !workspace.exists(file('final-fix-report.md'))) {
    report({
      messageId: 'noFinalFixReport',
      data: { path: file('final-fix-report.md') },
      ...(replay.finalReviewHead ? { start: replay.finalReviewHead.line.start, end: replay.finalReviewHead.line.end } : ledgerHead(doc)),
    });
  }
}
