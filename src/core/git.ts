/** Git facts for git-aware rules, read through the git CLI (one process per question, cached). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { GitView } from './workspace-view.js';

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

export function gitTopLevel(cwd: string): string | undefined {
  return git(cwd, ['rev-parse', '--show-toplevel'])?.trim() || undefined;
}

/**
 * A view of the repository at `base`. `base` is a revision (`HEAD`, a SHA, a branch) or `:` for the
 * index (pre-commit: the staged text is linted, the index is compared with `HEAD` by the caller).
 */
export function createGitView(root: string, base: string): GitView | undefined {
  const top = gitTopLevel(root);
  if (!top) return undefined;
  // An unborn or unknown revision: git-aware rules stay silent.
  if (base !== ':' && git(top, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]) === undefined) return undefined;
  const cache = new Map<string, string | undefined>();
  const rootFromTop = path.relative(top, root).split(path.sep).join('/');
  return {
    base,
    textAtBase(relPath) {
      if (cache.has(relPath)) return cache.get(relPath);
      const inRepo = rootFromTop ? `${rootFromTop}/${relPath}` : relPath;
      const spec = base === ':' ? `:${inRepo}` : `${base}:${inRepo}`;
      const text = git(top, ['show', spec]);
      const value = text === undefined ? undefined : text.replace(/^\uFEFF/, '');
      cache.set(relPath, value);
      return value;
    },
  };
}

/** Staged text of a file (pre-commit mode), `undefined` when it is not in the index. */
export function stagedText(root: string, relPath: string): string | undefined {
  return git(root, ['show', `:${relPath}`]);
}
