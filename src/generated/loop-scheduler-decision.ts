/* Generated from schemas/loop-scheduler-decision.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A sustained loop's `SCHEDULER_DECISION.md` (seed 001): whether a scheduler is required and created, or why the loop may continue or stop without one. All ten keys are present; some may be empty where the consistency rules allow it (`loop-scheduler-decision`).
 */
export interface LoopSchedulerDecision {
  /**
   * Whether the loop needs a scheduler; `false` exactly when `status` is `not_required`.
   */
  schedule_required: boolean;
  /**
   * The scheduler's state (`created_pending_first_success`: a fallback scheduler created, its first run still to verify, seed 001:100).
   */
  status: 'created' | 'updated' | 'blocked' | 'not_required' | 'not_available' | 'created_pending_first_success';
  /**
   * Where the wake-up lives (app automation, cron, launchd, CI, codex exec fallback).
   */
  schedule_surface: string | null;
  /**
   * The wake-up cadence (default `heartbeat_20m`).
   */
  cadence: string | null;
  /**
   * Whether the schedule exists; `true` for `created` / `updated`.
   */
  schedule_created: boolean;
  /**
   * The scheduler receipt; required for `created` / `updated`.
   */
  receipt_path: string | null;
  /**
   * Why the scheduler cannot be set (required for `blocked` / `not_available`).
   */
  blocked_reason: string | null;
  /**
   * How the loop resumes without the scheduler (required for `blocked` / `not_available`).
   */
  resume_plan: string | null;
  /**
   * The task card the first wake-up executes.
   */
  first_wakeup_task: string | null;
  /**
   * Why continuing (or stopping) without a scheduler is safe.
   */
  why_safe_to_continue_without_scheduler: string | null;
}
