#!/usr/bin/env node
// Developer aid: rewrite a doc page's `output`, `fixed` and `suggested` blocks with what its
// examples produce now (`wflint/testing` docPageActual; needs `npm run build`). Review the diff by
// hand before committing: the page is the test.
// Usage: node scripts/fill-doc.mjs rules/<id>.md [more pages]
import fs from 'node:fs';
import path from 'node:path';
import { docPageActual } from '../dist/testing/index.js';
import { getRule } from '../dist/rules/index.js';

const body = (text) => text.replace(/\n$/, '');
for (const file of process.argv.slice(2)) {
  const rule = getRule(path.basename(file, '.md'));
  if (!rule) throw new Error(`${file}: no rule of that id`);
  const actual = docPageActual(rule, file);
  let text = fs.readFileSync(file, 'utf8');
  text = text.replace(/(```+)text output for="([^"]+)"\n[\s\S]*?\n?\1\n/g, (all, fence, name) =>
    actual.has(name) ? `${fence}text output for="${name}"\n${actual.get(name).output.join('\n')}\n${fence}\n` : all,
  );
  text = text.replace(/(```+)(\w+) fixed for="([^"]+)"\n[\s\S]*?\n?\1\n/g, (all, fence, lang, name) => {
    const fixed = actual.get(name)?.fixed;
    return fixed === undefined ? all : `${fence}${lang} fixed for="${name}"\n${body(fixed)}\n${fence}\n`;
  });
  // Suggested blocks: dropped, then written after the example's output block, one per suggestion.
  text = text.replace(/(```+)(\w+) suggested for="([^"]+)"\n[\s\S]*?\n?\1\n\n?/g, '');
  text = text.replace(/(```+)text output for="([^"]+)"\n[\s\S]*?\n?\1\n/g, (all, fence, name) => {
    const suggested = actual.get(name)?.suggested ?? [];
    // The language of the example itself.
    const lang = [...text.matchAll(/```+(\w+) not-ok name="([^"]+)"/g)].find((m) => m[2] === name)?.[1] ?? 'text';
    const f = suggested.some((s) => s.includes('```')) ? '````' : '```';
    return all + suggested.map((s) => `\n${f}${lang} suggested for="${name}"\n${body(s)}\n${f}\n`).join('');
  });
  fs.writeFileSync(file, text);
}
