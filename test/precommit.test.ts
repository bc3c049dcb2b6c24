/**
 * The pre-commit hooks (`.pre-commit-hooks.yaml`), run by the real `pre-commit` tool on a
 * temporary repository. The hooks are declared as `repo: local` hooks with the shipped `files`,
 * `entry` arguments and options, with `language: system` and the built `bin/wflint.js` as the
 * executable: `language: node` would make pre-commit `npm install` this repository from the
 * registry, which a test must not depend on. Needs `pre-commit` (`apt-get install pre-commit`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import picomatch from 'picomatch';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it, test } from 'vitest';
import { copyFixture, gitInit } from './helpers/fixtures.js';
import { BIN, GIT_ENV, REPO, git } from './surfaces-helpers.js';
import { KINDS } from '../src/kinds/index.js';

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  files: string;
  pass_filenames?: boolean;
  require_serial?: boolean;
  types?: string[];
}

const HOOKS = parse(fs.readFileSync(path.join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = (id: string) => HOOKS.find((h) => h.id === id)!;

/** Python's `re.search` for the hooks' verbose patterns: drop `(?x)` white space, then JS RegExp. */
function filesRegex(pattern: string): RegExp {
  expect(pattern.startsWith('(?x)')).toBe(true);
  return new RegExp(pattern.slice(4).replace(/\s+/g, ''), 'u');
}

/** Sample paths for a kind's glob patterns: every brace alternative, `*` and `**` filled in. */
function samples(pattern: string): string[] {
  const brace = /\{([^{}]+)\}/.exec(pattern);
  if (brace) return brace[1]!.split(',').flatMap((alt) => samples(pattern.replace(brace[0], alt)));
  return [pattern.replace(/\*\*\//g, 'app/').replace(/\*/g, 'x1')];
}

const TASK = '.agents/state/tasks/2026-05-01-push-retry.md';
const CLEAN_TASK = `# TASK_STATE（推送失败自动重试）

TASK_ID: 2026-05-01-push-retry
TASK_TITLE: 推送失败自动重试
TASK_TYPE: feat
PLAN_FROZEN: false
CURRENT_ROLE: planner
WORKFLOW_STATUS: active
STARTED_AT: 2026-05-01
LAST_UPDATED_AT: 2026-05-01

## 目标

- 推送注册失败时按指数退避自动重试，最多 3 次

## 下一步 Top 3

- [ ] 确认厂商通道的失败回调
- [ ] 设计退避参数
- [ ] 冻结计划

## 阻塞项

- 无

## 关键决策索引（最近 3 条）

- 2026-05-01 重试放在 \`PushRegistrar\` 内部

## 关键决策日志（全量追加，不覆盖历史）

- 2026-05-01：重试放在 \`PushRegistrar\` 内部 | 调用方无需感知 | 只改一个类

## 验收证据（Evidence）

- 无

## 未验证清单（Gaps）

- 无

## Review Findings（闭环）

- 无

## 提交计划

- commit 1：feat: 推送注册失败重试

## Execution Contract

- Scope: 推送注册失败重试
- Files to change: \`common/push/\`
- Forbidden: 不升级推送 SDK
- Steps: 回调 → 退避 → 单测
- Checks: \`./gradlew test\`
- Commit plan: 一个提交
- Rollback note: 回滚该提交
`;
const BROKEN_TASK = CLEAN_TASK.replace('PLAN_FROZEN: false\n', '').replace('WORKFLOW_STATUS: active\n', '');
// What a safe fix repairs (heading variants); a missing state field is no such thing: no fix invents state.
const FIXABLE_TASK = CLEAN_TASK.replace('## 未验证清单（Gaps）', '## 未验证清单 (Gaps)').replace('## 验收证据（Evidence）', '## 验收证据(Evidence)');

const HAS_PRE_COMMIT = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;

interface Run {
  code: number;
  out: string;
}

describe('pre-commit hooks', () => {
  it('declare the two hooks with the kind patterns as `files`', () => {
    expect(HOOKS.map((h) => h.id)).toEqual(['wflint', 'wflint-fix']);
    expect(hook('wflint')).toMatchObject({ entry: 'wflint --staged', language: 'node', pass_filenames: true });
    expect(hook('wflint-fix')).toMatchObject({ entry: 'wflint --fix', language: 'node', pass_filenames: true, require_serial: true });
    expect(hook('wflint-fix').files).toBe(hook('wflint').files);
    const re = filesRegex(hook('wflint').files);
    for (const kind of KINDS) {
      for (const pattern of kind.patterns) {
        for (const sample of samples(pattern)) {
          const p = kind.scope === 'loop-home' ? `adhoc_jobs/audit_20260428/${sample}` : sample;
          expect({ kind: kind.id, path: p, matches: re.test(p) }).toEqual({ kind: kind.id, path: p, matches: true });
          // The glob and the regex agree on the sample (the sample is a real instance of the pattern).
          if (kind.scope === 'repo') expect(picomatch(pattern, { dot: true })(p)).toBe(true);
        }
      }
    }
    for (const other of ['src/app.ts', 'README.md', 'docs/guide.md', '.agents/state/tasks/old/2026-01-01-a.md', '.agents/skills/ac-memory/SKILL.md'])
      expect({ other, matches: re.test(other) }).toEqual({ other, matches: false });
  });

  describe.skipIf(!HAS_PRE_COMMIT)('run by the real pre-commit tool', () => {
    let dir = '';
    const env = () => ({ ...process.env, ...GIT_ENV, PRE_COMMIT_HOME: path.join(dir, '..', `${path.basename(dir)}-pre-commit-home`), WFLINT_TODAY: '2026-05-01', GITHUB_STEP_SUMMARY: '' });
    const run = (cmd: string, ...args: string[]): Run => {
      const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', env: env() });
      return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
    };
    const head = () => git(dir, 'rev-parse', 'HEAD').trim();
    const write = (rel: string, text: string) => fs.writeFileSync(path.join(dir, rel), text);

    beforeAll(() => {
      dir = copyFixture('surfaces-state');
      const local = HOOKS.map((h) => ({
        id: h.id,
        name: h.name,
        // The shipped entry with the built binary in place of the installed `wflint`.
        entry: h.entry.replace(/^wflint\b/, `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`),
        language: 'system',
        files: h.files,
        types: h.types,
        pass_filenames: h.pass_filenames,
        require_serial: h.require_serial ?? false,
        // Only the check runs at commit time; the fixer is run on demand below.
        ...(h.id === 'wflint-fix' ? { stages: ['manual'] } : {}),
      }));
      fs.writeFileSync(path.join(dir, '.pre-commit-config.yaml'), `${JSON.stringify({ repos: [{ repo: 'local', hooks: local }] }, null, 2)}\n`);
      gitInit(dir);
      const install = run('pre-commit', 'install');
      expect(install.out).toContain('pre-commit installed');
    });

    it('refuses a commit with a broken task file and names the rule', () => {
      const before = head();
      write(TASK, BROKEN_TASK);
      git(dir, 'add', TASK);
      const r = run('git', 'commit', '-m', 'add push retry task');
      expect(r.code).not.toBe(0);
      expect(r.out).toMatch(/wflint\.+Failed/);
      expect(r.out).toContain(TASK);
      expect(r.out).toContain('Unexpected missing header field `PLAN_FROZEN`, expected it after `TASK_TYPE`  task-state-header-fields');
      expect(r.out).toContain('Unexpected missing header field `WORKFLOW_STATUS`, expected it after `CURRENT_ROLE`  task-state-header-fields');
      // Committed broken files elsewhere are not the commit's business.
      expect(r.out).not.toContain('2026-04-29-crash-upload.md');
      expect(head()).toBe(before);
    });

    it('checks the staged text, not the working tree', () => {
      const before = head();
      // Still staged broken; fixed only in the working tree.
      write(TASK, CLEAN_TASK);
      const r = run('git', 'commit', '-m', 'add push retry task');
      expect(r.code).not.toBe(0);
      expect(r.out).toContain('task-state-header-fields');
      expect(head()).toBe(before);
      expect(fs.readFileSync(path.join(dir, TASK), 'utf8')).toBe(CLEAN_TASK);
    });

    it('lets a clean commit through', () => {
      const before = head();
      const index = '.agents/state/INDEX.md';
      write(index, fs.readFileSync(path.join(dir, index), 'utf8').replace('| planner | active\n', '| planner | active\n- 2026-05-01-push-retry | 推送失败自动重试 | feat | planner | active\n'));
      git(dir, 'add', TASK, index);
      const r = run('git', 'commit', '-m', 'add push retry task');
      expect(r.out).toMatch(/wflint\.+Passed/);
      expect(r.code).toBe(0);
      expect(head()).not.toBe(before);
    });

    it('compares the index with HEAD for git-aware rules', () => {
      const before = head();
      // Rewriting a committed decision-log entry: the append-only history changed in the index.
      const text = fs.readFileSync(path.join(dir, TASK), 'utf8');
      write(TASK, text.replace('| 调用方无需感知 |', '| 调用方不用改 |'));
      git(dir, 'add', TASK);
      const r = run('git', 'commit', '-m', 'reword decision');
      expect(r.code).not.toBe(0);
      expect(r.out).toContain('task-state-decision-log-append-only');
      expect(head()).toBe(before);
      write(TASK, text);
      git(dir, 'add', TASK);
    });

    it('in a monorepo package with its own config: the package config decides, the staged text is checked', () => {
      // A package below the top level, its config turning a rule off; the hooks stay at the top.
      const pkg = 'packages/app';
      fs.mkdirSync(path.join(dir, pkg, '.agents/state/tasks'), { recursive: true });
      fs.writeFileSync(path.join(dir, pkg, 'wflint.config.json'), JSON.stringify({ rules: { 'required-sections': 'off' } }));
      const file = `${pkg}/${TASK}`;
      const noGoal = CLEAN_TASK.replace(/## 目标\n\n- [^\n]*\n\n/, '');
      write(file, noGoal);
      write(
        `${pkg}/.agents/state/INDEX.md`,
        '# INDEX\n\nCURRENT_TASK: 2026-05-01-push-retry\n\n## Active\n\n- 2026-05-01-push-retry | 推送失败自动重试 | feat | planner | active\n\n## Blocked\n\n- 无\n\n## Completed\n\n- 无\n',
      );
      git(dir, 'add', pkg);
      const before = head();
      // The missing section is allowed by the package's config: the commit goes through.
      const ok = run('git', 'commit', '-m', 'package task');
      expect(ok.out).not.toContain('required-sections');
      expect(ok.code, ok.out).toBe(0);
      expect(head()).not.toBe(before);
      // A broken type staged, the working tree clean: refused, on the staged text.
      write(file, noGoal.replace('TASK_TYPE: feat', 'TASK_TYPE: nonsense'));
      git(dir, 'add', file);
      write(file, noGoal);
      const refused = run('git', 'commit', '-m', 'break the package task');
      expect(refused.code).not.toBe(0);
      expect(refused.out).toContain('Unexpected `TASK_TYPE` value `nonsense`');
      expect(refused.out).toContain(file);
      git(dir, 'reset', '-q', '--', file);
    });

    it('wflint-fix applies the safe fixes; the next run passes', () => {
      write(TASK, FIXABLE_TASK);
      const first = run('pre-commit', 'run', 'wflint-fix', '--hook-stage', 'manual', '--files', TASK);
      expect(first.code).not.toBe(0);
      expect(first.out).toContain('files were modified by this hook');
      const fixed = fs.readFileSync(path.join(dir, TASK), 'utf8');
      expect(fixed).toContain('## 未验证清单（Gaps）');
      expect(fixed).toBe(CLEAN_TASK);
      const second = run('pre-commit', 'run', 'wflint-fix', '--hook-stage', 'manual', '--files', TASK);
      expect(second.out).toMatch(/wflint \(fix\)\.+Passed/);
      expect(second.code).toBe(0);
    });
  });
});

// A missing client skips its test with a visible notice; CI (.ci/run) installs it and allows no skip.
test.runIf(!HAS_PRE_COMMIT)('the pre-commit hook test needs the real pre-commit tool', () => {
  if (process.env.WFLINT_REQUIRE_CLIENTS) throw new Error('`pre-commit` is not installed, and WFLINT_REQUIRE_CLIENTS forbids skipping: `apt-get install -y pre-commit`');
  console.warn('SKIPPED test/precommit.test.ts "run by the real pre-commit tool": `pre-commit` is not installed (apt-get install -y pre-commit)');
});
