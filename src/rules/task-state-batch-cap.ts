import { defineRule } from '../core/lint/rule.js';
import { baseVersion } from '../core/lint/workspace-view.js';
import { changedSinceBase } from '../kinds/task-state/view.js';

/** Net changed lines between two texts: |added − removed| is not it; seed 000 counts lines touched. */
export function netChangedLines(before: string, after: string): number {
  const a = before.replace(/\r\n/g, '\n').split('\n');
  const b = after.replace(/\r\n/g, '\n').split('\n');
  // Multiset difference: lines added plus lines removed, moves within the file not counted.
  const count = new Map<string, number>();
  for (const l of a) count.set(l, (count.get(l) ?? 0) + 1);
  let added = 0;
  for (const l of b) {
    const n = count.get(l) ?? 0;
    if (n > 0) count.set(l, n - 1);
    else added++;
  }
  let removed = 0;
  for (const n of count.values()) removed += n;
  return Math.max(added, removed);
}

export default defineRule({
  id: 'task-state-batch-cap',
  meta: {
    type: 'suggestion',
    description: 'One task-state update changes at most ~50 net lines (seed 000 §9.5)',
    severity: 'warn',
    fixable: false,
    gitAware: true,
    kinds: ['task-state'],
    options: {
      type: 'object',
      additionalProperties: false,
      properties: { maxNetLines: { type: 'integer', minimum: 1, description: 'Net changed lines allowed in one update' } },
    },
    defaultOptions: { maxNetLines: 50 },
    messages: {
      tooBig: 'Unexpected {{lines}} net changed lines since `{{base}}`, expected at most {{max}} per update: record an intermediate state update',
    },
  },
  check({ doc, workspace, options, report }) {
    const git = workspace.git;
    if (!git) return;
    const at = baseVersion(git, doc);
    if (at === undefined || changedSinceBase(doc.text, at.text) !== true) return;
    const baseText = at.text;
    // 000 §9.5 caps the batched writes of an execution burst (Contract freeze to the next reply):
    // a planner's or a reviewer's write is no burst.
    const role = doc.header.find((l) => l.key === 'CURRENT_ROLE')?.value.trim();
    if (role === 'planner' || role === 'reviewer') return;
    const max = Number(options.maxNetLines ?? 50);
    const lines = netChangedLines(baseText, doc.text);
    if (lines <= max) return;
    const h = doc.header.find((l) => l.key === 'LAST_UPDATED_AT') ?? doc.header[0];
    report({ messageId: 'tooBig', data: { lines, base: at.label, max }, start: h?.start ?? 0, end: h?.end ?? 0 });
  },
});
