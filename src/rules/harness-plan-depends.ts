import { defineRule, type Cause } from '../core/lint/rule.js';
import { planView, type DependsRef, type PlanTask } from '../kinds/harness/plan.js';
import { listOf, taskNumber } from '../kinds/harness/common.js';
import { cyclicComponents } from '../core/model/graph.js';

/** One cycle per strongly connected component, as a path from its lowest task back to it. */
function findCycles(tasks: readonly PlanTask[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const t of tasks) {
    if (edges.has(t.id)) continue;
    edges.set(
      t.id,
      t.depends.map((d) => d.id).filter((id): id is string => id !== undefined && id !== t.id),
    );
  }
  return cyclicComponents(edges)
    .map((comp) => {
      const inComp = new Set(comp);
      const start = [...comp].sort((a, b) => taskNumber(a) - taskNumber(b))[0]!;
      // Shortest path back to the start inside the component (BFS), lowest ids first.
      const prev = new Map<string, string>();
      const queue = [start];
      const seen = new Set([start]);
      let closing: string | undefined;
      while (queue.length && closing === undefined) {
        const v = queue.shift()!;
        const next = [...(edges.get(v) ?? [])].filter((w) => inComp.has(w)).sort((a, b) => taskNumber(a) - taskNumber(b));
        for (const w of next) {
          if (w === start) {
            closing = v;
            break;
          }
          if (seen.has(w)) continue;
          seen.add(w);
          prev.set(w, v);
          queue.push(w);
        }
      }
      const path = [start];
      const back: string[] = [];
      for (let v = closing; v !== undefined && v !== start; v = prev.get(v)) back.push(v);
      return [...path, ...back.reverse(), start];
    })
    .sort((a, b) => taskNumber(a[0]!) - taskNumber(b[0]!));
}

export default defineRule({
  id: 'harness-plan-depends',
  meta: {
    type: 'problem',
    description: '`depends` is `无` or task ids of the plan, with no self-dependency and no cycle',
    severity: 'error',
    fixable: false,
    kinds: ['harness-plan'],
    ownsData: { 'harness-plan': ['/tasks/*/depends'] },
    messages: {
      notId: 'Unexpected dependency `{{value}}` in `{{task}}`, expected `无` or task ids such as `T1, T3`',
      unknown: 'Unexpected dependency `{{id}}` in `{{task}}`, expected a task of this plan ({{ids}})',
      self: 'Unexpected dependency of `{{task}}` on itself, expected other tasks or `无`',
      cycle: 'Unexpected dependency cycle `{{cycle}}`, expected the tasks to depend on each other without a cycle',
    },
  },
  check({ doc, report }) {
    const tasks = planView(doc).tasks;
    const ids = new Set(tasks.map((t) => t.id));
    const known = listOf([...ids]);
    for (const task of tasks) {
      for (const d of task.depends) {
        const at = { start: d.piece.start, end: d.piece.end };
        if (!d.id) report({ messageId: 'notId', data: { value: d.piece.text, task: task.id }, ...at });
        else if (d.id === task.id) report({ messageId: 'self', data: { task: task.id }, ...at });
        else if (!ids.has(d.id)) report({ messageId: 'unknown', data: { id: d.id, task: task.id, ids: known }, ...at, expected: [...ids].filter((x) => x !== task.id) });
      }
    }
    const byId = new Map<string, PlanTask>();
    for (const t of tasks) if (!byId.has(t.id)) byId.set(t.id, t);
    const refTo = (from: string, to: string): DependsRef | undefined => byId.get(from)?.depends.find((d) => d.id === to);
    for (const cycle of findCycles(tasks)) {
      const first = refTo(cycle[0]!, cycle[1]!);
      if (!first) continue;
      const cause: Cause[] = [];
      for (let i = 1; i + 1 < cycle.length; i++) {
        const r = refTo(cycle[i]!, cycle[i + 1]!);
        if (r) cause.push({ start: r.piece.start, end: r.piece.end, message: `\`${cycle[i]}\` depends on \`${cycle[i + 1]}\`` });
      }
      report({ messageId: 'cycle', data: { cycle: cycle.join(' → ') }, start: first.piece.start, end: first.piece.end, cause });
    }
  },
});
