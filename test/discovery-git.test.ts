/**
 * Discovery sees what git sees (issue 20): a tracked file under a `.gitignore`d path is linted,
 * `.git/info/exclude` and `core.excludesFile` hide what they name, a package root below the top
 * level honours the `.gitignore` files above it, and `--cache` notices a `git add -f`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { copyFixture, gitInit } from './helpers/fixtures.js';
import { git, wflint } from './surfaces-helpers.js';

const TASKS = '.agents/state/tasks';
// Checkpoints follow git's patterns (the task state is kept out of git by design, and no pattern hides it).
const CPS = 'docs/checkpoints';
const linted = (cwd: string, args: string[] = []): string[] =>
  (JSON.parse(wflint(cwd, [...args, '--format', 'json']).stdout) as Array<{ filePath: string }>).map((r) => path.relative(cwd, r.filePath)).sort();

function repo(fixture = 'ac-memory-healthy'): string {
  const dir = copyFixture(fixture);
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
  gitInit(dir);
  return dir;
}

describe('discovery sees what git sees', () => {
  test('a tracked file under an ignored folder is linted; an untracked one there is not', () => {
    const dir = repo('checkpoints-healthy');
    const all = linted(dir);
    const doc = all.find((f) => f.startsWith(`${CPS}/`) && f.endsWith('登录失败提示.md'))!;
    // The checkpoint was committed before the folder was ignored: git still tracks it.
    fs.writeFileSync(path.join(dir, '.gitignore'), `${CPS}/\n`);
    expect(linted(dir)).toEqual(all);
    // An untracked file there is ignored, as git ignores it.
    fs.copyFileSync(path.join(dir, doc), path.join(dir, CPS, '未跟踪.md'));
    expect(linted(dir)).toEqual(all);
    expect(linted(dir, ['--no-ignore'])).toContain(`${CPS}/未跟踪.md`);
  });

  test('a live harness session is linted however wide a .gitignore pattern (git ignores it by design); an archive follows the patterns', () => {
    const dir = copyFixture('harness-healthy');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    gitInit(dir);
    const all = linted(dir);
    const live = all.filter((f) => f.startsWith('.webwork/harness/work/'));
    expect(live.length).toBeGreaterThan(3);
    // `.webwork/` in the root .gitignore is common; the session's own `*` already ignores its files.
    fs.writeFileSync(path.join(dir, '.gitignore'), '.webwork/\n');
    fs.mkdirSync(path.join(dir, '.webwork/harness/archive/20260101-0900-old'), { recursive: true });
    fs.copyFileSync(
      path.join(
        dir,
        live.find((f) => f.endsWith('/progress.md'))!,
      ),
      path.join(dir, '.webwork/harness/archive/20260101-0900-old/progress.md'),
    );
    // The live session and the committed archive as before; an untracked archive is ignored as git ignores it.
    expect(linted(dir)).toEqual(all);
    expect(linted(dir, ['--no-ignore'])).toContain('.webwork/harness/archive/20260101-0900-old/progress.md');
  });

  test('the task state the workflow keeps uncommitted (".agents/state/ 默认不提交") is linted when .gitignore hides it', () => {
    const dir = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    fs.writeFileSync(path.join(dir, '.gitignore'), '.agents/state/\n');
    gitInit(dir);
    expect(git(dir, 'ls-files', '.agents')).toBe('');
    const all = linted(dir);
    expect(all.filter((f) => f.startsWith('.agents/state/')).length).toBeGreaterThan(3);
    // The configuration's own `ignores` still decide.
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), JSON.stringify({ ignores: ['.agents/**'] }));
    expect(linted(dir).filter((f) => f.startsWith('.agents/'))).toEqual([]);
  });

  test('.git/info/exclude and core.excludesFile hide untracked files', () => {
    const dir = repo('checkpoints-healthy');
    const all = linted(dir);
    const doc = all.find((f) => f.startsWith(`${CPS}/`) && f.endsWith('登录失败提示.md'))!;
    fs.copyFileSync(path.join(dir, doc), path.join(dir, CPS, 'a-excluded.md'));
    fs.copyFileSync(path.join(dir, doc), path.join(dir, CPS, 'b-global.md'));
    expect(linted(dir)).toEqual([...all, `${CPS}/a-excluded.md`, `${CPS}/b-global.md`].sort());
    fs.appendFileSync(path.join(dir, '.git/info/exclude'), '*-excluded.md\n');
    const excludes = path.join(path.dirname(dir), `${path.basename(dir)}-global-ignore`);
    fs.writeFileSync(excludes, '*-global.md\n');
    git(dir, 'config', 'core.excludesFile', excludes);
    expect(linted(dir)).toEqual(all);
    // The cached walk must not bring them back, nor hide them once the patterns go.
    expect(linted(dir, ['--cache'])).toEqual(all);
    expect(linted(dir, ['--cache'])).toEqual(all);
    git(dir, 'config', '--unset', 'core.excludesFile');
    fs.writeFileSync(path.join(dir, '.git/info/exclude'), '');
    expect(linted(dir, ['--cache'])).toEqual([...all, `${CPS}/a-excluded.md`, `${CPS}/b-global.md`].sort());
  });

  test('a package root honours the .gitignore files above it', () => {
    const top = copyFixture('checkpoints-healthy');
    const pkg = path.join(top, 'packages/app');
    fs.mkdirSync(pkg, { recursive: true });
    fs.renameSync(path.join(top, 'docs'), path.join(pkg, 'docs'));
    fs.writeFileSync(path.join(pkg, 'wflint.config.json'), '{}');
    gitInit(top);
    const all = linted(pkg);
    const doc = all.find((f) => f.startsWith(`${CPS}/`) && f.endsWith('登录失败提示.md'))!;
    fs.copyFileSync(path.join(pkg, doc), path.join(pkg, CPS, 'x-draft.md'));
    fs.writeFileSync(path.join(top, '.gitignore'), 'packages/app/docs/checkpoints/*-draft.md\n');
    expect(linted(pkg)).toEqual(all);
  });

  test('--cache: a file added with git add -f under an ignored folder is seen on the next cached run', () => {
    const dir = repo();
    fs.writeFileSync(path.join(dir, '.gitignore'), 'drafts/\n');
    git(dir, 'add', '.gitignore');
    git(dir, 'commit', '-qm', 'ignore drafts');
    const all = linted(dir, ['--cache']);
    fs.mkdirSync(path.join(dir, 'drafts/.agents/state/tasks'), { recursive: true });
    const task = all.find((f) => f.startsWith(`${TASKS}/`))!;
    fs.copyFileSync(path.join(dir, task), path.join(dir, 'drafts', task));
    expect(linted(dir, ['--cache'])).toEqual(all);
    git(dir, 'add', '-f', path.join('drafts', task));
    expect(linted(dir, ['--cache'])).toContain(path.join('drafts', task));
  });
});
