import { defineRule } from '../core/lint/rule.js';
import { planSummaryView } from '../kinds/plan-summary/view.js';

/** Words no one can judge 已达成 or 未达成 by (seed 002 step 4). */
const VAGUE = /完善|优化|支持好|\bimprov(?:e|es|ed|ing|ement)\b|\boptimi[sz](?:e|es|ed|ing|ation)\b|\bbetter\b/i;
/** Engineering checks that are not final goals by themselves (seed 002 step 4). */
const ENGINEERING = /(?:单元|集成|回归|端到端|e2e|自动化)?测试(?:用例)?(?:全部|均|都|已)?通过|脚本(?:已)?存在|文档(?:已)?写(?:了|好)|版本(?:号)?(?:已)?更新(?:了)?/i;
/** Further engineering detail a check-only goal carries: coverage, test files, commands. */
const ENGINEERING_DETAIL =
  /`[^`\n]{1,200}`|(?<![\w/-])[\w/-]{1,100}\.(?:test|spec)\.[A-Za-z]{1,4}\b|(?:测试)?覆盖率 ?(?:不低于|达到|≥|>=|大于|超过)? ?\d{1,3}(?:\.\d{1,3})? ?%?(?:以上)?|\b(?:lint|ci|npm test|build)\b(?: ?(?:通过|全绿))?/gi;
/** A threshold makes a goal measurable (`优化后导出耗时不超过 5 秒`). */
const MEASURABLE = /\d/;
/** Left after removing the check: at most this many characters means the goal is only that check. */
const ONLY_CHECK_REST = 6;

export default defineRule({
  id: 'plan-summary-goal-wording',
  meta: {
    type: 'suggestion',
    description: 'A final goal names a checkable final state, not a vague word or an engineering check',
    severity: 'warn',
    fixable: false,
    kinds: ['plan-summary'],
    messages: {
      vague: 'Unexpected vague word `{{word}}` in final goal `{{goal}}`, expected a final state that can be judged `已达成` or `未达成`',
      engineering: 'Unexpected engineering check `{{goal}}` as a final goal, expected a user-visible final state (keep the check in `内部检查方式`)',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    for (const g of v.goals) {
      const cell = g.cells[1]!;
      const goal = cell.text;
      if (!goal) continue;
      const vague = VAGUE.exec(goal);
      if (vague && !MEASURABLE.test(goal.replace(/`[^`]*`/g, ''))) {
        report({ messageId: 'vague', data: { word: vague[0], goal }, start: cell.start, end: cell.end });
        continue;
      }
      const eng = ENGINEERING.exec(goal);
      if (!eng) continue;
      const rest = goal
        .replace(eng[0], '')
        .replace(ENGINEERING_DETAIL, '')
        .replace(/[\p{P}\p{S}\s]|所有|全部|相关|新增|的|且|并且|和/gu, '');
      if ([...rest].length <= ONLY_CHECK_REST) report({ messageId: 'engineering', data: { goal }, start: cell.start, end: cell.end });
    }
  },
});
