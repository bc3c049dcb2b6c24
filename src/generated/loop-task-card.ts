/* Generated from schemas/loop-task-card.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A loop task card `TASKS/T<NNN>.md` (seed 001): the contract of one Loop Unit — its phases, agent roster, scope, read/write boundary, context grant, protocol visibility and receipt gate.
 */
export interface LoopTaskCard {
  /**
   * The task id; equals the file name stem (`T001`).
   */
  task_id: string;
  /**
   * Controller lifecycle phase of the unit.
   */
  controller_phase_id: string;
  /**
   * User requirement phase of the unit.
   */
  user_requirement_phase_id: string;
  /**
   * Agent unit phase of the unit.
   */
  agent_unit_phase_id: string;
  /**
   * The task-level phase plan entry of the unit.
   */
  task_phase_plan_id?: string | null;
  /**
   * The agents of the unit: at least a `controlled_task_agent` and a `review_agent`, unless `single_agent_exception` is taken.
   *
   * Items: One agent of the roster.
   */
  agent_roster?: {
    /**
     * Id of the agent.
     */
    agent_id?: string | null;
    /**
     * The role of the agent.
     */
    role?: 'controlled_task_agent' | 'review_agent' | 'verifier' | 'controller' | null;
    /**
     * What the agent must achieve in this unit.
     */
    objective?: string | null;
    /**
     * Path of its `prompt.md`.
     */
    prompt_path?: string | null;
    /**
     * Path of its `read_paths.txt`.
     */
    read_paths_path?: string | null;
    /**
     * Path of its output.
     */
    output_path?: string | null;
    /**
     * Path of its `receipt.yaml`.
     */
    receipt_path?: string | null;
    /**
     * Requirement ids assigned to this agent (at most `max_req_ids_per_subagent`).
     *
     * Items: One entry.
     */
    req_ids?: string[];
    /**
     * Paths the agent may read.
     *
     * Items: One entry.
     */
    may_read?: string[];
    /**
     * Paths the agent must not read.
     *
     * Items: One entry.
     */
    forbidden_read?: string[];
    /**
     * Outputs the agent must write.
     *
     * Items: One entry.
     */
    must_output?: string[];
    /**
     * What the agent may decide.
     */
    decision_authority?: string | null;
  }[];
  /**
   * Why one agent is enough when no separate task / review agent is used (seed 001 `single_agent_exception`).
   */
  single_agent_exception?: {
    /**
     * Whether the single-agent exception is taken.
     */
    allowed?: boolean | null;
    /**
     * Why a single agent is enough.
     */
    reason?: string | null;
    /**
     * What replaces the independent review.
     */
    review_substitute?: string | null;
    /**
     * Which risk is accepted (never for closure, promotion, scheduler stop or broad claims).
     */
    risk_acceptance?: string | null;
  };
  /**
   * A Loop Unit's scope (seed 001 `unit_scope`): at most 3 directions and 5 atomic tasks; more must be deferred (`loop-unit-scope`).
   */
  unit_scope: {
    /**
     * Id of the unit.
     */
    unit_id?: string | null;
    /**
     * The task-level phase plan entry (`task_phase_plan_id`) the unit runs under.
     */
    task_phase_plan_id?: string | null;
    /**
     * Controller lifecycle phase (old alias `loop_level_phase_id`).
     */
    controller_phase_id?: string | null;
    /**
     * User requirement phase (old alias `task_phase_id`).
     */
    user_requirement_phase_id?: string | null;
    /**
     * Agent unit phase of the unit.
     */
    agent_unit_phase_id?: string | null;
    /**
     * The directions the unit works on: 1 to 3.
     *
     * Items: One entry.
     */
    directions?: string[];
    /**
     * The atomic tasks of the unit: target 3-5, at most 5; fewer only for a review/gate unit with a stated reason.
     *
     * Items: One entry.
     */
    atomic_tasks?: string[];
    /**
     * Why these directions change the next decision most.
     */
    why_these_directions?: string | null;
    /**
     * Directions left for later units.
     *
     * Items: One entry.
     */
    deferred_directions?: string[];
    /**
     * Atomic tasks left for later units.
     *
     * Items: One entry.
     */
    deferred_atomic_tasks?: string[];
    /**
     * Candidate next units.
     *
     * Items: One entry.
     */
    next_unit_candidates?: string[];
    /**
     * Why the unit has fewer than 3 atomic tasks (a review or gate unit).
     */
    scope_reason?: string | null;
    /**
     * The volume policy of seed 001 (`target_atomic_tasks: "3-5"`, `if_less_than_three: justify_gate_or_review_scope`).
     */
    task_volume_policy?: {
      /**
       * Target number of atomic tasks (`"3-5"`).
       */
      target_atomic_tasks?: string | number;
      /**
       * Whether too-small units are avoided.
       */
      avoid_too_small?: boolean;
      /**
       * What to do with more than five atomic tasks (`defer_or_split`).
       */
      if_more_than_five?: string | null;
      /**
       * What fewer than three atomic tasks needs (`justify_gate_or_review_scope`, or the stated reason).
       */
      if_less_than_three?: string | null;
    };
  };
  /**
   * How requirements are grouped onto sub-agents (seed 001 `requirement_grouping`).
   */
  requirement_grouping?: {
    /**
     * Why the requirements are grouped.
     */
    grouping_basis?:
      'same_kind' | 'broad_cross_cutting' | 'dependency_chain' | 'test_lane' | 'external_resource' | null;
    /**
     * Requirement ids of a same-kind group.
     *
     * Items: One entry.
     */
    grouped_req_ids?: string[];
    /**
     * Broad requirements: each needs its own singleton agent.
     *
     * Items: One entry.
     */
    broad_req_ids?: string[];
    /**
     * Most requirement ids one sub-agent handles (seed default 2).
     */
    max_req_ids_per_subagent?: number;
    /**
     * Whether a singleton reviewer is required.
     */
    singleton_agent_required?: boolean | null;
    /**
     * Why the requirements are assigned this way.
     */
    assignment_reason?: string | null;
    /**
     * Requirement ids deferred to later units.
     *
     * Items: One entry.
     */
    deferred_req_ids?: string[];
  };
  /**
   * Paths every agent of the unit must read (and list in `read_paths.txt`).
   *
   * Items: One entry.
   */
  required_read_paths: string[];
  /**
   * Paths no agent of the unit may read.
   *
   * Items: One entry.
   */
  forbidden_read_paths?: string[];
  /**
   * Alias of `forbidden_read_paths`.
   *
   * Items: One entry.
   */
  forbidden_read?: string[];
  /**
   * Paths forbidden even as preflight context.
   *
   * Items: One entry.
   */
  forbidden_even_as_preflight?: string[];
  /**
   * What context each side may see (seed 001 `context_grant`).
   */
  context_grant: {
    /**
     * Context of the execution unit.
     */
    execution_context?: {
      /**
       * Sources the execution unit may read.
       *
       * Items: One entry.
       */
      allowed_sources?: string[];
      /**
       * The requirement excerpt it gets.
       */
      user_requirement_excerpt_path?: string | null;
      /**
       * The next prompt it resumes from.
       */
      previous_next_prompt_path?: string | null;
      /**
       * The phase context brief.
       */
      phase_context_brief_path?: string | null;
      /**
       * The bounded context package.
       */
      bounded_context_package_path?: string | null;
      /**
       * Whether the full user prompt is visible (normally `false`).
       */
      full_user_prompt_allowed?: boolean;
      /**
       * Whether the full phase plan is visible (normally `false`).
       */
      full_phase_plan_allowed?: boolean;
      /**
       * Whether future phase details are visible (normally `false`).
       */
      future_phase_details_allowed?: boolean;
    };
    /**
     * Context of the review agent / next-step planner.
     */
    review_context?: {
      /**
       * Full user prompt visible.
       */
      full_user_prompt_allowed?: boolean;
      /**
       * Full phase plan visible.
       */
      full_phase_plan_allowed?: boolean;
      /**
       * Source manifest visible.
       */
      source_manifest_allowed?: boolean;
      /**
       * Residual ledger visible.
       */
      residual_ledger_allowed?: boolean;
      /**
       * Solid decision skill visible.
       */
      solid_decision_skill_allowed?: boolean;
    };
  };
  /**
   * Which protocol / review skill files the unit's roles may read, in which phase and why, and which protocols are forbidden.
   */
  protocol_visibility: {} | unknown[];
  /**
   * The consumer protocol receipt gate (seed 001 `consumer_protocol_receipt_gate`).
   */
  consumer_protocol_receipt_gate: {
    /**
     * Whether the gate applies.
     */
    required?: boolean | null;
    /**
     * Roles the gate applies to.
     *
     * Items: One entry.
     */
    applies_to_roles?: string[];
    /**
     * The checks of the gate (seed 001 list).
     *
     * Items: One entry.
     */
    checks?: string[];
    /**
     * Paths the gate consumes.
     */
    evidence_inputs?: {
      /**
       * The task card.
       */
      task_card_path?: string | null;
      /**
       * `PHASES.md`.
       */
      phases_path?: string | null;
      /**
       * The agent's `read_paths.txt`.
       */
      agent_read_paths_path?: string | null;
      /**
       * The agent's `receipt.yaml`.
       */
      agent_receipt_path?: string | null;
      /**
       * The read-compliance review.
       */
      read_compliance_review_path?: string | null;
    };
    /**
     * When the gate passes (`all_checks_pass_or_not_applicable_with_reason`).
     */
    pass_condition?: string | null;
    /**
     * Reaction on failure (`repair_read_contract_or_rerun_unit`).
     */
    fail_reaction?: string | null;
  };
  /**
   * Skills routed to this unit: at most 2.
   *
   * Items: One selected skill.
   */
  selected_skills?: {
    /**
     * Path of the skill.
     */
    skill_path?: string | null;
    /**
     * How the skill is used.
     */
    use_mode?: 'call_directly' | 'absorb_principle' | 'reject' | null;
    /**
     * Requirement ids the skill serves.
     *
     * Items: One entry.
     */
    covers_req_ids?: string[];
    /**
     * Why the skill is used now.
     */
    reason_now?: string | null;
    /**
     * The instruction projected into this unit.
     */
    local_instruction?: string | null;
    /**
     * How the skill must change the artifact.
     */
    expected_artifact_effect?: string | null;
    /**
     * How the skill must change the work.
     */
    expected_effect?: string | null;
    /**
     * What the skill may not decide.
     */
    authority_boundary?: string | null;
    /**
     * Who checks the skill's effect.
     */
    skill_effect_checked_by?: string | null;
  }[];
  /**
   * Paths the unit is expected to write.
   *
   * Items: One entry.
   */
  expected_write_paths?: string[];
  /**
   * The highest claim the unit's outputs may make (claim-ceiling lattice).
   */
  claim_ceiling?: string | null;
}
