/* Generated from schemas/loop-round-review.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A round review `evidence/reviews/round_<N>_review.md` (seed 001): file-production check, effect review and next-step plan sections, and the round's `round_evolution` record.
 */
export interface LoopRoundReview {
  /**
   * The facts every meaningful round records (seed 001 `round_evolution`).
   */
  round_evolution: {
    /**
     * Controller lifecycle phase of the round.
     */
    controller_phase_id?: string | null;
    /**
     * User requirement phase of the round.
     */
    user_requirement_phase_id?: string | null;
    /**
     * Agent unit phase of the round.
     */
    agent_unit_phase_id?: string | null;
    /**
     * The phase decision.
     */
    phase_decision: 'stay' | 'advance' | 'repair' | 'branch' | 'await_user' | 'close';
    /**
     * The controller phase decision.
     */
    controller_phase_decision?: 'stay' | 'advance' | 'repair' | 'branch' | 'await_user' | 'close' | null;
    /**
     * The user requirement phase decision.
     */
    user_requirement_phase_decision?: 'stay' | 'advance' | 'repair' | 'branch' | 'await_user' | 'close' | null;
    /**
     * The phase the next round runs in.
     */
    next_phase_id?: string | null;
    /**
     * The round's one main action.
     */
    action_kind:
      'classify' | 'prepare_fixture' | 'execute' | 'rerun_or_recheck' | 'synthesize' | 'review' | 'close' | 'other';
    /**
     * Atomic tasks completed.
     *
     * Items: One entry.
     */
    atomic_tasks_completed?: string[];
    /**
     * Atomic tasks deferred.
     *
     * Items: One entry.
     */
    atomic_tasks_deferred?: string[];
    /**
     * What the round did.
     */
    did_what?: string | null;
    /**
     * Where the evidence is.
     *
     * Items: One entry.
     */
    evidence_paths?: string[];
    /**
     * Which layer the round's issue belongs to.
     */
    issue_class:
      | 'task_core_defect'
      | 'runtime_or_wrapper_defect'
      | 'test_or_evaluator_glue'
      | 'fixture_or_source_limitation'
      | 'model_task_failure'
      | 'controller_prompt_risk'
      | 'no_issue';
    /**
     * The round's semantic effect.
     */
    semantic_effect: 'requirement_effect_changed' | 'artifact_only' | 'useful_reasoning_only' | 'not_measured';
    /**
     * What the next round may do.
     *
     * Items: One entry.
     */
    next_allowed?: string[];
    /**
     * What the next round may not do.
     *
     * Items: One entry.
     */
    next_forbidden?: string[];
    /**
     * The read-compliance verdict.
     */
    read_compliance_verdict?: string | null;
    /**
     * The solid decision review.
     */
    solid_decision_review_path?: string | null;
    /**
     * The weakest evidence class.
     */
    weakest_evidence_class?: string | null;
    /**
     * The claim ceiling.
     */
    claim_ceiling?: string | null;
    /**
     * The decision packet of the round.
     */
    decision_packet_path?: string | null;
    /**
     * The binding next action (a reaction, or the packet's `binding_next_action`).
     */
    binding_next_action?: string | {} | null;
  };
}
