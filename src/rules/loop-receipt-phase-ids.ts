import { defineRule } from '../core/lint/rule.js';
import { dataRange } from '../kinds/loop/model.js';
import { receiptString, receiptTaskCard, stringField } from '../kinds/loop/runs.js';

export const PHASE_ID_FIELDS = ['controller_phase_id', 'user_requirement_phase_id', 'agent_unit_phase_id'] as const;

export default defineRule({
  id: 'loop-receipt-phase-ids',
  meta: {
    type: 'problem',
    description: 'The three phase ids of a receipt equal those of its task card',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      mismatch: 'Unexpected `{{field}}` `{{actual}}`, expected `{{expected}}` (from task card `{{card}}`)',
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
      report({
        messageId: 'mismatch',
        data: { field: got.key, actual, expected, card: name },
        ...dataRange(doc, [got.key]),
        expected: [expected],
        cause: [{ relPath: card.relPath, ...dataRange(card, [field]), message: `\`${field}\` of the task card` }],
      });
    }
  },
});
