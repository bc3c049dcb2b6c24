import { defineRule } from '../core/lint/rule.js';
import type { RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import {
  codeList,
  consumedUnits,
  dataAt,
  dataRange,
  documentRange,
  hasYamlErrors,
  isBlank,
  isRecord,
  loopClosure,
  loopPathExists,
  newestPacket,
  outsideLoopHome,
  packetApplied,
  packetReaction,
  resolveInLoop,
  showValue,
  taskIdOf,
} from '../kinds/loop/model.js';
import { normalizeSegments } from '../kinds/loop/paths.js';

const INVARIANTS = ['restore_state_first', 'execute_one_bounded_business_unit_or_diagnose_block', 'review_before_phase_advance_or_stop', 'write_next_prompt_before_yield'] as const;
/** The six forbidden shortcuts of seed 001, in its order. */
export const FORBIDDEN_SHORTCUTS = [
  'status_only_next_prompt',
  'phase_advance_without_effect_review',
  'scheduler_stop_without_closure_or_block',
  'closure_without_decision_packet_when_required',
  'future_phase_execution_details',
  'next_next_task_instructions',
] as const;
const UNIT = 'phase_bound_next_unit';
/** Seed 001:180-183: the unit stays in its phase (001:297 当前执行 Unit 不应同时知道并执行下一个 Phase). */
const PHASE_FLAGS = ['current_phase_only', 'hide_future_phase_details', 'stop_after_expected_writes', 'must_not_start_next_phase'] as const;

/** A key that carries the next phase's plan (`next_phase_execution_plan`, `future_phase_steps`), not a phase id. */
function isFuturePhaseKey(key: string): boolean {
  return (key.startsWith('next_phase_') || key.startsWith('future_phase_') || key.startsWith('next_next_')) && !key.endsWith('_id');
}
/** Reactions after which the loop waits or stands blocked: the next wake-up resumes nothing until its conditions hold. */
const WAITING = new Set(['await_user', 'block']);
/**
 * What the next prompt of a waiting or blocked loop holds instead of a unit (seed 001:547 "await_user 必须有精确
 * waiting_scope 和 resume_conditions"; 001:101-102 a block names what blocks and how the loop resumes):
 * each entry is one of the keys that may carry it, the first the canonical one.
 */
const WAIT_STATE: ReadonlyArray<{ keys: readonly string[]; what: string }> = [
  { keys: ['waiting_scope', 'blocked_reason'], what: 'what the loop waits on' },
  { keys: ['resume_conditions', 'resume_plan'], what: 'the conditions under which it resumes' },
];

/** A waiting-state key of the next prompt: at the top level, or in a `waiting_state` mapping. */
function waitValue(data: Record<string, unknown>, key: string): unknown {
  if (key in data) return data[key];
  const w = data.waiting_state;
  return isRecord(w) ? w[key] : undefined;
}

/** Paths an instruction file lists as list items (`1. rules/SOUL.md`, `- rules/USER.md — …`). */
function listedPaths(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:[-*+]|\d+[.)])\s+`?([^\s`]+)/.exec(line);
    if (m && m[1]!.includes('/') && /\.[A-Za-z]+$/.test(m[1]!)) out.push(m[1]!);
  }
  return out;
}

/** Seed 001:83, 001:145-151: the handshake lists every mandatory startup file of `AGENTS.md`. */
function startupFiles(doc: WfDocument, workspace: WorkspaceView, home: string, report: RuleContext['report']): void {
  const hs = doc.data.repository_startup_handshake;
  if (!isRecord(hs) || !Array.isArray(hs.mandatory_startup_files)) return;
  const source = typeof hs.startup_instruction_source === 'string' && hs.startup_instruction_source.trim() !== '' ? hs.startup_instruction_source.trim() : 'AGENTS.md';
  const r = resolveInLoop(workspace, home, source);
  const text = r.ok ? workspace.readText(r.path) : undefined;
  if (text === undefined) return;
  const listed = new Set(hs.mandatory_startup_files.filter((f): f is string => typeof f === 'string').map((f) => normalizeSegments(f.trim())));
  for (const file of listedPaths(text)) {
    if (!listed.has(normalizeSegments(file))) report({ messageId: 'startupFile', data: { file, source }, ...dataRange(doc, ['repository_startup_handshake', 'mandatory_startup_files']) });
  }
}

export default defineRule({
  id: 'loop-next-prompt-unit',
  meta: {
    type: 'problem',
    description: 'While the loop is not closed, `next_prompt.codex.md` binds the next unit to its phases, task card and reads, keeps the sustained-loop invariants and forbids the six shortcuts',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-next-prompt'],
    ownsData: {
      'loop-next-prompt': [
        `/${UNIT}/$`,
        `/${UNIT}/agent_unit_phase_id`,
        `/${UNIT}/task_card_path`,
        `/${UNIT}/required_read_paths`,
        `/${UNIT}/next_unit_goal`,
        `/${UNIT}/forbidden_shortcuts`,
        `/${UNIT}/bounded_context_package/include_full_user_prompt`,
        `/${UNIT}/bounded_context_package/include_full_phase_plan`,
        '/sustained_loop_invariant/$',
        '/sustained_loop_invariant/*',
        ...PHASE_FLAGS.map((f) => `/${UNIT}/${f}`),
        `/${UNIT}/phase_context_brief/$`,
      ],
    },
    messages: {
      noUnit: 'Unexpected next prompt without `phase_bound_next_unit`, expected the Phase-bound Unit contract of the next wake-up (the loop is not closed)',
      noInvariant: 'Unexpected next prompt without `sustained_loop_invariant`, expected its four flags `true` (the loop is not closed)',
      waitState: 'Unexpected next prompt without `{{key}}`, expected {{what}} (the newest decision packet binds `reaction: {{reaction}}`: the waiting state replaces the unit until it resumes)',
      waitingFinished:
        'Unexpected next prompt bound to unit `{{unit}}`, which the newest decision packet already decided on, expected the waiting state of its `reaction: {{reaction}}` (`waiting_scope` and `resume_conditions`) or the unit that runs once it resumes',
      missingField: 'Unexpected empty `{{key}}` in `phase_bound_next_unit`, expected {{what}}',
      cardMissing: 'Unexpected `task_card_path` `{{path}}`, expected an existing task card (resolved against the loop home, then the repository root)',
      cardOutside: "Unexpected `task_card_path` `{{path}}` outside the loop home, expected the task card in the loop home's `TASKS/` (every loop file lives in the loop home)",
      invariant: 'Unexpected `sustained_loop_invariant.{{key}}` {{actual}}, expected `true`',
      fullContext: 'Unexpected `bounded_context_package.{{key}}` {{actual}}, expected `false` (the execution unit gets a bounded context package, not the full {{what}})',
      shortcut: 'Unexpected `forbidden_shortcuts` without `{{shortcut}}`, expected all six shortcuts of seed 001',
      noShortcuts: 'Unexpected missing `forbidden_shortcuts`, expected all six shortcuts of seed 001 ({{all}})',
      finishedUnit: 'Unexpected next prompt bound to unit `{{unit}}`, which the newest decision packet already decided on, expected the unit it dispatches{{next}}',
      startupFile: 'Unexpected `mandatory_startup_files` without `{{file}}`, expected every mandatory startup file `{{source}}` lists',
      phaseFlag: 'Unexpected `phase_bound_next_unit.{{key}}` {{actual}}, expected `true` (the unit stays in its phase)',
      noBrief:
        'Unexpected `phase_bound_next_unit` without `phase_context_brief`, expected the phase goal, progress, requirement excerpt, accepted background, non-goals and claim ceiling of the next unit',
      futurePhase:
        "Unexpected `{{key}}` in the next prompt, expected only what the current unit needs (the next phase's steps, cases, oracles, patches or scheduler operations stay out; a deferred direction may be named)",
    },
  },
  check({ doc, workspace, report }) {
    if (hasYamlErrors(doc)) return;
    const home = doc.loopHome ?? '';
    // Seed 001:135: "只要 Loop 不是 completed / valid STOP" — a closed loop's prompt owes none of this.
    if (loopClosure(workspace, home).closed) return;
    const d = doc.data;

    const inv = d.sustained_loop_invariant;
    if (isRecord(inv)) {
      for (const key of INVARIANTS) {
        if (inv[key] === true) continue;
        const at = key in inv ? dataRange(doc, ['sustained_loop_invariant', key]) : dataRange(doc, ['sustained_loop_invariant'], 'key');
        report({ messageId: 'invariant', data: { key, actual: showValue(inv[key]) }, ...at, expected: ['true'] });
      }
    } else {
      report({ messageId: 'noInvariant', ...(doc.yaml.owners.has('sustained_loop_invariant') ? dataRange(doc, ['sustained_loop_invariant'], 'key') : documentRange(doc)) });
    }

    const newest = newestPacket(workspace, home);
    const reaction = newest ? packetReaction(newest) : undefined;
    const waiting = reaction !== undefined && WAITING.has(reaction) ? reaction : undefined;
    const unit = d[UNIT];
    if (!isRecord(unit)) {
      // Seed 001:295: a unit is owed when the next step executes, repairs, tests, reviews or keeps
      // scheduling; a loop that waits on the user or stands blocked owes its waiting state instead.
      if (waiting) {
        for (const { keys, what } of WAIT_STATE) {
          if (keys.some((k) => !isBlank(waitValue(d, k)))) continue;
          report({ messageId: 'waitState', data: { key: keys[0]!, what, reaction: waiting }, ...documentRange(doc) });
        }
        return;
      }
      report({ messageId: 'noUnit', ...(doc.yaml.owners.has(UNIT) ? dataRange(doc, [UNIT], 'key') : documentRange(doc)) });
      return;
    }
    const atKey = (key: string) => (key in unit ? dataRange(doc, [UNIT, key]) : dataRange(doc, [UNIT], 'key'));
    const needs: Array<[string, string]> = [
      ['agent_unit_phase_id', 'the Agent Unit Phase the next unit runs in'],
      ['task_card_path', 'the task card of the next unit'],
      ['next_unit_goal', 'what the next unit must achieve'],
      ['required_read_paths', 'the paths the next unit must read'],
    ];
    for (const [key, what] of needs) {
      const v = unit[key];
      const empty = key === 'required_read_paths' ? !Array.isArray(v) || v.length === 0 : typeof v !== 'string' || v.trim() === '';
      if (empty) report({ messageId: 'missingField', data: { key, what }, ...atKey(key) });
    }
    const card = unit.task_card_path;
    if (typeof card === 'string' && card.trim() !== '' && !loopPathExists(workspace, home, card)) {
      report({ messageId: 'cardMissing', data: { path: card.trim() }, ...dataRange(doc, [UNIT, 'task_card_path']) });
    } else if (typeof card === 'string' && card.trim() !== '' && outsideLoopHome(workspace, home, card.trim())) {
      // Seed 001:22, 001:58: every loop file lives in the loop home.
      report({ messageId: 'cardOutside', data: { path: card.trim() }, ...dataRange(doc, [UNIT, 'task_card_path']) });
    }
    // Seed 001:135, 001:295: the prompt projects the unit that runs next, not one already decided on.
    const bound = taskIdOf(card);
    if (bound && newest && consumedUnits(workspace, home).has(bound) && taskIdOf(newest.data.source_unit) === bound) {
      const next = taskIdOf(dataAt(newest.data, ['binding_next_action', 'next_unit_task']));
      if (waiting && next === undefined) {
        report({ messageId: 'waitingFinished', data: { unit: bound, reaction: waiting }, ...dataRange(doc, [UNIT, 'task_card_path']) });
      } else if (next === undefined || (next !== bound && packetApplied(workspace, home, newest))) {
        report({ messageId: 'finishedUnit', data: { unit: bound, next: next ? ` (\`${next}\`)` : ' (the packet names no `next_unit_task`)' }, ...dataRange(doc, [UNIT, 'task_card_path']) });
      }
    }
    startupFiles(doc, workspace, home, report);

    for (const key of PHASE_FLAGS) {
      if (unit[key] === true) continue;
      report({ messageId: 'phaseFlag', data: { key, actual: showValue(unit[key]) }, ...atKey(key), expected: ['true'] });
    }
    // Seed 001:299: the Next-Step Planner writes a bounded context package with the phase brief.
    if (!isRecord(unit.phase_context_brief) || isBlank(unit.phase_context_brief)) report({ messageId: 'noBrief', ...atKey('phase_context_brief') });
    // Seed 001:297, 001:292-293 (`future_phase_execution_details`, `next_next_task_instructions`).
    for (const [path, where] of [
      [[] as string[], d],
      [[UNIT], unit],
    ] as const) {
      for (const [key, value] of Object.entries(where)) {
        if (isFuturePhaseKey(key) && !isBlank(value)) report({ messageId: 'futurePhase', data: { key }, ...dataRange(doc, [...path, key], 'key') });
      }
    }

    const pkg = unit.bounded_context_package;
    for (const [key, what] of [
      ['include_full_user_prompt', 'user prompt'],
      ['include_full_phase_plan', 'phase plan'],
    ] as const) {
      const v = isRecord(pkg) ? pkg[key] : undefined;
      if (v === false) continue;
      const at = isRecord(pkg) && key in pkg ? dataRange(doc, [UNIT, 'bounded_context_package', key]) : atKey('bounded_context_package');
      report({ messageId: 'fullContext', data: { key, actual: showValue(v), what }, ...at, expected: ['false'] });
    }

    // Seed 001 lists the shortcuts inside `phase_bound_next_unit`; a top-level list is read too.
    const inUnit = 'forbidden_shortcuts' in unit;
    const shortcuts = inUnit ? unit.forbidden_shortcuts : d.forbidden_shortcuts;
    const path = inUnit ? [UNIT, 'forbidden_shortcuts'] : ['forbidden_shortcuts'];
    if (!Array.isArray(shortcuts)) {
      if (isBlank(shortcuts))
        report({
          messageId: 'noShortcuts',
          data: { all: codeList(FORBIDDEN_SHORTCUTS) },
          ...(inUnit || doc.yaml.owners.has('forbidden_shortcuts') ? dataRange(doc, path, 'key') : dataRange(doc, [UNIT], 'key')),
        });
      else report({ messageId: 'noShortcuts', data: { all: codeList(FORBIDDEN_SHORTCUTS) }, ...dataRange(doc, path) });
      return;
    }
    const listed = new Set(shortcuts.filter((s): s is string => typeof s === 'string').map((s) => s.trim()));
    for (const shortcut of FORBIDDEN_SHORTCUTS) {
      if (!listed.has(shortcut)) report({ messageId: 'shortcut', data: { shortcut }, ...dataRange(doc, path, 'key') });
    }
  },
});
