#!/usr/bin/env node
'use strict';
const { load } = require('./load.js');

load('wflint', 'cli/main.js').then(async ({ run }) => {
  process.exitCode = await run(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    env: process.env,
  });
});
