import { defineRule } from '../core/lint/rule.js';
import { MAX_FIX_ROUNDS, MAX_REPLAN_ROUNDS, ledgerView } from '../kinds/harness/ledger.js';

export default defineRule({
  id: 'harness-ledger-limits',
  meta: {
    type: 'problem',
    description: 'Fix rounds count 1, 2, … per task up to 5; replan rounds count 1, 2, 3',
    severity: 'error',
    fixable: false,
    kinds: ['harness-ledger'],
    ownsData: { 'harness-ledger': ['/entries/*/round'] },
    messages: {
      fixOrder: 'Unexpected fix round {{round}} for `{{task}}`, expected round {{expected}}',
      fixLimit: 'Unexpected fix round {{round}} for `{{task}}`, expected at most 5 rounds (after round 5 the Breaker rules: park or BLOCKED)',
      replanOrder: 'Unexpected replan round {{round}}, expected round {{expected}}',
      replanLimit: 'Unexpected replan round {{round}}, expected at most 3 (escalate to the user)',
    },
  },
  check({ doc, report }) {
    const fixRounds = new Map<string, number>();
    let replans = 0;
    for (const e of ledgerView(doc).entries) {
      const slot = e.slots.round;
      if (!slot) continue;
      const round = Number(slot.value);
      const at = { start: slot.start, end: slot.end };
      if (e.form === 'fix_round' && e.task) {
        const expected = (fixRounds.get(e.task) ?? 0) + 1;
        if (round > MAX_FIX_ROUNDS) report({ messageId: 'fixLimit', data: { round, task: e.task }, ...at });
        else if (round !== expected) report({ messageId: 'fixOrder', data: { round, task: e.task, expected }, ...at });
        fixRounds.set(e.task, round);
      } else if (e.form === 'replan') {
        const expected = replans + 1;
        if (round > MAX_REPLAN_ROUNDS) report({ messageId: 'replanLimit', data: { round }, ...at });
        else if (round !== expected) report({ messageId: 'replanOrder', data: { round, expected }, ...at });
        replans = round;
      }
    }
  },
});
