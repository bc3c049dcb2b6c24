#!/usr/bin/env node
// Developer aid: rewrite a doc page's `output` and `fixed` blocks with what the examples produce
// now (needs `npm run build`). Review the diff by hand before committing: the page is the test.
// Usage: node scripts/fill-doc.mjs rules/<id>.md
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const file = process.argv[2];
const preview = execFileSync(process.execPath, [new URL('./preview-doc.mjs', import.meta.url).pathname, file], { encoding: 'utf8' });
const outputs = new Map();
const fixed = new Map();
let current;
let mode;
for (const line of preview.split('\n')) {
  const m = /^--- (ok|not-ok|fixed) (.+)$/.exec(line);
  if (m) {
    mode = m[1];
    current = m[2];
    if (mode === 'not-ok') outputs.set(current, []);
    if (mode === 'fixed') fixed.set(current, []);
    continue;
  }
  if (line === '--- end') {
    mode = undefined;
    continue;
  }
  if (mode === 'not-ok') outputs.get(current).push(line.replace(/ {3}\[.*\]$/, ''));
  else if (mode === 'fixed') fixed.get(current).push(line);
}
let text = fs.readFileSync(file, 'utf8');
text = text.replace(/(```+)text output for="([^"]+)"\n[\s\S]*?\n?\1\n/g, (all, fence, name) =>
  outputs.has(name) ? `${fence}text output for="${name}"\n${outputs.get(name).filter(Boolean).join('\n')}\n${fence}\n` : all);
text = text.replace(/(```+)(\w+) fixed for="([^"]+)"\n[\s\S]*?\n?\1\n/g, (all, fence, lang, name) => {
  if (!fixed.has(name)) return all;
  const body = fixed.get(name).join('\n').replace(/\n$/, '');
  return `${fence}${lang} fixed for="${name}"\n${body}\n${fence}\n`;
});
fs.writeFileSync(file, text);
