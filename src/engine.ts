/**
 * The library API (spec README §8): one engine behind the CLI, the hook, the Action, the
 * language server and the MCP server. `createEngine` → `lint` / `fix` / `gate`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RULES } from './rules/index.js';
import { ConfigError, hasConfig, loadConfigFile, resolveConfig, type ResolvedConfig } from './core/config.js';
import { Workspace, type FileProblem } from './core/workspace.js';
import { createGitView, gitTopLevel } from './core/git.js';
import { lintDocument, type RunOptions } from './core/linter.js';
import { applyFixPass, MAX_FIX_PASSES, writeFileAtomic, WriteError } from './core/fix.js';
import { summarize, type LintMessage, type LintResult } from './core/messages.js';
import { BOM } from './core/text.js';
import type { Level } from './core/rule.js';
import type { WfDocument } from './core/document.js';
import { loadSchema } from './core/schema.js';
import { groupTargets } from './core/groups.js';
import { encodeReads, recordRead, recordingView, type Digests, type Read } from './core/cache.js';
import type { WorkspaceView } from './core/workspace-view.js';

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

function problemMessage(problem: FileProblem): LintMessage {
  return { ruleId: null, severity: 2, fatal: true, message: problem.message, line: problem.line ?? 1, column: problem.column ?? 1, endLine: problem.line ?? 1, endColumn: problem.column ?? 1 };
}

export class Engine {
  constructor(
    readonly workspace: Workspace,
    readonly config: ResolvedConfig,
    readonly cwd: string,
  ) {}

  get root(): string {
    return this.workspace.root;
  }

  /** Workflow documents under the paths (default: the whole repository). */
  targets(paths: readonly string[] = []): string[] {
    return this.workspace.targets(paths.length ? paths.map((p) => path.resolve(this.cwd, p)) : [this.root]);
  }

  /** Lint one document (repo-relative path). */
  lintFile(relPath: string, opts: RunOptions = {}): LintResult {
    return this.lintWith(relPath, opts, this.workspace);
  }

  private lintWith(relPath: string, opts: RunOptions, view: WorkspaceView): LintResult {
    const abs = this.workspace.absolute(relPath);
    const loaded = this.workspace.load(relPath);
    if (!('kind' in loaded)) return summarize(abs, relPath, [problemMessage(loaded)]);
    const messages = lintDocument(loaded, view, this.config.rules, this.config.settings, opts);
    return summarize(abs, relPath, messages, loaded.kind.id);
  }

  lint(paths: readonly string[] = [], opts: RunOptions = {}): LintResult[] {
    return this.lintTargets(this.targets(paths), opts);
  }

  /**
   * Lint documents one workflow group at a time (`core/groups.ts`), releasing the parses between
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
   * also return what the rules read, each with a digest of the answer (`core/cache.ts`).
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
        const doc = this.workspace.document(rel);
        if (!doc) continue;
        let messages = lintDocument(doc, this.workspace, this.config.rules, this.config.settings);
        if (opts.rules) {
          messages = messages
            .filter((m) => m.ruleId !== null && opts.rules!.has(m.ruleId))
            .map((m) => (m.fix || m.suggestions?.length !== 1 ? m : { ...m, fix: m.suggestions[0]!.fix }));
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
    return { results, changes: changes.filter((c) => !writeErrors.has(c.relPath)) };
  }
}

/**
 * The repository root: the nearest directory at or above `start` (up to the git top level) that
 * holds a wflint config (`wflint.config.*`, or `"wflint"` in package.json); else the git top level;
 * else `start`. Paths in workflow documents resolve against it.
 */
export function findRoot(start: string): string {
  let dir = fs.existsSync(start) && !fs.statSync(start).isDirectory() ? path.dirname(start) : start;
  // Outside git and without a config, the folder to start from (never a file: `wflint gate <file>`).
  const first = dir;
  const top = gitTopLevel(dir);
  for (;;) {
    if (hasConfig(dir)) return dir;
    const parent = path.dirname(dir);
    if (dir === top || parent === dir) break;
    dir = parent;
  }
  return top ?? first;
}

/** Build an engine: find the root, load and validate the config, set up git facts. */
export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const root = path.resolve(options.root ?? findRoot(options.rootHint ? path.resolve(cwd, options.rootHint) : cwd));
  const { file, config } = await loadConfigFile(root, options.configFile ? path.resolve(cwd, options.configFile) : undefined);
  const resolved = resolveConfig(config, RULES, {
    ...(file ? { file } : {}),
    ...(options.ruleOverrides ? { ruleOverrides: options.ruleOverrides } : {}),
    ...(options.today ? { settings: { today: options.today } } : {}),
  });
  for (const [kind, version] of Object.entries(resolved.kindVersions)) {
    const def = (await import('./kinds/index.js')).getKind(kind);
    const schemaVersion = def?.schema ? loadSchema(def.schema)['x-wflint-version'] : undefined;
    if (schemaVersion !== undefined && schemaVersion !== version) {
      throw new ConfigError(`${file ?? 'config'}: kind \`${kind}\` is pinned to version \`${version}\`, but this wflint reads version \`${schemaVersion}\``);
    }
  }
  const git = options.base === false ? undefined : createGitView(root, options.base ?? 'HEAD');
  const workspace = new Workspace({
    root,
    disabledKinds: resolved.disabledKinds,
    extraPatterns: resolved.extraPatterns,
    ignores: resolved.ignores,
    ...(git ? { git } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  return new Engine(workspace, resolved, cwd);
}

export { ConfigError };
