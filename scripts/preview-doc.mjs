#!/usr/bin/env node
// Developer aid: print what a rule doc page's examples actually produce (output lines and fixed
// text), to write or review the page. Needs `npm run build` first. The test is test/rule-docs.test.ts.
// Usage: node scripts/preview-doc.mjs rules/<id>.md
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import { parse as parseYaml } from 'yaml';
import { Workspace } from '../dist/core/workspace.js';
import { lintDocument } from '../dist/core/linter.js';
import { defaultSettings } from '../dist/core/settings.js';
import { fixToFixedPoint } from '../dist/core/fix.js';
import { getRule } from '../dist/rules/index.js';

const file = process.argv[2];
const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).parse(fs.readFileSync(file, 'utf8'));
const fm = parseYaml(tree.children.find((n) => n.type === 'yaml')?.value ?? '{}');
const rule = getRule(fm.id ?? path.basename(file, '.md'));
const blocks = tree.children.filter((n) => n.type === 'code' && n.meta).map((n) => {
  const attrs = Object.fromEntries([...n.meta.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return { role: n.meta.split(/\s+/)[0], value: n.value.endsWith('\n') ? n.value : `${n.value}\n`, ...attrs };
});
const resolved = (options) => [{ rule, severity: rule.meta.severity === 'error' ? 2 : 1, options: { ...(rule.meta.defaultOptions ?? {}), ...options } }];
for (const b of blocks.filter((x) => x.role === 'ok' || x.role === 'not-ok')) {
  const files = {};
  for (const c of blocks) if (c.role === 'context' && (!c.for || c.for === b.name)) files[c.name] = c.value;
  files[b.name] = b.value;
  const base = blocks.find((x) => x.role === 'base' && x.for === b.name);
  const opts = blocks.find((x) => x.role === 'options' && x.for === b.name);
  const links = new Map(blocks.filter((x) => x.role === 'link' && (!x.for || x.for === b.name)).map((x) => [x.name, x.value.trim()]));
  const options = opts ? JSON.parse(opts.value) : {};
  const gate = blocks.find((x) => x.role === 'gate' && x.for === b.name);
  const run = gate ? { gate: true, gateAction: gate.value.trim() } : {};
  const lint = (fs_) => {
    const ws = new Workspace({ root: '/nonexistent/wflint-example-repo', overrides: new Map(Object.entries(fs_)), links, ...(base ? { git: { base: 'HEAD', textAtBase: (r) => (r === b.name ? base.value : undefined) } } : {}) });
    const doc = ws.document(b.name);
    if (!doc) throw new Error(`${b.name}: no kind`);
    return { doc, messages: lintDocument(doc, ws, resolved(options), defaultSettings({ today: '2026-05-01' }), run) };
  };
  const { messages } = lint(files);
  console.log(`--- ${b.role} ${b.name}`);
  for (const m of messages) console.log(`${m.line}:${m.column}-${m.endLine}:${m.endColumn}: ${m.message}${m.fix ? '   [fix]' : ''}${m.suggestions ? `   [${m.suggestions.length} suggestion(s)]` : ''}`);
  if (messages.some((m) => m.fix)) {
    const text = fixToFixedPoint(files[b.name], (t) => lint({ ...files, [b.name]: t }).messages).output;
    console.log(`--- fixed ${b.name}\n${text}--- end`);
  }
}
