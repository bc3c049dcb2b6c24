/**
 * The adoption baseline (`--baseline-write`, `--baseline FILE`): record today's findings so a
 * project can adopt wflint without fixing its whole history first, then report only new ones.
 *
 * An entry is `{ruleId, file, fingerprint}`. The fingerprint does not depend on the position:
 * it hashes the rule id, the repo-relative file, the normalised text of the reported line(s) and
 * an occurrence counter (the n-th finding of that rule on that same text in that file), so
 * inserting lines above a finding keeps it baselined, and editing the reported line makes it new.
 * Fatal messages without a rule (a file that cannot be read) are never baselined.
 */
import { nodeCrypto } from './core/model/node-crypto.js';
import fs from 'node:fs';
import { readSmall } from './core/project/bounded-read.js';
import path from 'node:path';
import { summarize, type LintMessage, type LintResult } from './core/lint/messages.js';
import { writeFileAtomic, WriteError } from './core/lint/fix.js';

export const BASELINE_FILE = '.wflint-baseline.json';
export const BASELINE_VERSION = 1;

export interface BaselineEntry {
  ruleId: string;
  /** Repo-relative, `/`-separated. */
  file: string;
  fingerprint: string;
}

export interface Baseline {
  version: typeof BASELINE_VERSION;
  entries: BaselineEntry[];
}

/** The baseline file is missing its shape (not JSON, wrong version, bad entries): exit 2. */
export class BaselineError extends Error {}

/** The text a finding's fingerprint hashes: its first and last reported lines, white space collapsed. */
function anchorText(lines: readonly string[], m: LintMessage): string {
  const norm = (n: number) => (lines[n - 1] ?? '').replace(/\s+/g, ' ').trim();
  const first = norm(m.line);
  return m.endLine > m.line ? `${first}\n${norm(m.endLine)}` : first;
}

function hash(parts: readonly string[]): string {
  return nodeCrypto().createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);
}

/**
 * Fingerprints of a file's messages, in message order (`undefined` for messages that are never
 * baselined). `text` is the file's text as linted (with overrides: stdin, staged).
 */
export function fingerprints(result: LintResult, text: string | undefined): Array<string | undefined> {
  const lines = (text ?? '').replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const seen = new Map<string, number>();
  return result.messages.map((m) => {
    if (m.ruleId === null) return undefined;
    const anchor = anchorText(lines, m);
    const key = `${m.ruleId}\0${anchor}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return hash([m.ruleId, result.relPath, anchor, String(occurrence)]);
  });
}

function compareEntries(a: BaselineEntry, b: BaselineEntry): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0;
}

export interface BaselineScope {
  /** The text of a linted file, as linted. */
  textOf(relPath: string): string | undefined;
  /** Whether a file still exists in the repository (entries of deleted files are gone). */
  exists(relPath: string): boolean;
}

/**
 * The baseline of these results. Entries of files outside this run (not linted, still present)
 * are kept from `previous`, so writing from a partial run never forgets the rest; entries of the
 * linted files are replaced by today's findings, which prunes the fixed ones.
 */
export function createBaseline(results: readonly LintResult[], scope: BaselineScope, previous?: Baseline): Baseline {
  const linted = new Set(results.map((r) => r.relPath));
  const entries: BaselineEntry[] = (previous?.entries ?? []).filter((e) => !linted.has(e.file) && scope.exists(e.file));
  for (const r of results) {
    const prints = fingerprints(r, scope.textOf(r.relPath));
    r.messages.forEach((m, i) => {
      const fingerprint = prints[i];
      if (fingerprint !== undefined && m.ruleId !== null) entries.push({ ruleId: m.ruleId, file: r.relPath, fingerprint });
    });
  }
  return { version: BASELINE_VERSION, entries: entries.sort(compareEntries) };
}

export interface BaselineOutcome {
  /** The results without the baselined findings (counts recomputed). */
  results: LintResult[];
  /** How many findings the baseline hid. */
  suppressed: number;
  /** Entries of linted (or deleted) files that no longer match a finding: fixed, or their line changed. */
  gone: BaselineEntry[];
}

/** Report only the findings that are not in the baseline. */
export function applyBaseline(results: readonly LintResult[], baseline: Baseline, scope: BaselineScope): BaselineOutcome {
  const known = new Set(baseline.entries.map((e) => `${e.file}\0${e.ruleId}\0${e.fingerprint}`));
  const matched = new Set<string>();
  let suppressed = 0;
  const out = results.map((r) => {
    const prints = fingerprints(r, scope.textOf(r.relPath));
    const messages = r.messages.filter((m, i) => {
      const fp = prints[i];
      if (fp === undefined) return true;
      const key = `${r.relPath}\0${m.ruleId}\0${fp}`;
      if (!known.has(key)) return true;
      matched.add(key);
      suppressed++;
      return false;
    });
    if (messages.length === r.messages.length) return r;
    const next = summarize(r.filePath, r.relPath, messages, r.kind);
    if (r.output !== undefined) next.output = r.output;
    return next;
  });
  const linted = new Set(results.map((r) => r.relPath));
  const gone = baseline.entries.filter((e) => !matched.has(`${e.file}\0${e.ruleId}\0${e.fingerprint}`) && (linted.has(e.file) || !scope.exists(e.file)));
  return { results: out, suppressed, gone };
}

/** Largest baseline read (a link to `/dev/zero` or a runaway file is refused, never read whole). */
export const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

export function readBaseline(file: string): Baseline {
  // A regular file with a size limit; a parse error names the position only (the file may be a
  // link to one whose text must not reach a public log).
  const text = readSmall(file, MAX_BASELINE_BYTES);
  if (text === undefined || typeof text === 'object') throw new BaselineError(`${file}: cannot read the baseline: ${text?.problem ?? 'no such file'}`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const at = /position \d+/.exec((error as Error).message);
    throw new BaselineError(`${file}: cannot read the baseline: not valid JSON${at ? ` (${at[0]})` : ''}`);
  }
  const b = data as Partial<Baseline>;
  if (typeof b !== 'object' || b === null || b.version !== BASELINE_VERSION || !Array.isArray(b.entries)) {
    throw new BaselineError(`${file}: Unexpected baseline shape, expected \`{"version": ${BASELINE_VERSION}, "entries": [...]}\``);
  }
  b.entries.forEach((e, i) => {
    if (typeof e?.ruleId !== 'string' || typeof e.file !== 'string' || typeof e.fingerprint !== 'string') {
      throw new BaselineError(`${file}: Unexpected entry ${i}, expected \`{ruleId, file, fingerprint}\` strings`);
    }
  });
  return { version: BASELINE_VERSION, entries: b.entries };
}

/** Write the baseline (stable order, one entry per line group, trailing newline), atomically. */
export function writeBaseline(file: string, baseline: Baseline): void {
  const text = `${JSON.stringify(baseline, null, 2)}\n`;
  const read = readSmall(file, MAX_BASELINE_BYTES);
  if (typeof read === 'object') throw new BaselineError(`${file}: cannot write the baseline: ${read.problem}`);
  const before = read;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic(file, text, before);
  } catch (error) {
    if (error instanceof WriteError || (error as NodeJS.ErrnoException).code) throw new BaselineError(`${file}: ${(error as Error).message}`);
    throw error;
  }
}

/** What the baseline functions need to know about an engine's workspace. */
export function engineScope(workspace: { rawText(relPath: string): string | { message: string }; exists(relPath: string): boolean }): BaselineScope {
  return {
    textOf(relPath) {
      const raw = workspace.rawText(relPath);
      return typeof raw === 'string' ? raw : undefined;
    },
    exists: (relPath) => workspace.exists(relPath),
  };
}
