import { defineRule } from '../core/lint/rule.js';
import { ledgerView, taskEntries } from '../kinds/harness/ledger.js';
import { markedReplaced, planView } from '../kinds/harness/plan.js';
import { listOf, sessionDir } from '../kinds/harness/common.js';
import { share, textGrams } from '../core/model/text.js';
import { replacedByReplan, replayLedger } from '../kinds/harness/session.js';

export default defineRule({
  id: 'harness-ledger-plan-sync',
  meta: {
    type: 'problem',
    description: "Every Ledger task is a task of the session's `plan.md` (or one a replan replaced); once `final_review_head=` is written, every plan task is complete, parked or blocked",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-ledger'],
    messages: {
      noPlan: 'Unexpected missing `{{path}}`, expected the session plan next to the Ledger',
      unknownTask: 'Unexpected task `{{task}}`, expected a task of `plan.md` ({{ids}})',
      otherTarget: "Unexpected Ledger target `{{ledger}}` for the plan of `{{plan}}`, expected the Ledger of the plan's target (one session serves one target; a new target starts a new session)",
      droppedDone: 'Unexpected completed task `{{task}}` missing from `plan.md`, expected its entry kept (marked done) when the plan changes (a replan keeps completed tasks)',
      unsettled: 'Unexpected `final_review_head=` while `{{task}}` is {{state}}, expected every plan task complete, parked or blocked',
      // Gate check (`wflint gate --action close`).
      closeUnfinished: 'Unexpected `close` while `{{task}}` is {{state}}, expected every plan task complete, or replaced by a replan (`status: replanned …` in `plan.md`)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    const view = ledgerView(doc);
    const planPath = `${sessionDir(doc)}/plan.md`;
    const plan = workspace.document(planPath);
    if (!plan || plan.kind.id !== 'harness-plan') {
      // The Ledger is written before the plan (004:83-84, 004:337): a Ledger without task lines needs
      // no plan yet; a dispatched task is rendered from it (004:360), and every step needs it.
      if (!gateAction && !view.entries.some((e) => e.task)) return;
      const h1 = view.h1;
      const at = h1 ? { start: h1.start, end: h1.headingEnd } : view.firstLine ? { start: view.firstLine.start, end: view.firstLine.end } : { start: 0, end: 0 };
      report({ messageId: 'noPlan', data: { path: planPath }, ...at });
      return;
    }
    const planned = planView(plan);
    const tasks = planned.tasks;
    // 004:346, 004:569-572: the Ledger's first line names the target the session belongs to; it may
    // be a summary of the plan's, but one sharing not a word with it is another target's session.
    if (view.target && planned.target && share(textGrams(view.target), textGrams(planned.target)) === 0 && view.h1)
      report({
        messageId: 'otherTarget',
        data: { ledger: view.target, plan: planned.target },
        start: view.h1.start,
        end: view.h1.headingEnd,
        cause: [{ relPath: plan.relPath, start: planned.h1?.start ?? 0, end: planned.h1?.headingEnd ?? 0, message: "The plan's target" }],
      });
    const ids = new Set(tasks.map((t) => t.id));
    const byTask = taskEntries(view);
    const replay = replayLedger(doc);
    for (const [task, entries] of byTask) {
      // A task a replan replaced may leave the plan (004:769 keeps only the completed ones).
      if (ids.has(task) || replacedByReplan(replay.tasks.get(task), undefined)) continue;
      const first = entries[0]!;
      // 004:769: a replan rewrites the unfinished part only; a completed task keeps its entry.
      if (entries.some((e) => e.form === 'complete')) report({ messageId: 'droppedDone', data: { task }, start: first.taskSpan!.start, end: first.taskSpan!.end });
      else report({ messageId: 'unknownTask', data: { task, ids: listOf([...ids]) }, start: first.taskSpan!.start, end: first.taskSpan!.end, expected: [...ids] });
    }
    if (gateAction === 'close') {
      const reported = new Set<string>();
      for (const t of tasks) {
        if (reported.has(t.id)) continue;
        reported.add(t.id);
        const now = replay.tasks.get(t.id);
        if (now?.status === 'complete' || replacedByReplan(now, markedReplaced(t))) continue;
        const state = !now ? 'not started' : now.status === 'stopped' ? 'stopped' : 'still in progress';
        report({
          messageId: 'closeUnfinished',
          data: { task: t.id, state },
          ...(view.h1 ? { start: view.h1.start, end: view.h1.headingEnd } : { start: 0, end: 0 }),
          cause: [{ relPath: plan.relPath, start: t.section.start, end: t.section.headingEnd, message: `Plan task \`${t.id}\`` }],
        });
      }
    }
    // 004:700 writes `final_review_head=` into the Ledger's head block, so every task line counts.
    const final = view.entries.find((e) => e.form === 'final_review_head');
    if (!final) return;
    const reported = new Set<string>();
    for (const t of tasks) {
      if (reported.has(t.id)) continue;
      reported.add(t.id);
      const now = replay.tasks.get(t.id);
      if (now && (now.status === 'complete' || now.status === 'stopped')) continue;
      const state = !now ? 'not started' : 'still in progress';
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
