/** Whole-workflow tests of the ac-memory kinds (task-state + state-index) on realistic trees. */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { actualFindings, copyFixture, fixtureEngine, gitInit, readExpectations } from './helpers/fixtures.js';

const TASKS = '.agents/state/tasks';

/** Every line of `before` appears in `after`, in order (fixes only insert or rename). */
function linesSurviveInOrder(before: string, after: string): boolean {
  const a = after.split(/\r?\n/);
  let k = 0;
  for (const line of before.split(/\r?\n/)) {
    while (k < a.length && a[k] !== line) k++;
    if (k === a.length) return false;
    k++;
  }
  return true;
}

describe('ac-memory fixtures', () => {
  test('a healthy .agents/state/ lints clean', async () => {
    const dir = copyFixture('ac-memory-healthy');
    const engine = await fixtureEngine(dir);
    const results = engine.lint();
    expect(results.map((r) => r.relPath)).toHaveLength(6);
    expect(actualFindings(results)).toEqual([]);
  });

  test('a broken .agents/state/ gives exactly the expected findings', async () => {
    const dir = copyFixture('ac-memory-broken');
    const engine = await fixtureEngine(dir);
    const expected = readExpectations(dir);
    expect(expected.length).toBeGreaterThan(10);
    expect(actualFindings(engine.lint())).toEqual(expected);
  });

  test('the healthy tree with CRLF line endings and a BOM still lints clean', async () => {
    const dir = copyFixture('ac-memory-healthy');
    const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    for (const file of walk(path.join(dir, '.agents'))) fs.writeFileSync(file, `\uFEFF${fs.readFileSync(file, 'utf8').replace(/\n/g, '\r\n')}`);
    const engine = await fixtureEngine(dir);
    expect(actualFindings(engine.lint())).toEqual([]);
  });

  test('a healthy tree stays clean as a git repository (git-aware rules on, nothing changed)', async () => {
    const dir = copyFixture('ac-memory-healthy');
    gitInit(dir);
    const engine = await fixtureEngine(dir);
    expect(actualFindings(engine.lint())).toEqual([]);
  });
});

describe('--fix on task files and the index', () => {
  test('moving the last entry of a CRLF index without a final line break leaves no lone CR', async () => {
    const dir = copyFixture('ac-memory-healthy');
    const index = path.join(dir, '.agents/state/INDEX.md');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace(/\n$/, '').replace(/\n/g, '\r\n'));
    const docs = path.join(dir, TASKS, '2026-04-25-docs-terms.md');
    fs.writeFileSync(docs, fs.readFileSync(docs, 'utf8').replace('WORKFLOW_STATUS: completed', 'WORKFLOW_STATUS: blocked'));
    (await fixtureEngine(dir, { base: false })).fix([index]);
    const after = fs.readFileSync(index, 'utf8');
    expect(after.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(after.endsWith('- 2026-04-20-push-retry | 推送失败自动重试 | feat | reviewer | completed')).toBe(true);
    expect(after).toContain('- 2026-04-25-docs-terms | 同步 workflow 术语 | docs | single | blocked');
  });

  test('fixes missing sections, header fields and the index; keeps every line; is idempotent; keeps CRLF', async () => {
    const dir = copyFixture('ac-memory-healthy');
    const crash = path.join(dir, TASKS, '2026-04-30-crash-fix.md');
    const original = fs.readFileSync(crash, 'utf8');
    const broken = original
      .replace('PLAN_FROZEN: true\n', '')
      .replace('LAST_UPDATED_AT: 2026-05-01\n', '')
      .replace(/## 阻塞项\n\n- 无\n\n/, '')
      .replace(/## 未验证清单（Gaps）\n\n[^\n]*\n\n/, '')
      .replace('## 提交计划', '## 提交计划：');
    fs.writeFileSync(crash, broken);
    // A CRLF task file that is not in the index yet.
    const crlfPath = path.join(dir, TASKS, '2026-05-03-crlf-note.md');
    const crlf = original
      .replaceAll('2026-04-30-crash-fix', '2026-05-03-crlf-note')
      .replace('TASK_TITLE: 启动崩溃修复', 'TASK_TITLE: 换行符测试')
      .replace(/## 阻塞项\n\n- 无\n\n/, '')
      .replace(/\n/g, '\r\n');
    fs.writeFileSync(crlfPath, crlf);
    const indexPath = path.join(dir, '.agents/state/INDEX.md');
    const indexBefore = fs.readFileSync(indexPath, 'utf8');

    const engine = await fixtureEngine(dir);
    const fixable = ['required-sections', 'task-state-header-fields', 'heading-canonical', 'state-index-sync'];
    const before = engine.lint().flatMap((r) => r.messages.map((m) => m.ruleId));
    for (const id of fixable) expect(before).toContain(id);

    const outcome = engine.fix();
    expect(outcome.changes.map((c) => c.relPath).sort()).toEqual(['.agents/state/INDEX.md', `${TASKS}/2026-04-30-crash-fix.md`, `${TASKS}/2026-05-03-crlf-note.md`]);
    const after = fs.readFileSync(crash, 'utf8');
    expect(linesSurviveInOrder(broken.replace('## 提交计划：', '## 提交计划'), after)).toBe(true);
    expect(after).toContain('## 阻塞项');
    // `PLAN_FROZEN` is the workflow's state, not derivable: offered as a suggestion, never inserted.
    expect(after).not.toContain('PLAN_FROZEN:');
    expect(after).toContain('LAST_UPDATED_AT: ');
    const crlfAfter = fs.readFileSync(crlfPath, 'utf8');
    expect(crlfAfter).toContain('## 阻塞项\r\n');
    expect(crlfAfter.replace(/\r\n/g, '')).not.toContain('\n');
    expect(linesSurviveInOrder(crlf, crlfAfter)).toBe(true);
    const indexAfter = fs.readFileSync(indexPath, 'utf8');
    expect(indexAfter).toContain('- 2026-05-03-crlf-note | 换行符测试 | fix | executor | active');
    expect(linesSurviveInOrder(indexBefore, indexAfter)).toBe(true);

    // The fixed files pass the fixable rules; a second --fix changes nothing.
    const fresh = await fixtureEngine(dir);
    const remaining = fresh.lint().flatMap((r) => r.messages.filter((m) => fixable.includes(m.ruleId ?? '')));
    expect(remaining.map((m) => [m.ruleId, m.message, m.fix === undefined, m.suggestions?.map((x) => x.desc)])).toEqual([
      ['task-state-header-fields', 'Unexpected missing header field `PLAN_FROZEN`, expected it after `TASK_TYPE`', true, ['Insert `PLAN_FROZEN: true`', 'Insert `PLAN_FROZEN: false`']],
    ]);
    expect(fresh.fix().changes).toEqual([]);
  });

  test('a read-only file is reported and left untouched while the others are fixed', async () => {
    const dir = copyFixture('ac-memory-healthy');
    const a = path.join(dir, TASKS, '2026-04-30-crash-fix.md');
    const b = path.join(dir, TASKS, '2026-04-22-ble-pairing.md');
    fs.writeFileSync(a, fs.readFileSync(a, 'utf8').replace('## 目标', '## Goal'));
    fs.writeFileSync(b, fs.readFileSync(b, 'utf8').replace('## 目标', '## Goal'));
    fs.chmodSync(a, 0o444);
    const before = fs.readFileSync(a, 'utf8');
    const outcome = (await fixtureEngine(dir)).fix();
    expect(fs.readFileSync(a, 'utf8')).toBe(before);
    expect(fs.statSync(a).mode & 0o777).toBe(0o444);
    expect(fs.readFileSync(b, 'utf8')).toContain('## 目标');
    const ra = outcome.results.find((r) => r.relPath.endsWith('crash-fix.md'))!;
    expect(ra.messages[0]).toMatchObject({ ruleId: null, fatal: true, message: 'File is not writable: fixes not written' });
  });
});

describe('--fix on the broken fixture (issue 16)', () => {
  test('loses no index entry, duplicates none, changes no state field, and reaches its fixed point in one run', async () => {
    const dir = copyFixture('ac-memory-broken');
    const files = () => {
      const out: Record<string, string> = {};
      for (const name of fs.readdirSync(path.join(dir, TASKS))) out[`${TASKS}/${name}`] = fs.readFileSync(path.join(dir, TASKS, name), 'utf8');
      out['.agents/state/INDEX.md'] = fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8');
      return out;
    };
    const ids = (index: string) =>
      index
        .split('\n')
        .map((l) => /^- (\d{4}-\d{2}-\d{2}-[a-z0-9-]+) \|/.exec(l)?.[1])
        .filter((x): x is string => x !== undefined);
    const state = (text: string) =>
      text
        .split('\n')
        .filter((l) => /^(TASK_TITLE|TASK_TYPE|PLAN_FROZEN|CURRENT_ROLE|WORKFLOW_STATUS):/.test(l))
        .sort();
    const before = files();
    (await fixtureEngine(dir)).fix();
    const after = files();
    const was = ids(before['.agents/state/INDEX.md']!);
    const now = ids(after['.agents/state/INDEX.md']!);
    const tasks = Object.keys(before)
      .filter((p) => p.startsWith(TASKS))
      .map((p) => path.basename(p, '.md'));
    for (const id of was.filter((i) => tasks.includes(i))) expect(now, id).toContain(id);
    expect(new Set(now).size).toBe(now.length);
    for (const line of after['.agents/state/INDEX.md']!.split('\n'))
      if (line.startsWith('- 2026-'))
        expect(
          line.split('|').every((f) => f.trim() !== ''),
          line,
        ).toBe(true);
    for (const p of Object.keys(before).filter((k) => k.startsWith(TASKS))) {
      expect(state(after[p]!), p).toEqual(state(before[p]!));
      expect(linesSurviveInOrder(before[p]!.replace(/^(#+ )(.*)$/gm, '$1'), after[p]!.replace(/^(#+ )(.*)$/gm, '$1')), p).toBe(true);
    }
    expect((await fixtureEngine(dir)).fix().changes).toEqual([]);
  });
});

describe('git-aware rules against HEAD', () => {
  const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  const setup = () => {
    const dir = copyFixture('ac-memory-healthy');
    gitInit(dir);
    return { dir, file: path.join(dir, TASKS, '2026-04-20-push-retry.md') };
  };

  test('rewriting an earlier decision-log entry is reported; appending is not', async () => {
    const { dir, file } = setup();
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      text
        .replace('- 2026-04-21：最多重试 5 次 | 超过后由下次启动重新注册 | 无额外存储', '- 2026-04-21：最多重试 3 次 | 超过后由下次启动重新注册 | 无额外存储')
        .replace('LAST_UPDATED_AT: 2026-04-23', 'LAST_UPDATED_AT: 2026-05-01'),
    );
    const rewritten = actualFindings((await fixtureEngine(dir)).lint());
    expect(rewritten).toEqual([{ file: `${TASKS}/2026-04-20-push-retry.md`, line: 35, rule: 'task-state-decision-log-append-only' }]);

    git(dir, 'checkout', '--', '.');
    const appended = text
      .replace(
        '- 2026-04-23：review 通过后收尾 | 两条 finding 已闭环 | 状态转 completed',
        '- 2026-04-23：review 通过后收尾 | 两条 finding 已闭环 | 状态转 completed\n- 2026-05-01：补记飞行模式缺口 | 复盘时发现 | Gaps 多一条',
      )
      .replace('- 2026-04-20 采用指数退避\n', '')
      .replace('- 2026-04-23 review 通过后收尾', '- 2026-04-23 review 通过后收尾\n- 2026-05-01 补记飞行模式缺口')
      .replace('LAST_UPDATED_AT: 2026-04-23', 'LAST_UPDATED_AT: 2026-05-01');
    fs.writeFileSync(file, appended);
    expect(actualFindings((await fixtureEngine(dir)).lint())).toEqual([]);
  });

  test('a changed file whose LAST_UPDATED_AT did not move is warned and fixed to today', async () => {
    const { dir, file } = setup();
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('- 飞行模式切换瞬间的重试行为未覆盖', '- 飞行模式切换瞬间的重试行为未覆盖\n- 双卡切换未覆盖'));
    const engine = await fixtureEngine(dir);
    expect(actualFindings(engine.lint())).toEqual([{ file: `${TASKS}/2026-04-20-push-retry.md`, line: 10, rule: 'task-state-last-updated' }]);
    engine.fix();
    expect(fs.readFileSync(file, 'utf8')).toContain('LAST_UPDATED_AT: 2026-05-01');
  });

  test('--base compares with an older revision; a new file is not compared', async () => {
    const { dir, file } = setup();
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace('LAST_UPDATED_AT: 2026-04-23', 'LAST_UPDATED_AT: 2026-05-01').replace('- 2026-04-20：采用指数退避', '- 2026-04-20：采用线性退避'));
    gitInit(dir, 'second');
    // Committed, the rewrite is still reported: against the version before the commit that made it.
    const atHead = (await fixtureEngine(dir)).lint().flatMap((r) => r.messages.map((m) => ({ file: r.relPath, line: m.line, rule: m.ruleId, message: m.message })));
    const second = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    expect(atHead).toEqual([
      {
        file: `${TASKS}/2026-04-20-push-retry.md`,
        line: 34,
        rule: 'task-state-decision-log-append-only',
        message: `Unexpected change to decision-log entry 1 (at \`${second}^\`: \`2026-04-20：采用指数退避 | 避免失败时集中重试压垮服务端 | …\`), expected earlier entries unchanged: append a new entry instead`,
      },
    ]);
    expect(actualFindings((await fixtureEngine(dir, { base: 'HEAD~1' })).lint())).toEqual([{ file: `${TASKS}/2026-04-20-push-retry.md`, line: 34, rule: 'task-state-decision-log-append-only' }]);
    const fresh = path.join(dir, TASKS, '2026-05-04-new-task.md');
    fs.writeFileSync(fresh, text.replaceAll('2026-04-20-push-retry', '2026-05-04-new-task'));
    const findings = actualFindings((await fixtureEngine(dir)).lint());
    expect(findings.filter((f) => f.file.endsWith('new-task.md') && /append-only|last-updated|batch-cap/.test(f.rule))).toEqual([]);
  });

  test('the decision log is compared with every earlier committed version (issue 16)', async () => {
    const { dir, file } = setup();
    const text = fs.readFileSync(file, 'utf8');
    const entry = '- 2026-04-21：最多重试 5 次 | 超过后由下次启动重新注册 | 无额外存储';
    const rewritten = text.replace(entry, '- 2026-04-21：最多重试 3 次 | 超过后由下次启动重新注册 | 无额外存储');
    fs.writeFileSync(file, rewritten);
    gitInit(dir, 'rewrite');
    // Two commits later, the rewrite is still in the branch's history.
    const appended = rewritten.replace(
      '- 2026-04-23：review 通过后收尾 | 两条 finding 已闭环 | 状态转 completed',
      '- 2026-04-23：review 通过后收尾 | 两条 finding 已闭环 | 状态转 completed\n- 2026-04-24：补记 | 复盘 | 无',
    );
    fs.writeFileSync(file, appended);
    gitInit(dir, 'append');
    const rules = () => fixtureEngine(dir).then((e) => actualFindings(e.lint()).filter((f) => f.rule === 'task-state-decision-log-append-only'));
    expect(await rules()).toEqual([{ file: `${TASKS}/2026-04-20-push-retry.md`, line: 35, rule: 'task-state-decision-log-append-only' }]);
    // Restored (and committed): every earlier version is kept again.
    fs.writeFileSync(file, appended.replace('最多重试 3 次', '最多重试 5 次'));
    gitInit(dir, 'restore');
    expect(await rules()).toEqual([]);
  });

  test('a task file renamed with its log rewritten is compared with its old name (audit G4)', async () => {
    const { dir, file } = setup();
    const text = fs.readFileSync(file, 'utf8');
    const renamed = path.join(dir, TASKS, '2026-05-01-push-retry-backoff.md');
    const appendOnly = () =>
      fixtureEngine(dir).then((e) => e.lint().flatMap((r) => r.messages.filter((m) => m.ruleId === 'task-state-decision-log-append-only').map((m) => `${r.relPath}:${m.line} ${m.message}`)));
    git(dir, 'mv', file, renamed);
    // A rename alone keeps the log: nothing to report.
    expect(await appendOnly()).toEqual([]);
    const rewritten = text.replace('- 2026-04-21：最多重试 5 次', '- 2026-04-21：最多重试 3 次');
    fs.writeFileSync(renamed, rewritten);
    const uncommitted = await appendOnly();
    expect(uncommitted).toEqual([
      expect.stringMatching(
        /^\.agents\/state\/tasks\/2026-05-01-push-retry-backoff\.md:35 Unexpected change to decision-log entry 2 \(at `HEAD:\.agents\/state\/tasks\/2026-04-20-push-retry\.md`: `2026-04-21：最多重试 5 次/,
      ),
    ]);
    // Committed in one commit (git sees a rename with an edit): still reported, against the old blob.
    gitInit(dir, 'rename and rewrite');
    expect(await appendOnly()).toEqual([expect.stringMatching(/^\.agents\/state\/tasks\/2026-05-01-push-retry-backoff\.md:35 Unexpected change to decision-log entry 2 \(at `[0-9a-f]{7}\^`/)]);
  });

  test('a reopen or a reviewed-to-single rewrite committed on the branch is still reported (audit 000 V45, V20)', async () => {
    const { dir, file } = setup();
    const text = fs.readFileSync(file, 'utf8');
    const transitions = async () =>
      (await fixtureEngine(dir)).lint().flatMap((r) => r.messages.filter((m) => m.ruleId === 'task-state-transition').map((m) => m.message.replace(/`[0-9a-f]{7}\^?`/, '`<sha>`')));
    fs.writeFileSync(file, text.replace('WORKFLOW_STATUS: completed', 'WORKFLOW_STATUS: active').replace('CURRENT_ROLE: reviewer', 'CURRENT_ROLE: executor'));
    gitInit(dir, 'reopen');
    expect(await transitions()).toEqual([
      'Unexpected `WORKFLOW_STATUS: active` on a task completed at `<sha>`, expected it to stay `completed` (a completed task is never resumed: start a new task for new work)',
    ]);
    fs.writeFileSync(file, text.replace('CURRENT_ROLE: reviewer', 'CURRENT_ROLE: single'));
    gitInit(dir, 'rewrite to single');
    expect(await transitions()).toEqual([
      'Unexpected `CURRENT_ROLE: single` on a task that `<sha>` shows with `CURRENT_ROLE: reviewer`, expected `reviewer` (a reviewed route is not rewritten to `single`)',
    ]);
    // Restored and committed: the current state is the one the history allows.
    fs.writeFileSync(file, text);
    gitInit(dir, 'restore');
    expect(await transitions()).toEqual([]);
  });

  test('a completed task renamed and reopened is still a reopened task', async () => {
    const { dir, file } = setup();
    const renamed = path.join(dir, TASKS, '2026-05-01-push-retry-again.md');
    git(dir, 'mv', file, renamed);
    fs.writeFileSync(renamed, fs.readFileSync(renamed, 'utf8').replace('WORKFLOW_STATUS: completed', 'WORKFLOW_STATUS: active'));
    const messages = (await fixtureEngine(dir)).lint().flatMap((r) => r.messages.filter((m) => m.ruleId === 'task-state-transition').map((m) => m.message));
    expect(messages).toEqual([expect.stringContaining('`HEAD:.agents/state/tasks/2026-04-20-push-retry.md`')]);
  });

  test("a large single update of an executor trips the batch cap; a reviewer's write is no execution burst", async () => {
    const { dir, file } = setup();
    const extra = Array.from({ length: 60 }, (_, i) => `- 回归记录 ${i + 1}：机型 ${i + 1} 通过`).join('\n');
    const executing = path.join(dir, TASKS, '2026-04-30-crash-fix.md');
    fs.writeFileSync(
      executing,
      fs
        .readFileSync(executing, 'utf8')
        // Its LAST_UPDATED_AT is already today's (2026-05-01).
        .replace('- `./gradlew :common:test` 通过（ConfigRepositoryTest 9 项）', `- \`./gradlew :common:test\` 通过（ConfigRepositoryTest 9 项）\n${extra}`),
    );
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('- reviewer 复核记录：见 Review Findings', `- reviewer 复核记录：见 Review Findings\n${extra}`)
        .replace('LAST_UPDATED_AT: 2026-04-23', 'LAST_UPDATED_AT: 2026-05-01'),
    );
    const found = actualFindings((await fixtureEngine(dir)).lint()).map((f) => `${f.rule} ${path.basename(f.file)}`);
    expect(found).toEqual(['task-state-batch-cap 2026-04-30-crash-fix.md']);
  });
});
