/**
 * The requirements of a loop home as `REQUIREMENTS.md` records them (seed 001:25, 001:319,
 * 001:663): each requirement id with its status, read from a YAML `requirements` list
 * (`{id, status}`), from a pipe table with an `id` and a `status` column, or from a list whose
 * items open with an id (the seed fixes no form).
 */
import type { WfDocument } from '../../core/model/document.js';
import type { WorkspaceView } from '../../core/lint/workspace-view.js';
import { contentLines } from '../../core/model/content-lines.js';
import { isRecord, loopDocument, memoLoop } from './model.js';
import { column, pipeTables } from './tables.js';

/** What a status says: met, still open, blocked, deferred, or not applicable / superseded. */
export type RequirementState = 'done' | 'open' | 'blocked' | 'deferred' | 'na';

export interface RequirementEntry {
  id: string;
  status: string;
  state?: RequirementState;
  /** 1-based line in `REQUIREMENTS.md`. */
  line: number;
}

export interface RequirementsFile {
  doc: WfDocument;
  entries: RequirementEntry[];
}

const STATE_WORDS: ReadonlyArray<[RequirementState, readonly string[]]> = [
  ['na', ['superseded', 'not_applicable', 'not applicable', 'n/a', 'dropped', 'withdrawn', '不适用', '已取代', '取代']],
  ['blocked', ['blocked', '阻塞', '受阻']],
  ['deferred', ['deferred', '延后', '推迟']],
  ['done', ['satisfied', 'met', 'done', 'covered', 'passed', 'pass', 'complete', 'completed', 'fixed', 'verified', 'closed', '已满足', '已完成', '已通过', '满足', '完成']],
  [
    'open',
    ['open', 'pending', 'in_progress', 'in progress', 'partial', 'unmet', 'active', 'todo', 'planned', 'mapped', 'not met', 'not satisfied', '未完成', '未满足', '进行中', '部分', '未开始', '待定'],
  ],
];

/** The state a status text starts with (`satisfied (evidence/…)`, `blocked — no network`), if known. */
export function requirementState(status: string): RequirementState | undefined {
  const t = status.trim().toLowerCase();
  let best: { state: RequirementState; len: number } | undefined;
  for (const [state, words] of STATE_WORDS) {
    for (const w of words) {
      if (!t.startsWith(w)) continue;
      const next = t[w.length];
      // A whole word: the text ends, or a non-letter follows (CJK words need no boundary).
      if (next !== undefined && /[a-z0-9_]/.test(next) && /[a-z]$/.test(w)) continue;
      if (!best || w.length > best.len) best = { state, len: w.length };
    }
  }
  return best?.state;
}

function lineOf(text: string, offset: number): number {
  let n = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

function read(doc: WfDocument): RequirementEntry[] {
  const out: RequirementEntry[] = [];
  const list = doc.data.requirements;
  if (Array.isArray(list)) {
    for (const r of list) {
      if (!isRecord(r)) continue;
      const id = typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id).trim() : '';
      const status = typeof r.status === 'string' ? r.status.trim() : '';
      if (id === '' || status === '') continue;
      const at = doc.text.indexOf(`id: ${id}`);
      const state = requirementState(status);
      out.push({ id, status, ...(state ? { state } : {}), line: at < 0 ? 1 : lineOf(doc.text, at) });
    }
  }
  for (const table of pipeTables(doc.text)) {
    const idCol = column(table, ['id', 'req_id', 'requirement_id', 'requirement id', '编号']);
    const stCol = column(table, ['status', '状态']);
    if (idCol < 0 || stCol < 0) continue;
    for (const row of table.rows) {
      const id = (row.cells[idCol] ?? '').replace(/`/g, '').trim();
      const status = (row.cells[stCol] ?? '').trim();
      if (id === '' || status === '' || out.some((e) => e.id === id)) continue;
      const state = requirementState(status);
      out.push({ id, status, ...(state ? { state } : {}), line: row.line });
    }
  }
  // A list of ids (`- R1：src/app.py 的输出为中文问候…`), the form an agent writes when the seed
  // fixes none: each top-level item that opens with an id, its status where it names one.
  for (const l of contentLines(doc)) {
    const m = l.indent <= 3 ? LIST_ID.exec(l.text) : null;
    if (!m || out.some((e) => e.id === m[1])) continue;
    const status = (STATUS_NOTE.exec(l.text)?.[1] ?? '').trim();
    const state = status ? requirementState(status) : NA_NOTE.test(l.text) ? 'na' : undefined;
    out.push({ id: m[1]!, status, ...(state ? { state } : {}), line: l.line });
  }
  return out;
}

/** A top-level list item that opens with a requirement id (`- R1：…`, `- **R2** …`, `` - `UR3`: … ``). */
const LIST_ID = /^[-*+] +(?:\*\*|`)?([A-Z][A-Z_-]{0,9}\d{1,4})(?:\*\*|`)?\s*(?:[：:.、)）]|\s)/;
/** The status an item names (`状态：已满足`, `status: blocked`). */
const STATUS_NOTE = /(?:status|状态)\s*[:：=]\s*([^，,；;。)）|]+)/i;
/** An item that says it no longer applies. */
const NA_NOTE = /不适用|已取代|被.{0,12}取代|superseded|not[ _]applicable|withdrawn/i;

/** The loop home's `REQUIREMENTS.md`, read; `undefined` when there is none. */
export function requirementsFile(workspace: WorkspaceView, loopHome: string): RequirementsFile | undefined {
  const doc = loopDocument(workspace, loopHome, 'REQUIREMENTS.md');
  if (!doc) return undefined;
  return memoLoop(workspace, loopHome, 'requirements', [doc], () => ({ doc, entries: read(doc) }));
}
