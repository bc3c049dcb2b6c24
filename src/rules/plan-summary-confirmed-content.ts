import { defineRule } from '../core/lint/rule.js';
import { planSummaryView } from '../kinds/plan-summary/view.js';

/** A suggestion written as if decided (002:143: 待确认建议不能写成“默认技术决策”). */
const DEFAULT_DECISION = /默认(?:的)?(?:技术)?(?:决策|决定|方案)/;

export default defineRule({
  id: 'plan-summary-confirmed-content',
  meta: {
    type: 'problem',
    description: '`已确认内容` and the plan hold what the user confirmed: no pending suggestion written as a default technical decision',
    severity: 'error',
    fixable: false,
    kinds: ['plan-summary'],
    messages: {
      defaultDecision: 'Unexpected `{{phrase}}` in {{where}}, expected the suggestion confirmed by the user or marked `待确认` (a suggestion is not a default technical decision)',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    for (const r of v.confirmed) {
      for (const cell of r.cells) {
        const m = DEFAULT_DECISION.exec(cell.text);
        if (!m) continue;
        const start = doc.text.indexOf(m[0], cell.start);
        report({ messageId: 'defaultDecision', data: { phrase: m[0], where: '`已确认内容`' }, start, end: start + m[0].length });
        break;
      }
    }
    for (const item of v.plan) {
      const l = item.labels.get('已确认');
      const m = l ? DEFAULT_DECISION.exec(l.value) : null;
      if (!l || !m) continue;
      const start = doc.text.indexOf(m[0], l.start);
      report({
        messageId: 'defaultDecision',
        data: { phrase: m[0], where: `\`已确认：\` of plan item \`${item.title}\`` },
        ...(start >= 0 && start < l.end ? { start, end: start + m[0].length } : { start: l.start, end: l.end }),
      });
    }
  },
});
