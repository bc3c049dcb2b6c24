/**
 * The harness Ledger (`progress.md`, seed 004 work-ledger) read into metadata and typed entries,
 * once per document. Every form the seed writes is listed in `LEDGER_FORMS`; a line that matches
 * none is kept as `unknown` with the closest form (edit distance over the form's literal head).
 */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import type { KindView } from '../../core/model/kind.js';
import type { Section } from '../../core/model/markdown.js';
import type { HarnessLedger } from '../../generated/harness-ledger.js';
import { DASH, SHA, prefixDistance, type Span } from './common.js';
import { contentLines, type SourceLine } from '../../core/model/content-lines.js';

export const META_KEYS = ['doc_dir', 'branch', 'initial_base', 'merge_base'] as const;
export type MetaKey = (typeof META_KEYS)[number] | 'stashed';
export const MAX_FIX_ROUNDS = 5;
export const MAX_REPLAN_ROUNDS = 3;

/** A typed value inside an entry, with its place (for precise messages). */
export interface Slot extends Span {
  value: string;
  type: 'sha' | 'int' | 'text' | 'ref';
}

export type FormId =
  | 'base'
  | 'session'
  | 'reviewed_head'
  | 'implementer_done'
  | 'implementer_concerns'
  | 'needs_context'
  | 'blocked'
  | 'breaker_blocked'
  | 'escalate'
  | 'empty_output'
  | 'no_status'
  | 'report_missing'
  | 'task_error'
  | 'minor'
  | 'ruled'
  | 'fix_round'
  | 'fixed'
  | 'fix_blocked'
  | 'fix_escalate'
  | 'rereview_missing'
  | 'parked'
  | 'complete'
  | 'timeout'
  | 'interrupted'
  | 'reverted_to'
  | 'reverted_forbidden'
  | 'final_review_head'
  | 'replan'
  | 'budget_overrun';

interface FormDef {
  id: FormId;
  /** How the seed writes it (shown in messages). */
  skeleton: string;
  /** A `T<N>:` entry. */
  task: boolean;
  /** Matches the text after `T<N>: ` (task forms) or the whole line. */
  re: RegExp;
  /** Slot names and types, in capture-group order. */
  slots: ReadonlyArray<readonly [string, Slot['type']]>;
}

const O = '[(（]\\s*';
const C = '\\s*[)）]';
const D = `\\s+${DASH}\\s+`;
const RANGE = '([^\\s.,，]+?)\\.\\.([^\\s,，)）]+?)';
// Free text of a form, written so that no two parts of a pattern can match the same white space
// (linear matching, test/hostile-regex.test.ts): text that starts and ends with a non-space, before
// a closing bracket or a separator, and the rest of the line. The two forms with two free texts
// are dotAll: a lone CR cannot make the end fail and the engine backtrack over every separator.
const TEXT = '(\\S(?:.*?\\S)?)';
const REST = '(\\S.*)';

const f = (id: FormId, skeleton: string, task: boolean, re: string, slots: FormDef['slots'] = [], flags = ''): FormDef => ({ id, skeleton, task, re: new RegExp(`^${re}$`, flags), slots });

/** Every Ledger form of seed 004 (§3 Ledger, §4.3 status table and anomalies, §6 fix loop, §7, replan, rollback). */
export const LEDGER_FORMS: readonly FormDef[] = [
  f('base', 'T<N>: base=<sha>', true, 'base\\s*=\\s*(\\S+)', [['sha', 'sha']]),
  f('session', 'T<N>: session=<ref>', true, 'session\\s*=\\s*(\\S+)', [['ref', 'ref']]),
  f('reviewed_head', 'T<N>: reviewed_head=<sha>', true, 'reviewed_head\\s*=\\s*(\\S+)', [['sha', 'sha']]),
  f('implementer_done', 'T<N>: implementer done (commits <a>..<b>)', true, `implementer\\s+done\\s*${O}commits\\s+${RANGE}${C}`, [
    ['from', 'sha'],
    ['to', 'sha'],
  ]),
  f('implementer_concerns', 'T<N>: implementer done_with_concerns (<concern>)', true, `implementer\\s+done_with_concerns\\s*${O}${TEXT}${C}`, [['note', 'text']]),
  f('needs_context', 'T<N>: needs_context', true, 'needs_context'),
  f('blocked', 'T<N>: blocked (<reason>)', true, `blocked\\s*${O}${TEXT}${C}`, [['reason', 'text']]),
  f('breaker_blocked', 'T<N>: BLOCKED — <reason>', true, `BLOCKED${D}${REST}`, [['reason', 'text']]),
  f('escalate', 'T<N>: escalate (<reason>)', true, `escalate\\s*${O}${TEXT}${C}`, [['reason', 'text']]),
  f('empty_output', 'T<N>: empty output', true, 'empty\\s+output'),
  f('no_status', 'T<N>: no status', true, 'no\\s+status'),
  f('report_missing', 'T<N>: report missing', true, 'report\\s+missing'),
  f('task_error', 'T<N>: task error (<error>)', true, `task\\s+error\\s*${O}${TEXT}${C}`, [['error', 'text']]),
  f('minor', 'T<N>: minor (deferred): <finding>', true, `minor\\s*${O}deferred${C}\\s*[:：]\\s*${REST}`, [['finding', 'text']]),
  f(
    'ruled',
    'T<N>: ruled — <finding> — <ruling>',
    true,
    `ruled${D}${TEXT}${D}${REST}`,
    [
      ['finding', 'text'],
      ['ruling', 'text'],
    ],
    's',
  ),
  f(
    'fix_round',
    'T<N>: fix round <R>/5 (<X> addressed, <Y> open; commits <a>..<b>)',
    true,
    `fix\\s+round\\s+(\\d+)\\s*/\\s*(\\d+)\\s*${O}(\\d+)\\s+addressed\\s*[,，]\\s*(\\d+)\\s+open(?:${D}(\\S.*?)|\\s*)[;；]\\s*commits\\s+${RANGE}${C}`,
    [
      ['round', 'int'],
      ['of', 'int'],
      ['addressed', 'int'],
      ['open', 'int'],
      ['findings', 'text'],
      ['from', 'sha'],
      ['to', 'sha'],
    ],
  ),
  // 004:675 only says the solved finding is marked `fixed`: a dash, a colon or brackets after it are read alike.
  f('fixed', 'T<N>: fixed — <finding>', true, `fixed(?:${D}|\\s*[:：]\\s*|\\s*(?=[(（]))${REST}`, [['finding', 'text']]),
  // 004:672 prints the two stops as one skeleton, `fix blocked/escale (<reason>)`: written literally it is the stop it names first.
  f('fix_blocked', 'T<N>: fix blocked (<reason>)', true, `fix\\s+blocked(?:\\s*/\\s*escal(?:at)?e)?\\s*${O}${TEXT}${C}`, [['reason', 'text']]),
  f('fix_escalate', 'T<N>: fix escalate (<reason>)', true, `fix\\s+(?:escalate|escale)\\s*${O}${TEXT}${C}`, [['reason', 'text']]),
  f('rereview_missing', 'T<N>: rereview missing', true, 're-?review\\s+missing'),
  f(
    'parked',
    'T<N>: parked — <finding> — ruling: <why>',
    true,
    `parked${D}${TEXT}${D}ruling\\s*[:：]\\s*${REST}`,
    [
      ['finding', 'text'],
      ['ruling', 'text'],
    ],
    's',
  ),
  f('complete', 'T<N>: complete (commits <a>..<b>, review clean | <N> parked)', true, `complete\\s*${O}commits\\s+${RANGE}\\s*[,，]\\s*(review\\s+clean|(\\d+)\\s+parked)${C}`, [
    ['from', 'sha'],
    ['to', 'sha'],
    ['outcome', 'text'],
    ['parked', 'int'],
  ]),
  f('timeout', 'T<N>: timeout', true, 'timeout'),
  f(
    'interrupted',
    'T<N>: interrupted by user (commits <a>..<b>, uncommitted: <files>)',
    true,
    `interrupted\\s+by\\s+user\\s*${O}commits\\s+${RANGE}\\s*[,，]\\s*uncommitted\\s*[:：](?:\\s*${TEXT})?${C}`,
    [
      ['from', 'sha'],
      ['to', 'sha'],
      ['uncommitted', 'text'],
    ],
  ),
  f('reverted_to', 'T<N>: reverted to <sha>', true, 'reverted\\s+to\\s+(\\S+)', [['sha', 'sha']]),
  f('reverted_forbidden', 'T<N>: reverted forbidden <file>', true, `reverted\\s+forbidden\\s+${REST}`, [['file', 'text']]),
  // 004:700 writes it in the Ledger's head block, beside the `key: value` metadata: both separators are read.
  f('final_review_head', 'final_review_head=<sha>', false, 'final_review_head\\s*[=:：]\\s*(\\S+)', [['sha', 'sha']]),
  f('replan', 'replan round <R>/3', false, `replan\\s+round\\s+(\\d+)\\s*/\\s*(\\d+)(?:\\s*${O}${TEXT}${C}|${D}${REST})?`, [
    ['round', 'int'],
    ['of', 'int'],
    ['note', 'text'],
    ['note2', 'text'],
  ]),
  // 004:800, 004:809: every budget overrun is written into the Ledger; the seed gives no form, so any
  // line that says a limit was exceeded is one (`budget overrun: 总运行时长 34 分钟 > 30 分钟 — 停止派发`,
  // `总运行时长超限（35 分钟 > 30 分钟）：停止派发，已报告用户`).
  f('budget_overrun', 'budget overrun: <what> — <action>', false, `(.*?(?:超限|超出预算|超预算|预算超出|budget\\s+(?:overrun|exceeded)|over\\s+budget|limit\\s+exceeded).*)`, [['what', 'text']], 'is'),
];

const FORM_BY_ID = new Map(LEDGER_FORMS.map((d) => [d.id, d] as const));
export function formOf(id: FormId): FormDef {
  return FORM_BY_ID.get(id)!;
}

const TASK_LINE = /^T(\d+)[ \t]*[:：][ \t]*(.*)$/s;
// A full-width colon is a colon (spec §2: `：` equals `:`), so `branch：main` is the branch line.
// 004:299 records the files the start check stashed ("把 existing 文件清单记录到 Ledger") without a form:
// `stashed:` is the canonical key, `existing:` / `existing files:` / `stash:` are read as it.
const META_LINE = /^(doc_dir|branch|initial_base|merge_base|stashed|stash|existing(?:[ _]files)?|stashed[ _]files)[ \t]*[:=：][ \t]*(.*)$/is;
const STASH_KEY = /^(?:stash|existing|stashed[ _]files)/i;
const H1 = new RegExp(`^Work\\s+ledger\\s*${DASH}\\s*target\\s*[:：]\\s*(\\S.*|)$`, 'i');

export interface MetaLine {
  key: MetaKey;
  /** The key as written (`INITIAL_BASE` reads as `initial_base`; harness-ledger-header asks for lower case). */
  keyText: string;
  /** Another key read as this one (`existing:` for `stashed:`), as written. */
  alias?: string;
  value: string;
  line: SourceLine;
  valueSpan: Span;
  /** Index among the ledger's content lines. */
  index: number;
}

export interface LedgerEntry {
  form: FormId;
  /** `T3` for task entries. */
  task?: string;
  taskSpan?: Span;
  line: SourceLine;
  slots: Record<string, Slot>;
  index: number;
}

export interface UnknownLine {
  line: SourceLine;
  /** The nearest form, when the line shares a word or most of its start with one. */
  closest?: FormDef;
  index: number;
}

export interface LedgerView {
  h1?: Section;
  h1Ok: boolean;
  target?: string;
  /** The first content line, when the document has one. */
  firstLine?: SourceLine;
  meta: MetaLine[];
  entries: LedgerEntry[];
  unknown: UnknownLine[];
}

function slotsOf(def: FormDef, m: RegExpExecArray, line: SourceLine, restStart: number): Record<string, Slot> {
  const out: Record<string, Slot> = {};
  // Capture positions: search each group's text left to right in the line.
  let cursor = restStart - line.start;
  def.slots.forEach(([name, type], i) => {
    const value = m[i + 1];
    if (value === undefined) return;
    const at = line.text.indexOf(value, cursor);
    const start = line.start + (at === -1 ? cursor : at);
    if (at !== -1) cursor = at + value.length;
    out[name] = { value, type, start, end: start + value.length };
  });
  return out;
}

/** The head of a form up to its first free-text slot, with `<N>`-style slots kept literal. */
function headOf(def: FormDef): string {
  const s = def.skeleton;
  const free = s.search(/<(reason|finding|concern|error|why|ruling|file|files|ref|what)>/);
  return free === -1 ? s : s.slice(0, free);
}

/** Replace the variable parts of a line the way the skeletons write them. */
function skeletonize(text: string): string {
  return text
    .replace(/^T\d+/, 'T<N>')
    .replace(/\b[0-9a-f]{7,40}\.\.[0-9a-f]{7,40}\b/gi, '<a>..<b>')
    .replace(/=\s*[0-9a-f]{7,40}\b/gi, '=<sha>')
    .replace(/\b(\d+)\s*\/\s*5\b/, '<R>/5')
    .replace(/\b(\d+)\s*\/\s*3\b/, '<R>/3');
}

/** Lower-case words of a text (slot names in `<…>` removed), for a first, word-level comparison. */
function words(text: string): string[] {
  return (
    text
      .replace(/<[^<>]*>/g, ' ')
      .toLowerCase()
      .match(/[a-z]{2,}/g) ?? []
  ).filter((w) => w.length >= 2);
}

function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
}

/**
 * The form nearest to a line: most literal words in common (Dice coefficient; `completed` counts for
 * `complete`), then the smallest edit distance between the form's literal head and the line's start.
 * A line that shares no word with any form has none: naming an unrelated form would only mislead.
 */
export function closestForm(text: string): FormDef | undefined {
  const sk = skeletonize(text);
  const lineWords = words(text);
  let best = LEDGER_FORMS[0]!;
  let bestKey: [number, number] = [Infinity, Infinity];
  for (const def of LEDGER_FORMS) {
    const formWords = words(def.skeleton);
    const shared = lineWords.filter((w) => formWords.some((f) => sameWord(w, f))).length;
    const dice = lineWords.length + formWords.length ? (2 * shared) / (lineWords.length + formWords.length) : 0;
    const head = headOf(def);
    const key: [number, number] = [-dice, prefixDistance(head, sk) / [...head].length];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = def;
      bestKey = key;
    }
  }
  return bestKey[0] === 0 ? undefined : best;
}

export function ledgerView(doc: WfDocument): LedgerView {
  return memo(doc, 'harness-ledger:view', () => {
    const h1 = doc.sections.find((s) => s.depth === 1);
    const view: LedgerView = { h1Ok: false, meta: [], entries: [], unknown: [] };
    if (h1) {
      view.h1 = h1;
      const m = H1.exec(h1.title.trim());
      if (m) {
        view.h1Ok = true;
        if (m[1]!.trim()) view.target = m[1]!.trim();
      }
    }
    const all = contentLines(doc, 0, doc.text.length, 'read');
    if (all[0]) view.firstLine = all[0];
    all.forEach((line, index) => {
      if (h1 && line.start >= h1.start && line.start < h1.headingEnd) return;
      const meta = META_LINE.exec(line.text);
      if (meta) {
        const value = meta[2]!.trim();
        const at = value ? line.start + line.text.lastIndexOf(value) : line.end;
        const alias = meta[1]!.toLowerCase() !== 'stashed' && STASH_KEY.test(meta[1]!);
        const key = (alias ? 'stashed' : meta[1]!.toLowerCase()) as MetaKey;
        view.meta.push({ key, keyText: alias ? 'stashed' : meta[1]!, ...(alias ? { alias: meta[1]! } : {}), value, line, valueSpan: { start: at, end: at + value.length }, index });
        return;
      }
      const t = TASK_LINE.exec(line.text);
      const rest = t ? t[2]! : line.text;
      const restStart = t ? line.start + line.text.length - rest.length : line.start;
      for (const def of LEDGER_FORMS) {
        // A budget overrun may be written on the task it stopped (`T2: budget exceeded (…)`): the session's, not the task's.
        if (def.task !== Boolean(t) && def.id !== 'budget_overrun') continue;
        const m = def.re.exec(rest.trim());
        if (!m) continue;
        const entry: LedgerEntry = { form: def.id, line, slots: slotsOf(def, m, line, restStart), index };
        if (t && def.task) {
          entry.task = `T${Number(t[1])}`;
          entry.taskSpan = { start: line.start, end: line.start + 1 + t[1]!.length };
        }
        view.entries.push(entry);
        return;
      }
      const closest = closestForm(line.text);
      view.unknown.push({ line, ...(closest ? { closest } : {}), index });
    });
    return view;
  });
}

/** Entries of one task, in order. */
export function taskEntries(view: LedgerView): Map<string, LedgerEntry[]> {
  const out = new Map<string, LedgerEntry[]>();
  for (const e of view.entries) {
    if (!e.task) continue;
    const list = out.get(e.task) ?? [];
    list.push(e);
    out.set(e.task, list);
  }
  return out;
}

/** Whether a slot of type `sha` holds a SHA. */
export function isSha(value: string): boolean {
  return SHA.test(value);
}

/** The Ledger as data (validated by `schemas/harness-ledger.schema.json`). */
export function ledgerData(doc: WfDocument): HarnessLedger {
  return memo(doc, 'harness-ledger:data', () => {
    const view = ledgerView(doc);
    const meta = (key: MetaKey) => view.meta.find((m) => m.key === key)?.value;
    const data: Record<string, unknown> = { target: view.target ?? '' };
    for (const key of [...META_KEYS, 'stashed'] as const) {
      const v = meta(key);
      if (v !== undefined) data[key] = v;
    }
    data.entries = view.entries.map((e) => {
      const out: Record<string, unknown> = { form: e.form };
      if (e.task) out.task = e.task;
      for (const [name, slot] of Object.entries(e.slots)) {
        if (name === 'note2') {
          out.note = slot.value;
          continue;
        }
        if (name === 'outcome') {
          out.outcome = /clean/.test(slot.value) ? 'review clean' : 'parked';
          continue;
        }
        out[name] = slot.type === 'int' ? Number(slot.value) : slot.value;
      }
      out.line = e.line.line;
      return out;
    });
    return data as unknown as HarnessLedger;
  });
}

/** Source range of a Ledger data path (for `data-schema` messages). */
export function locateLedger(doc: WfDocument, path: readonly string[]): Span | undefined {
  const view = ledgerView(doc);
  const head = view.h1 ? { start: view.h1.start, end: view.h1.headingEnd } : view.firstLine;
  if (path[0] === 'entries') {
    const e = view.entries[Number(path[1])];
    if (!e) return head;
    const slot = path[2] !== undefined ? (e.slots[path[2]] ?? (path[2] === 'note' ? e.slots.note2 : undefined)) : undefined;
    return slot ?? e.line;
  }
  const m = view.meta.find((x) => x.key === path[0]);
  if (m) return m.value ? m.valueSpan : m.line;
  return head;
}

/** The kind hook (`data: 'view'`): the ledger's data and where each value stands. */
export function harnessLedgerKindView(doc: WfDocument): KindView {
  return memo(doc, 'harness-ledger:kind-view', () => ({ data: ledgerData(doc) as unknown as Record<string, unknown>, locate: (p: readonly string[]) => locateLedger(doc, p) }));
}
