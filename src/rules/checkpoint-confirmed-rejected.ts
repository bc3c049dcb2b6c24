import { defineRule } from '../core/lint/rule.js';
import { saySameThing } from '../core/model/items.js';
import { checkpointView } from '../kinds/checkpoint/view.js';
import { affirmed, clauses, grams, negates, optionOf } from '../kinds/checkpoint/compare.js';
import { share } from '../core/model/text.js';

/** Words that widen an option's scope: `所有评价都进入人工审核` is another choice than the decision that narrows it. */
const SCOPE = /所有|全部|一律|纯|\ball\b|\bevery\b/i;

/**
 * The same frame with one short part exchanged (`通过站内信通知` / `通过短信通知`): two alternatives of
 * one choice, not the same choice.
 */
function substitutes(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  let p = 0;
  while (p < x.length && p < y.length && x[p] === y[p]) p++;
  let s = 0;
  while (s < x.length - p && s < y.length - p && x[x.length - 1 - s] === y[y.length - 1 - s]) s++;
  const mx = x.length - p - s;
  const my = y.length - p - s;
  return mx > 0 && my > 0 && mx <= 6 && my <= 6 && p + s >= 0.6 * Math.min(x.length, y.length);
}

/**
 * A rejected option and a decision name the same choice: the same item, or the option (its reason
 * cut off) 60 % in what the decision affirms (a decision that says "不按金额比例退" agrees with the
 * rejection of "按金额比例拆分"), unless the option is another alternative of the choice: the
 * decision's frame with one part exchanged, a name (a Latin word, a number) the decision does not
 * give, the decision negated, or the decision widened.
 */
function sameChoice(decision: string, rejected: string): boolean {
  if (saySameThing(decision, rejected)) return true;
  const optionText = optionOf(rejected);
  const option = grams(optionText);
  if (option.size < 3 || share(option, affirmed(decision)) < 0.6) return false;
  // A name the option gives that the decision lacks (`Excel` / `CSV`, `xlsx`) is another choice.
  const said = grams(decision);
  for (const g of option) if (/^[a-z0-9]/.test(g) && !said.has(g)) return false;
  const head = clauses(optionText)[0] ?? '';
  if (clauses(decision).some((c) => substitutes(c, head))) return false;
  if (negates(optionText, decision)) return false;
  return !(SCOPE.test(optionText) && !SCOPE.test(decision));
}

export default defineRule({
  id: 'checkpoint-confirmed-rejected',
  meta: {
    type: 'problem',
    description: 'No item is both a confirmed decision and a rejected option',
    severity: 'error',
    fixable: false,
    kinds: ['checkpoint'],
    messages: {
      opposed: 'Unexpected rejected option `{{item}}` that is also a confirmed decision, expected one current conclusion',
    },
  },
  check({ doc, report }) {
    const v = checkpointView(doc);
    const decisions = (v.items.decisions ?? []).filter((i) => !i.none);
    for (const r of v.items.rejected ?? []) {
      if (r.none) continue;
      const d = decisions.find((x) => sameChoice(x.text, r.text));
      if (!d) continue;
      report({
        messageId: 'opposed',
        data: { item: doc.text.slice(r.textStart, r.textEnd) },
        start: r.textStart,
        end: r.textEnd,
        cause: [{ start: d.textStart, end: d.textEnd, message: 'Confirmed in `已确认决策`' }],
      });
    }
  },
});
