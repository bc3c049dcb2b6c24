import { defineRule } from '../core/rule.js';
import { findSection } from '../core/outline.js';
import { realItems, sectionItems } from '../core/items.js';
import { SECTION } from '../kinds/task-state/outline.js';

export const OUTCOMES = ['fixed', 'rejected with evidence', 'accepted as gap', 'requires re-plan'] as const;
const LABEL = { source: /^\s*source\s*[:：]/i, outcome: /^\s*outcome\s*[:：]/i, note: /^\s*note\s*[:：]/i } as const;

/**
 * `<finding> | source: … | outcome: … | note: …`, read by splitting on `|` (linear on any input);
 * the outcome may still hold the template's `a|b|c` alternatives.
 */
function parseFinding(text: string): { finding: string; source: string; outcome: string; note: string } | undefined {
  const parts = text.split('|');
  const at = (label: keyof typeof LABEL) => parts.findIndex((p) => LABEL[label].test(p));
  const s = at('source');
  const o = at('outcome');
  const n = at('note');
  if (s < 1 || o !== s + 1 || n <= o) return undefined;
  const strip = (p: string, label: keyof typeof LABEL) => p.replace(LABEL[label], '').trim();
  const finding = parts.slice(0, s).join('|').trim();
  if (!finding) return undefined;
  return {
    finding,
    source: strip(parts[s]!, 'source'),
    outcome: [strip(parts[o]!, 'outcome'), ...parts.slice(o + 1, n)].join('|').trim(),
    note: [strip(parts[n]!, 'note'), ...parts.slice(n + 1)].join('|').trim(),
  };
}

export default defineRule({
  id: 'task-state-review-findings',
  meta: {
    type: 'problem',
    description: 'Review findings follow `<finding> | source: … | outcome: … | note: …` and are closed on a completed task',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    messages: {
      format: 'Unexpected review finding `{{text}}`, expected `<finding> | source: <…> | outcome: <…> | note: <…>`',
      outcome: 'Unexpected outcome `{{value}}`, expected one of `fixed`, `rejected with evidence`, `accepted as gap`, `requires re-plan`',
      open: 'Unexpected review finding without an outcome on a completed task, expected it closed',
      closeOpen: 'Unexpected `close` with a review finding without an outcome, expected it closed with `fixed`, `rejected with evidence`, `accepted as gap` or `requires re-plan`',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const section = findSection(doc, settings, SECTION.findings);
    // Gate: `close` is judged as if the task were completed.
    const open = gateAction === 'close' ? 'closeOpen' : doc.header.find((h) => h.key === 'WORKFLOW_STATUS')?.value === 'completed' ? 'open' : undefined;
    const completed = open !== undefined;
    for (const item of realItems(sectionItems(doc, section))) {
      const at = { start: item.textStart, end: item.end };
      const m = parseFinding(item.text);
      if (!m) {
        const short = item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text;
        // A bare finding (no `|` parts at all) on a completed task is above all still open.
        if (completed && !item.text.includes('|')) report({ messageId: open, ...at });
        else report({ messageId: 'format', data: { text: short }, ...at });
        continue;
      }
      const outcome = m.outcome;
      // Empty, or the template's alternatives left in place: no outcome chosen yet.
      if (outcome === '' || outcome.includes('|') || /^<.*>$/.test(outcome)) {
        if (completed) report({ messageId: open, ...at });
        continue;
      }
      if (!(OUTCOMES as readonly string[]).includes(outcome)) {
        const start = doc.text.indexOf(outcome, item.textStart);
        report({ messageId: 'outcome', data: { value: outcome }, start: start >= 0 ? start : item.textStart, end: start >= 0 ? start + outcome.length : item.end, expected: [...OUTCOMES] });
      }
    }
  },
});
