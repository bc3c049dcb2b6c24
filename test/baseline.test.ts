import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, fixtureEngine, gitInit } from './helpers/fixtures.js';
import { wflint } from './surfaces-helpers.js';
import { applyBaseline, BASELINE_FILE, BaselineError, createBaseline, engineScope, fingerprints, readBaseline, type Baseline } from '../src/baseline.js';

const CRASH = '.agents/state/tasks/2026-04-29-crash-upload.md';
const NO_HEADER = '.agents/state/tasks/2026-04-20-docs-sync.md';

function edit(dir: string, rel: string, fn: (s: string) => string): void {
  const file = path.join(dir, rel);
  fs.writeFileSync(file, fn(fs.readFileSync(file, 'utf8')));
}

async function lintDir(dir: string) {
  const engine = await fixtureEngine(dir, { base: false });
  return { engine, results: engine.lint(), scope: engineScope(engine.view) };
}

async function baselineOf(dir: string): Promise<Baseline> {
  const { results, scope } = await lintDir(dir);
  return createBaseline(results, scope);
}

describe('baseline (library)', () => {
  it('records {ruleId, file, fingerprint} per finding and hides exactly those', async () => {
    const dir = copyFixture('surfaces-state');
    const baseline = await baselineOf(dir);
    expect(baseline.version).toBe(1);
    expect(baseline.entries.map((e) => [e.file, e.ruleId])).toEqual([
      [CRASH, 'heading-canonical'],
      [CRASH, 'task-state-header-fields'],
      [CRASH, 'task-state-header-fields'],
    ]);
    for (const e of baseline.entries) expect(Object.keys(e)).toEqual(['ruleId', 'file', 'fingerprint']);
    const { results, scope } = await lintDir(dir);
    const outcome = applyBaseline(results, baseline, scope);
    expect(outcome.suppressed).toBe(3);
    expect(outcome.gone).toEqual([]);
    expect(outcome.results.flatMap((r) => r.messages)).toEqual([]);
    expect(outcome.results.find((r) => r.relPath === CRASH)).toMatchObject({ errorCount: 0, warningCount: 0, fixableErrorCount: 0 });
  });

  it('does not depend on positions: lines inserted above keep findings baselined', async () => {
    const dir = copyFixture('surfaces-state');
    const baseline = await baselineOf(dir);
    edit(dir, CRASH, (s) => s.replace('## 目标\n\n', '## 目标\n\n- 补充：开关文案需与隐私政策一致\n\n'));
    edit(dir, CRASH, (s) => s.replace('# TASK_STATE（崩溃日志上传开关）\n', '# TASK_STATE（崩溃日志上传开关）\n\n用途：崩溃日志上传开关的任务状态。\n'));
    const { results, scope } = await lintDir(dir);
    expect(results.find((r) => r.relPath === CRASH)!.messages.map((m) => m.line)).toEqual([8, 12, 43]);
    const outcome = applyBaseline(results, baseline, scope);
    expect(outcome.suppressed).toBe(3);
    expect(outcome.gone).toEqual([]);
  });

  it('reports a finding whose line changed as new, and its old entry as gone', async () => {
    const dir = copyFixture('surfaces-state');
    const baseline = await baselineOf(dir);
    edit(dir, CRASH, (s) => s.replace('## 未验证清单 (Gaps)', '## 未验证清单 ( Gaps )'));
    const { results, scope } = await lintDir(dir);
    const outcome = applyBaseline(results, baseline, scope);
    expect(outcome.results.flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual(['heading-canonical']);
    expect(outcome.gone.map((e) => e.ruleId)).toEqual(['heading-canonical']);
    expect(outcome.suppressed).toBe(2);
  });

  it('counts repeated findings on the same text: one fixed of several leaves one entry gone', async () => {
    const dir = copyFixture('surfaces-state');
    // A task file without any header line: eight findings at the title line, and (the task type
    // being unknown now) two missing contract labels at the `Execution Contract` heading.
    edit(dir, NO_HEADER, (s) => s.replace(/^TASK_ID:[\s\S]*?LAST_UPDATED_AT: 2026-04-21\n\n/m, ''));
    const before = await lintDir(dir);
    const result = before.results.find((r) => r.relPath === NO_HEADER)!;
    expect(result.messages.map((m) => `${m.line} ${m.ruleId}`)).toEqual([...Array(8).fill('1 task-state-header-fields'), '40 task-state-execution-contract', '40 task-state-execution-contract']);
    const prints = fingerprints(result, before.scope.textOf(NO_HEADER));
    expect(new Set(prints).size).toBe(10);
    const baseline = createBaseline(before.results, before.scope);
    edit(dir, NO_HEADER, (s) => s.replace('- Steps: 搜索旧术语', '- Forbidden: 不修改业务代码\n- Steps: 搜索旧术语'));
    const after = await lintDir(dir);
    expect(after.results.find((r) => r.relPath === NO_HEADER)!.messages).toHaveLength(9);
    const outcome = applyBaseline(after.results, baseline, after.scope);
    expect(outcome.results.find((r) => r.relPath === NO_HEADER)!.messages).toEqual([]);
    expect(outcome.gone).toHaveLength(1);
    expect(outcome.gone[0]).toMatchObject({ file: NO_HEADER, ruleId: 'task-state-execution-contract' });
  });

  it('keeps entries of files outside a partial run and drops those of deleted files', async () => {
    const dir = copyFixture('surfaces-state');
    const full = await baselineOf(dir);
    const { engine, scope } = await lintDir(dir);
    const partial = engine.lint([path.join(dir, '.agents/state/INDEX.md')]);
    const rewritten = createBaseline(partial, scope, full);
    expect(rewritten.entries).toEqual(full.entries);
    // The linted file's entries are replaced (none left here): prune.
    const crashOnly = engine.lint([path.join(dir, CRASH)]);
    expect(createBaseline(crashOnly, scope, full).entries).toHaveLength(3);
    expect(applyBaseline(partial, full, scope).gone).toEqual([]);
    fs.rmSync(path.join(dir, CRASH));
    const gone = await lintDir(dir);
    expect(applyBaseline(gone.results, full, gone.scope).gone).toHaveLength(3);
    // The index now lists a task without a file: that is today's only finding.
    expect(createBaseline(gone.results, gone.scope, full).entries.map((e) => `${e.file} ${e.ruleId}`)).toEqual(['.agents/state/INDEX.md state-index-sync']);
  });

  it('rejects a malformed baseline file', () => {
    const dir = copyFixture('surfaces-state');
    const file = path.join(dir, BASELINE_FILE);
    fs.writeFileSync(file, '{"version": 2, "entries": []}');
    expect(() => readBaseline(file)).toThrow(BaselineError);
    fs.writeFileSync(file, '{"version": 1, "entries": [{"ruleId": "x"}]}');
    expect(() => readBaseline(file)).toThrow(/Unexpected entry 0/);
    fs.writeFileSync(file, 'not json');
    expect(() => readBaseline(file)).toThrow(/cannot read the baseline/);
  });
});

describe('baseline (CLI)', () => {
  it('--baseline-write records today, later runs report only new findings and count the gone entries', () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    const write = wflint(dir, ['--baseline-write']);
    expect(write.code).toBe(0);
    expect(write.stderr).toBe(`wflint: wrote 3 baseline entries to ${BASELINE_FILE}\n`);
    expect(write.stdout).toBe('');
    const stored = JSON.parse(fs.readFileSync(path.join(dir, BASELINE_FILE), 'utf8')) as Baseline;
    expect(stored.entries).toHaveLength(3);
    expect(fs.readFileSync(path.join(dir, BASELINE_FILE), 'utf8').endsWith('}\n')).toBe(true);

    // The default baseline is picked up when present.
    const again = wflint(dir, []);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toBe(`wflint: 3 known findings hidden by the baseline ${BASELINE_FILE}\n`);

    // A new finding is reported; a fixed one makes its entry gone.
    edit(dir, '.agents/state/tasks/2026-04-27-login-fix.md', (s) => s.replace('## 阻塞项\n', '## 阻塞项:\n').replace('LAST_UPDATED_AT: 2026-04-28', 'LAST_UPDATED_AT: 2026-05-01'));
    edit(dir, CRASH, (s) => s.replace('## 未验证清单 (Gaps)', '## 未验证清单（Gaps）'));
    const later = wflint(dir, ['--format', 'json']);
    expect(later.code).toBe(0);
    const reported = (JSON.parse(later.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number }> }>).flatMap((r) =>
      r.messages.map((m) => `${path.relative(dir, r.filePath)}:${m.line} ${m.ruleId}`),
    );
    expect(reported).toEqual(['.agents/state/tasks/2026-04-27-login-fix.md:22 heading-canonical']);
    expect(later.stderr).toContain('wflint: 2 known findings hidden by the baseline');
    expect(later.stderr).toContain(`wflint: 1 baseline entry no longer matches a finding (fixed or changed); run \`wflint --baseline-write\` to prune ${BASELINE_FILE}`);

    // Writing again prunes the gone entry and records the new one.
    const rewrite = wflint(dir, ['--baseline-write']);
    expect(rewrite.code).toBe(0);
    const pruned = JSON.parse(fs.readFileSync(path.join(dir, BASELINE_FILE), 'utf8')) as Baseline;
    expect(pruned.entries.map((e) => `${e.file} ${e.ruleId}`)).toEqual([
      `.agents/state/tasks/2026-04-27-login-fix.md heading-canonical`,
      `${CRASH} task-state-header-fields`,
      `${CRASH} task-state-header-fields`,
    ]);
    const clean = wflint(dir, []);
    expect(clean.code).toBe(0);
    expect(clean.stderr).not.toContain('no longer');
  });

  it('--baseline FILE reads another file; a missing or malformed one is a usage error', () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    expect(wflint(dir, ['--baseline', 'ci/wflint-baseline.json', '--baseline-write']).code).toBe(0);
    expect(fs.existsSync(path.join(dir, BASELINE_FILE))).toBe(false);
    expect(wflint(dir, []).code).toBe(1);
    const r = wflint(dir, ['--baseline', 'ci/wflint-baseline.json', '--format', 'github']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const missing = wflint(dir, ['--baseline', 'nope.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('wflint: baseline file `nope.json` does not exist (create it with --baseline-write)');
    fs.writeFileSync(path.join(dir, BASELINE_FILE), '[]');
    const bad = wflint(dir, []);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unexpected baseline shape');
  });

  it('applies to what --fix leaves', () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    edit(dir, '.agents/state/tasks/2026-04-27-login-fix.md', (s) => s.replace('- 登录失败时展示', '- TODO 登录失败时展示'));
    expect(wflint(dir, ['--baseline-write']).code).toBe(0);
    const r = wflint(dir, ['--fix']);
    expect(r.code).toBe(0);
    // The fixable findings were fixed (`LAST_UPDATED_AT` inserted, the heading, and `LAST_UPDATED_AT`
    // of the edited file moved to today), so their entries are gone; the placeholder and the missing
    // `PLAN_FROZEN` (state: no fix invents it) stay known.
    expect(r.stderr).toContain('2 known findings hidden by the baseline');
    expect(r.stderr).toContain('3 baseline entries no longer match a finding');
    expect(fs.readFileSync(path.join(dir, CRASH), 'utf8')).not.toContain('PLAN_FROZEN');
  });
});
