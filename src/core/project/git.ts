/**
 * Git facts for git-aware rules: the top level found on disk, everything else through the git CLI
 * (one process per question, cached).
 */
import { execFileSync } from 'node:child_process';
import { nodeCrypto } from '../model/node-crypto.js';
import fs from 'node:fs';
import { readSmall } from './bounded-read.js';
import path from 'node:path';
import type { GitView } from '../lint/workspace-view.js';

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

const topLevels = new Map<string, string | undefined>();

/** Variables that change where git looks for the repository: with one set, git itself is asked. */
const DISCOVERY_ENV = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_CEILING_DIRECTORIES', 'GIT_DISCOVERY_ACROSS_FILESYSTEM'];

/**
 * The work tree's top level. Found as git finds it, without a git process (a process costs more
 * than a one-file run's parse): the nearest folder up from `cwd` holding a `.git` folder with a
 * `HEAD`, or a `.git` file pointing to one (worktrees, submodules). Asked once: every folder from
 * `cwd` up to the top level shares the answer.
 */
export function gitTopLevel(cwd: string): string | undefined {
  if (topLevels.has(cwd)) return topLevels.get(cwd);
  const top = DISCOVERY_ENV.some((name) => process.env[name] !== undefined) ? git(cwd, ['rev-parse', '--show-toplevel'])?.trim() || undefined : findWorkTree(cwd);
  topLevels.set(cwd, top);
  if (top !== undefined && !path.relative(top, cwd).startsWith('..')) {
    for (let dir = cwd; dir !== top && path.dirname(dir) !== dir; dir = path.dirname(dir)) topLevels.set(path.dirname(dir), top);
  }
  return top;
}

/**
 * The work tree at or above `cwd`: first along the path as given (a folder reached through a
 * symbolic link, such as `docs/checkpoints` linked out of the repository, belongs to the repository
 * it was named from), then along its real path.
 */
function findWorkTree(cwd: string): string | undefined {
  const logical = walkUp(path.resolve(cwd));
  if (logical !== undefined) return logical;
  try {
    return walkUp(fs.realpathSync.native(cwd));
  } catch {
    return undefined;
  }
}

function walkUp(start: string): string | undefined {
  for (let dir = start; ;) {
    const dotGit = path.join(dir, '.git');
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(dotGit, { throwIfNoEntry: false });
    } catch {
      // `dir` is a file (ENOTDIR): it holds no `.git`.
    }
    if (stat?.isDirectory() ? fs.existsSync(path.join(dotGit, 'HEAD')) : stat?.isFile() && readStart(dotGit).startsWith('gitdir:')) return fs.realpathSync.native(dir);
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

function readStart(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(0, 7);
  } catch {
    return '';
  }
}

/**
 * The ignore patterns git reads besides the `.gitignore` files of the work tree, lowest precedence
 * first: `core.excludesFile` (git's default `$XDG_CONFIG_HOME/git/ignore`, else
 * `~/.config/git/ignore`) and the repository's `info/exclude`. Their patterns are relative to the
 * top level. One git process (the config, with its includes, is git's to read).
 */
export function excludePatterns(top: string): string[] {
  const files: string[] = [];
  const configured = git(top, ['config', '--path', '--get', 'core.excludesFile'])?.trim();
  const xdg = process.env.XDG_CONFIG_HOME || (process.env.HOME ? path.join(process.env.HOME, '.config') : undefined);
  if (configured) files.push(configured);
  else if (xdg) files.push(path.join(xdg, 'git', 'ignore'));
  const common = commonGitDir(top);
  if (common) files.push(path.join(common, 'info', 'exclude'));
  const out: string[] = [];
  for (const file of files) {
    const text = readSmall(file);
    // `git init` writes an info/exclude of comments only: that ignores nothing.
    if (typeof text === 'string' && /^[ \t]*[^#\s]/m.test(text)) out.push(text);
  }
  return out;
}

/** The work tree's own git folder: `.git`, or where a `.git` file points (a linked worktree, a submodule). */
function gitDirOf(top: string): { dir: string; linked: boolean } | undefined {
  const dotGit = path.join(top, '.git');
  const stat = fs.statSync(dotGit, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return { dir: dotGit, linked: false };
  const pointer = stat?.isFile() ? readSmall(dotGit) : undefined;
  const gitDir = typeof pointer === 'string' ? /^gitdir:\s*(.+)$/m.exec(pointer)?.[1]?.trim() : undefined;
  return gitDir ? { dir: path.resolve(top, gitDir), linked: true } : undefined;
}

/** The repository's git folder its worktrees share (a linked worktree's `commondir`). */
function commonGitDir(top: string): string | undefined {
  const own = gitDirOf(top);
  if (!own?.linked) return own?.dir;
  const common = readSmall(path.join(own.dir, 'commondir'));
  return typeof common === 'string' && common.trim() ? path.resolve(own.dir, common.trim()) : own.dir;
}

/** The git index file of the work tree at `top` (its stamp changes with every `git add`). */
export function indexFile(top: string): string | undefined {
  const own = gitDirOf(top);
  return own && path.join(own.dir, 'index');
}

/** The paths git tracks under `dir`, relative to it (`git ls-files -z`); `undefined` when git cannot say. */
export function trackedPaths(dir: string): string[] | undefined {
  const out = git(dir, ['ls-files', '-z', '--cached']);
  return out === undefined ? undefined : out.split('\0').filter(Boolean);
}

/** Folders listed one git process each before one listing of the whole repository is cheaper. */
export const FOLDERS_ONE_BY_ONE = 8;

/**
 * A view of the repository at `base`. `base` is a revision (`HEAD`, a SHA, a branch) or `:` for the
 * index (pre-commit: the staged text is linted, the index is compared with `HEAD` by the caller).
 */

export function createGitView(root: string, base: string): GitView | undefined {
  const top = gitTopLevel(root);
  if (!top) return undefined;
  const cache = new Map<string, string | undefined>();
  const rootFromTop = path.relative(top, root).split(path.sep).join('/');
  // A small run (one file, one group) lists only the folders it asks about; past a few folders,
  // one listing of the whole tree is cheaper than a process per folder.
  const folders = new Map<string, Map<string, string> | undefined>();
  // 0 once the run is known to be large (`wholeRepository`).
  let folderLimit = FOLDERS_ONE_BY_ONE;
  let whole: Map<string, string> | undefined | null;
  const listing = (inRepo: string): Map<string, string> | undefined => {
    if (whole !== undefined) return whole ?? undefined;
    const dir = inRepo.includes('/') ? inRepo.slice(0, inRepo.lastIndexOf('/')) : '';
    if (!folders.has(dir) && folders.size >= folderLimit) return (whole = blobIds(top, base) ?? null) ?? undefined;
    if (!folders.has(dir)) folders.set(dir, blobIds(top, base, [dir === '' ? ':(top)' : `:(top,literal)${dir}/`]));
    return folders.get(dir);
  };
  // The commit id is asked only by `--cache` (a base text's stamp); an unborn or unknown revision
  // fails the listing below, and git-aware rules stay silent.
  let commit: string | undefined | null;
  // History per folder (repository-relative) → path → versions, newest first. Past a few folders,
  // one log of every markdown file costs less than a process per folder.
  type PerFolder<T> = { folders: Map<string, Map<string, T[]>>; alike: Map<string, Map<string, T[]>> };
  const histories: PerFolder<{ commit: string; before: string; after: string }> = { folders: new Map(), alike: new Map() };
  const perFolder = <T>(memo: PerFolder<T>, relPath: string, read: (pathspecs: string[]) => Map<string, T[]>): T[] => {
    const inRepo = rootFromTop ? `${rootFromTop}/${relPath}` : relPath;
    const dir = inRepo.includes('/') ? inRepo.slice(0, inRepo.lastIndexOf('/')) : '';
    if (memo.folders.has(dir)) return memo.folders.get(dir)!.get(inRepo) ?? [];
    // Past a few folders, one log for every folder named like this one (`**/.agents/state/tasks/*`).
    const suffix = dir.split('/').slice(-3).join('/');
    if (memo.folders.size >= folderLimit && suffix !== '' && !/[*?[\]:]/.test(suffix)) {
      if (!memo.alike.has(suffix)) memo.alike.set(suffix, read([`:(glob)**/${suffix}/*`]));
      return memo.alike.get(suffix)!.get(inRepo) ?? [];
    }
    memo.folders.set(dir, read([dir === '' ? ':(top)' : `:(top,literal)${dir}/`]));
    return memo.folders.get(dir)!.get(inRepo) ?? [];
  };
  const blobCache = new Map<string, string>();
  const PREFETCH = 512;
  const BLOBS_MAX = 4096;
  // The blob ids of the listed histories in path order, consumed as they are fetched.
  let queue: string[] = [];
  let queued = 0;
  let listed: unknown;
  function* prefetch(): Generator<string> {
    const source = histories.alike.size ? [...histories.alike.values()].at(-1) : histories.folders.size ? [...histories.folders.values()].at(-1) : undefined;
    if (source !== listed) {
      listed = source;
      queue = [...(source?.entries() ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([, list]) => list.flatMap((c) => [c.before, c.after]));
      queued = 0;
    }
    while (queued < queue.length) yield queue[queued++]!;
  }
  // See `GitView.renamedFrom`: the gone base file of the folder whose lines the text keeps most.
  const renamed = new Map<string, { text: string; from: string | undefined }>();
  const findRenamed = (relPath: string, text: string): string | undefined => {
    const inRepo = rootFromTop ? `${rootFromTop}/${relPath}` : relPath;
    const blobs = listing(inRepo);
    if (!blobs || blobs.has(inRepo)) return undefined;
    const dir = inRepo.slice(0, inRepo.lastIndexOf('/') + 1);
    const prefix = rootFromTop ? `${rootFromTop}/` : '';
    let best: { rel: string; share: number } | undefined;
    for (const p of blobs.keys()) {
      if (!p.startsWith(dir) || p.includes('/', dir.length) || !p.startsWith(prefix)) continue;
      if (fs.existsSync(path.join(top, ...p.split('/')))) continue;
      const rel = p.slice(prefix.length);
      const old = view.textAtBase(rel);
      const share = old === undefined ? 0 : linesKept(old, text);
      if (share >= 0.5 && (!best || share > best.share)) best = { rel, share };
    }
    return best?.rel;
  };
  const rev = base === ':' ? 'HEAD' : base;
  const view: GitView = {
    base,
    history(relPath) {
      return perFolder(histories, relPath, (specs) => fileHistory(top, rev, specs));
    },
    blobTexts(ids) {
      const missing = [...new Set(ids)].filter((id) => !blobCache.has(id));
      if (missing.length) {
        // One process per run of files, not per file: the blobs of the next files of the history
        // already listed (files are linted in path order) come along, a bounded number at a time.
        const ask = new Set(missing);
        for (const id of prefetch()) {
          if (ask.size >= PREFETCH) break;
          if (!blobCache.has(id)) ask.add(id);
        }
        for (const [id, text] of readBlobs(top, [...ask])) blobCache.set(id, text.replace(/^\uFEFF/, ''));
        // Bounded, oldest first: the blobs of files already linted go, the prefetched ones stay.
        for (const id of blobCache.keys()) {
          if (blobCache.size <= BLOBS_MAX) break;
          if (!ask.has(id)) blobCache.delete(id);
        }
      }
      const out = new Map<string, string>();
      for (const id of ids) if (blobCache.has(id)) out.set(id, blobCache.get(id)!);
      return out;
    },
    commit: () => (base === ':' ? undefined : ((commit ??= git(top, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`])?.trim() ?? null) ?? undefined)),
    wholeRepository() {
      folderLimit = 0;
    },
    isAncestor(ancestor, descendant) {
      // SHAs from documents: hex only, so a value never becomes an option of git.
      if (!HEX_SHA.test(ancestor) || !HEX_SHA.test(descendant)) return undefined;
      const known = (sha: string) => git(top, ['cat-file', '-e', `${sha}^{commit}`]) !== undefined;
      if (!known(ancestor) || !known(descendant)) return undefined;
      return git(top, ['merge-base', '--is-ancestor', ancestor, descendant]) !== undefined;
    },
    renamedFrom(relPath, text) {
      // Five rules ask about each new file: the answer is computed once per text.
      const known = renamed.get(relPath);
      if (known?.text === text) return known.from;
      const from = findRenamed(relPath, text);
      if (renamed.size >= 512) renamed.clear();
      renamed.set(relPath, { text, from });
      return from;
    },
    textAtBase(relPath) {
      if (cache.has(relPath)) return cache.get(relPath);
      const inRepo = rootFromTop ? `${rootFromTop}/${relPath}` : relPath;
      // Blob ids from `ls-tree` (or `ls-files -s`) instead of one `git show` per file: a file whose
      // working-tree bytes hash to the base blob id is read from disk; only changed files ask git.
      const blobs = listing(inRepo);
      let value: string | undefined;
      const blob = blobs?.get(inRepo);
      // Not at the base, or no listing (not a commit, git failed).
      if (blob === undefined) value = undefined;
      else {
        const local = sameBlob(path.join(top, ...inRepo.split('/')), blob);
        const text = local ?? git(top, ['show', base === ':' ? `:${inRepo}` : `${base}:${inRepo}`]);
        value = text === undefined ? undefined : text.replace(/^\uFEFF/, '');
      }
      // A bounded memo: a large run asks for thousands of base texts, each needed by one group.
      if (cache.size >= 512) cache.clear();
      cache.set(relPath, value);
      return value;
    },
  };
  return view;
}

/** A short or full commit id as written in a document. */
const HEX_SHA = /^[0-9a-f]{7,64}$/i;

/** The share of `before`'s non-blank lines that `after` still holds (a rename keeps most of them). */
function linesKept(before: string, after: string): number {
  const lines = before.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return 0;
  const now = new Set(after.split(/\r?\n/));
  return lines.filter((l) => now.has(l)).length / lines.length;
}

/**
 * Path (from the top level) → blob id of every file at `base` (`:` = the index), or of those the
 * pathspecs name (a folder's files, or files); `undefined` when git fails.
 */
function blobIds(top: string, base: string, pathspecs?: readonly string[]): Map<string, string> | undefined {
  const only = pathspecs ? ['--', ...pathspecs] : [];
  // `^{commit}`: the listing also checks that `base` names a commit.
  const tree = `${base}^{commit}`;
  const out = base === ':' ? git(top, ['ls-files', '-s', '-z', ...only]) : git(top, pathspecs ? ['ls-tree', '-z', '--full-tree', tree, ...only] : ['ls-tree', '-r', '-z', '--full-tree', tree]);
  if (out === undefined) return undefined;
  const map = new Map<string, string>();
  for (const rec of out.split('\0')) {
    // ls-tree: `<mode> blob <id>\t<path>`; ls-files -s: `<mode> <id> <stage>\t<path>`.
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const meta = rec.slice(0, tab).split(' ');
    // The index: stage 0 only (`git show :path` reads nothing else).
    const id = base === ':' ? (meta[2] === '0' ? meta[1] : undefined) : meta[1] === 'blob' ? meta[2] : undefined;
    if (id !== undefined && meta[0] !== '160000') map.set(rec.slice(tab + 1), id);
  }
  return map;
}

/** The file's text when its bytes are exactly the blob `id` (git's `blob <size>\0` hash), else `undefined`. */
function sameBlob(abs: string, id: string): string | undefined {
  let buf: Buffer;
  try {
    // A regular file only (a FIFO at a tracked path would block the read).
    if (!fs.lstatSync(abs).isFile()) return undefined;
    buf = fs.readFileSync(abs);
  } catch {
    return undefined;
  }
  const hash = nodeCrypto().createHash(id.length === 64 ? 'sha256' : 'sha1');
  hash.update(`blob ${buf.length}\0`);
  hash.update(buf);
  return hash.digest('hex') === id ? buf.toString('utf8') : undefined;
}

/**
 * Path (from the top level) → the commits reachable from `rev` that modified it, newest first,
 * with its blob before and after (`git log --raw --diff-filter=M`: additions, the bulk of a first
 * commit, are not listed): one git process for every file under the pathspecs. Empty when git fails
 * (no commit yet, unknown revision).
 */
function fileHistory(top: string, rev: string, pathspecs: readonly string[]): Map<string, Array<{ commit: string; before: string; after: string }>> {
  // NUL-separated (`-z`): `\x01<commit>`, then per file `:<old mode> <new mode> <old blob> <new blob> <status>` and its path.
  // A rename in the same commit as an edit (`R<score>`: two paths) counts as a change of the new path.
  const out = git(top, ['log', '--format=%x01%H', '--raw', '-z', '--no-abbrev', '-M', '--no-merges', '--diff-filter=MR', rev, '--', ...pathspecs]);
  const map = new Map<string, Array<{ commit: string; before: string; after: string }>>();
  if (out === undefined) return map;
  const tokens = out.split('\0');
  let commit = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!.replace(/^\n/, '');
    if (token.startsWith('\x01')) {
      commit = token.slice(1).trim();
      continue;
    }
    if (!token.startsWith(':')) continue;
    const meta = token.slice(1).split(' ');
    if (meta[4]?.startsWith('R')) i++;
    const p = tokens[++i];
    const [before, after] = [meta[2], meta[3]];
    if (p === undefined || !before || !after || meta[1] === '160000') continue;
    let list = map.get(p);
    if (!list) map.set(p, (list = []));
    list.push({ commit, before, after });
  }
  return map;
}

/** Blob texts by id through one `git cat-file --batch`. */
function readBlobs(top: string, ids: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  let buf: Buffer;
  try {
    buf = execFileSync('git', ['cat-file', '--batch'], { cwd: top, input: `${ids.join('\n')}\n`, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 512 * 1024 * 1024 });
  } catch {
    return map;
  }
  let at = 0;
  while (at < buf.length) {
    const nl = buf.indexOf(10, at);
    if (nl < 0) break;
    const [id, type, size] = buf.subarray(at, nl).toString('utf8').split(' ');
    at = nl + 1;
    if (type === 'missing' || size === undefined) continue;
    const n = Number(size);
    if (type === 'blob' && id) map.set(id, buf.subarray(at, at + n).toString('utf8'));
    at += n + 1;
  }
  return map;
}

/** 1-based inclusive line ranges, or `'all'` for a file git does not track yet. */
export type ChangedLines = ReadonlyArray<readonly [number, number]> | 'all';

/**
 * Lines of the working tree that differ from `base` (`git diff --unified=0 <base>`), by path
 * relative to `root`; untracked files count as wholly changed. `undefined` outside a git
 * repository or when `base` is not a commit. Used by the `github` format to put findings on
 * changed lines first (GitHub shows only 10 annotations per type per step).
 */
export function changedLines(root: string, base: string): Map<string, ChangedLines> | undefined {
  if (!gitTopLevel(root)) return undefined;
  if (git(root, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]) === undefined) return undefined;
  // The paths come from the NUL-separated raw records (`--raw -z`), never from the patch headers:
  // git ends a header's path with a TAB when it holds a space, and quotes others. The patch's
  // sections follow the records in order, one per path (`--no-renames`).
  const diff = git(root, ['diff', '--no-color', '--no-ext-diff', '--no-renames', '--relative', '--unified=0', '--raw', '-z', '-p', base, '--']);
  if (diff === undefined) return undefined;
  const out = new Map<string, Array<[number, number]>>();
  const end = diff.indexOf('\0\0');
  const records = (end === -1 ? diff : diff.slice(0, end)).split('\0');
  const sections =
    end === -1
      ? []
      : diff
          .slice(end + 2)
          .split(/^diff --git /m)
          .slice(1);
  for (let i = 0; i + 1 < records.length; i += 2) {
    const status = records[i]!.slice(records[i]!.lastIndexOf(' ') + 1);
    const rel = records[i + 1]!;
    const section = sections[i / 2] ?? '';
    if (status.startsWith('D')) continue;
    const ranges: Array<[number, number]> = [];
    for (const hunk of section.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      if (count > 0) ranges.push([start, start + count - 1]);
    }
    out.set(rel, ranges);
  }
  const result = new Map<string, ChangedLines>(out);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '-z']);
  for (const rel of (untracked ?? '').split('\0')) if (rel) result.set(rel, 'all');
  return result;
}

/** Whether a 1-based line is among the changed lines of a file. */
export function isChangedLine(changed: ReadonlyMap<string, ChangedLines> | undefined, relPath: string, line: number): boolean {
  const ranges = changed?.get(relPath);
  if (ranges === undefined) return false;
  if (ranges === 'all') return true;
  return ranges.some(([a, b]) => line >= a && line <= b);
}

/** Paths (relative to `root`) whose staged text differs from `HEAD`: added, copied, modified, renamed. */
export function stagedPaths(root: string): string[] | undefined {
  const out = git(root, ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '--relative', '-z']);
  return out === undefined ? undefined : out.split('\0').filter(Boolean);
}

/** Tracked files under `root` whose working-tree text differs from the index (unstaged edits, deletions), relative to `root`. */
export function unstagedPaths(root: string): string[] {
  return git(root, ['diff', '--name-only', '--relative', '-z'])?.split('\0').filter(Boolean) ?? [];
}

/**
 * The index texts (stage 0) of these files (relative to `root`), those the index has: two git
 * processes whatever their number (`ls-files -s`, one `cat-file --batch`), not one per file.
 */
export function indexTexts(root: string, relPaths: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const top = gitTopLevel(root);
  if (!top || relPaths.length === 0) return out;
  const fromTop = path.relative(top, root).split(path.sep).join('/');
  const inRepo = (rel: string) => (fromTop ? `${fromTop}/${rel}` : rel);
  // Past a few thousand paths the whole index is listed instead (a command line has a length limit).
  const blobs = blobIds(top, ':', relPaths.length <= 2000 ? relPaths.map((rel) => `:(top,literal)${inRepo(rel)}`) : undefined);
  if (!blobs) return out;
  const texts = readBlobs(top, [...new Set(blobs.values())]);
  for (const rel of relPaths) {
    const blob = blobs.get(inRepo(rel));
    const text = blob === undefined ? undefined : texts.get(blob);
    if (text !== undefined) out.set(rel, text);
  }
  return out;
}

/**
 * Whether git tracks the file (`git ls-files`; false outside a repository). One process: asked only
 * for a file that is there and whose being committed matters (the `--cache` file).
 */
export function isTracked(root: string, relPath: string): boolean {
  if (!gitTopLevel(root)) return false;
  const out = git(root, ['ls-files', '-z', '--', `:(literal)${relPath}`]);
  return out !== undefined && out.length > 0;
}

/**
 * Why `base` cannot serve as the git-aware rules' base, or `undefined` when it can: it names a
 * commit of the repository at `root` (`:` is the index). An unusable base is an error, never a
 * silent comparison with nothing.
 */
export function baseProblem(root: string, base: string): string | undefined {
  const top = gitTopLevel(root);
  if (!top) return `--base \`${base}\` needs a git repository (none at \`${root}\`)`;
  if (base === ':') return undefined;
  if (git(top, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]) === undefined) return `--base \`${base}\` does not name a commit of the repository`;
  return undefined;
}
