/**
 * A checkpoint (`docs/checkpoints/**\/*.md`, seed 003) read into typed data once: the topic (H1),
 * the H2 sections it names, and the items of each of the seven sections with their type labels,
 * resolved marks and carrier paths. Rules check this data; `data-schema` validates it
 * (`schemas/checkpoint.schema.json`).
 */
import type { Nodes, RootContent, Table, TableCell } from 'mdast';
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import type { Section } from '../../core/model/markdown.js';
import { matchHeading } from '../../core/model/headings.js';
import { isNoneItem, joinLines, listItemsOf } from '../../core/model/items.js';
import { trimEndChars } from '../../core/model/text.js';
import type { KindView } from '../../core/model/kind.js';
import type { Checkpoint } from '../../generated/checkpoint.js';
import { CHECKPOINT_SECTIONS, type ItemType, type SectionKey } from './outline.js';

export interface CarrierPath {
  /** The path as written (fragment, query and `:line` suffix removed; percent-decoded for links). */
  path: string;
  /** A markdown link resolves against the checkpoint's directory; a code span or bare path may also be repo-relative. */
  from: 'link' | 'code' | 'text';
  start: number;
  end: number;
}

export interface CheckpointItem {
  section: SectionKey;
  /** The text as written (marker and checkbox removed). */
  raw: string;
  /** The text without a leading type label. */
  text: string;
  /** Offsets of the whole item (marker included) and of its first line's text. */
  start: number;
  end: number;
  textStart: number;
  textEnd: number;
  /** List item, paragraph, or a table body row (a table with a `类型` column marks each row's type). */
  node: 'listItem' | 'paragraph' | 'tableRow';
  type?: ItemType;
  /** Marked resolved: `[x]`, strikethrough, `已决定`, `已解决`, `已裁决`, `✅`, `resolved`. */
  resolved?: string;
  /** A none item (`无`, `暂无`, …). */
  none: boolean;
  carriers: CarrierPath[];
}

export interface CheckpointSection {
  key?: SectionKey;
  /** Index in the canonical order (-1 for an H2 that is none of the seven). */
  index: number;
  section: Section;
  how?: 'exact' | 'normalized' | 'alias' | 'gloss';
}

export interface CheckpointView {
  h1s: Section[];
  topic?: string;
  /** Every H2, in document order. */
  h2s: CheckpointSection[];
  /** The first section of each kind (what the item rules read). */
  sections: Partial<Record<SectionKey, Section>>;
  items: Partial<Record<SectionKey, CheckpointItem[]>>;
  kindView: KindView;
}

// Seed 003:10 names the types in the plural ("Candidates", "AI Inference"): both numbers are marks.
const LABEL_WORD = '(候选|(?:AI\\s*)?推断|Candidates?|(?:AI\\s*)?Inferences?)';
/**
 * A type mark at the start of an item: in brackets, with or without a note (`[候选]`, `（候选）`,
 * `【AI 推断，未验证】`), or a label with a colon, with or without a note before it (`候选：`,
 * `候选（用户提出，尚未确认）：`, `AI 推断（未验证）：`).
 */
const TYPE_LABEL = new RegExp(
  `^(?:\\*\\*|__)?\\s*(?:[\\[【（(]\\s*${LABEL_WORD}\\s*(?:[，,:：][^\\]】）)]*)?[\\]】）)]\\s*(?:(?:\\*\\*|__)\\s*)?(?:[:：]\\s*)?(?:(?:\\*\\*|__)\\s*)?|${LABEL_WORD}\\s*(?:[（(][^（()）]*[)）]\\s*)?(?:(?:\\*\\*|__)\\s*)?[:：]\\s*(?:(?:\\*\\*|__)\\s*)?)`,
  'i',
);
/** Words that mark a question adjudicated, in the item itself (`…？结论：一并导出。`). */
const RESOLVED_WORDS = /已决定|已解决|已裁决|已拍板|已敲定|已定[:：]|已确认[:：]|用户已确认|结论[:：]|决定[:：]|答复?[:：]|✅|☑|\bresolved\b|\bdecided\b|\bconclusion\s*:/gi;
/** A mark word without its colon is a mark only where a mark stands: after the question, in brackets, or alone. */
const BARE_MARK = /^(?:已决定|已解决|已裁决|已拍板|已敲定|resolved|decided)$/i;
const QUOTE_PAIRS: Readonly<Record<string, string>> = { '“': '”', '"': '"', '「': '」', '『': '』', '‘': '’' };

/**
 * The quoted parts of a text (a status name, someone's words) as `[open, close]` offsets of their
 * quote marks. One pass: each closing quote is searched for once (a quote left open is skipped).
 */
export function quoteRanges(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const none = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    const close = QUOTE_PAIRS[text[i]!];
    if (close === undefined || none.has(close)) continue;
    const j = text.indexOf(close, i + 1);
    if (j === -1) {
      none.add(close);
      continue;
    }
    out.push([i, j]);
    i = j;
  }
  return out;
}

/** The text with its quoted parts blanked out, offsets kept: a quote is a name, never a mark or a note. */
export function unquoted(text: string): string {
  let out = '';
  let at = 0;
  for (const [i, j] of quoteRanges(text)) {
    out += text.slice(at, i) + ' '.repeat(j + 1 - i);
    at = j + 1;
  }
  return out + text.slice(at);
}

/**
 * The mark that says a question is adjudicated (`…？已决定：…`, `（已解决）`, `结论：…`), not a word of
 * the question itself (`已解决的工单是否也要导出？`, a quoted `"答："`).
 */
function resolvedMark(text: string): string | undefined {
  const t = unquoted(text);
  for (const m of t.matchAll(RESOLVED_WORDS)) {
    if (!BARE_MARK.test(m[0])) return m[0];
    const before = t.slice(0, m.index).trimEnd();
    const after = t.slice(m.index + m[0].length).trimStart();
    if (/[？?（(【[，,。.；;]$/.test(before) || /^(?:$|[:：。.)）\]】，,；;])/.test(after)) return m[0];
  }
  return undefined;
}

/** A type mark at the end of an item (seed 003:26 names no form): `…（候选）`, `… (AI 推断)`, `… [候选]`. */
const SUFFIX_LABEL = new RegExp(`[（(【\\[]\\s*${LABEL_WORD}\\s*[)）】\\]]\\s*[。.;；]?$`, 'i');
/** A type mark anywhere in an item: a label, or a note in parentheses that starts with one (`（候选，用户尚未确认）`). */
const MARK_ANYWHERE = new RegExp(`[\\[【（(]\\s*${LABEL_WORD}\\s*[\\]】）)，,:：]|^(?:\\*\\*|__)?\\s*${LABEL_WORD}\\s*(?:(?:\\*\\*|__)\\s*)?[:：]`, 'i');

function typeOfWord(word: string): ItemType {
  const w = word.replace(/\s+/g, '').toLowerCase();
  return w === '候选' || w === 'candidate' || w === 'candidates' ? '候选' : 'AI 推断';
}

/** The item's type mark, at its start (`[候选]`, `候选：`) or at its end (`（候选）`). */
export function itemTypeOf(text: string): { type: ItemType; rest: string } | undefined {
  const m = TYPE_LABEL.exec(text);
  if (m) return { type: typeOfWord((m[1] ?? m[2])!), rest: text.slice(m[0].length).trim() };
  const s = SUFFIX_LABEL.exec(text);
  if (s) return { type: typeOfWord(s[1]!), rest: text.slice(0, s.index).trim() };
  return undefined;
}

/** Words that say an item was replaced; `被 … 取代` and the notes in parentheses are found around them. */
const REPLACED_BY = ['取代', '替代', '替换'];
const REPLACED_NOTE = ['取代', '作废', '废弃', '替换', 'superseded', 'replaced', 'obsolete'];
const REPLACED_WORDS = /\bsuperseded\b|\breplaced\s+by\b/i;
const STOP = '，。,.（）()';

/**
 * The note that keeps replaced content around (`（已被下一条取代）`, `（已作废）`, `superseded by …`), the
 * leftmost one. Read around each word with bounded look-back (no regex over free text: linear).
 */
function replacedNote(raw: string): string | undefined {
  const found: Array<[number, string]> = [];
  const lower = raw.toLowerCase();
  for (const word of REPLACED_BY) {
    for (let at = raw.indexOf(word); at !== -1; at = raw.indexOf(word, at + 1)) {
      // `被` at most 12 characters back, none of them punctuation; `已` before it is part of the mark.
      for (let b = at - 1; b >= 0 && at - b <= 13 && !STOP.includes(raw[b]!); b--) {
        if (raw[b] !== '被') continue;
        const from = b > 0 && raw[b - 1] === '已' ? b - 1 : b;
        found.push([from, raw.slice(from, at + word.length)]);
        break;
      }
    }
  }
  const already = raw.indexOf('已取代');
  if (already !== -1) found.push([already, '已取代']);
  // A note in parentheses holding a replaced word, at most 20 characters either side of it.
  for (let open = 0; open < raw.length; open++) {
    if (raw[open] !== '(' && raw[open] !== '（') continue;
    let close = open + 1;
    while (close < raw.length && close - open <= 52 && !'（）()'.includes(raw[close]!)) close++;
    if (close >= raw.length || (raw[close] !== ')' && raw[close] !== '）')) continue;
    const inner = lower.slice(open + 1, close);
    if (
      REPLACED_NOTE.some((w) => {
        const i = inner.indexOf(w);
        return i !== -1 && i <= 20 && inner.length - i - w.length <= 20;
      })
    )
      found.push([open, raw.slice(open, close + 1)]);
  }
  const words = REPLACED_WORDS.exec(raw);
  if (words) found.push([words.index, words[0]]);
  return found.sort((a, b) => a[0] - b[0])[0]?.[1];
}

/** Why an item is no current content: struck through (`~~`) or marked as replaced (the mark). */
export function replacedMark(item: CheckpointItem): string | undefined {
  if (item.resolved === '~~' || /~~[^~]+~~/.test(item.raw)) return '~~';
  return replacedNote(item.raw);
}

/** The type an item is marked with anywhere in it (for items outside `候选与 AI 推断`). */
export function typeMarkIn(text: string): ItemType | undefined {
  const m = MARK_ANYWHERE.exec(text);
  return m ? typeOfWord((m[1] ?? m[2])!) : undefined;
}

const PATH_TEXT =
  /(?:^|[\s(（:：,，、;；"'“‘])((?:\.{1,2}\/|\/)?(?:[\w.@-]+\/)+[\w.@-]*|[\w@-][\w.@-]*\.(?:md|markdown|txt|json|ya?ml|toml|ts|tsx|js|mjs|cjs|jsx|py|go|rs|java|kt|sh|sql|html|css|csv))(?=$|[\s)）:：,，、;；。."'”’])/g;

function cleanPath(p: string): string {
  const cut = p.search(/[?#]/);
  return (cut === -1 ? p : p.slice(0, cut)).replace(/:\d+(?::\d+)?(?:-\d+)?$/, '');
}

function looksLikePath(p: string): boolean {
  if (p === '' || /\s/.test(p) || /^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('#') || p.includes('*')) return false;
  // Bare web addresses and e-mail addresses are not repository paths (GFM would autolink them).
  if (/^www\./i.test(p) || /^[^/@]+@[^/@]+\.[a-z]{2,}$/i.test(p)) return false;
  return p.includes('/') || /\.[A-Za-z0-9]{1,8}$/.test(p);
}

/** Repository paths an item names: link targets, path-like code spans, bare paths in text. */
function carrierPaths(doc: WfDocument, node: Nodes): CarrierPath[] {
  const out: CarrierPath[] = [];
  const visit = (n: Nodes): void => {
    const s = n.position?.start.offset;
    const e = n.position?.end.offset;
    if (n.type === 'list') return;
    if (n.type === 'link' || n.type === 'definition') {
      let url = n.url;
      try {
        url = decodeURI(url);
      } catch {
        // Keep the URL as written.
      }
      const p = cleanPath(url);
      if (s !== undefined && e !== undefined && p !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('#')) out.push({ path: p, from: 'link', start: s, end: e });
      return;
    }
    if (n.type === 'inlineCode') {
      const p = cleanPath(n.value.trim());
      if (s !== undefined && e !== undefined && looksLikePath(p)) out.push({ path: p, from: 'code', start: s, end: e });
      return;
    }
    if (n.type === 'text' && s !== undefined) {
      const raw = doc.text.slice(s, e);
      for (const m of raw.matchAll(PATH_TEXT)) {
        const token = trimEndChars(m[1]!, '.。');
        const at = s + m.index + m[0].indexOf(m[1]!);
        if (looksLikePath(token) && !/^\d+(\.\d+)+$/.test(token)) out.push({ path: cleanPath(token), from: 'text', start: at, end: at + token.length });
      }
      return;
    }
    if ('children' in n) for (const c of n.children) visit(c);
  };
  visit(node);
  return out;
}

function isStruck(node: Nodes | undefined): boolean {
  if (!node || !('children' in node)) return false;
  const kids = (node.children as Nodes[]).filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  return kids.length > 0 && kids.every((c) => c.type === 'delete');
}

function readItems(doc: WfDocument, key: SectionKey, content: readonly RootContent[]): CheckpointItem[] {
  const hasList = content.some((n) => n.type === 'list');
  const out: CheckpointItem[] = [];
  const finish = (base: Omit<CheckpointItem, 'text' | 'none' | 'type'>): void => {
    const typed = itemTypeOf(base.raw);
    const item: CheckpointItem = { ...base, text: typed ? typed.rest : base.raw, none: isNoneItem(base.raw) };
    if (typed) item.type = typed.type;
    out.push(item);
  };
  for (const node of content) {
    if (hasList && node.type === 'list') {
      for (const it of listItemsOf(doc, [node])) {
        const first = it.node.children[0];
        const lineEnd = doc.text.indexOf('\n', it.textStart);
        const textEnd = Math.min(lineEnd === -1 ? doc.text.length : doc.text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd, it.end);
        const base: Omit<CheckpointItem, 'text' | 'none' | 'type'> = {
          section: key,
          raw: it.text,
          start: it.start,
          end: it.end,
          textStart: it.textStart,
          textEnd: Math.max(textEnd, it.textStart),
          node: 'listItem',
          carriers: carrierPaths(doc, it.node),
        };
        const resolved = it.checked === true ? '[x]' : isStruck(first) || /^~~[^]*~~$/.test(it.text) ? '~~' : resolvedMark(it.text);
        if (resolved) base.resolved = resolved;
        finish(base);
      }
    } else if (node.type === 'table') {
      readTable(doc, key, node, out);
    } else if (!hasList && node.type === 'paragraph') {
      const s = node.position?.start.offset;
      const e = node.position?.end.offset;
      if (s === undefined || e === undefined) continue;
      const raw = joinLines(doc.text.slice(s, e));
      const lineEnd = doc.text.indexOf('\n', s);
      const base: Omit<CheckpointItem, 'text' | 'none' | 'type'> = {
        section: key,
        raw,
        start: s,
        end: e,
        textStart: s,
        textEnd: lineEnd === -1 || lineEnd > e ? e : doc.text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd,
        node: 'paragraph',
        carriers: carrierPaths(doc, node),
      };
      const resolved = isStruck(node) ? '~~' : resolvedMark(raw);
      if (resolved) base.resolved = resolved;
      finish(base);
    }
  }
  return out;
}

const TYPE_COLUMN = /^(?:类型|type|种类|分类|kind)$/i;

/** Rows of a table as items: the `类型` cell (or a mark in the first cell) gives the type. */
function readTable(doc: WfDocument, key: SectionKey, table: Table, out: CheckpointItem[]): void {
  const [head, ...rows] = table.children;
  const cellText = (c: TableCell) => {
    const s = c.position?.start.offset;
    const e = c.position?.end.offset;
    if (s === undefined || e === undefined) return '';
    let t = doc.text.slice(s, e).trim();
    if (t.startsWith('|')) t = t.slice(1);
    if (t.endsWith('|')) t = t.slice(0, -1);
    return t.trim();
  };
  const typeCol = head ? head.children.findIndex((c) => TYPE_COLUMN.test(cellText(c))) : -1;
  for (const row of rows) {
    const s = row.position?.start.offset;
    const e = row.position?.end.offset;
    if (s === undefined || e === undefined) continue;
    const cells = row.children.map(cellText);
    const content = cells.filter((_, i) => i !== typeCol);
    const raw = cells.join(' | ');
    const item: CheckpointItem = {
      section: key,
      raw,
      text: content.join(' '),
      start: s,
      end: e,
      textStart: s,
      textEnd: e,
      node: 'tableRow',
      none: content.every((c) => c === '' || isNoneItem(c)),
      carriers: carrierPaths(doc, row),
    };
    if (typeCol !== -1) {
      const cell = cells[typeCol] ?? '';
      const typed = itemTypeOf(`${cell}：`) ?? itemTypeOf(cell);
      if (typed) item.type = typed.type;
    } else {
      const typed = itemTypeOf(content[0] ?? '');
      if (typed) {
        item.type = typed.type;
        item.text = [typed.rest, ...content.slice(1)].join(' ');
      }
    }
    if (cells.every((c) => c === '')) continue;
    out.push(item);
  }
}

function buildKindView(v: Omit<CheckpointView, 'kindView'>): KindView {
  const data: Checkpoint = { topic: v.topic ?? '' };
  if (v.topic === undefined) delete (data as Partial<Checkpoint>).topic;
  for (const { key } of CHECKPOINT_SECTIONS) {
    const items = v.items[key];
    if (!items) continue;
    (data as unknown as Record<string, unknown>)[key] = items.map((i) => {
      const o: Record<string, unknown> = { text: i.text };
      if (key === 'candidates' && i.type) o.type = i.type;
      if (key === 'openQuestions') o.resolved = i.resolved !== undefined;
      if (key === 'carriers') o.paths = i.carriers.map((c) => c.path);
      return o;
    });
  }
  const h1 = v.h1s[0];
  const locate = (path: readonly string[]): { start: number; end: number } | undefined => {
    const [top, index] = path;
    if (top === undefined || top === 'topic') return h1 ? { start: h1.titleStart, end: h1.titleEnd } : { start: 0, end: 0 };
    const section = v.sections[top as SectionKey];
    const item = index === undefined ? undefined : v.items[top as SectionKey]?.[Number(index)];
    if (item) return { start: item.textStart, end: item.textEnd };
    return section ? { start: section.start, end: section.headingEnd } : undefined;
  };
  return { data: data as unknown as Record<string, unknown>, locate };
}

export function checkpointView(doc: WfDocument): CheckpointView {
  return memo(doc, 'checkpoint:view', () => {
    const h1s = doc.sections.filter((s) => s.depth === 1);
    const h2s: CheckpointSection[] = [];
    const sections: Partial<Record<SectionKey, Section>> = {};
    const items: Partial<Record<SectionKey, CheckpointItem[]>> = {};
    for (const s of doc.sections) {
      if (s.depth !== 2) continue;
      const index = CHECKPOINT_SECTIONS.findIndex((c) => matchHeading(s.title, c) !== undefined);
      const canonical = CHECKPOINT_SECTIONS[index];
      if (!canonical) {
        h2s.push({ index: -1, section: s });
        continue;
      }
      h2s.push({ key: canonical.key, index, section: s, how: matchHeading(s.title, canonical)! });
      if (sections[canonical.key]) continue;
      sections[canonical.key] = s;
      items[canonical.key] = readItems(doc, canonical.key, s.content);
    }
    const v: Omit<CheckpointView, 'kindView'> = { h1s, h2s, sections, items };
    if (h1s[0]) v.topic = h1s[0].title.trim();
    return { ...v, kindView: buildKindView(v) };
  });
}

/** The kind hook (`data: 'view'`). */
export function checkpointKindView(doc: WfDocument): KindView {
  return checkpointView(doc).kindView;
}

/** Every item of the seven sections, in document order. */
export function allItems(view: CheckpointView): CheckpointItem[] {
  return CHECKPOINT_SECTIONS.flatMap((c) => view.items[c.key] ?? []).sort((a, b) => a.start - b.start);
}

/** The canonical heading of a section key (for messages). */
export function sectionName(key: SectionKey): string {
  return CHECKPOINT_SECTIONS.find((c) => c.key === key)!.text;
}
