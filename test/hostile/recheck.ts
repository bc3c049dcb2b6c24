/**
 * `recheck` verdicts, remembered. A verdict depends only on the pattern, its flags and recheck's
 * version, and checking takes from milliseconds to a quarter of a second a pattern (hundreds of
 * them: over a minute of the suite). The patterns found safe are kept in `test/vendor/recheck-safe.json`
 * under the recheck version that found them; any other pattern (new, changed, or found vulnerable
 * before) is checked every run. `WFLINT_RECHECK_UPDATE=1` adds the newly safe ones to the file.
 * This module imports nothing of src/ (test/hostile-regex.test.ts wraps `RegExp` before src loads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { checkSync } from 'recheck';

const FILE = path.resolve(__dirname, '..', 'vendor', 'recheck-safe.json');
const VERSION = (createRequire(__filename)('recheck/package.json') as { version: string }).version;

interface SafeList {
  recheck: string;
  safe: string[];
}

function remembered(): Set<string> {
  try {
    const list = JSON.parse(fs.readFileSync(FILE, 'utf8')) as SafeList;
    return list.recheck === VERSION ? new Set(list.safe) : new Set();
  } catch {
    return new Set();
  }
}

export type Verdict = { status: 'safe' | 'unknown' } | { status: 'vulnerable'; attack: string };

/** The verdict of each pattern (a sticky one is checked anchored, as it is tried), by `/source/flags`. */
export function recheckAll(patterns: ReadonlyArray<{ source: string; flags: string }>): Map<string, Verdict> {
  const safe = remembered();
  const added: string[] = [];
  const out = new Map<string, Verdict>();
  for (const { source, flags } of patterns) {
    const key = `/${source}/${flags}`;
    if (out.has(key)) continue;
    if (safe.has(key)) {
      out.set(key, { status: 'safe' });
      continue;
    }
    const r = checkSync(flags.includes('y') ? `^(?:${source})` : source, flags.replace(/[gy]/g, ''), { timeout: 10_000 });
    if (r.status === 'vulnerable') out.set(key, { status: 'vulnerable', attack: r.attack.pattern });
    else out.set(key, { status: r.status });
    if (r.status === 'safe') added.push(key);
  }
  if (process.env.WFLINT_RECHECK_UPDATE === '1' && added.length) {
    const list: SafeList = { recheck: VERSION, safe: [...new Set([...safe, ...added])].sort() };
    fs.writeFileSync(FILE, `${JSON.stringify(list, null, 1)}\n`);
  }
  return out;
}
