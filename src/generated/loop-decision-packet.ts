/* Generated from schemas/loop-decision-packet.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A loop decision packet (`decision_packets/<id>.md` in a loop home, seed 001 "Decision Packet 门禁"): the low-entropy dispatch artifact that binds review findings to the Controller's next action. Fields are kept in front matter and/or fenced `yaml` blocks.
 */
export interface LoopDecisionPacket {
  /**
   * Stable id of the packet (usually the file name stem).
   */
  decision_packet_id: string;
  /**
   * When the packet was written: an ISO date-time (`2026-06-01T10:20:00+08:00`) or a date. The newest packet of a loop home (the one with the latest `created_at`) binds the next action.
   */
  created_at: string;
  /**
   * The unit whose review this packet consumes (a task id such as `T003`, or its run directory).
   */
  source_unit: string;
  /**
   * What the decision is anchored to: the user's original request and the requirement ids it covers.
   */
  task_anchor: {
    /**
     * Where the user's original words are kept (`USER_PROMPTS/…` path, session id + line anchor, or a stable excerpt).
     */
    user_original_anchor?: string | null;
    /**
     * The requirement ids this decision covers.
     *
     * Items: A requirement id (`R1`, `REQ-3`, `R2.1`).
     */
    requirement_ids?: string[];
    /**
     * Claims this packet must not make (e.g. `whole user task complete`).
     *
     * Items: A forbidden claim phrase or claim-ceiling value.
     */
    forbidden_claims?: string[];
  };
  /**
   * Where in the phase model the decision is taken.
   */
  phase_position: {
    /**
     * The current Controller lifecycle phase (a `phase_id` of `PHASES.md`).
     */
    controller_lifecycle_phase_id?: string | null;
    /**
     * The current user-requirement phase (a `phase_id` of `PHASES.md`).
     */
    user_requirement_phase_id?: string | null;
    /**
     * The agent-unit phase the reviewed unit ran in.
     */
    agent_unit_phase_id?: string | null;
    /**
     * The `task_phase_plan_id` the decision binds to (seed 001: new loops bind packets to the task phase plan).
     */
    task_phase_plan_id?: string | null;
  };
  /**
   * What the evidence shows, by class.
   */
  evidence_state: {
    /**
     * Artifacts the unit produced.
     *
     * Items: An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.
     */
    produced_artifacts?: (
      | string
      | {
          /**
           * Where the evidence is (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence).
           */
          capability?: string | null;
          /**
           * The requirement this evidence backs.
           */
          requirement_id?: string;
          /**
           * What the evidence shows.
           */
          note?: string | null;
        }
    )[];
    /**
     * Evidence from the native surface (the capability working in its real environment).
     *
     * Items: An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.
     */
    native_evidence?: (
      | string
      | {
          /**
           * Where the evidence is (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence).
           */
          capability?: string | null;
          /**
           * The requirement this evidence backs.
           */
          requirement_id?: string;
          /**
           * What the evidence shows.
           */
          note?: string | null;
        }
    )[];
    /**
     * Evidence from an overlay (wrapper, harness, simulation); it cannot back a native-capability claim on its own.
     *
     * Items: An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.
     */
    overlay_evidence?: (
      | string
      | {
          /**
           * Where the evidence is (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence).
           */
          capability?: string | null;
          /**
           * The requirement this evidence backs.
           */
          requirement_id?: string;
          /**
           * What the evidence shows.
           */
          note?: string | null;
        }
    )[];
    /**
     * The Controller's own inferences (not evidence of effect).
     *
     * Items: An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.
     */
    controller_inference?: (
      | string
      | {
          /**
           * Where the evidence is (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence).
           */
          capability?: string | null;
          /**
           * The requirement this evidence backs.
           */
          requirement_id?: string;
          /**
           * What the evidence shows.
           */
          note?: string | null;
        }
    )[];
    /**
     * Evidence still missing; requirements it names may not be satisfied, and the claim ceiling stays below `stage_complete`.
     *
     * Items: What is missing: a statement (requirement ids in it are read as the requirements it concerns) or a mapping.
     */
    missing_evidence?: (
      | string
      | {
          /**
           * The requirement the evidence is missing for.
           */
          requirement_id: string;
          /**
           * What evidence is missing.
           */
          what?: string | null;
        }
    )[];
    /**
     * How far the evidence generalises (e.g. `primary_case`, `overlay`, `native`); `native` claims native capability.
     */
    generalization_level?: string | null;
    /**
     * wflint extension: `true` when only the primary test case was run (the claims then stay at or below `stage_complete`).
     */
    primary_case_only?: boolean | null;
  };
  /**
   * Where each requirement stands after the review.
   */
  gap_state: {
    /**
     * Requirements the evidence satisfies.
     *
     * Items: A requirement id (`R1`, `REQ-3`, `R2.1`).
     */
    satisfied_requirements?: string[];
    /**
     * Requirements partly satisfied (allowed work remains unless they are blocked).
     *
     * Items: A requirement id (`R1`, `REQ-3`, `R2.1`).
     */
    partial_requirements?: string[];
    /**
     * Requirements not met.
     *
     * Items: A requirement id (`R1`, `REQ-3`, `R2.1`).
     */
    unmet_requirements?: string[];
    /**
     * Requirements blocked by an external condition.
     *
     * Items: A requirement id (`R1`, `REQ-3`, `R2.1`).
     */
    blocked_requirements?: string[];
    /**
     * Requirements deferred; a deferral counts only with a `next_unit` or a `backlog_id`.
     *
     * Items: A requirement id, or a mapping that says where the deferred requirement goes.
     */
    deferred_requirements?: (
      | string
      | {
          /**
           * The deferred requirement.
           */
          id: string;
          /**
           * The unit that takes it (a task id such as `T005`, or a task card path).
           */
          next_unit?: string | null;
          /**
           * The backlog entry that records it.
           */
          backlog_id?: string | null;
        }
    )[];
    /**
     * wflint extension: requirements superseded by a recorded requirements delta (seed 001 "需求增量").
     *
     * Items: A superseded requirement and the delta that supersedes it.
     */
    superseded_requirements?: {
      /**
       * The superseded requirement.
       */
      id: string;
      /**
       * The new requirement id that replaces it.
       */
      superseded_by?: string;
      /**
       * Where the delta is recorded (`USER_PROMPTS/…`, `REQUIREMENTS.md`).
       */
      delta_path?: string | null;
    }[];
  };
  /**
   * The reviews the decision consumes.
   */
  review_result: {
    /**
     * Read-compliance review of the unit (task card, read_paths.txt, receipt); missing or failed forbids `advance` and `close` unless `not_applicable` with a reason.
     */
    read_compliance_review?:
      | null
      | string
      | {
          /**
           * The review artifact (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The review verdict; `not_applicable` needs a `reason`.
           */
          verdict?: 'pass' | 'partial' | 'fail' | 'not_applicable' | null;
          /**
           * Why the review is not applicable, or what failed.
           */
          reason?: string | null;
        };
    /**
     * File-production (artifact) review.
     */
    artifact_review?:
      | null
      | string
      | {
          /**
           * The review artifact (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The review verdict; `not_applicable` needs a `reason`.
           */
          verdict?: 'pass' | 'partial' | 'fail' | 'not_applicable' | null;
          /**
           * Why the review is not applicable, or what failed.
           */
          reason?: string | null;
        };
    /**
     * Effect review against the requirements.
     */
    requirement_effect_review?:
      | null
      | string
      | {
          /**
           * The review artifact (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The review verdict; `not_applicable` needs a `reason`.
           */
          verdict?: 'pass' | 'partial' | 'fail' | 'not_applicable' | null;
          /**
           * Why the review is not applicable, or what failed.
           */
          reason?: string | null;
        };
    /**
     * Phase review (exit criteria, advance / repair / branch).
     */
    phase_compliance_review?:
      | null
      | string
      | {
          /**
           * The review artifact (loop-home or repository relative).
           */
          path?: string | null;
          /**
           * The review verdict; `not_applicable` needs a `reason`.
           */
          verdict?: 'pass' | 'partial' | 'fail' | 'not_applicable' | null;
          /**
           * Why the review is not applicable, or what failed.
           */
          reason?: string | null;
        };
    /**
     * The solid-decision review (drafts/workflow_solid_decision_review.md); required for `advance`, `close`, `await_user`, `block`.
     */
    solid_decision_review?: null | {
      /**
       * The review artifact (must exist).
       */
      path?: string | null;
      /**
       * The weakest evidence class the decision rests on.
       */
      weakest_evidence_class?: string | null;
      /**
       * The highest claim the evidence supports (a value of the claim-ceiling lattice).
       */
      claim_ceiling?: string | null;
      /**
       * How stable the decision is (e.g. `stable`, `provisional`).
       */
      decision_stability?: string | null;
    };
  };
  /**
   * The Controller's one binding reaction and the next unit's contract.
   */
  binding_next_action: {
    /**
     * The binding reaction; a review summary without it is not a Controller decision.
     */
    reaction:
      'repair' | 'continue_execution' | 'continue_test' | 'branch' | 'advance' | 'await_user' | 'block' | 'close';
    /**
     * The next unit (task id or task card path); set means allowed work remains.
     */
    next_unit_task?: string | null;
    /**
     * The role that owns the next unit.
     */
    next_unit_owner_role?: string | null;
    /**
     * Paths the next unit must read.
     *
     * Items: A loop-home or repository relative path.
     */
    required_read_paths?: string[];
    /**
     * Paths the next unit must not read.
     *
     * Items: A loop-home or repository relative path.
     */
    forbidden_read_paths?: string[];
    /**
     * Atomic tasks of the next unit (at most 5; `0` when no unit follows, e.g. a close).
     */
    max_atomic_tasks?: number | null;
    /**
     * The highest claim the next action may make; at most the solid-decision review's `claim_ceiling`.
     */
    claim_ceiling?: string | null;
  };
  /**
   * Whether the state sources agree (closure requires they do).
   */
  state_consistency: {
    /**
     * The status `REQUIREMENTS.md` reports (compared with the two others).
     */
    requirements_md_status?: string | null;
    /**
     * The status the task ledger / trace reports.
     */
    ledger_status?: string | null;
    /**
     * The status `PHASES.md` reports.
     */
    phases_status?: string | null;
    /**
     * Whether closure is allowed; `false` whenever the statuses disagree.
     */
    closure_allowed?: boolean | null;
    /**
     * The closure review status or path (seed 001:638 "closure review").
     */
    closure_review?: string | {} | null;
  };
  /**
   * `await_user`: exactly what waits for the user (seed 001:547).
   */
  waiting_scope?: string | unknown[] | {} | null;
  /**
   * `await_user`: what lets the loop resume (seed 001:547).
   */
  resume_conditions?: string | unknown[] | {} | null;
  /**
   * The effect review's phase decision (seed 001:531).
   */
  phase_decision?: 'stay' | 'advance' | 'repair' | 'branch' | 'await_user' | 'close' | null;
  /**
   * Phase decision for the controller lifecycle phase (seed 001:532).
   */
  controller_phase_decision?: 'stay' | 'advance' | 'repair' | 'branch' | 'await_user' | 'close' | null;
  /**
   * Phase decision for the user requirement phase (seed 001:533).
   */
  user_requirement_phase_decision?: 'stay' | 'advance' | 'repair' | 'branch' | 'await_user' | 'close' | null;
  /**
   * Seed 001:534.
   */
  current_controller_phase_id?: string | null;
  /**
   * Seed 001:535.
   */
  current_user_requirement_phase_id?: string | null;
  /**
   * Seed 001:536.
   */
  current_agent_unit_phase_id?: string | null;
  /**
   * Seed 001:537.
   */
  next_phase_id?: string | null;
  /**
   * Why the phase turns (seed 001:538).
   */
  turn_reason?: string | null;
  /**
   * What evidence an advance still needs (seed 001:539).
   */
  missing_evidence_to_advance?:
    | {
        [k: string]: unknown | undefined;
      }[]
    | null;
  /**
   * Whether the final report must be updated (seed 001:540).
   */
  final_report_update_required?: boolean | null;
}
