/** The task index read into entries (parsed once per document), and what it should say. */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import type { Section } from '../../core/model/markdown.js';
import { sectionItems, type Item } from '../../core/model/items.js';
import { outlineView } from '../../core/model/outline.js';
import type { Settings } from '../../core/lint/settings.js';
import type { DocumentHeader, WorkspaceView } from '../../core/lint/workspace-view.js';
import { INDEX_LISTS, LIST_OF_STATUS, type IndexList } from './outline.js';
import type { HeaderLine } from '../../core/model/markdown.js';
import type { Cause } from '../../core/lint/rule.js';
import { ROLES, STATUSES, TASK_TYPES } from '../task-state/view.js';

const known = (values: readonly string[], v: string) => values.includes(v);

export interface IndexEntry {
  item: Item;
  list: IndexList;
  /** The five fields when the entry is well-formed. */
  fields?: { id: string; title: string; type: string; role: string; status: string };
  /** The id its first field names, well-formed or not (a person's extra field, a missing one). */
  claimedId?: string;
  /**
   * Where the entry's fields end: what follows on its line (an HTML comment, `<!-- 周五归还 -->`)
   * and the notes nested under it are the writer's, kept by every fix (`text.slice(fieldsEnd, item.end)`).
   */
  fieldsEnd: number;
  none: boolean;
}

/** `- none` (the template's), `- 无`, `- 暂无`: an empty list. */
const NONE = /^(?:none|无|暂无|n\/a)[。.]?$/i;

/** The task id of an entry's first field: plain, backticked, or the text of a link to the task file. */
function idOf(field: string): string {
  const link = /^\[([^\]\n]{1,200})\]\([^)\n]{0,500}\)$/.exec(field);
  const text = link ? link[1]!.trim() : field;
  return text.replace(/^`([^`]*)`$/, '$1').trim();
}

export interface IndexView {
  lists: Map<IndexList, Section>;
  entries: IndexEntry[];
}

export function indexView(doc: WfDocument, settings: Settings): IndexView {
  return memo(doc, 'state-index:view', () => {
    const outline = outlineView(doc, settings);
    const lists = new Map<IndexList, Section>();
    const entries: IndexEntry[] = [];
    for (const list of INDEX_LISTS) {
      const section = outline.byCanonical.get(list)?.[0];
      if (!section) continue;
      lists.set(list, section);
      // Entries under a sub-heading of the list still belong to it (spec §2), and so do the entries
      // of a second section of the same list (a merge's leftover: `duplicate-sections` reports it).
      for (const item of (outline.byCanonical.get(list) ?? []).flatMap((sec) => sectionItems(doc, sec))) {
        if (item.depth !== 0) continue;
        const fieldsEnd = fieldsEndOf(doc.text, item);
        const own = doc.text.slice(item.textStart, fieldsEnd);
        const parts = own
          .replace(/｜/g, '|')
          .split('|')
          .map((p) => p.trim());
        const entry: IndexEntry = { item, list, fieldsEnd, none: NONE.test(own.trim()) };
        if (parts.length >= 2 && parts[0] !== '') entry.claimedId = idOf(parts[0]!);
        if (parts.length === 5 && parts.every((p) => p !== '')) {
          entry.fields = { id: idOf(parts[0]!), title: parts[1]!, type: parts[2]!, role: parts[3]!, status: parts[4]! };
        }
        entries.push(entry);
      }
    }
    return { lists, entries };
  });
}

/**
 * The end of an entry's fields: its first line, before an HTML comment on it and the white space
 * before that (an entry is one line: seed 000:35, the stable entry format).
 */
function fieldsEndOf(text: string, item: Item): number {
  const nl = text.indexOf('\n', item.textStart);
  let end = Math.min(nl === -1 ? text.length : nl, item.end);
  const comment = text.slice(item.textStart, end).indexOf('<!--');
  if (comment !== -1) end = item.textStart + comment;
  while (end > item.textStart && /[ \t\r]/.test(text[end - 1]!)) end--;
  return end;
}

/** The directory of the index (`…/.agents/state`). */
export function stateDir(doc: WfDocument): string {
  return doc.relPath.slice(0, doc.relPath.lastIndexOf('/'));
}

export interface TaskSummary {
  relPath: string;
  /** The task file's header lines (read without parsing the rest of the file). */
  header: HeaderLine[];
  /** The id its index entry has: the file name stem (`TASK_ID` must equal it). */
  id: string;
  /** `TASK_ID` as written, when present. */
  taskId?: string;
  /**
   * Whether the header says everything an entry holds: `TASK_ID` (if present) equals the file name,
   * and title, type, role and status are present and valid. The index of an unresolved task is left
   * as it is (its header is repaired first): the sync never writes an entry it cannot derive.
   */
  resolved: boolean;
  /** The task file could not be read: the index cannot be checked against it. */
  unreadable?: true;
  title: string;
  type: string;
  role: string;
  status: string;
  line: string;
}

/** Summaries by the header list they were made from (the workspace gives the same list until something changes). */
const summariesOf = new WeakMap<readonly DocumentHeader[], readonly TaskSummary[]>();

/** The entry each task file under `tasks/` should have (from the task files' header lines only). */
export function taskSummaries(doc: WfDocument, workspace: WorkspaceView): readonly TaskSummary[] {
  const headers = workspace.headers('task-state', `${stateDir(doc)}/tasks`);
  let known = summariesOf.get(headers);
  if (!known) summariesOf.set(headers, (known = headers.map(summaryOf)));
  return known;
}

/** The header fields an entry is made of: written twice, which one holds is a person's call. */
const ENTRY_FIELDS = ['TASK_ID', 'TASK_TITLE', 'TASK_TYPE', 'CURRENT_ROLE', 'WORKFLOW_STATUS'];

function summaryOf(t: DocumentHeader): TaskSummary {
  const h = new Map<string, string>();
  const twice = new Set<string>();
  for (const l of t.header) {
    if (h.has(l.key)) twice.add(l.key);
    else h.set(l.key, l.value);
  }
  const id = stemOf(t.relPath);
  const taskId = h.get('TASK_ID');
  const s = { relPath: t.relPath, header: t.header, id, title: h.get('TASK_TITLE') ?? '', type: h.get('TASK_TYPE') ?? '', role: h.get('CURRENT_ROLE') ?? '', status: h.get('WORKFLOW_STATUS') ?? '' };
  // A title with `|` cannot be written in the stable entry format (seed 000:35).
  const resolved =
    !t.unreadable &&
    (taskId === undefined || taskId === id) &&
    s.title !== '' &&
    !/[|｜]/.test(s.title) &&
    !ENTRY_FIELDS.some((k) => twice.has(k)) &&
    known(TASK_TYPES, s.type) &&
    known(ROLES, s.role) &&
    known(STATUSES, s.status);
  return {
    ...s,
    ...(taskId !== undefined ? { taskId } : {}),
    ...(t.unreadable ? { unreadable: true as const } : {}),
    resolved,
    line: `${s.id} | ${s.title} | ${s.type} | ${s.role} | ${s.status}`,
  };
}

/**
 * A cause pointing at a header line of a task file, or at its value, by line and columns (the file
 * is not parsed).
 */
export function headerCause(task: TaskSummary, key: string, message: string, at: 'line' | 'value' = 'line'): Cause {
  const h = task.header.find((l) => l.key === key) ?? task.header[0];
  if (!h) return { relPath: task.relPath, line: 1, message };
  const [from, to] = at === 'line' ? [h.start, h.end] : [h.valueStart, h.valueEnd];
  return { relPath: task.relPath, line: h.line, column: from - h.start + 1, endColumn: to - h.start + 1, message };
}

/** Whether an entry says what the task file says (spacing and a linked id aside). */
export function sameEntry(fields: NonNullable<IndexEntry['fields']>, task: TaskSummary): boolean {
  const norm = (v: string) => v.replace(/\s+/g, ' ').trim();
  return fields.id === task.id && norm(fields.title) === norm(task.title) && fields.type === task.type && fields.role === task.role && fields.status === task.status;
}

export function listOf(status: string): IndexList | undefined {
  return LIST_OF_STATUS[status];
}

function stemOf(relPath: string): string {
  return relPath.slice(relPath.lastIndexOf('/') + 1).replace(/\.md$/i, '');
}
