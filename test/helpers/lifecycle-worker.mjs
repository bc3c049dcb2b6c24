// Replays one lifecycle in a worker thread, through the built package (dist/), outside the test
// runner's module loader (three fifths of the time under it): test/lifecycles.test.ts.
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { replay } from '../../scripts/lifecycle.mjs';

const api = await import(pathToFileURL(path.join(workerData.pkg, 'dist', 'index.js')).href);
parentPort.postMessage(await replay(workerData.dir, api));
