import { defineRule, type Cause } from '../core/rule.js';
import { planSummaryView } from '../kinds/plan-summary/view.js';

/** A clause that claims the task is complete (rules.md: `完成`, `已完成`, `全部达成`, `done`). */
const CLAIM = /全部达成|全部完成|已完成|完成(?!度|率|情况|时间|条件|标准)|\bdone\b/i;
/** A negated or conditional clause claims nothing (`未完成`, `尚未全部达成`, `不能标记完成`, `完成后`). */
const NEGATION = /[未没不无非]|尚|待|仍需|还需|之后|以后|完成后|\bnot\b|n't|\buntil\b|\bbefore\b/i;
/** A clause about one goal or item is a partial statement, not a completion claim. */
const PARTIAL = /(?:目标|事项|计划|轮|第)\s*(?:[#＃]\s*)?[0-9一二三四五六七八九十]/;

export default defineRule({
  id: 'plan-summary-conclusion',
  meta: {
    type: 'problem',
    description: '`当前结论` claims completion only when every goal is `已达成`',
    severity: 'error',
    fixable: false,
    kinds: ['plan-summary'],
    messages: {
      claim: 'Unexpected completion claim `{{claim}}` while goal `{{goal}}` is {{status}}, expected every goal `已达成` before claiming completion',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    if (!v.conclusion || v.goals.length === 0) return;
    const unmet = v.goals.filter((g) => g.status.state !== '已达成');
    if (unmet.length === 0) return;
    const { text, start } = v.conclusion;
    const src = doc.text.slice(start, start + text.length);
    // Clauses end at sentence or clause punctuation and line breaks.
    for (const m of src.matchAll(/[^。；;！!？?，,\n]+/g)) {
      const clause = m[0];
      const claim = CLAIM.exec(clause);
      if (!claim) continue;
      if (NEGATION.test(clause.slice(0, claim.index + claim[0].length + 1)) || PARTIAL.test(clause)) continue;
      const first = unmet[0]!;
      const at = start + m.index + claim.index;
      const cause: Cause[] = unmet.map((g) => ({ start: g.cells[4]!.start, end: g.cells[4]!.end, message: `Goal \`${g.cells[0]!.text}\` is not \`已达成\`` }));
      report({
        messageId: 'claim',
        data: { claim: clause.trim(), goal: first.cells[0]!.text || first.cells[1]!.text, status: first.status.text ? `\`${first.status.text}\`` : 'not started' },
        start: at,
        end: at + claim[0].length,
        cause,
      });
      return;
    }
  },
});
