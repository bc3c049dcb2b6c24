import { defineRule } from '../core/lint/rule.js';
import { saySameThing } from '../core/model/items.js';
import { checkpointView } from '../kinds/checkpoint/view.js';
import { affirmed, grams, optionOf, share } from '../kinds/checkpoint/compare.js';

/**
 * A rejected option and a decision name the same choice: the same item, or the option (its reason
 * cut off) 60 % in what the decision affirms (a decision that says "不按金额比例退" agrees with the
 * rejection of "按金额比例拆分").
 */
function sameChoice(decision: string, rejected: string): boolean {
  if (saySameThing(decision, rejected)) return true;
  const option = grams(optionOf(rejected));
  return option.size >= 3 && share(option, affirmed(decision)) >= 0.6;
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
