/* Generated from schemas/loop-phases.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A loop home's `PHASES.md` (seed 001 "Phase 注册与转向"): the phase registry, the current phases and the optional task phase plan.
 */
export interface LoopPhases {
  /**
   * The registered phases: controller lifecycle, user requirement and agent unit phases.
   *
   * @minItems 1
   *
   * Items: One registered phase.
   */
  phase_registry: [
    {
      /**
       * Unique id of the phase.
       */
      phase_id: string;
      /**
       * Which of the three phase modules it belongs to.
       */
      phase_kind: 'controller_lifecycle' | 'user_requirement' | 'agent_unit';
      /**
       * Legacy ids of the phase (`loop_level_phase_id`, `task_phase_id`).
       *
       * Items: One entry.
       */
      compatibility_aliases?: string[];
      /**
       * What the phase is for.
       */
      purpose?: string | null;
      /**
       * Requirement ids the phase owns.
       *
       * Items: One entry.
       */
      owns_req_ids?: string[];
      /**
       * When the phase may start.
       *
       * Items: One entry.
       */
      entry_criteria?: string[];
      /**
       * When the phase may advance.
       *
       * Items: One entry.
       */
      exit_criteria?: string[];
      /**
       * Evidence the phase needs before it passes; non-empty for a `passed` phase.
       *
       * Items: One entry.
       */
      evidence_required?: string[];
      /**
       * Outputs the phase must produce.
       *
       * Items: One expected output.
       */
      expected_outputs?: {
        /**
         * Path of the output; must exist once the phase is `passed`.
         */
        path: string;
        /**
         * What the output must show.
         */
        content_must_show?: string | null;
        /**
         * Who checks it.
         */
        checked_by?: string | null;
      }[];
      /**
       * The phase's status.
       */
      status: 'pending' | 'active' | 'ready_for_review' | 'passed' | 'repair_needed' | 'blocked' | 'skipped';
      /**
       * The reaction on each review outcome.
       */
      turn_options?: {
        /**
         * On pass.
         */
        on_pass?: string | null;
        /**
         * On partial.
         */
        on_partial?: string | null;
        /**
         * On fail.
         */
        on_fail?: string | null;
        /**
         * On block.
         */
        on_block?: string | null;
      };
    },
    ...{
      /**
       * Unique id of the phase.
       */
      phase_id: string;
      /**
       * Which of the three phase modules it belongs to.
       */
      phase_kind: 'controller_lifecycle' | 'user_requirement' | 'agent_unit';
      /**
       * Legacy ids of the phase (`loop_level_phase_id`, `task_phase_id`).
       *
       * Items: One entry.
       */
      compatibility_aliases?: string[];
      /**
       * What the phase is for.
       */
      purpose?: string | null;
      /**
       * Requirement ids the phase owns.
       *
       * Items: One entry.
       */
      owns_req_ids?: string[];
      /**
       * When the phase may start.
       *
       * Items: One entry.
       */
      entry_criteria?: string[];
      /**
       * When the phase may advance.
       *
       * Items: One entry.
       */
      exit_criteria?: string[];
      /**
       * Evidence the phase needs before it passes; non-empty for a `passed` phase.
       *
       * Items: One entry.
       */
      evidence_required?: string[];
      /**
       * Outputs the phase must produce.
       *
       * Items: One expected output.
       */
      expected_outputs?: {
        /**
         * Path of the output; must exist once the phase is `passed`.
         */
        path: string;
        /**
         * What the output must show.
         */
        content_must_show?: string | null;
        /**
         * Who checks it.
         */
        checked_by?: string | null;
      }[];
      /**
       * The phase's status.
       */
      status: 'pending' | 'active' | 'ready_for_review' | 'passed' | 'repair_needed' | 'blocked' | 'skipped';
      /**
       * The reaction on each review outcome.
       */
      turn_options?: {
        /**
         * On pass.
         */
        on_pass?: string | null;
        /**
         * On partial.
         */
        on_partial?: string | null;
        /**
         * On fail.
         */
        on_fail?: string | null;
        /**
         * On block.
         */
        on_block?: string | null;
      };
    }[]
  ];
  /**
   * The current controller lifecycle phase (a registered `phase_id`).
   */
  current_controller_phase_id: string;
  /**
   * The current user requirement phase (a registered `phase_id`).
   */
  current_user_requirement_phase_id?: string | null;
  /**
   * The current agent unit phase (a registered `phase_id`).
   */
  current_agent_unit_phase_id?: string | null;
  /**
   * The task-level phase plan view (optional).
   *
   * Items: One task-level phase (Controller gate fused with a user requirement phase).
   */
  task_phase_plan?: {
    /**
     * Id of the task-level phase.
     */
    task_phase_plan_id: string;
    /**
     * The controller lifecycle gate.
     */
    control_gate:
      | 'information_search'
      | 'requirement_analysis'
      | 'task_execution'
      | 'test_coverage_planning'
      | 'environment_test'
      | 'continuous_optimization'
      | 'final_report';
    /**
     * The user requirement phase it carries.
     */
    user_requirement_phase_id?: string | null;
    /**
     * What it is for.
     */
    purpose?: string | null;
    /**
     * Requirement ids it owns.
     *
     * Items: One entry.
     */
    owns_req_ids?: string[];
    /**
     * When it may start.
     *
     * Items: One entry.
     */
    entry_criteria?: string[];
    /**
     * When it may advance.
     *
     * Items: One entry.
     */
    exit_criteria?: string[];
    /**
     * Evidence it needs.
     *
     * Items: One entry.
     */
    evidence_required?: string[];
    /**
     * Outputs it must produce (paths, or `{path, …}` mappings).
     *
     * Items: A path, or a mapping with `path`.
     */
    expected_outputs?: {
      [k: string]: unknown | undefined;
    }[];
    /**
     * Instruction files its units consume.
     *
     * Items: One consumed instruction file.
     */
    consumed_instruction_files?: {
      /**
       * The file.
       */
      path?: string | null;
      /**
       * The section consumed.
       */
      section?: string | null;
      /**
       * The role that reads it.
       */
      consumed_by_role?: string | null;
      /**
       * Why.
       */
      reason?: string | null;
    }[];
    /**
     * Rules local to this phase.
     *
     * Items: One entry.
     */
    phase_local_rules?: string[];
    /**
     * Its status.
     */
    status: 'pending' | 'active' | 'ready_for_review' | 'passed' | 'repair_needed' | 'blocked' | 'skipped';
  }[];
}
