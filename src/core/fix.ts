/**
 * The fix engine (spec README §3): byte-range edits on the original text, applied in passes,
 * overlapping fixes deferred to the next pass, at most 10 passes, stop on a repeated text.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Edit } from './rule.js';

export const MAX_FIX_PASSES = 10;

export interface TextFix {
  range: [number, number];
  text: string;
}

/** Merge a report's edits into one ESLint-style fix (the text between edits is kept as is). */
export function mergeEdits(text: string, edits: readonly Edit[]): TextFix | undefined {
  if (edits.length === 0) return undefined;
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.range[0] < sorted[i - 1]!.range[1]) return undefined;
  const start = sorted[0]!.range[0];
  const end = sorted[sorted.length - 1]!.range[1];
  let out = '';
  let pos = start;
  for (const e of sorted) {
    out += text.slice(pos, e.range[0]) + e.text;
    pos = e.range[1];
  }
  return { range: [start, end], text: out };
}

/** Inserted text takes the document's line ending (CRLF stays CRLF). */
export function withEol(text: string, eol: '\n' | '\r\n'): string {
  return eol === '\n' ? text.replace(/\r\n/g, '\n') : text.replace(/\r?\n/g, '\r\n');
}

/** Whether a fix touches the inside of a protected range (append-only history). */
export function touchesProtected(fix: TextFix, protectedRanges: ReadonlyArray<readonly [number, number]>): boolean {
  const [s, e] = fix.range;
  return protectedRanges.some(([ps, pe]) => (s < pe && e > ps) || (s === e && s > ps && s < pe));
}

/** One pass: apply every fix that does not overlap an earlier one; the rest wait for the next pass. */
export function applyFixPass<T extends { fix?: TextFix }>(text: string, messages: readonly T[]): { output: string; applied: T[]; deferred: T[] } {
  const fixable = messages.filter((m) => m.fix).sort((a, b) => a.fix!.range[0] - b.fix!.range[0] || a.fix!.range[1] - b.fix!.range[1]);
  let out = '';
  let pos = 0;
  let lastEnd = -Infinity;
  const applied: T[] = [];
  const deferred: T[] = [];
  for (const m of fixable) {
    const [s, e] = m.fix!.range;
    if (s <= lastEnd || s > e || s < 0 || e > text.length) {
      deferred.push(m);
      continue;
    }
    out += text.slice(pos, s) + m.fix!.text;
    pos = e;
    lastEnd = e;
    applied.push(m);
  }
  out += text.slice(pos);
  return { output: applied.length ? out : text, applied, deferred };
}

/**
 * Fix a text to a fixed point: `lint(text)` returns the fixable messages of the current text.
 * Returns the final text and how many passes ran.
 */
export function fixToFixedPoint<T extends { fix?: TextFix }>(text: string, lint: (text: string) => readonly T[]): { output: string; passes: number } {
  const seen = new Set<string>([text]);
  let current = text;
  let passes = 0;
  while (passes < MAX_FIX_PASSES) {
    const { output, applied } = applyFixPass(current, lint(current));
    if (applied.length === 0) break;
    passes++;
    if (seen.has(output)) {
      current = output;
      break;
    }
    seen.add(output);
    current = output;
  }
  return { output: current, passes };
}

export class WriteError extends Error {}

/**
 * Write a file atomically: a temporary file in the same directory, then rename, keeping the mode.
 * `expected` is the text the fix started from: if the file changed on disk meanwhile, nothing is
 * written (someone else's edit wins).
 */
export function writeFileAtomic(file: string, content: string, expected?: string): void {
  let mode: number | undefined;
  try {
    const st = fs.statSync(file);
    mode = st.mode & 0o7777;
    // A file nobody may write is read-only on purpose, even for root.
    if ((mode & 0o222) === 0) throw Object.assign(new Error('read-only'), { code: 'EACCES' });
    fs.accessSync(file, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw new WriteError('File is not writable: fixes not written');
    if (code !== 'ENOENT') throw new WriteError(`File could not be written: ${(error as Error).message}`);
  }
  if (expected !== undefined) {
    let now: string | undefined;
    try {
      now = fs.readFileSync(file, 'utf8');
    } catch {
      now = undefined;
    }
    if (now !== expected) throw new WriteError('File changed on disk while it was being fixed: fixes not written');
  }
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.wflint-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(tmp, 'wx', mode ?? 0o644);
    try {
      fs.writeFileSync(fd, content);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (mode !== undefined) fs.chmodSync(tmp, mode);
    fs.renameSync(tmp, file);
  } catch (error) {
    try {
      fs.unlinkSync(tmp);
    } catch {
      // The temporary file was never created or is already gone.
    }
    if (error instanceof WriteError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw new WriteError('Directory is not writable: fixes not written');
    throw new WriteError(`File could not be written: ${(error as Error).message}`);
  }
}
