/** The checkpoint kind (seed 003): view, schema, fixtures, the empty-section fix, inside-repo, template. */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { actualFindings, copyFixture, fixtureEngine, readExpectations } from './helpers/fixtures.js';
import { checkpointView, itemTypeOf } from '../src/kinds/checkpoint/view.js';
import { validateKindData } from '../src/core/lint/schema.js';
import { createEngine } from '../src/engine.js';
import { run } from '../src/cli/main.js';
import { askGate } from './helpers/gate.js';

/** The CLI in-process: exit code and what it printed. */
async function cli(cwd: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, { cwd, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: { WFLINT_TODAY: '2026-05-01' } });
  return { code, stdout, stderr };
}

function gitRepo(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir, stdio: 'pipe' });
}

const TEMPLATE = path.resolve(__dirname, '..', 'templates', 'checkpoint.md');
const REFUND = 'docs/checkpoints/退款流程.md';

describe('checkpoint fixtures', () => {
  for (const name of ['checkpoints-healthy', 'checkpoints-broken']) {
    test(`${name}: findings are exactly the inline expectations`, async () => {
      const dir = copyFixture(name);
      const engine = await fixtureEngine(dir, { base: false });
      const expected = readExpectations(dir);
      if (name.endsWith('healthy')) expect(expected).toEqual([]);
      else expect(expected.length).toBeGreaterThan(0);
      expect(actualFindings(engine.lint())).toEqual(expected);
    });
  }

  test('the broken fixture covers every checkpoint rule that can be seen on disk', () => {
    const rules = new Set(readExpectations(copyFixture('checkpoints-broken')).map((e) => e.rule));
    // checkpoint-inside-repo needs a symbolic link out of the repository: see below.
    for (const id of [
      'checkpoint-structure',
      'checkpoint-no-empty-section',
      'checkpoint-item-type',
      'checkpoint-open-question-resolved',
      'checkpoint-duplicate-decision',
      'checkpoint-confirmed-rejected',
      'checkpoint-carrier-exists',
    ]) {
      expect(rules.has(id), id).toBe(true);
    }
  });

  test('every healthy checkpoint reads into data that its schema accepts; README.md is not a checkpoint', async () => {
    const dir = copyFixture('checkpoints-healthy');
    const engine = await fixtureEngine(dir, { base: false });
    const docs = engine.view.documents('checkpoint');
    expect(docs.map((d) => d.relPath)).toEqual(['docs/checkpoints/搜索排序口径.md', 'docs/checkpoints/登录失败提示.md', 'docs/checkpoints/订单导出/异步导出方案.md']);
    for (const doc of docs) {
      const data = checkpointView(doc).kindView.data;
      expect(validateKindData('checkpoint', data), doc.relPath).toEqual([]);
      expect(doc.data).toEqual(data);
    }
  });
});

describe('checkpoint view', () => {
  test('reads the topic, the items and their type labels', async () => {
    const dir = copyFixture('checkpoints-healthy');
    const engine = await fixtureEngine(dir, { base: false });
    const data = checkpointView(engine.document('docs/checkpoints/订单导出/异步导出方案.md')!).kindView.data;
    expect(data.topic).toBe('订单异步导出方案');
    expect(data.goals).toEqual([{ text: '导出大批量订单不再超时，生成后可下载并收到通知。' }]);
    expect((data.candidates as Array<{ type: string }>).map((c) => c.type)).toEqual(['候选', 'AI 推断', '候选']);
    expect(data.openQuestions).toEqual([
      { text: '导出文件使用现有对象存储桶，还是新建专用桶？', resolved: false },
      { text: '失败通知是否需要附带失败原因的技术细节？', resolved: false },
    ]);
    expect(data.carriers).toEqual([{ text: '[实施计划](../../plans/order-export.md)', paths: ['../../plans/order-export.md'] }]);
  });

  test.each([
    ['[候选] 超过 500 元需要审批', '候选', '超过 500 元需要审批'],
    ['【AI 推断】旧订单缺少快照', 'AI 推断', '旧订单缺少快照'],
    ['[AI推断] 旧订单缺少快照', 'AI 推断', '旧订单缺少快照'],
    ['候选：超过 500 元需要审批', '候选', '超过 500 元需要审批'],
    ['AI 推断: 旧订单缺少快照', 'AI 推断', '旧订单缺少快照'],
    ['**候选**：超过 500 元需要审批', '候选', '超过 500 元需要审批'],
    ['**AI Inference:** queue throughput is enough', 'AI 推断', 'queue throughput is enough'],
    ['candidate: add a retry button', '候选', 'add a retry button'],
  ])('type label %j', (text, type, rest) => expect(itemTypeOf(text)).toEqual({ type, rest }));

  test('an item that only mentions a candidate is not labelled', () => {
    expect(itemTypeOf('这些候选方案都需要主管审批')).toBeUndefined();
  });
});

describe('checkpoint-no-empty-section fix', () => {
  async function fixRefund(eol: '\n' | '\r\n'): Promise<{ before: string; after: string }> {
    const dir = copyFixture('checkpoints-broken');
    const file = path.join(dir, REFUND);
    const before = fs.readFileSync(file, 'utf8').replace(/\r?\n/g, eol);
    fs.writeFileSync(file, before);
    const engine = await fixtureEngine(dir, { base: false });
    engine.fix([file]);
    return { before, after: fs.readFileSync(file, 'utf8') };
  }

  for (const [name, eol] of [
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ] as const) {
    test(`removes only the empty heading and its blank line (${name}); every other byte stays`, async () => {
      const { before, after } = await fixRefund(eol);
      const heading = `<!-- expect: checkpoint-no-empty-section -->${eol}## 非目标${eol}${eol}`;
      const at = before.indexOf(heading) + `<!-- expect: checkpoint-no-empty-section -->${eol}`.length;
      const removed = `## 非目标${eol}${eol}`;
      expect(before.slice(at, at + removed.length)).toBe(removed);
      expect(after).toBe(before.slice(0, at) + before.slice(at + removed.length));
      if (eol === '\r\n') expect(after.replace(/\r\n/g, '')).not.toContain('\n');
    });
  }

  test('an empty last section goes with the blank line before it; the file keeps its final newline', async () => {
    const dir = copyFixture('checkpoints-healthy');
    const rel = 'docs/checkpoints/搜索排序口径.md';
    const file = path.join(dir, rel);
    const original = fs.readFileSync(file, 'utf8');
    for (const eol of ['\n', '\r\n']) {
      const before = original.replace(/\r?\n/g, eol) + `${eol}## 非目标${eol}`;
      fs.writeFileSync(file, before);
      const engine = await fixtureEngine(dir, { base: false });
      engine.fix([file]);
      expect(fs.readFileSync(file, 'utf8')).toBe(original.replace(/\r?\n/g, eol));
    }
  });

  test('the line before a removed last section keeps its trailing spaces (a hard break) and its line break (audit 023 FIX-003)', async () => {
    const dir = copyFixture('checkpoints-healthy');
    const file = path.join(dir, 'docs/checkpoints/搜索排序口径.md');
    const original = fs.readFileSync(file, 'utf8').replace(/\n*$/, '');
    for (const [eol, bom] of [
      ['\n', ''],
      ['\r\n', '\uFEFF'],
    ] as const) {
      const kept = `${bom}${original.replace(/\r?\n/g, eol)}  ${eol}`;
      fs.writeFileSync(file, `${kept}${eol}## 相关载体${eol}`);
      const engine = await fixtureEngine(dir, { base: false });
      engine.fix([file]);
      expect(fs.readFileSync(file, 'utf8')).toBe(kept);
    }
  });

  test('a section holding only `无` is a suggestion, never applied by --fix', async () => {
    const dir = copyFixture('checkpoints-broken');
    const file = path.join(dir, 'docs/checkpoints/会员等级.md');
    const before = fs.readFileSync(file, 'utf8');
    const engine = await fixtureEngine(dir, { base: false });
    const { changes } = engine.fix([file]);
    expect(changes).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('checkpoint-inside-repo', () => {
  function layout(): { repo: string; outside: string } {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-checkpoint-outside-'));
    const repo = path.join(top, 'repo');
    const outside = path.join(top, 'shared-notes');
    fs.mkdirSync(path.join(repo, 'docs'), { recursive: true });
    fs.mkdirSync(outside);
    return { repo, outside };
  }
  const TEXT = '# 发布窗口\n\n## 已确认决策\n\n- 每周四 20:00 发布，遇节假日顺延。\n';

  test('a checkpoint whose directory links out of the repository is reported (editor / stdin text)', async () => {
    const { repo, outside } = layout();
    fs.symlinkSync(outside, path.join(repo, 'docs', 'checkpoints'), 'dir');
    const rel = 'docs/checkpoints/发布窗口.md';
    const engine = await createEngine({ cwd: repo, root: repo, base: false, overrides: new Map([[rel, TEXT]]) });
    const [result] = engine.lint([path.join(repo, rel)]);
    expect(result!.messages.map((m) => [m.ruleId, m.line, m.message])).toEqual([
      ['checkpoint-inside-repo', 1, `Unexpected checkpoint at \`${path.join(fs.realpathSync(outside), '发布窗口.md')}\` outside the repository, expected a path inside it`],
    ]);
  });

  test('a checkpoint inside the repository (also through an internal link) is fine', async () => {
    const { repo } = layout();
    fs.mkdirSync(path.join(repo, 'notes'));
    fs.symlinkSync(path.join(repo, 'notes'), path.join(repo, 'docs', 'checkpoints'), 'dir');
    const rel = 'docs/checkpoints/发布窗口.md';
    const engine = await createEngine({ cwd: repo, root: repo, base: false, overrides: new Map([[rel, TEXT]]) });
    expect(engine.lint([path.join(repo, rel)]).flatMap((r) => r.messages)).toEqual([]);
  });

  test('on disk, a checkpoint file that links out of the repository is refused before any rule reads it', async () => {
    const { repo, outside } = layout();
    fs.mkdirSync(path.join(repo, 'docs', 'checkpoints'));
    fs.writeFileSync(path.join(outside, '发布窗口.md'), TEXT);
    fs.symlinkSync(path.join(outside, '发布窗口.md'), path.join(repo, 'docs', 'checkpoints', '发布窗口.md'));
    const engine = await createEngine({ cwd: repo, root: repo, base: false });
    const messages = engine.lint().flatMap((r) => r.messages);
    expect(messages.map((m) => [m.ruleId, m.fatal, /^Symbolic link leaves the repository/.test(m.message)])).toEqual([[null, true, true]]);
  });
});

describe('templates/checkpoint.md', () => {
  test('filled, it lints with no finding at its real path', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-checkpoint-template-'));
    const vars: Record<string, string> = { title: '发布窗口调整', date: '2026-05-01', timestamp: '20260501093000' };
    const text = fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k]!);
    expect(text).not.toMatch(/\{\{/);
    fs.mkdirSync(path.join(dir, 'docs', 'checkpoints'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', 'checkpoints', '发布窗口调整.md'), text);
    const engine = await createEngine({ cwd: dir, root: dir, today: '2026-05-01', base: false });
    const results = engine.lint();
    expect(results.map((r) => r.kind)).toEqual(['checkpoint']);
    expect(results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
    expect(checkpointView(engine.document('docs/checkpoints/发布窗口调整.md')!).topic).toBe('发布窗口调整');
  });
});

describe('checkpoint folders linked from outside the repository, files outside any repository', () => {
  const TEXT = '# 发布窗口\n\n## 已确认决策\n\n- 每周四 20:00 发布，遇节假日顺延。\n';
  function linkedOut(): { repo: string; outside: string } {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-checkpoint-linked-'));
    const repo = path.join(top, 'repo');
    const outside = path.join(top, 'shared-notes');
    gitRepo(repo);
    fs.mkdirSync(path.join(repo, 'docs'));
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, '发布窗口.md'), TEXT);
    fs.symlinkSync(outside, path.join(repo, 'docs', 'checkpoints'), 'dir');
    return { repo, outside };
  }

  test('`wflint .` reports the link to the checkpoint folder with the reason, reading nothing behind it (not "no documents", exit 0)', async () => {
    const { repo } = linkedOut();
    const r = await cli(repo, '.');
    expect(r.code).toBe(1);
    // A read outside the repository never happens (issue 18): the folder is not walked, and said so.
    expect(r.stdout).toMatch(/^docs\/checkpoints\n {2}1:1 {2}error {2}Symbolic link to a folder outside the repository: not walked/m);
    expect(r.stdout).not.toContain('发布窗口');
    expect(r.stderr).toBe('');
  });

  test('`wflint <file>` and `wflint gate` on it report it instead of crashing with ENOTDIR', async () => {
    const { repo } = linkedOut();
    const lint = await cli(repo, 'docs/checkpoints/发布窗口.md');
    expect(lint.code).toBe(1);
    expect(lint.stdout).toMatch(/Symbolic link leaves the repository/);
    const gate = await cli(repo, 'gate', 'docs/checkpoints/发布窗口.md', '--action', 'advance');
    expect(gate.code).toBe(2);
    expect(gate.stderr).toMatch(/Symbolic link leaves the repository/);
    expect(gate.stderr).not.toMatch(/ENOTDIR|internal error/);
  });

  test('one checkpoint file outside any git repository is linted, not a crash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-checkpoint-nogit-'));
    fs.mkdirSync(path.join(dir, 'docs', 'checkpoints'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', 'checkpoints', '发布窗口.md'), TEXT.replace('## 已确认决策', '## 非目标\n\n## 已确认决策'));
    const r = await cli(dir, 'docs/checkpoints/发布窗口.md');
    expect(r.stderr).not.toMatch(/ENOTDIR|internal error/);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Unexpected empty section `非目标`/);
  });
});

describe('--fix-dry-run on a checkpoint', () => {
  test('shows the fixes and every suggestion as diffs, with the file name as written (not octal-escaped)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-checkpoint-dry-'));
    gitRepo(dir);
    fs.mkdirSync(path.join(dir, 'docs', 'checkpoints'), { recursive: true });
    const text = '# 发布窗口\n\n## 待讨论问题\n\n- 哪天发布？\n\n## 非目标\n\n## 当前目标\n\n- 定发布窗口。\n';
    fs.writeFileSync(path.join(dir, 'docs', 'checkpoints', '发布窗口.md'), text);
    const r = await cli(dir, '--fix-dry-run', '.');
    expect(r.stdout).toContain('--- a/docs/checkpoints/发布窗口.md\n+++ b/docs/checkpoints/发布窗口.md\n');
    expect(r.stdout).not.toMatch(/\\\d{3}/);
    expect(r.stdout).toContain('-## 非目标');
    expect(r.stdout).toContain('# suggestion (checkpoint-structure) docs/checkpoints/发布窗口.md:3:1: Move the whole `待讨论问题` section to the end');
    // The moved section keeps a blank line before what follows it.
    expect(r.stdout).toContain(' - 定发布窗口。\n+\n+## 待讨论问题\n+\n+- 哪天发布？');
    expect(fs.readFileSync(path.join(dir, 'docs', 'checkpoints', '发布窗口.md'), 'utf8')).toBe(text);
  });
});

describe('checkpoint gate', () => {
  function repoWith(text: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-checkpoint-gate-'));
    fs.mkdirSync(path.join(dir, 'docs', 'checkpoints'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', 'checkpoints', 'x.md'), text);
    return dir;
  }
  const OPEN = '# 发布窗口\n\n## 已确认决策\n\n- 每周四 20:00 发布。\n\n## 待讨论问题\n\n- 遇节假日是否顺延？\n';
  const DONE = '# 发布窗口\n\n## 已确认决策\n\n- 每周四 20:00 发布，遇节假日顺延。\n';

  test('close is refused while a question is open (003:27, 003:32); the save itself is allowed', async () => {
    const dir = repoWith(OPEN);
    expect((await askGate(dir, 'docs/checkpoints/x.md', 'advance')).verdict?.allowed).toBe(true);
    const close = await askGate(dir, 'docs/checkpoints/x.md', 'close');
    expect(close.verdict?.allowed).toBe(false);
    expect(close.verdict?.blocking.map((b) => b.preconditionId)).toEqual(['close-nothing-open']);
  });

  test('close is allowed once nothing is open; await_user then has nothing to ask', async () => {
    const dir = repoWith(DONE);
    expect((await askGate(dir, 'docs/checkpoints/x.md', 'close')).verdict?.allowed).toBe(true);
    expect((await askGate(dir, 'docs/checkpoints/x.md', 'await_user')).verdict?.allowed).toBe(false);
    expect((await askGate(repoWith(OPEN), 'docs/checkpoints/x.md', 'await_user')).verdict?.allowed).toBe(true);
  });

  test('an action without a meaning for a checkpoint is exit 2 with the list of those that have one', async () => {
    const r = await cli(repoWith(DONE), 'gate', 'docs/checkpoints/x.md', '--action', 'repair');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/expected one of `advance`, `await_user`, `close`/);
  });
});
