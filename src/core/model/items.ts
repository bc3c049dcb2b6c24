/** List items and the shared item definitions of rules.md (none items, "say the same thing"). */
import type { ListItem, RootContent } from 'mdast';
import type { WfDocument } from './document.js';
import type { Section } from './markdown.js';
import { memoized } from './text.js';

export interface Item {
  node: ListItem;
  start: number;
  end: number;
  /** 1-based line of the item's marker. */
  line: number;
  /** The item's text without marker and checkbox, first line joined with its continuation, trimmed. */
  text: string;
  /** Offset where `text` starts. */
  textStart: number;
  /** `[ ]` → false, `[x]` → true, no checkbox → null. */
  checked: boolean | null;
  /** Nesting depth (0 = top-level list of the section). */
  depth: number;
}

const MARKER = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)(\[([ xX])\][ \t]+|\[([ xX])\]$)?/;

/**
 * Items of the lists in a section, sub-sections included (spec §2: an H3 or deeper heading inside a
 * section is part of its content); nested lists included when `deep`.
 */
export function sectionItems(doc: WfDocument, section: Section | undefined, deep = false): Item[] {
  if (!section) return [];
  return listItemsOf(doc, section.content, deep);
}

export function listItemsOf(doc: WfDocument, nodes: readonly RootContent[], deep = false, depth = 0): Item[] {
  const out: Item[] = [];
  for (const node of nodes) {
    if (node.type !== 'list') continue;
    for (const item of node.children) {
      const it = readItem(doc, item, depth);
      if (it) out.push(it);
      if (deep) out.push(...listItemsOf(doc, item.children, true, depth + 1));
    }
  }
  return out;
}

function readItem(doc: WfDocument, item: ListItem, depth: number): Item | undefined {
  const start = item.position?.start.offset;
  const end = item.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  // The item's own text stops where a nested list begins.
  const nested = item.children.find((c) => c.type === 'list');
  const ownEnd = nested?.position?.start.offset ?? end;
  const raw = doc.text.slice(start, ownEnd);
  const m = MARKER.exec(raw);
  const skip = m ? m[0].length : 0;
  const box = m ? (m[5] ?? m[6]) : undefined;
  const body = raw.slice(skip);
  const lead = body.length - body.trimStart().length;
  const text = joinLines(body);
  return {
    node: item,
    start,
    end,
    line: doc.lines.point(start).line,
    text,
    textStart: start + skip + lead,
    checked: box === undefined ? null : box !== ' ',
    depth,
  };
}

/** Lines trimmed and joined with one space (linear: no backtracking over white space). */
export function joinLines(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join(' ');
}

const NONE_TEXTS = new Set(['无', '暂无', 'none', 'None', 'N/A', '-']);

/** rules.md: a *none item* is a list item whose whole text is 无, 暂无, none, None, N/A or -. */
export function isNoneItem(text: string): boolean {
  return NONE_TEXTS.has(text.trim().replace(/[。.]$/, ''));
}

export function realItems(items: readonly Item[]): Item[] {
  return items.filter((i) => i.text !== '' && !isNoneItem(i.text));
}

/**
 * rules.md: normalised item text — list markers, checkboxes, type labels such as `[候选]`,
 * strikethrough markers, punctuation and white space removed; ASCII lower-cased.
 */
// Asked for pairwise (every item against every other): each text is normalised once.
export const normalizeItemText: (text: string) => string = memoized(normalizeItem);

function normalizeItem(text: string): string {
  return text
    .replace(/^\s*([-*+]|\d+[.)])\s+/, '')
    .replace(/^\[[ xX]\]\s*/, '')
    .replace(/\[[^\][]*\]/g, '')
    .replace(/~~/g, '')
    .replace(/[\p{P}\p{S}\s]/gu, '')
    .replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** A text's character bigrams with their counts (memoised: similarity is asked for pairwise). */
const bigrams: (s: string) => ReadonlyMap<string, number> = memoized(bigramsOf);

function bigramsOf(s: string): Map<string, number> {
  const chars = [...s];
  const m = new Map<string, number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const g = chars[i]! + chars[i + 1]!;
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/** Character-bigram Dice similarity of two strings (0..1). */
export function diceSimilarity(a: string, b: string): number {
  const A = bigrams(a);
  const B = bigrams(b);
  let total = 0;
  let shared = 0;
  for (const v of A.values()) total += v;
  for (const v of B.values()) total += v;
  if (total === 0) return a === b ? 1 : 0;
  for (const [g, n] of A) shared += Math.min(n, B.get(g) ?? 0);
  return (2 * shared) / total;
}

/** rules.md: two items *say the same thing* (normalised equality, or Dice ≥ 0.9 for 12+ characters). */
export function saySameThing(a: string, b: string): boolean {
  const na = normalizeItemText(a);
  const nb = normalizeItemText(b);
  if (na === '' || nb === '') return false;
  if (na === nb) return true;
  const la = codePoints(na);
  const lb = codePoints(nb);
  if (la < 12 || lb < 12) return false;
  // A text of n characters has n - 1 bigrams, and Dice is at most 2·min / sum: texts of too
  // different lengths cannot reach 0.9 (checkpoint items are compared pairwise).
  if (2 * Math.min(la - 1, lb - 1) < 0.9 * (la + lb - 2)) return false;
  return diceSimilarity(na, nb) >= 0.9;
}

const codePoints: (s: string) => number = memoized((s) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
});

/** A real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}
