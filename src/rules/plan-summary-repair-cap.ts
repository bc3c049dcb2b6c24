import { defineRule } from '../core/rule.js';
import { saySameThing } from '../core/items.js';
import { planSummaryView, roundGoalKey, type GoalRow } from '../kinds/plan-summary/view.js';

/** Seed 002: a repairable problem of one goal is sent back at most 3 times. */
const MAX_REPAIRS = 3;
const COL = { round: 0, goal: 1, reason: 3, result: 4 } as const;

export default defineRule({
  id: 'plan-summary-repair-cap',
  meta: {
    type: 'problem',
    description: 'A goal has at most 3 repair rounds, and each repair changes strategy',
    severity: 'error',
    fixable: false,
    kinds: ['plan-summary'],
    messages: {
      cap: 'Unexpected repair round {{count}} of goal `{{goal}}`, expected at most 3 (stop and give a conclusion, seed 002 step 8)',
      repeat: 'Unexpected repeat of the 打回原因 and 处理结果 of round `{{previous}}` for goal `{{goal}}`, expected a changed strategy',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    const byGoal = new Map<string, GoalRow[]>();
    for (const r of v.rounds) {
      const ref = r.cells[COL.goal]!.text;
      if (!ref) continue;
      const key = roundGoalKey(v, ref);
      const list = byGoal.get(key) ?? [];
      list.push(r);
      byGoal.set(key, list);
    }
    for (const [goal, rows] of byGoal) {
      let repairs = 0;
      rows.forEach((r, i) => {
        if (r.status.state === '未达成') {
          repairs++;
          if (repairs > MAX_REPAIRS) report({ messageId: 'cap', data: { count: repairs, goal }, start: r.row.start, end: r.row.end });
        }
        const prev = rows[i - 1];
        if (!prev) return;
        const same = (col: number) => {
          const a = prev.cells[col]!.text;
          const b = r.cells[col]!.text;
          return a !== '' && b !== '' && saySameThing(a, b);
        };
        if (same(COL.reason) && same(COL.result)) {
          const cell = r.cells[COL.result]!;
          report({
            messageId: 'repeat',
            data: { previous: prev.cells[COL.round]!.text || String(v.rounds.indexOf(prev) + 1), goal },
            start: cell.start,
            end: cell.end,
            cause: [{ start: prev.row.start, end: prev.row.end, message: 'The earlier round with the same reason and handling' }],
          });
        }
      });
    }
  },
});
