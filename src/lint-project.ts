/**
 * Linting a whole project fast: workflow groups in path order, `--shard i/n`, `--cache`,
 * and a worker pool for large runs. The output is exactly `engine.lint(paths)` restricted to the
 * shard: the same results in the same order, whatever the cache, shard and thread count.
 */
import type { Engine, EngineOptions } from './engine.js';
import type { LintResult } from './core/lint/messages.js';
import type { RunOptions } from './core/lint/linter.js';
import { groupTargets, shardOfGroup, type Shard } from './core/scale/groups.js';
import { cacheKey, isCacheFile, LintCache, type Digests } from './core/scale/cache.js';
import { runPool, workerCount, type PoolOutcome, type PoolTask } from './core/scale/pool.js';
import { FOLDERS_ONE_BY_ONE } from './core/project/git.js';
import { timingOn } from './core/lint/timing.js';

export interface ProjectLintOptions {
  /** Reuse and update `.wflint-cache` at the root. */
  cache?: boolean;
  /** `--cache-location`: the cache file, or a folder for one file per root (`cacheFile`). */
  cacheLocation?: string;
  /** Lint only the workflow groups of this shard. */
  shard?: Shard;
  /** Threads to use (1 = this thread only); default: one per core for large runs. */
  threads?: number;
  /** The options the engine was built with (workers build the same engine from them). */
  engineOptions?: EngineOptions;
  /** The wflint version (part of the cache key). */
  version?: string;
  runOptions?: RunOptions;
  /** Filled in with what the run did (tests, benchmarks). */
  stats?: ProjectLintStats;
  /** Called as files are linted: how many of how many (the CLI's progress line). */
  onProgress?: (done: number, total: number) => void;
}

export interface ProjectLintStats {
  /** Groups covered (after the shard cut). */
  groups: number;
  /** Groups and files whose cached results were reused. */
  cachedGroups: number;
  cachedFiles: number;
  /** Files linted in this run, and how many of them by worker threads. */
  lintedFiles: number;
  workerFiles: number;
  workers: number;
  /** Whether the last walk of the repository was reused from the cache (nothing moved). */
  walkReused: boolean;
  /** Parts the workers were sent (a big group is linted in several). */
  parts?: number;
}

/** The groups (path order) a run covers: the targets under `paths`, cut to the shard. */
export function projectGroups(engine: Engine, paths: readonly string[], shard?: Shard): PoolTask[] {
  const groups = groupTargets(engine.targets(paths), (rel) => engine.view.groupOf(rel));
  const tasks: PoolTask[] = [];
  for (const [group, members] of groups) if (!shard || shardOfGroup(group, shard.count) === shard.index) tasks.push({ group, members });
  return tasks;
}

/**
 * A workflow group larger than this is linted in parts when the run has workers: the per-file
 * rules of a big `.agents/state/` or loop home are independent per document (the cross-file ones
 * read what they need through the workspace of whoever lints the part), so one group uses every
 * core, and each file's result is the one it gets on one thread.
 */
export const GROUP_PART_FILES = 32;

function splitGroups(tasks: readonly PoolTask[]): PoolTask[] {
  return tasks.flatMap((t) => {
    if (t.members.length <= GROUP_PART_FILES) return [t];
    const parts: PoolTask[] = [];
    for (let i = 0; i < t.members.length; i += GROUP_PART_FILES) parts.push({ group: t.group, members: t.members.slice(i, i + GROUP_PART_FILES) });
    return parts;
  });
}

export async function lintProject(engine: Engine, paths: readonly string[], opts: ProjectLintOptions = {}): Promise<LintResult[]> {
  const cache = opts.cache ? LintCache.at(engine.root, cacheKey(opts.version ?? '', engine.config, engine.root, opts.engineOptions?.base), opts.cacheLocation) : undefined;
  // With the cache, the last walk stands if no folder moved; else this run's walk is recorded.
  const walkReused = cache !== undefined && engine.restoreWalk(cache.walk, isCacheFile);
  if (cache && !walkReused) engine.recordWalk(isCacheFile);
  const tasks = projectGroups(engine, paths, opts.shard);
  const runOptions = opts.runOptions ?? {};
  const byPath = new Map<string, LintResult>();
  let todo = tasks;
  let digests: Digests | undefined;
  if (cache) {
    digests = engine.digests();
    todo = [];
    for (const t of tasks) {
      const hit = cache.lookup(t.group, t.members, digests, (rel) => engine.view.absolute(rel));
      if (hit) for (const r of hit) byPath.set(r.relPath, r);
      else todo.push(t);
    }
  }
  const files = todo.reduce((n, t) => n + t.members.length, 0);
  const workers = workerCount(files, opts.threads);
  // A run over more groups than git lists folder by folder gets the whole-repository listing anyway: at once, then.
  const manyGroups = todo.length > FOLDERS_ONE_BY_ONE;
  if (manyGroups) engine.expectManyGroups();
  const local = (t: PoolTask): PoolOutcome => ({ group: t.group, ...engine.lintGroup(t.members, runOptions, digests) });
  let done = 0;
  const progress = (o: PoolOutcome): void => opts.onProgress?.((done += o.results.length), files);
  let localFiles = 0;
  // This thread's outcomes report progress here; the workers' as they arrive (`runPool`).
  const counted = (t: PoolTask): PoolOutcome => {
    localFiles += t.members.length;
    const o = local(t);
    progress(o);
    return o;
  };
  const parts = workers > 0 ? splitGroups(todo) : todo;
  const outcomes =
    workers > 0
      ? await runPool(
          parts,
          workers,
          {
            engineOptions: { ...opts.engineOptions, root: engine.root, cwd: engine.cwd, today: engine.config.settings.today },
            runOptions,
            record: cache !== undefined,
            ...(manyGroups ? { manyGroups } : {}),
            ...(timingOn() ? { timing: true } : {}),
          },
          counted,
          undefined,
          progress,
        )
      : todo.map(counted);
  if (opts.stats) {
    const cachedFiles = tasks.reduce((n, t) => n + t.members.length, 0) - files;
    Object.assign(opts.stats, {
      groups: tasks.length,
      cachedGroups: tasks.length - todo.length,
      cachedFiles,
      lintedFiles: files,
      workerFiles: files - localFiles,
      workers,
      walkReused,
      parts: parts.length,
    });
  }
  // A group linted in parts is stored once, with the reads and results of all its parts.
  const byGroup = new Map<string, { reads: string[]; results: LintResult[] }>();
  for (const o of outcomes) {
    for (const r of o.results) byPath.set(r.relPath, r);
    if (!cache || o.reads === undefined) continue;
    const g = byGroup.get(o.group) ?? { reads: [], results: [] };
    if (o.reads) g.reads.push(o.reads);
    g.results.push(...o.results);
    byGroup.set(o.group, g);
  }
  if (cache) for (const [group, g] of byGroup) cache.store(group, g.reads.join('\n'), g.results);
  if (cache) {
    // The groups that still exist, asked only when the file is written.
    let live: Set<string> | undefined;
    cache.save((g) => (live ??= new Set(engine.view.allPaths().map((rel) => engine.view.groupOf(rel)))).has(g), engine.walkSnapshot());
  }
  // Path order, as `engine.lint` (groups may interleave: a checkpoint tree inside a loop home).
  return [...byPath.keys()].sort().map((rel) => byPath.get(rel)!);
}
