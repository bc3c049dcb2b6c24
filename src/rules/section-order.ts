import { defineRule, type Edit } from '../core/lint/rule.js';
import { outlineView, type OutlineMatch } from '../core/model/outline.js';

/** Indices (into `seq`) of one longest strictly increasing subsequence. */
export function longestIncreasing(seq: number[]): Set<number> {
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
      after: 'Unexpected section `{{section}}` after `{{other}}`, expected it before `{{other}}`',
      before: 'Unexpected section `{{section}}` before `{{other}}`, expected it after `{{other}}`',
      moveBefore: 'Move the whole `{{section}}` section before `{{other}}`',
      moveAfter: 'Move the whole `{{section}}` section after `{{other}}`',
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
    const kept = firsts.filter((_, k) => keep.has(k));
    firsts.forEach((m, i) => {
      if (keep.has(i)) return;
      const s = m.section;
      // Either a section that belongs after it stands above it, or one that belongs before it stands below.
      const above = firsts.slice(0, i).find((o, k) => keep.has(k) && o.index > m.index);
      const below = firsts.slice(i + 1).find((o, k) => keep.has(k + i + 1) && o.index < m.index);
      // Move it before the first kept section that follows it canonically, or after the last one that precedes it.
      const next = kept.find((o) => o.index > m.index);
      const prev = [...kept].reverse().find((o) => o.index < m.index);
      const at = next ? next.section.start : prev ? prev.section.end : undefined;
      let moved = doc.text.slice(s.start, s.end);
      if (!moved.endsWith('\n')) moved = `${moved}\n`;
      const edits: Edit[] =
        at !== undefined && (at < s.start || at > s.end)
          ? [
              { range: [at, at], text: at === doc.text.length && !doc.text.endsWith('\n') ? `\n${moved}` : moved },
              { range: [s.start, s.end], text: '' },
            ]
          : [];
      const suggest = edits.length ? [{ messageId: next ? 'moveBefore' : 'moveAfter', data: { section: s.title, other: (next ?? prev)!.section.title }, edits }] : [];
      if (above) report({ messageId: 'after', data: { section: s.title, other: above.section.title }, start: s.start, end: s.headingEnd, ...(suggest.length ? { suggest } : {}) });
      else if (below) report({ messageId: 'before', data: { section: s.title, other: below.section.title }, start: s.start, end: s.headingEnd, ...(suggest.length ? { suggest } : {}) });
    });
  },
});
