/* Generated from schemas/harness-review.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A harness review file (seed 004 work-review / work-finalize) as wflint reads it: a task review `task-<N>-review.md`, a scoped re-review `task-<N>-rereview-<R>.md`, or the branch-wide `final-review.md`, with its verdict lines, its Critical/Important/Minor counts and the optional machine-readable last line `VERDICT: Approved|Needs fixes  SHA: <head7>`.
 */
export interface HarnessReview {
  /**
   * Which review the file is, from its name: `task` (`task-<N>-review.md`), `rereview` (`task-<N>-rereview-<R>.md`) or `final` (`final-review.md`).
   */
  kind: 'task' | 'rereview' | 'final';
  /**
   * The reviewed task `T<N>` (task reviews and re-reviews).
   */
  task?: string;
  /**
   * The fix round R a re-review verifies (1–5).
   */
  round?: number;
  /**
   * Part 1 of a task review: `Spec Compliance: ✅ | ❌`.
   */
  spec_compliance?: '✅' | '❌';
  /**
   * Part 2 of a task review: `Task quality: Approved | Needs fixes`.
   */
  task_quality?: 'Approved' | 'Needs fixes';
  /**
   * A re-review's verdict: `Verdict: All findings addressed | Findings remain open`.
   */
  verdict?: 'All findings addressed' | 'Findings remain open';
  /**
   * The final review's assessment: `总体评估: Approved | Needs fixes`.
   */
  overall?: 'Approved' | 'Needs fixes';
  /**
   * Finding counts the review states (`Critical: 0`, `Important: 1`, `Critical/Important: 0/1`, `Critical/Important 数量：1`, …).
   */
  findings: {
    /**
     * Critical findings.
     */
    critical?: number;
    /**
     * Important findings.
     */
    important?: number;
    /**
     * Critical and Important findings counted together, as the reviewer's report line words it (`Critical/Important 数量：1`).
     */
    critical_important?: number;
    /**
     * Minor findings (recorded, not fixed in the loop).
     */
    minor?: number;
    /**
     * Re-review lines that mark a finding `NOT ADDRESSED`.
     */
    not_addressed?: number;
  };
  /**
   * The machine-readable summary line `VERDICT: Approved|Needs fixes  SHA: <head7>`, last line of the report.
   */
  machine_verdict?: {
    /**
     * The verdict.
     */
    verdict: 'Approved' | 'Needs fixes';
    /**
     * The reviewed HEAD, 7 hex characters.
     */
    sha: string;
  };
}
