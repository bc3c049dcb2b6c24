/** The task-state file read into typed parts that several rules share (parsed once per document). */
import type { WfDocument } from '../../core/document.js';
import { createDocument, memo } from '../../core/document.js';
import type { Section } from '../../core/markdown.js';
import { matchHeading } from '../../core/headings.js';
import { sectionItems, isCalendarDate, type Item } from '../../core/items.js';
import { SECTION, taskStateOutline } from './outline.js';

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
  /** Why the entry is malformed. */
  problem?: 'format' | 'date' | 'parts';
}

const LOG_ENTRY = /^(\d{4}-\d{2}-\d{2})\s*[：:](.*)$/;

export function parseDecisionEntry(item: Item): DecisionEntry {
  const m = LOG_ENTRY.exec(item.text);
  if (!m) return { item, problem: 'format' };
  const date = m[1]!;
  const parts = m[2]!.trim().split('|').map((p) => p.trim());
  const entry: DecisionEntry = { item, date };
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

export function decisionLog(doc: WfDocument): DecisionEntry[] {
  return memo(doc, 'task-state:decision-log', () => sectionItems(doc, decisionLogSection(doc)).map(parseDecisionEntry));
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
export function changedSinceBase(doc: WfDocument, baseText: string | undefined): boolean | undefined {
  if (baseText === undefined) return undefined;
  return baseText.replace(/\r\n/g, '\n') !== doc.text.replace(/\r\n/g, '\n');
}

/** `KEY: value` of a header field in another revision's text. */
export function headerValueIn(text: string, key: string): string | undefined {
  const m = new RegExp(`^${key}[ \\t]*[:：][ \\t]*((?:[^ \\t\\r\\n](?:.*[^ \\t\\r\\n])?)?)[ \\t]*\\r?$`, 'm').exec(text);
  return m?.[1];
}

type BaseLog = { entries: DecisionEntry[]; texts: string[] };
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
