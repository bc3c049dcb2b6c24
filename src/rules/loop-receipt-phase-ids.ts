import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { dataAt, dataRange, isRecord } from '../kinds/loop/model.js';
import { receiptString, receiptTaskCard, rosterRuns, runOf, stringField } from '../kinds/loop/runs.js';

export const PHASE_ID_FIELDS = ['controller_phase_id', 'user_requirement_phase_id', 'agent_unit_phase_id'] as const;

/**
 * The local stages of an agent unit that seed 001 names as `agent_unit_phase_id` values (001:442
 * "agent_unit_phase_id=restore_contract/collect_locator/produce_locator/self_check/handoff_review",
 * 001:450, 001:220-232).
 */
const SEED_UNIT_STAGES = new Set(['restore_contract', 'collect_or_execute', 'collect_locator', 'produce_artifact', 'produce_locator', 'self_check', 'handoff_review']);

/** The phase ids of a card's `agent_unit_phase_plan` (top level, or in its `unit_scope`). */
function planPhases(card: WfDocument): Set<string> {
  const out = new Set<string>();
  for (const path of [['agent_unit_phase_plan'], ['unit_scope', 'agent_unit_phase_plan']]) {
    const plan = dataAt(card.data, path);
    if (!Array.isArray(plan)) continue;
    for (const p of plan) if (isRecord(p) && typeof p.phase_id === 'string' && p.phase_id.trim() !== '') out.add(p.phase_id.trim());
  }
  return out;
}

export default defineRule({
  id: 'loop-receipt-phase-ids',
  meta: {
    type: 'problem',
    description: "The controller and user-requirement phase ids of a receipt equal its task card's; its agent unit phase is the card's, one of the card's unit plan or the run's own",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      mismatch: 'Unexpected `{{field}}` `{{actual}}`, expected `{{expected}}` (from task card `{{card}}`)',
      unitPhase: "Unexpected `agent_unit_phase_id` `{{actual}}`, expected `{{expected}}` (from task card `{{card}}`), a phase of its `agent_unit_phase_plan` or the run's own id in its roster entry",
    },
  },
  check({ doc, workspace, report }) {
    const card = receiptTaskCard(doc, workspace);
    if (!card) return;
    const name = card.relPath.slice(card.relPath.lastIndexOf('/TASKS/') + 1);
    for (const field of PHASE_ID_FIELDS) {
      const got = receiptString(doc, field);
      const expected =
        stringField(card, [field]) ??
        (field === 'user_requirement_phase_id' ? stringField(card, ['task_phase_id']) : field === 'controller_phase_id' ? stringField(card, ['loop_level_phase_id']) : undefined);
      if (got === undefined || expected === undefined || got.value === expected) continue;
      const actual = got.value;
      const cause = [{ relPath: card.relPath, ...dataRange(card, [field]), message: `\`${field}\` of the task card` }];
      if (field === 'agent_unit_phase_id') {
        // Seed 001:527: every sub-agent of a unit has its own agent_unit_phase_id; it works in a
        // local stage of the unit (001:442, 001:450), a phase of the card's unit plan, or the id its
        // roster entry gives it.
        const entry = rosterRuns(workspace, doc.loopHome ?? '').get(runOf(doc, workspace).dir);
        const own = entry?.card === card ? entry.entry.agent_unit_phase_id : undefined;
        if (SEED_UNIT_STAGES.has(actual) || planPhases(card).has(actual) || (typeof own === 'string' && own.trim() === actual)) continue;
        report({ messageId: 'unitPhase', data: { actual, expected, card: name }, ...dataRange(doc, [got.key]), expected: [expected], cause });
        continue;
      }
      report({ messageId: 'mismatch', data: { field: got.key, actual, expected, card: name }, ...dataRange(doc, [got.key]), expected: [expected], cause });
    }
  },
});
