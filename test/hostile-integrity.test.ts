/**
 * Hostile input, part 3 (issue 18, "Integrity" and "Data loss"): a cache, a walk or a write that
 * someone else prepared never turns a broken file clean or overwrites what it should not.
 * Counts: 10 tests (6 malformed cache variants in one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createEngine } from '../src/engine.js';
import { lintProject } from '../src/lint-project.js';
import { cacheKey, CACHE_FILE } from '../src/core/scale/cache.js';
import { git } from './surfaces-helpers.js';
import { makeRepo, TASK, TASK_PATH } from './hostile/helpers.js';
import { gitInit } from './helpers/fixtures.js';
import { writeFiles } from '../scripts/lifecycle.mjs';

const VERSION = 'test';
async function cachedRun(dir: string) {
  const engine = await createEngine({ cwd: dir, today: '2026-05-01' });
  const results = await lintProject(engine, [], { cache: true, version: VERSION, threads: 1 });
  return { engine, results, errors: results.reduce((n, r) => n + r.errorCount, 0) };
}
async function craft(dir: string, body: (key: string) => unknown): Promise<void> {
  const engine = await createEngine({ cwd: dir, today: '2026-05-01' });
  fs.writeFileSync(path.join(dir, CACHE_FILE), JSON.stringify(body(cacheKey(VERSION, engine.config, engine.root, undefined))));
}

describe('the cache is re-verified, never trusted', () => {
  test('a crafted entry with no reads is a miss: the broken file is still reported', async () => {
    const dir = makeRepo({ [TASK_PATH]: TASK });
    const first = await cachedRun(dir);
    expect(first.errors).toBeGreaterThan(0);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as { groups: Record<string, { reads: string; results: Record<string, unknown> }> };
    const g = Object.keys(stored.groups)[0]!;
    await craft(dir, (key) => ({ format: 6, key, groups: { [g]: { reads: '', results: { [TASK_PATH]: [[], 'task-state'] } } } }));
    expect((await cachedRun(dir)).errors).toBe(first.errors);
  });

  test('a replayed walk that leaves the documents out is refused: the documents are found', async () => {
    const dir = makeRepo({ [TASK_PATH]: TASK });
    const first = await cachedRun(dir);
    const listing = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => !d.name.startsWith(CACHE_FILE))
      .map((d) => `${d.isDirectory() ? 'd' : 'f'}${d.name}`)
      .sort();
    await craft(dir, (key) => ({ format: 6, key, groups: {}, walk: { root: listing, dirs: [], inputs: [], entries: [] } }));
    const again = await cachedRun(dir);
    expect(again.results.map((r) => r.relPath)).toEqual(first.results.map((r) => r.relPath));
    expect(again.errors).toBe(first.errors);
  });

  test('malformed and wrong-typed entries are dropped, never a crash', async () => {
    const dir = makeRepo({ [TASK_PATH]: TASK });
    const first = await cachedRun(dir);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as { groups: Record<string, { reads: string; results: Record<string, unknown> }>; walk: unknown };
    const g = Object.keys(stored.groups)[0]!;
    const reads = stored.groups[g]!.reads;
    const bad: unknown[] = [
      { [g]: { reads, results: { [TASK_PATH]: ['not an array'] } } },
      { [g]: { reads, results: { [TASK_PATH]: [[{ message: 1 }]] } } },
      { [g]: { reads: 42, results: {} } },
      { [g]: null },
      { [g]: { reads: `nonsense\t${TASK_PATH}\tx`, results: { [TASK_PATH]: [[]] } } },
      [],
    ];
    for (const groups of bad) {
      await craft(dir, (key) => ({ format: 6, key, groups, walk: { root: 'x', dirs: 5 } }));
      expect((await cachedRun(dir)).errors, JSON.stringify(groups)).toBe(first.errors);
    }
  });

  test('a cache git tracks is neither read nor written', async () => {
    const dir = makeRepo({ [TASK_PATH]: TASK }, { git: true });
    const first = await cachedRun(dir);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as { groups: Record<string, { reads: string; results: Record<string, [unknown[], string?]> }> };
    // A committed cache whose entries are otherwise valid (same machine, same stamps), but clean.
    for (const rec of Object.values(stored.groups)) for (const k of Object.keys(rec.results)) rec.results[k]![0] = [];
    fs.writeFileSync(path.join(dir, CACHE_FILE), JSON.stringify(stored));
    git(dir, 'add', CACHE_FILE);
    const committed = fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8');
    expect((await cachedRun(dir)).errors).toBe(first.errors);
    expect(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')).toBe(committed);
  });

  test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('a loop home named `%s` works with --cache, run after run', async (name) => {
    const dir = makeRepo({ [`${name}/CONTROL.md`]: `---\nloop_home: ${name}\nloop_class: controller_loop\nsource_sessions: [s1]\n---\n\n# 控制\n`, [TASK_PATH]: TASK });
    const first = await cachedRun(dir);
    expect(first.results.map((r) => r.relPath)).toContain(`${name}/CONTROL.md`);
    const second = await cachedRun(dir);
    expect(second.results).toEqual(first.results);
  });
});

describe('temporary files are created, never written through', () => {
  test('a link named like the cache temporary file is not followed: its target is untouched', async () => {
    const dir = makeRepo({ [TASK_PATH]: TASK });
    const outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-outside-')), 'victim.txt');
    fs.writeFileSync(outside, 'precious\n');
    fs.symlinkSync(outside, path.join(dir, `${CACHE_FILE}.${process.pid}.tmp`));
    await cachedRun(dir);
    expect(fs.readFileSync(outside, 'utf8')).toBe('precious\n');
    expect(fs.existsSync(path.join(dir, CACHE_FILE))).toBe(true);
    // A cache file that is a link is not read through either.
    fs.rmSync(path.join(dir, CACHE_FILE));
    fs.symlinkSync('/dev/zero', path.join(dir, CACHE_FILE));
    expect((await cachedRun(dir)).errors).toBeGreaterThan(0);
  });
});

describe('inline suppressions never open the gate', () => {
  test('a receipt with `# wflint-disable-next-line loop-receipt-forbidden-reads -- reviewer accepted` is still refused', async () => {
    // The loop lifecycle written from seed 001, up to the step where the Controller may advance.
    const steps = path.join(__dirname, '..', 'fixtures', 'lifecycles', 'loop-sustained', 'steps');
    const HOME = 'adhoc_jobs/docs_link_repair_20260501';
    const RECEIPT = `${HOME}/AGENT_RUNS/round_1_executor_link_locator/receipt.yaml`;
    const dir = makeRepo({});
    for (const step of fs
      .readdirSync(steps)
      .sort()
      .filter((s) => s <= '06-round1-requirements-packet'))
      writeFiles(path.join(steps, step), dir);
    gitInit(dir);
    const { runGate } = await import('../src/gate/index.js');
    const gateOf = async () => runGate(await createEngine({ cwd: dir, today: '2026-05-01' }), HOME, 'advance');
    expect((await gateOf()).allowed).toBe(true);
    // The executor read the full user prompt (001:418, 001:848: forbidden to it): refused.
    const receipt = fs.readFileSync(path.join(dir, RECEIPT), 'utf8');
    const read = receipt.replace('  task_local_evidence: [next_prompt.codex.md,', '  task_local_evidence: [USER_PROMPTS/prompt_001.md, next_prompt.codex.md,');
    expect(read).not.toBe(receipt);
    fs.writeFileSync(path.join(dir, RECEIPT), read);
    const before = await gateOf();
    expect(before.allowed).toBe(false);
    expect(before.blocking.map((b) => b.ruleId)).toContain('loop-receipt-forbidden-reads');
    // It suppresses the finding in its own receipt: the lint honours the comment, the gate does not.
    const engine = await createEngine({ cwd: dir, today: '2026-05-01' });
    const found = engine.lint([RECEIPT])[0]!.messages.filter((m) => m.ruleId === 'loop-receipt-forbidden-reads');
    const lines = read.split('\n');
    lines.splice(found[0]!.line - 1, 0, '# wflint-disable-next-line loop-receipt-forbidden-reads -- reviewer accepted');
    fs.writeFileSync(path.join(dir, RECEIPT), lines.join('\n'));
    const suppressed = await createEngine({ cwd: dir, today: '2026-05-01' });
    expect(suppressed.lint([RECEIPT])[0]!.messages.filter((m) => m.ruleId === 'loop-receipt-forbidden-reads').length).toBe(found.length - 1);
    const after = await gateOf();
    expect(after.allowed).toBe(false);
    expect(after.blocking.filter((b) => b.ruleId === 'loop-receipt-forbidden-reads').length).toBe(found.length);
    expect(after.ignoredSuppressions.map((s) => s.ruleId)).toContain('loop-receipt-forbidden-reads');
  });
});
