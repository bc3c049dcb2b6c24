/**
 * The gate of a sustained loop (seed 001): every reaction of a decision packet plus promotion and
 * scheduler stop. `001:<line>` is a line of seed 001.
 *
 * What a step is judged on (`judged`): the loop's control surface (CONTROL.md, PHASES.md,
 * SCHEDULER_DECISION.md, next_prompt.codex.md, the trace, the final report), the newest decision
 * packet (a file, embedded in a round review or kept in `.loop_trace/factpacks/`), and the units
 * that packet and the next prompt bind (their task cards, runs and reviews); a closing step
 * (`close`, `scheduler_stop`, `promotion`) is judged on every unit of the loop, since closure
 * accounts for all of them (001:940-949). An older packet was consumed by the step it bound, and a
 * run folder no card's roster names belongs to no bound unit unless it is of the newest round: the
 * gate does not lint them (lint reports their findings), and they never refuse a later step. So a
 * gate on a loop of hundreds of rounds reads its control surface and the bound units only, and a
 * step that is not closing does not even list the run folders it is not judged on. Documents of
 * other workflows kept in the loop's folder are not the loop's: no step of it is judged on them.
 */
import type { WorkflowGate, Precondition, Judge } from '../../gate/preconditions.js';
import type { GateAction } from '../../core/lint/rule.js';
import type { WorkspaceView } from '../../core/lint/workspace-view.js';
import type { DependencyView } from '../../core/model/kind.js';
import type { WfDocument } from '../../core/model/document.js';
import { kindsOfWorkflow } from '../index.js';
import { controlData, isRecord, loopPackets, newestPacket, nextPromptUnit, taskCardId, taskIdOf, dataAt } from './model.js';
import { rosterOutputs, rosterRuns } from './runs.js';
import { RUN_CONTAINERS, RUN_KIND_IDS } from './kinds.js';

const REACTIONS = ['repair', 'continue_execution', 'continue_test', 'branch', 'advance', 'await_user', 'block', 'close'] as const;
const EVERY = [...REACTIONS, 'promotion', 'scheduler_stop'] as const;
/** Steps that run a unit. */
const WORK = ['repair', 'continue_execution', 'continue_test', 'branch'] as const;
/** Steps that end the loop or announce its result (001:929: 不能 phase advance、closure、promotion、scheduler stop). */
const CLOSING = ['close', 'scheduler_stop', 'promotion'] as const;
const CLOSING_SET = new Set<GateAction>(CLOSING);

const LOOP_KINDS = kindsOfWorkflow('loop');
const PACKET_RULE = /^(?:decision-packet-|gate-action-bound$)/;

/** The units a non-closing step is judged on: the next prompt's, the newest packet's, and the running ones. */
function boundUnits(workspace: WorkspaceView, home: string, newest: WfDocument | undefined): Set<string> {
  const units = new Set<string>();
  const add = (raw: unknown) => {
    const id = taskIdOf(raw);
    if (id) units.add(id);
  };
  add(nextPromptUnit(workspace, home));
  if (newest) {
    add(newest.data.source_unit);
    add(dataAt(newest.data, ['binding_next_action', 'next_unit_task']));
  }
  const tasks = controlData(workspace, home).active_tasks;
  if (Array.isArray(tasks)) for (const t of tasks) if (isRecord(t) && t.status !== 'completed') add(t.task_id);
  return units;
}

const RUN_ROUND = /(?:^|\/)(?:AGENT_RUNS|runs\/agents)\/round_(\d+)_[^/]*$/;

/** The round of a run folder (`…/AGENT_RUNS/round_<N>_<role>_<slug>`), if its name says it. */
function roundOf(runDir: string): number | undefined {
  const m = RUN_ROUND.exec(runDir);
  return m ? Number(m[1]) : undefined;
}

const LOOP_KIND_IDS = new Set<string>(LOOP_KINDS);

function judged(workspace: WorkspaceView & DependencyView, home: string, action: GateAction): Judge {
  const newest = newestPacket(workspace, home);
  const older = new Set(
    loopPackets(workspace, home)
      .filter((p) => p !== newest)
      .map((p) => p.relPath),
  );
  const closing = CLOSING_SET.has(action);
  const units = closing ? undefined : boundUnits(workspace, home, newest);
  const runs = rosterRuns(workspace, home);
  const outputs = rosterOutputs(workspace, home);
  const bound = (card: WfDocument | undefined) => card === undefined || units === undefined || units.has(taskCardId(card));
  const base = home === '' ? '' : `${home}/`;
  // The loop's own documents (not those of a home nested in it, nor other workflows' documents
  // kept in its folder) under a folder.
  const own = (dir: string): string[] => workspace.pathsWithin(dir).filter((rel) => LOOP_KIND_IDS.has(workspace.kindOf(rel)?.id ?? '') && (workspace.loopHomeOf(rel) ?? home) === home);
  // The run folders, by name alone: a step that is not closing enters only those it is judged on.
  // A container is read as a walk finds it: named so by its folder (a case-insensitive file system
  // opens `AGENT_RUNS/` for `agent_runs/`), and inside the repository.
  const listedAs = (rel: string): boolean => {
    const at = rel.lastIndexOf('/');
    return (workspace.list(at < 0 ? '' : rel.slice(0, at)) ?? []).includes(rel.slice(at + 1));
  };
  const named = (c: string): boolean => c.split('/').every((_, i, parts) => listedAs(base + parts.slice(0, i + 1).join('/')));
  const containers = RUN_CONTAINERS.filter((c) => named(c) && workspace.realPath(base + c).inside).map((c) => base + c);
  const runDirs = containers.flatMap((c) => (workspace.list(c) ?? []).map((name) => `${c}/${name}`));
  // The newest round among the run folders that hold a document (`AGENT_RUNS/round_<N>_<role>_<slug>/`).
  let latest: number | undefined;
  if (units !== undefined) {
    const byRound = runDirs.flatMap((dir) => (roundOf(dir) === undefined ? [] : [dir])).sort((a, b) => roundOf(b)! - roundOf(a)!);
    latest = roundOf(byRound.find((dir) => own(dir).some((rel) => rel.lastIndexOf('/') === dir.length)) ?? '');
  }
  // A run folder no task card's roster names belongs to no bound unit; it is judged when it is of
  // the newest round (001:881-889), or its round is unknown: the runs of older rounds were
  // consumed by the steps that reviewed them.
  const runJudged = (dir: string) => {
    const card = runs.get(dir)?.card;
    if (card !== undefined || latest === undefined) return bound(card);
    const n = roundOf(dir);
    return n === undefined || n >= latest;
  };
  // Whether any finding of a document may block the step.
  const document = (relPath: string): boolean => {
    if (relPath === newest?.relPath) return true;
    switch (workspace.kindOf(relPath)?.id) {
      case 'loop-task-card': {
        const doc = workspace.document(relPath);
        return !doc || bound(doc);
      }
      case 'loop-receipt':
      case 'loop-read-paths':
      case 'loop-run-result':
        return runJudged(relPath.slice(0, relPath.lastIndexOf('/')));
      case 'loop-round-review':
        return bound(outputs.get(relPath));
      case 'loop-decision-packet':
      case 'loop-factpack':
        // An older packet was consumed by the step it bound.
        return !older.has(relPath);
      default:
        return true;
    }
  };
  let listed: string[];
  if (closing) listed = own(home);
  else {
    // The documents of every kind but the run files, found where their patterns lead, then the
    // run folders the step is judged on.
    const set = new Set<string>();
    for (const kind of LOOP_KINDS) if (!RUN_KIND_IDS.has(kind)) for (const rel of workspace.loopPaths(kind, home)) set.add(rel);
    for (const dir of runDirs) if (runJudged(dir)) for (const rel of own(dir)) set.add(rel);
    listed = [...set].sort();
  }
  const documents = listed.filter(document);
  // A packet embedded in an older round review was consumed with it: its findings do not block.
  const judgedSet = new Set(documents);
  const finding = (relPath: string, ruleId: string): boolean => judgedSet.has(relPath) && !(older.has(relPath) && PACKET_RULE.test(ruleId));
  return { documents, finding };
}

/** One row per rule of the control surface: a unit runs only under a valid contract (001:27, 001:97-104, 001:295, 001:865). */
const CONTROL_SURFACE: ReadonlyArray<[rule: string, text: string, seed: string, remedy: string]> = [
  ['loop-control-header', '`CONTROL.md` starts with `loop_home`, `loop_class` and `source_sessions`', '001:58, 001:69-73', 'write the three header lines with valid values'],
  ['loop-folder-map', '`CONTROL.md` (or README.md) writes the folder map', '001:79', 'add the folder map section'],
  ['loop-control-active-tasks', '`active_tasks` name their task cards with a valid status', '001:716-722', 'fix the task entry'],
  ['loop-scheduler-decision', 'a sustained loop has a complete, consistent `SCHEDULER_DECISION.md`', '001:27, 001:101-119', 'write or complete `SCHEDULER_DECISION.md`'],
  ['loop-sustained-surfaces', 'a sustained loop has its resume entry: `next_prompt.codex.md` and `HANDOFF.md`', '001:27, 001:93, 001:127', 'write the next prompt and the handoff'],
  [
    'loop-bootstrap-no-stop',
    'Bootstrap neither writes `STOP.codex` nor sets a completed state; `STOP.codex` only after a close or block packet',
    '001:27, 001:38, 001:93',
    'remove `STOP.codex` or the completed state, or bind close / block first',
  ],
  [
    'loop-phases-registry',
    '`PHASES.md` registers the loop-level phase first and its current phases',
    '001:23, 001:483, 001:489-511',
    'register the phase and point the current ids at registered phases',
  ],
  ['loop-next-prompt-unit', '`next_prompt.codex.md` binds the next unit to its phases, task card, reads and shortcuts', '001:135-295', 'write `phase_bound_next_unit` for the unit that runs next'],
  ['loop-task-card-contract', 'the task card carries its read contract, context grant, protocol visibility and consumer gate', '001:421-438, 001:830-865', 'add the missing part of the card'],
  [
    'loop-task-card-roster',
    'the task card declares its roster or a complete single-agent exception',
    '001:30, 001:555',
    'declare `agent_roster`, or the exception with reason, review substitute and risk acceptance',
  ],
  ['loop-unit-scope', 'the unit has 1-3 directions and at most 5 atomic tasks (fewer than 3 with the scope stated)', '001:30, 001:303, 001:527', 'split or defer, or state the review / gate scope'],
  ['loop-read-paths-format', "the run's `read_paths.txt` lists the startup, routing and task paths and no forbidden source", '001:83, 001:85, 001:891', 'fix the read paths'],
  ['loop-trace-events', '`.loop_trace/events.jsonl` is one JSON event per line', '001:746', 'fix the event line'],
  ['loop-trace-indexes', 'every index record is derived from an event', '001:746', 'rebuild the index from `events.jsonl`'],
  [
    'loop-round-review',
    'the round review has its file-production, effect-review and next-step sections, none empty, and `round_evolution`, which binds the reaction of its packet',
    '001:132, 001:289, 001:678, 001:642',
    'add the missing section or record',
  ],
  ['loop-requirements-delta', 'a requirement delta is saved in `USER_PROMPTS/` and `HANDOFF.md` resumes from it', '001:660-664', 'save the user text, or name the delta in `HANDOFF.md`'],
  ['data-schema', 'every loop document holds valid data', '001:69-73, 001:108-119', 'fix the value the message names'],
  ['yaml-syntax', "every loop document's YAML parses", 'spec README §2', 'fix the YAML'],
];

/** The read contract of the unit being closed (001:929: 上述字段未通过前，不能 phase advance、closure、promotion、scheduler stop). */
const READ_CONTRACT: ReadonlyArray<[rule: string, text: string, seed: string, remedy: string]> = [
  [
    'loop-receipt-fields',
    'every receipt records the read-contract fields, and none reports a failure',
    '001:891, 001:893-915, 001:929',
    'record the field, or repair the read contract and rerun the unit',
  ],
  ['loop-receipt-read-paths', 'every actual read of a receipt is allowed by its `read_paths.txt`', '001:891, 001:929', 'rerun the unit within its read paths, or repair the read contract'],
  ['loop-receipt-forbidden-reads', 'no receipt read a forbidden source (or it says so and the unit does not pass)', '001:85, 001:865, 001:929', 'record the forbidden read and rerun the unit'],
  ['loop-receipt-required-reads', 'every required read happened', '001:305, 001:929', 'rerun the unit with its required reads'],
  ['loop-receipt-stale-sources', 'no stale source was read, and the receipt records the stale sources it skipped', '001:87, 001:929', 'rerun the unit from the state authority'],
  ['loop-receipt-phase-ids', "the receipt's phase ids equal its task card's", '001:83, 001:929', 'record the phase ids of the card'],
  ['loop-receipt-outputs', "the receipt's outputs exist", '001:891', 'write the outputs or correct `output_paths`'],
  ['loop-run-layout', 'every run of a consumed unit holds its four files', '001:881-891, 001:944', 'write the missing run file'],
];

const ADVANCE_AND_CLOSING = ['advance', ...CLOSING] as const;

function rows(list: ReadonlyArray<[string, string, string, string]>, actions: readonly GateAction[], prefix: string): Precondition[] {
  return list.map(([rule, text, seed, remedy]) => ({ id: `${prefix}-${rule}`, actions, text, seed, rule, kinds: LOOP_KINDS, remedy }));
}

export const loopGate: WorkflowGate = {
  workflow: 'loop',
  seed: '001',
  // Every document of a loop home.
  kinds: LOOP_KINDS,
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
    promotion: 'announce promotion (an approved promotion decision and a closure whose ceiling reaches `promotion_ready`)',
    scheduler_stop: 'stop the scheduler (after a valid closure or a recorded block)',
  },
  judged,
  preconditions: [
    {
      id: 'packet-binds-action',
      actions: EVERY,
      text: 'the newest decision packet binds the step (the Controller made the binding reaction), or dispatched the unit that takes it; promotion needs its own approval',
      seed: '001:26, 001:575, 001:581, 001:642, 001:726',
      rule: 'gate-action-bound',
      remedy: 'write a decision packet whose `binding_next_action.reaction` is the step',
    },
    ...rows(CONTROL_SURFACE, EVERY, 'contract'),
    {
      id: 'authority',
      actions: ['advance', ...WORK, ...CLOSING],
      text: '`action_authority` names an approved decision for implementation, scheduler change or promotion',
      seed: '001:26, 001:726',
      rule: 'loop-control-authority',
      // A CONTROL.md without the block only warns (seed 001:708 "可以"): not a precondition.
      messages: ['notMapping', 'missingType', 'badType', 'noApproval', 'approvalMissing', 'promotionType', 'promotionForbidden', 'promotionNoAuthority'],
      remedy: 'point `approved_decision_path` at the user authorization or reviewed proposal, or lower `action_type`',
    },
    ...rows(READ_CONTRACT, ADVANCE_AND_CLOSING, 'read-contract'),
    {
      id: 'dispatch-read-paths',
      actions: WORK,
      text: "a dispatched run has its `prompt.md` and its `read_paths.txt` (the run's permission boundary)",
      seed: '001:27, 001:93, 001:679, 001:891',
      rule: 'loop-run-layout',
      messages: ['dispatchMissing', 'missingDispatch'],
      remedy: "write the run's `prompt.md` and `read_paths.txt`",
    },
    {
      id: 'passed-phase-evidence',
      actions: ADVANCE_AND_CLOSING,
      text: 'a passed phase names its evidence and its expected outputs exist',
      seed: '001:544, 001:943',
      rule: 'loop-phases-passed-evidence',
      remedy: 'list the evidence and produce the expected output, or set the phase back',
    },
    {
      id: 'claim-ceiling',
      actions: ADVANCE_AND_CLOSING,
      text: 'nothing claims more than its claim ceiling',
      seed: '001:32, 001:636',
      rule: 'claim-ceiling-exceeded',
      remedy: 'lower the claim to the ceiling, or raise the ceiling with evidence',
    },
    {
      id: 'primary-case-ceiling',
      actions: CLOSING,
      text: 'after only the primary test case, nothing claims more than `stage_complete`',
      seed: '001:46',
      rule: 'claim-ceiling-primary-case',
      remedy: 'run the remaining cases, or claim `stage_complete` at most',
    },
    {
      id: 'packet-fields',
      actions: EVERY,
      text: 'the newest packet is a complete decision (its binding reaction and the seed fields): a review summary without its reaction is no decision to work under',
      seed: '001:585-642',
      rule: 'decision-packet-fields',
      remedy: 'complete the packet',
    },
    {
      id: 'close-with-unmet',
      actions: CLOSING,
      text: 'no unmet requirement is left unaccounted for',
      seed: '001:635',
      rule: 'decision-packet-close-with-unmet',
      remedy: 'mark the requirement blocked, defer it to a next unit or backlog id, or supersede it by a recorded delta',
    },
    {
      id: 'closure',
      actions: CLOSING,
      text: "closure is allowed, every phase is passed, skipped or blocked, the closing unit's round has its review, key units have receipts, and the closure does not rest on a single-agent exception",
      seed: '001:548, 001:555, 001:940-948',
      rule: 'decision-packet-closure',
      remedy: 'finish the closure review, settle every phase and write `reports/FINAL_REPORT.html`',
    },
    {
      id: 'missing-evidence',
      actions: ADVANCE_AND_CLOSING,
      text: 'while evidence is missing, its requirements are not satisfied and the ceiling stays below `stage_complete`',
      seed: '001:636',
      rule: 'decision-packet-missing-evidence',
      remedy: 'collect the evidence, or move the requirement out of `satisfied_requirements`',
    },
    {
      id: 'overlay-only',
      actions: ADVANCE_AND_CLOSING,
      text: 'no native capability is claimed on overlay evidence alone',
      seed: '001:637',
      rule: 'decision-packet-overlay-only',
      remedy: 'collect native evidence, or claim the overlay capability only',
    },
    {
      id: 'premature-stop',
      actions: ['await_user', 'block', 'close', 'scheduler_stop'],
      text: 'no allowed work remains (no next unit, no partial requirement that is not blocked), and a wait names its scope and resume conditions',
      seed: '001:547, 001:639, 001:931',
      rule: 'decision-packet-premature-stop',
      remedy: 'bind repair, continue_execution, continue_test or branch with the next unit instead',
    },
    {
      id: 'read-compliance',
      actions: ADVANCE_AND_CLOSING,
      text: 'the read-compliance review passed (or was judged not applicable with a reason), and the receipts it reviewed report no failure',
      seed: '001:640, 001:929',
      rule: 'decision-packet-read-compliance',
      remedy: 'run the read-compliance review and record its verdict',
    },
    {
      id: 'test-coverage-plan',
      actions: EVERY,
      text: '`TEST_COVERAGE_PLAN.md` exists before the loop enters `environment_test`, and the test phase task card reads the test-design and solid-decision protocols',
      seed: '001:31, 001:652',
      rule: 'loop-test-coverage-plan',
      remedy: 'write `TEST_COVERAGE_PLAN.md` (after source coverage, requirement analysis and run strategy), and list both protocols in the card',
    },
    {
      id: 'review-verdicts',
      actions: ADVANCE_AND_CLOSING,
      text: 'neither the artifact review nor the phase compliance review of the packet failed',
      seed: '001:544, 001:575, 001:943',
      rule: 'decision-packet-review-verdicts',
      remedy: 'bind repair (or continue) with the unit that completes the artifact or the exit criteria',
    },
    {
      id: 'solid-decision',
      actions: ['advance', 'await_user', 'block', ...CLOSING],
      text: 'the packet consumed the solid-decision review, with weakest evidence class and claim ceiling',
      seed: '001:641',
      rule: 'decision-packet-solid-decision',
      remedy: 'add `review_result.solid_decision_review` with its path, weakest evidence class and claim ceiling',
    },
    {
      id: 'state-consistency',
      actions: CLOSING,
      text: 'the state sources agree (closure is allowed only then)',
      seed: '001:638',
      rule: 'decision-packet-state-consistency',
      remedy: 'reconcile REQUIREMENTS.md, the ledger and PHASES.md, then set `closure_allowed`',
    },
    {
      id: 'final-report',
      actions: CLOSING,
      text: '`reports/FINAL_REPORT.html` exists with what changed, why, how it was tested, the history and the evidence boundary',
      seed: '001:32, 001:548, 001:948',
      rule: 'loop-final-report',
      remedy: 'write or update `reports/FINAL_REPORT.html`',
    },
  ],
};
