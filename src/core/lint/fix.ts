/**
 * The fix engine (spec README §3): byte-range edits on the original text, applied in passes,
 * overlapping fixes deferred to the next pass, at most 10 passes, stop on a repeated text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nodeCrypto } from '../model/node-crypto.js';
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

export interface WriteOptions {
  /** Called after the new text is on disk and right before the rename (tests race an edit in there). */
  beforeRename?: () => void;
}

/** Temporary files of `writeFileAtomic`: `.<name>.wflint-<pid>-<hex>.tmp` beside the file. */
const TEMP = /^\..+\.wflint-(\d+)-[0-9a-f]{8}\.tmp$/;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Folders already cleaned in this process. */
const cleaned = new Set<string>();

/**
 * Remove the temporary files a killed fix left in a folder (those of processes that are gone), so
 * `git add -A` never commits one. Asked once per folder and process, before the first write there.
 */
export function removeStaleTemps(dir: string): void {
  if (cleaned.has(dir)) return;
  cleaned.add(dir);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m || Number(m[1]) === process.pid || alive(Number(m[1]))) continue;
    const file = path.join(dir, name);
    try {
      if (fs.lstatSync(file).isFile()) fs.unlinkSync(file);
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/**
 * Write a file atomically: a new temporary file (`wx`) in the same directory, then a rename.
 *
 * - A symbolic link is written through: the new text replaces its target (inside the repository:
 *   only files `readWorkflowFile` read are fixed), and the link stays a link.
 * - The file keeps its mode and, where the process may (root), its owner and group.
 * - `expected` is the text the fix started from: if the file changed on disk meanwhile, nothing is
 *   written (someone else's edit wins). The file's stat is taken with that check and compared
 *   again right before the rename, so an edit saved while the new text was being written is kept
 *   too; what remains is the instant between that last stat and the rename (README "Limits").
 * - A killed run's temporary files are removed by the next write in that folder (`removeStaleTemps`).
 */
export function writeFileAtomic(file: string, content: string, expected?: string, opts: WriteOptions = {}): void {
  let target = file;
  let st: fs.Stats | undefined;
  try {
    target = fs.realpathSync.native(file);
    st = fs.statSync(target);
    // A file nobody may write is read-only on purpose, even for root.
    if ((st.mode & 0o222) === 0) throw Object.assign(new Error('read-only'), { code: 'EACCES' });
    fs.accessSync(target, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw new WriteError('File is not writable: fixes not written');
    if (code !== 'ENOENT') throw new WriteError(`File could not be written: ${(error as Error).message}`);
    st = undefined;
  }
  if (st !== undefined && !st.isFile()) throw new WriteError('Not a regular file: fixes not written');
  if (expected !== undefined) {
    let now: string | undefined;
    try {
      now = fs.readFileSync(target, 'utf8');
    } catch {
      now = undefined;
    }
    if (now !== expected) throw new WriteError('File changed on disk while it was being fixed: fixes not written');
  }
  const mode = st ? st.mode & 0o7777 : undefined;
  const dir = path.dirname(target);
  removeStaleTemps(dir);
  const tmp = path.join(dir, `.${path.basename(target)}.wflint-${process.pid}-${nodeCrypto().randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(tmp, 'wx', mode ?? 0o644);
    try {
      fs.writeFileSync(fd, content);
      if (mode !== undefined) fs.fchmodSync(fd, mode);
      if (st && (st.uid !== process.getuid?.() || st.gid !== process.getgid?.())) {
        try {
          fs.fchownSync(fd, st.uid, st.gid);
        } catch {
          // Not permitted (not root): the file keeps the owner a rename gives it.
        }
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    opts.beforeRename?.();
    if (st) {
      const again = fs.statSync(target, { throwIfNoEntry: false });
      if (!again || again.ino !== st.ino || again.size !== st.size || again.mtimeMs !== st.mtimeMs || again.ctimeMs !== st.ctimeMs) {
        throw new WriteError('File changed on disk while it was being fixed: fixes not written');
      }
    }
    fs.renameSync(tmp, target);
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
