import { defineRule } from '../core/lint/rule.js';
import { checkpointView, replacedMark, typeMarkIn, type CheckpointItem } from '../kinds/checkpoint/view.js';
import { clash, negates } from '../kinds/checkpoint/compare.js';

/** Items that are no current conclusion (struck, or marked replaced: checkpoint-replaced-content). */
const live = (i: CheckpointItem) => !i.none && i.raw !== '' && replacedMark(i) === undefined;

export default defineRule({
  id: 'checkpoint-opposing-conclusions',
  meta: {
    type: 'problem',
    description:
      'No two current conclusions oppose each other: two decisions with one value exchanged, a non-goal that negates a decision, a candidate or inference that still assumes a replaced decision',
    severity: 'error',
    fixable: false,
    kinds: ['checkpoint'],
    messages: {
      decisions: 'Unexpected decision `{{item}}` that opposes `{{other}}`, expected one current conclusion (an adjudicated conflict keeps only the new decision; an open one goes to `待讨论问题`)',
      nonGoal: 'Unexpected non-goal `{{item}}` that negates the decision `{{other}}`, expected the non-goal and the decision to agree',
      stale: 'Unexpected {{type}} `{{item}}` that assumes the opposite of the decision `{{other}}`, expected content that depended on a replaced decision removed or rewritten',
    },
  },
  check({ doc, report }) {
    const v = checkpointView(doc);
    const text = (i: CheckpointItem) => doc.text.slice(i.textStart, i.textEnd);
    const decisions = (v.items.decisions ?? []).filter((d) => live(d) && !typeMarkIn(d.raw));
    const cause = (d: CheckpointItem) => [{ start: d.textStart, end: d.textEnd, message: 'The decision' }];
    // 003:12: no opposing current conclusions (the later of two decisions is reported).
    const conflicting = new Set<CheckpointItem>();
    for (let j = 1; j < decisions.length; j++) {
      const b = decisions[j]!;
      const a = decisions.slice(0, j).find((x) => clash(x.text, b.text) || negates(b.text, x.text) || negates(x.text, b.text));
      if (!a) continue;
      report({ messageId: 'decisions', data: { item: text(b), other: text(a) }, start: b.textStart, end: b.textEnd, cause: cause(a) });
      conflicting.add(a).add(b);
    }
    // Against the decisions that hold (two that oppose each other are already one finding).
    const holding = decisions.filter((d) => !conflicting.has(d));
    for (const n of (v.items.nonGoals ?? []).filter(live)) {
      const d = holding.find((x) => negates(n.text, x.text));
      if (d) report({ messageId: 'nonGoal', data: { item: text(n), other: text(d) }, start: n.textStart, end: n.textEnd, cause: cause(d) });
    }
    // 003:11-12: a candidate or an inference that assumes what a decision replaced is stale.
    for (const c of (v.items.candidates ?? []).filter(live)) {
      const d = holding.find((x) => clash(x.text, c.text) || negates(c.text, x.text));
      if (d) report({ messageId: 'stale', data: { type: c.type === 'AI 推断' ? 'AI inference' : 'candidate', item: text(c), other: text(d) }, start: c.textStart, end: c.textEnd, cause: cause(d) });
    }
  },
});
