/** The plan-summary kind (seed 002): view, schema, fixtures, template. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { actualFindings, copyFixture, fixtureEngine, gitInit, readExpectations } from './helpers/fixtures.js';
import { askGate, type Asked } from './helpers/gate.js';
import { isRealTimestamp, parseGoalStatus, planSummaryView } from '../src/kinds/plan-summary/view.js';
import { loadSchema, validateKindData } from '../src/core/lint/schema.js';
import { createEngine } from '../src/engine.js';

const TEMPLATE = path.resolve(__dirname, '..', 'templates', 'plan-summary.md');

describe('plan-summary fixtures', () => {
  for (const name of ['task-driver-healthy', 'task-driver-broken']) {
    test(`${name}: findings are exactly the inline expectations`, async () => {
      const dir = copyFixture(name);
      const engine = await fixtureEngine(dir, { base: false });
      const expected = readExpectations(dir);
      if (name.endsWith('healthy')) expect(expected).toEqual([]);
      else expect(expected.length).toBeGreaterThan(0);
      expect(actualFindings(engine.lint())).toEqual(expected);
    });
  }

  test('the broken fixture covers every plan-summary rule', () => {
    const rules = new Set(readExpectations(copyFixture('task-driver-broken')).map((e) => e.rule));
    for (const id of [
      'plan-summary-filename',
      'plan-summary-one-per-task',
      'plan-summary-tables',
      'plan-summary-plan-items',
      'plan-summary-goal-status',
      'plan-summary-goal-wording',
      'plan-summary-repair-cap',
      'plan-summary-conclusion',
      'plan-summary-confirmed-content',
    ]) {
      expect(rules.has(id), id).toBe(true);
    }
  });

  test('every healthy summary reads into data that its schema accepts', async () => {
    const dir = copyFixture('task-driver-healthy');
    const engine = await fixtureEngine(dir, { base: false });
    const docs = engine.view.documents('plan-summary');
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const doc of docs) {
      const data = planSummaryView(doc).kindView.data;
      expect(validateKindData('plan-summary', data), doc.relPath).toEqual([]);
      expect(doc.data).toEqual(data);
    }
  });
});

describe('--fix on the broken summaries (issue 16)', () => {
  test('changes no goal state and reaches its fixed point in one run', async () => {
    const dir = copyFixture('task-driver-broken');
    const statuses = async () =>
      (await fixtureEngine(dir)).view.documents('plan-summary').map((d) => [d.relPath, planSummaryView(d).goals.map((g) => g.status.text), planSummaryView(d).rounds.map((r) => r.status.text)]);
    const before = await statuses();
    (await fixtureEngine(dir)).fix();
    expect(await statuses()).toEqual(before);
    expect((await fixtureEngine(dir)).fix().changes).toEqual([]);
  });
});

describe('plan-summary view', () => {
  test('reads the tables, plan items and goal statuses', async () => {
    const dir = copyFixture('task-driver-healthy');
    const engine = await fixtureEngine(dir, { base: false });
    const doc = engine.document('.task-driver/登录失败提示修复-20260428093015-计划摘要.md')!;
    const data = planSummaryView(doc).kindView.data as Record<string, unknown>;
    expect(data.title).toBe('登录失败提示修复');
    expect(data.timestamp).toBe('20260428093015');
    expect((data.confirmed as unknown[]).length).toBe(4);
    expect((data.plan as Array<Record<string, unknown>>).map((p) => [p.number, p.title, p.status])).toEqual([
      [1, '区分登录失败原因', '已完成'],
      [2, '锁定状态显示解锁时间', '已完成'],
    ]);
    expect((data.goals as Array<Record<string, unknown>>).map((g) => [g.number, g.status, g.state, g.quality])).toEqual([
      ['1', '已达成（达标）', '已达成', '达标'],
      ['2', '已达成（达标）', '已达成', '达标'],
    ]);
    expect((data.rounds as Array<Record<string, unknown>>).map((r) => [r.round, r.goal, r.state])).toEqual([
      ['1', '1', '已达成'],
      ['1', '2', '未达成'],
      ['2', '2', '未达成'],
      ['3', '2', '已达成'],
    ]);
  });

  test('bold labels are read like plain ones', async () => {
    const dir = copyFixture('task-driver-healthy');
    const engine = await fixtureEngine(dir, { base: false });
    const doc = engine.document('.task-driver/移动端导航栏溢出-20260501101500-计划摘要.md')!;
    const [item] = planSummaryView(doc).plan;
    expect(item!.labels.get('已确认')!.value).toBe('最小适配 360px；放不下的菜单项收进“更多”下拉。');
    expect(item!.labels.get('影响范围')!.value).toBe('`web/src/components/NavBar/`');
  });

  test.each([
    ['', true, undefined, undefined],
    ['-', true, undefined, undefined],
    ['已达成', true, '已达成', undefined],
    ['已达成（达标）', true, '已达成', '达标'],
    ['已达成(达标)', true, '已达成', '达标'],
    ['**未达成** / 未达标', true, '未达成', '未达标'],
    ['未达成，质量：未达标', true, '未达成', '未达标'],
    ['受阻', true, '受阻', undefined],
    ['已达成 达标', true, '已达成', '达标'],
    ['完成', false, undefined, undefined],
    ['未达标', false, undefined, undefined],
    ['执行中', false, undefined, undefined],
    ['已达成（优秀）', false, undefined, undefined],
    // 002:280 gives the vocabulary, not the cell's grammar: a note after the quality (audit 023 FE-002-status-note).
    ['已达成（达标，用户验收通过）', true, '已达成', '达标'],
    ['已达成，达标（用户验收通过）', true, '已达成', '达标'],
    ['未达成（未达标；第 2 次修复）', true, '未达成', '未达标'],
    ['已达成（达标，基本达标）', false, undefined, undefined],
    ['已达成（用户验收通过）', false, undefined, undefined],
  ])('status %j', (text, valid, state, quality) => {
    const s = parseGoalStatus(text);
    expect([s.valid, s.state, s.quality]).toEqual([valid, state, quality]);
    // The schema holds the same grammar (editors validate with it).
    const schema = loadSchema('plan-summary') as unknown as { properties: { goals: { items: { properties: { status: { pattern: string } } } } } };
    expect(new RegExp(schema.properties.goals.items.properties.status.pattern, 'u').test(s.text)).toBe(valid);
  });

  test.each([
    ['20260428093015', true],
    ['20240229235959', true],
    ['20230229120000', false],
    ['20260431120000', false],
    ['20260428243015', false],
    ['20260428096015', false],
  ])('timestamp %s', (ts, ok) => expect(isRealTimestamp(ts)).toBe(ok));
});

describe('templates/plan-summary.md', () => {
  test('filled, it lints with no finding at its real path', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-plan-summary-template-'));
    const vars: Record<string, string> = { title: '支付回调重试', date: '2026-05-01', timestamp: '20260501093000' };
    const text = fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k]!);
    expect(text).not.toMatch(/\{\{/);
    fs.mkdirSync(path.join(dir, '.task-driver'));
    fs.writeFileSync(path.join(dir, '.task-driver', '支付回调重试-20260501093000-计划摘要.md'), text);
    const engine = await createEngine({ cwd: dir, root: dir, today: '2026-05-01', base: false });
    const results = engine.lint();
    expect(results.map((r) => r.kind)).toEqual(['plan-summary']);
    expect(results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
  });
});

describe('a summary written in the words of seed 002 (audit 023)', () => {
  // FE-002-review-vocab, -status-note, -review-round: the reviewer's own fields (002:356-359, 365), a
  // status with a note on the user's acceptance (002:280, 319), review rounds numbered apart (002:367).
  const NAME = '.task-driver/订单导出按月筛选-20261203100500-计划摘要.md';
  const TEXT = [
    '# 订单导出按月筛选 计划摘要',
    '',
    '## 目标',
    '',
    '运营可以在后台按自然月导出订单，财务可以直接用 Excel 打开导出的文件。',
    '',
    '## 已确认内容',
    '| 项目 | 内容 | 状态 |',
    '|---|---|---|',
    '| 需求 1：按月筛选导出 | 导出页新增月份选择，只导出所选自然月（北京时间）的订单 | 已确认 |',
    '| 子代理独立审查 | 是 | 已确认 |',
    '',
    '## 计划',
    '',
    '### 1. 按月筛选导出',
    '- 已确认：按自然月筛选，时间按北京时间计算。',
    '- 实施方案：查询层按所选月份的月初、月末界定下单时间。',
    '- 状态：已确认',
    '',
    '## 验收目标',
    '| 序号 | 最终验收目标 | 宿主任务 ID（如有） | 内部检查方式 | 状态 |',
    '|---|---|---|---|---|',
    '| 1 | 选择某个月份后导出的 CSV 只包含该月（按北京时间）下单的订单 | #12（已完成） | 4 月数据对比条数 | 已达成（达标） |',
    '| 2 | 财务用 Windows 版 Excel 双击打开导出的 CSV，中文不乱码 | #13（已完成） | Windows 版 Excel 打开效果需用户验收 | 已达成（达标，用户验收通过） |',
    '',
    '## 目标执行记录',
    '| 轮次 | 验收目标 | 状态 | 打回原因 | 处理结果 |',
    '|---|---|---|---|---|',
    '| 1 | 1 | 已达成（达标） | | 4 月导出 1,284 条，与订单列表一致 |',
    '| 1 | 2 | 未达成 | 需要用户验收：Windows 版 Excel 打开效果 agent 无法验证 | 已发出验收步骤，等待用户反馈 |',
    '| 2 | 2 | 已达成（达标） | | 用户反馈通过，截图显示中文正常 |',
    '| 子代理审查 1 | 1 | 未达成（未达标） | 回归破坏：有，按日导出的文件名丢了日期 | 恢复按日导出的文件名模板；用 4 月 3 日导出复验 |',
    '| 子代理审查 2 | 1 | 已达成（达标） | | 子代理审查：达成，证据：4 月导出比对，回归破坏：无 |',
    '| 子代理审查 2 | 2 | 已达成（达标） | | 子代理审查：达成，证据：用户截图，回归破坏：无 |',
    '',
    '## 当前结论',
    '',
    '全部最终验收目标已达成且达标，已进入最终交付。',
    '- 子代理审查结果：两条目标均为“达成”，回归破坏：无。',
    '- 已知瑕疵：无。',
    '',
  ].join('\n');
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  test('lints clean (the schema takes `子代理审查 N` as a 轮次) and may close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-plan-summary-seed-words-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, '.task-driver'));
    fs.writeFileSync(path.join(dir, NAME), TEXT);
    gitInit(dir);
    const engine = await createEngine({ cwd: dir, root: dir, today: '2026-12-03', base: false });
    expect(engine.lint().flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
    const asked = await askGate(dir, NAME, 'close');
    expect([asked.exit, asked.verdict?.blocking]).toEqual([0, []]);
  });

  test('a review round that is not met refuses close, and the review does not pass on `未通过`', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-plan-summary-seed-words-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, '.task-driver'));
    const failed = TEXT.replace(/- 子代理审查结果：[^\n]*/, '- 子代理审查结果：3 次仍未通过。').replace(
      /\| 子代理审查 2 \| (\d) \| 已达成（达标） \| \| 子代理审查：达成，/g,
      '| 子代理审查 2 | $1 | 已达成（达标） | | 复核：',
    );
    fs.writeFileSync(path.join(dir, NAME), failed);
    gitInit(dir);
    const asked = await askGate(dir, NAME, 'close');
    expect((asked.verdict?.blocking ?? []).map((b) => b.messageId)).toEqual(['closeNoReview']);
  });
});

describe('wflint gate on a plan summary (seed 002, issue 14)', () => {
  const dirs: string[] = [];
  const summary = (name: string) => `.task-driver/${name}-计划摘要.md`;
  const ASYNC = summary('订单导出改为异步任务-20260430142200');
  const LOGIN = summary('登录失败提示修复-20260428093015');
  const setup = (edit?: (text: string) => string) => {
    const dir = copyFixture('task-driver-healthy');
    dirs.push(dir);
    gitInit(dir);
    if (edit) fs.writeFileSync(path.join(dir, ASYNC), edit(fs.readFileSync(path.join(dir, ASYNC), 'utf8')));
    return dir;
  };
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const blocking = (a: Asked) => (a.verdict?.blocking ?? []).map((b) => `${b.preconditionId} ${b.ruleId}:${b.line}`);

  test('close while a goal is 受阻 is refused; with every goal 已达成 and 达标 it is allowed', async () => {
    const dir = setup();
    const refused = await askGate(dir, ASYNC, 'close');
    expect(refused.exit).toBe(1);
    expect(blocking(refused)).toEqual(['close-every-goal-met plan-summary-goal-status:42', 'close-every-goal-met plan-summary-goal-status:43']);
    expect(refused.verdict!.blocking[0]).toMatchObject({ seed: expect.stringContaining('002:252'), remedy: expect.stringContaining('第八步') });
    const allowed = await askGate(dir, LOGIN, 'close');
    expect(blocking(allowed)).toEqual([]);
    expect(allowed.exit).toBe(0);
  });

  test('a completion claim or a known defect in the conclusion refuses close', async () => {
    const dir = setup((t) => t.replace(/## 当前结论\n\n[^\n]*/, '## 当前结论\n\n所有最终验收目标均已达成，任务完成。'));
    expect(blocking(await askGate(dir, ASYNC, 'close'))).toContain('close-conclusion-honest plan-summary-conclusion:54');
  });

  test('repair needs a repairable 未达成 goal; block a goal not achieved; await_user stays open; advance has no meaning', async () => {
    const dir = setup();
    // Goal 2 is 受阻 (its round asked the user for an authorisation): nothing to repair.
    expect(blocking(await askGate(dir, ASYNC, 'repair'))).toEqual(['repair-repairable plan-summary-goal-status:38']);
    expect((await askGate(dir, ASYNC, 'block')).exit).toBe(0);
    expect((await askGate(dir, ASYNC, 'await_user')).exit).toBe(0);
    expect(blocking(await askGate(dir, LOGIN, 'block'))).toEqual(['block-something-open plan-summary-goal-status:29']);
    const advance = await askGate(dir, ASYNC, 'advance');
    expect(advance.exit).toBe(2);
    expect(advance.error).toBe('Unexpected action `advance` for a plan-summary step, expected one of `continue_execution`, `repair`, `await_user`, `block`, `close`');
  });

  test('executing a goal draft is refused', async () => {
    const dir = setup((t) => t.replace('| 成功与失败各触发一次 | |', '| 成功与失败各触发一次 | 目标草案 |'));
    const asked = await askGate(dir, ASYNC, 'continue_execution');
    expect(blocking(asked)).toEqual(['goal-status-valid plan-summary-goal-status:41', 'execute-goals-confirmed plan-summary-goal-status:43']);
  });
});
