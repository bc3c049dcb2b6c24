/** Repository-relative path normalisation, shared by the workspace and every kind that reads paths. */

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
