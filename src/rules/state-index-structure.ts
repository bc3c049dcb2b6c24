import { defineRule, type Edit } from '../core/lint/rule.js';
import { missingSectionRuns } from '../core/model/outline.js';
import { indexView, taskSummaries } from '../kinds/state-index/view.js';

export default defineRule({
  id: 'state-index-structure',
  meta: {
    type: 'problem',
    description: 'The task index has a `CURRENT_TASK` line and the `Active`, `Blocked`, `Completed` sections',
    severity: 'error',
    fixable: 'safe',
    crossFile: true,
    kinds: ['state-index'],
    ownsData: { 'state-index': ['/CURRENT_TASK'] },
    messages: {
      currentTask: 'Unexpected missing `CURRENT_TASK` line, expected `CURRENT_TASK: <task-id | none>` before the first section',
      section: 'Unexpected missing section `{{section}}`, expected it {{where}}',
      pointAt: 'Insert `CURRENT_TASK: {{id}}`',
    },
  },
  check({ doc, workspace, settings, report }) {
    if (!doc.header.some((h) => h.key === 'CURRENT_TASK')) {
      const at = doc.headerEnd;
      const before = doc.text.slice(0, at);
      const lead = before.trim() === '' ? '' : before.endsWith('\n') ? (/\n\r?\n$/.test(before) ? '' : '\n') : '\n\n';
      const trail = at < doc.text.length ? '\n\n' : '\n';
      const line = (value: string): Edit => ({ range: [at, at], text: `${lead}CURRENT_TASK: ${value}${trail}` });
      const h1 = doc.sections.find((s) => s.depth === 1);
      // `none` is what the index says when no task is active; which active task is in progress is
      // a person's call (one suggestion per active task), never a default.
      const active = taskSummaries(doc, workspace).filter((t) => t.status === 'active');
      report({
        messageId: 'currentTask',
        ...(h1 ? { start: h1.start, end: h1.headingEnd } : { start: 0, end: 0 }),
        ...(active.length === 0 ? { fix: [line('none')] } : { suggest: active.map((t) => ({ messageId: 'pointAt', data: { id: t.id }, edits: [line(t.id)] })) }),
      });
    }
    const outline = doc.kind.outline!;
    const { lists } = indexView(doc, settings);
    for (const run of missingSectionRuns(doc, outline, (c) => lists.get(c as 'Active'))) {
      const fix: Edit[] = [run.edit];
      const where = run.prev ? `after \`${run.prev.title}\`` : run.next ? `before \`${run.next.title}\`` : 'in the document';
      const loc = run.prev ? { start: run.prev.start, end: run.prev.headingEnd } : run.next ? { start: run.next.start, end: run.next.headingEnd } : { start: 0, end: 0 };
      for (const section of run.missing) report({ messageId: 'section', data: { section, where }, ...loc, fix });
    }
  },
});
