/**
 * Rule timing, as ESLint's `TIMING` environment variable gives it: each rule's own time in `check`
 * (the documents a rule has parsed for it count under document parsing, not under the rule),
 * summed over the run, the pool workers' included (they send theirs with each outcome).
 */
import { parseClock } from '../model/document.js';

/** The row of the time spent parsing documents. */
export const PARSING = '(document parsing)';

const times = new Map<string, number>();
let on = false;

/** Start (or restart) timing in this thread. */
export function startTiming(): void {
  times.clear();
  parseClock.ms = 0;
  on = parseClock.on = true;
}

export function timingOn(): boolean {
  return on;
}

/** Run a rule's check, adding its own time to the rule's. */
export function timeRule(id: string, check: () => void): void {
  const start = performance.now();
  const parsed = parseClock.ms;
  try {
    check();
  } finally {
    add(id, performance.now() - start - (parseClock.ms - parsed));
  }
}

function add(id: string, ms: number): void {
  times.set(id, (times.get(id) ?? 0) + ms);
}

/** This thread's times since the last call, parsing included, then zero (a worker sends them). */
export function takeTimes(): Record<string, number> {
  const out = Object.fromEntries(times);
  if (parseClock.ms > 0) out[PARSING] = parseClock.ms;
  times.clear();
  parseClock.ms = 0;
  return out;
}

/** Times another thread measured. */
export function addTimes(other: Readonly<Record<string, number>>): void {
  for (const [id, ms] of Object.entries(other)) add(id, ms);
}

/**
 * `TIMING`'s value: `all`, or how many rules to list (`1`, `true` and other values list 10, as
 * ESLint does); `undefined` when unset or `0`.
 */
export function timingRows(value: string | undefined): number | undefined {
  if (value === undefined || value === '' || value === '0') return undefined;
  if (value === 'all') return Number.POSITIVE_INFINITY;
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 10;
}

/** Stop timing and give the table of the slowest `rows` rules, and the parsing time, as ESLint prints it. */
export function finishTiming(rows: number): string {
  addTimes(takeTimes());
  on = parseClock.on = false;
  const parsing = times.get(PARSING) ?? 0;
  times.delete(PARSING);
  const all = [...times].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  times.clear();
  const total = all.reduce((sum, [, ms]) => sum + ms, 0);
  const shown = all.slice(0, rows).map(([id, ms]) => [id, ms.toFixed(3), `${total > 0 ? ((ms * 100) / total).toFixed(1) : '0.0'}%`]);
  const head = ['Rule', 'Time (ms)', 'Relative'];
  const width = head.map((h, i) => Math.max(h.length, ...shown.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join(' | ');
  const rule = `:${'-'.repeat(width[0]! - 1)} | ${width
    .slice(1)
    .map((w) => `${'-'.repeat(w - 1)}:`)
    .join(' | ')}`;
  return [line(head), rule, ...shown.map(line), '', `Rules: ${total.toFixed(3)} ms in all; ${PARSING.slice(1, -1)}: ${parsing.toFixed(3)} ms`, ''].join('\n');
}
