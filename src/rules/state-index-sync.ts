import { defineRule, type Edit } from '../core/rule.js';
import type { WfDocument } from '../core/document.js';
import { INDEX_LISTS, type IndexList } from '../kinds/state-index/outline.js';
import { indexView, listOf, taskSummaries, type IndexView, type TaskSummary } from '../kinds/state-index/view.js';

/**
 * The index is derived data: rewrite each list's entries from the task files, keeping the
 * existing order and appending new tasks; every byte outside the lists stays.
 */
function syncEdits(doc: WfDocument, view: IndexView, tasks: readonly TaskSummary[]): Edit[] {
  const edits: Edit[] = [];
  const byId = new Map(tasks.map((t) => [t.id, t] as const));
  for (const list of INDEX_LISTS) {
    const section = view.lists.get(list);
    if (!section) continue;
    const entries = view.entries.filter((e) => e.list === list);
    const lines: string[] = [];
    const placed = new Set<string>();
    for (const e of entries) {
      if (e.none) continue;
      // Text that is not an entry (reported by state-index-entry-format) is user text: it stays.
      if (!e.fields) {
        lines.push(doc.text.slice(e.item.start, e.item.end));
        continue;
      }
      const t = byId.get(e.fields.id);
      // A task whose status names no list keeps its entry until its header is repaired.
      if (t && listOf(t.status) === undefined) lines.push(doc.text.slice(e.item.start, e.item.end));
      else if (t && listOf(t.status) === list && !placed.has(t.id)) {
        lines.push(`- ${t.line}`);
        placed.add(t.id);
      }
    }
    for (const t of tasks) {
      if (listOf(t.status) === list && !placed.has(t.id)) {
        lines.push(`- ${t.line}`);
        placed.add(t.id);
      }
    }
    if (lines.length === 0) lines.push('- none');
    const body = lines.join('\n');
    if (entries.length > 0) {
      const first = entries[0]!.item;
      const last = entries[entries.length - 1]!.item;
      if (doc.text.slice(first.start, last.end) !== body) edits.push({ range: [first.start, last.end], text: body });
    } else {
      edits.push({ range: [section.headingEnd, section.headingEnd], text: `\n\n${body}` });
    }
  }
  return edits;
}

export default defineRule({
  id: 'state-index-sync',
  meta: {
    type: 'problem',
    description: 'The index lists every task file, in the list of its status, with its current header values',
    severity: 'error',
    fixable: 'safe',
    gate: ['advance', 'close'],
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
    const byId = new Map(tasks.map((t) => [t.id, t] as const));
    const causeOf = (t: TaskSummary) => {
      const id = t.doc.header.find((h) => h.key === 'TASK_ID') ?? t.doc.header[0];
      return [{ relPath: t.relPath, start: id?.start ?? 0, end: id?.end ?? 0, message: 'Task file' }];
    };
    const listed = new Set<string>();
    for (const e of view.entries) {
      if (!e.fields) continue;
      const at = { start: e.item.textStart, end: e.item.end };
      const t = byId.get(e.fields.id);
      if (!t) {
        report({ messageId: 'orphan', data: { id: e.fields.id }, ...at, ...(fix ? { fix } : {}) });
        continue;
      }
      listed.add(t.id);
      const expected = listOf(t.status);
      if (expected && expected !== e.list) {
        report({ messageId: 'wrongList', data: { id: t.id, list: e.list, expected, status: t.status }, ...at, cause: causeOf(t), ...(fix ? { fix } : {}) });
        continue;
      }
      if (e.item.text !== t.line) report({ messageId: 'stale', data: { actual: e.item.text, line: t.line }, ...at, cause: causeOf(t), ...(fix ? { fix } : {}) });
    }
    for (const t of tasks) {
      if (listed.has(t.id)) continue;
      const list: IndexList | undefined = listOf(t.status);
      if (!list) continue;
      const section = view.lists.get(list);
      const at = section ? { start: section.start, end: section.headingEnd } : { start: 0, end: 0 };
      report({ messageId: 'missing', data: { id: t.id, line: t.line, list }, ...at, cause: causeOf(t), ...(fix && section ? { fix } : {}) });
    }
  },
});
