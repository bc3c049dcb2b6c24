/**
 * The lifecycles (fixtures/lifecycles/, format in its README): workflows written from the seeds,
 * replayed step by step in a fresh git repository with the gate asked before every step and each
 * seed rule broken once. Every mismatch is a false error, a missed rule or a wrong gate answer.
 * Each replays in a worker thread through the built package, as many at once as there are cores:
 * `npm test` builds first; `npx vitest run` alone replays whatever `dist/` holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, test } from 'vitest';

const PKG = path.resolve(__dirname, '..');
const DIR = path.join(PKG, 'fixtures', 'lifecycles');
const lifecycles = fs.readdirSync(DIR).filter((d) => fs.existsSync(path.join(DIR, d, 'lifecycle.yaml')));

interface Replayed {
  mismatches: string[];
  steps: number;
}

/** Replays queued as the tests are declared, at most as many at once as there are cores. */
const running: Array<Promise<unknown>> = [];
function replayInWorker(name: string): Promise<Replayed> {
  const slot = running.length >= os.availableParallelism() ? running[running.length - os.availableParallelism()]! : Promise.resolve();
  const replayed = slot.then(
    () =>
      new Promise<Replayed>((resolve, reject) => {
        const worker = new Worker(path.join(__dirname, 'helpers', 'lifecycle-worker.mjs'), { workerData: { pkg: PKG, dir: path.join(DIR, name) } });
        worker.once('message', (m: Replayed) => resolve(m));
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`the replay of ${name} ended (exit ${code}) without a result`)));
      }),
  );
  running.push(replayed.catch(() => undefined));
  return replayed;
}

describe('lifecycles written from the seeds', () => {
  const replays = new Map(lifecycles.map((name) => [name, replayInWorker(name)]));
  for (const name of lifecycles) {
    test(
      name,
      async () => {
        const { mismatches, steps } = await replays.get(name)!;
        expect(steps).toBeGreaterThan(0);
        expect(mismatches).toEqual([]);
      },
      1_500_000,
    );
  }
});
