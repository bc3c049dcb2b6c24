/**
 * Loop-home facts that several loop rules share (seed 001): the loop home's control data, whether
 * the loop is closed, its newest decision packet, its phase registry, its task cards and its loop
 * state. Everything comes from `doc.loopHome` and the workspace view (no I/O) and is memoised on
 * the loop home's `CONTROL.md`, keyed by the documents it was computed from (a fix pass that
 * re-parses one of them recomputes the fact).
 *
 * Paths written in loop documents resolve like `paths.ts` says (loop home first, then the
 * repository root).
 */
import type { WfDocument } from '../../core/model/document.js';
import type { WorkspaceView } from '../../core/lint/workspace-view.js';
import { locateData } from '../../core/model/yaml-data.js';
import { resolveLoopPath, type PathBase, type Resolution } from './paths.js';

// ---------------------------------------------------------------- paths

/** `adhoc_jobs/x` + `TASKS/T001.md` → `adhoc_jobs/x/TASKS/T001.md` (repo-relative). */
export function inLoopHome(loopHome: string, rel: string): string {
  return loopHome === '' ? rel : `${loopHome}/${rel}`;
}

/** The path base of `paths.ts` for a loop home. */
export function pathBase(workspace: WorkspaceView, loopHome: string): PathBase {
  return { loopHome, exists: (p) => workspace.exists(p) };
}

/** Resolve a path written in a loop document (loop home first, then the repository root). */
export function resolveInLoop(workspace: WorkspaceView, loopHome: string, raw: string): Resolution {
  return resolveLoopPath(raw, pathBase(workspace, loopHome));
}

/**
 * Whether a path written in a loop document resolves outside its loop home (seed 001:22, 001:58:
 * 所有 Loop 文件都写在这个专门目录内). A home at the repository root contains every path.
 */
export function outsideLoopHome(workspace: WorkspaceView, loopHome: string, raw: string): boolean {
  if (loopHome === '') return false;
  const r = resolveInLoop(workspace, loopHome, raw);
  return r.ok && r.path !== '' && r.path !== loopHome && !r.path.startsWith(`${loopHome}/`);
}

/** Whether a path written in a loop document names an existing file or directory of the repository. */
export function loopPathExists(workspace: WorkspaceView, loopHome: string, raw: string): boolean {
  const r = resolveInLoop(workspace, loopHome, raw);
  return r.ok && r.path !== '' && workspace.exists(r.path);
}

// ---------------------------------------------------------------- data helpers

/** The value at a path of a document's data (`undefined` when a segment is missing). */
export function dataAt(data: unknown, path: readonly (string | number)[]): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[String(seg)];
  }
  return v;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A value a person left empty: missing, `null`, blank text, `[]` or `{}`. */
export function isBlank(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (isRecord(v)) return Object.keys(v).length === 0;
  return false;
}

/** A scalar shown in a message (`` `x` ``), or a type word for lists and mappings. */
export function showValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return '`null`';
  if (Array.isArray(v)) return 'a list';
  if (isRecord(v)) return 'a mapping';
  if (v instanceof Date) return `\`${v.toISOString()}\``;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return `\`${String(v)}\``;
  return 'a value';
}

/** Backticked, comma-separated list. */
export function codeList(values: readonly string[]): string {
  return values.map((v) => `\`${v}\``).join(', ');
}

export interface Range {
  start: number;
  end: number;
}

/**
 * Where to report about a data path: the YAML node (or its key), else its closest existing
 * ancestor, else the first data block, else the first heading, else the first line.
 */
export function dataRange(doc: WfDocument, path: readonly (string | number)[], part: 'value' | 'key' = 'value'): Range {
  const loc = path.length ? locateData(doc.yaml, path.map(String), part) : undefined;
  // An empty value (`key:`) has a zero-width node: point at its key instead.
  if (loc && loc.start === loc.end && part === 'value') return dataRange(doc, path, 'key');
  if (loc) return trimEnd(doc.text, { start: loc.start, end: loc.end });
  return documentRange(doc);
}

/** A block node's range ends after its last line break: end it at its last character. */
function trimEnd(text: string, r: Range): Range {
  let end = r.end;
  while (end > r.start && /\s/.test(text[end - 1]!)) end--;
  return { start: r.start, end };
}

/** The first data block, else the first heading, else the first line of the document. */
export function documentRange(doc: WfDocument): Range {
  const block = doc.yaml.blocks.find((b) => b.errors.length === 0) ?? doc.yaml.blocks[0];
  if (block) return { start: block.source.start, end: block.source.end };
  const h = doc.sections[0];
  if (h) return { start: h.start, end: h.headingEnd };
  const nl = doc.text.indexOf('\n');
  return { start: 0, end: nl < 0 ? doc.text.length : nl };
}

/** The first heading (usually the H1), else the first line. */
export function titleRange(doc: WfDocument): Range {
  const h = doc.sections[0];
  if (h) return { start: h.start, end: h.headingEnd };
  const nl = doc.text.indexOf('\n');
  return { start: 0, end: nl < 0 ? doc.text.length : nl };
}

/** Whether a document's yaml did not parse (yaml-syntax reports it; data rules then stay silent). */
export function hasYamlErrors(doc: WfDocument): boolean {
  return doc.yaml.blocks.some((b) => b.errors.length > 0);
}

// ---------------------------------------------------------------- memo

interface LoopMemo {
  deps: readonly unknown[];
  value: unknown;
}

/**
 * Memoise a loop-home fact on the loop home's `CONTROL.md`; recomputed when one of `deps`
 * (documents, texts) is not the identical object any more.
 */
export function memoLoop<T>(workspace: WorkspaceView, loopHome: string, key: string, deps: readonly unknown[], compute: () => T): T {
  const anchor = controlDocument(workspace, loopHome);
  if (!anchor) return compute();
  const k = `loop-model:${key}`;
  const cached = anchor.memo.get(k) as LoopMemo | undefined;
  if (cached && cached.deps.length === deps.length && cached.deps.every((d, i) => d === deps[i])) return cached.value as T;
  const value = compute();
  anchor.memo.set(k, { deps, value } satisfies LoopMemo);
  return value;
}

// ---------------------------------------------------------------- documents of a loop home

/** A loop document of this loop home (not of a nested one) by its path inside the home. */
export function loopDocument(workspace: WorkspaceView, loopHome: string, rel: string): WfDocument | undefined {
  const d = workspace.document(inLoopHome(loopHome, rel));
  return d && d.loopHome === loopHome ? d : undefined;
}

/** The documents of a kind that belong to this loop home (nested loop homes excluded), sorted by path. */
export function loopDocuments(workspace: WorkspaceView, loopHome: string, kind: Parameters<WorkspaceView['documents']>[0]): WfDocument[] {
  return workspace.loopPaths(kind, loopHome).flatMap((rel) => {
    const d = workspace.document(rel);
    return d ? [d] : [];
  });
}

export function controlDocument(workspace: WorkspaceView, loopHome: string): WfDocument | undefined {
  return loopDocument(workspace, loopHome, 'CONTROL.md');
}

/** The control data of the loop home (`{}` when `CONTROL.md` cannot be read). */
export function controlData(workspace: WorkspaceView, loopHome: string): Record<string, unknown> {
  return controlDocument(workspace, loopHome)?.data ?? {};
}

/** A loop with `loop_mode: recoverable_overlay` is sustained: it needs `SCHEDULER_DECISION.md`. */
export function isSustained(workspace: WorkspaceView, loopHome: string): boolean {
  return controlData(workspace, loopHome).loop_mode === 'recoverable_overlay';
}

// ---------------------------------------------------------------- decision packets and closure

/** Milliseconds of a `created_at` (ISO date-time or date), `undefined` when it does not parse. */
function timeOf(v: unknown): number | undefined {
  if (v instanceof Date) return v.getTime();
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v.trim())) return undefined;
  const t = Date.parse(v.trim().replace(' ', 'T'));
  return Number.isNaN(t) ? undefined : t;
}

function fileName(relPath: string): string {
  return relPath.slice(relPath.lastIndexOf('/') + 1);
}

/**
 * Whether a document is a decision packet: a file of `decision_packets/`, or a round review or a
 * `.loop_trace/factpacks/` file that carries one (seed 001:644: a small Unit may embed its packet
 * in the round review; a closure-sensitive one may be kept in `.loop_trace/factpacks/`).
 */
export function isPacketDoc(doc: WfDocument): boolean {
  if (doc.kind.id === 'loop-decision-packet') return true;
  if (doc.kind.id !== 'loop-round-review' && doc.kind.id !== 'loop-factpack') return false;
  // A key stands in the YAML text as written unless an escape spells it: a review that names
  // neither key carries no packet, and its data is not read (a loop of 300 rounds has 300 reviews).
  const text = doc.text;
  if (!text.includes('decision_packet_id') && !text.includes('binding_next_action') && !text.includes('\\')) return false;
  return Object.prototype.hasOwnProperty.call(doc.data, 'decision_packet_id') || isRecord(doc.data.binding_next_action);
}

/** The kinds a decision packet may live in (check `isPacketDoc` on the last two). */
export const PACKET_KINDS = ['loop-decision-packet', 'loop-round-review', 'loop-factpack'] as const;

/** Every decision packet of the loop home (files, embedded and factpack ones), oldest first. */
export function loopPackets(workspace: WorkspaceView, loopHome: string): WfDocument[] {
  const docs = [...loopDocuments(workspace, loopHome, 'loop-decision-packet'), ...loopDocuments(workspace, loopHome, 'loop-factpack'), ...loopDocuments(workspace, loopHome, 'loop-round-review')];
  return memoLoop(workspace, loopHome, 'packets', docs, () => {
    const ranked = docs.filter(isPacketDoc).map((doc) => ({ doc, t: timeOf(doc.data.created_at) ?? Number.NEGATIVE_INFINITY }));
    ranked.sort((a, b) => (a.t !== b.t ? (a.t < b.t ? -1 : 1) : fileName(a.doc.relPath) < fileName(b.doc.relPath) ? -1 : fileName(a.doc.relPath) > fileName(b.doc.relPath) ? 1 : 0));
    return ranked.map((r) => r.doc);
  });
}

/**
 * The newest decision packet of the loop home (loop-fields.md): the latest `created_at`; ties,
 * and packets whose `created_at` does not parse (ranked oldest), go to the greater file name.
 */
export function newestPacket(workspace: WorkspaceView, loopHome: string): WfDocument | undefined {
  const all = loopPackets(workspace, loopHome);
  return all[all.length - 1];
}

/** The stem of a path to a markdown file (`TASKS/T001.md` → `T001`), if it is one. */
function mdStem(path: string): string | undefined {
  const m = /(?:^|\/)([^/]+?)\.md$/.exec(path);
  return m ? m[1] : undefined;
}

const OPENERS = '`\'"([{<“‘（【';
const CLOSERS = '`\'")]}>,;:.”’）】，；：。';

/** A word without the quotes, brackets and punctuation around it. */
function bareWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && OPENERS.includes(word[start]!)) start++;
  while (end > start && CLOSERS.includes(word[end - 1]!)) end--;
  return word.slice(start, end);
}

/**
 * A task id as a packet or card writes it: `T001`, `TASKS/T001.md` → `T001`. Seed 001:621 leaves
 * `next_unit_task` a free field, so a path or id followed by a description
 * (`TASKS/T002.md (fix totals and VAT columns, R1 + R2)`, `T002: fix totals`) names its task too:
 * the first word that is a path to a markdown file, else a first word that is an id (`T002`).
 */
export function taskIdOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const t = raw.trim();
  const whole = mdStem(t);
  if (whole !== undefined) return whole;
  const words = t.split(/\s+/).map(bareWord);
  if (words.length === 1) return t;
  for (const w of words) {
    const stem = mdStem(w);
    if (stem !== undefined) return stem;
  }
  const first = words[0]!;
  return /^[A-Za-z]{1,8}[-_]?\d{1,6}$/.test(first) ? first : t;
}

/**
 * The units whose outputs something consumed: the `source_unit` of a decision packet, or a task
 * `CONTROL.md` lists as `completed`. A unit's expected `result.md` / `receipt.yaml` are due only
 * then (seed 001:27, 001:93: Bootstrap writes the run with its outputs still to come).
 */
export function consumedUnits(workspace: WorkspaceView, loopHome: string): Set<string> {
  const packets = loopPackets(workspace, loopHome);
  const control = controlDocument(workspace, loopHome);
  return memoLoop(workspace, loopHome, 'consumed-units', [control, ...packets], () => {
    const out = new Set<string>();
    for (const p of packets) {
      const id = taskIdOf(p.data.source_unit);
      if (id) out.add(id);
    }
    const tasks = control?.data.active_tasks;
    if (Array.isArray(tasks)) {
      for (const t of tasks) {
        if (isRecord(t) && t.status === 'completed') {
          const id = taskIdOf(t.task_id);
          if (id) out.add(id);
        }
      }
    }
    return out;
  });
}

/** `binding_next_action.reaction` of a packet. */
export function packetReaction(packet: WfDocument): string | undefined {
  const r = dataAt(packet.data, ['binding_next_action', 'reaction']);
  return typeof r === 'string' ? r.trim() : undefined;
}

export interface Closure {
  closed: boolean;
  /** Repo-relative path of `STOP.codex` when it exists. */
  stop?: string;
  /** The newest packet when it binds `reaction: close`. */
  closingPacket?: WfDocument;
}

/** The loop is closed when `STOP.codex` exists or the newest decision packet has `reaction: close`. */
export function loopClosure(workspace: WorkspaceView, loopHome: string): Closure {
  const stopPath = inLoopHome(loopHome, 'STOP.codex');
  const stop = workspace.exists(stopPath) ? stopPath : undefined;
  const packet = newestPacket(workspace, loopHome);
  const closingPacket = packet && packetReaction(packet) === 'close' ? packet : undefined;
  return { closed: stop !== undefined || closingPacket !== undefined, ...(stop ? { stop } : {}), ...(closingPacket ? { closingPacket } : {}) };
}

export function isClosed(workspace: WorkspaceView, loopHome: string): boolean {
  return loopClosure(workspace, loopHome).closed;
}

// ---------------------------------------------------------------- phases

export interface Phase {
  index: number;
  id?: string;
  kind?: string;
  status?: string;
  entry: Record<string, unknown>;
}

export interface PhaseRegistry {
  doc?: WfDocument;
  phases: Phase[];
  /** First phase of each id. */
  byId: Map<string, Phase>;
}

/** The phase registry of a `PHASES.md` document. */
export function phasesOf(doc: WfDocument): PhaseRegistry {
  const phases: Phase[] = [];
  const byId = new Map<string, Phase>();
  const list = doc.data.phase_registry;
  if (Array.isArray(list)) {
    list.forEach((entry, index) => {
      if (!isRecord(entry)) return;
      const p: Phase = { index, entry };
      if (typeof entry.phase_id === 'string' && entry.phase_id.trim() !== '') p.id = entry.phase_id.trim();
      if (typeof entry.phase_kind === 'string') p.kind = entry.phase_kind;
      if (typeof entry.status === 'string') p.status = entry.status;
      phases.push(p);
      if (p.id !== undefined && !byId.has(p.id)) byId.set(p.id, p);
    });
  }
  return { doc, phases, byId };
}

/** The loop home's phase registry (`PHASES.md`); empty when there is none. */
export function phaseRegistry(workspace: WorkspaceView, loopHome: string): PhaseRegistry {
  const doc = loopDocument(workspace, loopHome, 'PHASES.md');
  return memoLoop(workspace, loopHome, 'phases', [doc], () => (doc ? phasesOf(doc) : { phases: [], byId: new Map<string, Phase>() }));
}

// ---------------------------------------------------------------- task cards

/** The id of a task card: its `task_id`, else its file name stem. */
export function taskCardId(doc: WfDocument): string {
  const id = doc.data.task_id;
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return fileName(doc.relPath).replace(/\.md$/, '');
}

/** The loop home's task cards by task id (the first card of an id wins). */
export function taskCards(workspace: WorkspaceView, loopHome: string): Map<string, WfDocument> {
  const cards = loopDocuments(workspace, loopHome, 'loop-task-card');
  return memoLoop(workspace, loopHome, 'task-cards', cards, () => {
    const m = new Map<string, WfDocument>();
    for (const c of cards) if (!m.has(taskCardId(c))) m.set(taskCardId(c), c);
    return m;
  });
}

// ---------------------------------------------------------------- loop state

export interface LoopState {
  value: string;
  /** Repo-relative file it was read from. */
  relPath: string;
  /** Data path in `CONTROL.md` (when read from there). */
  path?: string[];
}

const STATE_KEYS = ['loop_state', 'state', 'status'] as const;

/**
 * The loop state (`active_awaiting_first_wakeup`, `active`, …): `CONTROL.md`'s `loop_state`, else
 * the runtime projection `loop_state.codex.json` (`loop_state`, `state` or `status`).
 */
export function loopState(workspace: WorkspaceView, loopHome: string): LoopState | undefined {
  const control = controlDocument(workspace, loopHome);
  const v = control?.data.loop_state;
  if (control && typeof v === 'string' && v.trim() !== '') return { value: v.trim(), relPath: control.relPath, path: ['loop_state'] };
  const rel = inLoopHome(loopHome, 'loop_state.codex.json');
  const text = workspace.readText(rel);
  if (text === undefined) return undefined;
  return memoLoop(workspace, loopHome, 'loop-state-json', [text], () => {
    try {
      const json = JSON.parse(text) as unknown;
      if (!isRecord(json)) return undefined;
      for (const k of STATE_KEYS) {
        const s = json[k];
        if (typeof s === 'string' && s.trim() !== '') return { value: s.trim(), relPath: rel };
      }
    } catch {
      // An unreadable projection has no state.
    }
    return undefined;
  });
}

// ---------------------------------------------------------------- units the gate judges

/** The task card a loop document names by path or id (`TASKS/T002.md`, `T002`). */
export function cardNamed(workspace: WorkspaceView, loopHome: string, raw: unknown): WfDocument | undefined {
  const id = taskIdOf(raw);
  return id === undefined ? undefined : taskCards(workspace, loopHome).get(id);
}

/** The unit `next_prompt.codex.md` binds (`phase_bound_next_unit.task_card_path`), as a task id. */
export function nextPromptUnit(workspace: WorkspaceView, loopHome: string): string | undefined {
  const prompt = loopDocument(workspace, loopHome, 'next_prompt.codex.md');
  return taskIdOf(dataAt(prompt?.data, ['phase_bound_next_unit', 'task_card_path']));
}

/**
 * Whether a packet's reaction was applied: the unit it dispatches (`next_unit_task`) has its task
 * card, and is not the unit the packet decided on. After that the packet binds only the work of
 * that unit (spec README §6), not its reaction a second time.
 */
export function packetApplied(workspace: WorkspaceView, loopHome: string, packet: WfDocument): boolean {
  const next = taskIdOf(dataAt(packet.data, ['binding_next_action', 'next_unit_task']));
  if (next === undefined || next === taskIdOf(packet.data.source_unit)) return false;
  return taskCards(workspace, loopHome).has(next);
}
