/**
 * A worker pool for large runs (`node:worker_threads`). The work is a list of workflow groups in
 * path order; consecutive groups are packed into chunks (a group is never split, so cross-file
 * rules parse what they share once). Each worker builds the same engine from the same options and
 * lints the chunks it is sent; the calling thread only hands out chunks and collects outcomes (and
 * lints what a failed worker left). Outcomes are keyed by group, so the caller can put results back
 * in path order: the output is the single-thread output.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { LintResult } from '../lint/messages.js';
import type { RunOptions } from '../lint/linter.js';
import { PACKAGE_ROOT } from '../lint/schema.js';
import { addTimes } from '../lint/timing.js';

export interface PoolTask {
  group: string;
  members: string[];
}

export interface PoolOutcome {
  group: string;
  results: LintResult[];
  /** The group's reads, encoded (`encodeReads`). */
  reads?: string;
}

/** What a worker needs to build the same engine (`EngineOptions`, structured-cloneable). */
export interface WorkerInit {
  engineOptions: Record<string, unknown>;
  runOptions: RunOptions;
  /** Record reads for the cache. */
  record: boolean;
  /** The run covers many workflow groups (`Engine.expectManyGroups`). */
  manyGroups?: boolean;
  /** Time the rules (`TIMING`): each outcome message carries the worker's times since the last. */
  timing?: boolean;
}

/** Files per worker below which a run uses fewer workers (a worker costs a module load); fewer than two means none. */
export const MIN_FILES_PER_WORKER = 64;
/** Files per chunk sent to a worker (whole groups, so a chunk may be larger). */
const CHUNK_FILES = 24;
/** Chunks queued per worker, so it never waits for the next one. */
const IN_FLIGHT = 2;
/**
 * A worker's old-generation heap limit (MiB). V8 grows a heap it is allowed to grow; with a limit
 * it collects sooner. Lower limits slow the pooled rules (they keep a group's views while it is
 * linted) and no longer lower the peak (BENCHMARKS.md, "Memory over speed"). A group too big for
 * it makes the worker fail, and the calling thread lints that chunk.
 */
const WORKER_HEAP_MB = 384;

/** Worker threads to use for `files` documents: `requested` (1 = none, lint on this thread), else one per core. */
export function workerCount(files: number, requested?: number): number {
  const cores = requested ?? (typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
  const workers = Math.min(cores, Math.floor(files / MIN_FILES_PER_WORKER));
  // One worker alone would only add its start-up to what this thread does by itself.
  return workers >= 2 ? workers : 0;
}

/**
 * The worker script: `bin/pool-worker.js`, which loads the bundled worker with its code cache as
 * the bins do (or the compiled `dist/pool-worker.js` when the bundle is older). Without a
 * build (under a test runner, from `src/`) the worker fails to load and this thread lints.
 */
function workerScript(): string | undefined {
  const file = path.join(PACKAGE_ROOT, 'bin', 'pool-worker.js');
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Chunks cut as they are handed out (guided self-scheduling): whole groups up to `CHUNK_FILES`
 * files while much is left, smaller ones as the queue drains (a share of what is left per worker
 * and chunk in flight), so the workers finish together instead of one waiting on the other's last
 * big chunks.
 */
function chunker(tasks: readonly PoolTask[], workers: number): () => PoolTask[] | undefined {
  let next = 0;
  let left = tasks.reduce((n, t) => n + t.members.length, 0);
  return () => {
    if (next >= tasks.length) return undefined;
    const target = Math.max(1, Math.min(CHUNK_FILES, Math.ceil(left / (workers * IN_FLIGHT * 2))));
    const out: PoolTask[] = [];
    let files = 0;
    while (next < tasks.length && files < target) {
      const t = tasks[next++]!;
      out.push(t);
      files += t.members.length;
    }
    left -= files;
    return out;
  };
}

/**
 * Lint `tasks` on `workers` worker threads. A worker that fails (out of memory, a crash) hands its
 * unfinished chunks back to the calling thread (`local`), so a run never loses files.
 */
export async function runPool(
  tasks: readonly PoolTask[],
  workers: number,
  init: WorkerInit,
  local: (task: PoolTask) => PoolOutcome,
  heapMb = WORKER_HEAP_MB,
  onWorkerOutcome?: (outcome: PoolOutcome) => void,
): Promise<PoolOutcome[]> {
  const nextChunk = chunker(tasks, Math.max(1, workers));
  const script = workers > 0 ? workerScript() : undefined;
  // Loaded here, not with the module: a one-file run or a gate starts no worker (2 ms of its start).
  const { Worker } = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
  const outcomes: PoolOutcome[] = [];
  const orphans: PoolTask[][] = [];
  const take = (): PoolTask[] | undefined => nextChunk() ?? orphans.pop();
  let ids = 0;
  const settled: Array<Promise<void>> = [];
  for (let i = 0; script && i < workers; i++) {
    const worker = new Worker(script, { workerData: init, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    const inflight = new Map<number, PoolTask[]>();
    settled.push(
      new Promise<void>((resolve) => {
        let done = false;
        // Out of work: closed, so it exits as a thread does and may write its code cache (bin/load.js);
        // failed: terminated. Settled once it has exited: the bin ends the process when the run
        // returns, which would cut a closing worker's cache write short.
        const finish = (failed: boolean): void => {
          if (done) return;
          done = true;
          orphans.push(...inflight.values());
          inflight.clear();
          if (failed) void worker.terminate();
          else worker.postMessage({ close: true });
        };
        const feed = (): void => {
          while (inflight.size < IN_FLIGHT) {
            const c = nextChunk();
            if (!c) break;
            const id = ids++;
            inflight.set(id, c);
            worker.postMessage({ id, tasks: c });
          }
          if (inflight.size === 0) finish(false);
        };
        worker.on('message', (m: { type: 'ready' } | { type: 'done'; id: number; outcomes: PoolOutcome[]; times?: Record<string, number> }) => {
          if (m.type === 'done') {
            if (m.times) addTimes(m.times);
            outcomes.push(...m.outcomes);
            for (const o of m.outcomes) onWorkerOutcome?.(o);
            inflight.delete(m.id);
          }
          feed();
        });
        worker.on('error', () => finish(true));
        worker.on('exit', () => {
          finish(true);
          resolve();
        });
      }),
    );
  }
  const runLocal = async (): Promise<void> => {
    for (let c = take(); c; c = take()) {
      for (const t of c) outcomes.push(local(t));
      // Let the workers' messages in between chunks.
      await new Promise((r) => setImmediate(r));
    }
  };
  // Without a built worker script, this thread lints everything.
  if (!script) await runLocal();
  await Promise.all(settled);
  // Chunks of a worker that failed.
  await runLocal();
  return outcomes;
}
