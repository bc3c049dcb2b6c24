/**
 * Keeps the registry, rule files, doc pages, schemas, generated types, kinds and README in
 * agreement (style.md §8): nothing is a hand-kept parallel list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { RULES } from '../src/rules/index.js';
import { KINDS } from '../src/kinds/index.js';
import { GATE_ACTIONS } from '../src/gate.js';
import { renderRuleTable, TABLE_END, TABLE_START } from '../src/docs/rule-table.js';

const ROOT = path.resolve(__dirname, '..');
const ids = RULES.map((r) => r.id);

describe('registry', () => {
  test('rule ids are unique, kebab-case and sorted', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    const files = RULES.map((r) => r.id);
    expect(files).toEqual([...files].sort());
  });

  test('every src/rules/<id>.ts is registered under its file name, and every rule has its doc page', () => {
    const helpers = new Set(['index']);
    const files = fs
      .readdirSync(path.join(ROOT, 'src/rules'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .filter((f) => !helpers.has(f));
    expect(files.sort()).toEqual([...ids].sort());
    const docs = fs.readdirSync(path.join(ROOT, 'rules')).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));
    expect(docs.sort()).toEqual([...ids].sort());
  });

  test('meta is complete and consistent', () => {
    const kindIds = new Set(KINDS.map((k) => k.id));
    for (const rule of RULES) {
      const m = rule.meta;
      expect(m.description, rule.id).toMatch(/\S/);
      expect(Object.keys(m.messages).length, rule.id).toBeGreaterThan(0);
      for (const [id, text] of Object.entries(m.messages)) {
        expect(id, rule.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(text, `${rule.id}.${id}`).not.toMatch(/\.$/);
      }
      if (Array.isArray(m.kinds)) for (const k of m.kinds) expect(kindIds.has(k), `${rule.id}: kind ${k}`).toBe(true);
      for (const a of m.gate ?? []) expect(GATE_ACTIONS, rule.id).toContain(a);
      if (m.options) expect(m.options.type, rule.id).toBe('object');
      expect(rule.url).toBe(`https://github.com/wflint/wflint/blob/main/rules/${rule.id}.md`);
      for (const k of Object.keys(m.ownsData ?? {})) expect(kindIds.has(k as never), `${rule.id}: ownsData kind ${k}`).toBe(true);
    }
  });

  test('rules.md ids agree with the registry (ids are a contract)', () => {
    const spec = path.resolve(ROOT, '..', 'shared', 'spec', 'rules.md');
    if (!fs.existsSync(spec)) return;
    const specIds = new Set([...fs.readFileSync(spec, 'utf8').matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]!));
    const extra = ids.filter((id) => !specIds.has(id) && id !== 'suppression-comment');
    expect(extra).toEqual([]);
    const missing = [...specIds].filter((id) => !ids.includes(id));
    expect(missing, 'rules of rules.md without an implementation').toEqual([]);
  });
});

describe('schemas and generated types', () => {
  const schemaFiles = fs.readdirSync(path.join(ROOT, 'schemas')).filter((f) => f.endsWith('.schema.json'));

  test('every schema belongs to a kind that uses it, is versioned and describes every property', () => {
    for (const file of schemaFiles) {
      const name = file.replace(/\.schema\.json$/, '');
      const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', file), 'utf8')) as Record<string, unknown>;
      expect(schema['x-wflint-kind'], file).toBe(name);
      expect(schema['x-wflint-version'], file).toMatch(/^\d+$/);
      expect(schema.$id, file).toMatch(new RegExp(`${name}\\.schema\\.json$`));
      expect(KINDS.find((k) => k.id === name)?.schema, file).toBe(name);
      const undescribed: string[] = [];
      const walk = (node: unknown, where: string): void => {
        if (!node || typeof node !== 'object') return;
        const n = node as Record<string, unknown>;
        if (n.properties && typeof n.properties === 'object') {
          for (const [key, sub] of Object.entries(n.properties as Record<string, unknown>)) {
            const s = sub as Record<string, unknown>;
            if (typeof s.description !== 'string' && typeof s.$ref !== 'string') undescribed.push(`${where}/${key}`);
            walk(sub, `${where}/${key}`);
          }
        }
        for (const key of ['items', 'additionalProperties', 'definitions', '$defs', 'anyOf', 'oneOf', 'allOf']) {
          const v = n[key];
          if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}/${key}/${i}`));
          else if (v && typeof v === 'object') {
            if (key === 'definitions' || key === '$defs') for (const [k, x] of Object.entries(v)) walk(x, `${where}/${key}/${k}`);
            else walk(v, `${where}/${key}`);
          }
        }
      };
      walk(schema, file);
      expect(undescribed, `${file}: properties without a description`).toEqual([]);
    }
    for (const kind of KINDS) if (kind.schema) expect(schemaFiles, kind.id).toContain(`${kind.schema}.schema.json`);
  });

  test('generated types are up to date (npm run gen)', () => {
    expect(() => execFileSync(process.execPath, [path.join(ROOT, 'scripts/gen-types.mjs'), '--check'], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
  });
});

describe('README', () => {
  test('the rule list is generated from the registry (npm run gen:readme)', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const block = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END) + TABLE_END.length);
    expect(block).toBe(renderRuleTable(RULES));
  });

  test('the Quick start holds exactly two commands', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const quick = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
    expect(quick.split('\n').filter((l) => /^ *(npm|npx|node) /.test(l))).toEqual(['npm install && npx wflint examples/shop-app', 'npm ci && npm test']);
  });
});
