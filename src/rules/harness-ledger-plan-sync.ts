import { defineRule } from '../core/rule.js';
import { ledgerView, taskEntries, type FormId } from '../kinds/harness/ledger.js';
import { planView } from '../kinds/harness/plan.js';
import { listOf, sessionDir } from '../kinds/harness/common.js';

/** A task the final review may go ahead without: done, parked by the Breaker, or stopped. */
const SETTLED: ReadonlySet<FormId> = new Set(['complete', 'parked', 'blocked', 'breaker_blocked', 'fix_blocked', 'escalate', 'fix_escalate']);

export default defineRule({
  id: 'harness-ledger-plan-sync',
  meta: {
    type: 'problem',
    description: "Every Ledger task is a task of the session's `plan.md`; once `final_review_head=` is written, every plan task is complete, parked or blocked",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-ledger'],
    messages: {
      noPlan: 'Unexpected missing `{{path}}`, expected the session plan next to the Ledger',
      unknownTask: 'Unexpected task `{{task}}`, expected a task of `plan.md` ({{ids}})',
      unsettled: 'Unexpected `final_review_head=` while `{{task}}` is {{state}}, expected every plan task complete, parked or blocked',
    },
  },
  check({ doc, workspace, report }) {
    const view = ledgerView(doc);
    const planPath = `${sessionDir(doc)}/plan.md`;
    const plan = workspace.document(planPath);
    if (!plan || plan.kind.id !== 'harness-plan') {
      const h1 = view.h1;
      const at = h1 ? { start: h1.start, end: h1.headingEnd } : view.firstLine ? { start: view.firstLine.start, end: view.firstLine.end } : { start: 0, end: 0 };
      report({ messageId: 'noPlan', data: { path: planPath }, ...at });
      return;
    }
    const tasks = planView(plan).tasks;
    const ids = new Set(tasks.map((t) => t.id));
    const byTask = taskEntries(view);
    for (const [task, entries] of byTask) {
      if (ids.has(task)) continue;
      const first = entries[0]!;
      report({ messageId: 'unknownTask', data: { task, ids: listOf([...ids]) }, start: first.taskSpan!.start, end: first.taskSpan!.end, expected: [...ids] });
    }
    const final = view.entries.find((e) => e.form === 'final_review_head');
    if (!final) return;
    const reported = new Set<string>();
    for (const t of tasks) {
      if (reported.has(t.id)) continue;
      reported.add(t.id);
      const entries = (byTask.get(t.id) ?? []).filter((e) => e.index < final.index);
      if (entries.some((e) => SETTLED.has(e.form))) continue;
      const state = entries.length === 0 ? 'not started' : 'still in progress';
      report({
        messageId: 'unsettled',
        data: { task: t.id, state },
        start: final.line.start,
        end: final.line.end,
        cause: [{ relPath: plan.relPath, start: t.section.start, end: t.section.headingEnd, message: `Plan task \`${t.id}\`` }],
      });
    }
  },
});
