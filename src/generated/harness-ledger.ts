/* Generated from schemas/harness-ledger.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * One Ledger entry line.
 */
export type Entry =
  | LedgerBase
  | LedgerSession
  | LedgerReviewedHead
  | LedgerImplementerDone
  | LedgerImplementerConcerns
  | LedgerNeedsContext
  | LedgerBlocked
  | LedgerBreakerBlocked
  | LedgerEscalate
  | LedgerEmptyOutput
  | LedgerNoStatus
  | LedgerReportMissing
  | LedgerTaskError
  | LedgerMinor
  | LedgerRuled
  | LedgerFixRound
  | LedgerFixed
  | LedgerFixBlocked
  | LedgerFixEscalate
  | LedgerRereviewMissing
  | LedgerParked
  | LedgerComplete
  | LedgerTimeout
  | LedgerInterrupted
  | LedgerRevertedTo
  | LedgerRevertedForbidden
  | LedgerFinalReviewHead
  | LedgerReplan;

/**
 * The harness work ledger (`.webwork/harness/{work,archive}/<session_id>/progress.md`, seed 004 work-ledger): the H1 `# Work ledger — target: <…>`, four metadata lines, then one entry per line. It is the only durable record of progress: after compaction the orchestrator resumes from it.
 */
export interface HarnessLedger {
  /**
   * The target summary from the H1 `# Work ledger — target: <…>` (confirms which run the ledger belongs to).
   */
  target: string;
  /**
   * The session's artefact directory `<root_dir>/.webwork/harness/work/<session_id>` (the recovery entry point).
   */
  doc_dir: string;
  /**
   * The branch the run works on.
   */
  branch: string;
  /**
   * HEAD when the run started (the rollback anchor).
   */
  initial_base: string;
  /**
   * Start of the final review diff; defaults to `initial_base`.
   */
  merge_base: string;
  /**
   * Files stashed by the start check (`git stash push -u`) when the tree was dirty.
   */
  stashed?: string;
  /**
   * The entry lines in order, one typed variant per Ledger form.
   */
  entries: Entry[];
}
/**
 * `T<N>: base=<sha>` — written before the implementer is dispatched: the task's BASE (review packages and fixes start there).
 */
export interface LedgerBase {
  /**
   * The Ledger form.
   */
  form: 'base';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The task's BASE commit.
   */
  sha: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: session=<ref>` — the subagent session handle (reused by fix rounds 1–3, updated on re-dispatch).
 */
export interface LedgerSession {
  /**
   * The Ledger form.
   */
  form: 'session';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The platform's session reference.
   */
  ref: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: reviewed_head=<sha>` — the HEAD a review or re-review saw (the next fix's `FIX_BASE`).
 */
export interface LedgerReviewedHead {
  /**
   * The Ledger form.
   */
  form: 'reviewed_head';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The reviewed HEAD.
   */
  sha: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: implementer done (commits <base7>..<head7>)` — status DONE.
 */
export interface LedgerImplementerDone {
  /**
   * The Ledger form.
   */
  form: 'implementer_done';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * First commit of the range (the task's BASE).
   */
  from: string;
  /**
   * Last commit of the range (HEAD).
   */
  to: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: implementer done_with_concerns (<concern>)` — status DONE_WITH_CONCERNS.
 */
export interface LedgerImplementerConcerns {
  /**
   * The Ledger form.
   */
  form: 'implementer_concerns';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The concern, one line.
   */
  note?: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: needs_context` — status NEEDS_CONTEXT (re-dispatched with more context).
 */
export interface LedgerNeedsContext {
  /**
   * The Ledger form.
   */
  form: 'needs_context';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: blocked (<reason>)` — status BLOCKED.
 */
export interface LedgerBlocked {
  /**
   * The Ledger form.
   */
  form: 'blocked';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * Why the implementer is blocked.
   */
  reason: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: BLOCKED — <reason>` — the Breaker's stop after fix round 5 (a real, load-bearing finding).
 */
export interface LedgerBreakerBlocked {
  /**
   * The Ledger form.
   */
  form: 'breaker_blocked';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The load-bearing finding that stops the task.
   */
  reason: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: escalate (<reason>)` — status ESCALATE (the branch stops; the user is told).
 */
export interface LedgerEscalate {
  /**
   * The Ledger form.
   */
  form: 'escalate';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * Why the task is beyond its bounds.
   */
  reason: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: empty output` — the subagent returned nothing (re-dispatched at most once).
 */
export interface LedgerEmptyOutput {
  /**
   * The Ledger form.
   */
  form: 'empty_output';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: no status` — the return had no Status line (read the report file).
 */
export interface LedgerNoStatus {
  /**
   * The Ledger form.
   */
  form: 'no_status';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: report missing` — the report file was not written (handled as BLOCKED).
 */
export interface LedgerReportMissing {
  /**
   * The Ledger form.
   */
  form: 'report_missing';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: task error (<error>)` — the task tool returned an error.
 */
export interface LedgerTaskError {
  /**
   * The Ledger form.
   */
  form: 'task_error';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The tool's error.
   */
  error: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: minor (deferred): <finding>` — a Minor finding left for the final review.
 */
export interface LedgerMinor {
  /**
   * The Ledger form.
   */
  form: 'minor';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The finding, one line.
   */
  finding: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: ruled — <finding> — <ruling>` — a plan-mandated finding ruled by the orchestrator.
 */
export interface LedgerRuled {
  /**
   * The Ledger form.
   */
  form: 'ruled';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The finding.
   */
  finding: string;
  /**
   * The ruling and its reason.
   */
  ruling: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: fix round <R>/5 (<X> addressed, <Y> open[ — <findings>]; commits <a7>..<b7>)` — one fix round and its scoped re-review.
 */
export interface LedgerFixRound {
  /**
   * The Ledger form.
   */
  form: 'fix_round';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The round R (1–5).
   */
  round: number;
  /**
   * The round limit as written (always 5).
   */
  of: 5;
  /**
   * Findings addressed in this round.
   */
  addressed: number;
  /**
   * Findings still open.
   */
  open: number;
  /**
   * One-liners of the open findings.
   */
  findings?: string;
  /**
   * First commit of the fix range.
   */
  from: string;
  /**
   * Last commit of the fix range.
   */
  to: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: fixed — <finding>` — a finding marked fixed while others stay open.
 */
export interface LedgerFixed {
  /**
   * The Ledger form.
   */
  form: 'fixed';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The finding that was fixed.
   */
  finding: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: fix blocked (<reason>)` — the fix implementer returned BLOCKED.
 */
export interface LedgerFixBlocked {
  /**
   * The Ledger form.
   */
  form: 'fix_blocked';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * Why the fix is blocked.
   */
  reason: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: fix escalate (<reason>)` — the fix implementer returned ESCALATE (the seed also spells it `fix escale`).
 */
export interface LedgerFixEscalate {
  /**
   * The Ledger form.
   */
  form: 'fix_escalate';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * Why the fix escalated.
   */
  reason: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: rereview missing` — the re-reviewer returned no verdict.
 */
export interface LedgerRereviewMissing {
  /**
   * The Ledger form.
   */
  form: 'rereview_missing';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: parked — <finding> — ruling: <why>` — the Breaker parked an open finding after round 5.
 */
export interface LedgerParked {
  /**
   * The Ledger form.
   */
  form: 'parked';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The parked finding.
   */
  finding: string;
  /**
   * Why the code stands.
   */
  ruling: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: complete (commits <a>..<b>, review clean | <N> parked)` — the task is done.
 */
export interface LedgerComplete {
  /**
   * The Ledger form.
   */
  form: 'complete';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * First commit (the task's BASE).
   */
  from: string;
  /**
   * Last commit (the reviewed HEAD).
   */
  to: string;
  /**
   * How the review closed.
   */
  outcome: 'review clean' | 'parked';
  /**
   * Number of parked findings (with `parked`).
   */
  parked?: number;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: timeout` — the subagent timed out or was lost.
 */
export interface LedgerTimeout {
  /**
   * The Ledger form.
   */
  form: 'timeout';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: interrupted by user (commits <base7>..<head7>, uncommitted: <files>)` — a user interrupt.
 */
export interface LedgerInterrupted {
  /**
   * The Ledger form.
   */
  form: 'interrupted';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * First commit.
   */
  from: string;
  /**
   * Last commit.
   */
  to: string;
  /**
   * Uncommitted files at the interrupt.
   */
  uncommitted?: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: reverted to <sha>` — the task's commits were rolled back.
 */
export interface LedgerRevertedTo {
  /**
   * The Ledger form.
   */
  form: 'reverted_to';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The commit rolled back to.
   */
  sha: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `T<N>: reverted forbidden <file>` — a forbidden file's change was restored.
 */
export interface LedgerRevertedForbidden {
  /**
   * The Ledger form.
   */
  form: 'reverted_forbidden';
  /**
   * The task id `T<N>` the entry belongs to.
   */
  task: string;
  /**
   * The restored file.
   */
  file: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `final_review_head=<sha>` — HEAD at the final review (the final fix's `FIX_BASE`).
 */
export interface LedgerFinalReviewHead {
  /**
   * The Ledger form.
   */
  form: 'final_review_head';
  /**
   * The HEAD the final review saw.
   */
  sha: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
/**
 * `replan round <R>/3` — a plan-level recovery round.
 */
export interface LedgerReplan {
  /**
   * The Ledger form.
   */
  form: 'replan';
  /**
   * The round R (1–3).
   */
  round: number;
  /**
   * The round limit as written (always 3).
   */
  of: 3;
  /**
   * What was re-split, when written.
   */
  note?: string;
  /**
   * 1-based line of the entry in `progress.md`.
   */
  line: number;
}
