/* Generated from schemas/loop-next-prompt.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A loop home's `next_prompt.codex.md` (seed 001): not a status summary but the Phase-bound Unit contract the next wake-up executes. While the loop is not closed it holds `phase_bound_next_unit` (`loop-next-prompt-unit`).
 */
export interface LoopNextPrompt {
  /**
   * The four invariants of a sustained loop; all `true`.
   */
  sustained_loop_invariant: {
    /**
     * Restore disk state before anything else.
     */
    restore_state_first: boolean;
    /**
     * Run exactly one bounded unit, or diagnose the block.
     */
    execute_one_bounded_business_unit_or_diagnose_block: boolean;
    /**
     * Review before advancing or stopping.
     */
    review_before_phase_advance_or_stop: boolean;
    /**
     * Write the next prompt before yielding.
     */
    write_next_prompt_before_yield: boolean;
  };
  /**
   * The repository startup handshake of the unit's read contract.
   */
  repository_startup_handshake?: {
    /**
     * Whether the handshake is required.
     */
    required?: boolean;
    /**
     * Where the startup instructions are (`AGENTS.md`).
     */
    startup_instruction_source?: string | null;
    /**
     * Files every agent reads at startup.
     *
     * Items: One entry.
     */
    mandatory_startup_files?: string[];
    /**
     * The skill routing index (`rules/skills/INDEX.md`).
     */
    skill_routing_source?: string | null;
    /**
     * Skills selected for this unit.
     *
     * Items: One entry.
     */
    selected_skill_paths?: string[];
    /**
     * How preflight reads may be used (`non_evidentiary_by_default`).
     */
    preflight_use?: string | null;
    /**
     * Whether using a preflight source as evidence needs explicit promotion.
     */
    evidentiary_promotion_required?: boolean;
    /**
     * Sources forbidden even as preflight.
     *
     * Items: One entry.
     */
    forbidden_even_as_preflight?: string[];
    /**
     * Where the handshake must be projected.
     *
     * Items: One entry.
     */
    must_be_projected_to?: string[];
  };
  /**
   * Which state source is authoritative for this unit.
   */
  state_authority?: {
    /**
     * The authoritative source.
     */
    authoritative_source?: 'latest_next_prompt' | 'CONTROL.md' | 'PHASES.md' | 'runtime_projection' | null;
    /**
     * Sources that are stale for this unit.
     *
     * Items: One entry.
     */
    stale_sources?: string[];
    /**
     * Whether stale sources must not be read.
     */
    stale_sources_must_not_be_read?: boolean;
    /**
     * Why the default read order is overridden.
     */
    override_reason?: string | null;
    /**
     * Whether receipt and output must agree.
     */
    receipt_output_agreement_required?: boolean;
  };
  /**
   * How skills were routed for this unit.
   */
  skill_routing_trace?: {
    /**
     * Whether the skill index must be read.
     */
    index_read_required?: boolean;
    /**
     * The selected skills.
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
     * Where the routing must appear.
     *
     * Items: One entry.
     */
    must_appear_in?: string[];
  };
  /**
   * The next unit, bound to its phases (required while the loop is not closed).
   */
  phase_bound_next_unit?: {
    /**
     * Only the current phase is exposed.
     */
    current_phase_only?: boolean;
    /**
     * Future phase details are hidden.
     */
    hide_future_phase_details?: boolean;
    /**
     * The unit stops after its expected writes.
     */
    stop_after_expected_writes?: boolean;
    /**
     * The unit may not start the next phase.
     */
    must_not_start_next_phase?: boolean;
    /**
     * The task-level phase.
     */
    task_phase_plan_id?: string | null;
    /**
     * The controller lifecycle phase.
     */
    controller_phase_id?: string | null;
    /**
     * The user requirement phase.
     */
    user_requirement_phase_id?: string | null;
    /**
     * The agent unit phase of the next unit.
     */
    agent_unit_phase_id: string;
    /**
     * The task card of the next unit; must exist.
     */
    task_card_path: string;
    /**
     * The decision packet that binds this unit.
     */
    decision_packet_path?: string | null;
    /**
     * What the next unit must achieve.
     */
    next_unit_goal: string;
    /**
     * Why the unit fits the controller phase.
     */
    why_this_unit_fits_controller_phase?: string | null;
    /**
     * Why the unit fits the user requirement phase.
     */
    why_this_unit_fits_user_requirement_phase?: string | null;
    /**
     * The phase context the unit gets.
     */
    phase_context_brief?: {
      /**
       * Goal of the phase.
       */
      phase_goal?: string | null;
      /**
       * Progress so far.
       */
      current_progress?: string | null;
      /**
       * The relevant requirement excerpt.
       */
      relevant_user_requirement_excerpt?: string | null;
      /**
       * Facts accepted as background.
       *
       * Items: One entry.
       */
      accepted_background_facts?: string[];
      /**
       * Non-goals.
       *
       * Items: One entry.
       */
      non_goals?: string[];
      /**
       * The claim ceiling of the unit.
       */
      claim_ceiling?: string | null;
    };
    /**
     * The bounded context package (never the full user prompt or phase plan).
     */
    bounded_context_package?: {
      /**
       * The context budget.
       */
      context_budget?: string | null;
      /**
       * Must be `false`.
       */
      include_full_user_prompt?: boolean;
      /**
       * Must be `false`.
       */
      include_full_phase_plan?: boolean;
      /**
       * Background items the unit must use.
       *
       * Items: One background item.
       */
      required_background_items?: {
        /**
         * Id.
         */
        item_id?: string | null;
        /**
         * Where it is.
         */
        path_or_source?: string | null;
        /**
         * Why it is needed.
         */
        why_needed_for_this_unit?: string | null;
        /**
         * How to read it.
         */
        how_to_read?: string | null;
        /**
         * Where its use must show.
         *
         * Items: One entry.
         */
        must_be_used_in?: string[];
      }[];
    };
    /**
     * A Loop Unit's scope (seed 001 `unit_scope`): at most 3 directions and 5 atomic tasks; more must be deferred (`loop-unit-scope`).
     */
    unit_scope?: {
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
     * The local phases of the unit (restore_contract … handoff_review).
     *
     * Items: One local phase.
     */
    agent_unit_phase_plan?: {
      /**
       * Local phase id.
       */
      phase_id?: string | null;
      /**
       * Reads.
       *
       * Items: One entry.
       */
      must_read?: string[];
      /**
       * Outputs.
       *
       * Items: One entry.
       */
      must_output?: string[];
      /**
       * Checks.
       *
       * Items: One entry.
       */
      must_check?: string[];
      /**
       * Writes.
       *
       * Items: One entry.
       */
      must_write?: string[];
    }[];
    /**
     * The reviewers, in order.
     *
     * Items: One entry.
     */
    reviewer_sequence?: string[];
    /**
     * Paths the unit must read; non-empty.
     *
     * @minItems 1
     *
     * Items: One entry.
     */
    required_read_paths: [string, ...string[]];
    /**
     * The agents of the unit.
     *
     * Items: One agent of the roster.
     */
    role_roster?: {
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
     * Information the unit must read and use, with its trace.
     *
     * Items: One information item.
     */
    required_information_use?: {
      /**
       * Id.
       */
      item_id?: string | null;
      /**
       * Source.
       */
      source?: string | null;
      /**
       * Must be read.
       */
      must_be_read?: boolean | null;
      /**
       * Where its use must show.
       *
       * Items: One entry.
       */
      must_be_cited_or_used_in?: string[];
      /**
       * How use is verified.
       */
      verification_method?: string | null;
      /**
       * Whether an output trace is required.
       */
      output_trace_required?: boolean | null;
      /**
       * The receipt field recording it.
       */
      receipt_field?: string | null;
    }[];
    /**
     * What receipt and output must agree on.
     */
    receipt_output_agreement?: {
      /**
       * Forbidden reads match the role contract.
       */
      forbidden_reads_match_role_contract?: boolean;
      /**
       * Stale state handling matches the state authority.
       */
      stale_state_handling_matches_state_authority?: boolean;
      /**
       * Required information use is traced in outputs.
       */
      required_information_use_traced_in_outputs?: boolean;
      /**
       * Resume expectation matches the scheduler.
       */
      scheduler_or_manual_resume_matches_scheduler_expectation?: boolean;
      /**
       * The gate status is recorded.
       */
      consumer_protocol_receipt_gate_status_recorded?: boolean;
    };
    /**
     * The consumer protocol receipt gate (seed 001 `consumer_protocol_receipt_gate`).
     */
    consumer_protocol_receipt_gate?: {
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
     * Paths the unit must not read.
     *
     * Items: One entry.
     */
    forbidden_read_paths?: string[];
    /**
     * Paths the unit is expected to write.
     *
     * Items: One entry.
     */
    expected_write_paths?: string[];
    /**
     * What the scheduler is expected to do after the unit.
     */
    scheduler_expectation?: {
      /**
       * Surface.
       */
      schedule_surface?: string | null;
      /**
       * Status.
       */
      schedule_status?: string | null;
      /**
       * Receipt.
       */
      receipt_path?: string | null;
      /**
       * Next wake-up or manual resume.
       */
      next_wakeup_or_manual_resume?: string | null;
    };
    /**
     * The six forbidden shortcuts of seed 001, all listed.
     *
     * Items: A forbidden shortcut.
     */
    forbidden_shortcuts: (
      | 'status_only_next_prompt'
      | 'phase_advance_without_effect_review'
      | 'scheduler_stop_without_closure_or_block'
      | 'closure_without_decision_packet_when_required'
      | 'future_phase_execution_details'
      | 'next_next_task_instructions'
    )[];
  };
}
