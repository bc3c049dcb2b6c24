/**
 * The workspace layer: finds workflow documents, detects their kind, reads and parses each file
 * once, and answers the cross-file and git questions rules ask (rules never do I/O).
 */
import fs from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { groupOf, type KindDef, type KindId } from '../model/kind.js';
import { completeDocument, createDocument, type WfDocument } from '../model/document.js';
import type { DocumentHeader, GitView, WorkspaceView } from '../lint/workspace-view.js';
import { readData } from '../model/yaml-data.js';
import { headerEndsIn, MAX_MARKDOWN_NESTING, nestingTooDeep, parseMarkdown, readBareSources, readHeaderOnly, readYamlSources, type HeaderLine } from '../model/markdown.js';
import { stripBom } from '../model/text.js';
import { normalizeRel, pathMatcher, patternPlaces } from './paths.js';

export { normalizeRel };
import { dirStamp, fileStamp } from './stamp.js';
import { readSmall } from './bounded-read.js';
import type { KindPatternOverride } from '../lint/config.js';
import { CONFIG_FILES, hasConfig, isDocumentFolder } from './config-files.js';
import { excludePatterns, gitTopLevel, indexFile, trackedPaths } from './git.js';

/**
 * Documents past these limits are not parsed (README "Limits"): workflow documents are a few
 * hundred lines, and markdown parsing of a huge single list grows faster than linearly.
 */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_LINES = 20_000;

/** The line-count limit, checked on every text (disk, stdin, editor buffers). */
export function checkLimits(text: string): FileProblem | undefined {
  if (text.length > MAX_FILE_BYTES) return { message: `File is ${text.length} characters, over the ${MAX_FILE_BYTES}-character limit: not linted` };
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (++lines > MAX_LINES) return { message: `File has more than ${MAX_LINES} lines, over the limit: not linted` };
  }
  return undefined;
}

/**
 * `checkLimits`, and for a markdown text its container nesting (`nestingTooDeep`): a text past
 * either is not parsed, and gets this one fatal message.
 */
export function checkDocumentLimits(text: string, markdown: boolean): FileProblem | undefined {
  const size = checkLimits(text);
  if (size || !markdown) return size;
  const line = nestingTooDeep(text);
  return line === undefined
    ? undefined
    : { message: `Unexpected nesting deeper than ${MAX_MARKDOWN_NESTING} levels (block quotes and list items), expected at most ${MAX_MARKDOWN_NESTING}: not linted`, line };
}

export interface WorkspaceOptions {
  root: string;
  /** The kind registry: what a file may be. */
  kinds: readonly KindDef[];
  /** Kinds turned off by the config. */
  disabledKinds?: ReadonlySet<string>;
  /** Extra `pattern → kind` mappings from the config (repo-relative). */
  extraPatterns?: readonly KindPatternOverride[];
  /** Config `ignores` (gitignore syntax, repo-relative). */
  ignores?: readonly string[];
  /** `--no-ignore`: neither `.gitignore` files nor the config `ignores` hide anything. */
  noIgnore?: boolean;
  git?: GitView;
  /** In-memory texts that replace the files on disk (fix passes, stdin, editors). */
  overrides?: ReadonlyMap<string, string>;
  /** Virtual symbolic links (repo-relative link path → target as written), consulted before the disk (tests). */
  links?: ReadonlyMap<string, string>;
  /**
   * A folder below the root that holds its own wflint config (a monorepo package) is a root of its
   * own: not walked, its documents linted under its config (`nestedRoots`). Off with `--config`.
   */
  nestedRoots?: boolean;
}

/**
 * What a surface may ask of the project (through `Engine.view`): the rules' view, the path
 * namespace and what each path is, read only. Changing a text goes through the engine.
 */
export type ProjectView = WorkspaceView &
  Pick<Workspace, 'relative' | 'absolute' | 'kindOf' | 'loopHomeAt' | 'pathsWithin' | 'groupOf' | 'rawText' | 'ignoredNamedFile' | 'isOverridden' | 'loopHomeOf' | 'allPaths'>;

export interface FileProblem {
  message: string;
  line?: number;
  column?: number;
}

interface Entry {
  relPath: string;
  kind: KindDef;
  loopHome?: string;
}

/**
 * What a walk of the whole repository found, with the stamps that tell whether it still holds
 * (`--cache`): a folder's stamp changes when an entry is added, removed or renamed in it, and the
 * walk reads no other file than the `.gitignore` and `CONTROL.md` files it names.
 */
export interface WalkSnapshot {
  /**
   * The root's listing (`d`/`f`/`l` + name), without the cache's own files: the root is compared
   * by listing, since writing the cache there changes its stamp.
   */
  root: string[];
  /** Every other walked folder with its stamp. */
  dirs: Array<[path: string, stamp: string]>;
  /** The files whose text decides what the walk finds (.gitignore, CONTROL.md), with their stamps. */
  inputs: Array<[path: string, stamp: string]>;
  /** The classified documents: path, kind, loop home. */
  entries: Array<[path: string, kind: KindId, loopHome?: string]>;
}

const SKIP_DIRS = new Set(['.git', 'node_modules']);
/** Names whose presence in a folder's listing may make it a root of its own (`hasConfig` decides). */
const NESTED_CONFIG_NAMES = new Set<string>([...CONFIG_FILES, 'package.json']);
/** A relative path that path.join would change: a `.` or `..` segment, an empty segment, a leading or trailing `/`. */
const NOT_PLAIN = /(^|\/)\.{1,2}(\/|$)|\/\/|^\/|\/$/;
/** `linkedFolder`: a link to a folder the walk is already in. */
const LOOP = '\0loop';
/** Where a link to a folder outside the repository hides workflow documents (a message, not a silent skip). */
const MAY_HOLD_DOCUMENTS = /(^|\/)(\.agents|\.task-driver|docs|\.webwork)(\/|$)/;
/**
 * The harness work directory ignores itself by design, and a `.gitignore` in the harness archive
 * (which must have none) would hide the archived sessions: wflint lints both anyway (README), and
 * `harness-gitignore` reports the archive's.
 */
const SELF_IGNORING = /(^|\/)\.webwork\/harness\/(?:work|archive(?:\/[^/]+)?)\/\.gitignore$/;
/**
 * Whether a path (a folder with its trailing `/`) is in a folder some kind keeps out of git by
 * design (`KindDef.untracked`), or is a folder on the way to one: git patterns never hide those.
 */
function keptFromGit(p: string, folders: readonly string[]): boolean {
  for (const f of folders) {
    const inside = `${f}/`;
    for (let i = p.indexOf(inside); i !== -1; i = p.indexOf(inside, i + 1)) if (i === 0 || p[i - 1] === '/') return true;
    if (!p.endsWith('/')) continue;
    for (let k = inside.indexOf('/'); k !== -1; k = inside.indexOf('/', k + 1)) {
      const head = inside.slice(0, k + 1);
      if (p === head || p.endsWith(`/${head}`)) return true;
    }
  }
  return false;
}

type Matcher = (p: string) => boolean;

export class Workspace implements WorkspaceView {
  readonly root: string;
  readonly git: GitView | undefined;
  private readonly entries = new Map<string, Entry>();
  private readonly parsed = new Map<string, WfDocument | FileProblem>();
  /** Header lines read without a parse (`headers`), until the document is parsed or changed. */
  private readonly headerMemo = new Map<string, HeaderLine[]>();
  /** realpath(3) answers of this group (a plan names the same folders in task after task). */
  private readonly realMemo = new Map<string, string | undefined>();
  /** Bumped whenever a path is classified: what `pathsOfMemo` answers is valid for one generation. */
  private generation = 0;
  /** Bumped whenever a text changes in memory: `headersMemo` answers are valid for one generation and text version. */
  private textVersion = 0;
  private readonly headersMemo = new Map<string, { generation: number; textVersion: number; headers: readonly DocumentHeader[] }>();
  private readonly pathsOfMemo = new Map<string, { generation: number; paths: string[] }>();
  /** The text each document was first read with (a fix is written only over that text). */
  private readonly firstRead = new Map<string, string>();
  private readonly overrides: Map<string, string>;
  private readonly repoMatchers: Array<{ kind: KindDef; match: Matcher; exclude?: Matcher }>;
  private readonly loopMatchers: Array<{ kind: KindDef; match: Matcher }>;
  private readonly configIgnore: Ignore | undefined;
  private readonly existsCache = new Map<string, boolean>();
  private readonly loopPathsMemo = new Map<string, { generation: number; paths: string[] }>();
  /** `behindRefusedLink`, per folder. */
  private readonly refusedLinks = new Map<string, boolean>();
  /**
   * What the walk could not enter, by path, with why (an unreadable folder, a link to a folder
   * outside the repository where documents live): each is a target with a fatal message, never a
   * silent skip.
   */
  private readonly walkProblems = new Map<string, FileProblem>();
  /**
   * Discovery is lazy and scoped: a directory is walked the first time something under it is
   * asked for (a one-file run walks its workflow group, not the repository). `walked` holds the
   * walked directories ('' = the whole repository); a file outside them is classified alone.
   */
  private readonly walked = new Set<string>();
  private readonly probed = new Set<string>();
  /** Per directory: the .gitignore files in force there, whether it is visible, whether it is a loop home. */
  private readonly ignoreStacks = new Map<string, IgnoreStack>();
  private readonly visibleDirs = new Map<string, boolean>();
  private readonly homes = new Map<string, boolean>();
  /** Classified paths, sorted (binary search for `documents(kind, within)`). */
  private sorted: string[] | undefined;
  /** Paths classified since `sorted` was built: merged in when next asked (a walk per group must not re-sort everything). */
  private unsorted: string[] = [];
  /** Stamps of what the walk reads, while recording a snapshot (`recordWalk`); `trusted` turns false on a racy stamp. */
  private walkLog: { root: string[]; dirs: Array<[string, string]>; inputs: Array<[string, string]>; trusted: boolean; own: (name: string) => boolean } | undefined;
  /** Folder stamps by path, memoised (`existenceStamp`). */
  private folderStamps: Map<string, string | null | undefined> | undefined;
  /** The root with its links resolved (asked once). */
  private realRoot: string | undefined;
  /** The snapshot this workspace was restored from (unchanged: nothing to write). */
  private restored: WalkSnapshot | undefined;
  /** Whether the git index's stamp is among the walk's inputs (`stampIndex`). */
  private indexStamped = false;
  /** `gitIgnoresAbove`, read once. */
  private aboveRoot: IgnoreStack | undefined;
  /** What git tracks under the root (`isTracked`), listed when first needed. */
  private tracked: { files: Set<string>; dirs: Set<string> } | undefined;
  /** Folders the workflows keep out of git by design (`KindDef.untracked`): git patterns do not hide them. */
  private readonly untracked: readonly string[];
  /** Folders the walk met that are roots of their own (`WorkspaceOptions.nestedRoots`). */
  private readonly nested = new Set<string>();

  constructor(private readonly options: WorkspaceOptions) {
    this.root = path.resolve(options.root);
    this.git = options.git;
    this.overrides = new Map(options.overrides ?? []);
    const enabled = options.kinds.filter((k) => !options.disabledKinds?.has(k.id));
    this.untracked = [...new Set(enabled.flatMap((k) => (k.untracked ? [k.untracked] : [])))];
    this.repoMatchers = enabled
      .filter((k) => k.scope === 'repo')
      .map((kind) => ({
        kind,
        match: pathMatcher(kind.patterns),
        ...(kind.exclude ? { exclude: pathMatcher(kind.exclude) } : {}),
      }));
    for (const o of options.extraPatterns ?? []) {
      const kind = options.kinds.find((k) => k.id === o.kind);
      if (kind && !options.disabledKinds?.has(kind.id)) this.repoMatchers.unshift({ kind: { ...kind, scope: 'repo' }, match: pathMatcher([o.pattern]) });
    }
    this.loopMatchers = enabled.filter((k) => k.scope === 'loop-home').map((kind) => ({ kind, match: pathMatcher(kind.patterns) }));
    this.configIgnore = options.ignores?.length ? ignore().add([...options.ignores]) : undefined;
  }

  /** Repo-relative, `/`-separated path of an absolute path; `undefined` when outside the root. */
  relative(abs: string): string | undefined {
    const rel = path.relative(this.root, path.resolve(abs));
    if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
    return rel.split(path.sep).join('/');
  }

  absolute(relPath: string): string {
    // Joined as written when that is what path.join would give (a path per file on every cached run).
    if (path.sep === '/' && relPath !== '' && this.root !== '/' && !NOT_PLAIN.test(relPath)) return `${this.root}/${relPath}`;
    return path.join(this.root, ...relPath.split('/'));
  }

  /**
   * Record the stamps of what the walk reads, for `walkSnapshot`. Only from a workspace that has
   * read nothing yet (what it read before would have no stamp).
   */
  recordWalk(own: (name: string) => boolean): void {
    if (this.walked.size === 0 && this.ignoreStacks.size === 0 && this.homes.size === 0 && this.overrides.size === 0) this.walkLog = { root: [], dirs: [], inputs: [], trusted: true, own };
  }

  /** The whole-repository walk with its stamps, when this workspace recorded or restored one that can be trusted. */
  walkSnapshot(): WalkSnapshot | undefined {
    if (this.restored) return this.restored;
    const log = this.walkLog;
    if (!log?.trusted || !this.walked.has('') || this.overrides.size > 0) return undefined;
    const entries = [...this.entries.values()].map((e): [string, KindId, string?] => (e.loopHome === undefined ? [e.relPath, e.kind.id] : [e.relPath, e.kind.id, e.loopHome]));
    return { root: log.root, dirs: log.dirs, inputs: log.inputs, entries };
  }

  /**
   * Take a walk's result instead of walking, when every folder and input file still has its stamp.
   * Returns whether it did; a workspace that already read something is left alone.
   */
  restoreWalk(snapshot: WalkSnapshot | undefined, own: (name: string) => boolean): boolean {
    if (!snapshot || this.walked.size > 0 || this.entries.size > 0 || this.overrides.size > 0) return false;
    let root: fs.Dirent[];
    try {
      root = fs.readdirSync(this.root, { withFileTypes: true });
    } catch {
      return false;
    }
    if (rootListing(root, own).join('\n') !== snapshot.root.join('\n')) return false;
    // A walk that git's own exclude files shaped was never recorded; one they would shape now cannot stand.
    if (this.gitIgnoresAbove().length > 0) return false;
    // A snapshot must cover what a walk would enter at the top (a replayed or crafted one that
    // leaves out a folder would hide its documents): every visible folder of the root is there, and
    // so is the root `.gitignore` that decides which are visible. Below the top, each folder's stamp
    // (inode and times of this checkout) stands for its listing.
    const dirsIn = new Set(snapshot.dirs.map(([rel]) => rel));
    if (snapshot.root.includes('f.gitignore') && !snapshot.inputs.some(([rel]) => rel === '.gitignore')) return false;
    for (const entry of snapshot.root) {
      const name = entry.slice(1);
      if (entry[0] !== 'd' || SKIP_DIRS.has(name) || dirsIn.has(name)) continue;
      if (!this.isIgnored(name, true, this.ignoreStack(''))) return false;
    }
    for (const [rel, stamp] of snapshot.dirs) {
      const parent = parentDir(rel);
      if (parent === undefined || (parent !== '' && !dirsIn.has(parent)) || dirStamp(this.absolute(rel)) !== stamp) return false;
    }
    for (const [rel, stamp] of snapshot.inputs) if (fileStamp(this.absolute(rel)) !== stamp) return false;
    const restored: Entry[] = [];
    // The kind as classification gives it: a loop kind inside a loop home, else the repository matcher's.
    const kindsBy = (matchers: ReadonlyArray<{ kind: KindDef }>): Map<string, KindDef> => new Map([...matchers].reverse().map((m) => [m.kind.id, m.kind]));
    const repoKinds = kindsBy(this.repoMatchers);
    const loopKinds = kindsBy(this.loopMatchers);
    for (const [relPath, id, loopHome] of snapshot.entries) {
      const kind = (loopHome === undefined ? repoKinds : loopKinds).get(id);
      if (!kind) return false;
      restored.push(loopHome === undefined ? { relPath, kind } : { relPath, kind, loopHome });
    }
    this.generation++;
    for (const e of restored) {
      this.entries.set(e.relPath, e);
      if (e.loopHome !== undefined) this.homes.set(e.loopHome, true);
    }
    this.walked.add('');
    this.sorted = undefined;
    this.restored = snapshot;
    return true;
  }

  /**
   * A stamp that stands for whether `relPath` exists: the stamp of its folder, or of the nearest
   * folder above it that exists, since an entry cannot come or go without changing its folder's
   * stamp. `undefined` when there is none to trust (the answer is then asked from the disk).
   */
  existenceStamp(relPath: string): string | undefined {
    for (let dir = parentDir(relPath); dir; dir = parentDir(dir)) {
      const stamp = this.folderStamp(dir);
      // A missing folder: the nearest one above it that exists decides.
      if (stamp !== null) return stamp === undefined ? undefined : `${dir}:${stamp}`;
    }
    // The root's stamp changes whenever the cache is written.
    return undefined;
  }

  /**
   * The stamps of every folder above a plain path, one string: none of its segments can turn into
   * a link (or back) without changing one of them. `undefined` for a top-level or non-plain path,
   * a missing or untrusted folder, or virtual links.
   */
  folderChainStamp(relPath: string): string | undefined {
    if (this.options.links?.size || relPath === '' || NOT_PLAIN.test(relPath) || relPath.includes('\\')) return undefined;
    const parts: string[] = [];
    for (let dir = parentDir(relPath); dir; dir = parentDir(dir)) {
      const stamp = this.folderStamp(dir);
      if (stamp === null || stamp === undefined) return undefined;
      parts.push(stamp);
    }
    return parts.length > 0 ? parts.join('/') : undefined;
  }

  /** A folder's stamp: the restored walk's (checked), else from the disk; `null` when it does not exist. */
  private folderStamp(dir: string): string | null | undefined {
    this.folderStamps ??= new Map(this.restored?.dirs ?? []);
    if (this.folderStamps.has(dir)) return this.folderStamps.get(dir);
    const abs = this.absolute(dir);
    const st = fs.statSync(abs, { throwIfNoEntry: false });
    const stamp = !st ? null : st.isDirectory() ? dirStamp(abs) : undefined;
    this.folderStamps.set(dir, stamp);
    return stamp;
  }

  /** While recording: the stamp of a folder or input file, taken before it is read (a later change shows next time). */
  private stampBefore(list: 'dirs' | 'inputs', rel: string): (() => void) | undefined {
    const log = this.walkLog;
    if (!log) return undefined;
    // Never the root: it is compared by listing (`WalkSnapshot.root`).
    const stamp = list === 'dirs' ? dirStamp(this.absolute(rel)) : fileStamp(this.absolute(rel));
    // Kept once the read succeeded: a file that cannot be read is no input.
    return () => {
      if (stamp === undefined) log.trusted = false;
      else log[list].push([rel, stamp]);
    };
  }

  /** Walk the whole repository and classify every workflow document. */
  discover(): void {
    this.discoverUnder('');
  }

  /** The workflow documents under the given paths (absolute or cwd-relative), sorted. */
  targets(paths: readonly string[]): string[] {
    const out = new Set<string>();
    for (const p of paths) {
      const rel = this.relative(path.resolve(p));
      if (rel === undefined) continue;
      if (rel !== '' && this.isFile(rel)) {
        if (this.classified(rel)) out.add(rel);
        continue;
      }
      for (const key of this.pathsWithin(rel)) out.add(key);
      for (const key of this.walkProblems.keys()) if (rel === '' || key === rel || key.startsWith(`${rel}/`)) out.add(key);
    }
    return [...out].sort();
  }

  /** Classified workflow documents under a directory (repo-relative, '' = all), sorted. */
  pathsWithin(dirRel: string): readonly string[] {
    return this.pathsUnder(dirRel === '' ? '' : `${dirRel.replace(/\/$/, '')}/`);
  }

  /** The nearest loop home at or above a repo-relative path (a directory with a loop CONTROL.md). */
  loopHomeAt(rel: string): string | undefined {
    for (let dir: string | undefined = rel; dir !== undefined; dir = parentDir(dir)) if (this.isLoopHome(dir)) return dir;
    return undefined;
  }

  /** Every classified workflow document. */
  allPaths(): string[] {
    this.discover();
    return [...this.sortedPaths()];
  }

  private sortedPaths(): readonly string[] {
    if (!this.sorted) {
      this.sorted = [...this.entries.keys()].sort();
      this.unsorted = [];
    } else if (this.unsorted.length > 0) {
      const added = this.unsorted.sort();
      this.unsorted = [];
      const sorted = this.sorted;
      // A pool worker discovers its groups in path order: what it adds mostly sorts last, and
      // appending spares a copy of every path per group.
      if (sorted.length === 0 || added[0]! > sorted[sorted.length - 1]!) {
        for (const p of added) sorted.push(p);
      } else {
        const merged: string[] = [];
        let i = 0;
        for (const p of added) {
          while (i < sorted.length && sorted[i]! < p) merged.push(sorted[i++]!);
          merged.push(p);
        }
        while (i < sorted.length) merged.push(sorted[i++]!);
        this.sorted = merged;
      }
    }
    return this.sorted;
  }

  /** The workflow group of a classified document (see `groups.ts`); its directory otherwise. */
  groupOf(relPath: string): string {
    const entry = this.classified(relPath);
    if (!entry) return relPath.includes('/') ? relPath.slice(0, relPath.lastIndexOf('/')) : '';
    return groupOf(relPath, entry.kind, entry.loopHome);
  }

  /**
   * Drop every parsed document (texts set with `setText` stay). Large runs call this between
   * workflow groups so memory stays bounded; a document needed again is parsed again.
   */
  releaseParses(): void {
    this.parsed.clear();
    this.headerMemo.clear();
    this.realMemo.clear();
    // Lint runs only: the first-read texts of files not changed in memory go too (on 10,000 files
    // they are ~150 MB of strings). A fix never releases its parses, so it keeps what it read.
    for (const rel of this.firstRead.keys()) if (!this.overrides.has(rel)) this.firstRead.delete(rel);
  }

  kindOf(relPath: string): KindDef | undefined {
    return this.classified(relPath)?.kind;
  }

  /** Whether a file's text is held in memory (stdin, editors, fix passes) instead of read from disk. */
  isOverridden(relPath: string): boolean {
    return this.overrides.has(relPath);
  }

  /** Replace a file's text in memory (fix passes); its parse is dropped. */
  setText(relPath: string, text: string): void {
    this.overrides.set(relPath, text);
    this.parsed.delete(relPath);
    this.headerMemo.delete(relPath);
    this.textVersion++;
    // An editor session lives long: links made on disk since the last edit count.
    this.realMemo.clear();
  }

  /** Forget an in-memory text: the file is read from disk again. */
  dropText(relPath: string): void {
    this.overrides.delete(relPath);
    this.parsed.delete(relPath);
    this.headerMemo.delete(relPath);
    this.textVersion++;
  }

  /** The text a document was first read with, before any in-memory fix (what `--fix` may replace). */
  textAsRead(relPath: string): string | FileProblem {
    this.load(relPath);
    return this.firstRead.get(relPath) ?? this.rawText(relPath);
  }

  /** The text as it will be linted (override or disk), `undefined` with a problem when unreadable. */
  rawText(relPath: string): string | FileProblem {
    const o = this.overrides.get(relPath);
    if (o !== undefined) return o;
    return readWorkflowFile(this.absolute(relPath), this.root);
  }

  /**
   * A document read whole (what a lint of it reads: `completeDocument`), or the problem that kept
   * it from being read. A parse that fails (a stack overflow the limits did not foresee) is the
   * file's problem from then on.
   */
  loadWhole(relPath: string): WfDocument | FileProblem {
    const d = this.load(relPath);
    if (!('kind' in d)) return d;
    try {
      completeDocument(d);
      return d;
    } catch (error) {
      const problem = parseProblem(error);
      this.parsed.set(relPath, problem);
      return problem;
    }
  }

  /**
   * Read (once) and return a document, or the problem that kept it from being read. The document
   * is read as far as it is asked (core/model/document.ts): another document's rule that reads only
   * its data does not parse its markdown.
   */
  load(relPath: string): WfDocument | FileProblem {
    const cached = this.parsed.get(relPath);
    if (cached) return cached;
    const entry = this.classified(relPath);
    let result: WfDocument | FileProblem;
    const skipped = this.walkProblems.get(relPath);
    if (skipped) result = skipped;
    else if (!entry) result = { message: 'Not a workflow document' };
    else {
      const raw = this.rawText(relPath);
      if (typeof raw === 'string' && !this.firstRead.has(relPath)) this.firstRead.set(relPath, raw);
      const tooBig = typeof raw === 'string' ? checkDocumentLimits(stripBom(raw).text, entry.kind.format === 'markdown') : undefined;
      try {
        result =
          typeof raw === 'string' && !tooBig
            ? createDocument({ path: this.absolute(relPath), relPath, kind: entry.kind, rawText: raw, ...(entry.loopHome !== undefined ? { loopHome: entry.loopHome } : {}) })
            : (tooBig ?? (raw as FileProblem));
      } catch (error) {
        result = parseProblem(error);
      }
    }
    this.parsed.set(relPath, result);
    return result;
  }

  document(relPath: string): WfDocument | undefined {
    const d = this.load(relPath);
    return 'kind' in d ? d : undefined;
  }

  /**
   * The same list (the same array) while no path is classified and no text changes: the index's
   * rules each ask for every task's header, and derive their views from it once (`taskSummaries`).
   */
  headers(kind: KindId, within?: string): readonly DocumentHeader[] {
    const paths = this.pathsOf(kind, within);
    const key = `${kind}\n${within ?? ''}`;
    const known = this.headersMemo.get(key);
    if (known && known.generation === this.generation && known.textVersion === this.textVersion) return known.headers;
    // The versions the list is computed at (a read below may classify a path and bump them).
    const generation = this.generation;
    const textVersion = this.textVersion;
    const out: DocumentHeader[] = [];
    for (const rel of paths) {
      const header = this.headerOf(rel);
      out.push(header ? { relPath: rel, header } : { relPath: rel, header: [], unreadable: true });
    }
    this.headersMemo.set(key, { generation, textVersion, headers: out });
    return out;
  }

  /** A document's header lines: from its parse when it has one, else from its header region alone. */
  private headerOf(relPath: string): HeaderLine[] | undefined {
    const parsed = this.parsed.get(relPath);
    if (parsed) return 'kind' in parsed ? parsed.header : undefined;
    const known = this.headerMemo.get(relPath);
    if (known) return known;
    const entry = this.classified(relPath);
    if (!entry || entry.kind.format !== 'markdown' || entry.kind.data !== 'header') return this.document(relPath)?.header;
    // The top of the file is enough when its first section starts there (an index reads the
    // headers of every task: 1,000 tasks are 1,000 whole reads otherwise).
    const override = this.overrides.get(relPath);
    let raw = override ?? readWorkflowFile(this.absolute(relPath), this.root, HEADER_PREFIX_BYTES, (dir) => this.realOf(dir));
    if (typeof raw === 'string' && override === undefined && !headerEndsIn(stripBom(raw).text)) raw = this.rawText(relPath);
    if (typeof raw !== 'string') return undefined;
    const { text } = stripBom(raw);
    if (checkDocumentLimits(text, true)) return undefined;
    const header = readHeaderOnly(text, entry.kind.gfm);
    this.headerMemo.set(relPath, header);
    return header;
  }

  documents(kind: KindId, within?: string): WfDocument[] {
    const out: WfDocument[] = [];
    for (const rel of this.pathsOf(kind, within)) {
      const d = this.document(rel);
      if (d) out.push(d);
    }
    return out;
  }

  /** The classified paths `documents(kind, within)` parses, sorted (nothing is read). */
  pathsOf(kind: KindId, within?: string): string[] {
    const prefix = within === undefined || within === '' ? '' : within.endsWith('/') ? within : `${within}/`;
    this.discoverUnder(prefix.replace(/\/$/, ''));
    // Memoised until a path is classified: a loop's rules ask for its cards and packets again and
    // again, and each answer filtered every path of the home.
    const key = `${kind}\n${prefix}`;
    const known = this.pathsOfMemo.get(key);
    if (known && known.generation === this.generation) return known.paths.slice();
    const generation = this.generation;
    const paths = this.pathsUnder(prefix).filter((rel) => this.entries.get(rel)?.kind.id === kind);
    this.pathsOfMemo.set(key, { generation, paths });
    return paths.slice();
  }

  /**
   * The paths of a loop kind's documents that belong to a loop home (not to a home nested in it),
   * sorted, found by walking only the folders the kind's patterns lead to (`patternPlaces`): the
   * task cards and decision packets of a loop of 300 rounds are listed without walking its 300
   * run folders. A kind whose patterns may match anywhere in the home takes the walk of all of it.
   */
  loopPaths(kind: KindId, home: string): string[] {
    const key = `${kind}\n${home}`;
    const known = this.loopPathsMemo.get(key);
    if (known && known.generation === this.generation) return known.paths.slice();
    const places = patternPlaces(this.loopMatchers.find((m) => m.kind.id === kind)?.kind.patterns ?? []);
    const mine = (rel: string): boolean => {
      const entry = this.classified(rel);
      return entry?.kind.id === kind && entry.loopHome === home;
    };
    const base = home === '' ? '' : `${home}/`;
    // A place named by a pattern is there as a walk finds it: each name below the home as its
    // folder lists it (a case-insensitive file system opens `TASKS/` for `tasks/`), and not
    // behind a link the walk does not follow.
    const names = new Map<string, ReadonlySet<string>>();
    const named = (place: string): boolean => {
      let dir = home;
      for (const name of place.split('/')) {
        let listed = names.get(dir);
        if (!listed) names.set(dir, (listed = new Set(this.list(dir) ?? [])));
        if (!listed.has(name)) return false;
        dir = dir === '' ? name : `${dir}/${name}`;
      }
      return true;
    };
    let paths: string[];
    if (!places) paths = this.pathsOf(kind, home === '' ? undefined : home).filter(mine);
    else {
      const found = new Set(
        places.files
          .filter((f) => named(f) && !this.behindRefusedLink(parentDir(base + f) ?? ''))
          .map((f) => base + f)
          .filter(mine),
      );
      for (const dir of places.dirs) if (named(dir)) for (const rel of this.pathsWithin(base + dir)) if (mine(rel)) found.add(rel);
      paths = [...found].sort();
    }
    // The versions after the reads above (a read may classify a path and bump them).
    this.loopPathsMemo.set(key, { generation: this.generation, paths });
    return paths.slice();
  }

  /** The loop home of a loop document. */
  loopHomeOf(relPath: string): string | undefined {
    return this.classified(relPath)?.loopHome;
  }

  /** Classified paths starting with `prefix`, sorted (binary search: no scan of the whole repository). */
  private pathsUnder(prefix: string): readonly string[] {
    this.discoverUnder(prefix.replace(/\/$/, ''));
    const all = this.sortedPaths();
    // A copy: the sorted list grows in place.
    if (prefix === '') return all.slice();
    let lo = 0;
    let hi = all.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (all[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < all.length && all[end]!.startsWith(prefix)) end++;
    return all.slice(lo, end);
  }

  exists(relPath: string): boolean {
    const norm = normalizeRel(relPath);
    if (norm === undefined) return false;
    if (this.overrides.has(norm) || this.entries.has(norm)) return true;
    let v = this.existsCache.get(norm);
    if (v === undefined) {
      // A folder exists when a file in memory (an editor buffer, an example) lies under it.
      v = fs.existsSync(this.absolute(norm)) || (this.overrides.size > 0 && [...this.overrides.keys()].some((k) => k.startsWith(`${norm}/`)));
      this.existsCache.set(norm, v);
    }
    return v;
  }

  list(relPath: string): string[] | undefined {
    const norm = normalizeRel(relPath);
    if (norm === undefined) return undefined;
    let names: string[] | undefined;
    try {
      names = fs.readdirSync(this.absolute(norm));
    } catch {
      names = undefined;
    }
    // Texts in memory (an editor's unsaved file, an example's files) are entries of their folder too.
    const prefix = norm === '' ? '' : `${norm}/`;
    const held = [...this.overrides.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length).split('/')[0]!);
    if (names === undefined && held.length === 0) return undefined;
    return [...new Set([...(names ?? []), ...held])].sort();
  }

  realPath(relPath: string): { inside: boolean; path: string } {
    const realRoot = (this.realRoot ??= realOrSelf(this.root));
    const links = this.options.links;
    // Every path here is absolute and normalised (a real path, or joined to one): a prefix test.
    const rootPrefix = realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep;
    const inside = (abs: string): string | undefined => {
      if (abs === realRoot) return '';
      return abs.startsWith(rootPrefix) ? abs.slice(rootPrefix.length).split(path.sep).join('/') : undefined;
    };
    // A path that exists resolves in one call (realpath(3) takes `..` after a link as the kernel
    // does); segment by segment only for virtual links or a path that does not exist (yet).
    if (!links?.size && relPath !== '') {
      const whole = this.realOf(`${realRoot}/${relPath.replace(/\\/g, '/')}`);
      if (whole !== undefined) {
        const rel = inside(whole);
        return rel !== undefined ? { inside: true, path: rel } : { inside: false, path: whole };
      }
    }
    const pending = relPath
      .replace(/\\/g, '/')
      .split('/')
      .filter((seg) => seg !== '' && seg !== '.');
    let cur = realRoot;
    for (let hops = 0; pending.length > 0 && hops < 256; hops++) {
      const seg = pending.shift()!;
      const next = seg === '..' ? path.dirname(cur) : path.join(cur, seg);
      const rel = inside(next);
      const link = rel !== undefined ? links?.get(rel) : undefined;
      if (link !== undefined) {
        cur = path.resolve(path.dirname(next), link);
        continue;
      }
      cur = this.realOf(next) ?? next;
    }
    const rel = inside(cur);
    return rel !== undefined ? { inside: true, path: rel } : { inside: false, path: cur };
  }

  private realOf(abs: string): string | undefined {
    if (this.realMemo.has(abs)) return this.realMemo.get(abs);
    const real = realOrUndefined(abs);
    this.realMemo.set(abs, real);
    return real;
  }

  readText(relPath: string): string | undefined {
    const norm = normalizeRel(relPath);
    if (norm === undefined) return undefined;
    const o = this.overrides.get(norm);
    if (o !== undefined) return stripBom(o).text;
    const raw = readWorkflowFile(this.absolute(norm), this.root);
    return typeof raw === 'string' ? stripBom(raw).text : undefined;
  }

  /** Walk a directory (once, unless an ancestor was walked) and classify what is in it. */
  private discoverUnder(dirRel: string): void {
    for (let dir: string | undefined = dirRel; dir !== undefined; dir = parentDir(dir)) if (this.walked.has(dir)) return;
    this.walked.add(dirRel);
    if (!this.isVisibleDir(dirRel) || this.behindRefusedLink(dirRel)) return;
    const files: string[] = [];
    this.walk(dirRel, files);
    const prefix = dirRel === '' ? '' : `${dirRel}/`;
    const found = new Set(files);
    for (const p of this.overrides.keys()) if (p.startsWith(prefix) && !found.has(p) && this.nestedRootOf(p) === undefined) files.push(p);
    for (const f of files) this.classify(f);
  }

  /**
   * Whether a folder lies behind a symbolic link a walk from the root does not follow (one that
   * leaves the repository, or leads back above itself): a walk that starts below such a link (a
   * group's folder, the places of a loop kind) lists nothing there, as the walk from the root
   * would not. A link out of the repository gets the walk's problem, as there.
   */
  private behindRefusedLink(dirRel: string): boolean {
    if (dirRel === '') return false;
    let refused = this.refusedLinks.get(dirRel);
    if (refused !== undefined) return refused;
    const parent = parentDir(dirRel) ?? '';
    refused = this.behindRefusedLink(parent);
    if (!refused && fs.lstatSync(this.absolute(dirRel), { throwIfNoEntry: false })?.isSymbolicLink()) {
      const link = this.linkedFolder(dirRel, []);
      refused = link === null || link === LOOP;
      if (link === null && (MAY_HOLD_DOCUMENTS.test(dirRel) || this.loopHomeAt(parent) !== undefined))
        this.walkProblems.set(dirRel, { message: 'Symbolic link to a folder outside the repository: not walked' });
    }
    this.refusedLinks.set(dirRel, refused);
    return refused;
  }

  /** The nested root (repo-relative) a path lies in, among those the walk met. */
  private nestedRootOf(relPath: string): string | undefined {
    if (this.nested.size === 0) return undefined;
    for (let dir = parentDir(relPath); dir; dir = parentDir(dir)) if (this.nested.has(dir)) return dir;
    return undefined;
  }

  /**
   * The folders with their own config that the walks under `dirs` (repo-relative, '' = all) met,
   * as absolute paths: each is linted by an engine of its own (`engineRuns`).
   */
  nestedRootsUnder(dirs: readonly string[]): string[] {
    const under = (rel: string) => dirs.some((d) => d === '' || rel === d || rel.startsWith(`${d}/`));
    return [...this.nested]
      .filter(under)
      .sort()
      .map((rel) => this.absolute(rel));
  }

  /** The entry of a path (classifying that one file if its directory was not walked). */
  private classified(relPath: string): Entry | undefined {
    const known = this.entries.get(relPath);
    if (known || this.probed.has(relPath)) return known;
    this.probed.add(relPath);
    for (let dir = parentDir(relPath); dir !== undefined; dir = parentDir(dir)) if (this.walked.has(dir)) return undefined;
    const dir = parentDir(relPath) ?? '';
    if (this.overrides.has(relPath) || (this.isVisibleDir(dir) && this.isFile(relPath) && !this.isIgnored(relPath, false, this.ignoreStack(dir)))) this.classify(relPath);
    return this.entries.get(relPath);
  }

  /** Any entry but a folder: a FIFO or a device at a document's path is classified, and refused when read (`readWorkflowFile`). */
  private isFile(relPath: string): boolean {
    if (this.overrides.has(relPath)) return true;
    try {
      const st = fs.lstatSync(this.absolute(relPath));
      return !st.isDirectory() && !(st.isSymbolicLink() && fs.statSync(this.absolute(relPath), { throwIfNoEntry: false })?.isDirectory());
    } catch {
      return false;
    }
  }

  /** The .gitignore files in force inside a directory (its own included). */
  private ignoreStack(dirRel: string): IgnoreStack {
    let stack = this.ignoreStacks.get(dirRel);
    if (stack) return stack;
    stack = this.inheritedStack(dirRel);
    const giRel = dirRel ? `${dirRel}/.gitignore` : '.gitignore';
    if (!SELF_IGNORING.test(giRel)) {
      try {
        const stamped = this.stampBefore('inputs', giRel);
        // A regular file with a size limit (a FIFO or a link to /dev/zero is no .gitignore).
        const text = readSmall(this.absolute(giRel));
        if (typeof text === 'string') {
          stamped?.();
          stack = [...stack, { base: dirRel, ig: ignore().add(text) }];
        }
      } catch {
        // No .gitignore (or an unreadable one): ignores nothing.
      }
    }
    this.ignoreStacks.set(dirRel, stack);
    return stack;
  }

  /** The ignore files in force in a folder before its own `.gitignore`: its parent's, or for the root what git reads above it. */
  private inheritedStack(dirRel: string): IgnoreStack {
    const parent = parentDir(dirRel);
    return parent === undefined ? this.gitIgnoresAbove() : this.ignoreStack(parent);
  }

  /**
   * What git ignores beyond the root's own `.gitignore` files, as the root's outermost ignore
   * entries: `core.excludesFile`, `info/exclude`, and the `.gitignore` files from the top level
   * down to a root below it (a monorepo package). A walk that used any of them is not recorded
   * for `--cache` (their stamps are outside the root).
   */
  private gitIgnoresAbove(): IgnoreStack {
    if (this.aboveRoot) return this.aboveRoot;
    this.aboveRoot = [];
    const top = this.options.noIgnore ? undefined : gitTopLevel(this.root);
    if (top === undefined) return [];
    const fromTop = path.relative(top, this.root).split(path.sep).join('/');
    if (fromTop.startsWith('..')) return [];
    const out: Array<IgnoreStack[number]> = excludePatterns(top).map((text) => ({ base: '', ig: ignore().add(text), ...(fromTop ? { above: fromTop } : {}) }));
    const parts = fromTop ? fromTop.split('/') : [];
    for (let i = 0; i < parts.length; i++) {
      const text = readSmall(path.join(top, ...parts.slice(0, i), '.gitignore'));
      if (typeof text === 'string') out.push({ base: '', ig: ignore().add(text), above: parts.slice(i).join('/') });
    }
    if (out.length > 0 && this.walkLog) this.walkLog.trusted = false;
    return (this.aboveRoot = out);
  }

  /**
   * Whether git tracks a file (or, for a folder, a file under it): a tracked file is linted even
   * where a `.gitignore` pattern matches it, as git sees it. One `git ls-files`, asked only when a
   * pattern first hides something.
   */
  private isTracked(rel: string, isDir: boolean): boolean {
    if (this.tracked === undefined) {
      const files = gitTopLevel(this.root) === undefined ? undefined : trackedPaths(this.root);
      const dirs = new Set<string>();
      for (const f of files ?? []) for (let d = parentDir(f); d; d = parentDir(d)) dirs.add(d);
      this.tracked = { files: new Set(files ?? []), dirs };
    }
    const hit = isDir ? this.tracked.dirs.has(rel) : this.tracked.files.has(rel);
    if (hit && this.walkLog) this.walkLog.trusted = false;
    return hit;
  }

  /** While recording a walk that a pattern hid something in: the git index's stamp is an input (a `git add -f` shows next time). */
  private stampIndex(): void {
    if (!this.walkLog || this.indexStamped) return;
    this.indexStamped = true;
    const top = gitTopLevel(this.root);
    const index = top === undefined ? undefined : indexFile(top);
    if (index) this.stampBefore('inputs', path.relative(this.root, index).split(path.sep).join('/'))?.();
  }

  /** Whether a walk of the repository would enter this directory. */
  private isVisibleDir(dirRel: string): boolean {
    const parent = parentDir(dirRel);
    if (parent === undefined) return true;
    let v = this.visibleDirs.get(dirRel);
    if (v === undefined) {
      const name = dirRel.slice(dirRel.lastIndexOf('/') + 1);
      v = !SKIP_DIRS.has(name) && this.isVisibleDir(parent) && !this.isIgnored(dirRel, true, this.ignoreStack(parent));
      this.visibleDirs.set(dirRel, v);
    }
    return v;
  }

  /** Whether a directory is a loop home: its CONTROL.md (not ignored) has a `loop_home` key. */
  private isLoopHome(dirRel: string): boolean {
    let v = this.homes.get(dirRel);
    if (v === undefined) {
      const control = dirRel === '' ? 'CONTROL.md' : `${dirRel}/CONTROL.md`;
      v = false;
      if (this.overrides.has(control) || (this.isVisibleDir(dirRel) && this.isFile(control) && !this.isIgnored(control, false, this.ignoreStack(dirRel)))) {
        const stamped = this.overrides.has(control) ? undefined : this.stampBefore('inputs', control);
        const raw = this.rawText(control);
        if (typeof raw === 'string') stamped?.();
        v = typeof raw === 'string' && isLoopControl(raw);
      }
      this.homes.set(dirRel, v);
    }
    return v;
  }

  private walk(dirRel: string, out: string[], links: readonly string[] = []): void {
    const abs = dirRel ? this.absolute(dirRel) : this.root;
    // Stamped even when unreadable: a change of permissions changes the stamp.
    if (dirRel !== '') this.stampBefore('dirs', dirRel)?.();
    let dirents: fs.Dirent[];
    try {
      dirents = fs.readdirSync(abs, { withFileTypes: true });
    } catch (error) {
      if (this.walkLog) this.walkLog.trusted = false;
      const code = (error as NodeJS.ErrnoException).code;
      // A path that is no folder (a file asked for as one) holds no documents: nothing to say.
      if (dirRel !== '' && code !== 'ENOENT' && code !== 'ENOTDIR')
        this.walkProblems.set(dirRel, {
          message:
            code === 'EACCES' || code === 'EPERM'
              ? 'Folder is not readable (permission denied): its documents were not linted'
              : `Folder could not be read (${code ?? 'error'}): its documents were not linted`,
        });
      return;
    }
    if (dirRel === '' && this.walkLog) this.walkLog.root = rootListing(dirents, this.walkLog.own);
    if (dirRel !== '' && this.isNestedRoot(abs, dirents)) {
      this.nested.add(dirRel);
      // Not recorded for --cache: a restored walk would not know the folder is a root.
      if (this.walkLog) this.walkLog.trusted = false;
      return;
    }
    // What the listing already tells: whether this directory has a .gitignore or a CONTROL.md to read.
    if (!this.ignoreStacks.has(dirRel) && !dirents.some((d) => d.name === '.gitignore')) this.ignoreStacks.set(dirRel, this.inheritedStack(dirRel));
    if (!dirents.some((d) => d.name === 'CONTROL.md')) this.homes.set(dirRel, false);
    const scoped = this.ignoreStack(dirRel);
    for (const d of dirents) {
      const rel = dirRel ? `${dirRel}/${d.name}` : d.name;
      const link = d.isSymbolicLink() ? this.linkedFolder(rel, links) : undefined;
      const isDir = d.isDirectory() || link !== undefined;
      if (isDir && SKIP_DIRS.has(d.name)) continue;
      if (this.isIgnored(rel, isDir, scoped)) continue;
      if (link === null || link === LOOP) {
        // A link to a folder that leaves the repository: not walked, and said so where documents
        // live. A loop (a link to a folder being walked already) is not walked again.
        if (this.walkLog) this.walkLog.trusted = false;
        if (link === null && (MAY_HOLD_DOCUMENTS.test(rel) || this.loopHomeAt(dirRel) !== undefined))
          this.walkProblems.set(rel, { message: 'Symbolic link to a folder outside the repository: not walked' });
      } else if (isDir) {
        this.visibleDirs.set(rel, true);
        // A folder reached through a link is walked as git's paths see it (through the link); its stamp is not trusted.
        if (link !== undefined && this.walkLog) this.walkLog.trusted = false;
        this.walk(rel, out, link === undefined ? links : [...links, link]);
      } else out.push(rel);
    }
  }

  /** Whether a walked folder is a root of its own: it holds a wflint config, and is no workflow-document folder. */
  private isNestedRoot(abs: string, dirents: readonly fs.Dirent[]): boolean {
    if (!this.options.nestedRoots || !dirents.some((d) => NESTED_CONFIG_NAMES.has(d.name))) return false;
    return hasConfig(abs) && !isDocumentFolder(abs, this.root);
  }

  /**
   * Why a named file is not linted although its path is a workflow document's: it (or a folder
   * above it) is ignored by a `.gitignore` or the config `ignores`. `undefined` when it is linted.
   */
  ignoredNamedFile(relPath: string): KindDef | undefined {
    if (this.options.noIgnore || this.classified(relPath) || !this.isFile(relPath)) return undefined;
    return new Workspace({ ...this.options, noIgnore: true }).classified(relPath)?.kind;
  }

  /**
   * Where a symbolic link found by the walk leads: `undefined` when not to a folder, the folder's
   * real path when it is inside the repository and not already being walked, `LOOP` when it is
   * (or is above the link), `null` when it leaves the repository.
   */
  private linkedFolder(rel: string, walking: readonly string[]): string | null | undefined {
    const abs = this.absolute(rel);
    if (!fs.statSync(abs, { throwIfNoEntry: false })?.isDirectory()) return undefined;
    const real = realOrUndefined(abs);
    const realRoot = (this.realRoot ??= realOrSelf(this.root));
    if (real === undefined) return null;
    const within = (dir: string, top: string): boolean => dir === top || dir.startsWith(`${top}${path.sep}`);
    if (!within(real, realRoot)) return null;
    // A link to a folder above itself, or to one a link being walked already leads to, loops.
    const here = realOrUndefined(path.dirname(abs)) ?? path.dirname(abs);
    if (within(here, real) || walking.some((w) => within(real, w) || within(w, real))) return LOOP;
    return real;
  }

  private isIgnored(rel: string, isDir: boolean, scoped: IgnoreStack): boolean {
    if (this.options.noIgnore) return false;
    const test = isDir ? `${rel}/` : rel;
    // Asked of every entry a walk meets: a matcher without patterns, or no git patterns in force, is not asked.
    if (this.configIgnore !== undefined && this.configIgnore.ignores(test)) return true;
    if (scoped.length === 0 || keptFromGit(test, this.untracked)) return false;
    for (const { base, ig, above } of scoped) {
      const sub = above ? `${above}/${test}` : base ? test.slice(base.length + 1) : test;
      // Git's patterns: what git tracks stays visible (wflint's own `ignores` above still hide it).
      if (sub && ig.ignores(sub)) {
        if (this.isTracked(rel, isDir)) return false;
        this.stampIndex();
        return true;
      }
    }
    return false;
  }

  /** Classify one visible file: a loop document of the nearest loop home, else by repository pattern. */
  private classify(f: string): void {
    // Classifying a path twice (alone, then in a walk) gives the same entry: only new paths join the order.
    if (this.entries.has(f)) return;
    const home = this.loopHomeAt(parentDir(f) ?? '');
    if (home !== undefined) {
      const inner = home === '' ? f : f.slice(home.length + 1);
      const lm = this.loopMatchers.find((m) => m.match(inner));
      if (lm) {
        this.add({ relPath: f, kind: lm.kind, loopHome: home });
        return;
      }
    }
    const rm = this.repoMatchers.find((m) => m.match(f) && !m.exclude?.(f));
    if (rm) this.add({ relPath: f, kind: rm.kind });
  }

  private add(entry: Entry): void {
    this.generation++;
    this.entries.set(entry.relPath, entry);
    if (this.sorted) this.unsorted.push(entry.relPath);
  }
}

/**
 * The ignore files in force in a folder, outermost first. `base`: the folder (root-relative) a
 * file's patterns are relative to; `above`: for patterns from above the root (git's exclude files,
 * the `.gitignore` files between the top level and a package root), the root's path from there.
 */
type IgnoreStack = ReadonlyArray<{ base: string; ig: Ignore; above?: string }>;

/** The parent directory of a repo-relative path ('' for a top-level one, `undefined` for the root). */
function parentDir(rel: string): string | undefined {
  if (rel === '') return undefined;
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
}

function isLoopControl(raw: string): boolean {
  const { text } = stripBom(raw);
  if (!/loop_home|loop_class|source_sessions/.test(text)) return false;
  // Too big to parse: decide by the key alone (the document itself gets the limit message).
  if (checkDocumentLimits(text, true)) return /^[ \t]*(?:loop_home|loop_class|source_sessions)[ \t]*:/m.test(text);
  // Fast path (discovery reads the CONTROL.md of every directory it walks): a front-matter line
  // `loop_home:` at column 0 is a top-level key (or broken YAML, which is a loop home too, below)
  // and decides it without a YAML or markdown parse. Anything else: full parse.
  const front = /^---[ \t]*\r?\n([^]*?)^---[ \t]*\r?$/m.exec(text);
  if (front && front.index === 0 && /^loop_home[ \t]*:/m.test(front[1]!)) return true;
  // The loop header may be bare `key: value` lines (spec README §2, seed 001:69-73); one that
  // lacks `loop_home` but has the other header keys is a loop home whose header is broken (the
  // file gets the error), never a loop home skipped in silence.
  const root = parseMarkdown(text);
  const data = readData([...readYamlSources(root, text), ...readBareSources(root, text, 'header')].sort((a, b) => a.start - b.start));
  if (data.owners.has('loop_home') || data.owners.has('loop_class') || data.owners.has('source_sessions')) return true;
  // A CONTROL.md whose YAML does not parse is still a loop home: lint it (yaml-syntax), never skip it.
  return data.blocks.some((b) => b.errors.length > 0) && /^[ \t]*loop_home[ \t]*:/m.test(text);
}

const realRoots = new Map<string, string>();
/** What `headerOf` reads of a file first (a task file's header is its first ~300 bytes). */
const HEADER_PREFIX_BYTES = 2048;

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** One file's parse that fails (a stack overflow the limits did not foresee) is that file's problem. */
function parseProblem(error: unknown): FileProblem {
  return { message: error instanceof RangeError ? 'File could not be parsed: it nests too deep for the parser (stack overflow)' : `File could not be parsed: ${(error as Error).message}` };
}

/**
 * Read a file for linting: refuses what cannot be a workflow document (binary, invalid UTF-8,
 * too large, a symlink that leaves the repository) with a precise reason. With `prefix`, at most
 * that many bytes, cut after the last line break they hold (a header needs the top of a file;
 * the checks then cover what was read, and the file's own lint reads and checks it whole).
 */
export function readWorkflowFile(abs: string, root: string, prefix?: number, realDir?: (absDir: string) => string | undefined): string | FileProblem {
  try {
    let realRoot = realRoots.get(root);
    if (realRoot === undefined) realRoots.set(root, (realRoot = fs.realpathSync.native(root)));
    const fd = openInside(abs, realRoot, realDir);
    // Where it leads is not said: the message may be printed where the outside must not show.
    if (fd === undefined) return { message: 'Symbolic link leaves the repository: not read' };
    let buf: Buffer;
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile())
        return { message: `Not a regular file (${stat.isFIFO() ? 'a FIFO' : stat.isSocket() ? 'a socket' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : 'not a file'}): not read` };
      if (stat.size > MAX_FILE_BYTES) return { message: `File is ${stat.size} bytes, over the ${MAX_FILE_BYTES}-byte limit: not linted` };
      const partial = prefix !== undefined && stat.size > prefix;
      buf = Buffer.alloc(partial ? prefix : stat.size);
      let n = 0;
      for (let got = -1; got !== 0 && n < buf.length; n += got) got = fs.readSync(fd, buf, n, buf.length - n, null);
      buf = buf.subarray(0, partial ? buf.lastIndexOf(10, n - 1) + 1 : n);
    } finally {
      fs.closeSync(fd);
    }
    const nul = buf.indexOf(0);
    if (nul !== -1) return { message: `Binary file (NUL byte at offset ${nul}): not linted` };
    let text: string;
    try {
      text = UTF8.decode(buf);
    } catch {
      const bad = firstInvalidUtf8(buf);
      return { message: `Invalid UTF-8 at byte ${bad}: not linted` };
    }
    return text;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM') return { message: 'File is not readable (permission denied)' };
    if (code === 'ENOENT') return { message: 'File does not exist' };
    return { message: `File could not be read (${code ?? 'error'})` };
  }
}

const { O_RDONLY, O_NONBLOCK, O_NOFOLLOW } = fs.constants;

/**
 * Open a file for reading once its real path is inside the repository (`undefined` when it is not).
 * Opened without blocking and checked on the open file by the caller: a FIFO or a device never
 * hangs the run. With a resolver of real folders (memoised by the workspace: an index reads the
 * headers of every task in one folder), the file's folder is resolved once and the file opened
 * with `O_NOFOLLOW` there; a file that is itself a link fails that open and is resolved whole.
 */
function openInside(abs: string, realRoot: string, realDir?: (absDir: string) => string | undefined): number | undefined {
  const isInside = (real: string) => {
    const rel = path.relative(realRoot, real);
    return !(rel.startsWith('..') || path.isAbsolute(rel));
  };
  const dir = realDir && O_NOFOLLOW !== undefined ? realDir(path.dirname(abs)) : undefined;
  if (dir !== undefined && isInside(dir)) {
    try {
      return fs.openSync(`${dir}/${path.basename(abs)}`, O_RDONLY | O_NONBLOCK | O_NOFOLLOW);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOOP') throw error;
    }
  }
  // The native realpath is one system call (the JS one lstats every path component).
  const real = fs.realpathSync.native(abs);
  return isInside(real) ? fs.openSync(real, O_RDONLY | O_NONBLOCK) : undefined;
}

function firstInvalidUtf8(buf: Buffer): number {
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (i + k >= buf.length || (buf[i + k]! & 0xc0) !== 0x80) return i;
    i += need;
  }
  return buf.length;
}

/** A folder's listing as a walk sees it (`d`/`f`/`l` + name), without `own` names, sorted. */
function rootListing(dirents: readonly fs.Dirent[], own: (name: string) => boolean): string[] {
  return dirents
    .filter((d) => !own(d.name))
    .map((d) => `${d.isDirectory() ? 'd' : d.isSymbolicLink() ? 'l' : 'f'}${d.name}`)
    .sort();
}

function realOrUndefined(abs: string): string | undefined {
  // A missing path answers without an exception (a plan names files still to be created; a dangling
  // link or a folder that cannot be entered is missing for both calls).
  if (!fs.existsSync(abs)) return undefined;
  try {
    return fs.realpathSync.native(abs);
  } catch {
    return undefined;
  }
}

/** A root that does not exist (virtual workspaces) resolves lexically. */
const realOrSelf = (abs: string): string => realOrUndefined(abs) ?? abs;
