/**
 * Path semantics of loop documents (loop-fields.md "Paths"), shared by every loop rule.
 *
 * A path written in a task card, a receipt, a `read_paths.txt`, a next prompt, a packet or
 * `PHASES.md` resolves against the loop home first, then against the repository root, and may not
 * leave the repository. Two paths are the same after that resolution and normalising (`./`, `//`).
 * An entry ending in `/` covers everything below it; an entry with `*`, `?` or `[` is a glob.
 * A read is *allowed* when some entry equals or covers it, *forbidden* when some forbidden entry
 * equals or covers it.
 */
import picomatch from 'picomatch';
import { normalizeRel as normalizeSegments } from '../../core/project/paths.js';

export { normalizeSegments };

/** What path resolution needs to know about the workspace (`WorkspaceView` satisfies it). */
export interface PathBase {
  /** Repo-relative loop home (`''` when the loop home is the repository root). */
  loopHome: string;
  /** Whether a repo-relative file or directory exists. */
  exists(relPath: string): boolean;
}

/** Why a written path cannot be resolved inside the repository. */
export type PathProblem = 'empty' | 'absolute' | 'outside';

export type Resolution = { ok: true; /** Repo-relative, normalised, no trailing `/`. */ path: string; base: 'loop-home' | 'repo' } | { ok: false; problem: PathProblem };

/** An absolute path: `/x`, `~`, `~/x`, `C:\x`, `\\server\x`. */
export function isAbsolutePath(p: string): boolean {
  return /^(?:[/\\]|~(?:[/\\]|$)|[A-Za-z]:[/\\])/.test(p);
}

/** A glob entry: it holds `*`, `?` or `[`. */
export function isGlob(p: string): boolean {
  return /[*?[]/.test(p);
}

/** An entry that covers a whole directory: it ends with `/`. */
export function isDirectoryEntry(p: string): boolean {
  return /[/\\]$/.test(p.trim());
}

function join(home: string, p: string): string {
  return home === '' ? p : `${home}/${p}`;
}

/**
 * Resolve a written (non-glob) path: against the loop home when it exists there, else against the
 * repository root when it exists there. When it exists in neither, the loop-home reading is used,
 * unless the path already starts with the loop home's own path (then it is repo-relative).
 */
export function resolveLoopPath(raw: string, base: PathBase): Resolution {
  const written = raw.trim();
  if (written === '') return { ok: false, problem: 'empty' };
  if (isAbsolutePath(written)) return { ok: false, problem: 'absolute' };
  const inHome = normalizeSegments(join(base.loopHome, written));
  const inRepo = normalizeSegments(written);
  if (inHome === undefined && inRepo === undefined) return { ok: false, problem: 'outside' };
  if (inHome !== undefined && inHome !== '' && base.exists(inHome)) return { ok: true, path: inHome, base: 'loop-home' };
  if (inRepo !== undefined && inRepo !== '' && base.exists(inRepo)) return { ok: true, path: inRepo, base: 'repo' };
  const homePrefix = base.loopHome === '' ? undefined : `${base.loopHome}/`;
  if (inRepo !== undefined && homePrefix && `${inRepo}/`.startsWith(homePrefix)) return { ok: true, path: inRepo, base: 'repo' };
  if (inHome !== undefined) return { ok: true, path: inHome, base: 'loop-home' };
  return { ok: true, path: inRepo!, base: 'repo' };
}

/** A path entry ready for matching (a `read_paths.txt` line, a forbidden path, a required read). */
export interface PathEntry {
  /** The entry as written (trimmed). */
  raw: string;
  /** 1-based line in its file, when it comes from a text file. */
  line?: number;
  type: 'file' | 'directory' | 'glob';
  /** Resolved repo-relative path (file or directory entries). */
  path?: string;
  /** Glob matchers, against the loop home and against the repository root. */
  globs?: Array<(p: string) => boolean>;
  /** A glob's literal base directory, resolved like a path (`evidence/*.md` → `<home>/evidence`). */
  base?: string;
  /** The entry cannot be resolved inside the repository: it matches nothing. */
  problem?: PathProblem;
}

const GLOB_SPECIAL = /[*?[\]{}()!+@\\]/g;

function escapeGlob(literal: string): string {
  return literal.replace(GLOB_SPECIAL, (c) => `\\${c}`);
}

/** Normalise a glob's segments (`./`, `//`, `..`); a backslash stays an escape. */
function normalizeGlob(pattern: string): string | undefined {
  return normalizeSegments(pattern, false);
}

/** Compile one written entry against the loop home / repository root. */
export function toEntry(raw: string, base: PathBase, line?: number): PathEntry {
  const written = raw.trim();
  const at = line === undefined ? {} : { line };
  if (written === '') return { raw: written, ...at, type: 'file', problem: 'empty' };
  if (isAbsolutePath(written)) return { raw: written, ...at, type: isGlob(written) ? 'glob' : 'file', problem: 'absolute' };
  if (isGlob(written)) {
    const homePattern = normalizeGlob(join(escapeGlob(base.loopHome), written));
    const repoPattern = normalizeGlob(written);
    const patterns = [homePattern, repoPattern].filter((p): p is string => p !== undefined && p !== '');
    if (patterns.length === 0) return { raw: written, ...at, type: 'glob', problem: 'outside' };
    const literal = picomatch.scan(written).base;
    const r = literal === '' ? undefined : resolveLoopPath(literal, base);
    const globBase = literal === '' ? (normalizeSegments(base.loopHome) ?? '') : r?.ok ? r.path : undefined;
    return { raw: written, ...at, type: 'glob', globs: patterns.map((p) => picomatch(p, { dot: true })), ...(globBase !== undefined ? { base: globBase } : {}) };
  }
  const type = isDirectoryEntry(written) ? 'directory' : 'file';
  const r = resolveLoopPath(written, base);
  if (!r.ok) return { raw: written, ...at, type, problem: r.problem };
  return { raw: written, ...at, type, path: r.path };
}

/** Whether an entry equals or covers a resolved repo-relative path. */
export function entryCovers(entry: PathEntry, resolved: string): boolean {
  if (entry.problem) return false;
  if (entry.type === 'glob') return entry.globs!.some((m) => m(resolved));
  if (entry.path === undefined) return false;
  if (resolved === entry.path) return true;
  return entry.type === 'directory' && (entry.path === '' || resolved.startsWith(`${entry.path}/`));
}

/** The first entry that equals or covers the resolved path. */
export function coveringEntry(resolved: string, entries: readonly PathEntry[]): PathEntry | undefined {
  return entries.find((e) => entryCovers(e, resolved));
}

/** The `read_paths.txt` entry that allows a read (resolved path), or `undefined`. */
export function isAllowed(read: string, entries: readonly PathEntry[]): PathEntry | undefined {
  return coveringEntry(read, entries);
}

/** The forbidden entry that a read (resolved path) falls under, or `undefined`. */
export function isForbidden(read: string, entries: readonly PathEntry[]): PathEntry | undefined {
  return coveringEntry(read, entries);
}

/**
 * Whether `outer` includes everything `inner` names (a required read listed in `read_paths.txt`):
 * a file or directory entry is included when `outer` covers its path; a glob when `outer` is the
 * same glob, or a directory entry that covers the glob's literal base.
 */
export function entryIncludes(outer: PathEntry, inner: PathEntry): boolean {
  if (outer.problem || inner.problem) return false;
  if (inner.type !== 'glob') return inner.path !== undefined && entryCovers(outer, inner.path);
  if (outer.type === 'glob') return globKey(outer.raw) === globKey(inner.raw);
  if (outer.type !== 'directory' || outer.path === undefined || inner.base === undefined) return false;
  return outer.path === '' || inner.base === outer.path || inner.base.startsWith(`${outer.path}/`);
}

/** A glob as written, normalised for comparison (`./`, `//`). */
export function globKey(raw: string): string {
  return normalizeGlob(raw.trim()) ?? raw.trim();
}

/** One line of a `read_paths.txt`. */
export interface ReadPathLine {
  /** 1-based line number. */
  line: number;
  /** The entry text (comment, list marker and surrounding space removed). */
  text: string;
  /** Offsets of the entry text in the file. */
  start: number;
  end: number;
  /** A list marker written before the path (`- `, `* `, `1. `): the path is read after it. */
  marker?: { text: string; start: number; end: number };
}

/** The length of a list marker and the space after it at the start of `s` (`- `, `* `, `+ `, `1. `, `2) `), else 0. */
function listMarkerLength(s: string): number {
  let i = 0;
  if (s[0] === '-' || s[0] === '*' || s[0] === '+') i = 1;
  else {
    while (i < s.length && i < 9 && s[i]! >= '0' && s[i]! <= '9') i++;
    if (i === 0 || (s[i] !== '.' && s[i] !== ')')) return 0;
    i++;
  }
  const spaceStart = i;
  while (i < s.length && (s[i] === ' ' || s[i] === '\t')) i++;
  return i > spaceStart && i < s.length ? i : 0;
}

/**
 * Parse a `read_paths.txt`: one path or glob per line; blank lines and `#` comments (a whole line,
 * or `#` after white space) are skipped.
 */
export function parseReadPaths(text: string): ReadPathLine[] {
  const out: ReadPathLine[] = [];
  let offset = 0;
  const lines = text.split('\n');
  lines.forEach((rawLine, i) => {
    const lineStart = offset;
    offset += rawLine.length + 1;
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    const comment = /(?:^|\s)#/.exec(line);
    const body = comment ? line.slice(0, comment.index) : line;
    const lead = body.length - body.trimStart().length;
    const content = body.trim();
    if (content === '') return;
    const m = listMarkerLength(content);
    if (m > 0) {
      out.push({
        line: i + 1,
        text: content.slice(m),
        start: lineStart + lead + m,
        end: lineStart + lead + content.length,
        marker: { text: content, start: lineStart + lead, end: lineStart + lead + content.length },
      });
      return;
    }
    out.push({ line: i + 1, text: content, start: lineStart + lead, end: lineStart + lead + content.length });
  });
  return out;
}

/** Compile the lines of a `read_paths.txt` into entries (with their line numbers). */
export function readPathEntries(lines: readonly ReadPathLine[], base: PathBase): PathEntry[] {
  return lines.map((l) => toEntry(l.text, base, l.line));
}
