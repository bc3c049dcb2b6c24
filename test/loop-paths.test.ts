/** Path semantics of loop documents (loop-fields.md "Paths"): src/kinds/loop/paths.ts. */
import { describe, expect, test } from 'vitest';
import {
  coveringEntry,
  entryCovers,
  isAbsolutePath,
  isAllowed,
  isDirectoryEntry,
  isForbidden,
  isGlob,
  normalizeSegments,
  parseReadPaths,
  readPathEntries,
  resolveLoopPath,
  toEntry,
  type PathBase,
} from '../src/kinds/loop/paths.js';

const HOME = 'adhoc_jobs/login_loop_20260501';
const FILES = new Set([
  `${HOME}/CONTROL.md`,
  `${HOME}/PHASES.md`,
  `${HOME}/TASKS`,
  `${HOME}/TASKS/T001.md`,
  `${HOME}/evidence`,
  `${HOME}/evidence/login_errors.md`,
  'AGENTS.md',
  'rules',
  'rules/SOUL.md',
  'rules/skills/INDEX.md',
  'src/auth/login.ts',
  // A file that exists under both bases: the loop home wins.
  `${HOME}/README.md`,
  'README.md',
]);
const base: PathBase = { loopHome: HOME, exists: (p) => FILES.has(p) };

describe('normalizeSegments', () => {
  test.each([
    ['./a//b', 'a/b'],
    ['a/./b/', 'a/b'],
    ['a/b/../c', 'a/c'],
    ['a\\b', 'a/b'],
    ['.', ''],
  ])('%s → %s', (input, out) => expect(normalizeSegments(input)).toBe(out));
  test('`..` above the start leaves it', () => {
    expect(normalizeSegments('../x')).toBeUndefined();
    expect(normalizeSegments('a/../../x')).toBeUndefined();
  });
});

describe('classifying entries', () => {
  test('absolute paths', () => {
    for (const p of ['/etc/passwd', '~/notes.md', '~', 'C:\\repo\\a.md', '\\\\server\\share']) expect(isAbsolutePath(p), p).toBe(true);
    for (const p of ['rules/SOUL.md', '~notes.md', './a']) expect(isAbsolutePath(p), p).toBe(false);
  });
  test('globs and directory entries', () => {
    expect(isGlob('**/*.md')).toBe(true);
    expect(isGlob('TASKS/T00?.md')).toBe(true);
    expect(isGlob('evidence/[ab].md')).toBe(true);
    expect(isGlob('TASKS/T001.md')).toBe(false);
    expect(isDirectoryEntry('TASKS/')).toBe(true);
    expect(isDirectoryEntry('TASKS')).toBe(false);
  });
});

describe('resolveLoopPath', () => {
  test('the loop home first', () => {
    expect(resolveLoopPath('TASKS/T001.md', base)).toEqual({ ok: true, path: `${HOME}/TASKS/T001.md`, base: 'loop-home' });
    expect(resolveLoopPath('README.md', base)).toEqual({ ok: true, path: `${HOME}/README.md`, base: 'loop-home' });
  });
  test('then the repository root, for a path that exists only there', () => {
    expect(resolveLoopPath('rules/SOUL.md', base)).toEqual({ ok: true, path: 'rules/SOUL.md', base: 'repo' });
    expect(resolveLoopPath('./src//auth/login.ts', base)).toEqual({ ok: true, path: 'src/auth/login.ts', base: 'repo' });
  });
  test('a path written from the repository root stays repo-relative', () => {
    expect(resolveLoopPath(`${HOME}/TASKS/T001.md`, base)).toEqual({ ok: true, path: `${HOME}/TASKS/T001.md`, base: 'repo' });
    expect(resolveLoopPath(`${HOME}/TASKS/T009.md`, base)).toEqual({ ok: true, path: `${HOME}/TASKS/T009.md`, base: 'repo' });
  });
  test('a path that exists nowhere reads from the loop home', () => {
    expect(resolveLoopPath('evidence/new.md', base)).toEqual({ ok: true, path: `${HOME}/evidence/new.md`, base: 'loop-home' });
  });
  test('`..` may climb within the repository, never out of it', () => {
    expect(resolveLoopPath('../../AGENTS.md', base)).toEqual({ ok: true, path: 'AGENTS.md', base: 'loop-home' });
    expect(resolveLoopPath('../../../etc/passwd', base)).toEqual({ ok: false, problem: 'outside' });
  });
  test('absolute and empty paths are refused', () => {
    expect(resolveLoopPath('/etc/passwd', base)).toEqual({ ok: false, problem: 'absolute' });
    expect(resolveLoopPath('  ', base)).toEqual({ ok: false, problem: 'empty' });
  });
  test('a loop home at the repository root', () => {
    const rootBase: PathBase = { loopHome: '', exists: () => false };
    expect(resolveLoopPath('./TASKS//T001.md', rootBase)).toEqual({ ok: true, path: 'TASKS/T001.md', base: 'loop-home' });
    expect(resolveLoopPath('../x', rootBase)).toEqual({ ok: false, problem: 'outside' });
  });
});

describe('entries and matching', () => {
  const read = (p: string) => {
    const r = resolveLoopPath(p, base);
    if (!r.ok) throw new Error(p);
    return r.path;
  };
  test('`./a//b` equals `a/b`', () => {
    expect(entryCovers(toEntry('./TASKS//T001.md', base), read('TASKS/T001.md'))).toBe(true);
  });
  test('the same file written from the loop home and from the root', () => {
    expect(entryCovers(toEntry(`${HOME}/TASKS/T001.md`, base), read('TASKS/T001.md'))).toBe(true);
  });
  test('`dir/` covers everything below it, `dir` only itself', () => {
    expect(entryCovers(toEntry('evidence/', base), read('evidence/login_errors.md'))).toBe(true);
    expect(entryCovers(toEntry('evidence/', base), read('evidence/deep/more/x.md'))).toBe(true);
    expect(entryCovers(toEntry('evidence', base), read('evidence/login_errors.md'))).toBe(false);
    expect(entryCovers(toEntry('evidence/', base), read('evidence_old/a.md'))).toBe(false);
    expect(entryCovers(toEntry('rules/', base), read('rules/skills/INDEX.md'))).toBe(true);
  });
  test('`**/*.md` matches markdown files at any depth, under either base', () => {
    const e = toEntry('**/*.md', base);
    expect(e.type).toBe('glob');
    expect(entryCovers(e, read('TASKS/T001.md'))).toBe(true);
    expect(entryCovers(e, read('rules/SOUL.md'))).toBe(true);
    expect(entryCovers(e, read('src/auth/login.ts'))).toBe(false);
  });
  test('a glob is anchored at the loop home or at the root', () => {
    const e = toEntry('TASKS/T00?.md', base);
    expect(entryCovers(e, read('TASKS/T001.md'))).toBe(true);
    expect(entryCovers(e, 'other_loop/TASKS/T001.md')).toBe(false);
    expect(entryCovers(toEntry('./evidence//*.md', base), read('evidence/login_errors.md'))).toBe(true);
    expect(entryCovers(toEntry('evidence/[lm]*.md', base), read('evidence/login_errors.md'))).toBe(true);
  });
  test('glob special characters in the loop home are literal', () => {
    const odd: PathBase = { loopHome: 'jobs/[draft]', exists: () => false };
    expect(entryCovers(toEntry('*.md', odd), 'jobs/[draft]/CONTROL.md')).toBe(true);
    expect(entryCovers(toEntry('*.md', odd), 'jobs/d/CONTROL.md')).toBe(false);
  });
  test('an entry that leaves the repository matches nothing', () => {
    const e = toEntry('../../../secrets.env', base);
    expect(e.problem).toBe('outside');
    expect(entryCovers(e, 'secrets.env')).toBe(false);
    expect(toEntry('../../../**', base).problem).toBe('outside');
    expect(toEntry('/etc/*', base).problem).toBe('absolute');
  });
  test('isAllowed / isForbidden return the entry that decides', () => {
    const entries = readPathEntries(parseReadPaths('AGENTS.md\nrules/\nTASKS/T001.md\n'), base);
    expect(isAllowed(read('rules/SOUL.md'), entries)?.line).toBe(2);
    expect(isAllowed(read('TASKS/T001.md'), entries)?.line).toBe(3);
    expect(isAllowed(read('PHASES.md'), entries)).toBeUndefined();
    const forbidden = [toEntry('.loop_trace/', base), toEntry('evidence/judge_*.md', base)];
    expect(isForbidden(read('.loop_trace/events.jsonl'), forbidden)?.raw).toBe('.loop_trace/');
    expect(isForbidden(read('evidence/judge_oracle.md'), forbidden)?.raw).toBe('evidence/judge_*.md');
    expect(isForbidden(read('evidence/login_errors.md'), forbidden)).toBeUndefined();
    expect(coveringEntry(read('AGENTS.md'), entries)?.raw).toBe('AGENTS.md');
  });
});

describe('parseReadPaths', () => {
  test('one entry a line, comments and blank lines skipped, offsets exact', () => {
    const text = '# startup\nAGENTS.md\n\n  rules/SOUL.md  # persona\r\nTASKS/T001.md\n#tail';
    const lines = parseReadPaths(text);
    expect(lines.map((l) => [l.line, l.text])).toEqual([
      [2, 'AGENTS.md'],
      [4, 'rules/SOUL.md'],
      [5, 'TASKS/T001.md'],
    ]);
    for (const l of lines) expect(text.slice(l.start, l.end)).toBe(l.text);
  });
  test('`#` inside a path is not a comment', () => {
    expect(parseReadPaths('notes/issue#12.md\n').map((l) => l.text)).toEqual(['notes/issue#12.md']);
  });
  test('an empty file has no entries', () => {
    expect(parseReadPaths('')).toEqual([]);
  });
});
