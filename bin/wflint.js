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
  process.exitCode = await run(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (s) => stdoutClosed || process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    env: process.env,
    terminal: { stdout: process.stdout.isTTY === true, stderr: process.stderr.isTTY === true },
  });
});
