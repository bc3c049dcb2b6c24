/** Repository-relative paths: normalisation, shared by the workspace and every kind that reads paths, and glob matching. */
import picomatch from 'picomatch';

/**
 * `./a//b/` → `a/b`; `..` pops a segment; `undefined` when the path climbs above its start.
 * Backslashes are separators unless `backslashIsSeparator` is false (glob patterns keep escapes).
 */
export function normalizeRel(p: string, backslashIsSeparator = true): string | undefined {
  const parts: string[] = [];
  for (const seg of (backslashIsSeparator ? p.replace(/\\/g, '/') : p).split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/** The last segment of a glob (after its last `/` outside braces). */
function lastSegment(pattern: string): string {
  let depth = 0;
  for (let i = pattern.length - 1; i >= 0; i--) {
    const c = pattern[i];
    if (c === '}') depth++;
    else if (c === '{') depth--;
    else if (c === '/' && depth === 0) return pattern.slice(i + 1);
  }
  return pattern;
}

/**
 * A matcher of repo-relative paths for glob patterns, as `picomatch(patterns, { dot: true })`
 * matches them: a path equal to a pattern as written, or one its regular expression matches. A
 * walk asks every kind's matcher of every file: each pattern's expression is tested directly,
 * and first the file name is tested against the patterns' last segments, once per name (most
 * names, `prompt.md`, `receipt.yaml`, repeat in every run folder). Patterns with other than
 * names, `*`, `?` and brace lists, or whose last segment could span folders (`**`, a brace with a
 * `/`) or is empty, are always tested whole.
 */
export function pathMatcher(patterns: readonly string[]): (relPath: string) => boolean {
  const options = { dot: true };
  // A negated pattern (`!…`, a config's kind mapping may hold one) is left to picomatch whole.
  if (patterns.some((p) => p.startsWith('!'))) return picomatch(patterns as string[], options);
  // picomatch takes a path that is the pattern as written (`docs/plan (v2).md`) before its expression.
  const literal = new Set(patterns);
  // Compiled when a file name first passes (many kinds never meet one in a repository).
  let res: RegExp[] | undefined;
  const whole = (relPath: string) => literal.has(relPath) || (res ??= patterns.map((p) => picomatch.makeRe(p, options))).some((re) => re.test(relPath));
  const lasts = patterns.map(lastSegment);
  // Segment by segment only where picomatch reads the pattern so (its fast paths read `x/a|b.md`
  // as two alternatives, `a|b.md` as one name): names, `*`, `?` and brace lists.
  if (patterns.some((p) => !/^[\w.\-/*?{},]+$/.test(p)) || lasts.some((s) => s === '' || s.includes('**') || s.includes('/'))) return whole;
  const nameRes = lasts.map((p) => picomatch.makeRe(p, options));
  const byName = new Map<string, boolean>();
  return (relPath) => {
    const base = relPath.slice(relPath.lastIndexOf('/') + 1);
    let may = byName.get(base);
    if (may === undefined) {
      // Bounded: a long-lived server meets names without end.
      if (byName.size >= 4096) byName.clear();
      byName.set(base, (may = nameRes.some((re) => re.test(base))));
    }
    return (may || literal.has(relPath)) && whole(relPath);
  };
}

/** A glob's alternatives with its brace groups written out (`{a,b/c}/x` → `a/x`, `b/c/x`). */
function expandBraces(pattern: string): string[] {
  const m = /\{([^{}]*)\}/.exec(pattern);
  if (!m) return [pattern];
  return m[1]!.split(',').flatMap((alt) => expandBraces(pattern.slice(0, m.index) + alt + pattern.slice(m.index + m[0].length)));
}

const GLOB_CHAR = /[*?[\]{}()!+@\\]/;

/**
 * Where paths matching the patterns can be, below the folder they are relative to: files named
 * in full, and folders under which the rest of a pattern matches (`TASKS/T*.md` → folder `TASKS`;
 * `{AGENT_RUNS,runs/agents}/*\/receipt.yaml` → folders `AGENT_RUNS` and `runs/agents`).
 * `undefined` when a pattern may match at the top (`*.md`): only a walk of all of it finds those.
 */
export function patternPlaces(patterns: readonly string[]): { files: string[]; dirs: string[] } | undefined {
  const files = new Set<string>();
  const dirs = new Set<string>();
  for (const pattern of patterns.flatMap(expandBraces)) {
    const segments = pattern.split('/');
    let literal = 0;
    while (literal < segments.length && !GLOB_CHAR.test(segments[literal]!)) literal++;
    if (literal === segments.length) files.add(pattern);
    else if (literal === 0) return undefined;
    else dirs.add(segments.slice(0, literal).join('/'));
  }
  return { files: [...files], dirs: [...dirs] };
}
