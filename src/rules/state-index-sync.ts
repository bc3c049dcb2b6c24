import { defineRule, type Edit } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { INDEX_LISTS, type IndexList } from '../kinds/state-index/outline.js';
import { headerCause, indexView, listOf, sameEntry, taskSummaries, type IndexView, type TaskSummary } from '../kinds/state-index/view.js';

/**
 * The index is derived data: each entry is refreshed in place from its task file, entries of tasks
 * that moved or vanished are dropped (their line), new tasks are appended after the list's last
 * item, an emptied list gets `- none`. Edits are per entry, so every byte between entries
 * (comments, blank lines, free text) stays. Only what the task files say is written: the entry of a
 * task whose header is incomplete, invalid or names another id (`resolved: false`) is left as it
 * is, and no entry is written for it, so a broken header never loses or empties its entry.
 */
function syncEdits(doc: WfDocument, view: IndexView, tasks: readonly TaskSummary[]): Edit[] {
  const edits: Edit[] = [];
  const byId = new Map(tasks.filter((t) => t.resolved).map((t) => [t.id, t] as const));
  const known = knownIds(tasks);
  const text = doc.text;
  const lineStartOf = (offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
  const nextLineStart = (offset: number) => {
    const nl = text.indexOf('\n', offset);
    return nl === -1 ? text.length : nl + 1;
  };
  for (const list of INDEX_LISTS) {
    const section = view.lists.get(list);
    if (!section) continue;
    const entries = view.entries.filter((e) => e.list === list);
    const placed = new Set<string>();
    // What each existing entry becomes: its new line, or `undefined` to drop it.
    const fate = entries.map((e): string | undefined | null => {
      if (!e.fields) return e.none ? undefined : null; // null: not an entry, leave it alone
      const t = byId.get(e.fields.id);
      // A task file whose header cannot say what its entry holds keeps its entry until it is repaired.
      if (!t) return known.has(e.fields.id) ? null : undefined;
      if (listOf(t.status) === list && !placed.has(t.id)) {
        placed.add(t.id);
        return sameEntry(e.fields, t) ? null : `- ${t.line}`;
      }
      return undefined;
    });
    const added = [...byId.values()].filter((t) => listOf(t.status) === list && !placed.has(t.id)).map((t) => `- ${t.line}`);
    const remaining = fate.filter((f) => f !== undefined).length + added.length;
    if (entries.length === 0) {
      edits.push({ range: [section.headingEnd, section.headingEnd], text: `\n\n${(added.length ? added : ['- none']).join('\n')}` });
      continue;
    }
    entries.forEach((e, i) => {
      const last = i === entries.length - 1;
      const now = text.slice(e.item.start, e.item.end);
      let next = fate[i];
      if (next === null) next = now;
      if (last) {
        const tail = added.length ? added : remaining === 0 ? ['- none'] : [];
        if (next === undefined && tail.length) next = tail.join('\n');
        else if (next !== undefined && tail.length) next = [next, ...tail].join('\n');
      }
      if (next === undefined) {
        // Drop the entry's whole line (the last one keeps the line break before it instead).
        const start = lineStartOf(e.item.start);
        if (last && nextLineStart(e.item.end) === text.length && !text.endsWith('\n')) edits.push({ range: [Math.max(0, start - 1), e.item.end], text: '' });
        else edits.push({ range: [start, nextLineStart(e.item.end)], text: '' });
      } else if (next !== now) edits.push({ range: [e.item.start, e.item.end], text: next });
    });
  }
  return edits;
}

/** Every id a task file answers to: its file name and its `TASK_ID`. */
function knownIds(tasks: readonly TaskSummary[]): Set<string> {
  const ids = new Set<string>();
  for (const t of tasks) {
    ids.add(t.id);
    if (t.taskId) ids.add(t.taskId);
  }
  return ids;
}

export default defineRule({
  id: 'state-index-sync',
  meta: {
    type: 'problem',
    description: 'The index lists every task file, in the list of its status, with its current header values',
    severity: 'error',
    fixable: 'safe',
    crossFile: true,
    kinds: ['state-index'],
    messages: {
      missing: 'Unexpected missing entry for task `{{id}}`, expected `- {{line}}` under `{{list}}`',
      wrongList: 'Unexpected entry for task `{{id}}` under `{{list}}`, expected it under `{{expected}}` (its `WORKFLOW_STATUS` is `{{status}}`)',
      stale: 'Unexpected entry `{{actual}}`, expected `{{line}}` (from the task file)',
      orphan: 'Unexpected entry for task `{{id}}`, expected a task file `tasks/{{id}}.md`',
    },
  },
  check({ doc, workspace, settings, report }) {
    const view = indexView(doc, settings);
    const tasks = taskSummaries(doc, workspace);
    const edits = syncEdits(doc, view, tasks);
    const fix = edits.length ? edits : undefined;
    const byId = new Map(tasks.filter((t) => t.resolved).map((t) => [t.id, t] as const));
    const known = knownIds(tasks);
    const causeOf = (t: TaskSummary) => [headerCause(t, 'TASK_ID', 'Task file')];
    const listed = new Set<string>();
    for (const e of view.entries) {
      if (!e.fields) continue;
      const at = { start: e.item.textStart, end: e.item.end };
      const t = byId.get(e.fields.id);
      if (!t) {
        // An unresolved task file answers for its own header (`task-state-header-*`).
        if (!known.has(e.fields.id)) report({ messageId: 'orphan', data: { id: e.fields.id }, ...at, ...(fix ? { fix } : {}) });
        continue;
      }
      listed.add(t.id);
      const expected = listOf(t.status);
      if (expected && expected !== e.list) {
        report({ messageId: 'wrongList', data: { id: t.id, list: e.list, expected, status: t.status }, ...at, cause: causeOf(t), ...(fix ? { fix } : {}) });
        continue;
      }
      if (!sameEntry(e.fields, t)) report({ messageId: 'stale', data: { actual: e.item.text, line: t.line }, ...at, cause: causeOf(t), ...(fix ? { fix } : {}) });
    }
    for (const t of byId.values()) {
      if (listed.has(t.id)) continue;
      const list: IndexList | undefined = listOf(t.status);
      if (!list) continue;
      const section = view.lists.get(list);
      const at = section ? { start: section.start, end: section.headingEnd } : { start: 0, end: 0 };
      report({ messageId: 'missing', data: { id: t.id, line: t.line, list }, ...at, cause: causeOf(t), ...(fix && section ? { fix } : {}) });
    }
  },
});
