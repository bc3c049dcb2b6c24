/* Generated from schemas/task-state.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * Header fields of an ac-memory task state file (`.agents/state/tasks/<task-id>.md`, seed 000): bare `KEY: value` lines before the first `##` section.
 */
export interface TaskState {
  /**
   * Stable task id `yyyy-mm-dd-slug`; equals the file name stem.
   */
  TASK_ID: string;
  /**
   * Short stable title; `continue <title>` resolves against it exactly.
   */
  TASK_TITLE: string;
  /**
   * Kind of work.
   */
  TASK_TYPE: 'feat' | 'fix' | 'refactor' | 'chore' | 'docs';
  /**
   * Whether the Execution Contract is frozen (execution may start only when `true`).
   */
  PLAN_FROZEN: 'true' | 'false';
  /**
   * The role that owns the task now.
   */
  CURRENT_ROLE: 'planner' | 'executor' | 'reviewer' | 'single';
  /**
   * Lifecycle status; decides the index list the task stands in.
   */
  WORKFLOW_STATUS: 'active' | 'blocked' | 'completed';
  /**
   * Start date `YYYY-MM-DD` (an ISO date-time is accepted).
   */
  STARTED_AT: string;
  /**
   * Date of the last material update, `YYYY-MM-DD` (an ISO date-time is accepted); never before `STARTED_AT`.
   */
  LAST_UPDATED_AT: string;
  /**
   * Other header lines are kept as written.
   */
  [k: string]:
    | string
    | 'feat'
    | 'fix'
    | 'refactor'
    | 'chore'
    | 'docs'
    | 'true'
    | 'false'
    | 'planner'
    | 'executor'
    | 'reviewer'
    | 'single'
    | 'active'
    | 'blocked'
    | 'completed'
    | undefined;
}
