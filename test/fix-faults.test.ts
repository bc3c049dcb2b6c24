/**
 * `--fix` under faults (issue 6): a file changed on disk meanwhile is not overwritten; a process
 * killed at random moments, or two runs at once, never leave a torn or empty file (atomic rename).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { copyFixture, fixtureEngine } from './helpers/fixtures.js';

const BIN = path.resolve(__dirname, '..', 'bin', 'wflint.js');
const TASKS = '.agents/state/tasks';

/** A task file with a heading alias (`## Goal`) and a missing section: `--fix` rewrites it. */
function taskText(i: number): string {
  const id = `2026-05-01-task-${String(i).padStart(4, '0')}`;
  return `# TASK_STATE（批量任务 ${i}）

TASK_ID: ${id}
TASK_TITLE: 批量任务 ${i}
TASK_TYPE: chore
PLAN_FROZEN: false
CURRENT_ROLE: planner
WORKFLOW_STATUS: active
STARTED_AT: 2026-05-01
LAST_UPDATED_AT: 2026-05-01

## Goal

- 整理第 ${i} 批埋点字段

## 下一步 Top 3

- [ ] 列出字段
`;
}

function makeTree(n: number): { dir: string; files: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-faults-'));
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), JSON.stringify({ kinds: { 'state-index': { enabled: false } }, rules: { 'task-state-index-exists': 'off' } }));
  fs.mkdirSync(path.join(dir, TASKS), { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const f = path.join(dir, TASKS, `2026-05-01-task-${String(i).padStart(4, '0')}.md`);
    fs.writeFileSync(f, taskText(i));
    files.push(f);
  }
  return { dir, files };
}

describe('fix under faults', () => {
  test('a file changed on disk between read and write is detected and not overwritten', async () => {
    const dir = copyFixture('ac-memory-healthy');
    const file = path.join(dir, TASKS, '2026-04-30-crash-fix.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('## 目标', '## Goal'));
    const engine = await fixtureEngine(dir);
    // wflint has read the file (a fix pass works from this text) …
    expect(engine.document(`${TASKS}/2026-04-30-crash-fix.md`)).toBeDefined();
    // … then someone saves it before the write.
    const theirs = `${fs.readFileSync(file, 'utf8')}\n- 另一个编辑者刚写的一行\n`;
    fs.writeFileSync(file, theirs);
    const outcome = engine.fix();
    expect(fs.readFileSync(file, 'utf8')).toBe(theirs);
    const r = outcome.results.find((x) => x.relPath.endsWith('crash-fix.md'))!;
    expect(r.messages[0]).toMatchObject({ fatal: true, message: 'File changed on disk while it was being fixed: fixes not written' });

    // A lint run does not hold texts: a later --fix starts from the file as it is now and keeps the edit.
    const later = await fixtureEngine(dir);
    later.lint();
    fs.writeFileSync(file, `${theirs}- 第三个编辑\n`);
    later.fix();
    const now = fs.readFileSync(file, 'utf8');
    expect(now).toContain('- 第三个编辑');
    expect(now).toContain('## 目标');
  });

  test('kill -9 during --fix on a 250-file tree, 12 times at random moments: every file is the old or the new version', async () => {
    const n = 250;
    const { dir, files } = makeTree(n);
    const before = files.map((f) => fs.readFileSync(f, 'utf8'));
    // The fixed version of each file, from an undisturbed run on a copy.
    const ref = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-faults-ref-'));
    fs.cpSync(dir, ref, { recursive: true });
    const started = Date.now();
    expect(spawnSync(process.execPath, [BIN, '--fix', ref], { encoding: 'utf8' }).status).toBe(0);
    // The kill moments spread over as long as an undisturbed run takes (start, lint, then writes).
    const window = Date.now() - started;
    const after = files.map((f) => fs.readFileSync(path.join(ref, path.relative(dir, f)), 'utf8'));
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toContain('## 目标');

    let killedMidway = 0;
    for (let round = 0; round < 12; round++) {
      // Restore some files to their old version so every round has work to do.
      files.forEach((f, i) => {
        if ((i + round) % 3 === 0) fs.writeFileSync(f, before[i]!);
      });
      const child = spawn(process.execPath, [BIN, '--fix', dir], { stdio: 'ignore' });
      const delay = 100 + Math.floor(Math.random() * window);
      const exited = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(false);
        }, delay);
        child.on('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (!exited) {
        killedMidway++;
        await new Promise((r) => child.on('exit', r));
      }
      files.forEach((f, i) => {
        const now = fs.readFileSync(f, 'utf8');
        if (now !== before[i] && now !== after[i]) expect.fail(`round ${round}: ${path.basename(f)} is torn (${now.length} chars)`);
      });
    }
    expect(killedMidway).toBeGreaterThan(4);
    // Leftover temporary files of killed runs are never taken for workflow documents.
    const r = spawnSync(process.execPath, [BIN, '--fix', '--format', 'json', dir], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    files.forEach((f, i) => expect(fs.readFileSync(f, 'utf8')).toBe(after[i]));
  }, 600_000);

  test('two --fix runs at once on the same tree: no torn file, and the result is the fixed tree', async () => {
    const { dir, files } = makeTree(300);
    const before = files.map((f) => fs.readFileSync(f, 'utf8'));
    const run = () => new Promise<number | null>((resolve) => spawn(process.execPath, [BIN, '--fix', dir], { stdio: 'ignore' }).on('exit', resolve));
    await Promise.all([run(), run()]);
    for (const [i, f] of files.entries()) {
      const now = fs.readFileSync(f, 'utf8');
      expect(now.length).toBeGreaterThan(0);
      expect(now === before[i] || now.includes('## 目标')).toBe(true);
    }
    // Whatever one run refused (changed under it), a later run finishes.
    spawnSync(process.execPath, [BIN, '--fix', dir]);
    for (const f of files) expect(fs.readFileSync(f, 'utf8')).toContain('## 目标');
  }, 300_000);
});
