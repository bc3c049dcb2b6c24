/**
 * Config files as ESLint and markdownlint-cli2 users expect them (issue 20): every config file
 * name loads (or is an error), errors name the key and what is allowed, a syntax error has its
 * line and column, ESLint's numeric severities, `extends` (shipped configs, paths, packages), and
 * the config schema editors read through `$schema`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, test } from 'vitest';
import { createEngine } from '../src/engine.js';
import { EDITOR_CONFIG_SCHEMA } from '../src/core/lint/config.js';
import { RULES } from '../src/rules/index.js';
import { KINDS } from '../src/kinds/index.js';
import { GIT_ENV } from './surfaces-helpers.js';
import { execFileSync } from 'node:child_process';

function project(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-config-')));
  execFileSync('git', ['init', '-q'], { cwd: dir, env: { ...process.env, ...GIT_ENV } });
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** The level of a rule in the engine the project's config gives, or the config error. */
async function levels(dir: string, ...ids: string[]): Promise<Array<string | undefined> | string> {
  try {
    const engine = await createEngine({ cwd: dir, base: false });
    return ids.map((id) => {
      const r = engine.config.rules.find((x) => x.rule.id === id);
      return r ? (r.severity === 2 ? 'error' : 'warn') : undefined;
    });
  } catch (error) {
    return (error as Error).message.replace(dir, '<dir>');
  }
}

describe('config files', () => {
  test.each([
    ['wflint.config.json', '{"rules":{"heading-canonical":"off"}}'],
    ['wflint.config.yaml', 'rules:\n  heading-canonical: off\n'],
    ['wflint.config.mjs', "export default { rules: { 'heading-canonical': 'off' } };\n"],
    ['wflint.config.js', "export default { rules: { 'heading-canonical': 'off' } };\n"],
    ['wflint.config.cjs', "module.exports = { rules: { 'heading-canonical': 'off' } };\n"],
    ['package.json', '{"name":"x","wflint":{"rules":{"heading-canonical":"off"}}}'],
  ])('%s is loaded', async (name, text) => {
    const dir = project({ [name]: text, ...(name === 'wflint.config.js' ? { 'package.json': '{"type":"module"}' } : {}) });
    expect(await levels(dir, 'heading-canonical', 'required-sections')).toEqual([undefined, 'error']);
  });

  test("ESLint's numeric severities: 0 off, 1 warn, 2 error", async () => {
    const dir = project({ 'wflint.config.json': JSON.stringify({ rules: { 'heading-canonical': 0, 'required-sections': 1, 'task-state-top3': [2] } }) });
    expect(await levels(dir, 'heading-canonical', 'required-sections', 'task-state-top3')).toEqual([undefined, 'warn', 'error']);
  });

  test.each([
    [
      { rules: { 'required-sections': 'warning' } },
      '<dir>/wflint.config.json: `rules.required-sections`: unexpected "warning", expected a severity (`off`, `warn`, `error`, or 0, 1, 2) or [severity, options]',
    ],
    [{ rules: { 'required-sections': ['warning'] } }, '<dir>/wflint.config.json: `rules.required-sections.0`: unexpected "warning", expected a severity (`off`, `warn`, `error`, or 0, 1, 2)'],
    [{ extend: 'wflint:strict' }, '<dir>/wflint.config.json: unknown key `extend` in the config, expected one of `extends`, `rules`, `kinds`, `claimCeilings`, `headingAliases`, `ignores`, `plugins`'],
    [{ claimCeilings: { latice: [] } }, '<dir>/wflint.config.json: unknown key `latice` in `claimCeilings`, expected one of `lattice`, `aliases`, `phrases`, `evidenceClasses`'],
    [{ kinds: { 'task-state': { enable: false } } }, '<dir>/wflint.config.json: unknown key `enable` in `kinds.task-state`, expected one of `enabled`, `patterns`, `version`'],
    [{ ignores: 'drafts/' }, '<dir>/wflint.config.json: `ignores`: unexpected a string, expected a list'],
    [{ extends: 'wflint:all' }, '<dir>/wflint.config.json: unknown shared config `wflint:all` in `extends`, expected one of `wflint:recommended`, `wflint:strict`'],
  ])('%j: the key and what is allowed', async (config, message) => {
    expect(await levels(project({ 'wflint.config.json': JSON.stringify(config) }))).toBe(message);
  });

  test('a syntax error gives line and column, and never the text', async () => {
    expect(await levels(project({ 'wflint.config.json': '{\n  "rules": {\n    "a": 1,,\n  }\n}\n' }))).toBe('<dir>/wflint.config.json: not valid JSON at line 3, column 12');
    expect(await levels(project({ 'wflint.config.yaml': 'rules:\n  a: [1\n' }))).toBe('<dir>/wflint.config.yaml: not valid YAML at line 3, column 1');
  });
});

describe('extends', () => {
  test("wflint:recommended is the rules' own severities; wflint:strict makes every rule an error, named rules keep theirs", async () => {
    const warnRule = RULES.find((r) => r.meta.severity === 'warn')!.id;
    expect(await levels(project({ 'wflint.config.json': '{"extends":"wflint:recommended"}' }), warnRule, 'required-sections')).toEqual(['warn', 'error']);
    expect(await levels(project({ 'wflint.config.json': '{"extends":"wflint:strict"}' }), warnRule, 'required-sections')).toEqual(['error', 'error']);
    expect(
      await levels(project({ 'wflint.config.json': JSON.stringify({ extends: 'wflint:strict', rules: { [warnRule]: 'warn', 'required-sections': 'off' } }) }), warnRule, 'required-sections'),
    ).toEqual(['warn', undefined]);
  });

  test("a path and a package, in order, the config's own keys last; options kept under a bare severity", async () => {
    const dir = project({
      'wflint.config.json': JSON.stringify({ extends: ['./team.yaml', 'wflint-config-acme'], rules: { 'task-state-batch-cap': 'error' }, ignores: ['own/'] }),
      'team.yaml': 'rules:\n  heading-canonical: off\n  required-sections: warn\nignores: [team/]\n',
      'node_modules/wflint-config-acme/package.json': '{"name":"wflint-config-acme","main":"config.json"}',
      'node_modules/wflint-config-acme/config.json': JSON.stringify({ rules: { 'required-sections': 'error', 'task-state-batch-cap': ['warn', { maxNetLines: 300 }] } }),
    });
    expect(await levels(dir, 'heading-canonical', 'required-sections', 'task-state-batch-cap')).toEqual([undefined, 'error', 'error']);
    const engine = await createEngine({ cwd: dir, base: false });
    expect(engine.config.rules.find((r) => r.rule.id === 'task-state-batch-cap')!.options).toMatchObject({ maxNetLines: 300 });
    expect(engine.config.ignores).toEqual(['team/', 'own/']);
  });

  test('mistakes in an extended file are named with its own path; a cycle and a missing target are errors', async () => {
    expect(await levels(project({ 'wflint.config.json': '{"extends":"./base.json"}', 'base.json': '{"rulez":{}}' }))).toBe(
      '<dir>/base.json: unknown key `rulez` in the config, expected one of `extends`, `rules`, `kinds`, `claimCeilings`, `headingAliases`, `ignores`, `plugins`',
    );
    expect(await levels(project({ 'wflint.config.json': '{"extends":"./a.json"}', 'a.json': '{"extends":"./wflint.config.json"}' }))).toMatch(
      /`extends` `\.\/wflint\.config\.json` leads back to a config that extends it$/,
    );
    expect(await levels(project({ 'wflint.config.json': '{"extends":"./nope.json"}' }))).toBe('<dir>/wflint.config.json: `extends` `./nope.json`: no such file');
    expect(await levels(project({ 'wflint.config.json': '{"extends":"wflint-config-none"}' }))).toBe(
      '<dir>/wflint.config.json: `extends` `wflint-config-none`: no such package (install it, or give a path such as `./wflint-config-none.json`)',
    );
  });

  test("a package's own config (below the top level) cannot extend JavaScript: it would run code", async () => {
    const dir = project({ 'packages/app/wflint.config.json': '{"extends":"../../shared.mjs"}', 'shared.mjs': 'export default {};\n' });
    await expect(createEngine({ cwd: dir, rootHint: path.join(dir, 'packages/app'), base: false })).rejects.toThrow(/`extends` `\.\.\/\.\.\/shared\.mjs` is JavaScript, which runs code/);
    // At the top level it may.
    const top = project({ 'wflint.config.json': '{"extends":"./shared.mjs"}', 'shared.mjs': "export default { rules: { 'heading-canonical': 'off' } };\n" });
    expect(await levels(top, 'heading-canonical')).toEqual([undefined]);
  });
});

describe('extends in a workspace the editor does not trust', () => {
  test('a JavaScript base is skipped and named, as a JavaScript config is; the JSON parts still count', async () => {
    const marker = path.join(os.tmpdir(), `wflint-extends-ran-${process.pid}`);
    const dir = project({
      'wflint.config.json': JSON.stringify({ extends: ['./shared.mjs', './team.json'] }),
      'shared.mjs': `import fs from 'node:fs'; fs.writeFileSync(${JSON.stringify(marker)}, 'ran'); export default { rules: { 'required-sections': 'off' } };\n`,
      'team.json': '{"rules":{"heading-canonical":"off"}}',
    });
    const engine = await createEngine({ cwd: dir, base: false, trustCode: false });
    expect(engine.skippedConfig).toBe(path.join(dir, 'shared.mjs'));
    expect(fs.existsSync(marker)).toBe(false);
    expect(['heading-canonical', 'required-sections'].map((id) => engine.config.rules.some((r) => r.rule.id === id))).toEqual([false, true]);
  });
});

describe('the config schema for editors ($schema)', () => {
  const schema = JSON.parse(fs.readFileSync(EDITOR_CONFIG_SCHEMA, 'utf8')) as {
    properties: { rules: { properties: Record<string, { description: string }> }; kinds: { properties: Record<string, unknown> } };
  };
  test('names every rule (with its description) and every kind', () => {
    expect(Object.keys(schema.properties.rules.properties).sort()).toEqual(RULES.map((r) => r.id).sort());
    for (const r of RULES) expect(schema.properties.rules.properties[r.id]!.description, r.id).toBe(r.meta.description);
    expect(Object.keys(schema.properties.kinds.properties).sort()).toEqual(KINDS.map((k) => k.id).sort());
  });

  test("accepts what the engine accepts, and refuses a rule's bad options as the engine does", async () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const good = {
      $schema: './node_modules/wflint/schemas/config/wflint.config.schema.json',
      extends: 'wflint:strict',
      rules: { 'required-sections': 1, 'task-state-batch-cap': ['warn', { maxNetLines: 300 }] },
      kinds: { 'task-state': { enabled: false } },
    };
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    expect(await levels(project({ 'wflint.config.json': JSON.stringify(good) }), 'required-sections')).toEqual(['warn']);
    const bad = { rules: { 'task-state-batch-cap': ['warn', { maxNetLines: 'many' }] } };
    expect(validate(bad)).toBe(false);
    expect(await levels(project({ 'wflint.config.json': JSON.stringify(bad) }))).toMatch(/invalid options for `task-state-batch-cap` at `\/maxNetLines`/);
  });
});
