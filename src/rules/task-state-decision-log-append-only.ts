import { defineRule, type Suggestion } from '../core/rule.js';
import { changedSinceBase, decisionLog, decisionLogAtBase, decisionLogSection } from '../kinds/task-state/view.js';

export default defineRule({
  id: 'task-state-decision-log-append-only',
  meta: {
    type: 'problem',
    description: 'The decision log is append-only: entries at `--base` stay, unchanged and in order',
    severity: 'error',
    fixable: 'suggest',
    gitAware: true,
    kinds: ['task-state'],
    messages: {
      changed: 'Unexpected change to decision-log entry {{n}} (at `{{base}}`: `{{was}}`), expected earlier entries unchanged: append a new entry instead',
      moved: 'Unexpected move of decision-log entry {{n}} (at `{{base}}`: `{{was}}`), expected earlier entries in their order',
      inserted: 'Unexpected new entry before earlier decision-log entries of `{{base}}`, expected new entries only at the end',
      removed: 'Unexpected removal of decision-log entry {{n}} (at `{{base}}`: `{{was}}`), expected earlier entries kept',
      restore: 'Restore the decision-log entries of `{{base}}` and keep the new ones after them',
    },
  },
  check({ doc, workspace, report }) {
    const git = workspace.git;
    if (!git) return;
    const baseText = git.textAtBase(doc.relPath);
    // Unchanged since the base (most files of a run): nothing can have been rewritten, and the base need not be parsed.
    if (baseText === undefined || changedSinceBase(doc, baseText) !== true) return;
    const base = decisionLogAtBase(doc, baseText);
    const current = decisionLog(doc);
    const baseTexts = base.entries.map((e) => e.item.text);
    const currentTexts = current.map((e) => e.item.text);
    if (baseTexts.every((t, i) => currentTexts[i] === t)) return;
    // The restore keeps every current entry that is not a base entry, after the base entries.
    const kept = current.filter((e) => !baseTexts.includes(e.item.text)).map((e) => doc.text.slice(e.item.start, e.item.end).replace(/\r?\n$/, ''));
    const section = decisionLogSection(doc);
    const suggest: Suggestion[] = [];
    const restored = [...base.texts, ...kept].join('\n');
    if (current.length > 0) {
      const last = current[current.length - 1]!;
      const end = doc.text.slice(last.item.start, last.item.end).replace(/\r?\n$/, '').length + last.item.start;
      suggest.push({ messageId: 'restore', data: { base: git.base }, edits: [{ range: [current[0]!.item.start, end], text: restored }] });
    } else if (section) {
      suggest.push({ messageId: 'restore', data: { base: git.base }, edits: [{ range: [section.headingEnd, section.headingEnd], text: `\n\n${restored}` }] });
    }
    const short = (t: string) => (t.length > 40 ? `${t.slice(0, 37)}…` : t);
    const positions = baseTexts.map((t) => currentTexts.indexOf(t));
    const replacedAt = new Set<number>();
    let lastPos = -1;
    base.entries.forEach((e, i) => {
      const data = { n: i + 1, base: git.base, was: short(e.item.text) };
      const p = positions[i]!;
      if (p === -1) {
        const now = current[i];
        if (now && !baseTexts.includes(now.item.text) && !replacedAt.has(i)) {
          replacedAt.add(i);
          report({ messageId: 'changed', data, start: now.item.textStart, end: now.item.end, suggest });
        } else {
          const at = now ?? current[current.length - 1];
          const loc = at ? { start: at.item.textStart, end: at.item.end } : section ? { start: section.start, end: section.headingEnd } : { start: 0, end: 0 };
          report({ messageId: 'removed', data, ...loc, suggest });
        }
      } else if (p < lastPos) {
        const now = current[p]!;
        report({ messageId: 'moved', data, start: now.item.textStart, end: now.item.end, suggest });
      } else lastPos = p;
    });
    current.forEach((c, k) => {
      if (k < lastPos && !baseTexts.includes(c.item.text) && !replacedAt.has(k)) {
        report({ messageId: 'inserted', data: { base: git.base }, start: c.item.textStart, end: c.item.end, suggest });
      }
    });
  },
});
