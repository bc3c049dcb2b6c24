import { defineRule } from '../core/lint/rule.js';
import { trimEndChars } from '../core/model/text.js';
import { checkpointView, typeMarkIn, unquoted } from '../kinds/checkpoint/view.js';
import { comparable, covers, grams } from '../kinds/checkpoint/compare.js';

/** Words that say the user has not accepted it (yet). */
// A status named so (`待确认的订单`, `未确认状态`) is a name, not a note on the decision.
const UNCONFIRMED =
  /(?:尚未确认|未确认|待确认)(?![的状订记])|待用户确认|未经确认|没有确认|还没(?:有)?(?:拍板|决定|确认)|尚未(?:拍板|决定|定夺)|未拍板|没拍板|用户(?:只是|目前|暂时)?倾向(?:于)?(?:这个|该|此)?方案|倾向于|暂定|(?<!确)待定|(?:还|仍|正)在考虑|等(?:待)?用户(?:最终)?(?:拍板|确认|决定)|(?:还|仍)(?:要|需|需要)?再?(?:讨论|商量|确认)|待讨论|再议|以后再定|下次再(?:聊|议|定)|^\s*建议|可能是|也许|或许|\bTBD\b|\bnot\s+(?:yet\s+)?decided\b|\bunconfirmed\b|\bnot\s+(?:yet\s+)?confirmed\b/i;
/**
 * A confirmation in its abbreviated form (003:9: "interpret the abbreviation … and save the complete
 * decision proposition"): `同意方案 B`, `选 A`, `就按方案二`, `OK`.
 */
const ABBREVIATED =
  /^(?:用户)?(?:同意|确认|接受|采纳|选择?|采用|就按|按|就用|用|定|走)?了?(?:方案|选项|option|plan)[a-z0-9一二三四五六七八九十甲乙丙丁]{1,3}(?:吧|了)?$|^(?:同意|可以|好的?|行|ok|okay|没问题|就这样|就这么办|确认|yes|agreed|同上|lgtm)$|^(?:(?:同意|可以|好的?|行|ok)[，,]?)?(?:按你说的(?:做|来|办)?|同意ai的(?:建议|方案)|(?:按|选|用)第[一二三四五六七八九十\d]{1,2}个(?:方案|选项)?(?:来|做|办)?)$/i;
/** Words that point elsewhere for the content (`见 spec`, `详见计划`, `see the spec`). */
const REFERENCE_WORDS = ['详见', '参见', '请见', '见', '参考', 'see'];

/** Where a trailing reference starts (`导出格式：见 spec` → at `见`): a word, then one token to the end. */
function referenceAt(text: string): number | undefined {
  let best: number | undefined;
  for (const w of REFERENCE_WORDS) {
    const at = text.lastIndexOf(w);
    if (at === -1 || (best !== undefined && at <= best)) continue;
    const before = text[at - 1];
    const rest = text.slice(at + w.length).trim();
    if ((before === undefined || /[\s:：，,]/.test(before)) && rest !== '' && !/\s/.test(rest)) best = at;
  }
  return best;
}
/** Connectives after which a statement gives its reason. */
const BECAUSE = /因为|由于|因而|所以|以便|这样|because|since|so\s+that/i;
/** A reason the user gave is part of what was discussed (003:26), not the agent's judgement. */
const USER_SAID = /^(?:用户|客户|产品|业务方|需求方|the\s+user)\s*(?:说|提到|指出|反馈|表示|确认|要求|说过|提过|said|says|mentioned|asked)/i;

function withoutPunctuation(text: string): string {
  return text.replace(/[\p{P}\p{S}]/gu, '').trim();
}

export default defineRule({
  id: 'checkpoint-decision-proposition',
  meta: {
    type: 'problem',
    description: 'Every item of `已确认决策` is a complete decision proposition the user accepted: no candidate or AI inference, no abbreviation, no bare reference, no agent judgement merged into it',
    severity: 'error',
    fixable: false,
    kinds: ['checkpoint'],
    messages: {
      marked: 'Unexpected `{{type}}` item `{{item}}` in `已确认决策`, expected only decisions the user accepted (keep it in `候选与 AI 推断`)',
      unconfirmed: 'Unexpected unconfirmed item `{{item}}` in `已确认决策`, expected only decisions the user explicitly accepted (an unconfirmed plan is a `[候选]`)',
      abbreviated: 'Unexpected abbreviated confirmation `{{item}}` in `已确认决策`, expected the complete decision proposition it confirms',
      onlyReference: 'Unexpected decision `{{item}}` that only points to a carrier, expected its complete content here with the reference attached',
      mergedInference: 'Unexpected agent judgement `{{reason}}` inside the decision `{{item}}`, expected it recorded separately as `[AI 推断]` (confirming a plan does not confirm its premises)',
    },
  },
  check({ doc, report }) {
    const v = checkpointView(doc);
    const inferences = (v.items.candidates ?? []).filter((c) => c.type === 'AI 推断' && !c.none);
    for (const d of v.items.decisions ?? []) {
      if (d.none || d.raw === '') continue;
      const item = doc.text.slice(d.textStart, d.textEnd);
      const at = { start: d.textStart, end: d.textEnd };
      const type = typeMarkIn(d.raw);
      if (type) {
        report({ messageId: 'marked', data: { type, item }, ...at });
        continue;
      }
      // A quoted word is a name (`订单状态为“待确认”的订单`), not a note on the decision.
      if (UNCONFIRMED.test(unquoted(d.raw))) {
        report({ messageId: 'unconfirmed', data: { item }, ...at });
        continue;
      }
      const bare = trimEndChars(comparable(d.text), '。.!！').trim();
      if (ABBREVIATED.test(bare.replace(/\s+/g, ''))) {
        report({ messageId: 'abbreviated', data: { item }, ...at });
        continue;
      }
      const ref = referenceAt(bare);
      if (ref !== undefined && withoutPunctuation(bare.slice(0, ref)).length <= 8) {
        report({ messageId: 'onlyReference', data: { item }, ...at });
        continue;
      }
      // 003:9: a decision and unverified agent judgement in one statement are recorded separately.
      const because = BECAUSE.exec(d.text);
      if (because && inferences.length) {
        const reason = d.text.slice(because.index + because[0].length).replace(/^[\s,，:：]+/, '');
        if (!USER_SAID.test(reason) && grams(reason).size >= 4 && inferences.some((i) => covers(reason, i.text) >= 0.5))
          report({ messageId: 'mergedInference', data: { reason: `${because[0]}${reason}`.replace(/[。.]$/, ''), item }, ...at });
      }
    }
  },
});
