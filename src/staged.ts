/**
 * Pre-commit mode (`--staged`, spec README §8): lint what is about to be committed. The staged
 * text of each file (from the index) replaces the working-tree text through the engine's
 * `overrides`; git-aware rules keep comparing with `HEAD`, so they judge the index against `HEAD`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { indexTexts, stagedPaths, unstagedPaths } from './core/project/git.js';

export interface StagedSelection {
  /** The index's texts by path relative to `root` (engine `overrides`): staged files, tracked files with unstaged edits, the named files. */
  overrides: Map<string, string>;
  /** The files to lint (absolute); empty when nothing named is staged. */
  paths: string[];
}

/**
 * The staged versions of the named files (absolute paths; a directory means the staged files
 * under it), or of every staged file when none is named. A named file that is not in the index
 * (untracked, or deleted from it) is not linted. Every staged file's text, and every tracked file's
 * with unstaged edits, is taken from the index, so cross-file rules see what the commit holds.
 */
export function stagedSelection(root: string, named: readonly string[]): StagedSelection | undefined {
  const staged = stagedPaths(root);
  if (staged === undefined) return undefined;
  const overrides = new Map<string, string>();
  const toRel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const isDir = (abs: string): boolean => {
    try {
      return fs.statSync(abs).isDirectory();
    } catch {
      return false;
    }
  };
  const namedFiles = named.map(toRel).filter((rel) => !rel.startsWith('..') && !path.isAbsolute(rel) && !isDir(path.join(root, rel)));
  // What is committed is the index: the staged files, a tracked file with unstaged edits (a staged
  // index is judged against the staged task files, not the working tree's), and the named files
  // (one not in the index is not linted), in one batch.
  for (const [rel, text] of indexTexts(root, [...new Set([...staged, ...unstagedPaths(root), ...namedFiles])])) overrides.set(rel, text);
  const paths: string[] = [];
  if (named.length === 0) paths.push(...staged.filter((rel) => overrides.has(rel)).map((rel) => path.join(root, rel)));
  for (const abs of named) {
    const rel = toRel(abs);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    if (isDir(abs)) {
      const prefix = rel === '' ? '' : `${rel}/`;
      for (const s of staged) if (s.startsWith(prefix) && overrides.has(s)) paths.push(path.join(root, s));
    } else if (overrides.has(rel)) paths.push(abs);
  }
  return { overrides, paths: [...new Set(paths)] };
}
