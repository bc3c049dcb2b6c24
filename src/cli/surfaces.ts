/**
 * The CLI's input and output surfaces beyond plain linting (spec README §4, §5, §8): `--stdin`,
 * `--staged`, the adoption baseline and the context the formatters need. Every path here ends in
 * the same engine calls as a plain run; nothing lints on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rulesOfRun, type Engine, type EngineOptions } from '../engine.js';
import type { LintResult } from '../core/lint/messages.js';
import { changedLines, gitTopLevel } from '../core/project/git.js';
import { stagedSelection } from '../staged.js';
import { applyBaseline, BASELINE_FILE, BaselineError, createBaseline, engineScope, readBaseline, writeBaseline, type Baseline } from '../baseline.js';
import type { FormatContext } from '../reporters/index.js';

export interface SurfaceValues {
  stdin?: boolean;
  'stdin-filepath'?: string;
  staged?: boolean;
  baseline?: string;
  'baseline-write'?: boolean;
  base?: string;
}

export interface LintInput {
  /** What to lint (cwd-relative or absolute); `null` when nothing was selected (`--staged` with nothing staged). */
  paths: string[] | null;
  /** `--stdin`: the absolute path the text is linted as. */
  stdinPath?: string;
  /** `--staged`: the git top level the staged texts come from. */
  stagedRoot?: string;
  /** `--stdin`: the text read. */
  stdinText?: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Resolve `--stdin` / `--staged` into paths and engine `overrides` (set on `engineOptions`).
 * `fail` throws the CLI's usage error.
 */
export async function lintInput(
  values: SurfaceValues,
  positionals: readonly string[],
  cwd: string,
  engineOptions: EngineOptions,
  readStdin: (() => Promise<string>) | undefined,
  fail: (message: string) => never,
): Promise<LintInput> {
  if (values['stdin-filepath'] !== undefined && !values.stdin) fail('--stdin-filepath needs --stdin');
  if (values.stdin) {
    if (values.staged) fail('--stdin and --staged cannot be combined');
    if (positionals.length) fail('--stdin lints the text on standard input: give its path with --stdin-filepath, not as a positional path');
    const p = values['stdin-filepath'];
    if (!p) fail('--stdin needs --stdin-filepath <path> (the path decides the document kind)');
    const abs = path.resolve(cwd, p);
    const text = await (readStdin ? readStdin() : readAll(process.stdin));
    // By absolute path: the engine decides the root (a config in a sub-folder may make it one).
    engineOptions.texts = new Map([...(engineOptions.texts ?? []), [abs, text]]);
    // The file's folder may hold the config that makes the root (a monorepo package), within the repository.
    const top = path.resolve(engineOptions.root ?? gitTopLevel(cwd) ?? cwd);
    const inside = path.relative(top, abs);
    if (inside !== '' && !inside.startsWith('..') && !path.isAbsolute(inside)) engineOptions.rootHint ??= path.dirname(abs);
    return { paths: [abs], stdinPath: abs, stdinText: text };
  }
  if (values.staged) {
    const root = engineOptions.root ?? gitTopLevel(cwd);
    if (!root) fail('--staged needs a git repository');
    const selection = stagedSelection(
      path.resolve(root),
      positionals.map((p) => path.resolve(cwd, p)),
    );
    if (!selection) fail('--staged could not read the git index');
    // Staged texts by absolute path (keyed by the git top level, which need not be the engine's root).
    const top = path.resolve(root);
    engineOptions.texts = new Map([...(engineOptions.texts ?? []), ...[...selection.overrides].map(([rel, text]) => [path.join(top, rel), text] as const)]);
    return { paths: selection.paths.length ? selection.paths : null, stagedRoot: top };
  }
  return { paths: [...positionals] };
}

/** `--fix` with `--stdin`: the fixed text (or the text unchanged) for standard output. */
export function stdinFixOutput(input: LintInput, results: readonly LintResult[]): string {
  const r = results.find((x) => x.filePath === input.stdinPath);
  return r?.output ?? input.stdinText ?? '';
}

export interface BaselineReport {
  results: LintResult[];
  /** Lines for standard error. */
  notes: string[];
}

/**
 * `--baseline-write` / `--baseline FILE` / the default `.wflint-baseline.json` at the repo root
 * when present: write today's findings, or hide the known ones and say how many entries are gone.
 */
export function baselineOption(engine: Engine, results: LintResult[], values: SurfaceValues, cwd: string, fail: (message: string) => never): BaselineReport {
  try {
    return baselineOptionInner(engine, results, values, cwd, fail);
  } catch (error) {
    if (error instanceof BaselineError) fail(error.message);
    throw error;
  }
}

function baselineOptionInner(engine: Engine, results: LintResult[], values: SurfaceValues, cwd: string, fail: (message: string) => never): BaselineReport {
  const explicit = values.baseline !== undefined;
  const file = explicit ? path.resolve(cwd, values.baseline!) : path.join(engine.root, BASELINE_FILE);
  const shown = path.relative(cwd, file) || file;
  const exists = fs.existsSync(file);
  const scope = engineScope(engine.view);
  const notes: string[] = [];
  let baseline: Baseline | undefined;
  if (values['baseline-write']) {
    const previous = exists ? readBaseline(file) : undefined;
    baseline = createBaseline(results, scope, previous);
    writeBaseline(file, baseline);
    notes.push(`wflint: wrote ${baseline.entries.length} baseline ${baseline.entries.length === 1 ? 'entry' : 'entries'} to ${shown}`);
  } else if (exists) baseline = readBaseline(file);
  else if (explicit) fail(`baseline file \`${values.baseline}\` does not exist (create it with --baseline-write)`);
  if (!baseline) return { results, notes };
  const outcome = applyBaseline(results, baseline, scope);
  if (values['baseline-write']) return { results: outcome.results, notes };
  if (outcome.suppressed > 0) notes.push(`wflint: ${outcome.suppressed} known ${outcome.suppressed === 1 ? 'finding' : 'findings'} hidden by the baseline ${shown}`);
  if (outcome.gone.length > 0) {
    const n = outcome.gone.length;
    notes.push(`wflint: ${n} baseline ${n === 1 ? 'entry no longer matches a finding' : 'entries no longer match a finding'} (fixed or changed); run \`wflint --baseline-write\` to prune ${shown}`);
  }
  return { results: outcome.results, notes };
}

/**
 * What the formatters get: the rules that ran, the version and, for `github`, the changed lines;
 * `root` is the repository (git top level) the results' paths are relative to.
 */
export function formatContext(engines: readonly Engine[], format: string, cwd: string, base: string | undefined, version: string, root: string): FormatContext {
  const ctx: FormatContext = { cwd, root, rules: rulesOfRun(engines), version };
  if (format === 'github') {
    const changed = changedLines(root, base ?? 'HEAD');
    if (changed) ctx.changedLines = changed;
  }
  return ctx;
}

/**
 * `--staged`: the documents the staged ones' findings depend on (a task file's index, the rest of
 * a loop home or harness session) are linted too: a staged task change without its index update is
 * refused. Each is read as the index holds it already (`stagedSelection` overrides every tracked
 * file whose index text differs from the working tree's).
 */
export function withStagedDependents(engine: Engine, paths: readonly string[]): string[] {
  const out = new Set(paths.map((p) => path.resolve(p)));
  for (const p of paths) {
    const rel = engine.view.relative(path.resolve(p));
    if (rel === undefined) continue;
    for (const dep of engine.dependentsOf(rel)) {
      const abs = engine.view.absolute(dep);
      out.add(abs);
    }
  }
  return [...out];
}
