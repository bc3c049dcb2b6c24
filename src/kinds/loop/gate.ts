/**
 * The gate of a sustained loop (seed 001): every reaction of a decision packet plus promotion and
 * scheduler stop. `001:<line>` is a line of seed 001.
 */
import type { WorkflowGate } from '../../gate/preconditions.js';
import { KINDS } from '../index.js';

const REACTIONS = ['repair', 'continue_execution', 'continue_test', 'branch', 'advance', 'await_user', 'block', 'close'] as const;
const EVERY = [...REACTIONS, 'promotion', 'scheduler_stop'] as const;

export const loopGate: WorkflowGate = {
  workflow: 'loop',
  seed: '001',
  // Every document of a loop home.
  kinds: KINDS.filter((k) => k.scope === 'loop-home').map((k) => k.id),
  target: 'a loop home (or any document or folder inside it)',
  actions: {
    repair: 'run a repair unit (the newest packet binds `repair`)',
    continue_execution: 'run the next execution unit, or the unit the newest packet dispatched',
    continue_test: 'run the next test unit, or the unit the newest packet dispatched',
    branch: 'open the branch the newest packet binds',
    advance: 'advance the phase (the newest packet binds `advance`)',
    await_user: 'wait for the user on a precise scope (the newest packet binds `await_user`)',
    block: 'stop on a recorded block (the newest packet binds `block`)',
    close: 'close the loop (the newest packet binds `close`)',
    promotion: 'announce promotion',
    scheduler_stop: 'stop the scheduler (after a valid closure or a recorded block)',
  },
  preconditions: [
    {
      id: 'packet-binds-action',
      actions: EVERY,
      text: 'the newest decision packet binds the step (the Controller made the binding reaction)',
      seed: '001:575, 001:581, 001:642',
      rule: 'gate-action-bound',
      remedy: 'write a decision packet whose `binding_next_action.reaction` is the step',
    },
    {
      id: 'authority',
      actions: ['advance'],
      text: '`action_authority` names an approved decision for implementation, scheduler change or promotion',
      seed: '001:26, 001:726',
      rule: 'loop-control-authority',
      remedy: 'point `approved_decision_path` at the user authorization or reviewed proposal, or lower `action_type`',
    },
    {
      id: 'next-prompt-unit',
      actions: ['advance'],
      text: '`next_prompt.codex.md` binds the next unit to its phases, task card and reads',
      seed: '001:168, 001:295',
      rule: 'loop-next-prompt-unit',
      remedy: 'write `phase_bound_next_unit` with the unit phase, task card and required reads',
    },
    {
      id: 'passed-phase-evidence',
      actions: ['advance', 'close'],
      text: 'a passed phase names its evidence and its expected outputs exist',
      seed: '001:544, 001:943',
      rule: 'loop-phases-passed-evidence',
      remedy: 'list the evidence and produce the expected output, or set the phase back',
    },
    {
      id: 'receipt-read-paths',
      actions: ['advance', 'close'],
      text: 'every actual read of a receipt is allowed by its `read_paths.txt`',
      seed: '001:891, 001:929',
      rule: 'loop-receipt-read-paths',
      remedy: 'rerun the unit within its read paths, or repair the read contract',
    },
    {
      id: 'receipt-forbidden-reads',
      actions: ['advance', 'close'],
      text: 'a receipt that read a forbidden source says so, and the unit does not pass',
      seed: '001:865, 001:929',
      rule: 'loop-receipt-forbidden-reads',
      remedy: 'record the forbidden read (`forbidden_sources_not_read: false`, gate `fail`) and rerun the unit',
    },
    {
      id: 'claim-ceiling',
      actions: ['advance', 'close', 'promotion'],
      text: 'nothing claims more than its claim ceiling',
      seed: '001:32, 001:636',
      rule: 'claim-ceiling-exceeded',
      remedy: 'lower the claim to the ceiling, or raise the ceiling with evidence',
    },
    {
      id: 'primary-case-ceiling',
      actions: ['close'],
      text: 'after only the primary test case, nothing claims more than `stage_complete`',
      seed: '001:46',
      rule: 'claim-ceiling-primary-case',
      remedy: 'run the remaining cases, or claim `stage_complete` at most',
    },
    {
      id: 'close-with-unmet',
      actions: ['close'],
      text: 'no unmet requirement is left unaccounted for',
      seed: '001:635',
      rule: 'decision-packet-close-with-unmet',
      remedy: 'mark the requirement blocked, defer it to a next unit or backlog id, or supersede it by a recorded delta',
    },
    {
      id: 'closure',
      actions: ['close'],
      text: 'closure is allowed, every phase is passed, skipped or blocked, and the final report exists',
      seed: '001:548, 001:940-948',
      rule: 'decision-packet-closure',
      remedy: 'finish the closure review, settle every phase and write `reports/FINAL_REPORT.html`',
    },
    {
      id: 'missing-evidence',
      actions: ['advance', 'close'],
      text: 'while evidence is missing, its requirements are not satisfied and the ceiling stays below `stage_complete`',
      seed: '001:636',
      rule: 'decision-packet-missing-evidence',
      remedy: 'collect the evidence, or move the requirement out of `satisfied_requirements`',
    },
    {
      id: 'premature-stop',
      actions: ['await_user', 'block', 'close'],
      text: 'no allowed work remains (no next unit, no partial requirement that is not blocked)',
      seed: '001:639, 001:931',
      rule: 'decision-packet-premature-stop',
      remedy: 'bind repair, continue_execution, continue_test or branch with the next unit instead',
    },
    {
      id: 'read-compliance',
      actions: ['advance', 'close', 'promotion', 'scheduler_stop'],
      text: 'the read-compliance review passed (or was judged not applicable with a reason)',
      seed: '001:640',
      rule: 'decision-packet-read-compliance',
      remedy: 'run the read-compliance review and record its verdict',
    },
    {
      id: 'state-consistency',
      actions: ['close'],
      text: 'the state sources agree (closure is allowed only then)',
      seed: '001:638',
      rule: 'decision-packet-state-consistency',
      remedy: 'reconcile REQUIREMENTS.md, the ledger and PHASES.md, then set `closure_allowed`',
    },
    {
      id: 'final-report',
      actions: ['close'],
      text: '`reports/FINAL_REPORT.html` exists with what changed, why, how it was tested, the history and the evidence boundary',
      seed: '001:32, 001:548, 001:948',
      rule: 'loop-final-report',
      remedy: 'write or update `reports/FINAL_REPORT.html`',
    },
  ],
};
