import { defineRule } from '../core/lint/rule.js';
import { baseVersion } from '../core/lint/workspace-view.js';
import { datePart, headerValueIn, stateText } from '../kinds/task-state/view.js';

/** `value` is earlier than `before`: by date, or by time on the same date when both give one. */
function earlier(value: string, before: string): boolean {
  const a = datePart(value);
  const b = datePart(before);
  if (!a || !b) return false;
  if (a !== b) return a < b;
  if (value.trim() === a || before.trim() === b) return false;
  const x = Date.parse(value.trim().replace(' ', 'T'));
  const y = Date.parse(before.trim().replace(' ', 'T'));
  return !Number.isNaN(x) && !Number.isNaN(y) && x < y;
}

export default defineRule({
  id: 'task-state-last-updated',
  meta: {
    type: 'problem',
    description: '`LAST_UPDATED_AT` moves when a task-state file changes',
    severity: 'warn',
    fixable: 'safe',
    gitAware: true,
    kinds: ['task-state'],
    messages: {
      notMoved: 'Unexpected unchanged `LAST_UPDATED_AT` `{{value}}` in a file changed since `{{base}}`, expected today `{{today}}`',
      backwards: 'Unexpected `LAST_UPDATED_AT` `{{value}}` earlier than `{{before}}` at `{{base}}`, expected the time of this update',
      setToday: 'Set it to today `{{today}}` (the time of the update is yours to add)',
    },
  },
  check({ doc, workspace, settings, report }) {
    const git = workspace.git;
    if (!git) return;
    const baseText = baseVersion(git, doc)?.text;
    if (baseText === undefined) return;
    const line = doc.header.find((h) => h.key === 'LAST_UPDATED_AT');
    if (!line || !line.value) return;
    // A date before `STARTED_AT` or in the future is `task-state-header-values`' (an error in any state).
    const started = datePart(doc.header.find((h) => h.key === 'STARTED_AT')?.value);
    const current = datePart(line.value);
    if (current && started && current < started) return;
    const before = headerValueIn(baseText, 'LAST_UPDATED_AT');
    if (before === undefined) return;
    if (earlier(line.value, before)) {
      report({ messageId: 'backwards', data: { value: line.value, before, base: git.base }, start: line.valueStart, end: line.valueEnd });
      return;
    }
    // A value of today (a date, or a time of today) is never stale.
    if (before !== line.value || current === settings.today) return;
    // A change of spelling only (a heading renamed to its canonical text, a `- KEY:` bullet made a
    // bare line, white space: what `--fix` does) is no update of the state. Asked last: it reads
    // both whole texts.
    if (stateText(baseText) === stateText(doc.text)) return;
    const edits = [{ range: [line.valueStart, line.valueEnd] as [number, number], text: settings.today }];
    const data = { value: line.value, base: git.base, today: settings.today };
    // A value with a time of day: the fix knows the date, not the time, and never drops what was written.
    if (current === line.value.trim()) report({ messageId: 'notMoved', data, start: line.valueStart, end: line.valueEnd, fix: edits });
    else report({ messageId: 'notMoved', data, start: line.valueStart, end: line.valueEnd, suggest: [{ messageId: 'setToday', data, edits }] });
  },
});
