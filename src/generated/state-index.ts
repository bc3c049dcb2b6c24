/* Generated from schemas/state-index.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * Header fields of the ac-memory task index (`.agents/state/INDEX.md`, seed 000).
 */
export interface StateIndex {
  /**
   * The `TASK_ID` of the task being pushed forward now, or `none`.
   */
  CURRENT_TASK: string;
  /**
   * Other header lines are kept as written.
   */
  [k: string]: string | undefined;
}
