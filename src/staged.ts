/**
 * Pre-commit mode (`--staged`, spec README §8): lint what is about to be committed. The staged
 * text of each file (from the index) replaces the working-tree text through the engine's
 * `overrides`; git-aware rules keep comparing with `HEAD`, so they judge the index against `HEAD`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { indexText, indexTexts, stagedPaths, unstagedPaths } from './core/project/git.js';

export interface StagedSelection {
  /** Staged texts by path relative to `root` (engine `overrides`). */
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
  const take = (rel: string): boolean => {
    if (overrides.has(rel)) return true;
    const text = indexText(root, rel);
    if (text === undefined) return false;
    overrides.set(rel, text);
    return true;
  };
  // What is committed is the index: the staged files, and a tracked file with unstaged edits too (a
  // staged index is judged against the staged task files, not the working tree's), in one batch.
  for (const [rel, text] of indexTexts(root, [...new Set([...staged, ...unstagedPaths(root)])])) overrides.set(rel, text);
  const toRel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const paths: string[] = [];
  if (named.length === 0) paths.push(...staged.filter((rel) => overrides.has(rel)).map((rel) => path.join(root, rel)));
  for (const abs of named) {
    const rel = toRel(abs);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    let isDir = false;
    try {
      isDir = fs.statSync(abs).isDirectory();
    } catch {
      isDir = false;
    }
    if (isDir) {
      const prefix = rel === '' ? '' : `${rel}/`;
      for (const s of staged) if (s.startsWith(prefix) && overrides.has(s)) paths.push(path.join(root, s));
    } else if (take(rel)) paths.push(abs);
  }
  return { overrides, paths: [...new Set(paths)] };
}
