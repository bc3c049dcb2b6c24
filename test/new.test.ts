/** `wflint new <kind>`: documents from the project's templates, lint-clean from the start. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { run } from '../src/cli/main.js';
import { createEngine } from '../src/engine.js';
import { createNew, fillTemplate, NewError, TEMPLATES_DIR } from '../src/new.js';

function tmp(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-new-'));
}

async function cli(cwd: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await run(argv, { cwd, stdout: (s) => (out += s), stderr: (s) => (err += s), env: { WFLINT_TODAY: '2026-05-01' } });
  return { code, out, err };
}

async function findings(dir: string) {
  const engine = await createEngine({ cwd: dir, root: dir, today: '2026-05-01', base: false });
  return engine.lint().flatMap((r) => r.messages.map((m) => `${r.relPath}:${m.line}:${m.column} ${m.ruleId} ${m.message}`));
}

describe('wflint new task-state', () => {
  test('creates the task file and the index, and both lint clean', async () => {
    const dir = tmp();
    const r = await cli(dir, 'new', 'task-state', '--id', '2026-05-01-login-retry', '--title', '登录失败后自动重试', '--type', 'fix');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe('created .agents/state/tasks/2026-05-01-login-retry.md\ncreated .agents/state/INDEX.md\n');
    const task = fs.readFileSync(path.join(dir, '.agents/state/tasks/2026-05-01-login-retry.md'), 'utf8');
    expect(task).toContain('TASK_ID: 2026-05-01-login-retry\nTASK_TITLE: 登录失败后自动重试\nTASK_TYPE: fix\n');
    expect(task).toContain('STARTED_AT: 2026-05-01\nLAST_UPDATED_AT: 2026-05-01\n');
    expect(task).not.toMatch(/\{\{/);
    const index = fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8');
    expect(index).toContain('CURRENT_TASK: 2026-05-01-login-retry\n');
    expect(index).toContain('## Active\n\n- 2026-05-01-login-retry | 登录失败后自动重试 | fix | single | active\n\n## Blocked\n\n- none\n');
    expect(await findings(dir)).toEqual([]);
  });

  test('adds a second task to an existing index after the first entry', async () => {
    const dir = tmp();
    expect((await cli(dir, 'new', 'task-state', '--id', '2026-05-01-login-retry', '--title', '登录失败后自动重试', '--type', 'fix')).code).toBe(0);
    const r = await cli(dir, 'new', 'task-state', '--id', '2026-05-02-docs-sync', '--title', '同步 AGENTS.md 术语', '--type', 'docs', '--role', 'planner');
    expect(r.out).toBe('created .agents/state/tasks/2026-05-02-docs-sync.md\nupdated .agents/state/INDEX.md\n');
    const index = fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8');
    expect(index).toContain('## Active\n\n- 2026-05-01-login-retry | 登录失败后自动重试 | fix | single | active\n- 2026-05-02-docs-sync | 同步 AGENTS.md 术语 | docs | planner | active\n\n## Blocked');
    expect(index).toContain('CURRENT_TASK: 2026-05-01-login-retry\n');
    expect(await findings(dir)).toEqual([]);
  });

  test('keeps CRLF line endings of an existing index', async () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, '.agents/state'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, '.agents/state/INDEX.md'),
      '# STATE_INDEX\r\n\r\nCURRENT_TASK: none\r\n\r\n## Active\r\n\r\n- none\r\n\r\n## Blocked\r\n\r\n- none\r\n\r\n## Completed\r\n\r\n- none\r\n',
    );
    expect((await cli(dir, 'new', 'task-state', '--id', '2026-05-01-login-retry', '--title', '登录失败后自动重试', '--type', 'fix')).code).toBe(0);
    const index = fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8');
    expect(index).toBe(
      '# STATE_INDEX\r\n\r\nCURRENT_TASK: none\r\n\r\n## Active\r\n\r\n- 2026-05-01-login-retry | 登录失败后自动重试 | fix | single | active\r\n\r\n## Blocked\r\n\r\n- none\r\n\r\n## Completed\r\n\r\n- none\r\n',
    );
  });

  test('refuses to overwrite and writes nothing', async () => {
    const dir = tmp();
    expect((await cli(dir, 'new', 'task-state', '--id', '2026-05-01-login-retry', '--title', '登录失败后自动重试', '--type', 'fix')).code).toBe(0);
    const before = fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8');
    const r = await cli(dir, 'new', 'task-state', '--id', '2026-05-01-login-retry', '--title', '另一个标题', '--type', 'fix');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^wflint: refusing to overwrite `.*2026-05-01-login-retry\.md`\n$/);
    expect(fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8')).toBe(before);
  });

  test.each([
    [['--title', 'x', '--type', 'fix'], /`--id` expects a task id `yyyy-mm-dd-slug` \(.*\), got ``/],
    [['--id', 'login', '--title', 'x', '--type', 'fix'], /`--id` expects a task id `yyyy-mm-dd-slug` \(.*\), got `login`/],
    // Ids the linter rejects (issue 19): a trailing or doubled hyphen, a date that is no calendar day.
    [['--id', '2026-05-01-foo-', '--title', 'x', '--type', 'fix'], /got `2026-05-01-foo-`/],
    [['--id', '2026-05-01-a--b', '--title', 'x', '--type', 'fix'], /got `2026-05-01-a--b`/],
    [['--id', '2026-13-45-bad-date', '--title', 'x', '--type', 'fix'], /got `2026-13-45-bad-date`/],
    [['--id', '2026-05-01-a', '--title', 'x', '--type', 'fix', '--role', 'boss'], /`--role` expects one of `planner`, `executor`, `reviewer`, `single`, got `boss`/],
    [['--id', '2026-05-01-a', '--type', 'fix'], /`--title` expects a one-line title without `\|`/],
    [['--id', '2026-05-01-a', '--title', 'a | b', '--type', 'fix'], /`--title` expects a one-line title without `\|`/],
    [['--id', '2026-05-01-a', '--title', 'x', '--type', 'bug'], /`--type` expects one of `feat`, `fix`, `refactor`, `chore`, `docs`, got `bug`/],
  ])('usage errors: %j', async (args, message) => {
    const dir = tmp();
    const r = await cli(dir, 'new', 'task-state', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(fs.existsSync(path.join(dir, '.agents'))).toBe(false);
  });
});

describe('generic templates', () => {
  test('fills variables and refuses unfilled ones', () => {
    expect(fillTemplate('# {{title}} {{date}}\n', { title: '检查点', date: '2026-05-01' }, 't')).toBe('# 检查点 2026-05-01\n');
    expect(() => fillTemplate('{{target}} {{session_id}}', {}, 'template `x.md`')).toThrow(new NewError('template `x.md` needs `--target`, `--session-id`'));
  });

  test('every template kind under templates/ can be created and refuses to overwrite', async () => {
    const kinds = fs
      .readdirSync(TEMPLATES_DIR)
      .map((n) => n.replace(/\.md$/, ''))
      .filter((k) => k !== 'state-index' && k !== 'task-state');
    for (const kind of kinds) {
      const dir = tmp();
      const opts = {
        cwd: dir,
        today: '2026-05-01',
        now: new Date(2026, 4, 1, 9, 30, 0),
        vars: { title: '登录重试', target: 'src/login.ts', 'session-id': '20260501093000-login', branch: 'main', sha: '0123456789abcdef0123456789abcdef01234567' },
        ...(kind === 'checkpoint' ? { path: 'docs/checkpoints/login.md' } : {}),
      };
      const outcome = await createNew(kind, opts);
      expect(outcome.created.length).toBeGreaterThan(0);
      for (const f of outcome.created) expect(fs.readFileSync(f, 'utf8')).not.toMatch(/\{\{\s*\w+\s*\}\}/);
      await expect(createNew(kind, opts)).rejects.toThrow(/refusing to overwrite/);
    }
  });

  test('git variables come from git; outside a repository the CLI asks for them', async () => {
    if (!fs.existsSync(path.join(TEMPLATES_DIR, 'harness-session'))) return;
    const r = await cli(tmp(), 'new', 'harness-session', '--title', '登录重试');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^wflint: template `harness-session` needs `--[a-z-]+`(, `--[a-z-]+`)*\n$/);
    expect(r.err).toContain('`--branch`');
    expect(r.err).toContain('`--sha`');
  });

  test('a kind without a template is a usage error', async () => {
    const r = await cli(tmp(), 'new', 'loop-trace');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^wflint: `wflint new loop-trace` needs `--path <file>`|no template for kind `loop-trace`/);
  });
});
