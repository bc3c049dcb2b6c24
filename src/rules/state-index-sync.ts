import { defineRule, type Edit } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { INDEX_LISTS, type IndexList } from '../kinds/state-index/outline.js';
import { headerCause, indexView, listOf, sameEntry, taskSummaries, type IndexEntry, type IndexView, type TaskSummary } from '../kinds/state-index/view.js';

/**
 * The index is derived data: each entry is refreshed in place from its task file, the entry of a
 * task that moved to another list moves with it, new tasks are appended after the list's last
 * item, an emptied list gets `- none`. Only an entry's fields are rewritten: a comment written on
 * its line and the notes nested under it are kept, and travel with an entry that moves. Only what
 * the task files say is written, and nothing a person wrote is dropped: an entry with a note in a
 * value field (`active（等待 review 排期）`) is left as it is, and so is the entry of a task whose
 * header is incomplete, invalid or names another id (`resolved: false`) is left as it is, no entry
 * is written for a task whose entry has a shape the sync cannot read (an extra field), an entry
 * without a task file stays (a suggestion removes it), and a duplicate entry with notes stays.
 */
function syncEdits(doc: WfDocument, view: IndexView, tasks: readonly TaskSummary[]): Edit[] {
  const edits: Edit[] = [];
  const byId = new Map(tasks.filter((t) => t.resolved).map((t) => [t.id, t] as const));
  const known = knownIds(tasks);
  const text = doc.text;
  const notes = (e: IndexEntry) => text.slice(e.fieldsEnd, e.item.end);
  const lineStartOf = (offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
  const nextLineStart = (offset: number) => {
    const nl = text.indexOf('\n', offset);
    return nl === -1 ? text.length : nl + 1;
  };
  // Tasks whose entry is written in a shape the sync cannot read: left to a person, never written twice.
  const claimed = new Set(view.entries.filter((e) => !e.fields && e.claimedId !== undefined && known.has(e.claimedId)).map((e) => e.claimedId!));
  // The entry each task keeps (its first entry in the list of its status), and the one that moves
  // to that list when it has none there (its notes go with it).
  const keeper = new Map<string, IndexEntry>();
  const mover = new Map<string, IndexEntry>();
  for (const e of view.entries) {
    const t = e.fields ? byId.get(e.fields.id) : undefined;
    if (t && listOf(t.status) === e.list && !keeper.has(t.id)) keeper.set(t.id, e);
  }
  for (const e of view.entries) {
    const t = e.fields ? byId.get(e.fields.id) : undefined;
    const to = t ? listOf(t.status) : undefined;
    // Only to a list that is there (a missing one is inserted first, by state-index-structure), and
    // only for a task the sync writes (not one a malformed entry claims).
    if (t && to && view.lists.has(to) && !keeper.has(t.id) && !mover.has(t.id) && !claimed.has(t.id) && !annotated(e.fields!)) mover.set(t.id, e);
  }
  for (const list of INDEX_LISTS) {
    const section = view.lists.get(list);
    if (!section) continue;
    const entries = view.entries.filter((e) => e.list === list);
    // What each entry becomes: `keep`, `drop`, or the entry line its fields are rewritten to.
    const fate = entries.map((e): 'keep' | 'drop' | { line: string } => {
      // `- none` goes once the list has entries, unless someone wrote on it (a comment, notes).
      if (!e.fields) return e.none && notes(e).trim() === '' ? 'drop' : 'keep';
      const t = byId.get(e.fields.id);
      // An unresolved task file answers for its header; an entry without a task file is a suggestion.
      if (!t) return 'keep';
      // A note written into a value field (`active（等待 review 排期）`) is the writer's: the entry
      // is reported, not rewritten.
      if (keeper.get(t.id) === e) return sameEntry(e.fields, t) || annotated(e.fields) ? 'keep' : { line: `- ${t.line}` };
      // A duplicate, or the entry of a task that moved: it goes, unless it holds notes nothing carries.
      return mover.get(t.id) === e || (notes(e).trim() === '' && !annotated(e.fields)) ? 'drop' : 'keep';
    });
    const added = [...byId.values()]
      .filter((t) => listOf(t.status) === list && !keeper.has(t.id) && !claimed.has(t.id))
      .map((t) => {
        const moved = mover.get(t.id);
        return `- ${t.line}${moved ? notes(moved) : ''}`;
      });
    const remaining = fate.filter((f) => f !== 'drop').length + added.length;
    if (entries.length === 0) {
      edits.push({ range: [section.headingEnd, section.headingEnd], text: `\n\n${(added.length ? added : ['- none']).join('\n')}` });
      continue;
    }
    entries.forEach((e, i) => {
      const f = fate[i]!;
      const last = i === entries.length - 1;
      const tail = last ? (added.length ? added : remaining === 0 ? ['- none'] : []) : [];
      if (f === 'drop') {
        if (tail.length) {
          const now = text.slice(e.item.start, e.item.end);
          if (now !== tail.join('\n')) edits.push({ range: [e.item.start, e.item.end], text: tail.join('\n') });
          return;
        }
        // Drop the entry's whole line (the last one keeps the line break before it instead).
        const start = lineStartOf(e.item.start);
        if (last && nextLineStart(e.item.end) === text.length && !text.endsWith('\n'))
          edits.push({ range: [Math.max(0, start - (text.slice(0, start).endsWith('\r\n') ? 2 : 1)), e.item.end], text: '' });
        else edits.push({ range: [start, nextLineStart(e.item.end)], text: '' });
        return;
      }
      if (f !== 'keep' && tail.length) edits.push({ range: [e.item.start, e.item.end], text: `${f.line}${notes(e)}\n${tail.join('\n')}` });
      else if (f !== 'keep') edits.push({ range: [e.item.start, e.fieldsEnd], text: f.line });
      else if (tail.length) edits.push({ range: [e.item.end, e.item.end], text: `\n${tail.join('\n')}` });
    });
  }
  return edits;
}

/** An entry whose type, role or status holds more than a value: a note of its writer's. */
function annotated(fields: NonNullable<IndexEntry['fields']>): boolean {
  return [fields.type, fields.role, fields.status].some((v) => !/^[\w.-]*$/.test(v.trim()));
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
      orphan: 'Unexpected entry for task `{{id}}`, expected a task file `tasks/{{id}}.md` (restore it, or remove the entry)',
      removeOrphan: 'Remove the entry of `{{id}}`',
      unreadable: 'Unexpected unreadable task file `{{path}}`, expected a task file the index can be checked against',
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
      const at = { start: e.item.textStart, end: e.fieldsEnd };
      const t = byId.get(e.fields.id);
      if (!t) {
        // An unresolved task file answers for its own header (`task-state-header-*`). The entry of a
        // task without a file is the only record left of it: removing it is a person's call.
        if (!known.has(e.fields.id)) {
          const from = doc.text.lastIndexOf('\n', e.item.start - 1) + 1;
          const nl = doc.text.indexOf('\n', e.item.end);
          report({
            messageId: 'orphan',
            data: { id: e.fields.id },
            ...at,
            ...(fix ? { fix } : {}),
            suggest: [{ messageId: 'removeOrphan', data: { id: e.fields.id }, edits: [{ range: [from, nl === -1 ? doc.text.length : nl + 1], text: '' }] }],
          });
        }
        continue;
      }
      listed.add(t.id);
      const expected = listOf(t.status);
      if (expected && expected !== e.list) {
        report({ messageId: 'wrongList', data: { id: t.id, list: e.list, expected, status: t.status }, ...at, cause: causeOf(t), ...(fix ? { fix } : {}) });
        continue;
      }
      if (!sameEntry(e.fields, t)) report({ messageId: 'stale', data: { actual: doc.text.slice(e.item.textStart, e.fieldsEnd), line: t.line }, ...at, cause: causeOf(t), ...(fix ? { fix } : {}) });
    }
    // An entry the sync cannot read answers for itself (`state-index-entry-format`).
    for (const e of view.entries) if (!e.fields && e.claimedId !== undefined) listed.add(e.claimedId);
    for (const t of byId.values()) {
      if (listed.has(t.id)) continue;
      const list: IndexList | undefined = listOf(t.status);
      if (!list) continue;
      const section = view.lists.get(list);
      const at = section ? { start: section.start, end: section.headingEnd } : { start: 0, end: 0 };
      report({ messageId: 'missing', data: { id: t.id, line: t.line, list }, ...at, cause: causeOf(t), ...(fix && section ? { fix } : {}) });
    }
    // A task file that cannot be read leaves the index unverifiable (the file itself gets its fatal message).
    const head = doc.sections[0] ? { start: doc.sections[0].start, end: doc.sections[0].headingEnd } : { start: 0, end: doc.text.indexOf('\n') === -1 ? doc.text.length : doc.text.indexOf('\n') };
    for (const t of tasks) if (t.unreadable) report({ messageId: 'unreadable', data: { path: t.relPath }, ...head, cause: [{ relPath: t.relPath, line: 1, message: 'Task file' }] });
  },
});
