/**
 * `gitTopLevel` finds the work tree on disk, without a git process: it must give the answer
 * `git rev-parse --show-toplevel` gives, for the cases git-aware rules meet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { changedLines, gitTopLevel } from '../src/core/project/git.js';
import { GIT_ENV } from './surfaces-helpers.js';

const gitSays = (cwd: string): string | undefined => {
  try {
    return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, stdio: 'ignore' });

describe('gitTopLevel', () => {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-git-')));
  const repo = path.join(base, 'repo');
  fs.mkdirSync(path.join(repo, 'a', 'b', 'c'), { recursive: true });
  git(repo, 'init', '-q');
  fs.writeFileSync(path.join(repo, 'a', 'x.md'), '# x\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'x');
  // A `.git` folder that is not a repository (no HEAD): git looks further up, and so must we.
  fs.mkdirSync(path.join(repo, 'a', 'b', '.git'));
  git(repo, 'worktree', 'add', '-q', path.join(base, 'linked'));
  const outside = path.join(base, 'plain');
  fs.mkdirSync(outside);

  it.each([
    ['the top level', ''],
    ['a folder below it', 'a'],
    ['below a .git folder that is not a repository', 'a/b/c'],
  ])('in %s', (_what, rel) => {
    const cwd = path.join(repo, rel);
    expect(gitTopLevel(cwd)).toBe(repo);
    expect(gitTopLevel(cwd)).toBe(gitSays(cwd));
  });

  it('in a linked worktree (a .git file)', () => {
    const linked = path.join(base, 'linked', 'a');
    expect(fs.statSync(path.join(base, 'linked', '.git')).isFile()).toBe(true);
    expect(gitTopLevel(linked)).toBe(path.join(base, 'linked'));
    expect(gitTopLevel(linked)).toBe(gitSays(linked));
  });

  it('outside a repository', () => {
    expect(gitSays(outside)).toBeUndefined();
    expect(gitTopLevel(outside)).toBeUndefined();
  });
});

describe('changedLines (issue 20: paths from git -z, never from patch headers)', () => {
  it('names every changed file exactly: a space, a tab, a quote, non-ASCII, a mode change, a deletion, an untracked file', () => {
    const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-git-z-')));
    git(repo, 'init', '-q');
    const names = ['z flow.md', 'tab\there.md', 'quote"d.md', '计划 摘要.md', 'plain.md', 'mode.md', 'gone.md'];
    for (const n of names) fs.writeFileSync(path.join(repo, n), 'a\nb\nc\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'base');
    for (const n of ['z flow.md', 'tab\there.md', 'quote"d.md', '计划 摘要.md', 'plain.md']) fs.writeFileSync(path.join(repo, n), 'a\nB\nc\nd\n');
    fs.chmodSync(path.join(repo, 'mode.md'), 0o755);
    fs.rmSync(path.join(repo, 'gone.md'));
    fs.writeFileSync(path.join(repo, 'new file.md'), 'x\n');
    const changed = changedLines(repo, 'HEAD')!;
    expect(Object.fromEntries([...changed].sort(([a], [b]) => (a < b ? -1 : 1)))).toEqual(
      Object.fromEntries(
        [
          ['mode.md', []],
          ['new file.md', 'all'],
          ...['z flow.md', 'tab\there.md', 'quote"d.md', '计划 摘要.md', 'plain.md'].map((n) => [
            n,
            [
              [2, 2],
              [4, 4],
            ],
          ]),
        ].sort(([a], [b]) => (a! < b! ? -1 : 1)),
      ),
    );
  });
});
