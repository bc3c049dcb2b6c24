/** A pool worker (`core/scale/pool.ts`): builds the engine once, lints the chunks it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine } from './engine.js';
import type { PoolOutcome, PoolTask, WorkerInit } from './core/scale/pool.js';
import { startTiming, takeTimes } from './core/lint/timing.js';

// No top-level await: the bundled worker is a CommonJS file (see scripts/bundle.mjs).
async function serve(init: WorkerInit): Promise<void> {
  if (init.timing) startTiming();
  const engine = await createEngine(init.engineOptions);
  if (init.manyGroups) engine.expectManyGroups();
  const digests = init.record ? engine.digests() : undefined;
  const port = parentPort!;
  port.on('message', (m: { id: number; tasks: PoolTask[] } | { close: true }) => {
    // Closing the port empties the event loop: the thread ends as a thread does (exit handlers run).
    if ('close' in m) return port.close();
    const outcomes: PoolOutcome[] = m.tasks.map((t) => ({ group: t.group, ...engine.lintGroup(t.members, init.runOptions, digests) }));
    port.postMessage({ type: 'done', id: m.id, outcomes, ...(init.timing ? { times: takeTimes() } : {}) });
  });
  port.postMessage({ type: 'ready' });
}

void serve(workerData as WorkerInit);
