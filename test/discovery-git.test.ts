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
const linted = (cwd: string, args: string[] = []): string[] =>
  (JSON.parse(wflint(cwd, [...args, '--format', 'json']).stdout) as Array<{ filePath: string }>).map((r) => path.relative(cwd, r.filePath)).sort();

function repo(): string {
  const dir = copyFixture('ac-memory-healthy');
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
  gitInit(dir);
  return dir;
}

describe('discovery sees what git sees', () => {
  test('a tracked file under an ignored folder is linted, and the index fix keeps its entry', () => {
    const dir = repo();
    const all = linted(dir);
    const task = all.find((f) => f.startsWith(`${TASKS}/`))!;
    // The task was committed before the folder was ignored: git still tracks it.
    fs.writeFileSync(path.join(dir, '.gitignore'), `${TASKS}/\n`);
    expect(linted(dir)).toEqual(all);
    const index = fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8');
    wflint(dir, ['--fix']);
    expect(fs.readFileSync(path.join(dir, '.agents/state/INDEX.md'), 'utf8')).toBe(index);
    // An untracked file there is ignored, as git ignores it.
    fs.copyFileSync(path.join(dir, task), path.join(dir, TASKS, '2026-05-09-untracked.md'));
    expect(linted(dir)).toEqual(all);
    expect(linted(dir, ['--no-ignore'])).toContain(`${TASKS}/2026-05-09-untracked.md`);
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

  test('.git/info/exclude and core.excludesFile hide untracked files', () => {
    const dir = repo();
    const all = linted(dir);
    const task = all.find((f) => f.startsWith(`${TASKS}/`))!;
    fs.copyFileSync(path.join(dir, task), path.join(dir, TASKS, '2026-05-09-excluded.md'));
    fs.copyFileSync(path.join(dir, task), path.join(dir, TASKS, '2026-05-10-global.md'));
    expect(linted(dir)).toEqual([...all, `${TASKS}/2026-05-09-excluded.md`, `${TASKS}/2026-05-10-global.md`].sort());
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
    expect(linted(dir, ['--cache'])).toEqual([...all, `${TASKS}/2026-05-09-excluded.md`, `${TASKS}/2026-05-10-global.md`].sort());
  });

  test('a package root honours the .gitignore files above it', () => {
    const top = copyFixture('ac-memory-healthy');
    const pkg = path.join(top, 'packages/app');
    fs.mkdirSync(pkg, { recursive: true });
    fs.renameSync(path.join(top, '.agents'), path.join(pkg, '.agents'));
    fs.writeFileSync(path.join(pkg, 'wflint.config.json'), '{}');
    gitInit(top);
    const all = linted(pkg);
    const task = all.find((f) => f.startsWith(`${TASKS}/`))!;
    fs.copyFileSync(path.join(pkg, task), path.join(pkg, TASKS, '2026-05-09-draft.md'));
    fs.writeFileSync(path.join(top, '.gitignore'), 'packages/app/.agents/state/tasks/*-draft.md\n');
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
