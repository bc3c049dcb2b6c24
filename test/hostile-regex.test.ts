/**
 * Hostile input, part 5 (issue 18, "ReDoS"): every regular expression the code builds at run time
 * (`new RegExp` / `RegExp()`, not only literals: test/hostile.test.ts checks those) is recorded
 * while every fixture and a generated corpus are linted, and each is checked with `recheck`; then
 * the attack strings of the issue are timed. This file imports nothing of src/ statically: the
 * constructor is wrapped first, so module-level patterns are recorded too. Counts: 5 tests (every
 * built regex through recheck, globs timed on 4096-character paths; 4 attack strings timed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { recheckAll } from './hostile/recheck.js';

const ROOT = path.resolve(__dirname, '..');
const built = new Map<string, { source: string; flags: string }>();
const Original = RegExp;
globalThis.RegExp = new Proxy(Original, {
  construct(target, args: [string | RegExp, string?]) {
    const re = Reflect.construct(target, args) as RegExp;
    if (typeof args[0] === 'string') built.set(`${re.source}/${re.flags}`, { source: re.source, flags: re.flags });
    return re;
  },
  apply(target, self, args: [string | RegExp, string?]) {
    const re = Reflect.apply(target, self, args) as RegExp;
    if (typeof args[0] === 'string') built.set(`${re.source}/${re.flags}`, { source: re.source, flags: re.flags });
    return re;
  },
});

describe('regular expressions built at run time', () => {
  test('every one is linear (recheck), over the fixtures and a generated corpus', async () => {
    const { createEngine } = await import('../src/engine.js');
    const fixtures = path.join(ROOT, 'fixtures');
    const dirs = fs
      .readdirSync(fixtures)
      .filter((d) => d !== 'lifecycles')
      .map((d) => path.join(fixtures, d));
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-regex-corpus-'));
    // @ts-expect-error The benchmark's corpus generator is plain JavaScript.
    const { generateCorpus } = (await import('../bench/corpus.mjs')) as { generateCorpus: (dir: string, o: { files: number; seed: number }) => void };
    generateCorpus(corpus, { files: 300, seed: 7 });
    for (const dir of [...dirs, path.join(ROOT, 'examples'), corpus]) {
      const engine = await createEngine({ cwd: dir, root: dir, base: false, today: '2026-05-01' });
      engine.lint();
    }
    expect(built.size).toBeGreaterThan(10);
    const globs: RegExp[] = [];
    const checked: Array<{ source: string; flags: string }> = [];
    for (const { source, flags } of built.values()) {
      // Glob matchers (picomatch) see only repository paths and file names, which the system
      // bounds (PATH_MAX, 4096 bytes; NAME_MAX, 255): timed below on the longest instead. A file
      // name's matcher (a pattern's last segment, core/project/paths.ts) has no `/` to stop at.
      if (source.includes('(?!\\.{1,2}(?:\\/|$))') || source.includes('[^/]*?')) globs.push(new Original(source, flags));
      else checked.push({ source, flags });
    }
    const vulnerable = [...recheckAll(checked)].flatMap(([key, v]) => (v.status === 'vulnerable' ? [`${key} attack: ${v.attack}`] : []));
    expect(vulnerable).toEqual([]);
    expect(globs.length).toBeGreaterThan(0);
    const longest = [
      'o' + '/docs/checkpoints/d'.repeat(215),
      '.webwork/harness/work/b/task-' + '-rereview-o'.repeat(370) + '/',
      'a/'.repeat(2047),
      `task-${'-rereview-'.repeat(25)}`,
      `task-${'-review-'.repeat(31)}w`,
    ];
    for (const re of globs) {
      for (const p of longest) {
        const start = performance.now();
        re.test(p.slice(0, 4096));
        expect(performance.now() - start, `${re.source} on a ${p.length}-character path`).toBeLessThan(200);
      }
    }
  }, 600_000);
});

describe('the attack strings of the issue, timed', () => {
  const FIX = path.join(ROOT, 'fixtures');
  const copy = (name: string): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-redos-'));
    fs.cpSync(path.join(FIX, name), dir, { recursive: true });
    return dir;
  };
  const T = '\t';
  const cases: Array<[string, string, (dir: string) => string]> = [
    [
      '920-character Ledger lines',
      'harness-healthy',
      (dir) => {
        const file = fs.readdirSync(path.join(dir, '.webwork/harness/work'), { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('progress.md'))!;
        const line = (form: string) => `T1: ${form} (${T.repeat(455)}x${T.repeat(455)}y\n`;
        fs.appendFileSync(path.join(dir, '.webwork/harness/work', file), `\n${line('blocked')}${line('escalate')}${line('task error')}T1: ruled —${T.repeat(455)}x${T.repeat(455)}y\n`);
        return path.join('.webwork/harness/work', file);
      },
    ],
    [
      'a 916-character plan bullet and a 3.2 KB goal-status cell',
      'task-driver-healthy',
      (dir) => {
        const file = path.join(
          '.task-driver',
          fs.readdirSync(path.join(dir, '.task-driver')).find((n) => n.startsWith('登录'))!,
        );
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        fs.writeFileSync(
          path.join(dir, file),
          text
            .replace('- 状态：已完成', `- 状态${T.repeat(300)}:${T.repeat(610)}__:\n  续行`)
            .replace('| task-481 | 接口回放 + 登录页截图对比 | 已达成（达标） |', `| task-481 | 接口回放 + 登录页截图对比 | 受阻${T.repeat(1600)}质量${T.repeat(1600)}:达标) |`),
        );
        return file;
      },
    ],
    [
      '`LAST_UPDATED_AT: a<40k spaces>x` at the git base',
      'surfaces-state',
      (dir) => {
        const tasks = path.join(dir, '.agents/state/tasks');
        const file = path.join('.agents/state/tasks', fs.readdirSync(tasks).sort()[0]!);
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        fs.writeFileSync(path.join(dir, file), text.replace(/^LAST_UPDATED_AT:.*$/m, `LAST_UPDATED_AT: a${' '.repeat(40_000)}x`));
        const env = { ...process.env, GIT_AUTHOR_NAME: 'w', GIT_AUTHOR_EMAIL: 'w@example.invalid', GIT_COMMITTER_NAME: 'w', GIT_COMMITTER_EMAIL: 'w@example.invalid' };
        for (const args of [
          ['init', '-q'],
          ['add', '-A'],
          ['commit', '-qm', 'base'],
        ])
          execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
        fs.appendFileSync(path.join(dir, file), '\n');
        return file;
      },
    ],
    [
      'a checkpoint item with 40k spaces',
      'checkpoints-healthy',
      (dir) => {
        const file = 'docs/checkpoints/登录失败提示.md';
        fs.appendFileSync(path.join(dir, file), `\n- [候选${' '.repeat(40_000)}候选]\n- 候选${T.repeat(40_000)}候选]\n`);
        return file;
      },
    ],
  ];
  test.each(cases)(
    '%s: linted in well under a second per file',
    async (_name, fixture, write) => {
      const { createEngine } = await import('../src/engine.js');
      const dir = copy(fixture);
      const file = write(dir);
      const engine = await createEngine({ cwd: dir, root: dir, ...(fs.existsSync(path.join(dir, '.git')) ? {} : { base: false }), today: '2026-05-01' });
      const start = performance.now();
      const results = engine.lint();
      expect(results.map((r) => r.relPath)).toContain(file.split(path.sep).join('/'));
      expect(results.flatMap((r) => r.messages).some((m) => /time over/.test(m.message))).toBe(false);
      expect(performance.now() - start).toBeLessThan(2000);
    },
    300_000,
  );
});
