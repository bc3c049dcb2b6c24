/**
 * The fast paths of issue 7 give exactly the plain engine's output: the worker pool, `--cache`
 * (hits, misses, invalidation by a cross-file change, a deleted carrier, a config change) and
 * `--shard i/n` (the shards partition the run by workflow group). Speed itself is measured by
 * `npm run bench`, never asserted here.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { createEngine, type Engine } from '../src/engine.js';
import { lintProject, projectGroups, type ProjectLintStats } from '../src/lint-project.js';
import { runPool } from '../src/core/scale/pool.js';
import { PACKAGE_ROOT } from '../src/core/lint/schema.js';
import { CACHE_FILE, decodeReads, encodeReads, type Read } from '../src/core/scale/cache.js';
import { parseShard, shardOfGroup } from '../src/core/scale/groups.js';
import { groupOf } from '../src/core/model/kind.js';
import { KINDS, getKind } from '../src/kinds/index.js';
import { pathMatcher } from '../src/core/project/paths.js';
import picomatch from 'picomatch';
import { RULES } from '../src/rules/index.js';
import { generatedValidator } from '../src/core/lint/schema.js';
import type { LintResult } from '../src/core/lint/messages.js';
import { copyFixture, gitInit } from './helpers/fixtures.js';
import { run } from '../src/cli/main.js';

interface CorpusModule {
  generateCorpus(dir: string, opts: { files: number; seed: number }): { workflow: number; groups: number };
}

const TODAY = '2026-05-01';
const engineAt = (dir: string): Promise<Engine> => createEngine({ cwd: dir, root: dir, today: TODAY });
const newStats = (): ProjectLintStats => ({ groups: 0, cachedGroups: 0, cachedFiles: 0, lintedFiles: 0, workerFiles: 0, workers: 0, walkReused: false });
let corpus: string;

/** The plain engine, one file at a time, nothing shared or released (the reference output). */
async function reference(dir: string): Promise<LintResult[]> {
  // The corpus never changes: its reference is computed once for the tests that compare with it.
  if (dir === corpus) return (corpusReference ??= fileByFile(dir));
  return fileByFile(dir);
}
async function fileByFile(dir: string): Promise<LintResult[]> {
  const engine = await engineAt(dir);
  return engine.targets().map((rel) => engine.lintFile(rel));
}
let corpusReference: Promise<LintResult[]> | undefined;

beforeAll(async () => {
  corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-perf-corpus-'));
  const { generateCorpus } = (await import('../bench/corpus.mjs' as string)) as CorpusModule;
  // Every fixture group kind (healthy and broken) at least once, padded like the benchmark corpus
  // (one round of its templates is 17 groups, 114 workflow documents).
  generateCorpus(corpus, { files: 140, seed: 7 });
  gitInit(corpus);
}, 120_000);

afterAll(() => {
  fs.rmSync(corpus, { recursive: true, force: true });
});

describe('workflow groups', () => {
  it('keep a loop home, a state folder, a harness session, a plan-summary folder and a checkpoint tree together', async () => {
    const engine = await engineAt(corpus);
    const kinds = new Map<string, Set<string>>();
    for (const rel of engine.targets()) {
      const g = engine.view.groupOf(rel);
      const set = kinds.get(g) ?? new Set<string>();
      set.add(engine.view.kindOf(rel)!.id);
      kinds.set(g, set);
    }
    const loop = [...kinds.entries()].find(([, k]) => k.has('loop-control'))!;
    expect(loop[0]).toMatch(/^team-\d+\/adhoc_jobs\/invoice_export_audit_20260428$/);
    expect([...loop[1]]).toEqual(expect.arrayContaining(['loop-control', 'loop-phases', 'loop-task-card', 'loop-receipt', 'loop-read-paths', 'loop-decision-packet']));
    const state = [...kinds.entries()].find(([, k]) => k.has('state-index'))!;
    expect(state[0]).toMatch(/^team-\d+\/\.agents\/state$/);
    expect([...state[1]].sort()).toEqual(['state-index', 'task-state']);
    expect(groupOf('a/.webwork/harness/work/s1/task-1-review.md', getKind('harness-review')!)).toBe('a/.webwork/harness/work/s1');
    expect(groupOf('a/.task-driver/x-20260101000000-计划摘要.md', getKind('plan-summary')!)).toBe('a/.task-driver');
    expect(groupOf('a/docs/checkpoints/订单/方案.md', getKind('checkpoint')!)).toBe('a/docs/checkpoints');
    expect(groupOf('docs/checkpoints/x.md', getKind('checkpoint')!)).toBe('docs/checkpoints');
    expect(groupOf('a/.agents/state/tasks/2026-05-01-x.md', getKind('task-state')!)).toBe('a/.agents/state');
    expect(groupOf('a/.agents/state/INDEX.md', getKind('state-index')!)).toBe('a/.agents/state');
    expect(groupOf('jobs/loop/runs/agents/r1/receipt.yaml', getKind('loop-receipt')!, 'jobs/loop')).toBe('jobs/loop');
  });

  it('engine.lint (group by group, parses released between groups) equals linting file by file', async () => {
    const engine = await engineAt(corpus);
    const results = engine.lint();
    expect(results.length).toBeGreaterThan(140);
    expect(results).toEqual(await reference(corpus));
  }, 120_000);
});

describe('git', () => {
  it('a run over many workflow groups asks git for the base tree once (not folder by folder first), with the file-by-file output', async () => {
    const shim = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-git-shim-'));
    const log = path.join(shim, 'calls.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    // Logs each git subcommand, then runs git itself.
    fs.writeFileSync(path.join(shim, 'git'), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${realGit}' "$@"\n`, { mode: 0o755 });
    const before = process.env.PATH;
    process.env.PATH = `${shim}${path.delimiter}${before ?? ''}`;
    try {
      const engine = await engineAt(corpus);
      const stats = newStats();
      const results = await lintProject(engine, [], { threads: 1, stats });
      expect(stats.groups).toBeGreaterThan(8);
      const calls = fs.readFileSync(log, 'utf8').trim().split('\n');
      expect(calls.filter((c) => c === 'ls-tree')).toEqual(['ls-tree']);
      expect(calls.filter((c) => c === 'log').length).toBeLessThanOrEqual(1);
      expect(results).toEqual(await reference(corpus));
    } finally {
      process.env.PATH = before;
      fs.rmSync(shim, { recursive: true, force: true });
    }
  });
});

describe('scoped discovery', () => {
  it('a run on one file (a fresh engine walks only its group) gives the whole-repository result of that file', async () => {
    const ref = await reference(corpus);
    const sample = ref.filter((_, i) => i % 6 === 0);
    expect(sample.length).toBeGreaterThan(20);
    for (const r of sample) {
      const engine = await engineAt(corpus);
      expect(engine.lint([r.filePath])).toEqual([r]);
    }
  }, 300_000);

  it('folders discovered in any order list their documents as a whole walk does, in path order', async () => {
    const whole = (await engineAt(corpus)).view.allPaths();
    const folders = [...new Set(whole.map((rel) => rel.split('/')[0]!))];
    // In path order (a pool worker's order: each folder sorts after the last), backwards, shuffled.
    const shuffled = fc.sample(fc.shuffledSubarray(folders, { minLength: folders.length }), { numRuns: 1, seed: 7 })[0]!;
    for (const order of [folders, [...folders].reverse(), shuffled]) {
      const ws = (await engineAt(corpus)).view;
      for (const f of order) expect(ws.pathsWithin(f)).toEqual(whole.filter((rel) => rel.startsWith(`${f}/`)));
      expect(ws.pathsWithin('')).toEqual(whole);
    }
  }, 120_000);

  it('a file named alone is classified as a whole walk classifies it: ignored folders and loop homes included', async () => {
    const dir = copyFixture('loop-home-healthy');
    try {
      fs.cpSync(copyFixture('ac-memory-healthy'), path.join(dir, 'vendor'), { recursive: true });
      fs.cpSync(copyFixture('checkpoints-broken'), path.join(dir, 'docs-tree'), { recursive: true });
      fs.writeFileSync(path.join(dir, '.gitignore'), 'vendor/\n');
      gitInit(dir);
      const whole = await engineAt(dir);
      const all = whole.targets();
      const walk = (d: string, base = ''): string[] =>
        fs.readdirSync(path.join(d, base), { withFileTypes: true }).flatMap((e) => {
          const rel = base ? `${base}/${e.name}` : e.name;
          if (e.name === '.git') return [];
          return e.isDirectory() ? walk(d, rel) : [rel];
        });
      for (const rel of walk(dir)) {
        const alone = await engineAt(dir);
        expect(alone.targets([path.join(dir, rel)]), rel).toEqual(all.includes(rel) ? [rel] : []);
        if (all.includes(rel)) {
          expect(alone.view.kindOf(rel)?.id, rel).toBe(whole.view.kindOf(rel)?.id);
          expect(alone.view.loopHomeOf(rel), rel).toBe(whole.view.loopHomeOf(rel));
        }
      }
      expect(all.some((rel) => rel.startsWith('vendor/'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a path matcher (file name first, then the whole pattern) matches exactly as picomatch does', () => {
    const patterns = [
      ...KINDS.flatMap((k) => [k.patterns, ...(k.exclude ? [k.exclude] : [])]),
      ['docs/**'],
      ['!**/*.md'],
      ['{a,b/c}/x.md'],
      ['x/{a.md,b/c.md}'],
      ['@(x|y)/*.md'],
      ['docs/plan (v2).md'],
      ['a/b*(c).md'],
      ['a/x{.md'],
      ['x/a|b.md'],
      ['x/@(a).md'],
      ['docs/*.md/'],
    ];
    // Segments from the patterns as written and from their words (`*` as some name), so that matches are frequent.
    const words = (globs: readonly string[]) => [
      ...new Set([
        ...globs.flatMap((g) => g.split('/')).filter((w) => w !== ''),
        ...globs
          .join(',')
          .split(/[/{},!@()|]+/)
          .flatMap((w) => (w === '**' || w === '' ? [] : [w.replace(/\*/g, 'x'), w.replace(/\*/g, '')])),
      ]),
    ];
    const segment = (globs: readonly string[]) => fc.constantFrom(...words(globs), 'README.md', 'a', '.git');
    fc.assert(
      fc.property(
        fc
          .constantFrom(...patterns)
          .chain((globs) =>
            fc.tuple(
              fc.constant(globs),
              fc.oneof({ arbitrary: fc.array(segment(globs), { minLength: 1, maxLength: 7 }), weight: 9 }, { arbitrary: fc.constantFrom(...globs.map((g) => [g])), weight: 1 }),
            ),
          ),
        ([globs, segments]) => {
          // A path made of the patterns' segments, or a pattern as written (picomatch takes that one as it is).
          const rel = segments.filter((s) => s !== '').join('/') || 'a';
          // Asked twice: the second answer comes from the file-name memo.
          const matcher = pathMatcher(globs);
          const expected = picomatch(globs as string[], { dot: true })(rel);
          expect(matcher(rel), `${globs.join(',')} ${rel}`).toBe(expected);
          expect(matcher(rel)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('worker pool', () => {
  it('gives the single-thread output, in path order, with the files linted by the workers', async () => {
    // The single-thread output is the reference (`engine.lint` equals it: tested above).
    const single = await reference(corpus);
    const stats = newStats();
    const pooled = await lintProject(await engineAt(corpus), [], { threads: 2, engineOptions: { today: TODAY }, stats });
    expect(stats.workers).toBe(2);
    expect(stats.workerFiles).toBe(stats.lintedFiles);
    expect(pooled).toEqual(single);
    expect(pooled.map((r) => r.relPath)).toEqual([...pooled.map((r) => r.relPath)].sort());
  }, 120_000);

  it('a worker that runs out of memory hands its chunks back: the calling thread lints them, nothing is lost', async () => {
    // The workers must really start (and fail): without the built worker script the pool lints on this thread anyway.
    expect(fs.existsSync(path.join(PACKAGE_ROOT, 'dist', 'pool-worker.js'))).toBe(true);
    const engine = await engineAt(corpus);
    const tasks = projectGroups(engine, []);
    let local = 0;
    const outcomes = await runPool(
      tasks,
      2,
      { engineOptions: { root: corpus, cwd: corpus, today: TODAY }, runOptions: {}, record: false },
      (t) => {
        local += t.members.length;
        return { group: t.group, ...engine.lintGroup(t.members) };
      },
      1,
    );
    expect(local).toBe(tasks.reduce((n, t) => n + t.members.length, 0));
    const results = outcomes.flatMap((o) => o.results).sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
    expect(results).toEqual(await reference(corpus));
  }, 120_000);

  it('splits one big workflow group (one .agents/state/, one loop home) over the workers: the single-thread output', async () => {
    const layouts = (await import('../bench/layouts.mjs' as string)) as {
      generateStateLayout: (dir: string, o: { tasks: number }) => unknown;
      generateLoopLayout: (dir: string, o: { runs: number }) => unknown;
    };
    for (const make of [(d: string) => layouts.generateStateLayout(d, { tasks: 150 }), (d: string) => layouts.generateLoopLayout(d, { runs: 60 })]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-perf-layout-'));
      make(dir);
      // A broken document in the group: its findings must come out the same way too.
      const tasks = path.join(dir, '.agents/state/tasks');
      if (fs.existsSync(tasks)) {
        const first = path.join(tasks, fs.readdirSync(tasks).sort()[3]!);
        fs.writeFileSync(first, fs.readFileSync(first, 'utf8').replace('TASK_TYPE: ', 'TASK_TYPE: x'));
      }
      const single = (await engineAt(dir)).lint();
      const stats = newStats();
      const pooled = await lintProject(await engineAt(dir), [], { threads: 2, engineOptions: { today: TODAY }, stats });
      expect(stats.groups).toBeLessThanOrEqual(2);
      expect(stats.parts).toBeGreaterThan(2);
      expect(stats.workers).toBe(2);
      expect(stats.workerFiles).toBe(stats.lintedFiles);
      expect(pooled).toEqual(single);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('the CLI prints the same JSON with and without worker threads', async () => {
    const outputs: string[] = [];
    for (const threads of ['1', '2']) {
      let stdout = '';
      const code = await run([corpus, '--format', 'json', '--threads', threads], { cwd: corpus, stdout: (s) => (stdout += s), stderr: () => undefined, env: { WFLINT_TODAY: TODAY } });
      expect(code).toBe(1);
      outputs.push(stdout);
    }
    expect(outputs[1]).toBe(outputs[0]);
  }, 120_000);
});

describe('--cache', () => {
  const lintCached = async (dir: string, stats = newStats()): Promise<LintResult[]> => lintProject(await engineAt(dir), [], { cache: true, version: 'test', engineOptions: { today: TODAY }, stats });
  /** After `src/auth/session.ts` of the checkpoint fixture is deleted: the checkpoint naming it is re-linted. */
  const expectCarrierMissing = async (dir: string): Promise<void> => {
    const stats = newStats();
    const after = await lintCached(dir, stats);
    expect(stats.lintedFiles).toBeGreaterThan(0);
    expect(after.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain('checkpoint-carrier-exists');
    expect(after).toEqual(await reference(dir));
    fs.rmSync(dir, { recursive: true, force: true });
  };

  it('stores reads as lines and reads them back as they were, whatever the paths hold (tabs, newlines, %)', () => {
    const field = fc.string({ unit: fc.constantFrom('a', '/', '%', '%25', '\t', '\n', '\0', '汉', ' '), maxLength: 12 });
    const op = fc.constantFrom('doc', 'docs', 'exists', 'list', 'realPath', 'readText', 'base') as fc.Arbitrary<Read[0]>;
    const read = fc.oneof(fc.tuple(op, field, field), fc.tuple(op, field, field, field)) as fc.Arbitrary<Read>;
    fc.assert(
      fc.property(fc.array(read, { minLength: 1, maxLength: 6 }), (reads) => {
        expect(decodeReads(encodeReads(reads))).toEqual(reads);
      }),
    );
  });

  it('hits when nothing changed; a task edit re-lints its INDEX.md; a config change re-lints everything', async () => {
    const dir = copyFixture('ac-memory-healthy');
    gitInit(dir);
    const first = newStats();
    const cold = await lintCached(dir, first);
    expect(first).toMatchObject({ cachedFiles: 0, lintedFiles: cold.length });
    expect(fs.existsSync(path.join(dir, CACHE_FILE))).toBe(true);
    expect(cold).toEqual(await reference(dir));

    const hit = newStats();
    expect(await lintCached(dir, hit)).toEqual(cold);
    expect(hit).toMatchObject({ cachedFiles: cold.length, lintedFiles: 0 });

    // A task's status changes: the index (which lists it as active) must be re-linted.
    const task = path.join(dir, '.agents/state/tasks/2026-04-30-crash-fix.md');
    fs.writeFileSync(task, fs.readFileSync(task, 'utf8').replace('WORKFLOW_STATUS: active', 'WORKFLOW_STATUS: blocked'));
    const edited = newStats();
    const after = await lintCached(dir, edited);
    expect(edited.lintedFiles).toBe(cold.length);
    expect(after).toEqual(await reference(dir));
    const index = after.find((r) => r.relPath === '.agents/state/INDEX.md')!;
    expect(index.messages.map((m) => m.ruleId)).toContain('state-index-sync');
    expect(cold.find((r) => r.relPath === '.agents/state/INDEX.md')!.messages).toEqual([]);

    // A config change: nothing cached applies.
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), JSON.stringify({ rules: { 'state-index-sync': 'off' } }));
    const reconfigured = newStats();
    const withConfig = await lintCached(dir, reconfigured);
    expect(reconfigured).toMatchObject({ cachedFiles: 0, lintedFiles: cold.length });
    expect(withConfig).toEqual(await reference(dir));
    expect(withConfig.find((r) => r.relPath === '.agents/state/INDEX.md')!.messages.map((m) => m.ruleId)).not.toContain('state-index-sync');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('files older than the racy window are checked by stat; an edit that keeps size and mtime still invalidates (ctime)', async () => {
    const dir = copyFixture('ac-memory-healthy');
    gitInit(dir);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const backdate = (d: string): void => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.name === '.git') continue;
        if (e.isDirectory()) backdate(p);
        else fs.utimesSync(p, hourAgo, hourAgo);
      }
    };
    backdate(dir);
    // ctime cannot be set: wait out the racy window once, so the stamps are trusted.
    await new Promise((r) => setTimeout(r, 2100));
    const cold = await lintCached(dir);
    const file = JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as { groups: Record<string, { reads: string }> };
    const docReads = Object.values(file.groups).flatMap((g) => decodeReads(g.reads).filter((r) => r[0] === 'doc'));
    expect(docReads.length).toBeGreaterThan(0);
    expect(docReads.every((r) => typeof r[3] === 'string')).toBe(true);
    const hit = newStats();
    expect(await lintCached(dir, hit)).toEqual(cold);
    expect(hit).toMatchObject({ cachedFiles: cold.length, lintedFiles: 0 });

    // Same length, same mtime, different text: only the change time tells.
    const task = path.join(dir, '.agents/state/tasks/2026-04-30-crash-fix.md');
    const text = fs.readFileSync(task, 'utf8');
    fs.writeFileSync(task, text.replace('WORKFLOW_STATUS: active', 'WORKFLOW_STATUS: paused'));
    expect(fs.statSync(task).size).toBe(Buffer.byteLength(text));
    fs.utimesSync(task, hourAgo, hourAgo);
    // Past the racy window again, so the stamp (not the racy rule) has to see the change.
    await new Promise((r) => setTimeout(r, 2100));
    const edited = newStats();
    const after = await lintCached(dir, edited);
    expect(edited.lintedFiles).toBeGreaterThan(0);
    expect(after).toEqual(await reference(dir));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('the walk is reused while no folder or .gitignore changed', async () => {
    // Checkpoints: git patterns hide them (the task state is kept out of git by design and never hidden).
    const dir = copyFixture('checkpoints-healthy');
    // Present from the start: later only its text changes, which no folder stamp shows.
    fs.writeFileSync(path.join(dir, '.gitignore'), '# nothing yet\n');
    gitInit(dir);
    const outOfRacyWindow = () => new Promise((r) => setTimeout(r, 2100));
    await outOfRacyWindow();
    const cold = newStats();
    expect(await lintCached(dir, cold)).toEqual(await reference(dir));
    expect(cold.walkReused).toBe(false);
    const file = JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as { walk?: { root: string[]; dirs: unknown[] } };
    // The root is compared by listing, without the cache file itself.
    expect(file.walk?.root).toContain('ddocs');
    expect(file.walk?.root.some((n) => n.includes(CACHE_FILE))).toBe(false);
    expect(file.walk?.dirs.length).toBeGreaterThan(2);

    const hit = newStats();
    expect(await lintCached(dir, hit)).toEqual(await reference(dir));
    expect(hit).toMatchObject({ walkReused: true, lintedFiles: 0 });

    // A new checkpoint: its folder's stamp changed, the walk finds it.
    const checkpoints = path.join(dir, 'docs/checkpoints');
    fs.copyFileSync(path.join(checkpoints, '登录失败提示.md'), path.join(checkpoints, 'copy.md'));
    const added = newStats();
    const withNew = await lintCached(dir, added);
    expect(added.walkReused).toBe(false);
    expect(withNew.map((r) => r.relPath)).toContain('docs/checkpoints/copy.md');
    expect(withNew).toEqual(await reference(dir));

    // A .gitignore that hides it: no folder moved, the .gitignore's own stamp tells.
    await outOfRacyWindow();
    await lintCached(dir);
    expect((await lintCached(dir, newStats())).length).toBe(withNew.length);
    fs.appendFileSync(path.join(dir, '.gitignore'), 'copy.md\n');
    const ignored = newStats();
    const hidden = await lintCached(dir, ignored);
    expect(ignored.walkReused).toBe(false);
    expect(hidden.map((r) => r.relPath)).not.toContain('docs/checkpoints/copy.md');
    expect(hidden).toEqual(await reference(dir));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('the walk is not reused once a CONTROL.md stops declaring its loop home (no folder moved)', async () => {
    const dir = copyFixture('loop-home-healthy');
    await new Promise((r) => setTimeout(r, 2100));
    await lintCached(dir);
    const hit = newStats();
    await lintCached(dir, hit);
    expect(hit.walkReused).toBe(true);
    const control = path.join(dir, 'adhoc_jobs/invoice_export_audit_20260428/CONTROL.md');
    const before = await reference(dir);
    // Rewritten in place: its folder keeps its stamp, only the file's own stamp changes.
    // The whole loop header goes (a CONTROL.md that keeps `loop_class` / `source_sessions` stays a loop home whose header is broken).
    fs.writeFileSync(control, fs.readFileSync(control, 'utf8').replace(/^(loop_home|loop_class|source_sessions):/gm, '$1_was:'));
    const edited = newStats();
    const after = await lintCached(dir, edited);
    expect(edited.walkReused).toBe(false);
    expect(after).toEqual(await reference(dir));
    expect(after.map((r) => r.relPath)).not.toEqual(before.map((r) => r.relPath));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('a file a rule found missing or present is checked by its folder stamp once the walk is trusted', async () => {
    const dir = copyFixture('checkpoints-healthy');
    await new Promise((r) => setTimeout(r, 2100));
    const cold = await lintCached(dir);
    expect(cold.flatMap((r) => r.messages)).toEqual([]);
    const file = JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as { groups: Record<string, { reads: string }> };
    const exists = Object.values(file.groups).flatMap((g) => decodeReads(g.reads).filter((r) => r[0] === 'exists'));
    expect(exists.some((r) => r[1] === 'src/auth/session.ts' && r[3]?.startsWith('dir:'))).toBe(true);
    const hit = newStats();
    expect(await lintCached(dir, hit)).toEqual(cold);
    expect(hit).toMatchObject({ walkReused: true, lintedFiles: 0 });
    fs.rmSync(path.join(dir, 'src/auth/session.ts'));
    // Past the racy window: the folder's new stamp (not the racy rule) has to tell.
    await new Promise((r) => setTimeout(r, 2100));
    await expectCarrierMissing(dir);
  }, 120_000);

  it('a path that resolved to itself is checked by the folders above it: one of them turned into a link is seen', async () => {
    const dir = copyFixture('checkpoints-healthy');
    await new Promise((r) => setTimeout(r, 2100));
    await lintCached(dir);
    const file = JSON.parse(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')) as { groups: Record<string, { reads: string }> };
    const real = Object.values(file.groups).flatMap((g) => decodeReads(g.reads).filter((r) => r[0] === 'realPath' && r[1] === 'src/auth/session.ts'));
    expect(real.length).toBeGreaterThan(0);
    expect(real.every((r) => r[3] !== undefined)).toBe(true);
    const hit = newStats();
    await lintCached(dir, hit);
    expect(hit).toMatchObject({ walkReused: true, lintedFiles: 0 });
    // `src/auth` moves out of the repository and a link takes its place: the carrier is outside now.
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-outside-'));
    fs.cpSync(path.join(dir, 'src/auth'), path.join(outside, 'auth'), { recursive: true });
    fs.rmSync(path.join(dir, 'src/auth'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'auth'), path.join(dir, 'src/auth'));
    await new Promise((r) => setTimeout(r, 2100));
    const after = await lintCached(dir);
    expect(after.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain('checkpoint-carrier-exists');
    expect(after).toEqual(await reference(dir));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }, 120_000);

  it('a deleted file that a rule checked (a checkpoint carrier) invalidates the result that named it', async () => {
    const dir = copyFixture('checkpoints-healthy');
    const cold = await lintCached(dir);
    expect(cold.flatMap((r) => r.messages)).toEqual([]);
    fs.rmSync(path.join(dir, 'src/auth/session.ts'));
    await expectCarrierMissing(dir);
  }, 120_000);

  it('a new commit changes what git-aware rules compare with', async () => {
    const dir = copyFixture('ac-memory-healthy');
    const task = path.join(dir, '.agents/state/tasks/2026-04-30-crash-fix.md');
    // Committed with an older `LAST_UPDATED_AT` (the decision-log check reads all history, so a
    // committed rewrite stays reported: `task-state-last-updated` is the rule a commit settles).
    fs.writeFileSync(task, fs.readFileSync(task, 'utf8').replace('LAST_UPDATED_AT: 2026-05-01', 'LAST_UPDATED_AT: 2026-04-30'));
    gitInit(dir);
    const cold = await lintCached(dir);
    // Change the file without moving `LAST_UPDATED_AT`: changed since the base.
    fs.writeFileSync(task, fs.readFileSync(task, 'utf8').replace('## 阻塞项\n\n- 无\n', '## 阻塞项\n\n- 无\n- 已与测试确认复现步骤\n'));
    const after = await lintCached(dir);
    expect(after).toEqual(await reference(dir));
    expect(after.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain('task-state-last-updated');
    expect(after).not.toEqual(cold);
    gitInit(dir, 'accept the change');
    const committed = await lintCached(dir);
    expect(committed).toEqual(await reference(dir));
    expect(committed.flatMap((r) => r.messages.map((m) => m.ruleId))).not.toContain('task-state-last-updated');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('the corpus: a cached re-run equals the cold run, through the worker pool too', async () => {
    const stats = newStats();
    const cold = await lintProject(await engineAt(corpus), [], { cache: true, threads: 2, version: 'test', engineOptions: { today: TODAY }, stats });
    expect(stats.workerFiles).toBeGreaterThan(0);
    const again = newStats();
    expect(await lintProject(await engineAt(corpus), [], { cache: true, threads: 2, version: 'test', engineOptions: { today: TODAY }, stats: again })).toEqual(cold);
    expect(again.lintedFiles).toBe(0);
    fs.rmSync(path.join(corpus, CACHE_FILE));
  }, 120_000);
});

describe('--shard i/n', () => {
  it('the shards partition the groups, and their union is the unsharded run', async () => {
    const all = await reference(corpus);
    const n = 3;
    const union: LintResult[] = [];
    const seen = new Map<string, number>();
    for (let i = 1; i <= n; i++) {
      const engine = await engineAt(corpus);
      const part = await lintProject(engine, [], { shard: { index: i, count: n }, threads: 1 });
      expect(part.length).toBeGreaterThan(0);
      for (const r of part) {
        const g = engine.view.groupOf(r.relPath);
        expect(seen.get(g) ?? i).toBe(i);
        seen.set(g, i);
        expect(shardOfGroup(g, n)).toBe(i);
      }
      union.push(...part);
    }
    union.sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
    expect(union).toEqual(all);
    // Whole groups only: every group's members land in one shard.
    const groups = projectGroups(await engineAt(corpus), []);
    expect(groups.reduce((k, g) => k + g.members.length, 0)).toBe(all.length);
  }, 120_000);

  it('parses i/n and refuses the rest', async () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/3', '4/3', '1/0', 'a/b', '1', '1/2/3']) expect(parseShard(bad)).toBeUndefined();
    let stderr = '';
    const code = await run([corpus, '--shard', '3/2'], { cwd: corpus, stdout: () => undefined, stderr: (s) => (stderr += s) });
    expect(code).toBe(2);
    expect(stderr).toContain('--shard expects');
  });
});

describe('rule options', () => {
  it("every rule's default options satisfy its option schema (configs are validated only for what they set)", () => {
    const ajv = new Ajv({ strict: false });
    for (const rule of RULES) {
      if (!rule.meta.options) continue;
      const validate = ajv.compile(rule.meta.options);
      expect(validate({ ...(rule.meta.defaultOptions ?? {}) }), `${rule.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
      // The validator config resolution uses is the one `npm run gen` precompiled (gen:check keeps it current).
      expect(generatedValidator(`rule-options/${rule.id}`)({ ...(rule.meta.defaultOptions ?? {}) }), rule.id).toBe(true);
    }
  });
});
