/* Generated from schemas/loop-control.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A loop home's `CONTROL.md` (seed 001): the current control surface. `loop_home`, `loop_class` and `source_sessions` open the file (front matter, or the first yaml block before any `##` heading); `action_authority` and `active_tasks` follow in yaml blocks.
 */
export interface LoopControl {
  /**
   * The loop home's own path, relative to the repository root (e.g. `adhoc_jobs/login_fix_20260501`).
   */
  loop_home: string;
  /**
   * What kind of loop this is.
   */
  loop_class: 'controller_loop' | 'validation_lane' | 'fixture_loop' | 'report_only';
  /**
   * Session ids (or rollout paths) the loop comes from; `[]` when none.
   *
   * Items: One entry.
   */
  source_sessions: string[];
  /**
   * The execution surface; `recoverable_overlay` makes the loop sustained (it then needs `SCHEDULER_DECISION.md`).
   */
  loop_mode?: 'inline' | 'task_loop' | 'recoverable_overlay';
  /**
   * The loop state (e.g. `active_awaiting_first_wakeup` during Bootstrap, `active`, `awaiting_user`, `blocked`, `completed`).
   */
  loop_state?: string;
  /**
   * What the current evidence authorises (seed 001 `action_authority`).
   */
  action_authority?: {
    /**
     * The strongest action the evidence supports.
     */
    action_type: 'answer' | 'dispatch' | 'proposal' | 'implementation' | 'scheduler_change' | 'promotion';
    /**
     * What the evidence is sufficient for.
     */
    evidence_sufficient_for?: string | null;
    /**
     * The user authorisation, reviewed proposal, version decision or task card that approves `implementation`, `scheduler_change` or `promotion`; must exist.
     */
    approved_decision_path?: string | null;
    /**
     * The next action allowed. A string or a list (seed 001:714-715 leave it untyped).
     */
    allowed_next_action?: string | string[] | null;
    /**
     * Actions that stay forbidden. A string or a list (seed 001:714-715 leave it untyped).
     */
    forbidden_next_action?: string | string[] | null;
  };
  /**
   * The tasks the loop runs now; details stay in their task cards.
   *
   * Items: One active task.
   */
  active_tasks?: {
    /**
     * The task id (`T001`).
     */
    task_id: string;
    /**
     * Its controller lifecycle phase.
     */
    controller_phase_id?: string | null;
    /**
     * Its user requirement phase.
     */
    user_requirement_phase_id?: string | null;
    /**
     * Its agent unit phase.
     */
    agent_unit_phase_id?: string | null;
    /**
     * Its task card (`TASKS/T001.md`); must exist.
     */
    task_card_path: string;
    /**
     * Its status.
     */
    status: 'planned' | 'running' | 'completed' | 'blocked';
  }[];
}
