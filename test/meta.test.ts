/**
 * Keeps the registry, rule files, doc pages, schemas, generated types, kinds and README in
 * agreement (style.md §8): nothing is a hand-kept parallel list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import picomatch from 'picomatch';
import { parse as parseYaml } from 'yaml';
import { describe, expect, test } from 'vitest';
import { RULES } from '../src/rules/index.js';
import { KINDS } from '../src/kinds/index.js';
import { GATE_ACTIONS } from '../src/gate/index.js';
import { generatedReadme } from '../src/docs/readme.js';
import { preCommitHooks } from '../src/docs/pre-commit-hooks.js';
import { KIND_IDS } from '../src/generated/kind-ids.js';
import { USAGE } from '../src/cli/options.js';
import { WORKFLOW_GATES } from '../src/gate/workflows.js';
import { getRule } from '../src/rules/index.js';
import { ROLES, STATUSES, TASK_ID_PATTERN, TASK_TYPES } from '../src/kinds/task-state/view.js';

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
    const docs = fs
      .readdirSync(path.join(ROOT, 'rules'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.replace(/\.md$/, ''));
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
      if (m.options) expect(m.options.type, rule.id).toBe('object');
      expect(rule.url).toBe(`https://github.com/wflint/wflint/blob/main/rules/${rule.id}.md`);
      for (const k of Object.keys(m.ownsData ?? {})) expect(kindIds.has(k as never), `${rule.id}: ownsData kind ${k}`).toBe(true);
    }
  });

  test("the rule catalogue's ids agree with the registry (ids are a contract)", () => {
    // The catalogue's ids are kept in the repository (test/spec-rule-ids.json), so the check runs
    // on every clone; where the spec folder is next to the checkout, the copy must equal it.
    const copy = JSON.parse(fs.readFileSync(path.join(ROOT, 'test', 'spec-rule-ids.json'), 'utf8')) as { ids: string[] };
    const spec = path.resolve(ROOT, '..', 'shared', 'spec', 'rules.md');
    if (fs.existsSync(spec))
      expect(copy.ids, 'test/spec-rule-ids.json is the ids of ../shared/spec/rules.md').toEqual([...fs.readFileSync(spec, 'utf8').matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]!));
    else console.warn(`NOT COMPARED: ${spec} is absent here, so test/spec-rule-ids.json was checked against the registry only`);
    const specIds = new Set(copy.ids);
    // Rules this project adds to the catalogue (documented in their pages).
    const added = new Set([
      'suppression-comment',
      'gate-required-documents',
      // Seed 003 rules with no home in rules.md (their pages cite the seed lines).
      'checkpoint-decision-proposition',
      'checkpoint-opposing-conclusions',
      'checkpoint-replaced-content',
      // Seed 004 rules with no home in rules.md (their pages cite the seed lines).
      'harness-brief',
      'harness-final-review',
      'harness-ledger-dispatch',
      'harness-ledger-reviews',
      'harness-plan-constraints',
      'harness-review-package',
      'harness-session-files',
      'loop-requirements-delta',
      // Seed 001 rules found missing by the audit of a seed-001 lifecycle (their pages cite the seed lines).
      'decision-packet-review-verdicts',
      'loop-test-coverage-plan',
      'loop-sustained-surfaces',
      // Seed 000 / 002 rules with no home in rules.md (their pages cite the seed lines).
      'task-state-blockers',
      'task-state-index-exists',
      'task-state-transition',
      'plan-summary-confirmed-content',
    ]);
    const extra = ids.filter((id) => !specIds.has(id) && !added.has(id));
    expect(extra).toEqual([]);
    const missing = [...specIds].filter((id) => !ids.includes(id));
    expect(missing, 'rules of rules.md without an implementation').toEqual([]);
  });
});

describe('schemas and generated types', () => {
  const schemaFiles = fs.readdirSync(path.join(ROOT, 'schemas')).filter((f) => f.endsWith('.schema.json'));

  test('every schema belongs to a kind that uses it (or is an output format), is versioned and describes every property', () => {
    for (const file of schemaFiles) {
      const name = file.replace(/\.schema\.json$/, '');
      const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', file), 'utf8')) as Record<string, unknown>;
      if (schema['x-wflint-output'] !== undefined) expect(schema['x-wflint-output'], file).toBe(name);
      else {
        expect(schema['x-wflint-kind'], file).toBe(name);
        expect(KINDS.find((k) => k.id === name)?.schema, file).toBe(name);
      }
      expect(schema['x-wflint-version'], file).toMatch(/^\d+$/);
      expect(schema.$id, file).toMatch(new RegExp(`${name}\\.schema\\.json$`));
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

  test('every kind of a multi-document workflow says what its findings depend on (kinds/dependencies.ts)', () => {
    // A small repository: a task with its index, a loop home, a harness session, a checkpoint.
    const kindOfPath = new Map<string, string>([
      ['app/.agents/state/tasks/2026-05-01-a.md', 'task-state'],
      ['app/.agents/state/INDEX.md', 'state-index'],
      ['tasks/2026-05-01-b.md', 'task-state'],
      ['INDEX.md', 'state-index'],
      ['jobs/loop/CONTROL.md', 'loop-control'],
      ['jobs/loop/AGENT_RUNS/r1/receipt.yaml', 'loop-receipt'],
      ['.webwork/harness/work/s1/plan.md', 'harness-plan'],
      ['.webwork/harness/work/s1/progress.md', 'harness-ledger'],
      ['docs/checkpoints/a.md', 'checkpoint'],
    ]);
    const view = {
      kindOf: (rel: string) => KINDS.find((k) => k.id === kindOfPath.get(rel)),
      loopHomeOf: (rel: string) => (rel.startsWith('jobs/loop/') ? 'jobs/loop' : undefined),
      pathsWithin: (dir: string) => [...kindOfPath.keys()].filter((p) => p.startsWith(`${dir}/`)).sort(),
    };
    const dependsOn = (rel: string) => view.kindOf(rel)!.dependsOn?.(rel, view);
    expect(dependsOn('app/.agents/state/tasks/2026-05-01-a.md')).toEqual(['app/.agents/state/INDEX.md']);
    expect(dependsOn('tasks/2026-05-01-b.md')).toEqual(['INDEX.md']);
    expect(dependsOn('jobs/loop/AGENT_RUNS/r1/receipt.yaml')).toEqual(['jobs/loop/CONTROL.md']);
    expect(dependsOn('.webwork/harness/work/s1/progress.md')).toEqual(['.webwork/harness/work/s1/plan.md']);
    expect(dependsOn('docs/checkpoints/a.md')).toBeUndefined();
    expect(dependsOn('app/.agents/state/INDEX.md')).toBeUndefined();
    // Every kind of those workflows has one: a kind added to one cannot be left out.
    for (const kind of KINDS) {
      if (kind.id === 'task-state' || kind.workflow === 'loop' || kind.workflow === 'harness') expect(typeof kind.dependsOn, kind.id).toBe('function');
    }
  });

  test("the task-state values the rules and `wflint new` check are the schema's (one contract)", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'task-state.schema.json'), 'utf8')) as { properties: Record<string, { enum?: string[]; pattern?: string }> };
    expect([...TASK_TYPES]).toEqual(schema.properties.TASK_TYPE!.enum);
    expect([...ROLES]).toEqual(schema.properties.CURRENT_ROLE!.enum);
    expect([...STATUSES]).toEqual(schema.properties.WORKFLOW_STATUS!.enum);
    const schemaId = new RegExp(schema.properties.TASK_ID!.pattern!);
    for (const id of ['2026-05-01-a', '2026-05-01-login-retry', '2026-05-01-foo-', '2026-05-01-a--b', '2026-05-01-A', '2026-05-01', '20260501-a', '2026-05-01-a1-2b']) {
      expect(TASK_ID_PATTERN.test(id), id).toBe(schemaId.test(id));
    }
  });

  test('the KindId union is the registry: every kind defined is listed, and none twice', () => {
    expect(KINDS.map((k) => k.id).sort()).toEqual([...KIND_IDS]);
  });

  test('generated types are up to date (npm run gen)', () => {
    expect(() => execFileSync(process.execPath, [path.join(ROOT, 'scripts/gen-types.mjs'), '--check'], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
  });
});

describe('gate tables', () => {
  test('every precondition names a rule, its messages and kinds, and actions the workflow gives a meaning', () => {
    for (const g of WORKFLOW_GATES) {
      const actions = Object.keys(g.actions);
      for (const a of actions) expect(GATE_ACTIONS, g.workflow).toContain(a);
      expect(new Set(g.preconditions.map((p) => p.id)).size, g.workflow).toBe(g.preconditions.length);
      for (const p of g.preconditions) {
        const where = `${g.workflow}/${p.id}`;
        const rule = getRule(p.rule);
        expect(rule, where).toBeDefined();
        expect(p.actions.length, where).toBeGreaterThan(0);
        for (const a of p.actions) expect(actions, where).toContain(a);
        for (const id of p.messages ?? []) expect(Object.keys(rule!.meta.messages), where).toContain(id);
        for (const k of p.kinds ?? []) expect(g.kinds, where).toContain(k);
        expect(p.seed, where).toMatch(/\S/);
        expect(p.text, where).not.toMatch(/\.$/);
        expect(p.remedy, where).toMatch(/\S/);
      }
    }
  });
  test("a workflow's gate judges the kinds that name it, and every kind names a workflow that has a gate", () => {
    for (const kind of KINDS) expect(WORKFLOW_GATES.find((g) => g.workflow === kind.workflow)?.kinds, kind.id).toContain(kind.id);
    const kinds = WORKFLOW_GATES.flatMap((g) => g.kinds);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.length).toBe(KINDS.length);
  });
});

describe('generated files', () => {
  // `npm run gen:docs` runs these tests with `-u`: the test runner writes the files, no build needed.
  test('README: the kind table, the rule list, the gate tables and the --help block come from the registries and the CLI', async () => {
    const file = path.join(ROOT, 'README.md');
    await expect(generatedReadme(fs.readFileSync(file, 'utf8'), { kinds: KINDS, rules: RULES, gates: WORKFLOW_GATES, usage: USAGE })).toMatchFileSnapshot(file);
  });

  test('.pre-commit-hooks.yaml: the `files` pattern comes from the kinds', async () => {
    await expect(preCommitHooks(KINDS)).toMatchFileSnapshot(path.join(ROOT, '.pre-commit-hooks.yaml'));
  });
});

describe('README', () => {
  test('the Quick start holds exactly two commands', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const quick = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
    expect(quick.split('\n').filter((l) => /^ *(npm|npx|node) /.test(l))).toEqual(['npm install && npx wflint examples/shop-app', 'npm ci && npm test']);
  });
});

describe('pre-commit hooks', () => {
  /** Every path a pattern's braces name, with `**` and `*` filled in (one level of braces, as the kinds write them). */
  const examplesOf = (pattern: string): string[] => {
    const brace = /\{([^{}]*)\}/.exec(pattern);
    if (brace) return brace[1]!.split(',').flatMap((alt) => examplesOf(pattern.slice(0, brace.index) + alt + pattern.slice(brace.index + brace[0].length)));
    return [pattern.replace(/\*\*\//g, 'apps/web/').replace(/\*/g, '1')];
  };

  test("the hooks' `files` pattern matches a path of every kind (a new kind cannot be left out of pre-commit)", () => {
    const hooks = parseYaml(fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{ id: string; files: string }>;
    // pre-commit reads `files` as a Python verbose pattern: `(?x)` drops the white space.
    const files = new RegExp(
      hooks
        .find((h) => h.id === 'wflint')!
        .files.replace(/^\(\?x\)/, '')
        .replace(/\s+/g, ''),
    );
    const missed: string[] = [];
    for (const kind of KINDS) {
      for (const pattern of kind.patterns) {
        for (const example of examplesOf(pattern)) {
          const rel = kind.scope === 'loop-home' ? `jobs/loop_20260501/${example}` : example;
          // The example is one the kind itself takes (the filler may not fit a pattern's own shape).
          const own = picomatch(kind.scope === 'loop-home' ? `jobs/loop_20260501/${pattern}` : pattern, { dot: true });
          if (own(rel) && !files.test(rel)) missed.push(`${kind.id}: ${rel}`);
        }
      }
    }
    expect(missed).toEqual([]);
    expect(hooks.find((h) => h.id === 'wflint-fix')!.files).toBe(hooks.find((h) => h.id === 'wflint')!.files);
  });
});

describe('fixtures', () => {
  test('every fixture and example file is committed (a .gitignore inside one hides none from a clean clone)', () => {
    let ignored: string;
    try {
      ignored = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--', 'fixtures', 'examples'], { cwd: ROOT, encoding: 'utf8' });
    } catch {
      return; // not a git checkout (a packed copy): nothing to compare with
    }
    expect(ignored.split('\n').filter((l) => l !== '')).toEqual([]);
  });
});
