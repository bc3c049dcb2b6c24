/**
 * An agent run (seed 001 "AGENT_RUNS/round_<N>_<role>_<slug>/"): its directory and identity, its
 * files, its receipt's reads and its task card. Read once per document (memoised) and shared by
 * every `loop-run-*` / `loop-receipt-*` rule.
 */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import type { WorkspaceView } from '../../core/lint/workspace-view.js';
import { locateData } from '../../core/model/yaml-data.js';
import { dataAt, inLoopHome, isRecord, loopDocuments, memoLoop, pathBase, taskCards } from './model.js';
import { parseReadPaths, readPathEntries, resolveLoopPath, toEntry, type PathBase, type PathEntry, type ReadPathLine, type Resolution } from './paths.js';

/** The files every run directory holds (rules.md `loop-run-layout`), in the seed's order. */
export const RUN_FILES = ['prompt.md', 'read_paths.txt', 'result.md', 'receipt.yaml'] as const;
export type RunFile = (typeof RUN_FILES)[number];

/** Roster roles of seed 001; a run name may spell them with their underscores. */
export const ROSTER_ROLES = ['controlled_task_agent', 'review_agent', 'verifier', 'controller'] as const;

/** The five read classes of a receipt's `actual_read_classes` (seed 001). */
export const READ_CLASSES = ['preflight_repository_non_evidentiary', 'preflight_skill_protocol_non_evidentiary', 'promoted_preflight_evidence', 'task_local_evidence', 'forbidden_source'] as const;
export type ReadClass = (typeof READ_CLASSES)[number];
/** Reads that only route the work (not evidence): ordinary forbidden lists do not apply to them. */
export const PREFLIGHT_CLASSES: readonly ReadClass[] = ['preflight_repository_non_evidentiary', 'preflight_skill_protocol_non_evidentiary'];

export interface RunName {
  round: number;
  role: string;
  slug: string;
}

const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_.-]*$/u;

/** Whether round `round` of a loop home was reviewed: a round review of it exists (`evidence/reviews/round_<N>_…review.md`). */
export function roundReviewed(workspace: WorkspaceView, loopHome: string, round: number): boolean {
  const prefix = inLoopHome(loopHome, `evidence/reviews/round_${round}_`);
  return loopDocuments(workspace, loopHome, 'loop-round-review').some((d) => d.relPath.startsWith(prefix));
}

/** `round_3_review_agent_read-compliance` → `{round: 3, role: 'review_agent', slug: 'read-compliance'}`. */
export function parseRunName(name: string): RunName | undefined {
  const m = /^round_(0|[1-9]\d*)_(.+)$/.exec(name);
  if (!m) return undefined;
  const round = Number(m[1]);
  const rest = m[2]!;
  const known = ROSTER_ROLES.find((r) => rest.startsWith(`${r}_`) && SLUG.test(rest.slice(r.length + 1)));
  if (known) return { round, role: known, slug: rest.slice(known.length + 1) };
  const cut = rest.indexOf('_');
  if (cut <= 0) return undefined;
  const role = rest.slice(0, cut);
  const slug = rest.slice(cut + 1);
  if (!SEGMENT.test(role) || !SLUG.test(slug)) return undefined;
  return { round, role, slug };
}

export interface Run {
  /** Repo-relative run directory. */
  dir: string;
  /** Directory name (`round_<N>_<role>_<slug>`). */
  name: string;
  /** Parsed name; `undefined` when the name does not follow the pattern. */
  parsed?: RunName;
  loopHome: string;
  /** Repo-relative path of each run file. */
  files: Record<RunFile, string>;
  /** Run files that do not exist. */
  missing: RunFile[];
}

/** The run a receipt or a `read_paths.txt` belongs to. */
export function runOf(doc: WfDocument, workspace: WorkspaceView): Run {
  return memo(doc, 'loop:run', () => {
    const dir = doc.relPath.slice(0, doc.relPath.lastIndexOf('/'));
    const name = dir.slice(dir.lastIndexOf('/') + 1);
    const files = Object.fromEntries(RUN_FILES.map((f) => [f, `${dir}/${f}`])) as Record<RunFile, string>;
    const missing = RUN_FILES.filter((f) => files[f] !== doc.relPath && !workspace.exists(files[f]));
    const parsed = parseRunName(name);
    return { dir, name, ...(parsed ? { parsed } : {}), loopHome: doc.loopHome ?? '', files, missing };
  });
}

/** The first non-blank line of a file (where a finding about the whole file is reported). */
export function firstLineAt(doc: WfDocument): { start: number; end: number } {
  for (let line = 1; line <= doc.lines.lineCount; line++) {
    const start = doc.lines.lineStart(line);
    const end = doc.lines.lineEnd(line);
    if (doc.text.slice(start, end).trim() !== '') return { start, end };
  }
  return { start: 0, end: 0 };
}

/** Keys under which loop documents name the files of an agent run (roster entries, gate inputs). */
export const RUN_PATH_KEYS = ['prompt_path', 'read_paths_path', 'receipt_path', 'output_path', 'agent_read_paths_path', 'agent_receipt_path'] as const;

/** The run-file paths a mapping names (`RUN_PATH_KEYS`), as written. */
export function runPathsNamed(entry: unknown): string[] {
  if (!isRecord(entry)) return [];
  return RUN_PATH_KEYS.map((k) => entry[k]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** Whether a path written in a loop document lies in a run's directory. */
export function isInRun(raw: string, base: PathBase, run: Run): boolean {
  const r = resolveLoopPath(raw, base);
  return r.ok && (r.path === run.dir || r.path.startsWith(`${run.dir}/`));
}

/** Path resolution base of a loop document (its loop home, then the repository root). */
export function baseOf(doc: WfDocument, workspace: WorkspaceView): PathBase {
  return pathBase(workspace, doc.loopHome ?? '');
}

/** A run's `read_paths.txt`, parsed. */
export interface ReadPaths {
  doc: WfDocument;
  lines: ReadPathLine[];
  entries: PathEntry[];
}

export function readPathsOf(doc: WfDocument, workspace: WorkspaceView): ReadPaths {
  return memo(doc, 'loop:read-paths', () => {
    const lines = parseReadPaths(doc.text);
    return { doc, lines, entries: readPathEntries(lines, baseOf(doc, workspace)) };
  });
}

/** The `read_paths.txt` of the run a receipt belongs to, or `undefined` when it is missing. */
export function runReadPaths(receipt: WfDocument, workspace: WorkspaceView): ReadPaths | undefined {
  const other = workspace.document(runOf(receipt, workspace).files['read_paths.txt']);
  return other && other.kind.id === 'loop-read-paths' ? readPathsOf(other, workspace) : undefined;
}

/** One path listed in a receipt (a read, an output, a stale source not read). */
export interface ListedPath {
  raw: string;
  /** Data path of the YAML node (for `locateData`). */
  dataPath: string[];
  resolution: Resolution;
}

export interface ReceiptRead extends ListedPath {
  cls: ReadClass;
}

function pathOfItem(item: unknown): { raw: string; key?: string } | undefined {
  if (typeof item === 'string') return item.trim() === '' ? undefined : { raw: item.trim() };
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const p = (item as Record<string, unknown>).path;
    if (typeof p === 'string' && p.trim() !== '') return { raw: p.trim(), key: 'path' };
  }
  return undefined;
}

/** The paths of a receipt list field (strings, or mappings with a `path`). */
export function listedPaths(doc: WfDocument, workspace: WorkspaceView, dataPath: readonly string[]): ListedPath[] {
  const value = dataAt(doc.data, dataPath);
  if (!Array.isArray(value)) return [];
  const base = baseOf(doc, workspace);
  const out: ListedPath[] = [];
  value.forEach((item, i) => {
    const p = pathOfItem(item);
    if (!p) return;
    out.push({ raw: p.raw, dataPath: [...dataPath, String(i), ...(p.key ? [p.key] : [])], resolution: resolveLoopPath(p.raw, base) });
  });
  return out;
}

/** Every read of a receipt's `actual_read_classes`, in class order. */
export function receiptReads(doc: WfDocument, workspace: WorkspaceView): ReceiptRead[] {
  return memo(doc, 'loop:receipt-reads', () => READ_CLASSES.flatMap((cls) => listedPaths(doc, workspace, ['actual_read_classes', cls]).map((r) => ({ ...r, cls }))));
}

/** A read used as evidence (`promoted_preflight_evidence`, `task_local_evidence`). */
export function isEvidenceRead(read: ReceiptRead): boolean {
  return !PREFLIGHT_CLASSES.includes(read.cls) && read.cls !== 'forbidden_source';
}

/** The first top-level key of a YAML document (where a missing key is reported). */
export function firstKeyAt(doc: WfDocument): { start: number; end: number } {
  const first = [...doc.yaml.owners.values()][0];
  if (first) {
    const loc = locateData(doc.yaml, [first.key], 'key');
    if (loc) return { start: loc.start, end: loc.end };
  }
  return { start: 0, end: doc.lines.lineEnd(1) };
}

/** A string field of a document's data, trimmed; `undefined` when absent, empty or not a scalar. */
export function stringField(doc: WfDocument, dataPath: readonly string[]): string | undefined {
  const value = dataAt(doc.data, dataPath);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Other names a receipt may give a field (loop-fields.md: the seed's legacy aliases and natural
 * synonyms of a worded field count as the field; seed 001:448-449, 001:477, 001:517-518).
 */
export const RECEIPT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  controller_phase_id: ['loop_level_phase_id'],
  user_requirement_phase_id: ['task_phase_id'],
  covered_req_ids: ['covered_requirement_ids', 'covered_requirements'],
  declared_sources: ['sources_declared', 'declared_sources_used'],
  missing_or_blocked_sources: ['missing_sources', 'blocked_sources'],
  atomic_tasks_completed: ['completed_atomic_tasks'],
  atomic_tasks_deferred: ['deferred_atomic_tasks'],
  limitations: ['self_reported_limitations', 'known_limitations'],
  suggested_next_reaction: ['suggested_reaction', 'next_reaction'],
};

/** The key under which a receipt records a field (its canonical name, else an alias), if any. */
export function receiptKey(doc: WfDocument, field: string): string | undefined {
  const own = (k: string) => Object.prototype.hasOwnProperty.call(doc.data, k);
  if (own(field)) return field;
  return RECEIPT_ALIASES[field]?.find(own);
}

/** A string field of a receipt under its name or an alias. */
export function receiptString(doc: WfDocument, field: string): { value: string; key: string } | undefined {
  const key = receiptKey(doc, field);
  const value = key === undefined ? undefined : stringField(doc, [key]);
  return key !== undefined && value !== undefined ? { value, key } : undefined;
}

export interface RosterRun {
  card: WfDocument;
  /** Index of the roster entry in `agent_roster`. */
  index: number;
  entry: Record<string, unknown>;
}

/** Run directory (repo-relative) → the task card roster entry that names a file in it. */
export function rosterRuns(workspace: WorkspaceView, loopHome: string): Map<string, RosterRun> {
  const cards = [...taskCards(workspace, loopHome).values()];
  return memoLoop(workspace, loopHome, 'roster-runs', cards, () => {
    const out = new Map<string, RosterRun>();
    const base = pathBase(workspace, loopHome);
    for (const card of cards) {
      const roster = card.data.agent_roster;
      if (!Array.isArray(roster)) continue;
      roster.forEach((entry, index) => {
        if (!isRecord(entry)) return;
        for (const raw of runPathsNamed(entry)) {
          const r = resolveLoopPath(raw, base);
          if (!r.ok || r.path === '') continue;
          const dir = r.path.slice(0, r.path.lastIndexOf('/'));
          if (/\/(?:AGENT_RUNS|runs\/agents)\/[^/]+$/.test(`/${dir}`) && !out.has(dir)) out.set(dir, { card, index, entry });
        }
      });
    }
    return out;
  });
}

/** Repo-relative output path → the task card whose roster names it (`output_path`, `must_output`). */
export function rosterOutputs(workspace: WorkspaceView, loopHome: string): Map<string, WfDocument> {
  const cards = [...taskCards(workspace, loopHome).values()];
  return memoLoop(workspace, loopHome, 'roster-outputs', cards, () => {
    const out = new Map<string, WfDocument>();
    const base = pathBase(workspace, loopHome);
    for (const card of cards) {
      const roster = card.data.agent_roster;
      if (!Array.isArray(roster)) continue;
      for (const entry of roster) {
        if (!isRecord(entry)) continue;
        const named: unknown[] = [entry.output_path, ...(Array.isArray(entry.must_output) ? (entry.must_output as unknown[]) : [])];
        for (const raw of named) {
          if (typeof raw !== 'string' || raw.trim() === '') continue;
          const r = resolveLoopPath(raw.trim(), base);
          if (r.ok && r.path !== '' && !out.has(r.path)) out.set(r.path, card);
        }
      }
    }
    return out;
  });
}

/**
 * The task card a receipt answers to: the card of its `task_id`, else the card whose roster names
 * the run's files (seed 001 asks no `task_id` of a receipt; loop-fields.md).
 */
export function receiptTaskCard(doc: WfDocument, workspace: WorkspaceView): WfDocument | undefined {
  const id = stringField(doc, ['task_id']);
  const home = doc.loopHome ?? '';
  if (id !== undefined) return taskCards(workspace, home).get(id);
  return rosterRuns(workspace, home).get(runOf(doc, workspace).dir)?.card;
}

/** Entries of a path list in a loop document (forbidden, required or stale reads), compiled against its loop home. */
export function pathEntriesOf(doc: WfDocument, workspace: WorkspaceView, dataPath: readonly string[]): Array<{ entry: PathEntry; dataPath: string[] }> {
  const value = dataAt(doc.data, dataPath);
  if (!Array.isArray(value)) return [];
  const base = baseOf(doc, workspace);
  const out: Array<{ entry: PathEntry; dataPath: string[] }> = [];
  value.forEach((item, i) => {
    const p = pathOfItem(item);
    if (p) out.push({ entry: toEntry(p.raw, base), dataPath: [...dataPath, String(i), ...(p.key ? [p.key] : [])] });
  });
  return out;
}

/** The receipts of a unit's runs (the roster's run directories that hold one). */
export function unitReceipts(workspace: WorkspaceView, loopHome: string, card: WfDocument): WfDocument[] {
  const out: WfDocument[] = [];
  for (const [dir, r] of rosterRuns(workspace, loopHome)) {
    if (r.card !== card) continue;
    const d = workspace.document(`${dir}/receipt.yaml`);
    if (d && d.kind.id === 'loop-receipt') out.push(d);
  }
  return out;
}

/** The read-contract fields of a receipt that report a failure (seed 001:895-914; 001:929). */
export function receiptFailures(doc: WfDocument): string[] {
  const d = doc.data;
  const out: string[] = [];
  for (const f of ['mandatory_startup_reads_completed', 'forbidden_sources_not_read', 'required_information_use_traced']) if (d[f] === false) out.push(`${f}: false`);
  for (const f of ['consumer_protocol_receipt_gate_status', 'receipt_output_agreement_status']) if (d[f] === 'fail') out.push(`${f}: fail`);
  return out;
}

const NOT_APPLICABLE = 'not_applicable_with_reason';

/**
 * The reason a value written `not_applicable_with_reason: <reason>` (or `… (<reason>)`, `… - <reason>`)
 * carries inline (seed 001:893 "未适用时写明 reason"); `undefined` for any other value.
 */
export function inlineNotApplicableReason(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  if (!t.startsWith(NOT_APPLICABLE) || t.length === NOT_APPLICABLE.length) return undefined;
  let rest = t.slice(NOT_APPLICABLE.length);
  const sep = rest[0]!;
  if (!': ：-—(（'.includes(sep)) return undefined;
  rest = rest.slice(1).trim();
  if ((sep === '(' || sep === '（') && (rest.endsWith(')') || rest.endsWith('）'))) rest = rest.slice(0, -1).trim();
  while (rest.startsWith(':') || rest.startsWith('-') || rest.startsWith('—') || rest.startsWith('：')) rest = rest.slice(1).trim();
  return rest === '' ? undefined : rest;
}

/** A gate status or flag as a receipt means it: the inline `not_applicable_with_reason: <reason>` is `not_applicable_with_reason`. */
export function receiptStatus(value: unknown): unknown {
  return inlineNotApplicableReason(value) !== undefined ? NOT_APPLICABLE : value;
}
