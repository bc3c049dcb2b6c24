/**
 * Hostile input, part 5 (issue 18, "ReDoS"): every regular expression the code builds at run time
 * (`new RegExp` / `RegExp()`, not only literals: test/hostile.test.ts checks those) is recorded
 * while every fixture and a generated corpus are linted, and each is checked with `recheck`; then
 * the attack strings of the issue are timed. This file imports nothing of src/ statically: the
 * constructor is wrapped first, so module-level patterns are recorded too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkSync } from 'recheck';

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
    const dirs = fs.readdirSync(fixtures).filter((d) => d !== 'lifecycles').map((d) => path.join(fixtures, d));
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-regex-corpus-'));
    // @ts-expect-error The benchmark's corpus generator is plain JavaScript.
    const { generateCorpus } = (await import('../bench/corpus.mjs')) as { generateCorpus: (dir: string, o: { files: number; seed: number }) => void };
    generateCorpus(corpus, { files: 300, seed: 7 });
    for (const dir of [...dirs, path.join(ROOT, 'examples'), corpus]) {
      const engine = await createEngine({ cwd: dir, root: dir, base: false, today: '2026-05-01' });
      engine.lint();
    }
    expect(built.size).toBeGreaterThan(10);
    const vulnerable: string[] = [];
    const globs: RegExp[] = [];
    for (const { source, flags } of built.values()) {
      // Glob matchers (picomatch) see only repository paths, which the system bounds (PATH_MAX,
      // 4096 bytes): timed below on the longest path instead.
      if (source.includes('(?!\\.{1,2}(?:\\/|$))')) {
        globs.push(new Original(source, flags));
        continue;
      }
      const result = checkSync(flags.includes('y') ? `^(?:${source})` : source, flags.replace(/[gy]/g, ''), { timeout: 10_000 });
      if (result.status === 'vulnerable') vulnerable.push(`/${source}/${flags} attack: ${result.attack.pattern}`);
    }
    expect(vulnerable).toEqual([]);
    expect(globs.length).toBeGreaterThan(0);
    const longest = ['o' + '/docs/checkpoints/d'.repeat(215), '.webwork/harness/work/b/task-' + '-rereview-o'.repeat(370) + '/', 'a/'.repeat(2047)];
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
    ['a 920-character Ledger line', 'harness-healthy', (dir) => {
      const file = fs.readdirSync(path.join(dir, '.webwork/harness/work'), { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('progress.md'))!;
      fs.appendFileSync(path.join(dir, '.webwork/harness/work', file), `\nT1: blocked (${T.repeat(455)}x${T.repeat(455)}\nT1: ruled —${' —\t-\t-'.repeat(130)}\nT1: parked — a${' —\t-'.repeat(150)}\n`);
      return path.join('.webwork/harness/work', file);
    }],
    ['a 916-character plan bullet and a 3.2 KB goal-status cell', 'task-driver-healthy', (dir) => {
      const file = path.join('.task-driver', fs.readdirSync(path.join(dir, '.task-driver'))[0]!);
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      fs.writeFileSync(path.join(dir, file), text.replace('- 状态：已完成', `- 状态${T.repeat(300)}:${T.repeat(300)}${T.repeat(300)}__:\n- 状态：已完成`).replace(/(\| 项目 \| 内容 \| 状态 \|\n\|[^\n]*\n)/, `$1| 目标 | x | 受阻${T.repeat(1600)}质量${T.repeat(1600)}:达标) |\n`));
      return file;
    }],
    ['`LAST_UPDATED_AT: a<40k spaces>x`', 'surfaces-state', (dir) => {
      const tasks = path.join(dir, '.agents/state/tasks');
      const file = path.join('.agents/state/tasks', fs.readdirSync(tasks)[0]!);
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      fs.writeFileSync(path.join(dir, file), text.replace(/^LAST_UPDATED_AT:.*$/m, `LAST_UPDATED_AT: a${' '.repeat(40_000)}x`));
      return file;
    }],
    ['a checkpoint item with 40k spaces', 'checkpoints-healthy', (dir) => {
      const file = 'docs/checkpoints/登录失败提示.md';
      fs.appendFileSync(path.join(dir, file), `\n- [候选${' '.repeat(40_000)}候选]\n- 候选${T.repeat(40_000)}候选]\n`);
      return file;
    }],
  ];
  test.each(cases)('%s: linted in well under a second per file', async (_name, fixture, write) => {
    const { createEngine } = await import('../src/engine.js');
    const dir = copy(fixture);
    const file = write(dir);
    const engine = await createEngine({ cwd: dir, root: dir, base: false, today: '2026-05-01' });
    const start = performance.now();
    const [result] = engine.lint([file]);
    expect(result!.messages.some((m) => /time over/.test(m.message))).toBe(false);
    expect(performance.now() - start).toBeLessThan(3000);
  }, 300_000);
});
