/**
 * A harness session replayed from its Ledger (seed 004): which task was dispatched when, what was
 * in flight at that moment, where HEAD stood, and where each task is now. Read once per Ledger
 * (memoised); the rules that need the plan or the review files combine it with them.
 *
 * A task's life in the Ledger: dispatched (`base=`, or a new `session=` after it stopped), returned
 * (`implementer done …`), reviewed (`reviewed_head=`), fixed (`fix round R/5`), and finally
 * `complete`, or stopped (`blocked`, `timeout`, `escalate`, `BLOCKED — …`, `fix blocked`, …). A
 * stopped task may be dispatched again; one stopped by a plan error, an escalation or the Breaker
 * only after a `replan round` (004:455-456, 004:672, 004:687, 004:760-770).
 */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import { ledgerView, type FormId, type LedgerEntry, type LedgerView } from './ledger.js';

/** Lines after which a task is no longer running (it returned with a stop, or was stopped). */
const STOPS: ReadonlySet<FormId> = new Set([
  'blocked',
  'breaker_blocked',
  'escalate',
  'fix_blocked',
  'fix_escalate',
  'needs_context',
  'empty_output',
  'no_status',
  'report_missing',
  'task_error',
  'timeout',
  'interrupted',
]);
/** Stops after which the task is not dispatched again before the plan changes (or the user decides). */
const FINAL_STOPS: ReadonlySet<FormId> = new Set(['breaker_blocked', 'escalate', 'fix_escalate', 'fix_blocked']);
/** A `blocked (<reason>)` whose reason is the plan itself (004:455 计划错误 → 重规划). */
const PLAN_ERROR = /计划错误|计划有误|计划问题|计划本身|重规划|plan\s+error|wrong\s+plan|replan/i;

export type TaskStatus = 'dispatched' | 'returned' | 'reviewed' | 'fixing' | 'stopped' | 'complete';

export interface TaskNow {
  id: string;
  entries: LedgerEntry[];
  status: TaskStatus;
  /** The `base=` of the current dispatch. */
  base?: LedgerEntry;
  /** The line that stopped it (status `stopped`). */
  stop?: LedgerEntry;
  /** The stop needs a replan (or the user) before the task runs again, and none followed yet. */
  awaitsReplan: boolean;
  /** The latest `reviewed_head=` (of the current dispatch). */
  reviewed?: LedgerEntry;
  /** `reviewed_head=` written after the latest return or fix round. */
  reviewedSinceChange: boolean;
  /** Fix rounds of the current dispatch, in order. */
  fixRounds: LedgerEntry[];
  complete?: LedgerEntry;
  /** The `replan round` that followed its stop, while it was not dispatched again. */
  replan?: LedgerEntry;
}

export interface Dispatch {
  entry: LedgerEntry;
  task: string;
  /** A new `session=` after a stop (004:454-455: re-dispatch with the same task id). */
  redispatch: boolean;
  /** Tasks running at that moment (dispatched and neither complete nor stopped), with their status. */
  running: Array<{ id: string; status: TaskStatus }>;
  /** Tasks complete at that moment. */
  complete: ReadonlySet<string>;
  /** HEAD as the Ledger knows it just before (the latest SHA a line moved it to). */
  head?: string;
  /** The stop this dispatch follows, and whether a replan came between. */
  after?: { stop: LedgerEntry; awaitsReplan: boolean };
  /** A plan-error stop of any task with no replan after it yet: nothing is dispatched until the replan. */
  planError?: LedgerEntry;
}

export interface SessionReplay {
  view: LedgerView;
  tasks: Map<string, TaskNow>;
  dispatches: Dispatch[];
  finalReviewHead?: LedgerEntry;
  budgetOverrun?: LedgerEntry;
  /** A `blocked (…计划错误…)` with no `replan round` after it (004:455, 004:760-764). */
  planError?: LedgerEntry;
  /** HEAD after the last line (the latest SHA a line moved it to; `initial_base` at the start). */
  head?: string;
  /** HEAD as of each entry (index into `view.entries`), before the entry. */
  headBefore: Map<LedgerEntry, string | undefined>;
}

/**
 * An overrun that stops dispatching (004:800: the total budget, run time, tool calls or tokens, or a
 * line that says so). The other limits of 004:802-809 are recorded too, but go on another way: the
 * explore limit waits for a slot (等待，不超额派发), the task count asks for a replan.
 */
const STOPPING_OVERRUN =
  /停止派发|停止调度|\bstop(?:s|ped|ping)?\s+dispatch|总预算|预算超|总(?:运行)?(?:时长|用时)|运行时长|总工具调用|工具调用|token|\btotal\s+(?:budget|run\s*time|tool\s+calls)\b|\bbudget\s+(?:overrun|exceeded)\b|\bover\s+budget\b/i;
function stopsDispatch(e: LedgerEntry): boolean {
  return STOPPING_OVERRUN.test(e.line.text);
}

/** A `blocked (<reason>)` that names the plan as the cause: the whole plan waits for a replan. */
function isPlanError(e: LedgerEntry): boolean {
  return e.form === 'blocked' && PLAN_ERROR.test(e.slots.reason?.value ?? '');
}

/** The SHA a line moves HEAD to, if it does. */
function movesHead(e: LedgerEntry): string | undefined {
  switch (e.form) {
    case 'implementer_done':
    case 'fix_round':
    case 'complete':
    case 'interrupted':
      return e.slots.to?.value;
    case 'reviewed_head':
    case 'reverted_to':
      return e.slots.sha?.value;
    default:
      return undefined;
  }
}

export function replayLedger(doc: WfDocument): SessionReplay {
  return memo(doc, 'harness-ledger:replay', () => {
    const view = ledgerView(doc);
    const tasks = new Map<string, TaskNow>();
    const dispatches: Dispatch[] = [];
    const headBefore = new Map<LedgerEntry, string | undefined>();
    let head = view.meta.find((m) => m.key === 'initial_base')?.value || undefined;
    let finalReviewHead: LedgerEntry | undefined;
    let budgetOverrun: LedgerEntry | undefined;
    let planError: LedgerEntry | undefined;
    const running = () => [...tasks.values()].filter((t) => t.status !== 'complete' && t.status !== 'stopped').map((t) => ({ id: t.id, status: t.status }));
    const completeNow = () => new Set([...tasks.values()].filter((t) => t.status === 'complete').map((t) => t.id));
    for (const e of view.entries) {
      headBefore.set(e, head);
      if (!e.task) {
        if (e.form === 'final_review_head') finalReviewHead ??= e;
        else if (e.form === 'budget_overrun' && stopsDispatch(e)) budgetOverrun ??= e;
        else if (e.form === 'replan') {
          for (const t of tasks.values()) {
            t.awaitsReplan = false;
            if (t.status === 'stopped') t.replan = e;
          }
          planError = undefined;
        }
        continue;
      }
      let t = tasks.get(e.task);
      const dispatch = (redispatch: boolean): void => {
        const after = t?.status === 'stopped' && t.stop ? { stop: t.stop, awaitsReplan: t.awaitsReplan } : undefined;
        dispatches.push({
          entry: e,
          task: e.task!,
          redispatch,
          running: running().filter((r) => r.id !== e.task),
          complete: completeNow(),
          ...(head !== undefined ? { head } : {}),
          ...(after ? { after } : {}),
          ...(planError ? { planError } : {}),
        });
      };
      if (!t) {
        t = { id: e.task, entries: [], status: 'dispatched', awaitsReplan: false, reviewedSinceChange: false, fixRounds: [] };
        tasks.set(e.task, t);
        if (e.form === 'base') dispatch(false);
      } else if (t.status === 'complete') {
        // A completed task stays done: what the Ledger says after its `complete` line is
        // harness-ledger-lifecycle's finding, not a new state.
        t.entries.push(e);
        const moved = movesHead(e);
        if (moved !== undefined) head = moved;
        continue;
      } else if (e.form === 'base' || (e.form === 'session' && t.status === 'stopped')) {
        dispatch(e.form === 'session');
        t.status = 'dispatched';
        t.stop = undefined;
        t.awaitsReplan = false;
        t.replan = undefined;
        t.reviewed = undefined;
        t.reviewedSinceChange = false;
        t.fixRounds = [];
      }
      t.entries.push(e);
      switch (e.form) {
        case 'base':
          t.base = e;
          break;
        case 'implementer_done':
        case 'implementer_concerns':
          t.status = 'returned';
          t.reviewedSinceChange = false;
          break;
        case 'reviewed_head':
          t.reviewed = e;
          t.reviewedSinceChange = true;
          if (t.status !== 'complete') t.status = 'reviewed';
          break;
        case 'fix_round':
          t.fixRounds.push(e);
          t.reviewedSinceChange = false;
          t.status = 'fixing';
          break;
        case 'complete':
          t.status = 'complete';
          t.complete = e;
          break;
        default:
          if (STOPS.has(e.form) && t.status !== 'complete') {
            t.status = 'stopped';
            t.stop = e;
            t.awaitsReplan = FINAL_STOPS.has(e.form) || isPlanError(e);
            if (isPlanError(e)) planError = e;
          }
      }
      const moved = movesHead(e);
      if (moved !== undefined) head = moved;
    }
    return {
      view,
      tasks,
      dispatches,
      headBefore,
      ...(finalReviewHead ? { finalReviewHead } : {}),
      ...(budgetOverrun ? { budgetOverrun } : {}),
      ...(planError ? { planError } : {}),
      ...(head !== undefined ? { head } : {}),
    };
  });
}

/**
 * Whether a replan replaced a task (004:755-770: the unfinished goal is split anew): it stopped, a
 * `replan round` followed, it was not dispatched again, and the plan dropped it or marks it
 * replaced. Such a task is settled: not dispatched again, and no obstacle to the final review or
 * to `close`.
 */
export function replacedByReplan(now: TaskNow | undefined, marked: boolean | undefined): boolean {
  return now?.status === 'stopped' && now.replan !== undefined && marked !== false;
}

/** Tasks that are running now: dispatched and neither complete nor stopped. */
export function runningTasks(replay: SessionReplay): TaskNow[] {
  return [...replay.tasks.values()].filter((t) => t.status !== 'complete' && t.status !== 'stopped');
}

/** Where to report a finding about the whole Ledger: its H1, else its first line. */
export function ledgerHead(doc: WfDocument): { start: number; end: number } {
  const view = ledgerView(doc);
  if (view.h1) return { start: view.h1.start, end: view.h1.headingEnd };
  if (view.firstLine) return { start: view.firstLine.start, end: view.firstLine.end };
  return { start: 0, end: 0 };
}

/** `…/.webwork/harness/archive/<id>` → true. */
export function isArchived(sessionDir: string): boolean {
  return /(^|\/)\.webwork\/harness\/archive\/[^/]+$/.test(sessionDir);
}
