import { defineRule } from '../core/lint/rule.js';
import { baseVersion } from '../core/lint/workspace-view.js';
import { datePart, headerValueIn, stateText } from '../kinds/task-state/view.js';

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
    if (before === undefined || before !== line.value || line.value === settings.today) return;
    // A change of spelling only (a heading renamed to its canonical text, a `- KEY:` bullet made a
    // bare line, white space: what `--fix` does) is no update of the state. Asked last: it reads
    // both whole texts.
    if (stateText(baseText) === stateText(doc.text)) return;
    const fix = [{ range: [line.valueStart, line.valueEnd] as [number, number], text: settings.today }];
    report({ messageId: 'notMoved', data: { value: line.value, base: git.base, today: settings.today }, start: line.valueStart, end: line.valueEnd, fix });
  },
});
