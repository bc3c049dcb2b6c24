import { defineRule } from '../core/lint/rule.js';
import { saySameThing } from '../core/model/items.js';
import { isEmptyCell, planSummaryView, type RoundRow } from '../kinds/plan-summary/view.js';

/** Seed 002: a repairable problem of one goal is sent back at most 3 times. */
const MAX_REPAIRS = 3;
const COL = { round: 0, goal: 1, reason: 3, result: 4 } as const;
/** What a 处理结果 says beyond classifying the round (`可修复，第 1 次修复`): the strategy and the re-check. */
const CLASSIFICATION = /可修复|第\s*[0-9一二三四五六七八九十]+\s*次(?:修复|打回)?|修复中|打回修复|打回|repair(?:ed)?|round\s*\d+/gi;

/** Whether a 处理结果 names more than the classification and the repair count. */
function saysStrategy(result: string): boolean {
  return [...result.replace(CLASSIFICATION, '').replace(/[\p{P}\p{S}\s\d]/gu, '')].length >= 4;
}

export default defineRule({
  id: 'plan-summary-repair-cap',
  meta: {
    type: 'problem',
    description: 'A goal has at most 3 repair rounds (and 3 sub-agent review repairs), and each repair changes strategy',
    severity: 'error',
    fixable: false,
    kinds: ['plan-summary'],
    messages: {
      cap: 'Unexpected repair round {{count}} of goal `{{goal}}`, expected at most 3 (stop and give a conclusion, seed 002 step 8)',
      reviewCap: 'Unexpected sub-agent review repair {{count}} of goal `{{goal}}`, expected at most 3 (the review loop has its own cap; then give a conclusion, seed 002 step 8)',
      repeat: 'Unexpected repeat of the 打回原因 and 处理结果 of round `{{previous}}` for goal `{{goal}}`, expected a changed strategy',
      noReason: 'Unexpected repair round of goal `{{goal}}` without a 打回原因, expected why this round failed',
      noStrategy: 'Unexpected 处理结果 `{{result}}` of a repair round of goal `{{goal}}`, expected what changes in the strategy and the evidence it is re-checked with',
      capReached: 'Unexpected `repair` of goal `{{goal}}` after round `{{round}}` stopped its repairs, expected the conclusion (seed 002 step 8)',
    },
  },
  check({ doc, gateAction, report }) {
    const v = planSummaryView(doc);
    const byGoal = new Map<string, RoundRow[]>();
    for (const r of v.rounds) {
      if (!r.goal) continue;
      const list = byGoal.get(r.goal) ?? [];
      list.push(r);
      byGoal.set(r.goal, list);
    }
    for (const [goal, rows] of byGoal) {
      // Only a repairable failure counts (需要用户验收, 授权或决定 and 受阻 take other paths, 002:289-296);
      // a sub-agent review's repairs have their own cap, not shared with 第六步's (002:367). A row is
      // the check that sends the goal back: the third repair row starts the third repair.
      const count = { repair: 0, 'review-repair': 0 };
      rows.forEach((r, i) => {
        if (r.path === 'repair' || r.path === 'review-repair') {
          const n = ++count[r.path];
          if (n > MAX_REPAIRS) report({ messageId: r.path === 'repair' ? 'cap' : 'reviewCap', data: { count: n, goal }, start: r.row.start, end: r.row.end });
          const reason = r.cells[COL.reason]!;
          const result = r.cells[COL.result]!;
          // 002:298: each repair records why it failed, what changed and how it is re-checked.
          if (isEmptyCell(reason.text)) report({ messageId: 'noReason', data: { goal }, start: reason.start, end: reason.end });
          else if (!saysStrategy(result.text)) report({ messageId: 'noStrategy', data: { goal, result: result.text }, start: result.start, end: result.end });
        }
        const prev = rows[i - 1];
        if (!prev) return;
        const same = (col: number) => {
          const a = prev.cells[col]!.text;
          const b = r.cells[col]!.text;
          return !isEmptyCell(a) && !isEmptyCell(b) && saySameThing(a, b);
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
      // Gate: a goal whose newest round stopped the repairs (第八步) is not repaired again.
      const last = rows[rows.length - 1]!;
      if (gateAction === 'repair' && last.path === 'conclusion') {
        report({ messageId: 'capReached', data: { goal, round: last.cells[COL.round]!.text || String(v.rounds.indexOf(last) + 1) }, start: last.row.start, end: last.row.end });
      }
    }
  },
});
