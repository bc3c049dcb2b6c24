/** Harness work sessions (seed 004): the plan / Ledger / review parsers, the fixtures, the templates. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { actualFindings, copyFixture, fixtureEngine, FIXTURES, gitInit, readExpectations } from './helpers/fixtures.js';
import { virtualWorkspace } from '../src/testing/virtual-repo.js';
import { createNew } from '../src/new.js';
import { createEngine } from '../src/engine.js';
import { validateKindData } from '../src/core/lint/schema.js';
import type { WfDocument } from '../src/core/model/document.js';
import { parseBudget, planView, planData } from '../src/kinds/harness/plan.js';
import { LEDGER_FORMS, closestForm, ledgerView, type FormId } from '../src/kinds/harness/ledger.js';
import { reviewView } from '../src/kinds/harness/review.js';
import { splitListValue } from '../src/kinds/harness/common.js';
import { askGate } from './helpers/gate.js';

const HARNESS_KINDS = ['harness-plan', 'harness-ledger', 'harness-review', 'harness-gitignore'];
const SESSION = '.webwork/harness/work/20260428-0930-order-export';

function docIn(files: Record<string, string>, rel: string): WfDocument {
  const doc = virtualWorkspace({ files }).document(rel);
  if (!doc) throw new Error(`${rel} is not a workflow document`);
  return doc;
}

/** Every harness document of a fixture tree, parsed by the real workspace layer. */
async function harnessDocs(dir: string): Promise<WfDocument[]> {
  const engine = await fixtureEngine(dir);
  const ws = engine.view;
  return ws
    .allPaths()
    .map((p) => ws.document(p)!)
    .filter((d) => d && HARNESS_KINDS.includes(d.kind.id));
}

describe('plan parsing', () => {
  test('budgets people write all parse to minutes', () => {
    expect(parseBudget('≤10 分钟')).toBe(10);
    expect(parseBudget('10 min')).toBe(10);
    expect(parseBudget('8m')).toBe(8);
    expect(parseBudget('10分钟')).toBe(10);
    expect(parseBudget('预计 ≤10 分钟')).toBe(10);
    expect(parseBudget('约 5-8 分钟')).toBe(8);
    expect(parseBudget('<=6 minutes')).toBe(6);
    expect(parseBudget('0.5h')).toBe(30);
    expect(parseBudget('`7 min`')).toBe(7);
    expect(parseBudget('很快')).toBeUndefined();
    expect(parseBudget('10')).toBeUndefined();
  });

  test('single-line lists split at the strongest separator, never inside backticks or brackets', () => {
    const texts = (s: string) => splitListValue(s, 0).map((p) => p.text);
    expect(texts('a.ts | b.ts')).toEqual(['a.ts', 'b.ts']);
    expect(texts('a.ts; b.ts；c.ts')).toEqual(['a.ts', 'b.ts', 'c.ts']);
    expect(texts('T1, T3')).toEqual(['T1', 'T3']);
    expect(texts('含逗号, 引号 | 输出 BOM')).toEqual(['含逗号, 引号', '输出 BOM']);
    expect(texts('`npm test -- a, b` 通过, lint 通过')).toEqual(['`npm test -- a, b` 通过', 'lint 通过']);
    expect(texts('返回 (a, b) 元组, 不抛错')).toEqual(['返回 (a, b) 元组', '不抛错']);
  });

  test('fields written on one line and as indented lists read the same', () => {
    const one = [
      '# Plan — target: 导出',
      '## Global Constraints',
      '无',
      '## Tasks',
      '### T1: 写导出函数',
      'files: Create: src/a.ts | Modify: src/b.ts:10-20',
      'interfaces: 无',
      'accept: a 通过；b 通过',
      'verify: `npm test`',
      'agent: general',
      'writable: src/a.ts, src/b.ts',
      'forbidden: package.json',
      'depends: 无',
      'budget: 8m',
      '',
    ].join('\n');
    const listed = [
      '# Plan — target: 导出',
      '## Global Constraints',
      '无',
      '## Tasks',
      '### T1: 写导出函数',
      'files:',
      '  - Create: src/a.ts',
      '  - Modify: src/b.ts:10-20',
      'interfaces: 无',
      'accept:',
      '  - a 通过',
      '  - b 通过',
      'verify: `npm test`',
      'agent: general',
      'writable:',
      '  - src/a.ts',
      '  - src/b.ts',
      'forbidden:',
      '- package.json',
      'depends: 无',
      'budget: 8m',
      '',
    ].join('\n');
    const rel = `${SESSION}/plan.md`;
    const a = planData(docIn({ [rel]: one }, rel));
    const b = planData(docIn({ [rel]: listed }, rel));
    expect(a).toEqual(b);
    expect(a.tasks[0]).toMatchObject({
      files: [
        { action: 'Create', path: 'src/a.ts' },
        { action: 'Modify', path: 'src/b.ts', lines: '10-20' },
      ],
      accept: ['a 通过', 'b 通过'],
      writable: ['src/a.ts', 'src/b.ts'],
      forbidden: ['package.json'],
      depends: [],
      budget: 8,
      agent: 'general',
    });
  });

  test('`depends: T1、T2` and `depends: T1（note）` name the tasks (no false `notId`)', () => {
    const rel = `${SESSION}/plan.md`;
    const text = [
      '# Plan — target: 导出',
      '## Global Constraints',
      '无',
      '## Tasks',
      '### T1: a',
      'depends: 无',
      '### T2: b',
      'depends: 无',
      '### T3: c',
      'depends: T1、T2',
      '### T4: d',
      'depends: T3（接口来自 T3）',
      '',
    ].join('\n');
    const view = planView(docIn({ [rel]: text }, rel));
    expect(view.tasks.map((t) => t.depends.map((d) => d.id ?? `!${d.piece.text}`))).toEqual([[], [], ['T1', 'T2'], ['T3']]);
  });

  test('tasks keep their heading, fields and spans', () => {
    const rel = `${SESSION}/plan.md`;
    const text = fs.readFileSync(path.join(FIXTURES, 'harness-healthy', rel), 'utf8');
    const view = planView(docIn({ [rel]: text }, rel));
    expect(view.target).toBe('订单列表支持按当前筛选条件导出 CSV');
    expect(view.tasks.map((t) => t.id)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    expect(view.tasks.map((t) => t.budgetMinutes)).toEqual([10, 8, 10, 10, 8, 6]);
    expect(view.tasks[5]!.depends.map((d) => d.id)).toEqual(['T3', 'T5']);
    expect(view.tasks[2]!.fields.get('interfaces')!.value).toBe('Consumes: `toCsv(rows, columns)`（来自 T2）\nProduces: `GET /api/orders/export?status=&dateFrom=&dateTo=&keyword=` → `text/csv`');
  });
});

describe('Ledger parsing', () => {
  /** One line of every form the seed writes. */
  const SAMPLES: Record<FormId, string> = {
    base: 'T1: base=a1b2c3d',
    session: 'T1: session=abc123',
    reviewed_head: 'T1: reviewed_head=d4e5f6a',
    implementer_done: 'T1: implementer done (commits a1b2c3d..d4e5f6a)',
    implementer_concerns: 'T1: implementer done_with_concerns (测试依赖本地时区)',
    needs_context: 'T1: needs_context',
    blocked: 'T1: blocked (需要选择缓存策略)',
    breaker_blocked: 'T1: BLOCKED — 并发下计数丢失，属于 load-bearing 问题',
    escalate: 'T1: escalate (工具调用耗尽 50/50)',
    empty_output: 'T1: empty output',
    no_status: 'T1: no status',
    report_missing: 'T1: report missing',
    task_error: 'T1: task error (state=error: context length exceeded)',
    minor: 'T1: minor (deferred): 日志文案不统一',
    ruled: 'T1: ruled — 要求保留旧接口 — 计划那句与 target 冲突，以 target 为准删除旧接口',
    fix_round: 'T2: fix round 1/5 (2 addressed, 0 open; commits d4e5f6a..b7c8d9e)',
    fixed: 'T2: fixed — 空值输出为 null',
    fix_blocked: 'T2: fix blocked (brief 与 review 要求冲突)',
    fix_escalate: 'T2: fix escale (同一 finding 重试 2 次未解决)',
    rereview_missing: 'T2: rereview missing',
    parked: 'T3: parked — <finding> — ruling: <why the code stands>',
    complete: 'T1: complete (commits a1b2c3d..d4e5f6a, review clean)',
    timeout: 'T4: timeout',
    interrupted: 'T4: interrupted by user (commits b7c8d9e..e8f9a0b, uncommitted: src/a.ts)',
    reverted_to: 'T4: reverted to b7c8d9e',
    reverted_forbidden: 'T4: reverted forbidden src/db/schema.ts',
    final_review_head: 'final_review_head=e8f9a0b',
    replan: 'replan round 1/3',
    budget_overrun: 'budget overrun: 总运行时长 34 分钟 > 30 分钟 — 停止派发，已报告用户',
  };

  test('every form of seed 004 parses into its typed entry', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(LEDGER_FORMS.map((f) => f.id).sort());
    const rel = `${SESSION}/progress.md`;
    const text = [
      '# Work ledger — target: 示例',
      'doc_dir: /repo/.webwork/harness/work/20260428-0930-order-export',
      'branch: main',
      'initial_base: a1b2c3d',
      'merge_base: a1b2c3d',
      '',
      ...Object.values(SAMPLES),
      'T3: complete (commits b7c8d9e..e8f9a0b, 1 parked)',
      'replan round 2/3 — T4 拆为 T5、T6',
      '',
    ].join('\n');
    const view = ledgerView(docIn({ [rel]: text }, rel));
    expect(view.unknown.map((u) => u.line.text)).toEqual([]);
    expect(view.entries.map((e) => e.form)).toEqual([...Object.keys(SAMPLES), 'complete', 'replan']);
    expect(view.meta.map((m) => m.key)).toEqual(['doc_dir', 'branch', 'initial_base', 'merge_base']);
    const fix = view.entries.find((e) => e.form === 'fix_round')!;
    expect(Object.fromEntries(Object.entries(fix.slots).map(([k, v]) => [k, v.value]))).toEqual({ round: '1', of: '5', addressed: '2', open: '0', from: 'd4e5f6a', to: 'b7c8d9e' });
    const parked = view.entries.filter((e) => e.form === 'complete')[1]!;
    expect(parked.slots.parked!.value).toBe('1');
  });

  test('an unknown line names the closest form', () => {
    expect(closestForm('T2: reviewed-head=8b41d07')?.id).toBe('reviewed_head');
    expect(closestForm('T2: fix rnd 2/5 (1 addressed, 0 open; commits a..b)')?.id).toBe('fix_round');
    expect(closestForm('T3: parked: 内存占用 — ruling: 可接受')?.id).toBe('parked');
    expect(closestForm('replan 2/3')?.id).toBe('replan');
    expect(closestForm('final_review=5f3c8d0')?.id).toBe('final_review_head');
    expect(closestForm('T5: completed (commits 2c0f5a7..4e2b7c9, review clean)')?.id).toBe('complete');
    expect(closestForm('T1: done, review clean')?.id).toBe('complete');
  });

  test('a free-form line that shares no word with a form names none (an unrelated hint misleads)', () => {
    expect(closestForm('T3: finished ok')).toBeUndefined();
    expect(closestForm('总运行时长已经用完')).toBeUndefined();
  });

  test('entries wrapped in a code fence are still Ledger lines; `branch：main` is the branch line', () => {
    const rel = `${SESSION}/progress.md`;
    const text = [
      '# Work ledger — target: 示例',
      'doc_dir: /repo/.webwork/harness/work/20260428-0930-order-export',
      'branch：main',
      'initial_base: a1b2c3d',
      'merge_base: a1b2c3d',
      '',
      '```text',
      'T1: base=a1b2c3d',
      'T1: fix round 9/5 (0 addressed, 1 open; commits a1b2c3d..b2c3d4e)',
      'garbage line',
      '```',
      '',
    ].join('\n');
    const view = ledgerView(docIn({ [rel]: text }, rel));
    expect(view.meta.map((m) => [m.key, m.value])).toContainEqual(['branch', 'main']);
    expect(view.entries.map((e) => e.form)).toEqual(['base', 'fix_round']);
    expect(view.unknown.map((u) => u.line.text)).toEqual(['garbage line']);
  });
});

describe('review parsing', () => {
  test('verdict lines, counts and the machine line', () => {
    const rel = `${SESSION}/task-3-review.md`;
    const text = fs.readFileSync(path.join(FIXTURES, 'harness-healthy', rel), 'utf8');
    const view = reviewView(docIn({ [rel]: text }, rel));
    expect(view.kind).toBe('task');
    expect(view.task).toBe('T3');
    expect(view.labels.map((l) => [l.label, l.value])).toEqual([
      ['spec_compliance', '❌'],
      ['task_quality', 'Needs fixes'],
    ]);
    expect(view.counts.map((c) => [c.name, c.count])).toEqual([
      ['critical', 1],
      ['important', 2],
      ['minor', 0],
    ]);
    expect(view.machine.map((m) => [m.verdict, m.sha])).toEqual([['Needs fixes', 'd17a4b8']]);
  });
});

describe('harness-plan-paths through symbolic links (issue 18)', () => {
  test('a writable path that leaves the repository through a link is outside the root, though its text stays inside', async () => {
    const dir = copyFixture('harness-healthy');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-outside-'));
    fs.symlinkSync(outside, path.join(dir, 'src'), 'dir');
    const findings = (await fixtureEngine(dir)).lint().flatMap((r) => r.messages.filter((m) => m.ruleId === 'harness-plan-paths').map((m) => `${r.relPath}:${m.line} ${m.message}`));
    expect(findings).toContain(`${SESSION}/plan.md:23 Unexpected path \`src/export/csv.ts\` in \`writable\` of \`T2\`, expected it to stay inside \`root_dir\``);
    // A link that stays inside is no finding.
    fs.rmSync(path.join(dir, 'src'));
    fs.mkdirSync(path.join(dir, 'lib'));
    fs.symlinkSync('lib', path.join(dir, 'src'), 'dir');
    expect((await fixtureEngine(dir)).lint().flatMap((r) => r.messages.filter((m) => m.ruleId === 'harness-plan-paths'))).toEqual([]);
    fs.rmSync(outside, { recursive: true, force: true });
  });
});

describe('harness fixtures', () => {
  test('a healthy session (work and archive) lints clean, and the self-ignoring work directory is linted', async () => {
    const dir = copyFixture('harness-healthy');
    const engine = await fixtureEngine(dir);
    const results = engine.lint();
    const linted = results.map((r) => r.relPath);
    expect(linted).toContain(`${SESSION}/progress.md`);
    expect(linted).toContain(`${SESSION}/plan.md`);
    expect(linted).toContain(`${SESSION}/task-3-rereview-5.md`);
    expect(linted).toContain('.webwork/harness/work/.gitignore');
    expect(linted).toContain('.webwork/harness/archive/20260421-1600-login-rate-limit/progress.md');
    expect(linted.filter((p) => p.startsWith(`${SESSION}/`))).toHaveLength(14);
    expect(actualFindings(results)).toEqual([]);
  });

  test("every healthy document's parsed view matches its kind's schema", async () => {
    const docs = await harnessDocs(copyFixture('harness-healthy'));
    const viewed = docs.filter((d) => d.kind.schema);
    expect(viewed.length).toBe(19);
    for (const doc of viewed) expect([doc.relPath, validateKindData(doc.kind.schema!, doc.data)]).toEqual([doc.relPath, []]);
  });

  const broken = fs.readdirSync(FIXTURES).filter((n) => n.startsWith('harness-broken-'));
  test('there are broken variants', () => expect(broken.length).toBeGreaterThan(0));
  for (const name of broken) {
    test(`${name} gives exactly the expected findings`, async () => {
      const dir = copyFixture(name);
      const engine = await fixtureEngine(dir);
      const expected = readExpectations(dir);
      expect(expected.length).toBeGreaterThan(0);
      expect(actualFindings(engine.lint())).toEqual(expected);
    });
  }

  test('the broken variants cover every harness rule', async () => {
    const covered = new Set(broken.flatMap((n) => readExpectations(path.join(FIXTURES, n)).map((e) => e.rule)));
    const { RULES } = await import('../src/rules/index.js');
    const harnessRules = RULES.filter((r) => r.id.startsWith('harness-')).map((r) => r.id);
    expect(harnessRules).toHaveLength(20);
    expect(harnessRules.filter((id) => !covered.has(id))).toEqual([]);
  });

  test('a dependency cycle is reported with its path; an unknown Ledger line with its closest form', async () => {
    const messages = new Map<string, string[]>();
    for (const name of broken) {
      const engine = await fixtureEngine(copyFixture(name));
      for (const r of engine.lint()) for (const m of r.messages) messages.set(m.ruleId ?? '', [...(messages.get(m.ruleId ?? '') ?? []), m.message]);
    }
    expect(messages.get('harness-plan-depends')).toContain('Unexpected dependency cycle `T3 → T4 → T3`, expected the tasks to depend on each other without a cycle');
    expect(messages.get('harness-ledger-grammar')).toContain('Unexpected Ledger line `T2: reviewed-head=9e3a1c4`, expected a known Ledger form (closest: `T<N>: reviewed_head=<sha>`)');
  });
});

describe('a revert to before initial_base (004:833)', () => {
  /** The healthy session in a repository: `commit(lines)` commits CHANGELOG.md and returns its short SHA; `reverts` lints one revert line. */
  function revertRepo() {
    const dir = copyFixture('harness-healthy');
    const commit = (...entries: string[]) => {
      fs.writeFileSync(path.join(dir, 'CHANGELOG.md'), ['# Changelog', '', ...entries.map((e) => `- ${e}`), ''].join('\n'));
      gitInit(dir, entries.join(' ') || 'start');
      return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    };
    const ledger = path.join(dir, '.webwork/harness/work/20260428-0930-order-export/progress.md');
    const original = fs.readFileSync(ledger, 'utf8');
    const reverts = async (initial: string, lines: string) => {
      const text = original.replace(/initial_base: \S+/, `initial_base: ${initial}`);
      fs.writeFileSync(ledger, `${text.replace(/\n*$/, '\n')}${lines}`);
      const results = (await fixtureEngine(dir)).lint();
      return results.flatMap((r) => r.messages.filter((m) => m.messageId === 'revertBeforeTaskBase' || m.messageId === 'revertBeforeBase').map((m) => m.message));
    };
    return { commit, reverts };
  }

  test('is reported when git knows both commits; a revert to initial_base or after it is not', async () => {
    const { commit, reverts } = revertRepo();
    const older = commit();
    const initial = commit('initial base');
    const later = commit('initial base', 'export');
    expect(await reverts(initial, `T6: reverted to ${older}\n`)).toEqual([
      `Unexpected \`reverted to ${older}\` for \`T6\`, a commit older than \`initial_base\` \`${initial}\`, expected a revert only of commits this run made (never reset to before \`initial_base\`)`,
    ]);
    expect(await reverts(initial, `T6: reverted to ${initial}\n`)).toEqual([]);
    expect(await reverts(initial, `T6: reverted to ${later}\n`)).toEqual([]);
    // A SHA git does not know, or an option-like value, is left alone (and never reaches git as an option).
    expect(await reverts(initial, 'T6: reverted to 1234567\n')).toEqual([]);
  });

  test("nor before the task's own base (004:831: 回滚限定在本任务 BASE..HEAD): an earlier task's work stays", async () => {
    const { commit, reverts } = revertRepo();
    const initial = commit();
    const taskBase = commit('T1');
    commit('T1', 'T7');
    expect(await reverts(initial, `T7: base=${taskBase}\nT7: reverted to ${initial}\n`)).toEqual([
      `Unexpected \`reverted to ${initial}\` for \`T7\`, a commit older than its \`base=${taskBase}\`, expected the rollback limited to the task's own \`BASE..HEAD\` (earlier tasks' work stays)`,
    ]);
    expect(await reverts(initial, `T7: base=${taskBase}\nT7: reverted to ${taskBase}\n`)).toEqual([]);
  });
});

describe('harness-session templates', () => {
  test('`wflint new harness-session` creates a session that lints with zero errors; a second session keeps the work .gitignore', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-harness-template-'));
    const vars = { target: '订单列表支持导出 CSV', session_id: '20260501-1015-order-export', branch: 'feat/order-export', sha: '3f9c2a1d8e7b6c5a4f3e2d1c0b9a8f7e6d5c4b3a' };
    const first = await createNew('harness-session', { cwd: dir, root: dir, vars, today: '2026-05-01' });
    expect(first.created.map((f) => path.relative(dir, f)).sort()).toEqual([
      '.webwork/harness/work/.gitignore',
      `.webwork/harness/work/${vars.session_id}/plan.md`,
      `.webwork/harness/work/${vars.session_id}/progress.md`,
    ]);
    const second = await createNew('harness-session', { cwd: dir, root: dir, vars: { ...vars, session_id: '20260502-0900-retry' }, today: '2026-05-02' });
    expect(second.created.map((f) => path.relative(dir, f)).sort()).toEqual(['.webwork/harness/work/20260502-0900-retry/plan.md', '.webwork/harness/work/20260502-0900-retry/progress.md']);
    const engine = await createEngine({ cwd: dir, root: dir, today: '2026-05-01', base: false });
    const results = engine.lint();
    expect(results.map((r) => r.relPath).sort()).toEqual([
      '.webwork/harness/work/.gitignore',
      `.webwork/harness/work/${vars.session_id}/plan.md`,
      `.webwork/harness/work/${vars.session_id}/progress.md`,
      '.webwork/harness/work/20260502-0900-retry/plan.md',
      '.webwork/harness/work/20260502-0900-retry/progress.md',
    ]);
    expect(results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${r.relPath}:${m.line} ${m.ruleId} ${m.message}`))).toEqual([]);
    // 004:288: `doc_dir` is the absolute path of the session directory (the recovery entry point).
    const ledger = fs.readFileSync(path.join(dir, `.webwork/harness/work/${vars.session_id}/progress.md`), 'utf8');
    expect(ledger).toContain(`doc_dir: ${path.join(dir, '.webwork/harness/work', vars.session_id).split(path.sep).join('/')}\n`);
  });

  test('`wflint new harness-session` refuses a session id without its timestamp (004:285)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-harness-template-'));
    const vars = { target: '订单列表支持导出 CSV', session_id: 'order-export', branch: 'main', sha: '3f9c2a1' };
    await expect(createNew('harness-session', { cwd: dir, root: dir, vars, today: '2026-05-01' })).rejects.toThrow(/--session-id/);
    expect(fs.existsSync(path.join(dir, '.webwork'))).toBe(false);
  });
});

describe('harness gate (issue 14)', () => {
  const SESSION_ID = '20260501-0930-coupon';
  const DIR = `.webwork/harness/work/${SESSION_ID}`;
  const PLAN = (t1: string) =>
    [
      '# Plan — target: 结算接口支持优惠券抵扣',
      '## Global Constraints',
      '无',
      '## Tasks',
      '### T1: 实现 `applyCoupon(order, coupon)`',
      'files: Create: src/coupon/apply.ts',
      'interfaces: 无',
      `accept: ${t1.includes('TBD') ? '抵扣结果 TBD' : '满减券按门槛抵扣'}`,
      'verify: `npm test -- src/coupon`',
      'agent: general',
      'writable: src/coupon/apply.ts',
      'forbidden: 不得 add/commit 任何未在 writable 白名单中的文件',
      `depends: ${t1.includes('self') ? 'T1' : '无'}`,
      `budget: ${t1.includes('15') ? '15 分钟' : '8m'}`,
      '',
    ].join('\n');
  function session(plan: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-harness-gate-'));
    fs.mkdirSync(path.join(dir, DIR), { recursive: true });
    fs.writeFileSync(path.join(dir, '.webwork/harness/work/.gitignore'), '*\n!.gitignore\n');
    fs.writeFileSync(path.join(dir, DIR, 'plan.md'), plan);
    fs.writeFileSync(
      path.join(dir, DIR, 'progress.md'),
      ['# Work ledger — target: 结算接口支持优惠券抵扣', `doc_dir: /home/dev/shop/${DIR}`, 'branch: main', 'initial_base: 4a5b6c7', 'merge_base: 4a5b6c7', ''].join('\n'),
    );
    return dir;
  }

  test('`close` is refused when no task was dispatched and no final review exists', async () => {
    const { askGate } = await import('./helpers/gate.js');
    const asked = await askGate(session(PLAN('')), DIR, 'close');
    expect(asked.verdict?.allowed).toBe(false);
    expect(new Set(asked.verdict?.blocking.map((b) => b.preconditionId))).toEqual(new Set(['close-tasks-done', 'close-final-review']));
  });

  test('`advance` is refused on a plan with a self-dependency, a TBD and a 15-minute budget (blocking, not warnings)', async () => {
    const { askGate } = await import('./helpers/gate.js');
    const asked = await askGate(session(PLAN('self TBD 15')), DIR, 'advance');
    expect(asked.verdict?.allowed).toBe(false);
    expect(asked.verdict?.blocking.map((b) => `${b.preconditionId} ${b.messageId}`).sort()).toEqual(['plan-depends self', 'plan-fields budgetMax', 'plan-placeholders vague']);
    expect((await askGate(session(PLAN('')), DIR, 'advance')).verdict?.allowed).toBe(true);
  });

  test('actions without a meaning for a harness session are exit 2, listing those that have one', async () => {
    const { askGate } = await import('./helpers/gate.js');
    const asked = await askGate(session(PLAN('')), DIR, 'continue_execution');
    expect(asked.exit).toBe(2);
    expect(asked.error).toMatch(/expected one of `advance`, `repair`, `block`, `close`/);
  });

  test('a session folder with neither Ledger nor plan cannot be judged (exit 2), never allowed', async () => {
    const { askGate } = await import('./helpers/gate.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-harness-gate-'));
    fs.mkdirSync(path.join(dir, DIR), { recursive: true });
    fs.writeFileSync(path.join(dir, DIR, 'notes.txt'), 'x\n');
    const asked = await askGate(dir, DIR, 'advance');
    expect(asked.exit).toBe(2);
    expect(asked.error).toMatch(/holds no Ledger/);
  });
});

describe('advisory messages (a form the seed is silent on, with the canonical one)', () => {
  test('are warnings in lint and never block a gate step', async () => {
    const dir = copyFixture('harness-healthy');
    const session = '.webwork/harness/work/20260428-0930-order-export';
    const ledger = path.join(dir, session, 'progress.md');
    fs.writeFileSync(ledger, fs.readFileSync(ledger, 'utf8').replace(/^merge_base: 3f9c2a1$/m, 'merge_base: 3f9c2a1\nexisting: notes.txt（已 git stash push -u）'));
    const engine = await fixtureEngine(dir);
    const messages = engine.lintFile(`${session}/progress.md`).messages;
    expect(messages.map((m) => [m.ruleId, m.messageId, m.severity])).toEqual([['harness-ledger-header', 'stashAlias', 1]]);
    const asked = await askGate(dir, session, 'advance');
    expect(asked.verdict?.allowed).toBe(true);
    expect(asked.verdict?.warnings.map((w) => w.messageId)).toContain('stashAlias');
  });
});
