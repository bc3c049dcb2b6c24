import { defineRule } from '../core/lint/rule.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import type { WfDocument } from '../core/model/document.js';
import { markedReplaced, planView, type PlanTask } from '../kinds/harness/plan.js';
import { formOf, type LedgerEntry } from '../kinds/harness/ledger.js';
import { sameSha, sessionDir } from '../kinds/harness/common.js';
import { ledgerHead, replacedByReplan, replayLedger, runningTasks, type TaskNow, type TaskStatus } from '../kinds/harness/session.js';

/** At most this many explore tasks run in parallel (004:133, 004:147). */
const MAX_EXPLORE = 5;

const STATE: Readonly<Record<TaskStatus, string>> = {
  dispatched: 'running',
  returned: 'waiting for its review',
  reviewed: 'in review',
  fixing: 'in its fix loop',
  stopped: 'stopped',
  complete: 'complete',
};

function planTasks(doc: WfDocument, workspace: WorkspaceView): Map<string, PlanTask> | undefined {
  const plan = workspace.document(`${sessionDir(doc)}/plan.md`);
  if (!plan || plan.kind.id !== 'harness-plan') return undefined;
  const out = new Map<string, PlanTask>();
  for (const t of planView(plan).tasks) if (!out.has(t.id)) out.set(t.id, t);
  return out;
}

const depIds = (t: PlanTask | undefined): string[] => (t ? t.depends.map((d) => d.id).filter((id): id is string => id !== undefined && id !== t.id) : []);

export default defineRule({
  id: 'harness-ledger-dispatch',
  meta: {
    type: 'problem',
    description:
      'Tasks are dispatched in `depends` order, `general` tasks one at a time from the previous HEAD, `explore` tasks without commits; in `wflint gate`, `advance` needs a task ready to dispatch and `block` a running task',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-ledger'],
    messages: {
      beforeDependency: 'Unexpected dispatch of `{{task}}` before its dependency `{{dep}}` is complete, expected `{{dep}}: complete (…)` first (tasks run in `depends` order)',
      withoutReplan:
        "Unexpected dispatch of `{{task}}` after `{{stop}}` without a replan, expected `replan round <R>/3` first (a plan error, an escalation or the Breaker's stop is replanned, not retried unchanged)",
      previousOpen:
        'Unexpected dispatch of {{agent}} task `{{task}}` while `{{other}}` is {{state}}, expected `{{other}}` complete or stopped first (only explore tasks run in parallel; the next task waits until the previous review closes)',
      exploreLimit: 'Unexpected dispatch of `{{task}}` while {{count}} explore tasks run, expected at most 5 in parallel',
      baseNotHead: "Unexpected `base={{base}}` for `{{task}}`, expected the current HEAD `{{head}}` (a task starts from the previous task's HEAD)",
      exploreCommits: 'Unexpected commits `{{range}}` for explore task `{{task}}`, expected an empty range (explore never commits)',
      // Gate checks (`wflint gate`): the step judged as if it were taken.
      advanceOverBudget: 'Unexpected `advance` after the budget overrun, expected no further dispatch (the overrun stops dispatching; report to the user)',
      advanceNothing: 'Unexpected `advance` with no task ready to dispatch, expected a plan task whose dependencies are complete while no other task runs ({{reasons}})',
      advanceDone: 'Unexpected `advance` with every plan task complete (or replaced by a replan), expected the final review next (no task is left to dispatch)',
      blockNothing: 'Unexpected `block` with no task running, expected a dispatched task that has not completed or stopped',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    const replay = replayLedger(doc);
    const plan = planTasks(doc, workspace);
    const agentOf = (id: string) => plan?.get(id)?.agent;
    const reportedExplore = new Set<string>();
    for (const d of replay.dispatches) {
      const at = { start: d.entry.line.start, end: d.entry.line.end };
      if (d.complete.has(d.task)) continue; // a completed task dispatched again: harness-ledger-lifecycle
      const task = plan?.get(d.task);
      const missing = depIds(task).find((dep) => !d.complete.has(dep));
      if (missing) {
        report({
          messageId: 'beforeDependency',
          data: { task: d.task, dep: missing },
          ...at,
          cause: task ? [{ relPath: `${sessionDir(doc)}/plan.md`, start: task.section.start, end: task.section.headingEnd, message: `\`${d.task}\` depends on \`${missing}\`` }] : [],
        });
        continue;
      }
      const stop = d.after?.awaitsReplan ? d.after.stop : d.planError;
      if (stop) {
        report({ messageId: 'withoutReplan', data: { task: d.task, stop: stopText(stop) }, ...at, cause: [{ start: stop.line.start, end: stop.line.end, message: 'Stopped here' }] });
        continue;
      }
      const agent = agentOf(d.task);
      const blocking = agent === 'explore' ? d.running.find((r) => agentOf(r.id) !== 'explore') : d.running[0];
      if (blocking && agent) {
        report({ messageId: 'previousOpen', data: { task: d.task, agent, other: blocking.id, state: STATE[blocking.status] }, ...at });
        continue;
      }
      if (agent === 'explore' && d.running.length >= MAX_EXPLORE) {
        report({ messageId: 'exploreLimit', data: { task: d.task, count: d.running.length }, ...at });
        continue;
      }
      const base = d.entry.form === 'base' ? d.entry.slots.sha : undefined;
      if (base && d.head && !sameSha(base.value, d.head)) report({ messageId: 'baseNotHead', data: { task: d.task, base: base.value, head: d.head }, start: base.start, end: base.end });
    }
    for (const t of replay.tasks.values()) {
      if (agentOf(t.id) !== 'explore') continue;
      for (const e of t.entries) {
        if ((e.form !== 'implementer_done' && e.form !== 'complete') || reportedExplore.has(t.id)) continue;
        const from = e.slots.from?.value;
        const to = e.slots.to;
        if (!from || !to || sameSha(from, to.value)) continue;
        reportedExplore.add(t.id);
        report({ messageId: 'exploreCommits', data: { task: t.id, range: `${from}..${to.value}` }, start: e.slots.from!.start, end: to.end });
      }
    }
    if (gateAction === 'block' && runningTasks(replay).length === 0) report({ messageId: 'blockNothing', ...ledgerHead(doc) });
    if (gateAction !== 'advance' || !plan) return;
    if (replay.budgetOverrun) {
      report({ messageId: 'advanceOverBudget', start: replay.budgetOverrun.line.start, end: replay.budgetOverrun.line.end });
      return;
    }
    if (replay.planError) {
      report({
        messageId: 'advanceNothing',
        data: { reasons: `\`${stopText(replay.planError)}\` waits for a replan` },
        ...ledgerHead(doc),
        cause: [{ start: replay.planError.line.start, end: replay.planError.line.end, message: 'Stopped on a plan error' }],
      });
      return;
    }
    const reasons = notReady(plan, replay.tasks);
    if (reasons === undefined) return;
    if (reasons.length === 0) report({ messageId: 'advanceDone', ...ledgerHead(doc) });
    else report({ messageId: 'advanceNothing', data: { reasons: reasons.join('; ') }, ...ledgerHead(doc) });
  },
});

/** `T5: blocked (…)`: the stop as its form, with its task. */
function stopText(e: LedgerEntry): string {
  return formOf(e.form)
    .skeleton.replace(/^T<N>/, e.task ?? 'T<N>')
    .replace(/<[^<>]+>/g, '…');
}

/**
 * Why no plan task can be dispatched now, one reason per task not complete; `undefined` when one
 * can (004:106-121: the next pending task in `depends` order; 004:144-149, 004:254-256).
 */
function notReady(plan: ReadonlyMap<string, PlanTask>, tasks: ReadonlyMap<string, TaskNow>): string[] | undefined {
  const running = [...tasks.values()].filter((t) => t.status !== 'complete' && t.status !== 'stopped');
  const reasons: string[] = [];
  for (const [id, task] of plan) {
    const now = tasks.get(id);
    if (now?.status === 'complete' || replacedByReplan(now, markedReplaced(task))) continue;
    if (now && now.status !== 'stopped') {
      reasons.push(`\`${id}\` is ${STATE[now.status]}`);
      continue;
    }
    if (now?.awaitsReplan) {
      reasons.push(`\`${id}\` waits for a replan`);
      continue;
    }
    const dep = depIds(task).find((d) => tasks.get(d)?.status !== 'complete');
    if (dep) {
      reasons.push(`\`${id}\` waits for \`${dep}\``);
      continue;
    }
    const other = task.agent === 'explore' ? running.find((r) => plan.get(r.id)?.agent !== 'explore') : running[0];
    if (other) {
      reasons.push(`\`${id}\` waits for \`${other.id}\``);
      continue;
    }
    if (task.agent === 'explore' && running.length >= MAX_EXPLORE) {
      reasons.push(`\`${id}\` waits for a free explore slot`);
      continue;
    }
    return undefined;
  }
  return reasons;
}
