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
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { KindId } from '../kinds/types.js';
import type { LintResult } from './messages.js';
import type { ResolvedConfig } from './config.js';
import type { Workspace } from './workspace.js';
import type { GitView, WorkspaceView } from './workspace-view.js';

export const CACHE_FILE = '.wflint-cache';
const FORMAT = 2;
/** A file changed less than this long ago may change again within the same timestamp: its stat is not trusted. */
const RACY_MS = 2000;

/**
 * One recorded question: operation, argument, digest of the answer, and a stamp when one can stand
 * in for the digest without reading (see `Digests.stamp`).
 */
export type Read = [op: ReadOp, arg: string, digest: string, stamp?: string];
type ReadOp = 'doc' | 'docs' | 'exists' | 'list' | 'realPath' | 'readText' | 'base';

export interface GroupRecord {
  reads: Read[];
  results: Record<string, LintResult>;
}

interface CacheFile {
  format: number;
  key: string;
  groups: Record<string, GroupRecord>;
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
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
      settings: config.settings,
      disabledKinds: [...config.disabledKinds].sort(),
      extraPatterns: config.extraPatterns,
      ignores: config.ignores,
      kindVersions: config.kindVersions,
    }),
  );
}

/**
 * The stat of a file as a stamp: inode (of the link and of its target), size, modification and
 * change times. `undefined` when it cannot be trusted: the file does not exist, or it changed so
 * recently that another change could keep the same times (git's "racily clean" files).
 */
function fileStamp(abs: string): string | undefined {
  try {
    const link = fs.lstatSync(abs);
    const st = link.isSymbolicLink() ? fs.statSync(abs) : link;
    if (Date.now() - Math.max(st.mtimeMs, st.ctimeMs) < RACY_MS) return undefined;
    return `${link.ino}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
  } catch {
    return undefined;
  }
}

/** Answers digested the same way when recording and when checking (memoised for one run). */
export class Digests {
  private readonly memo = new Map<string, string>();
  private readonly stamps = new Map<string, string | undefined>();

  constructor(private readonly workspace: Workspace) {}

  /**
   * A cheap stand-in for a digest, taken before the answer is read (a change after it makes the
   * next run's stamp differ): a file's kind, loop home and stat; a folder listing of those; the
   * base commit for base texts. Equal stamps mean the same answer; `undefined` means digest it.
   */
  stamp(op: ReadOp, arg: string): string | undefined {
    const key = `${op}\0${arg}`;
    if (!this.stamps.has(key)) this.stamps.set(key, this.computeStamp(op, arg));
    return this.stamps.get(key);
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
      default:
        return undefined;
    }
  }

  digest(op: ReadOp, arg: string): string {
    const key = `${op}\0${arg}`;
    let d = this.memo.get(key);
    if (d === undefined) {
      d = this.compute(op, arg);
      this.memo.set(key, d);
    }
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
        return sha1(ws.pathsOf(kind, within).map((rel) => `${rel}\0${this.digest('doc', rel)}`).join('\n'));
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

  /** Whether every recorded question still gets the same answer. */
  stillValid(reads: readonly Read[]): boolean {
    return reads.every(([op, arg, d, stamp]) => (stamp !== undefined && this.stamp(op, arg) === stamp) || this.digest(op, arg) === d);
  }
}

/** Record one question of a group (once), with its stamp and digest. */
export function recordRead(reads: Map<string, Read>, digests: Digests, op: ReadOp, arg: string): void {
  const key = `${op}\0${arg}`;
  if (reads.has(key)) return;
  // The stamp first: a change between the two makes the next run's stamp differ.
  const stamp = digests.stamp(op, arg);
  const read: Read = [op, arg, digests.digest(op, arg)];
  if (stamp !== undefined) read.push(stamp);
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
  };
  return {
    root: workspace.root,
    git,
    documents(kind, within) {
      note('docs', `${kind}\0${within ?? ''}`);
      return workspace.documents(kind, within);
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

/** The cache file at the root: read once, written once at the end of a run. */
export class LintCache {
  private readonly groups: Record<string, GroupRecord>;
  private readonly fresh: Record<string, GroupRecord> = {};
  /** Whether this run linted anything (a run that only reused results leaves the file as it is). */
  private changed = false;

  constructor(
    readonly file: string,
    private readonly key: string,
  ) {
    this.groups = LintCache.read(file, key);
  }

  static at(root: string, key: string): LintCache {
    return new LintCache(path.join(root, CACHE_FILE), key);
  }

  private static read(file: string, key: string): Record<string, GroupRecord> {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<CacheFile>;
      if (parsed.format === FORMAT && parsed.key === key && parsed.groups && typeof parsed.groups === 'object') return parsed.groups;
    } catch {
      // Missing or unreadable: start empty.
    }
    return {};
  }

  /** The cached results of these members of a group, when all are there and still valid. */
  lookup(group: string, members: readonly string[], digests: Digests): LintResult[] | undefined {
    const rec = this.groups[group];
    if (!rec || !members.every((m) => Object.prototype.hasOwnProperty.call(rec.results, m))) return undefined;
    if (!digests.stillValid(rec.reads)) return undefined;
    this.fresh[group] = rec;
    return members.map((m) => rec.results[m]!);
  }

  store(group: string, record: GroupRecord): void {
    this.fresh[group] = record;
    this.changed = true;
  }

  /**
   * Write the entries of this run plus the older entries of groups that still exist (a run on a
   * subset of the repository keeps the rest). Written atomically; a failure to write is ignored
   * (the cache is an optimisation).
   */
  save(stillExists: (group: string) => boolean): void {
    const groups: Record<string, GroupRecord> = {};
    for (const [g, rec] of Object.entries(this.groups)) if (stillExists(g)) groups[g] = rec;
    Object.assign(groups, this.fresh);
    if (!this.changed && Object.keys(groups).length === Object.keys(this.groups).length) return;
    const body: CacheFile = { format: FORMAT, key: this.key, groups };
    const tmp = `${this.file}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(tmp, JSON.stringify(body));
      fs.renameSync(tmp, this.file);
    } catch {
      try {
        fs.rmSync(tmp, { force: true });
      } catch {
        // nothing to clean
      }
    }
  }
}
