/** The plan-summary kind (seed 002): view, schema, fixtures, template. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { actualFindings, copyFixture, fixtureEngine, readExpectations } from './helpers/fixtures.js';
import { isRealTimestamp, parseGoalStatus, planSummaryView } from '../src/kinds/plan-summary/view.js';
import { loadSchema, validateKindData } from '../src/core/schema.js';
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
    for (const id of ['plan-summary-filename', 'plan-summary-one-per-task', 'plan-summary-tables', 'plan-summary-plan-items', 'plan-summary-goal-status', 'plan-summary-goal-wording', 'plan-summary-repair-cap', 'plan-summary-conclusion']) {
      expect(rules.has(id), id).toBe(true);
    }
  });

  test('every healthy summary reads into data that its schema accepts', async () => {
    const dir = copyFixture('task-driver-healthy');
    const engine = await fixtureEngine(dir, { base: false });
    const docs = engine.workspace.documents('plan-summary');
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const doc of docs) {
      const data = planSummaryView(doc).kindView.data;
      expect(validateKindData('plan-summary', data), doc.relPath).toEqual([]);
      expect(doc.data).toEqual(data);
    }
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
