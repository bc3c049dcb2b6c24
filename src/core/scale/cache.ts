/**
 * `--cache` (spec README §4): results are reused when nothing they depend on changed.
 *
 * The unit is a workflow group (see `groups.ts`). While a group is linted, every question its
 * rules ask the workspace (`document`, `documents`, `exists`, `list`, `realPath`, `readText`,
 * `git.textAtBase`) is recorded with a digest of the answer, and so is each linted file's own
 * text and kind. On the next run the group's results are reused only if every recorded question
 * still gets the same answer — so editing a task file invalidates its `INDEX.md` result (the index
 * asked for the task files), a deleted carrier invalidates the checkpoint that named it, and a new
 * commit invalidates git-aware results whose base text changed. The whole file is also keyed by
 * the wflint version, the resolved config (rules, severities, options, settings, kinds) and the
 * root: any change there starts from an empty cache.
 *
 * Parses are released between groups, so a kind view memoised on a document is never shared
 * across groups and every read behind it is recorded in the group that made it.
 *
 * A re-run asks the disk as little as it can: a stat stamp stands in for a file's text, a folder's
 * stamp for whether an entry in it exists (`src/core/project/stamp.ts`), and the last repository walk is
 * reused while its folders, `.gitignore` and `CONTROL.md` files keep their stamps
 * (`Workspace.restoreWalk`). A stamp that differs falls back to the digest.
 */
import { nodeCrypto } from '../model/node-crypto.js';
import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import type { KindId } from '../model/kind.js';
import { fileStamp } from '../project/stamp.js';
import { readBounded } from '../project/bounded-read.js';
import { isTracked } from '../project/git.js';
import { normalizeRel } from '../project/paths.js';
import { summarize, type LintMessage, type LintResult } from '../lint/messages.js';
import type { ResolvedConfig } from '../lint/config.js';
import type { WalkSnapshot, Workspace } from '../project/workspace.js';
import type { GitView, WorkspaceView } from '../lint/workspace-view.js';

export const CACHE_FILE = '.wflint-cache';

/** Where a root's cache file is (`LintCache.at`). */
export function cacheFile(root: string, location?: string): string {
  if (location === undefined) return path.join(root, CACHE_FILE);
  const folder = /[\\/]$/.test(location) || fs.statSync(location, { throwIfNoEntry: false })?.isDirectory();
  if (!folder) return path.resolve(location);
  // One file per root: a monorepo's packages never overwrite each other's cache.
  const id = nodeCrypto().createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 12);
  return path.join(path.resolve(location), `${CACHE_FILE}-${id}`);
}

/** The cache file and the temporary files it is written through (`LintCache.save`). */
export const isCacheFile = (name: string): boolean => name === CACHE_FILE || (name.startsWith(`${CACHE_FILE}.`) && name.endsWith('.tmp'));
const FORMAT = 6;

/**
 * One recorded question: operation, argument, digest of the answer, and a stamp when one can stand
 * in for the digest without reading (see `Digests.stamp`).
 */
export type Read = [op: ReadOp, arg: string, digest: string, stamp?: string];
type ReadOp = 'doc' | 'docs' | 'exists' | 'list' | 'realPath' | 'readText' | 'base';
/** The operations a stored read may name (an unknown one makes the entry a miss). */
const COMPUTED: Readonly<Record<ReadOp, true>> = Object.assign(Object.create(null) as object, { doc: true, docs: true, exists: true, list: true, realPath: true, readText: true, base: true } as const);

export interface GroupRecord {
  /** The reads, encoded (`encodeReads`): a string per group keeps the file quick to parse. */
  reads: string;
  /**
   * By path: the messages and kind of each result. The rest of a result is derived from them
   * (`summarize`), as the engine derives it: a tenth less cache to read on every run.
   */
  results: Record<string, StoredResult>;
}

type StoredResult = [messages: LintMessage[], kind?: string];

interface CacheFile {
  format: number;
  key: string;
  groups: Record<string, GroupRecord>;
  /** The last whole-repository walk (a re-run with nothing moved does not walk). */
  walk?: WalkSnapshot;
}

function sha1(text: string): string {
  return nodeCrypto().createHash('sha1').update(text).digest('hex');
}

/** The key every entry shares: tool version, resolved config, root, git base. */
export function cacheKey(version: string, config: ResolvedConfig, root: string, base: string | false | undefined): string {
  return sha1(
    JSON.stringify({
      format: FORMAT,
      version,
      root,
      base: base ?? 'HEAD',
      rules: config.rules.map((r) => [r.rule.id, r.severity, r.options]),
      // A project rule's code is the project's, not this version's: its source is part of the key
      // (helpers it imports are not: clear the cache after changing them).
      projectRules: config.registry.filter((r) => r.id.includes('/')).map((r) => [r.id, r.check.toString(), r.meta]),
      settings: config.settings,
      disabledKinds: [...config.disabledKinds].sort(),
      extraPatterns: config.extraPatterns,
      ignores: config.ignores,
      kindVersions: config.kindVersions,
    }),
  );
}

/** Per operation, memoised answers by argument. */
type Memo<T> = Partial<Record<ReadOp, Map<string, T>>>;

/** Answers digested the same way when recording and when checking (memoised for one run). */
export class Digests {
  private readonly memo: Memo<string> = {};
  private readonly stamps: Memo<string | undefined> = {};

  constructor(private readonly workspace: Workspace) {}

  /**
   * A cheap stand-in for a digest, taken before the answer is read (a change after it makes the
   * next run's stamp differ): a file's kind, loop home and stat; a folder listing of those; the
   * base commit for base texts. Equal stamps mean the same answer; `undefined` means digest it.
   */
  stamp(op: ReadOp, arg: string): string | undefined {
    const memo = (this.stamps[op] ??= new Map<string, string | undefined>());
    let st = memo.get(arg);
    if (st === undefined && !memo.has(arg)) memo.set(arg, (st = this.computeStamp(op, arg)));
    return st;
  }

  private computeStamp(op: ReadOp, arg: string): string | undefined {
    const ws = this.workspace;
    switch (op) {
      case 'doc': {
        const kind = ws.kindOf(arg);
        const st = kind && !ws.isOverridden(arg) ? fileStamp(ws.absolute(arg)) : undefined;
        return st && `${kind!.id}\0${ws.loopHomeOf(arg) ?? ''}\0${st}`;
      }
      case 'readText':
        return ws.isOverridden(arg) ? undefined : fileStamp(ws.absolute(arg));
      case 'docs': {
        const [kind, within] = arg.split('\0') as [KindId, string];
        const parts: string[] = [];
        for (const rel of ws.pathsOf(kind, within)) {
          const st = this.stamp('doc', rel);
          if (st === undefined) return undefined;
          parts.push(`${rel}\0${st}`);
        }
        return sha1(parts.join('\n'));
      }
      case 'base':
        return ws.git?.commit?.();
      case 'exists': {
        const norm = normalizeRel(arg);
        const st = norm === undefined || ws.isOverridden(norm) ? undefined : ws.existenceStamp(norm);
        return st && `dir:${st}`;
      }
      case 'realPath': {
        // Kept only for a path that resolved to itself (`recordRead`): no link on the way then, and
        // none since while every folder above it keeps its stamp.
        const chain = ws.folderChainStamp(arg);
        return chain && sha1(chain);
      }
      default:
        return undefined;
    }
  }

  digest(op: ReadOp, arg: string): string {
    const memo = (this.memo[op] ??= new Map<string, string>());
    let d = memo.get(arg);
    if (d === undefined) memo.set(arg, (d = this.compute(op, arg)));
    return d;
  }

  /** A workflow file: its kind, loop home and text (or why it cannot be read). */
  private file(rel: string): string {
    const ws = this.workspace;
    const kind = ws.kindOf(rel);
    if (!kind) return 'none';
    const raw = ws.rawText(rel);
    const text = typeof raw === 'string' ? raw : `\0problem:${raw.message}`;
    return sha1(`${kind.id}\0${ws.loopHomeOf(rel) ?? ''}\0${text}`);
  }

  private compute(op: ReadOp, arg: string): string {
    const ws = this.workspace;
    switch (op) {
      case 'doc':
        return this.file(arg);
      case 'docs': {
        const [kind, within] = arg.split('\0') as [KindId, string];
        return sha1(
          ws
            .pathsOf(kind, within)
            .map((rel) => `${rel}\0${this.digest('doc', rel)}`)
            .join('\n'),
        );
      }
      case 'exists':
        return ws.exists(arg) ? '1' : '0';
      case 'list':
        return JSON.stringify(ws.list(arg) ?? null);
      case 'realPath':
        return JSON.stringify(ws.realPath(arg));
      case 'readText': {
        const t = ws.readText(arg);
        return t === undefined ? 'none' : sha1(t);
      }
      case 'base': {
        const t = ws.git?.textAtBase(arg);
        return t === undefined ? 'none' : sha1(t);
      }
    }
  }

  /**
   * Whether every recorded question (`encodeReads`) still gets the same answer, and the reads
   * include the text of every one of `members` (a result stands only on its own file's digest).
   */
  stillValid(encoded: string, members: readonly string[] = []): boolean {
    const unread = new Set(members);
    const valid = everyRead(encoded, (op, arg, d, stamp) => {
      if (op === 'doc') unread.delete(arg);
      return COMPUTED[op] === true && ((stamp !== undefined && this.stamp(op, arg) === stamp) || this.digest(op, arg) === d);
    });
    return valid && unread.size === 0;
  }
}

// Reads as stored: one line per read, its fields separated by tabs, `%`, tab and newline escaped.
const escapeField = (s: string): string => (/[%\t\n]/.test(s) ? s.replace(/[%\t\n]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`) : s);
const unescapeField = (s: string): string => (s.includes('%') ? s.replace(/%(25|09|0a)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s);

export function encodeReads(reads: readonly Read[]): string {
  return reads.map((r) => (r as readonly string[]).map(escapeField).join('\t')).join('\n');
}

/** Call `check` on each encoded read until it returns false; whether none did. */
function everyRead(encoded: string, check: (op: ReadOp, arg: string, digest: string, stamp: string | undefined) => boolean): boolean {
  for (let at = 0; at < encoded.length;) {
    let end = encoded.indexOf('\n', at);
    if (end === -1) end = encoded.length;
    const f = encoded.slice(at, end).split('\t');
    if (f.length < 3 || !check(f[0] as ReadOp, unescapeField(f[1]!), unescapeField(f[2]!), f[3] === undefined ? undefined : unescapeField(f[3]))) return false;
    at = end + 1;
  }
  return true;
}

/** The reads of an encoded list (tests look at them). */
export function decodeReads(encoded: string): Read[] {
  const out: Read[] = [];
  everyRead(encoded, (op, arg, digest, stamp) => {
    out.push(stamp === undefined ? [op, arg, digest] : [op, arg, digest, stamp]);
    return true;
  });
  return out;
}

/** The `realPath` digest of a path that resolves to itself inside the repository. */
const resolvedToItself = (relPath: string): string => JSON.stringify({ inside: true, path: relPath });

/** Record one question of a group (once), with its stamp and digest. */
export function recordRead(reads: Map<string, Read>, digests: Digests, op: ReadOp, arg: string): void {
  const key = `${op}\0${arg}`;
  if (reads.has(key)) return;
  // The stamp first: a change between the two makes the next run's stamp differ.
  const stamp = digests.stamp(op, arg);
  const digest = digests.digest(op, arg);
  const read: Read = [op, arg, digest];
  if (stamp !== undefined && (op !== 'realPath' || digest === resolvedToItself(arg))) read.push(stamp);
  reads.set(key, read);
}

/** A view of the workspace that records what the rules ask (digested as `Digests` does). */
export function recordingView(workspace: Workspace, digests: Digests, reads: Map<string, Read>): WorkspaceView {
  const note = (op: ReadOp, arg: string): void => recordRead(reads, digests, op, arg);
  const inner = workspace.git;
  const git: GitView | undefined = inner && {
    base: inner.base,
    textAtBase(relPath) {
      note('base', relPath);
      return inner.textAtBase(relPath);
    },
    // A file's history is the history of its base version: the base read stands for it.
    ...(inner.history
      ? {
          history: (relPath: string) => {
            note('base', relPath);
            return inner.history!(relPath);
          },
        }
      : {}),
    ...(inner.blobTexts ? { blobTexts: (ids: readonly string[]) => inner.blobTexts!(ids) } : {}),
    // Commits never change: the answer needs no record (an unknown SHA stays unknown to a run).
    ...(inner.isAncestor ? { isAncestor: (a: string, b: string) => inner.isAncestor!(a, b) } : {}),
    // The answer depends on the folder's files on disk and on the base texts compared.
    ...(inner.renamedFrom
      ? {
          renamedFrom: (relPath: string, text: string) => {
            note('base', relPath);
            note('list', relPath.includes('/') ? relPath.slice(0, relPath.lastIndexOf('/')) : '.');
            const from = inner.renamedFrom!(relPath, text);
            if (from !== undefined) note('base', from);
            return from;
          },
        }
      : {}),
  };
  return {
    root: workspace.root,
    git,
    documents(kind, within) {
      note('docs', `${kind}\0${within ?? ''}`);
      return workspace.documents(kind, within);
    },
    loopPaths(kind, home) {
      // The documents of the kind anywhere in the home: a superset, the same read.
      note('docs', `${kind}\0${home}`);
      return workspace.loopPaths(kind, home);
    },
    headers(kind, within) {
      // Headers come from the same texts: the same read as the documents.
      note('docs', `${kind}\0${within ?? ''}`);
      return workspace.headers(kind, within);
    },
    document(relPath) {
      note('doc', relPath);
      return workspace.document(relPath);
    },
    exists(relPath) {
      note('exists', relPath);
      return workspace.exists(relPath);
    },
    list(relPath) {
      note('list', relPath);
      return workspace.list(relPath);
    },
    realPath(relPath) {
      note('realPath', relPath);
      return workspace.realPath(relPath);
    },
    readText(relPath) {
      note('readText', relPath);
      return workspace.readText(relPath);
    },
  };
}

/** Largest cache file read (a link to `/dev/zero` or a runaway file is never read whole). */
export const MAX_CACHE_BYTES = 512 * 1024 * 1024;

/** A stored walk as it must be: arrays of string tuples (anything else is dropped). */
function validWalk(w: unknown): WalkSnapshot | undefined {
  if (!w || typeof w !== 'object') return undefined;
  const { root, dirs, inputs, entries } = w as Record<string, unknown>;
  const strings = (a: unknown, min: number, max: number): boolean =>
    Array.isArray(a) && a.every((t) => Array.isArray(t) && t.length >= min && t.length <= max && t.every((x) => typeof x === 'string'));
  if (!Array.isArray(root) || !root.every((x) => typeof x === 'string') || !strings(dirs, 2, 2) || !strings(inputs, 2, 2) || !strings(entries, 2, 3)) return undefined;
  return w as WalkSnapshot;
}

const isPosition = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** A stored message as the reporters need it; anything else makes its entry a miss. */
function validMessage(m: unknown): boolean {
  if (!m || typeof m !== 'object') return false;
  const x = m as Record<string, unknown>;
  return (
    (x.ruleId === null || typeof x.ruleId === 'string') &&
    (x.severity === 1 || x.severity === 2) &&
    typeof x.message === 'string' &&
    isPosition(x.line) &&
    isPosition(x.column) &&
    isPosition(x.endLine) &&
    isPosition(x.endColumn)
  );
}

/** A stored group: its reads a string, each result `[messages, kind?]` with well-formed messages. */
function validGroup(rec: unknown): GroupRecord | undefined {
  if (!rec || typeof rec !== 'object') return undefined;
  const { reads, results } = rec as Record<string, unknown>;
  if (typeof reads !== 'string' || !results || typeof results !== 'object' || Array.isArray(results)) return undefined;
  for (const r of Object.values(results)) {
    if (!Array.isArray(r) || r.length < 1 || r.length > 2 || !Array.isArray(r[0]) || (r.length === 2 && typeof r[1] !== 'string') || !r[0].every(validMessage)) return undefined;
  }
  return rec as GroupRecord;
}

/** The cache file at the root: read once, written once at the end of a run. */
export class LintCache {
  /** Stored groups by id (a `Map`: a group named `constructor` or `__proto__` is a group like any other). */
  private readonly groups: Map<string, unknown>;
  /** The walk snapshot read from the file. */
  readonly walk: WalkSnapshot | undefined;
  private readonly fresh = new Map<string, GroupRecord>();
  /** Whether this run linted anything (a run that only reused results leaves the file as it is). */
  private changed = false;

  /**
   * `tracked`: whether git tracks the cache file. A tracked (committed) cache is someone else's
   * results: it is never read, and never written over.
   */
  constructor(
    readonly file: string,
    private readonly key: string,
    private readonly tracked = false,
  ) {
    const stored = tracked ? undefined : LintCache.read(file, key);
    this.groups = new Map(stored ? Object.entries(stored.groups) : []);
    this.walk = stored ? validWalk(stored.walk) : undefined;
  }

  /**
   * The cache of a root: `.wflint-cache` there, or at `location` (`--cache-location`, as ESLint's:
   * a file, or a folder — one that exists or a path ending in `/` — that holds one file per root).
   * Refused when git tracks it: a committed cache is not this machine's work.
   */
  static at(root: string, key: string, location?: string): LintCache {
    const file = cacheFile(root, location);
    return new LintCache(file, key, fs.existsSync(file) && isTracked(path.dirname(file), path.basename(file)));
  }

  private static read(file: string, key: string): { groups: object; walk?: unknown } | undefined {
    try {
      // A regular file of the repository only (never through a link), read with a size limit.
      if (!fs.lstatSync(file).isFile()) return undefined;
      const bytes = readBounded(file, MAX_CACHE_BYTES);
      if (!Buffer.isBuffer(bytes)) return undefined;
      // Written as ASCII (see `save`): decoded as such, which takes a third of the time UTF-8 does.
      const parsed = JSON.parse(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')) as Partial<CacheFile> | null;
      if (parsed && parsed.format === FORMAT && parsed.key === key && parsed.groups && typeof parsed.groups === 'object' && !Array.isArray(parsed.groups)) return parsed as CacheFile;
    } catch {
      // Missing, unreadable or not JSON: start empty.
    }
    return undefined;
  }

  /**
   * The cached results of these members of a group, when all are there, well-formed and still
   * valid. Every member's own text must be among the recorded reads (and still digest the same): a
   * crafted entry with no reads is a miss, never a clean result.
   */
  lookup(group: string, members: readonly string[], digests: Digests, absolute: (relPath: string) => string): LintResult[] | undefined {
    const rec = validGroup(this.groups.get(group));
    if (!rec) {
      this.groups.delete(group);
      return undefined;
    }
    if (!members.every((m) => Object.prototype.hasOwnProperty.call(rec.results, m))) return undefined;
    if (!digests.stillValid(rec.reads, members)) return undefined;
    this.fresh.set(group, rec);
    return members.map((m) => {
      const [messages, kind] = rec.results[m]!;
      return summarize(absolute(m), m, messages, kind);
    });
  }

  store(group: string, reads: string, results: readonly LintResult[]): void {
    const stored: Record<string, StoredResult> = Object.create(null) as Record<string, StoredResult>;
    for (const r of results) stored[r.relPath] = r.kind === undefined ? [r.messages] : [r.messages, r.kind];
    this.fresh.set(group, { reads, results: stored });
    this.changed = true;
  }

  /**
   * Write the entries of this run plus the older entries of groups that still exist (a run on a
   * subset of the repository keeps the rest). Written atomically through a new temporary file
   * (`wx`: never through a link or over a file that is there); a failure to write is ignored (the
   * cache is an optimisation). A cache git tracks is left alone.
   */
  save(stillExists: (group: string) => boolean, walk: WalkSnapshot | undefined): void {
    if (this.tracked) return;
    // A run that reused every stored entry and the stored walk has nothing to write.
    const stored = [...this.groups.keys()];
    if (!this.changed && walk === this.walk && stored.every((g) => this.fresh.has(g))) return;
    const groups = new Map<string, unknown>();
    for (const g of stored) if (stillExists(g)) groups.set(g, this.groups.get(g));
    for (const [g, rec] of this.fresh) groups.set(g, rec);
    if (!this.changed && walk === this.walk && groups.size === stored.length) return;
    const body = { format: FORMAT, key: this.key, groups: Object.fromEntries(groups), ...(walk ? { walk } : {}) };
    const tmp = `${this.file}.${process.pid}.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`;
    try {
      // A --cache-location folder is made when first used, as ESLint does.
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      // Non-ASCII characters (Chinese headings and messages) escaped: the file is read on every run.
      fs.writeFileSync(
        tmp,
        JSON.stringify(body).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
        { encoding: 'latin1', flag: 'wx' },
      );
      fs.renameSync(tmp, this.file);
    } catch {
      try {
        // Only a file this run created (never the target of a link of that name).
        if (fs.lstatSync(tmp).isFile()) fs.rmSync(tmp, { force: true });
      } catch {
        // nothing to clean
      }
    }
  }
}
