/**
 * Claim ceilings (rules.md "Claim ceilings"): the configured lattice (`ctx.settings.claimCeilings`),
 * its aliases and prose phrases, and the claims and ceilings a loop document holds.
 *
 * A *claim* is a structured value (`semantic_effect`, `claim`, `completion_fact` whose value is a
 * lattice value or alias, `promotion_ready: true` = `promotion_ready`) or a configured claim phrase
 * in prose. `reaction: close` is no claim by itself: a loop may close at `stage_complete` with
 * blocked or deferred requirements (seed 001:46, 001:635), and its ceiling says what it claims. Prose is the document's text outside
 * code, YAML and HTML markup; a phrase in a negated clause (`不能声明全部完成`, `cannot claim …`),
 * in a condition (`任务完成后…`, `once the whole user task complete …`) or in quotes names a claim
 * without making it.
 */
import { isMap, isPair, isScalar, isSeq, type Node as YamlNode, type Pair } from 'yaml';
import type { Nodes } from 'mdast';
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import { memoized } from '../../core/model/text.js';
import type { ClaimCeilingSettings, Settings } from '../../core/lint/settings.js';
import { keyString, locateData, readData } from '../../core/model/yaml-data.js';
import { parseMarkdown, readYamlSources } from '../../core/model/markdown.js';
import type { KindId } from '../../core/model/kind.js';
import type { WorkspaceView } from '../../core/lint/workspace-view.js';
import { dataAt, inLoopHome, isPacketDoc, loopPackets, newestPacket, resolveInLoop, taskCardId, taskIdOf } from './model.js';
import { receiptTaskCard, rosterOutputs, rosterRuns } from './runs.js';
import { column, pipeTables } from './tables.js';
import { htmlTokens } from './html.js';

/** The loop kinds that hold YAML data (where `claim_ceiling` values and structured claims live). */
export const LOOP_DATA_KINDS: readonly KindId[] = [
  'loop-control',
  'loop-phases',
  'loop-scheduler-decision',
  'loop-next-prompt',
  'loop-task-card',
  'loop-receipt',
  'loop-decision-packet',
  'loop-round-review',
  'loop-factpack',
  'loop-run-result',
];

/** The loop kinds that can make claims: those with data, and the final report (prose). */
export const LOOP_CLAIM_KINDS: readonly KindId[] = [...LOOP_DATA_KINDS, 'loop-final-report'];

/** Lower-cased, `_`/`-`/white space runs as one space: `Stage_Complete` ≡ `stage complete`. */
function claimKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** The configured lattice with alias normalisation and ranks. */
export interface ClaimLattice {
  settings: ClaimCeilingSettings;
  /** Low to high. */
  values: readonly string[];
  /** The lattice value a written value stands for (exact, alias, or case/spacing variant). */
  normalise(raw: unknown): string | undefined;
  /**
   * How a ceiling written in words is read (seed 001:199, 001:626, 001:915 print `claim_ceiling:`
   * with no value list): the lowest lattice value or alias it names as whole words, else the lowest
   * value of the lattice (the most restrictive reading). `undefined` for a value that is not text.
   */
  readFreeText(raw: unknown): string | undefined;
  /** The lowest lattice value (or alias) a text names as whole words, if any. */
  namedIn(raw: unknown): string | undefined;
  /** 0-based rank of a lattice value (`-1` when not in the lattice). */
  rank(value: string): number;
  /** `a` compared with `b` (lattice values): negative when `a` is lower. */
  compare(a: string, b: string): number;
}

export function claimLattice(settings: Settings): ClaimLattice {
  const cc = settings.claimCeilings;
  const byKey = new Map<string, string>();
  for (const v of cc.lattice) byKey.set(claimKey(v), v);
  for (const [alias, target] of Object.entries(cc.aliases)) if (!byKey.has(claimKey(alias))) byKey.set(claimKey(alias), target);
  const ranks = new Map(cc.lattice.map((v, i) => [v, i] as const));
  const rank = (value: string) => ranks.get(value) ?? -1;
  return {
    settings: cc,
    values: cc.lattice,
    normalise(raw) {
      if (typeof raw !== 'string' || raw.trim() === '') return undefined;
      return byKey.get(claimKey(raw));
    },
    rank,
    compare: (a, b) => rank(a) - rank(b),
    namedIn(raw) {
      if (typeof raw !== 'string' || raw.trim() === '') return undefined;
      const exact = byKey.get(claimKey(raw));
      if (exact) return exact;
      const words = ` ${wordsKey(raw)} `;
      let low: string | undefined;
      for (const [k, v] of byKey) {
        const key = wordsKey(k);
        if (key === '' || !words.includes(` ${key} `)) continue;
        if (low === undefined || rank(v) < rank(low)) low = v;
      }
      return low;
    },
    readFreeText(raw) {
      if (typeof raw !== 'string' || raw.trim() === '' || cc.lattice.length === 0) return undefined;
      return this.namedIn(raw) ?? cc.lattice[0];
    },
  };
}

/** Lower-cased words of a text, separated by one space: every character that is no letter or digit separates (`stage_complete;` → `stage complete`). */
function wordsKey(text: string): string {
  let out = '';
  let gap = false;
  for (const ch of text.toLowerCase()) {
    if (/[\p{L}\p{N}]/u.test(ch)) {
      if (gap && out !== '') out += ' ';
      out += ch;
      gap = false;
    } else gap = true;
  }
  return out;
}

/** `value` is higher in the lattice than `ceiling`. */
export function exceeds(lattice: ClaimLattice, value: string, ceiling: string): boolean {
  return lattice.compare(value, ceiling) > 0;
}

/** A value found in a document's YAML data, with its source range. */
export interface DataValue {
  /** Data path (keys and list indexes). */
  path: string[];
  key: string;
  value: unknown;
  /** Range of the value node (of the key when the value is empty). */
  start: number;
  end: number;
}

/**
 * Every `key: value` pair of the document data (all blocks; a duplicated top-level key counts
 * once, as in the merged data), in document order.
 */
export function dataPairs(doc: WfDocument): DataValue[] {
  return memo(doc, 'loop:data-pairs', () => {
    const out: DataValue[] = [];
    for (const block of doc.yaml.blocks) {
      if (block.errors.length > 0 || !isMap(block.doc.contents)) continue;
      const toDoc = block.source.toDocOffset;
      const visitPair = (pair: Pair, path: string[]): void => {
        const key = keyString(pair);
        if (key === undefined) return;
        const node = pair.value as YamlNode | null;
        const k = pair.key as YamlNode | null;
        const range = node?.range ?? k?.range;
        const here = [...path, key];
        if (range) out.push({ path: here, key, value: node ? toJs(node) : null, start: toDoc(range[0]), end: toDoc(range[1]) });
        visitNode(node, here);
      };
      const visitNode = (node: YamlNode | null | undefined, path: string[]): void => {
        if (isMap(node)) for (const p of node.items) visitPair(p, path);
        else if (isSeq(node)) node.items.forEach((item, i) => visitNode(item as YamlNode, [...path, String(i)]));
      };
      for (const pair of block.doc.contents.items) {
        const key = keyString(pair);
        if (key === undefined || doc.yaml.owners.get(key)?.pair !== pair) continue;
        visitPair(pair, []);
      }
    }
    return out;
  });
}

function toJs(node: YamlNode): unknown {
  if (isScalar(node)) return node.value;
  if (isMap(node)) return Object.fromEntries(node.items.filter(isPair).map((p) => [keyString(p) ?? '', p.value && isScalar(p.value) ? p.value.value : p.value]));
  if (isSeq(node)) return node.items.map((i) => (isScalar(i) ? i.value : i));
  return undefined;
}

/** A written `claim_ceiling`. */
export interface Ceiling {
  /** The lattice value (for a ceiling written in words, how it is read); undefined when the value is not text. */
  value?: string;
  /** Written in words, not as a lattice value or alias (read with `readFreeText`). */
  freeText?: boolean;
  raw: string;
  path: string[];
  start: number;
  end: number;
  /** Repo-relative path of the document that holds it. */
  relPath: string;
}

/** Every non-empty `claim_ceiling` value of the document data. */
export function ceilings(doc: WfDocument, lattice: ClaimLattice): Ceiling[] {
  return dataPairs(doc)
    .filter((p) => p.key === 'claim_ceiling' && typeof p.value === 'string' && p.value.trim() !== '')
    .map((p) => {
      const exact = lattice.normalise(p.value);
      const value = exact ?? lattice.readFreeText(p.value);
      return { ...(value ? { value } : {}), ...(exact ? {} : { freeText: true }), raw: String(p.value), path: p.path, start: p.start, end: p.end, relPath: doc.relPath };
    });
}

/**
 * The document's own ceiling: for a decision packet `binding_next_action.claim_ceiling`, else
 * `review_result.solid_decision_review.claim_ceiling`; for other documents the lowest valid
 * `claim_ceiling` they hold.
 */
export function ownCeiling(doc: WfDocument, lattice: ClaimLattice): Ceiling | undefined {
  const valid = ceilings(doc, lattice).filter((c) => c.value !== undefined);
  const at = (path: string) => valid.find((c) => c.path.join('.') === path);
  const packetLike = at('binding_next_action.claim_ceiling') ?? at('review_result.solid_decision_review.claim_ceiling');
  if (packetLike) return packetLike;
  let low: Ceiling | undefined;
  for (const c of valid) if (!low || lattice.compare(c.value!, low.value!) < 0) low = c;
  return low;
}

/** A claim a document makes. */
export interface Claim {
  /** The lattice value claimed. */
  value: string;
  /** How it is written, for messages: `` `reaction: close` ``, `` phrase `全部完成` ``. */
  source: string;
  kind: 'structured' | 'prose';
  start: number;
  end: number;
}

const CLAIM_KEYS = new Set(['semantic_effect', 'claim', 'completion_fact']);

/** Structured claims of the document data. */
export function structuredClaims(doc: WfDocument, lattice: ClaimLattice): Claim[] {
  const out: Claim[] = [];
  const top = lattice.values[lattice.values.length - 1];
  const promotion = lattice.normalise('promotion_ready') ?? top;
  for (const p of dataPairs(doc)) {
    const at = { start: p.start, end: p.end, kind: 'structured' as const };
    if (CLAIM_KEYS.has(p.key)) {
      const value = lattice.normalise(p.value);
      if (value) out.push({ value, source: `\`${p.key}: ${String(p.value)}\``, ...at });
    } else if (p.key === 'promotion_ready' && p.value === true && promotion) {
      out.push({ value: promotion, source: '`promotion_ready: true`', ...at });
    }
  }
  return out;
}

/** A stretch of prose: its text is `doc.text.slice(start, end)`. */
export interface ProseSpan {
  start: number;
  end: number;
}

function markdownProse(doc: WfDocument): ProseSpan[] {
  const out: ProseSpan[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'code' || node.type === 'yaml' || node.type === 'html' || node.type === 'inlineCode') return;
    if (node.type === 'text') {
      const s = node.position?.start.offset;
      const e = node.position?.end.offset;
      if (s !== undefined && e !== undefined) out.push({ start: s, end: e });
      return;
    }
    if ('children' in node) for (const c of node.children) visit(c);
  };
  if (doc.mdast) visit(doc.mdast);
  return out;
}

/** The text between HTML tags, comments, scripts and styles (a linear scan, no backtracking). */
function htmlProse(text: string): ProseSpan[] {
  const out: ProseSpan[] = [];
  for (const t of htmlTokens(text)) if (t.kind === 'text') out.push({ start: t.start, end: t.end });
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words that negate or condition a claim when they come before it in the same clause. */
const NEGATED =
  /(不能|不得|不可|不应|不会|不要|不再|不声明|不宣称|不宣布|不主张|无法|尚未|未|没有|禁止|并非|不是|不等于|不代表|不算|除非|如果|若|一旦|直到|\bforbidden\b|\bforbids?\b|\bnot\b|\bno\b|\bnever\b|\bcannot\b|n't\b|\bwithout\b|\bnor\b|\bif\b|\bwhen\b|\bonce\b|\buntil\b|\bbefore\b|\bafter\b|\bunless\b|\bwhether\b)/i;
/** A CJK phrase followed by one of these is a condition (`任务完成后`), not a claim. */
const CONDITION_AFTER = /^(后|前|时|之后|之前|以后|以前|的话|为止)/;
/** A CJK phrase followed by one of these is a noun (`任务完成度：40%`), not a claim. */
const NOUN_AFTER = /^(度|率|情况|状态|标准|条件|定义|证据|判断)/;
const OPEN_QUOTES = '“"「『‘\'`《';
const CLOSE_QUOTES = '”"」』’\'`》';
/** Where a clause starts: sentence and clause punctuation, a line break, a block-level HTML tag. */
const CLAUSE_BREAK = /[。！？；;，,：:\n]|[.!?](?=\s)|<\/?(?:p|li|h[1-6]|td|th|tr|div|section|article|br|ul|ol|table|dd|dt)(?![\w-])/gi;

function clauseBefore(text: string, at: number): string {
  const from = Math.max(0, at - 200);
  const window = text.slice(from, at);
  let cut = 0;
  let tag = false;
  for (const m of window.matchAll(CLAUSE_BREAK)) {
    cut = m.index + m[0].length;
    tag = m[0].startsWith('<');
  }
  // After a block tag's name, the clause starts past the tag's attributes.
  const rest = window.slice(cut);
  const gt = tag ? rest.indexOf('>') : -1;
  return gt === -1 ? rest : rest.slice(gt + 1);
}

/** Whether the phrase at `[start, end)` is asserted (not negated, conditional or quoted). */
export function isAsserted(text: string, start: number, end: number): boolean {
  const clause = clauseBefore(text, start);
  if (NEGATED.test(clause)) return false;
  // `禁止声明：任务完成。`, `forbidden_claims: whole user task complete`: a list after a negated label.
  const labelEnd = start - clause.length - 1;
  if (labelEnd >= 0 && (text[labelEnd] === '：' || text[labelEnd] === ':') && NEGATED.test(clauseBefore(text, labelEnd).replace(/_/g, ' '))) return false;
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  if (before !== '' && OPEN_QUOTES.includes(before) && after !== '' && CLOSE_QUOTES.includes(after)) return false;
  if (/[\u3400-\u9fff]$/.test(text.slice(start, end)) && (CONDITION_AFTER.test(text.slice(end, end + 3)) || NOUN_AFTER.test(text.slice(end, end + 2)))) return false;
  return true;
}

/** The pattern of a claim phrase (flags `giu`; shared: reset `lastIndex` before a `test`). */
const phraseRegExp = memoized((phrase: string): RegExp => {
  const body = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  const ascii = /^[\x20-\x7e]+$/.test(phrase);
  return new RegExp(ascii ? `(?<![A-Za-z0-9_])${body}(?![A-Za-z0-9_])` : body, 'giu');
});

/** Whether a text holds any of the phrases (one pass, before the phrase-by-phrase matching). */
const anyPhrase = memoized(
  (joined: string): RegExp =>
    new RegExp(
      joined
        .split('\0')
        .map((p) => phraseRegExp(p).source)
        .join('|'),
      'iu',
    ),
);

function proseSpans(doc: WfDocument): ProseSpan[] {
  return memo(doc, 'loop:prose', () => (doc.kind.format === 'markdown' ? markdownProse(doc) : doc.kind.format === 'html' ? htmlProse(doc.text) : []));
}

/** Asserted matches of a pattern (flags `g`) in the document's prose. */
export function proseMatches(doc: WfDocument, re: RegExp, spans: readonly ProseSpan[] = proseSpans(doc)): Array<{ text: string; start: number; end: number }> {
  const out: Array<{ text: string; start: number; end: number }> = [];
  for (const span of spans) {
    for (const m of doc.text.slice(span.start, span.end).matchAll(re)) {
      const start = span.start + m.index;
      const end = start + m[0].length;
      if (m[0] !== '' && isAsserted(doc.text, start, end)) out.push({ text: m[0], start, end });
    }
  }
  return out;
}

/**
 * The lattice value a `forbidden_claims` entry forbids: a lattice value or alias it is, else the
 * level of a configured claim phrase it contains (`whole user task complete` → `whole_task_complete`).
 */
export function forbiddenLevel(lattice: ClaimLattice, text: string): string | undefined {
  const exact = lattice.normalise(text);
  if (exact) return exact;
  let low: string | undefined;
  for (const [phrase, target] of Object.entries(lattice.settings.phrases)) {
    const value = lattice.normalise(target);
    if (!value || phrase.trim() === '') continue;
    const re = phraseRegExp(phrase);
    re.lastIndex = 0;
    if (!re.test(text)) continue;
    if (low === undefined || lattice.compare(value, low) < 0) low = value;
  }
  return low;
}

/** Prose claims: configured phrases asserted in the document's text. */
export function proseClaims(doc: WfDocument, lattice: ClaimLattice): Claim[] {
  const out: Claim[] = [];
  const phrases = Object.entries(lattice.settings.phrases).filter(([phrase, target]) => phrase.trim() !== '' && lattice.normalise(target));
  if (phrases.length === 0) return out;
  // Only the stretches of prose that hold some phrase are searched phrase by phrase.
  const any = anyPhrase(phrases.map(([phrase]) => phrase).join('\0'));
  const spans = proseSpans(doc).filter((span) => any.test(doc.text.slice(span.start, span.end)));
  if (spans.length === 0) return out;
  for (const [phrase, target] of phrases) {
    const value = lattice.normalise(target)!;
    for (const m of proseMatches(doc, phraseRegExp(phrase), spans)) {
      if (out.some((c) => c.start < m.end && m.start < c.end)) continue;
      out.push({ value, source: `phrase \`${m.text}\``, kind: 'prose', start: m.start, end: m.end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Every claim of the document (structured and prose), in document order. */
export function documentClaims(doc: WfDocument, lattice: ClaimLattice): Claim[] {
  return memo(doc, 'loop:claims', () => [...structuredClaims(doc, lattice), ...proseClaims(doc, lattice)].sort((a, b) => a.start - b.start));
}

/** The first `primary_case_only: true` of the document data. */
export function primaryCaseOnlyFlag(doc: WfDocument): DataValue | undefined {
  return dataPairs(doc).find((p) => p.key === 'primary_case_only' && p.value === true);
}

/** A ceiling that governs a document from another one (receipt ← task card, review/report ← packet). */
export interface GoverningCeiling {
  ceiling: Ceiling;
  /** The governing document, loop-home relative (for messages). */
  label: string;
}

function loopRelative(doc: WfDocument, relPath: string): string {
  const home = doc.loopHome;
  return home && relPath.startsWith(`${home}/`) ? relPath.slice(home.length + 1) : relPath;
}

/**
 * Whether a packet consumes a round review: it names the review (its solid-decision or
 * read-compliance review), or decides on the review's unit (`source_unit`).
 */
function consumesReview(packet: WfDocument, review: WfDocument, unit: string | undefined): boolean {
  if (unit !== undefined && taskIdOf(packet.data.source_unit) === unit) return true;
  const rel = loopRelative(review, review.relPath);
  for (const path of [
    ['review_result', 'solid_decision_review', 'path'],
    ['review_result', 'read_compliance_review'],
    ['review_result', 'read_compliance_review', 'path'],
  ]) {
    const v = dataAt(packet.data, path);
    if (typeof v === 'string' && (v.includes(rel) || v.includes(review.relPath))) return true;
  }
  return false;
}

/**
 * The document that governs a round review: the packet its `decision_packet_path` names; else the
 * packet that consumes it (seed 001:581, 001:641: the review comes first, its packet consumes its
 * claim ceiling); else, while no packet has consumed it yet, its own unit's task card (the card
 * whose roster writes it). A review no card writes falls back to the newest packet; a review that
 * embeds its own packet is governed by nothing else.
 */
function reviewGovernor(doc: WfDocument, workspace: WorkspaceView, home: string): WfDocument | undefined {
  const ref = dataPairs(doc).find((p) => p.key === 'decision_packet_path' && typeof p.value === 'string' && p.value.trim() !== '');
  if (ref) {
    const r = resolveInLoop(workspace, home, String(ref.value));
    const d = r.ok ? workspace.document(r.path) : undefined;
    if (d && isPacketDoc(d)) return d;
  }
  // A review that embeds its own packet (seed 001:644) is the Controller's decision: its packet's
  // ceilings are its own.
  if (isPacketDoc(doc)) return undefined;
  const card = rosterOutputs(workspace, home).get(doc.relPath);
  const unit = card ? taskCardId(card) : undefined;
  const consumer = loopPackets(workspace, home).find((p) => p !== doc && consumesReview(p, doc, unit));
  if (consumer) return consumer;
  return card ?? newestPacket(workspace, home);
}

/**
 * The ceiling of the document that governs this one: a receipt's or a run result's task card
 * (`TASKS/<task_id>.md`, or the card whose roster names the run); a round review's packet or card
 * (`reviewGovernor`); the final report's newest packet.
 */
export function governingCeiling(doc: WfDocument, workspace: WorkspaceView, lattice: ClaimLattice): GoverningCeiling | undefined {
  const home = doc.loopHome;
  if (home === undefined) return undefined;
  let governor: WfDocument | undefined;
  if (doc.kind.id === 'loop-receipt') {
    governor = receiptTaskCard(doc, workspace);
  } else if (doc.kind.id === 'loop-run-result') {
    governor = rosterRuns(workspace, home).get(doc.relPath.slice(0, doc.relPath.lastIndexOf('/')))?.card;
  } else if (doc.kind.id === 'loop-round-review') {
    governor = reviewGovernor(doc, workspace, home);
  } else if (doc.kind.id === 'loop-final-report') {
    governor = newestPacket(workspace, home);
  }
  if (!governor || governor === doc) return undefined;
  const ceiling = ownCeiling(governor, lattice);
  return ceiling ? { ceiling, label: loopRelative(doc, governor.relPath) } : undefined;
}

/** What `TEST_COVERAGE_PLAN.md` says about the cases run so far. */
export interface CoveragePlan {
  relPath: string;
  /** Cases the plan records as executed (`executed: true`, or a run status). */
  executed: Array<{ id: string; line: number }>;
  /** Cases a pipe table of the plan lists (a `case` column), when the plan records none as run. */
  planned: Array<{ id: string; line: number }>;
  /** Line of `primary_case_only: true`, when the plan sets it. */
  primaryOnlyLine?: number;
}

const RUN_STATUSES = new Set(['executed', 'run', 'passed', 'pass', 'failed', 'fail', 'done', 'completed']);

/**
 * Read the loop home's `TEST_COVERAGE_PLAN.md` (front matter and yaml blocks): `primary_case_only`
 * and `cases[]` (`case_id`, `status` or `executed`). Not a workflow kind: read as text.
 */
export function coveragePlan(doc: WfDocument, workspace: WorkspaceView): CoveragePlan | undefined {
  if (doc.loopHome === undefined) return undefined;
  const relPath = inLoopHome(doc.loopHome, 'TEST_COVERAGE_PLAN.md');
  const text = workspace.readText(relPath);
  if (text === undefined) return undefined;
  const data = readData(readYamlSources(parseMarkdown(text), text));
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const plan: CoveragePlan = { relPath, executed: [], planned: [] };
  if (data.value.primary_case_only === true) plan.primaryOnlyLine = lineOf(locateData(data, ['primary_case_only'])?.start ?? 0);
  const cases = data.value.cases;
  if (Array.isArray(cases)) {
    cases.forEach((c, i) => {
      if (typeof c !== 'object' || c === null) return;
      const { case_id: id, status, executed } = c as Record<string, unknown>;
      const run = executed === true || (typeof status === 'string' && RUN_STATUSES.has(status.trim().toLowerCase()));
      if (run) plan.executed.push({ id: typeof id === 'string' || typeof id === 'number' ? String(id) : `#${i + 1}`, line: lineOf(locateData(data, ['cases', String(i)])?.start ?? 0) });
    });
  }
  // A plan written as a table (`| case | requirement | input | oracle |`): its rows are the planned
  // cases; a status column says which ran.
  for (const table of pipeTables(text)) {
    const c = column(table, ['case', 'case_id', 'case id', '用例', 'case no']);
    if (c < 0) continue;
    const st = column(table, ['status', 'result', 'executed', '状态', '结果']);
    for (const row of table.rows) {
      const id = row.cells[c] ?? '';
      if (id === '') continue;
      const status = st >= 0 ? (row.cells[st] ?? '').toLowerCase() : '';
      const word = status.split(/[\s(（,，;；—-]+/)[0] ?? '';
      if (st >= 0 && (RUN_STATUSES.has(word) || word === 'true' || word === 'yes')) plan.executed.push({ id, line: row.line });
      else plan.planned.push({ id, line: row.line });
    }
  }
  return plan;
}
