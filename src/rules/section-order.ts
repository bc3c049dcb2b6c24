import { defineRule, type Edit } from '../core/rule.js';
import { outlineView, type OutlineMatch } from '../core/outline.js';

/** Indices (into `seq`) of one longest strictly increasing subsequence. */
function longestIncreasing(seq: number[]): Set<number> {
  const tails: number[] = [];
  const prev: number[] = new Array<number>(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seq[tails[mid]!]! < seq[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let k = tails.length ? tails[tails.length - 1]! : -1; k !== -1; k = prev[k]!) keep.add(k);
  return keep;
}

export default defineRule({
  id: 'section-order',
  meta: {
    type: 'suggestion',
    description: 'Required sections stand in their canonical order',
    severity: 'warn',
    fixable: 'suggest',
    kinds: 'markdown',
    messages: {
      order: 'Unexpected section `{{section}}` after `{{after}}`, expected it before `{{after}}`',
      move: 'Move the whole `{{section}}` section before `{{after}}`',
    },
  },
  check({ doc, settings, report }) {
    // The first section of each canonical heading decides the order.
    const seen = new Set<string>();
    const firsts: OutlineMatch[] = [];
    for (const m of outlineView(doc, settings).matches) {
      if (seen.has(m.canonical.text)) continue;
      seen.add(m.canonical.text);
      firsts.push(m);
    }
    const keep = longestIncreasing(firsts.map((m) => m.index));
    firsts.forEach((m, i) => {
      if (keep.has(i)) return;
      // The first kept section that should come after this one: move before it.
      const target = firsts.find((o, k) => keep.has(k) && o.index > m.index);
      const after = firsts.slice(0, i).reverse().find((o) => o.index > m.index) ?? target;
      if (!after) return;
      const s = m.section;
      let moved = doc.text.slice(s.start, s.end);
      if (!moved.endsWith('\n')) moved += '\n';
      const edits: Edit[] = target ? [{ range: [target.section.start, target.section.start], text: moved }, { range: [s.start, s.end], text: '' }] : [];
      report({
        messageId: 'order',
        data: { section: s.title, after: after.section.title },
        start: s.start,
        end: s.headingEnd,
        ...(edits.length ? { suggest: [{ messageId: 'move', data: { section: s.title, after: target!.section.title }, edits }] } : {}),
      });
    });
  },
});
