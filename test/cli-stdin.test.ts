/** `--stdin --stdin-filepath P` and `--staged`, through the built binary. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, gitInit } from './helpers/fixtures.js';
import { git, wflint } from './surfaces-helpers.js';

const CRASH = '.agents/state/tasks/2026-04-29-crash-upload.md';
const LOGIN = '.agents/state/tasks/2026-04-27-login-fix.md';

function read(dir: string, rel: string): string {
  return fs.readFileSync(path.join(dir, rel), 'utf8');
}

/** Stage `staged` as the file's text, then put `working` back in the working tree. */
function stageOnly(dir: string, rel: string, staged: string, working: string): void {
  fs.writeFileSync(path.join(dir, rel), staged);
  git(dir, 'add', rel);
  fs.writeFileSync(path.join(dir, rel), working);
}

function fixtureRepo(): string {
  const dir = copyFixture('surfaces-state');
  gitInit(dir);
  return dir;
}

describe('--stdin', () => {
  it('lints the text as if it were at the path, which need not exist', () => {
    const dir = fixtureRepo();
    const text = read(dir, CRASH).replace(/<!-- expect: [\w-]+ -->\n/g, '');
    const target = '.agents/state/tasks/2026-05-02-crash-upload-v2.md';
    const r = wflint(dir, ['--stdin', '--stdin-filepath', target, '--format', 'json'], { input: text.replace('2026-04-29-crash-upload', '2026-05-02-crash-upload-v2') });
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; message: string }> }>;
    expect(results).toHaveLength(1);
    expect(results[0]!.filePath).toBe(path.join(dir, target));
    expect(results[0]!.messages.map((m) => `${m.line} ${m.ruleId}`)).toEqual(['5 task-state-header-fields', '8 task-state-header-fields', '36 heading-canonical']);
    expect(fs.existsSync(path.join(dir, target))).toBe(false);
  });

  it('replaces the file on disk: a clean text for a broken file passes, and vice versa', () => {
    const dir = fixtureRepo();
    // The editor's buffer holds the repaired file; the disk still has the broken one.
    const repaired = read(dir, CRASH)
      .replace(/<!-- expect: [\w-]+ -->\n/g, '')
      .replace('TASK_TYPE: feat\n', 'TASK_TYPE: feat\nPLAN_FROZEN: false\n')
      .replace('STARTED_AT: 2026-04-29\n', 'STARTED_AT: 2026-04-29\nLAST_UPDATED_AT: 2026-05-01\n')
      .replace('## 未验证清单 (Gaps)', '## 未验证清单（Gaps）');
    const r = wflint(dir, ['--stdin', '--stdin-filepath', CRASH], { input: repaired });
    expect(r.stdout).toBe('');
    expect(r.code).toBe(0);
    expect(wflint(dir, [CRASH]).code).toBe(1);
    const clean = read(dir, LOGIN);
    const broken = wflint(dir, ['--stdin', '--stdin-filepath', LOGIN], { input: clean.replace('WORKFLOW_STATUS: active\n', '') });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('Unexpected missing header field `WORKFLOW_STATUS`, expected it after `CURRENT_ROLE`  task-state-header-fields');
    expect(broken.stdout).toContain(LOGIN);
  });

  it('is compared with HEAD by git-aware rules', () => {
    const dir = fixtureRepo();
    // The committed text with one more line: changed since HEAD, `LAST_UPDATED_AT` did not move.
    const text = read(dir, LOGIN).replace('## 阻塞项\n\n- 无\n', '## 阻塞项\n\n- 无\n- 已与客服确认 423 的文案\n');
    const r = wflint(dir, ['--stdin', '--stdin-filepath', LOGIN], { input: read(dir, LOGIN) });
    expect(r.stdout).toBe('');
    expect(r.code).toBe(0);
    const changed = wflint(dir, ['--stdin', '--stdin-filepath', LOGIN], { input: text });
    expect(changed.stdout).toContain('Unexpected unchanged `LAST_UPDATED_AT` `2026-04-28` in a file changed since `HEAD`, expected today `2026-05-01`  task-state-last-updated');
  });

  it('with --fix prints the fixed text and writes nothing', () => {
    const dir = fixtureRepo();
    const before = read(dir, CRASH);
    const r = wflint(dir, ['--stdin', '--stdin-filepath', CRASH, '--fix'], { input: before });
    // The missing `PLAN_FROZEN` is state: no fix invents it (a suggestion offers it), so exit 1.
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(before.replace('STARTED_AT: 2026-04-29\n', 'STARTED_AT: 2026-04-29\nLAST_UPDATED_AT: 2026-05-01\n').replace('## 未验证清单 (Gaps)', '## 未验证清单（Gaps）'));
    expect(read(dir, CRASH)).toBe(before);
    // Nothing to fix: the text comes back unchanged; not a workflow document: unchanged too.
    const clean = read(dir, LOGIN);
    expect(wflint(dir, ['--stdin', '--stdin-filepath', LOGIN, '--fix'], { input: clean }).stdout).toBe(clean);
    expect(wflint(dir, ['--stdin', '--stdin-filepath', 'notes/todo.md', '--fix'], { input: 'TODO\n' }).stdout).toBe('TODO\n');
  });

  it('with --fix-dry-run prints the diff', () => {
    const dir = fixtureRepo();
    const r = wflint(dir, ['--stdin', '--stdin-filepath', CRASH, '--fix-dry-run'], { input: read(dir, CRASH) });
    expect(r.stdout).toContain(`--- a/${CRASH}`);
    expect(r.stdout).toContain('+LAST_UPDATED_AT: 2026-05-01');
    expect(read(dir, CRASH)).not.toContain('LAST_UPDATED_AT');
  });

  it('refuses incomplete or contradictory options', () => {
    const dir = fixtureRepo();
    const cases: Array<[string[], string]> = [
      [['--stdin'], '--stdin needs --stdin-filepath <path>'],
      [['--stdin-filepath', CRASH], '--stdin-filepath needs --stdin'],
      [['--stdin', '--stdin-filepath', CRASH, LOGIN], '--stdin lints the text on standard input'],
      [['--stdin', '--stdin-filepath', '../elsewhere.md'], 'is outside the repository'],
      [['--stdin', '--staged', '--stdin-filepath', CRASH], '--stdin and --staged cannot be combined'],
    ];
    for (const [args, message] of cases) {
      const r = wflint(dir, args, { input: '# x\n' });
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toContain(message);
    }
  });
});

describe('--staged', () => {
  it('lints the staged text of the named files, not the working tree', () => {
    const dir = fixtureRepo();
    const clean = read(dir, LOGIN);
    stageOnly(dir, LOGIN, clean.replace('PLAN_FROZEN: true\n', ''), clean);
    const r = wflint(dir, ['--staged', LOGIN]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Unexpected missing header field `PLAN_FROZEN`, expected it after `TASK_TYPE`  task-state-header-fields');
    // Plain linting sees the (clean) working tree.
    expect(wflint(dir, [LOGIN]).code).toBe(0);
    // Staged clean, working tree broken: the commit is fine.
    stageOnly(dir, LOGIN, clean, clean.replace('PLAN_FROZEN: true\n', ''));
    expect(wflint(dir, ['--staged', LOGIN]).code).toBe(0);
  });

  it('without paths lints every staged workflow document, and nothing when nothing is staged', () => {
    const dir = fixtureRepo();
    const none = wflint(dir, ['--staged']);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    const newTask = '.agents/state/tasks/2026-05-01-push-retry.md';
    fs.writeFileSync(
      path.join(dir, newTask),
      read(dir, LOGIN)
        .replace(/2026-04-27-login-fix/g, '2026-05-01-push-retry')
        .replace('STARTED_AT: 2026-04-27\n', ''),
    );
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a workflow document\n');
    git(dir, 'add', newTask, 'notes.txt');
    const r = wflint(dir, ['--staged', '--format', 'json']);
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    // The staged task's index is linted too (its version in the git index): it misses the new task.
    expect(results.map((x) => path.relative(dir, x.filePath))).toEqual(['.agents/state/INDEX.md', newTask]);
    expect(results[0]!.messages.map((m) => m.ruleId)).toContain('state-index-sync');
    expect(results[1]!.messages.map((m) => m.ruleId)).toContain('task-state-header-fields');
    // A named file that is not in the index is not linted.
    const untracked = '.agents/state/tasks/2026-05-03-untracked.md';
    fs.writeFileSync(path.join(dir, untracked), '# 未暂存的任务\n');
    expect(wflint(dir, ['--staged', untracked]).stdout).toBe('');
  });

  it('judges the staged index against the staged task files, not unstaged edits of them', () => {
    const dir = fixtureRepo();
    const index = '.agents/state/INDEX.md';
    const login = read(dir, LOGIN);
    // The index edit is staged; the login task is edited to `blocked` in the working tree only.
    const indexText = read(dir, index);
    stageOnly(dir, index, `${indexText}\n`, `${indexText}\n`);
    fs.writeFileSync(path.join(dir, LOGIN), login.replace('WORKFLOW_STATUS: active', 'WORKFLOW_STATUS: blocked').replace(/## 阻塞项\n\n- 无/, '## 阻塞项\n\n- 等待后端修复 401 响应体'));
    const r = wflint(dir, ['--staged', index, '--format', 'json']);
    const sync = (JSON.parse(r.stdout) as Array<{ messages: Array<{ ruleId: string }> }>).flatMap((x) => x.messages).filter((m) => m.ruleId === 'state-index-sync');
    // The commit holds the active task and the index that lists it as active: in sync.
    expect(sync).toEqual([]);
    // Plain linting sees the working tree, where they disagree.
    expect(wflint(dir, [index]).stdout).toContain('state-index-sync');
  });

  it('compares the index with HEAD for git-aware rules', () => {
    const dir = fixtureRepo();
    const text = read(dir, LOGIN);
    // The removal is only in the index; the working tree keeps the entry.
    stageOnly(dir, LOGIN, text.replace('- 2026-04-27：错误文案放在 `strings.xml` | 需要多语言 | 新增 6 条字符串资源\n', ''), text);
    const r = wflint(dir, ['--staged', LOGIN]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('task-state-decision-log-append-only');
    expect(wflint(dir, [LOGIN]).stdout).not.toContain('task-state-decision-log-append-only');
  });

  it('needs a git repository', () => {
    const dir = copyFixture('surfaces-state');
    const r = wflint(dir, ['--staged'], { env: { GIT_CEILING_DIRECTORIES: path.dirname(dir) } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--staged needs a git repository');
  });
});

describe('a monorepo: the wflint config in a sub-folder, not at the git top level (issue 19)', () => {
  /** The fixture inside `packages/app/`, its config there; the git repository one level up. */
  function monorepo(): { top: string; pkg: string } {
    const top = copyFixture('surfaces-state');
    const pkg = path.join(top, 'packages', 'app');
    fs.mkdirSync(pkg, { recursive: true });
    for (const entry of fs.readdirSync(top)) if (entry !== 'packages') fs.renameSync(path.join(top, entry), path.join(pkg, entry));
    fs.writeFileSync(path.join(pkg, 'wflint.config.json'), '{}');
    gitInit(top);
    return { top, pkg };
  }
  const TASK = `packages/app/${LOGIN}`;

  it('--staged lints the staged text, not the working tree', () => {
    const { top } = monorepo();
    const clean = read(top, TASK);
    stageOnly(top, TASK, clean.replace('TASK_TYPE: fix', 'TASK_TYPE: nonsense'), clean);
    const r = wflint(top, ['--staged', TASK]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Unexpected `TASK_TYPE` value `nonsense`');
  });

  it('--stdin lints the text given, not the file on disk', () => {
    const { top, pkg } = monorepo();
    const broken = read(top, TASK).replace('TASK_TYPE: fix', 'TASK_TYPE: nonsense');
    for (const cwd of [top, pkg]) {
      const r = wflint(cwd, ['--stdin', '--stdin-filepath', path.join(top, TASK)], { input: broken });
      expect(r.code, cwd).toBe(1);
      expect(r.stdout).toContain('Unexpected `TASK_TYPE` value `nonsense`');
    }
  });

  it('a staged task change without its index update is refused (the index is linted too)', () => {
    const { top } = monorepo();
    const text = read(top, TASK);
    fs.writeFileSync(path.join(top, TASK), text.replace('WORKFLOW_STATUS: active', 'WORKFLOW_STATUS: blocked').replace(/## 阻塞项\n\n- 无/, '## 阻塞项\n\n- 等待后端修复 401 响应体'));
    git(top, 'add', TASK);
    const r = wflint(top, ['--staged', TASK]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('state-index-sync');
    expect(r.stdout).toContain('packages/app/.agents/state/INDEX.md');
  });
});

describe('two packages with their own configs in one run (issue 19)', () => {
  function twoPackages(): string {
    const top = copyFixture('surfaces-state');
    for (const pkg of ['apps/a', 'apps/b']) {
      fs.mkdirSync(path.join(top, pkg), { recursive: true });
      fs.cpSync(path.join(top, '.agents'), path.join(top, pkg, '.agents'), { recursive: true });
    }
    fs.rmSync(path.join(top, '.agents'), { recursive: true });
    // Only package a has a config; b lints under the repository's defaults.
    fs.writeFileSync(path.join(top, 'apps/a/wflint.config.json'), '{}');
    gitInit(top);
    return top;
  }
  const A = `apps/a/${LOGIN}`;
  const B = `apps/b/${LOGIN}`;

  it('each named file is linted under its own root, in either order, staged or not', () => {
    const top = twoPackages();
    const clean = read(top, B);
    fs.writeFileSync(path.join(top, B), clean.replace('TASK_TYPE: fix', 'TASK_TYPE: nonsense'));
    git(top, 'add', B);
    for (const args of [
      [A, B],
      [B, A],
      ['--staged', A, B],
      ['--staged', B, A],
    ]) {
      const r = wflint(top, args);
      expect({ args, code: r.code }).toEqual({ args, code: 1 });
      expect(r.stdout).toContain('Unexpected `TASK_TYPE` value `nonsense`');
    }
  });

  it('annotations and SARIF name files relative to the repository, not to the package root', () => {
    const top = twoPackages();
    fs.writeFileSync(path.join(top, A), read(top, A).replace('TASK_TYPE: fix', 'TASK_TYPE: nonsense'));
    const gh = wflint(top, [A, '--format', 'github']);
    expect(gh.stdout).toContain(`::error file=${A},`);
    const sarif = JSON.parse(wflint(top, [A, '--format', 'sarif']).stdout) as {
      runs: Array<{ results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }>; originalUriBaseIds: Record<string, { uri: string }> }>;
    };
    const uris = sarif.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(uris).toContain(A);
    expect(Object.values(sarif.runs[0]!.originalUriBaseIds)[0]!.uri).toBe(`file://${top}/`);
  });
});
