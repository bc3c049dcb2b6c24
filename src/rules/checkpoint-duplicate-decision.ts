import { defineRule } from '../core/lint/rule.js';
import { saySameThing } from '../core/model/items.js';
import { allItems, checkpointView, itemTypeOf, replacedMark, sectionName, typeMarkIn, type CheckpointItem } from '../kinds/checkpoint/view.js';
import type { SectionKey } from '../kinds/checkpoint/outline.js';
import { covers, differentCases, differentValues, grams, optionOf, wordExchanged } from '../kinds/checkpoint/compare.js';

/** Pairs other rules own (one violation, one message): an open question vs. a decided item, a decision vs. a rejected option. */
function ownedElsewhere(a: SectionKey, b: SectionKey): boolean {
  const pair = new Set([a, b]);
  if (pair.size === 1) return false;
  if (pair.has('openQuestions') && (pair.has('decisions') || pair.has('rejected'))) return true;
  return pair.has('decisions') && pair.has('rejected');
}

/** Sections that hold a decision's summary, boundary or reference, never its complete body (003:13, 003:25). */
const SUMMARY_SECTIONS: readonly SectionKey[] = ['goals', 'candidates', 'nonGoals', 'carriers'];
/** A decision's complete body is in another item when this share of its content is there. */
const BODY_SHARE = 0.85;
/** Two decisions that share this much of the shorter one's content are one decision written twice. */
const TWICE_SHARE = 0.7;
/** Too little content to tell a copy from a coincidence. */
const MIN_GRAMS = 6;

export default defineRule({
  id: 'checkpoint-duplicate-decision',
  meta: {
    type: 'problem',
    description: 'A decision has one complete body, in `已确认决策`; no item stands twice',
    severity: 'error',
    fixable: false,
    kinds: ['checkpoint'],
    messages: {
      elsewhere: 'Unexpected copy of `{{item}}` in `{{section}}`, expected its complete body only in `已确认决策`',
      twice: 'Unexpected second `{{item}}` in `{{section}}`, expected each item once',
      body: 'Unexpected complete body of the decision `{{decision}}` in `{{section}}`, expected only a summary, a boundary or a reference there (`已确认决策` holds the body)',
      rejectedCandidate: 'Unexpected candidate `{{item}}` that `已否决方案` rejects, expected it removed from `候选与 AI 推断` (the user decided against it)',
    },
  },
  check({ doc, report }) {
    const v = checkpointView(doc);
    // An item in 已确认决策 that carries a type mark is checkpoint-decision-proposition's finding; a
    // struck or replaced item is checkpoint-replaced-content's (one violation, one message).
    const items = allItems(v).filter((i) => i.section !== 'carriers' && !i.none && i.text !== '' && !(i.section === 'decisions' && typeMarkIn(i.raw)) && replacedMark(i) === undefined);
    const reported = new Set<CheckpointItem>();
    for (let j = 0; j < items.length; j++) {
      const b = items[j]!;
      for (let i = 0; i < j; i++) {
        const a = items[i]!;
        if (reported.has(a) || ownedElsewhere(a.section, b.section)) continue;
        const twiceInDecisions = a.section === 'decisions' && b.section === 'decisions' && sameDecision(a.text, b.text);
        if (!twiceInDecisions && !saySameThing(a.text, b.text)) continue;
        // Report the copy outside 已确认决策 (the later one when neither or both are there); a rejected
        // candidate is the candidate's mistake, not a decision's copy.
        const [home, copy] = (b.section === 'decisions' && a.section !== 'decisions') || (b.section === 'rejected' && a.section === 'candidates') ? [b, a] : [a, b];
        const item = doc.text.slice(copy.textStart, copy.textEnd);
        const messageId = home.section === 'rejected' && copy.section === 'candidates' ? 'rejectedCandidate' : home.section === copy.section ? 'twice' : 'elsewhere';
        report({
          messageId,
          data: { item, section: sectionName(copy.section) },
          start: copy.textStart,
          end: copy.textEnd,
          cause: [{ start: home.textStart, end: home.textEnd, message: `Also in \`${sectionName(home.section)}\`` }],
        });
        reported.add(copy);
        break;
      }
    }
    // A candidate that names the option a rejected item rejects (its reason appended or not).
    // An AI inference is the agent's estimate, not an option the user proposed: only candidates.
    for (const c of v.items.candidates ?? []) {
      if (c.none || reported.has(c) || itemTypeOf(c.raw)?.type === 'AI 推断') continue;
      const r = (v.items.rejected ?? []).find((x) => !x.none && grams(optionOf(x.text)).size >= 3 && covers(optionOf(x.text), c.text) >= 0.8);
      if (!r) continue;
      reported.add(c);
      report({
        messageId: 'rejectedCandidate',
        data: { item: doc.text.slice(c.textStart, c.textEnd) },
        start: c.textStart,
        end: c.textEnd,
        cause: [{ start: r.textStart, end: r.textEnd, message: 'Rejected in `已否决方案`' }],
      });
    }
    // A decision's complete body inside a summary, a boundary or a carrier reference.
    const decisions = (v.items.decisions ?? []).filter((d) => !d.none && !typeMarkIn(d.raw) && grams(d.text).size >= MIN_GRAMS);
    for (const key of SUMMARY_SECTIONS) {
      for (const it of v.items[key] ?? []) {
        if (it.none || reported.has(it)) continue;
        // The shared content first (memoised grams): most pairs share little.
        const d = decisions.find((x) => covers(x.text, it.text) >= BODY_SHARE && !saySameThing(x.text, it.text) && !wordExchanged(x.text, it.text));
        if (!d) continue;
        const decision = doc.text.slice(d.textStart, d.textEnd);
        report({ messageId: 'body', data: { decision, section: sectionName(key) }, start: it.textStart, end: it.textEnd, cause: [{ start: d.textStart, end: d.textEnd, message: 'The decision' }] });
      }
    }
  },
});

/** Two decisions that are one written twice: the shorter one's content is mostly in the longer one. */
function sameDecision(a: string, b: string): boolean {
  // The shared content first: items are compared pairwise and most pairs share little.
  const [short, long] = grams(a).size <= grams(b).size ? [a, b] : [b, a];
  if (grams(short).size < MIN_GRAMS || covers(short, long) < TWICE_SHARE) return false;
  return !differentCases(a, b) && !differentValues(a, b) && !wordExchanged(a, b);
}
