import { defineRule } from '../core/lint/rule.js';
import { saySameThing } from '../core/model/items.js';
import { checkpointView, sectionName, typeMarkIn, type CheckpointItem } from '../kinds/checkpoint/view.js';
import { answers, optionOf } from '../kinds/checkpoint/compare.js';

/** The item's bytes with its line break (what removing it from the list deletes). */
function itemRange(text: string, item: CheckpointItem): [number, number] {
  let end = item.end;
  if (text.startsWith('\r\n', end)) end += 2;
  else if (text[end] === '\n') end += 1;
  let start = item.start;
  while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
  return [start, end];
}

export default defineRule({
  id: 'checkpoint-open-question-resolved',
  meta: {
    type: 'problem',
    description: 'Nothing already adjudicated stays in `待讨论问题`',
    severity: 'error',
    fixable: 'suggest',
    kinds: ['checkpoint'],
    ownsData: { checkpoint: ['/openQuestions/*/resolved'] },
    messages: {
      marked: 'Unexpected resolved question `{{item}}` (marked `{{mark}}`) in `待讨论问题`, expected only undecided questions',
      decided: 'Unexpected question `{{item}}` in `待讨论问题` already decided in `{{section}}`, expected only undecided questions',
      remove: 'Remove it from `待讨论问题`',
      // Gate checks (`wflint gate`): the step judged as if it were taken.
      closeOpen: 'Unexpected open question `{{item}}` at `close`, expected the discussion concluded (no question left in `待讨论问题`)',
      awaitNone: 'Unexpected `await_user` with no open question, expected a question in `待讨论问题` to ask (with none, restoring says nothing is unresolved and stops)',
    },
  },
  check({ doc, gateAction, report }) {
    const v = checkpointView(doc);
    // A candidate or an inference written into 已确认决策 decides nothing (checkpoint-decision-proposition).
    const decided = [...(v.items.decisions ?? []).filter((d) => !typeMarkIn(d.raw)), ...(v.items.rejected ?? [])].filter((i) => !i.none);
    // Whether the user can still be asked anything (await_user): an undecided question left open.
    let askable = false;
    for (const q of v.items.openQuestions ?? []) {
      if (q.none || q.raw === '') continue;
      // An item with lines of its own below it (sub-items, notes) holds more than the question:
      // removing it is the writer's call, so nothing is suggested.
      const suggest = /[\r\n]/.test(doc.text.slice(q.start, q.end).trimEnd()) ? undefined : [{ messageId: 'remove', edits: [{ range: itemRange(doc.text, q), text: '' }] }];
      const item = doc.text.slice(q.textStart, q.textEnd);
      if (q.resolved) {
        report({ messageId: 'marked', data: { item, mark: q.resolved }, start: q.textStart, end: q.textEnd, ...(suggest ? { suggest } : {}) });
        continue;
      }
      // The same item, or a decision (a rejected option) that answers one of its alternatives.
      const same = decided.find((d) => saySameThing(d.text, q.text)) ?? decided.find((d) => answers(d.section === 'rejected' ? optionOf(d.text) : d.text, q.text));
      if (same) {
        report({
          messageId: 'decided',
          data: { item, section: sectionName(same.section) },
          start: q.textStart,
          end: q.textEnd,
          ...(suggest ? { suggest } : {}),
          cause: [{ start: same.textStart, end: same.textEnd, message: `Adjudicated in \`${sectionName(same.section)}\`` }],
        });
        continue;
      }
      askable = true;
      if (gateAction === 'close') report({ messageId: 'closeOpen', data: { item }, start: q.textStart, end: q.textEnd });
    }
    // An adjudicated question is nothing to ask (003:31-32): with none undecided, restoring stops.
    if (gateAction === 'await_user' && !askable) {
      const h1 = v.h1s[0];
      report({ messageId: 'awaitNone', start: h1?.start ?? 0, end: h1?.headingEnd ?? 0 });
    }
  },
});
