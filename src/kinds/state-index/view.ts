/** The task index read into entries (parsed once per document), and what it should say. */
import type { WfDocument } from '../../core/document.js';
import { memo } from '../../core/document.js';
import type { Section } from '../../core/markdown.js';
import { sectionItems, type Item } from '../../core/items.js';
import { outlineView } from '../../core/outline.js';
import type { Settings } from '../../core/settings.js';
import type { WorkspaceView } from '../../core/workspace-view.js';
import { INDEX_LISTS, LIST_OF_STATUS, type IndexList } from './outline.js';
import type { HeaderLine } from '../../core/markdown.js';
import type { Cause } from '../../core/rule.js';

export interface IndexEntry {
  item: Item;
  list: IndexList;
  /** The five fields when the entry is well-formed. */
  fields?: { id: string; title: string; type: string; role: string; status: string };
  none: boolean;
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
      for (const item of sectionItems(doc, section)) {
        const parts = item.text.split('|').map((p) => p.trim());
        const entry: IndexEntry = { item, list, none: /^none$/i.test(item.text) };
        if (parts.length === 5 && parts.every((p) => p !== '')) {
          entry.fields = { id: parts[0]!, title: parts[1]!, type: parts[2]!, role: parts[3]!, status: parts[4]! };
        }
        entries.push(entry);
      }
    }
    return { lists, entries };
  });
}

/** The directory of the index (`…/.agents/state`). */
export function stateDir(doc: WfDocument): string {
  return doc.relPath.slice(0, doc.relPath.lastIndexOf('/'));
}

export interface TaskSummary {
  relPath: string;
  /** The task file's header lines (read without parsing the rest of the file). */
  header: HeaderLine[];
  id: string;
  title: string;
  type: string;
  role: string;
  status: string;
  line: string;
}

/** The entry each task file under `tasks/` should have (from the task files' header lines only). */
export function taskSummaries(doc: WfDocument, workspace: WorkspaceView): TaskSummary[] {
  return workspace.headers('task-state', `${stateDir(doc)}/tasks`).map((t) => {
    const h = new Map(t.header.map((l) => [l.key, l.value] as const));
    const id = h.get('TASK_ID') || stemOf(t.relPath);
    const s = { relPath: t.relPath, header: t.header, id, title: h.get('TASK_TITLE') ?? '', type: h.get('TASK_TYPE') ?? '', role: h.get('CURRENT_ROLE') ?? '', status: h.get('WORKFLOW_STATUS') ?? '' };
    return { ...s, line: `${s.id} | ${s.title} | ${s.type} | ${s.role} | ${s.status}` };
  });
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

export function listOf(status: string): IndexList | undefined {
  return LIST_OF_STATUS[status];
}

function stemOf(relPath: string): string {
  return relPath.slice(relPath.lastIndexOf('/') + 1).replace(/\.md$/i, '');
}
