/** The task-state file read into typed parts that several rules share (parsed once per document). */
import { normalizeHeading } from '../../core/model/headings.js';
import type { WfDocument } from '../../core/model/document.js';
import { createDocument, memo } from '../../core/model/document.js';
import type { Section } from '../../core/model/markdown.js';
import { matchHeading } from '../../core/model/headings.js';
import { sectionItems, isCalendarDate, isNoneItem, type Item } from '../../core/model/items.js';
import { SECTION, taskStateOutline } from './outline.js';
import { trimEndChars } from '../../core/model/text.js';

/** The decision-log section, found without settings (used for fix protection). */
export function decisionLogSection(doc: WfDocument): Section | undefined {
  const canonical = taskStateOutline.sections.find((s) => s.text === SECTION.decisionLog)!;
  return doc.sections.find((s) => s.depth === taskStateOutline.depth && matchHeading(s.title, canonical) !== undefined);
}

export interface DecisionEntry {
  item: Item;
  /** Parsed parts; undefined when the entry does not follow the format. */
  date?: string;
  decision?: string;
  reason?: string;
  impact?: string;
  /** The text after the date (and time) and its colon. */
  body?: string;
  /** Why the entry is malformed. */
  problem?: 'format' | 'date' | 'parts';
}

/** A date, optionally a 24-hour time (`2026-05-04 14:30`), then `：` or `:`. */
const LOG_ENTRY = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?\s*[：:](.*)$/;

/** A full-width `｜` separates parts as `|` does (the seed does not forbid it). */
export function halfWidthPipes(text: string): string {
  return text.replace(/｜/g, '|');
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/**
 * An item that is still the template's text: it starts with an angle placeholder whose inside has a
 * CJK character, a space, a `|` or a date pattern (`<最优先动作 1>`, `<YYYY-MM-DD 决策摘要 1>`,
 * `<finding 标题或摘要> | source: …`), as `no-template-placeholder` reads them. Not a real item.
 */
export function isTemplateItem(text: string): boolean {
  const m = /^<([^<>\n]{1,300})>/.exec(text);
  if (!m) return false;
  const inside = m[1]!;
  return CJK.test(inside) || /\s/.test(inside) || inside.includes('|') || /yyyy|YYYY/.test(inside);
}

/** `无（进入 review 后记录）`, `无：原阻塞已解除`: a none item with a note. */
const NONE_NOTE = /^(?:无|暂无|none|None|N\/A)\s*(?:[（(][^（）()]*[）)]\s*[。.]?|[：:]\s*\S.*)$/;

/** rules.md none items, and a none item followed by a note in brackets or after a colon. */
export function isNone(text: string): boolean {
  return isNoneItem(text) || NONE_NOTE.test(text.trim());
}

/** Items that say something: not empty, not a none item (with or without a note), not template text. */
export function filledItems(items: readonly Item[]): Item[] {
  return items.filter((i) => i.text !== '' && !isNone(i.text) && !isTemplateItem(i.text));
}

/** A note that the result is still pending (`待执行：Step 2`, `待补充`, `TBD`): not evidence. */
export function isPendingNote(text: string): boolean {
  return /^[（(]?\s*(?:待|尚未|暂未|pending\b|tbd\b|todo\b)/i.test(text.trim());
}

export function parseDecisionEntry(item: Item): DecisionEntry {
  const m = LOG_ENTRY.exec(halfWidthPipes(item.text));
  if (!m) return { item, problem: 'format' };
  const date = m[1]!;
  const parts = m[2]!
    .trim()
    .split('|')
    .map((p) => p.trim());
  const entry: DecisionEntry = { item, date, body: m[2]! };
  if (!isCalendarDate(date)) entry.problem = 'date';
  if (parts.length !== 3 || parts.some((p) => p === '')) {
    entry.problem ??= 'parts';
    return entry;
  }
  entry.decision = parts[0]!;
  entry.reason = parts[1]!;
  entry.impact = parts[2]!;
  return entry;
}

/**
 * The decision log's entries: the items of its section (sub-headings such as `### 2026-05 决策`
 * included), without none items and the template's placeholder entry (neither is history).
 */
export function decisionLog(doc: WfDocument): DecisionEntry[] {
  return memo(doc, 'task-state:decision-log', () => filledItems(sectionItems(doc, decisionLogSection(doc))).map(parseDecisionEntry));
}

/** The file name stem (the expected TASK_ID). */
export function fileStem(doc: WfDocument): string {
  const base = doc.relPath.slice(doc.relPath.lastIndexOf('/') + 1);
  return base.replace(/\.md$/i, '');
}

/** `YYYY-MM-DD` of a date or ISO date-time value, or undefined when it is neither. */
export function datePart(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  return m && isCalendarDate(m[1]!) ? m[1] : undefined;
}

export const TASK_TYPES = ['feat', 'fix', 'refactor', 'chore', 'docs'] as const;
export const ROLES = ['planner', 'executor', 'reviewer', 'single'] as const;
export const STATUSES = ['active', 'blocked', 'completed'] as const;
export const TASK_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether the file changed since the git base (undefined: no git, or the file is new there). */
export function changedSinceBase(text: string, baseText: string | undefined): boolean | undefined {
  if (baseText === undefined) return undefined;
  return baseText.replace(/\r\n/g, '\n') !== text.replace(/\r\n/g, '\n');
}

/**
 * A task file's text as its state reads, without its spelling: heading lines normalised (spec §2),
 * header bullets (`- KEY: value`) as bare lines, trailing white space, line endings and blank lines
 * dropped. Two texts with the same state text say the same thing.
 */
export function stateText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const t = line.trimEnd();
      let hashes = 0;
      while (hashes < t.length && t[hashes] === '#') hashes++;
      if (hashes >= 1 && hashes <= 6 && (t[hashes] === ' ' || t[hashes] === '\t')) return `${t.slice(0, hashes)} ${normalizeHeading(t.slice(hashes)).replace(/ /g, '')}`;
      return t.replace(/^[-*+][ \t]+([A-Z][A-Z_]*[ \t]*[:：])/, '$1');
    })
    .filter((line) => line !== '')
    .join('\n');
}

/** `KEY: value` of a header field in another revision's text. */
export function headerValueIn(text: string, key: string): string | undefined {
  const m = new RegExp(`^${key}[ \\t]*[:：][ \\t]*((?:[^ \\t\\r\\n](?:.*[^ \\t\\r\\n])?)?)[ \\t]*\\r?$`, 'm').exec(text);
  return m?.[1];
}

export type BaseLog = { entries: DecisionEntry[]; texts: string[] };
/**
 * Base decision logs by path and base text. The base does not change while a file is edited, so an
 * editor re-linting on every keystroke parses it once, not per keystroke. Bounded: a large run
 * asks for each base once.
 */
const baseLogs = new Map<string, { baseText: string; log: BaseLog }>();
const BASE_LOGS_MAX = 32;

/** The decision log of the file at the git base. */
export function decisionLogAtBase(doc: WfDocument, baseText: string): BaseLog {
  const known = baseLogs.get(doc.relPath);
  if (known?.baseText === baseText) return known.log;
  const base = createDocument({ path: doc.path, relPath: doc.relPath, kind: doc.kind, rawText: baseText });
  const entries = decisionLog(base);
  const log = { entries, texts: entries.map((e) => base.text.slice(e.item.start, e.item.end).replace(/\r?\n$/, '')) };
  if (baseLogs.size >= BASE_LOGS_MAX) baseLogs.delete(baseLogs.keys().next().value!);
  baseLogs.set(doc.relPath, { baseText, log });
  return log;
}

/**
 * The decision log of another revision's text, read from its section alone (a history check reads
 * many old versions: only that section is parsed). The section runs from its `##` heading to the
 * next `#`/`##` heading outside a code fence.
 */
export function decisionLogOfText(doc: WfDocument, text: string): BaseLog {
  const canonical = taskStateOutline.sections.find((s) => s.text === SECTION.decisionLog)!;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let from = -1;
  let to = lines.length;
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === undefined) fence = f[1]![0]!;
      else if (f[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const h = /^ {0,3}(#{1,2})[ \t]+(\S.*|)$/.exec(line);
    if (!h) continue;
    // The closing `#`s and blanks, trimmed without backtracking.
    h[2] = trimEndChars(h[2]!, ' \t#');
    if (from >= 0) {
      to = i;
      break;
    }
    if (h[1] === '##' && matchHeading(h[2], canonical) !== undefined) from = i;
  }
  if (from < 0) return { entries: [], texts: [] };
  const snippet = `${lines.slice(from, to).join('\n')}\n`;
  const old = createDocument({ path: doc.path, relPath: doc.relPath, kind: doc.kind, rawText: snippet });
  const entries = decisionLog(old);
  return { entries, texts: entries.map((e) => old.text.slice(e.item.start, e.item.end).replace(/\r?\n$/, '')) };
}
