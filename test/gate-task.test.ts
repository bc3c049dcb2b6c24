/**
 * `wflint gate` on a task file (seed 000 and the upstream ac-* skills): the step is judged as if it
 * were taken, the gate fails closed, and inline suppressions in the gated documents do not open it.
 * Library and CLI agree on every verdict (test/helpers/gate.ts), and every verdict matches the
 * published schema. Fixture: ac-memory-healthy (crash-fix: executor, frozen, active, one open Top 3
 * item; settings-refactor: planner; ble-pairing: blocked; push-retry: completed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixture, gitInit } from './helpers/fixtures.js';
import { spawnSync } from 'node:child_process';
import { askGate, blockingOf } from './helpers/gate.js';
import { BIN, git } from './surfaces-helpers.js';

const TASKS = '.agents/state/tasks';
const CRASH = `${TASKS}/2026-04-30-crash-fix.md`;
const SETTINGS = `${TASKS}/2026-05-01-settings-refactor.md`;
const BLE = `${TASKS}/2026-04-22-ble-pairing.md`;
const PUSH = `${TASKS}/2026-04-20-push-retry.md`;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A committed copy of the healthy fixture, with `edit` applied to files (after the commit). */
function repo(edit: Record<string, (text: string) => string> = {}): string {
  const dir = copyFixture('ac-memory-healthy');
  gitInit(dir);
  for (const [rel, change] of Object.entries(edit)) {
    const file = path.join(dir, rel);
    fs.writeFileSync(file, change(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
  }
  dirs.push(dir);
  return dir;
}

const sub = (from: string | RegExp, to: string) => (text: string) => {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`test setup: ${String(from)} not found`);
  return next;
};

describe('the healthy task workflow', () => {
  const dir = repo();
  test('the executor may continue; the planner hands a frozen, complete Contract on once the index names its task', async () => {
    expect(blockingOf(await askGate(dir, CRASH, 'continue_execution'))).toEqual([]);
    // ac-memory binds the task first (seed 000 step 7: CURRENT_TASK is synced to the task being pushed forward).
    expect(blockingOf(await askGate(dir, SETTINGS, 'repair'))).toEqual(['index-names-stepped-task state-index-current-task:3']);
    const bound = repo({ '.agents/state/INDEX.md': sub('CURRENT_TASK: 2026-04-30-crash-fix', 'CURRENT_TASK: 2026-05-01-settings-refactor') });
    expect(blockingOf(await askGate(bound, SETTINGS, 'repair'))).toEqual([]);
  });
  test('close on an active task is judged as if it were completed: the executor must hand over (or write single), the open Top 3 item be done', async () => {
    const asked = await askGate(dir, CRASH, 'close');
    expect(asked.exit).toBe(1);
    expect(blockingOf(asked)).toEqual(['close-by-reviewer-or-single task-state-role-status:9', 'close-top3-done task-state-top3:21', 'close-top3-done task-state-top3:22']);
    const first = asked.verdict!.blocking[0]!;
    expect(first).toMatchObject({ precondition: expect.stringContaining('reviewer'), seed: expect.stringContaining('ac-review 10'), remedy: expect.stringContaining('single') });
  });
  test('a completed task takes no step; a blocked one is resumed before work goes on', async () => {
    expect(blockingOf(await askGate(dir, PUSH, 'repair'))).toEqual(['index-names-stepped-task state-index-current-task:3', 'task-not-finished task-state-role-status:8']);
    // A blocked task is never CURRENT_TASK: its step answers to the blocked-task row alone.
    expect(blockingOf(await askGate(dir, BLE, 'continue_execution'))).toEqual(['task-not-blocked task-state-role-status:8']);
    expect(blockingOf(await askGate(dir, BLE, 'repair'))).toEqual([]);
  });
  test('an action without a meaning for a task cannot be decided (exit 2), naming the actions that have one', async () => {
    const asked = await askGate(dir, CRASH, 'promotion');
    expect(asked.exit).toBe(2);
    expect(asked.error).toBe('Unexpected action `promotion` for a task-state step, expected one of `advance`, `continue_execution`, `repair`, `block`, `close`');
  });
  test('`.agents/state/` gates its CURRENT_TASK', async () => {
    const asked = await askGate(dir, '.agents/state', 'continue_execution');
    expect(asked.exit).toBe(0);
    expect(asked.verdict!.workflow).toBe('task-state');
  });
});

describe('issue 14: steps the seeds forbid are refused', () => {
  test('close on an active task without evidence, with an unchecked Top 3 item and a finding without outcome', async () => {
    const dir = repo({
      '.agents/state/INDEX.md': sub('| fix | executor | active', '| fix | reviewer | active'),
      [CRASH]: (t) =>
        sub(
          'CURRENT_ROLE: executor',
          'CURRENT_ROLE: reviewer',
        )(t)
          .replace(/## 验收证据（Evidence）\n\n[\s\S]*?\n\n## /, '## 验收证据（Evidence）\n\n- 无\n\n## ')
          .replace('## Review Findings（闭环）\n\n- 无', '## Review Findings（闭环）\n\n- 懒加载未覆盖多进程 | source: review | outcome: | note: 待确认'),
    });
    const asked = await askGate(dir, CRASH, 'close');
    expect(blockingOf(asked)).toEqual([
      'close-top3-done task-state-top3:21',
      'close-top3-done task-state-top3:22',
      'close-evidence task-state-evidence:38',
      'close-findings-closed task-state-review-findings:48',
    ]);
  });
  test('`WORKFLOW_STATUS: done` (no state) with no evidence and an open finding: refused, never allowed', async () => {
    const dir = repo({
      [PUSH]: (t) => sub('WORKFLOW_STATUS: completed', 'WORKFLOW_STATUS: done')(t),
    });
    const asked = await askGate(dir, PUSH, 'close');
    expect(asked.exit).toBe(1);
    expect(blockingOf(asked)).toContain('task-header-valid task-state-header-values:8');
  });
  test('a missing section or an unfrozen executor refuses continue_execution, repair and close; block needs a blocker', async () => {
    const missing = repo({ [CRASH]: sub(/## 阻塞项\n\n- 无\n\n/, '') });
    for (const action of ['continue_execution', 'repair', 'close', 'block']) {
      expect(blockingOf(await askGate(missing, CRASH, action)), action).toContain('task-sections-present required-sections:18');
    }
    const unfrozen = repo({ [CRASH]: sub('PLAN_FROZEN: true', 'PLAN_FROZEN: false') });
    for (const action of ['continue_execution', 'repair']) {
      expect(blockingOf(await askGate(unfrozen, CRASH, action)), action).toContain('task-state-not-stale task-state-role-status:8');
    }
    expect(blockingOf(await askGate(unfrozen, CRASH, 'close'))).toContain('close-frozen task-state-role-status:8');
    // Nothing left to resume and no blocker: no block. With work left in Top 3 it is the forced
    // wrap-up of ac-workflow 8 (a pause): a warning naming the reason to write.
    const done = repo({ [CRASH]: (t) => t.replaceAll('- [ ] ', '- [x] ') });
    expect(blockingOf(await askGate(done, CRASH, 'block'))).toEqual(['block-names-blocker task-state-role-status:24']);
    const paused = await askGate(repo(), CRASH, 'block');
    expect(blockingOf(paused)).toEqual([]);
    expect(paused.verdict!.warnings.map((w) => w.messageId)).toContain('pauseWithout');
  });
  test('without `.agents/state/INDEX.md` every step is refused (seed 000 step 1)', async () => {
    const dir = repo();
    fs.rmSync(path.join(dir, '.agents/state/INDEX.md'));
    for (const action of ['advance', 'continue_execution', 'repair', 'block', 'close']) {
      expect(blockingOf(await askGate(dir, CRASH, action)), action).toContain('task-index-exists gate-required-documents:5');
    }
  });
});

describe('issue 14: inline suppressions do not open the gate', () => {
  test('`<!--lint disable -- reason-->` in the gated task file: still refused, the comment listed', async () => {
    const dir = repo({ [CRASH]: (t) => `<!--lint disable -- reviewer accepted-->\n\n${t}` });
    const asked = await askGate(dir, CRASH, 'close');
    expect(asked.exit).toBe(1);
    expect(blockingOf(asked)).toEqual(['close-by-reviewer-or-single task-state-role-status:11', 'close-top3-done task-state-top3:23', 'close-top3-done task-state-top3:24']);
    expect(asked.verdict!.ignoredSuppressions.map((s) => `${s.line} ${s.ruleId} ${s.directive}`)).toEqual([
      '1 task-state-role-status <!--lint disable -- reviewer accepted-->',
      '1 task-state-top3 <!--lint disable -- reviewer accepted-->',
      '1 task-state-top3 <!--lint disable -- reviewer accepted-->',
    ]);
  });
  test('a suppression in the index does not open it either', async () => {
    const dir = repo({
      '.agents/state/INDEX.md': sub('## Active', '<!--lint disable state-index-sync -- synced later-->\n\n## Active'),
      [CRASH]: sub('CURRENT_ROLE: executor', 'CURRENT_ROLE: reviewer'),
    });
    const asked = await askGate(dir, CRASH, 'continue_execution');
    expect(asked.verdict!.blocking.map((b) => `${b.preconditionId} ${path.basename(b.filePath)}`)).toContain('index-in-sync INDEX.md');
    expect(asked.verdict!.ignoredSuppressions.map((s) => s.ruleId)).toEqual(['state-index-sync']);
  });
  test('the committed project configuration decides which rules exist: an off rule is listed as unchecked', async () => {
    const dir = repo({ 'wflint.config.json': () => JSON.stringify({ rules: { 'task-state-top3': 'off' } }) });
    git(dir, 'add', 'wflint.config.json');
    git(dir, 'commit', '-q', '-m', 'turn off task-state-top3');
    const asked = await askGate(dir, CRASH, 'close');
    expect(blockingOf(asked)).toEqual(['close-by-reviewer-or-single task-state-role-status:9']);
    expect(asked.verdict!.unchecked).toEqual([{ preconditionId: 'close-top3-done', rule: 'task-state-top3' }]);
  });
  test('a precondition switched off by an uncommitted configuration, or by the call itself, is no answer: exit 2', async () => {
    const dir = repo({ 'wflint.config.json': () => JSON.stringify({ rules: { 'task-state-top3': 'off' } }) });
    const asked = await askGate(dir, CRASH, 'close');
    expect(asked.exit).toBe(2);
    expect(asked.error).toBe(
      "`wflint.config.json` sets the precondition checks `task-state-top3` of this step and is not the configuration committed at `HEAD`: commit the configuration (the project's decision) before the gate relies on it",
    );
    // A rule the step does not need may be off: the gate answers.
    const other = repo({ 'wflint.config.json': () => JSON.stringify({ rules: { 'plan-summary-goal-wording': 'off' } }) });
    expect((await askGate(other, CRASH, 'close')).exit).toBe(1);
    const r = spawnSync(process.execPath, [BIN, 'gate', CRASH, '--action', 'close', '--rule', 'task-state-top3:off'], { cwd: repo(), encoding: 'utf8' });
    expect([r.status, r.stdout, r.stderr.trim()]).toEqual([2, '', 'wflint: `--rule` turns off the precondition checks `task-state-top3` of this step: a gate call cannot switch off its own checks']);
    // A config of the call from outside the repository, a file the committed config extends edited
    // since, and options loosened without switching the rule off: no answer either.
    const outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-outside-config-')), 'evil.json');
    fs.writeFileSync(outside, JSON.stringify({ rules: { 'task-state-top3': 'off' } }));
    const o = spawnSync(process.execPath, [BIN, 'gate', CRASH, '--action', 'close', '--config', outside], { cwd: repo(), encoding: 'utf8' });
    expect([o.status, o.stderr]).toEqual([2, expect.stringContaining('from outside the repository')]);
    const chain = repo({ 'wflint.config.json': () => JSON.stringify({ extends: './wflint.base.json' }), 'wflint.base.json': () => '{}' });
    git(chain, 'add', '-A');
    git(chain, 'commit', '-q', '-m', 'config chain');
    fs.writeFileSync(path.join(chain, 'wflint.base.json'), JSON.stringify({ rules: { 'task-state-top3': 'off' } }));
    expect(await askGate(chain, CRASH, 'close')).toMatchObject({ exit: 2, error: expect.stringContaining('`wflint.base.json` sets the precondition checks `task-state-top3`') });
    const loose = copyFixture('loop-home-healthy');
    gitInit(loose);
    dirs.push(loose);
    fs.writeFileSync(path.join(loose, 'wflint.config.json'), JSON.stringify({ rules: { 'loop-unit-scope': ['error', { maxReqIdsPerSubagent: 99 }] } }));
    expect(await askGate(loose, 'adhoc_jobs/invoice_export_audit_20260428', 'continue_execution')).toMatchObject({ exit: 2, error: expect.stringContaining('`loop-unit-scope`') });
  });
});

describe('the fix-safety audit: what may not open a task step', () => {
  test('a config in .agents/ is no root: it turns no precondition off', async () => {
    const dir = repo({
      '.agents/wflint.config.json': () => JSON.stringify({ kinds: { 'state/tasks/*.md': 'task-state', 'state/INDEX.md': 'state-index' }, rules: { 'task-state-role-status': 'off' } }),
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'nested config');
    const asked = await askGate(dir, BLE, 'continue_execution');
    expect(blockingOf(asked)).toContain('task-not-blocked task-state-role-status:8');
    expect(asked.verdict!.unchecked).toEqual([]);
  });
  test('an unreadable task file beside the gated one leaves the index unverifiable: refused', async () => {
    const dir = repo();
    fs.writeFileSync(path.join(dir, TASKS, '2026-05-19-export-fix.md'), Buffer.from([0x54, 0x41, 0x53, 0x4b, 0x5f, 0x49, 0x44, 0x3a, 0x20, 0xb5, 0xc7, 0xc2, 0xbc, 0x0a]));
    const asked = await askGate(dir, CRASH, 'continue_execution');
    expect(blockingOf(asked)).toEqual(['index-in-sync state-index-sync:1']);
  });
  test('INDEX.md hidden by the configuration refuses the step (nothing of the index can be judged)', async () => {
    const dir = repo({ 'wflint.config.json': () => JSON.stringify({ ignores: ['.agents/state/INDEX.md'] }) });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'ignore the index');
    expect(blockingOf(await askGate(dir, CRASH, 'continue_execution'))).toEqual(['task-index-exists gate-required-documents:5']);
  });
});

describe('issue 16: the steps the writer of the lifecycles found', () => {
  test('the executor hands over to review only with every Top 3 step done', async () => {
    expect(blockingOf(await askGate(repo(), CRASH, 'advance'))).toEqual(['advance-to-review-steps-done task-state-top3:21', 'advance-to-review-steps-done task-state-top3:22']);
  });
  test('a review with a `requires re-plan` finding is not closed; `repair` needs every finding closed', async () => {
    const reviewer = (finding: string) =>
      repo({
        '.agents/state/INDEX.md': sub('| fix | executor | active', '| fix | reviewer | active'),
        [CRASH]: (t) =>
          sub(
            'CURRENT_ROLE: executor',
            'CURRENT_ROLE: reviewer',
          )(t)
            .replace(/- \[ \] /g, '- [x] ')
            .replace('## Review Findings（闭环）\n\n- 无', `## Review Findings（闭环）\n\n${finding}`),
      });
    const replan = reviewer('- F1：多进程场景未覆盖 | source: review | outcome: requires re-plan | note: 补 Step');
    expect(blockingOf(await askGate(replan, CRASH, 'close'))).toEqual(['close-no-replan task-state-review-findings:49']);
    expect(blockingOf(await askGate(replan, CRASH, 'repair'))).toEqual([]);
    const open = reviewer('- F1：多进程场景未覆盖 | source: review | note: 待定');
    expect(blockingOf(await askGate(open, CRASH, 'repair'))).toEqual(['repair-findings-closed task-state-review-findings:49']);
  });
  test('two `CURRENT_TASK` lines, or one naming a blocked task, refuse every step', async () => {
    const twice = repo({ '.agents/state/INDEX.md': sub(/CURRENT_TASK: [^\n]*\n/, 'CURRENT_TASK: 2026-04-30-crash-fix\nCURRENT_TASK: 2026-04-22-ble-pairing\n') });
    expect(blockingOf(await askGate(twice, CRASH, 'continue_execution')).filter((b) => b.startsWith('index-current-task'))).toHaveLength(1);
    const blocked = repo({ '.agents/state/INDEX.md': sub(/CURRENT_TASK: [^\n]*\n/, 'CURRENT_TASK: 2026-04-22-ble-pairing\n') });
    expect(blockingOf(await askGate(blocked, CRASH, 'continue_execution')).filter((b) => b.startsWith('index-current-task'))).toHaveLength(1);
  });
  test('an uncommitted write that reopens a completed task refuses its steps', async () => {
    const dir = repo({ [PUSH]: sub('WORKFLOW_STATUS: completed', 'WORKFLOW_STATUS: active') });
    expect(blockingOf(await askGate(dir, PUSH, 'continue_execution'))).toContain('task-transition-allowed task-state-transition:8');
  });
});
