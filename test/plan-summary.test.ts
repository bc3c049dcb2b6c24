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
