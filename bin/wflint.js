#!/usr/bin/env node
import { entry } from './entry.js';

const { run } = await import(entry('wflint', 'cli/main.js'));
const code = await run(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  env: process.env,
});
process.exitCode = code;
