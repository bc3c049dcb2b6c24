#!/usr/bin/env node
// Developer aid: rewrite a doc page's front matter (from the rule's meta) and its `output`, `fixed`
// and `suggested` blocks with what its examples produce now (`wflint/testing` docPageActual; needs `npm run build`). Review the diff by
// hand before committing: the page is the test.
// Usage: node scripts/fill-doc.mjs rules/<id>.md [more pages]
import fs from 'node:fs';
import path from 'node:path';
import { docPageActual, frontMatterOf } from '../dist/testing/index.js';
import { getRule } from '../dist/rules/index.js';

const body = (text) => text.replace(/\n$/, '');
for (const file of process.argv.slice(2)) {
  const rule = getRule(path.basename(file, '.md'));
  if (!rule) throw new Error(`${file}: no rule of that id`);
  const actual = docPageActual(rule, file);
  let text = fs.readFileSync(file, 'utf8');
  text = frontMatterOf(rule) + text.replace(/^---\n[\s\S]*?\n---\n/, '');
  // The language of each example, for its suggested blocks.
  const langOf = new Map([...text.matchAll(/```+(\w+) not-ok name="([^"]+)"/g)].map((m) => [m[2], m[1]]));
  // Suggested blocks are written again after their example's output block, one per suggestion.
  text = text.replace(/(```+)(\w+) suggested for="([^"]+)"\n[\s\S]*?\n?\1\n\n?/g, '');
  text = text.replace(/(```+)text output for="([^"]+)"\n[\s\S]*?\n?\1\n/g, (all, fence, name) => {
    const now = actual.get(name);
    if (!now) return all;
    const f = now.suggested.some((s) => s.includes('```')) ? '````' : '```';
    const suggested = now.suggested.map((s) => `\n${f}${langOf.get(name) ?? 'text'} suggested for="${name}"\n${body(s)}\n${f}\n`).join('');
    return `${fence}text output for="${name}"\n${now.output.join('\n')}\n${fence}\n${suggested}`;
  });
  text = text.replace(/(```+)(\w+) fixed for="([^"]+)"\n[\s\S]*?\n?\1\n/g, (all, fence, lang, name) => {
    const fixed = actual.get(name)?.fixed;
    return fixed === undefined ? all : `${fence}${lang} fixed for="${name}"\n${body(fixed)}\n${fence}\n`;
  });
  fs.writeFileSync(file, text);
}
