/**
 * The library API (spec README §8): one engine behind the CLI, the hook, the Action, the
 * language server and the MCP server. `createEngine` → `lint` / `fix` / `gate`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RULES } from './rules/index.js';
import { ConfigError, resolveConfig, type ResolvedConfig, type ResolvedRule } from './core/lint/config.js';
import { hasConfig, isDocumentFolder, loadConfigFile } from './core/project/config-files.js';
import { KINDS, getKind } from './kinds/index.js';
import { Workspace, type FileProblem, type ProjectView, type WalkSnapshot } from './core/project/workspace.js';
import { baseProblem, createGitView, gitTopLevel } from './core/project/git.js';
import { lintDocument, type RunOptions } from './core/lint/linter.js';
import { applyFixPass, MAX_FIX_PASSES, writeFileAtomic, WriteError } from './core/lint/fix.js';
import { summarize, type LintMessage, type LintResult } from './core/lint/messages.js';
import { BOM } from './core/model/text.js';
import type { Level } from './core/lint/rule.js';
import type { WfDocument } from './core/model/document.js';
import { loadSchema } from './core/lint/schema.js';
import { groupTargets } from './core/scale/groups.js';
import { Digests, encodeReads, recordRead, recordingView, type Read } from './core/scale/cache.js';
import type { WorkspaceView } from './core/lint/workspace-view.js';

export interface EngineOptions {
  /** Working directory paths are resolved against (default `process.cwd()`). */
  cwd?: string;
  /** Repository root (default: see `findRoot`, starting from `rootHint` or `cwd`). */
  root?: string;
  /** Where to start looking for the root (the CLI passes the first linted path). */
  rootHint?: string;
  /** `--config FILE`. */
  configFile?: string;
  /** `--rule id:level`. */
  ruleOverrides?: Record<string, Level>;
  /** `--base REV` for git-aware rules (default `HEAD`); `false` turns git facts off. */
  base?: string | false;
  /** Today's date for fixes that write dates (default: local date, or `WFLINT_TODAY`). */
  today?: string;
  /** In-memory texts by repo-relative path (editors, stdin). */
  overrides?: ReadonlyMap<string, string>;
  /**
   * In-memory texts by absolute path (stdin, staged texts, editors): the engine makes them
   * relative to the root it decides, so a surface never guesses the root (a config in a sub-folder
   * makes the root differ from the git top level). Texts outside the root are ignored.
   */
  texts?: ReadonlyMap<string, string>;
  /** `--ignore-pattern`: more gitignore-style patterns, after the config's `ignores`. */
  ignorePatterns?: readonly string[];
  /** `--no-ignore`: `.gitignore` files and ignore patterns hide nothing. */
  noIgnore?: boolean;
  /**
   * Whether a JavaScript config (`wflint.config.mjs`) may run (default true; it runs only at the
   * repository's top level or named with `configFile`). The language server passes false until
   * the editor trusts the workspace.
   */
  trustCode?: boolean;
  /** Milliseconds each file may take to parse and lint before it gets a fatal message (default `FILE_BUDGET_MS`). */
  fileBudgetMs?: number;
}

export interface FixOptions {
  /** Write the fixed files (default true). `false` is `--fix-dry-run`. */
  write?: boolean;
  /**
   * `--fix-rule id`: only these rules' fixes apply, and for them a message's single suggestion
   * is applied too (suggestions are never applied by plain `--fix`).
   */
  rules?: ReadonlySet<string>;
}

export interface FileChange {
  relPath: string;
  filePath: string;
  before: string;
  after: string;
}

export interface FixOutcome {
  /** Results of the fixed texts (what remains). */
  results: LintResult[];
  /** Files whose text the fixes changed (written unless `write: false`). */
  changes: FileChange[];
}

/** Milliseconds one file may take to parse and lint (README "Limits"). */
export const FILE_BUDGET_MS = 10_000;

/** A failure on one file, as its fatal message (the name and message of the error, no stack). */
function failureMessage(error: unknown): string {
  if (error instanceof RangeError && /call stack/i.test(error.message)) return 'File could not be linted: it nests too deep for the parser (stack overflow)';
  return `File could not be linted: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
}

function problemMessage(problem: FileProblem): LintMessage {
  return { ruleId: null, severity: 2, fatal: true, message: problem.message, line: problem.line ?? 1, column: problem.column ?? 1, endLine: problem.line ?? 1, endColumn: problem.column ?? 1 };
}

export class Engine {
  /** A JavaScript config that was not run (`trustCode: false`): the language server says so. */
  skippedConfig?: string;
  /** Milliseconds each file may take (`EngineOptions.fileBudgetMs`). */
  fileBudgetMs = FILE_BUDGET_MS;

  constructor(
    private readonly workspace: Workspace,
    readonly config: ResolvedConfig,
    readonly cwd: string,
  ) {}

  get root(): string {
    return this.workspace.root;
  }

  /** The project as the rules see it, and what each path is (read only: texts change through `setText`). */
  get view(): ProjectView {
    return this.workspace;
  }

  /** Lint a file with this text instead of the disk's (an editor buffer, stdin, a staged version). */
  setText(relPath: string, text: string): void {
    this.workspace.setText(relPath, text);
  }

  /** The run covers many workflow groups: git lists the whole repository at once (`GitView.wholeRepository`). */
  expectManyGroups(): void {
    this.workspace.git?.wholeRepository?.();
  }

  /** A recorder of the digests of what the rules read (`--cache`, `core/scale/cache.ts`). */
  digests(): Digests {
    return new Digests(this.workspace);
  }

  /** `--cache`: record the stamps of what the repository walk reads (`own`: the cache's own files, never stamped). */
  recordWalk(own: (name: string) => boolean): void {
    this.workspace.recordWalk(own);
  }

  /** `--cache`: take a recorded walk instead of walking, when it still holds; whether it did. */
  restoreWalk(snapshot: WalkSnapshot | undefined, own: (name: string) => boolean): boolean {
    return this.workspace.restoreWalk(snapshot, own);
  }

  /** `--cache`: the walk to store, when this engine recorded or restored one it can trust. */
  walkSnapshot(): WalkSnapshot | undefined {
    return this.workspace.walkSnapshot();
  }

  /**
   * The folders below this root that hold their own config (monorepo packages) which the walks
   * under `paths` met (absolute; default: under the whole root). `engineRuns` lints each of them
   * with an engine of its own; this engine's targets leave them out.
   */
  nestedRoots(paths: readonly string[] = []): string[] {
    const dirs = paths.length ? paths.flatMap((p) => this.workspace.relative(path.resolve(this.cwd, p)) ?? []) : [''];
    return this.workspace.nestedRootsUnder(dirs);
  }

  /** Workflow documents under the paths (default: the whole repository). */
  targets(paths: readonly string[] = []): string[] {
    return this.workspace.targets(paths.length ? paths.map((p) => path.resolve(this.cwd, p)) : [this.root]);
  }

  /**
   * Named files that would be workflow documents but are ignored (`.gitignore`, config `ignores`,
   * `--ignore-pattern`): the CLI warns about them as ESLint does, instead of linting nothing quietly.
   */
  ignoredAmong(paths: readonly string[]): string[] {
    const out: string[] = [];
    for (const p of paths) {
      const rel = this.workspace.relative(path.resolve(this.cwd, p));
      if (rel !== undefined && rel !== '' && this.workspace.ignoredNamedFile(rel)) out.push(rel);
    }
    return out;
  }

  /**
   * The documents whose findings depend on a document's text, besides itself: a task file's
   * index, every document of a loop home or of a harness session (repo-relative). A pre-commit run
   * on a staged task file lints its index too, so index drift cannot be committed.
   */
  dependentsOf(relPath: string): string[] {
    return this.workspace.kindOf(relPath)?.dependsOn?.(relPath, this.workspace) ?? [];
  }

  /** Lint one document (repo-relative path). */
  lintFile(relPath: string, opts: RunOptions = {}): LintResult {
    return this.lintWith(relPath, opts, this.workspace);
  }

  /**
   * Lint one file within its time budget. Whatever goes wrong on one file (a parser's stack
   * overflow, a bug) is a fatal message on that file: the run goes on with the others.
   */
  private lintWith(relPath: string, opts: RunOptions, view: WorkspaceView): LintResult {
    const abs = this.workspace.absolute(relPath);
    const budgetMs = this.fileBudgetMs;
    try {
      const deadline = performance.now() + budgetMs;
      const loaded = this.workspace.loadWhole(relPath);
      if (!('kind' in loaded)) return summarize(abs, relPath, [problemMessage(loaded)]);
      const messages = lintDocument(loaded, view, this.config.rules, this.config.settings, { deadline, budgetMs, registry: this.config.registry, ...opts });
      return summarize(abs, relPath, messages, loaded.kind.id);
    } catch (error) {
      return summarize(abs, relPath, [problemMessage({ message: failureMessage(error) })]);
    }
  }

  lint(paths: readonly string[] = [], opts: RunOptions = {}): LintResult[] {
    return this.lintTargets(this.targets(paths), opts);
  }

  /**
   * Lint documents one workflow group at a time (`core/scale/groups.ts`), releasing the parses between
   * groups so memory stays bounded on large repositories; results in the order of `targets`.
   */
  lintTargets(targets: readonly string[], opts: RunOptions = {}): LintResult[] {
    const byPath = new Map<string, LintResult>();
    for (const members of groupTargets(targets, (rel) => this.workspace.groupOf(rel)).values()) {
      for (const r of this.lintGroup(members, opts).results) byPath.set(r.relPath, r);
    }
    return targets.map((rel) => byPath.get(rel)!);
  }

  /**
   * Lint the members of one workflow group, then release the parses. With `digests` (`--cache`),
   * also return what the rules read, each with a digest of the answer (`core/scale/cache.ts`).
   */
  lintGroup(members: readonly string[], opts: RunOptions = {}, digests?: Digests): { results: LintResult[]; reads?: string } {
    const reads = digests ? new Map<string, Read>() : undefined;
    const view = digests && reads ? recordingView(this.workspace, digests, reads) : this.workspace;
    const results = members.map((rel) => {
      if (digests && reads) recordRead(reads, digests, 'doc', rel);
      return this.lintWith(rel, opts, view);
    });
    this.workspace.releaseParses();
    // Encoded here: one string per group crosses from a worker and waits for the cache file.
    return reads ? { results, reads: encodeReads([...reads.values()]) } : { results };
  }

  /** A parsed document (editors, gate). */
  document(relPath: string): WfDocument | undefined {
    return this.workspace.document(relPath);
  }

  /**
   * Fix to a fixed point across the workspace (cross-file fixes see the other files' fixed
   * texts), then write each changed file atomically. A file that cannot be written gets a fatal
   * message and keeps its old text; the others are still written.
   */
  fix(paths: readonly string[] = [], opts: FixOptions = {}): FixOutcome {
    const targets = this.targets(paths);
    // The fixes are computed on in-memory texts; afterwards the engine sees what it saw before
    // (its own in-memory texts, else the files as they now are on disk): a dry run changes nothing.
    const held = new Map(targets.filter((rel) => this.workspace.isOverridden(rel)).map((rel) => [rel, this.workspace.rawText(rel)] as const));
    const original = new Map<string, string>();
    for (const rel of targets) {
      // The text the fixes are computed from; if the file changes on disk meanwhile, the write refuses.
      const raw = this.workspace.textAsRead(rel);
      if (typeof raw === 'string') original.set(rel, raw);
    }
    const seen = new Map<string, Set<string>>();
    const settled = new Set<string>();
    for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
      let changed = false;
      for (const rel of targets) {
        if (settled.has(rel)) continue;
        let doc: WfDocument | undefined;
        let messages: LintMessage[];
        try {
          doc = this.workspace.document(rel);
          if (!doc) continue;
          messages = lintDocument(doc, this.workspace, this.config.rules, this.config.settings, {
            deadline: performance.now() + this.fileBudgetMs,
            budgetMs: this.fileBudgetMs,
            registry: this.config.registry,
          });
        } catch {
          // Not fixed: the lint below gives the file its fatal message.
          settled.add(rel);
          continue;
        }
        if (opts.rules) {
          messages = messages.filter((m) => m.ruleId !== null && opts.rules!.has(m.ruleId)).map((m) => (m.fix || m.suggestions?.length !== 1 ? m : { ...m, fix: m.suggestions[0]!.fix }));
        }
        const { output, applied } = applyFixPass(doc.text, messages);
        if (applied.length === 0) continue;
        const history = seen.get(rel) ?? new Set([doc.text]);
        seen.set(rel, history);
        // A text seen before means the fixes cycle: keep it and stop fixing this file.
        if (history.has(output)) settled.add(rel);
        history.add(output);
        this.workspace.setText(rel, (doc.bom ? BOM : '') + output);
        changed = true;
      }
      if (!changed) break;
    }
    const changes: FileChange[] = [];
    const writeErrors = new Map<string, string>();
    for (const rel of targets) {
      const before = original.get(rel);
      const after = this.workspace.rawText(rel);
      if (before === undefined || typeof after !== 'string' || after === before) continue;
      const filePath = this.workspace.absolute(rel);
      changes.push({ relPath: rel, filePath, before, after });
      if (opts.write === false) continue;
      try {
        writeFileAtomic(filePath, after, before);
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        writeErrors.set(rel, error.message);
      }
    }
    const results = targets.map((rel) => {
      const r = this.lintFile(rel);
      const written = changes.find((c) => c.relPath === rel);
      if (written) r.output = written.after;
      const err = writeErrors.get(rel);
      if (err) {
        r.messages.unshift(problemMessage({ message: err }));
        Object.assign(r, summarize(r.filePath, r.relPath, r.messages, r.kind), { output: undefined });
      }
      return r;
    });
    for (const rel of targets) {
      const before = held.get(rel);
      if (typeof before === 'string') this.workspace.setText(rel, before);
      else this.workspace.dropText(rel);
    }
    return { results, changes: changes.filter((c) => !writeErrors.has(c.relPath)) };
  }
}

/**
 * The repository root: the nearest directory at or above `start` (up to the git top level) that
 * holds a wflint config (`wflint.config.*`, or `"wflint"` in package.json) and is not inside a
 * workflow-document folder (`isDocumentFolder`: a config there is never loaded); else the git top
 * level; else `outside` when given (the working directory a path outside any repository was named
 * from), else the directory of `start`. Paths in workflow documents resolve against it.
 */
export function findRoot(start: string, outside?: string): string {
  const from = fs.existsSync(start) && !fs.statSync(start).isDirectory() ? path.dirname(start) : start;
  let dir = from;
  const top = gitTopLevel(dir);
  for (;;) {
    if (hasConfig(dir) && !isDocumentFolder(dir, top)) return dir;
    const parent = path.dirname(dir);
    if (dir === top || parent === dir) break;
    dir = parent;
  }
  // Outside any repository: where the path was named from, else its directory (never a file).
  return top ?? outside ?? from;
}

/** Build an engine: find the root, load and validate the config, set up git facts. */
export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const hint = options.rootHint ? path.resolve(cwd, options.rootHint) : cwd;
  const inCwd = !path.relative(cwd, hint).startsWith('..') && !path.isAbsolute(path.relative(cwd, hint));
  const root = path.resolve(options.root ?? findRoot(hint, inCwd ? cwd : undefined));
  const top = gitTopLevel(root);
  const { file, sources, config, skipped } = await loadConfigFile(root, options.configFile ? path.resolve(cwd, options.configFile) : undefined, {
    ...(top ? { top } : {}),
    ...(options.trustCode === false ? { trustCode: false } : {}),
  });
  const resolved = resolveConfig(
    config,
    { rules: RULES, kinds: KINDS },
    {
      ...(file ? { file } : {}),
      ...(options.ruleOverrides ? { ruleOverrides: options.ruleOverrides } : {}),
      ...(options.today ? { settings: { today: options.today } } : {}),
    },
  );
  if (sources) resolved.sources = sources;
  for (const [kind, version] of Object.entries(resolved.kindVersions)) {
    const def = getKind(kind);
    const schemaVersion = def?.schema ? loadSchema(def.schema)['x-wflint-version'] : undefined;
    if (schemaVersion !== undefined && schemaVersion !== version) {
      throw new ConfigError(`${file ?? 'config'}: kind \`${kind}\` is pinned to version \`${version}\`, but this wflint reads version \`${schemaVersion}\``);
    }
  }
  if (typeof options.base === 'string') {
    const problem = baseProblem(root, options.base);
    if (problem) throw new ConfigError(problem);
  }
  const git = options.base === false ? undefined : createGitView(root, options.base ?? 'HEAD');
  const workspace = new Workspace({
    root,
    kinds: KINDS,
    disabledKinds: resolved.disabledKinds,
    extraPatterns: resolved.extraPatterns,
    ignores: [...resolved.ignores, ...(options.ignorePatterns ?? [])],
    ...(options.noIgnore ? { noIgnore: true } : {}),
    // An explicit config file is the run's only config (ESLint's --config): no package's own counts.
    ...(options.configFile ? {} : { nestedRoots: true }),
    ...(git ? { git } : {}),
    ...(options.overrides || options.texts ? { overrides: overridesOf(root, options) } : {}),
  });
  const engine = new Engine(workspace, resolved, cwd);
  if (skipped) engine.skippedConfig = skipped;
  if (options.fileBudgetMs !== undefined) engine.fileBudgetMs = options.fileBudgetMs;
  return engine;
}

/** One engine of a run and what it lints (`null`: nothing, as `--staged` with nothing staged). */
export interface EngineRun {
  engine: Engine;
  paths: string[] | null;
  /** The options the engine was built with (worker threads build the same engine from them). */
  options: EngineOptions;
}

/** A glob or a `!`-exclusion among the paths of a run (matched against each engine's documents). */
export const isPathPattern = (p: string): boolean => /[*?[\]{}]/.test(p) || p.startsWith('!');

/**
 * The engines one run needs, one per root (spec README §7), for every surface. Named paths are
 * grouped by the root each belongs to (the nearest folder with a wflint config, up to the git top
 * level); a folder below a root that holds its own config (a monorepo package) is linted by an
 * engine of its own under that config, once it is met. Nothing is dropped and nothing is linted
 * twice. Globs and exclusions stay with the working directory's root, and go to each package's
 * engine too (they are matched against its documents). With `root` or `configFile` given, or
 * `oneGroup` (standard input: its path never makes a root outside the repository), the named
 * paths are one group.
 */
export async function* engineRuns(paths: readonly string[] | null, options: EngineOptions = {}, run: { oneGroup?: boolean } = {}): AsyncGenerator<EngineRun, void, undefined> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const queue = rootGroups(paths, cwd, options, run.oneGroup === true);
  const seen = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const engine = await createEngine(next.options);
    if (seen.has(engine.root)) continue;
    seen.add(engine.root);
    yield { engine, paths: next.paths, options: next.options };
    if (next.paths === null) continue;
    const patterns = next.paths.some(isPathPattern);
    for (const nested of engine.nestedRoots(patterns ? [] : next.paths)) {
      if (!seen.has(nested)) queue.push({ options: { ...next.options, root: nested }, paths: patterns ? next.paths : [nested] });
    }
  }
}

/** Named plain paths grouped by root (several packages named in one run), each with its engine's options; anything else is one group. */
function rootGroups(paths: readonly string[] | null, cwd: string, options: EngineOptions, oneGroup: boolean): Array<{ options: EngineOptions; paths: string[] | null }> {
  if (paths === null || oneGroup || options.root || options.configFile || paths.length === 0 || paths.some(isPathPattern)) return [{ options, paths: paths && [...paths] }];
  const groups = new Map<string, string[]>();
  for (const p of paths) {
    const root = findRoot(path.resolve(cwd, p));
    groups.set(root, [...(groups.get(root) ?? []), p]);
  }
  return [...groups].map(([rootHint, group]) => ({ options: { ...options, rootHint }, paths: group }));
}

/** The rules on in any of a run's engines, each once (what the reporters describe: SARIF descriptors, JUnit cases). */
export function rulesOfRun(engines: readonly Engine[]): ResolvedRule[] {
  const byId = new Map<string, ResolvedRule>();
  for (const e of engines) for (const r of e.config.rules) if (!byId.has(r.rule.id)) byId.set(r.rule.id, r);
  return [...byId.values()];
}

/** Results with paths relative to `top` (the git top level), whatever root each engine had. */
export function repoRelative(results: readonly LintResult[], top: string): LintResult[] {
  return results.map((r) => ({ ...r, relPath: path.relative(top, r.filePath).split(path.sep).join('/') }));
}

/** `overrides` and `texts` (absolute paths) as one map of root-relative paths. */
function overridesOf(root: string, options: EngineOptions): Map<string, string> {
  const out = new Map(options.overrides ?? []);
  for (const [abs, text] of options.texts ?? []) {
    const rel = path.relative(root, abs);
    if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)) out.set(rel.split(path.sep).join('/'), text);
  }
  return out;
}

export { ConfigError };
