/* Generated from schemas/loop-receipt.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * An agent run's `receipt.yaml` (`AGENT_RUNS/round_<N>_<role>_<slug>/`, seed 001): what the agent covered, read, wrote and suggests, and its read contract.
 */
export interface LoopReceipt {
  /**
   * The task card (`TASKS/<task_id>.md`) the receipt answers to; seed 001 asks none, so wflint also finds the card whose roster names the run.
   */
  task_id?: string;
  /**
   * Controller lifecycle phase; equals the task card's.
   */
  controller_phase_id: string;
  /**
   * User requirement phase; equals the task card's.
   */
  user_requirement_phase_id: string;
  /**
   * Agent unit phase; equals the task card's.
   */
  agent_unit_phase_id: string;
  /**
   * Requirement ids the run covered.
   *
   * Items: One entry.
   */
  covered_req_ids: string[];
  /**
   * Sources the agent declares it used.
   *
   * Items: One entry.
   */
  declared_sources: string[];
  /**
   * Sources that were missing or blocked.
   *
   * Items: One entry.
   */
  missing_or_blocked_sources: string[];
  /**
   * Atomic tasks completed.
   *
   * Items: One entry.
   */
  atomic_tasks_completed: string[];
  /**
   * Atomic tasks deferred.
   *
   * Items: One entry.
   */
  atomic_tasks_deferred: string[];
  /**
   * Paths the run wrote; each must exist.
   *
   * Items: One entry.
   */
  output_paths: string[];
  /**
   * Self-reported limitations.
   *
   * Items: One entry.
   */
  limitations: string[];
  /**
   * The reaction the agent suggests (the Controller binds the real one).
   */
  suggested_next_reaction:
    'repair' | 'continue_execution' | 'continue_test' | 'branch' | 'advance' | 'await_user' | 'block' | 'close';
  /**
   * Whether the mandatory startup files were read. `not_applicable_with_reason` (with `mandatory_startup_reads_completed_reason` or a comment) where it does not apply (seed 001:893).
   */
  mandatory_startup_reads_completed: boolean | 'not_applicable_with_reason';
  /**
   * Where the startup instructions came from (`AGENTS.md`).
   */
  startup_instruction_source?: string | null;
  /**
   * The skill routing source (`rules/skills/INDEX.md`).
   */
  skill_routing_source?: string | null;
  /**
   * What the selected skill changed.
   */
  selected_skill_effect?: string | null;
  /**
   * Every actual read, by class.
   */
  actual_read_classes: {
    /**
     * Repository startup reads (not evidence).
     *
     * Items: One entry.
     */
    preflight_repository_non_evidentiary?: string[];
    /**
     * Skill / protocol routing reads (not evidence).
     *
     * Items: One entry.
     */
    preflight_skill_protocol_non_evidentiary?: string[];
    /**
     * Preflight reads promoted to evidence by the task card.
     *
     * Items: One entry.
     */
    promoted_preflight_evidence?: string[];
    /**
     * Task-local evidence reads.
     *
     * Items: One entry.
     */
    task_local_evidence?: string[];
    /**
     * Forbidden sources that were read anyway.
     *
     * Items: One entry.
     */
    forbidden_source?: string[];
  };
  /**
   * What each read was used for.
   */
  read_use_declaration?: {
    /**
     * Reads used for task judgment.
     *
     * Items: One entry.
     */
    used_for_task_judgment?: string[];
    /**
     * Reads used only for routing.
     *
     * Items: One entry.
     */
    read_only_for_operational_routing?: string[];
  };
  /**
   * The state authority the agent resumed from.
   */
  state_authority_source: string | null;
  /**
   * Stale sources the agent did not read.
   *
   * Items: One entry.
   */
  stale_sources_not_read?: string[];
  /**
   * Whether no forbidden source was read. `not_applicable_with_reason` (with `forbidden_sources_not_read_reason` or a comment) where it does not apply (seed 001:893).
   */
  forbidden_sources_not_read: boolean | 'not_applicable_with_reason';
  /**
   * Whether required information use is traced in the outputs. `not_applicable_with_reason` (with `required_information_use_traced_reason` or a comment) where it does not apply (seed 001:893).
   */
  required_information_use_traced: boolean | 'not_applicable_with_reason';
  /**
   * The scheduler or manual resume expectation.
   */
  scheduler_or_manual_resume_expectation: string | null;
  /**
   * Gate status; `not_applicable_with_reason` needs a reason.
   */
  consumer_protocol_receipt_gate_status: 'pass' | 'fail' | 'not_applicable_with_reason';
  /**
   * Gate status; `not_applicable_with_reason` needs a reason.
   */
  receipt_output_agreement_status: 'pass' | 'fail' | 'not_applicable_with_reason';
  /**
   * The highest claim the run's outputs make (at most the task card's).
   */
  claim_ceiling: string | null;
}
