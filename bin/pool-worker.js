// A worker of the pool (src/core/pool.ts), loaded as the bins load their surface: the bundle with
// its code cache. Each worker compiles the whole engine again, so without the cache every large
// run paid for compiling it twice (1k bench corpus: ~0.5 s of 9 s).
'use strict';
const { load } = require('./load.js');

load('pool-worker', 'core/pool-worker.js');
