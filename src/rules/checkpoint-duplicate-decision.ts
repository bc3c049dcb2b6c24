import { defineRule } from '../core/rule.js';
import { saySameThing } from '../core/items.js';
import { allItems, checkpointView, sectionName, type CheckpointItem } from '../kinds/checkpoint/view.js';
import type { SectionKey } from '../kinds/checkpoint/outline.js';

/** Pairs other rules own (one violation, one message): an open question vs. a decided item, a decision vs. a rejected option. */
function ownedElsewhere(a: SectionKey, b: SectionKey): boolean {
  const pair = new Set([a, b]);
  if (pair.size === 1) return false;
  if (pair.has('openQuestions') && (pair.has('decisions') || pair.has('rejected'))) return true;
  return pair.has('decisions') && pair.has('rejected');
}

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
    },
  },
  check({ doc, report }) {
    const v = checkpointView(doc);
    // Carriers reference decisions; they are not copies of them.
    const items = allItems(v).filter((i) => i.section !== 'carriers' && !i.none && i.text !== '');
    const reported = new Set<CheckpointItem>();
    for (let j = 0; j < items.length; j++) {
      const b = items[j]!;
      for (let i = 0; i < j; i++) {
        const a = items[i]!;
        if (reported.has(a) || ownedElsewhere(a.section, b.section) || !saySameThing(a.text, b.text)) continue;
        // Report the copy outside 已确认决策 (the later one when neither or both are there).
        const [home, copy] = b.section === 'decisions' && a.section !== 'decisions' ? [b, a] : [a, b];
        const item = doc.text.slice(copy.textStart, copy.textEnd);
        report({
          messageId: home.section === copy.section ? 'twice' : 'elsewhere',
          data: { item, section: sectionName(copy.section) },
          start: copy.textStart,
          end: copy.textEnd,
          cause: [{ start: home.textStart, end: home.textEnd, message: `Also in \`${sectionName(home.section)}\`` }],
        });
        reported.add(copy);
        break;
      }
    }
  },
});
