#!/usr/bin/env node
// Developer aid: print what a doc page's `not-ok` examples produce now (output lines with their
// related locations, the fixed text, each suggestion's text), through `wflint/testing` (needs
// `npm run build`). Usage: node scripts/preview-doc.mjs rules/<id>.md
import path from 'node:path';
import { docPageActual } from '../dist/testing/index.js';
import { getRule } from '../dist/rules/index.js';

const file = process.argv[2];
const rule = getRule(path.basename(file, '.md'));
if (!rule) throw new Error(`${file}: no rule of that id`);
for (const [name, { output, fixed, suggested }] of docPageActual(rule, file)) {
  console.log(`--- not-ok ${name}`);
  for (const line of output) console.log(line);
  if (fixed !== undefined) console.log(`--- fixed ${name}\n${fixed}--- end`);
  for (const s of suggested) console.log(`--- suggested ${name}\n${s}--- end`);
}
