import { defineRule } from '../core/lint/rule.js';
import { SECTION, planView } from '../kinds/harness/plan.js';
import { sessionDir } from '../kinds/harness/common.js';
import { replacedByReplan, replayLedger } from '../kinds/harness/session.js';

const TASK_TITLE = /^T(\d+)[ \t]*[:：]/;

export default defineRule({
  id: 'harness-plan-structure',
  meta: {
    type: 'problem',
    description: 'A harness plan has its H1, `## Global Constraints`, `## Tasks` and task headings `### T<N>: <goal>` numbered 1, 2, 3…',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-plan'],
    ownsData: { 'harness-plan': ['/target', '/tasks/*/id', '/tasks/*/goal'] },
    messages: {
      missingH1: 'Unexpected missing H1, expected `# Plan — target: <target>` as the first line',
      badH1: 'Unexpected H1 `{{actual}}`, expected `# Plan — target: <target>`',
      emptyTarget: 'Unexpected empty target in `{{actual}}`, expected `# Plan — target: <target>`',
      missingSection: 'Unexpected missing `## {{section}}` section, expected it {{where}}',
      badHeading: 'Unexpected task heading `{{actual}}`, expected `### T<N>: <goal>`',
      wrongDepth: 'Unexpected heading level for `{{actual}}`, expected `### {{actual}}`',
      emptyGoal: 'Unexpected empty goal in `{{actual}}`, expected `### {{id}}: <goal>`',
      outside: 'Unexpected task `{{id}}` outside `## Tasks`, expected it under `## Tasks`',
      duplicateId: 'Unexpected second task `{{id}}`, expected each task id once',
      numbering: 'Unexpected task id `{{id}}`, expected `{{expected}}` (tasks are numbered T1, T2, T3… in order)',
    },
  },
  check({ doc, workspace, report }) {
    const view = planView(doc);
    const h1 = view.h1;
    const headAt = h1 ? { start: h1.start, end: h1.headingEnd } : { start: 0, end: doc.lines.lineEnd(1) };
    if (!h1) report({ messageId: 'missingH1', ...headAt });
    else if (!view.h1Ok) report({ messageId: 'badH1', data: { actual: h1.title.trim() }, ...headAt });
    else if (!view.target) report({ messageId: 'emptyTarget', data: { actual: h1.title.trim() }, ...headAt });
    if (view.constraints.length === 0) report({ messageId: 'missingSection', data: { section: SECTION.constraints, where: 'after the H1' }, ...headAt });
    if (view.tasksSections.length === 0) {
      const prev = view.constraints[0];
      report({
        messageId: 'missingSection',
        data: { section: SECTION.tasks, where: prev ? 'after `## Global Constraints`' : 'after the H1' },
        ...(prev ? { start: prev.start, end: prev.headingEnd } : headAt),
      });
    }
    for (const s of view.badHeadings) report({ messageId: 'badHeading', data: { actual: s.title.trim() }, start: s.start, end: s.headingEnd });
    for (const s of doc.sections) {
      if (s.depth !== 3 && s.depth !== 1 && TASK_TITLE.test(s.title.trim())) report({ messageId: 'wrongDepth', data: { actual: s.title.trim() }, start: s.start, end: s.headingEnd });
    }
    const tasksSection = view.tasksSections[0];
    const seen = new Map<string, number>();
    // A malformed heading (`### Task 3: …`) keeps its place in the numbering: only it is reported,
    // not every task after it (renumbering them would break the Ledger's references).
    const bad = view.badHeadings.map((s) => s.start);
    const ledger = workspace.document(`${sessionDir(doc)}/progress.md`);
    const replay = ledger?.kind.id === 'harness-ledger' ? replayLedger(ledger) : undefined;
    const replaced = (n: number) => replacedByReplan(replay?.tasks.get(`T${n}`), undefined);
    let unique = 0;
    view.tasks.forEach((task, i) => {
      while (bad.length && bad[0]! < task.section.start) {
        bad.shift();
        unique++;
      }
      const at = { start: task.section.start, end: task.section.headingEnd };
      if (!task.goal) report({ messageId: 'emptyGoal', data: { actual: task.section.title.trim(), id: task.id }, ...at });
      if (tasksSection && (task.section.start < tasksSection.start || task.section.start >= tasksSection.end)) report({ messageId: 'outside', data: { id: task.id }, ...at });
      const first = seen.get(task.id);
      if (first !== undefined) {
        const prev = view.tasks[first]!;
        report({ messageId: 'duplicateId', data: { id: task.id }, ...task.idSpan, cause: [{ start: prev.idSpan.start, end: prev.idSpan.end, message: `First \`${task.id}\`` }] });
        return;
      }
      seen.set(task.id, i);
      unique++;
      // Ids are stable (004:29): a task a replan replaced may leave the plan, and its number with it.
      while (unique < task.n && replaced(unique)) unique++;
      if (task.n !== unique) {
        report({ messageId: 'numbering', data: { id: task.id, expected: `T${unique}` }, ...task.idSpan });
        // One message per gap: the tasks after it are numbered on from this one.
        unique = task.n;
      }
    });
  },
});
