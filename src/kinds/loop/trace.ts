/**
 * `.loop_trace/` JSONL files (seed 001 "确定层"): `events.jsonl` is the one canonical fact log;
 * `indexes/*.jsonl` are derived views that must be rebuildable from it. Each line is read once.
 */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';

export interface JsonlLine {
  /** 1-based line number. */
  line: number;
  start: number;
  /** End of the line's text (line break excluded). */
  end: number;
  text: string;
  /** The parsed value when the line is JSON. */
  value?: unknown;
  /** The parser's message when it is not. */
  error?: string;
}

/** Every line of a JSONL text, parsed; the empty string after a final line break is not a line. */
export function jsonlLines(text: string): JsonlLine[] {
  const out: JsonlLine[] = [];
  let offset = 0;
  const parts = text.split('\n');
  parts.forEach((raw, i) => {
    const start = offset;
    offset += raw.length + 1;
    if (i === parts.length - 1 && raw === '') return;
    const body = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const entry: JsonlLine = { line: i + 1, start, end: start + body.length, text: body };
    if (body.trim() !== '') {
      try {
        entry.value = JSON.parse(body) as unknown;
      } catch (e) {
        entry.error = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
      }
    }
    out.push(entry);
  });
  return out;
}

export function traceLines(doc: WfDocument): JsonlLine[] {
  return memo(doc, 'loop-trace:lines', () => jsonlLines(doc.text));
}

/** The trace's canonical log inside a loop home. */
export const EVENTS_FILE = '.loop_trace/events.jsonl';

export function isEventsFile(doc: WfDocument): boolean {
  return doc.relPath === (doc.loopHome ? `${doc.loopHome}/${EVENTS_FILE}` : EVENTS_FILE);
}

/** The id of an event: `event_id`, else `id`. */
export function eventId(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  for (const k of ['event_id', 'id']) {
    const id = v[k];
    if (typeof id === 'string' && id.trim() !== '') return id.trim();
    if (typeof id === 'number') return String(id);
  }
  return undefined;
}

/** The event ids an index record refers to: `event_id`, `source_event_id` or `event_ids[]`. */
export function recordEventRefs(value: Record<string, unknown>): string[] | undefined {
  const refs: string[] = [];
  let found = false;
  for (const k of ['event_id', 'source_event_id']) {
    const v = value[k];
    if (typeof v === 'string' || typeof v === 'number') {
      found = true;
      refs.push(String(v).trim());
    }
  }
  const many = value.event_ids;
  if (Array.isArray(many)) {
    found = true;
    for (const v of many) if (typeof v === 'string' || typeof v === 'number') refs.push(String(v).trim());
  }
  return found ? refs : undefined;
}
