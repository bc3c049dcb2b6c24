#!/usr/bin/env node
'use strict';
const { load } = require('./load.js');

// A reader that stops early (`wflint … | head`) closes the pipe: the rest of the output has
// nowhere to go, so it is dropped instead of ending the run on an EPIPE error.
let stdoutClosed = false;
process.stdout.on('error', (e) => {
  if (e.code !== 'EPIPE') throw e;
  stdoutClosed = true;
});

load('wflint', 'cli/main.js').then(async ({ run }) => {
  const code = await run(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (s) => stdoutClosed || process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    env: process.env,
    terminal: { stdout: process.stdout.isTTY === true, stderr: process.stderr.isTTY === true },
  });
  // The run is over (it leaves nothing running): exit once both streams have flushed what it
  // wrote. Left to end by itself, the idle process first lets V8 finish an incremental marking it
  // started, ~9 ms of a ~270 ms gate (BENCHMARKS.md, session 14).
  let pending = 2;
  const flushed = () => --pending === 0 && process.exit(code);
  for (const stream of [process.stdout, process.stderr]) stream.write('', flushed);
});
