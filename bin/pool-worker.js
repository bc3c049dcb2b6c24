// A worker of the pool (src/core/scale/pool.ts), loaded as the bins load their surface: the bundle with
// its code cache. Each worker compiles the engine for itself; with the cache a worker's start to its
// first message took 86-96 ms instead of 119-149 ms (BENCHMARKS.md).
'use strict';
const { load } = require('./load.js');

load('pool-worker', 'pool-worker.js');
