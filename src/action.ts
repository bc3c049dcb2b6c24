/**
 * The GitHub Action (spec README §8; `action.yml` runs `node dist/action.js`). One engine run on
 * the workspace, then: annotations (`github` format, findings on changed lines first), the job
 * summary appended to `$GITHUB_STEP_SUMMARY`, a SARIF file for
 * `github/codeql-action/upload-sarif`, and the outputs `error-count`, `warning-count`,
 * `sarif-file` in `$GITHUB_OUTPUT`. Library calls only: the same engine, baseline and reporters as
 * the CLI, never a shell-out to it.
 *
 * Inputs (environment `INPUT_<NAME>`, as GitHub passes them): `paths` (white-space or
 * newline separated, default the whole repository), `config`, `fix` (`true` applies safe fixes
 * and writes the files), `format` (a report printed to the log besides the annotations, default
 * `stylish`), `base` (git revision for git-aware rules and changed lines; default the pull
 * request's base commit, or the commit before a push, else `HEAD`).
 */
import { nodeCrypto } from './core/model/node-crypto.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, engineRuns, repoRelative, rulesOfRun, type Engine, type EngineOptions } from './engine.js';
import { baseProblem, changedLines, gitTopLevel } from './core/project/git.js';
import { PACKAGE_ROOT } from './core/lint/schema.js';
import { compareResults, type LintResult } from './core/lint/messages.js';
import { applyBaseline, BASELINE_FILE, BaselineError, engineScope, readBaseline } from './baseline.js';
import { FORMATTERS, type FormatContext } from './reporters/index.js';
import { appendStepSummary, blobFromEnv, escapeData, formatGithub, githubSummary } from './reporters/github.js';
import { formatSarif } from './reporters/sarif.js';

export interface ActionIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

export interface ActionOutcome {
  exitCode: number;
  errorCount: number;
  warningCount: number;
  sarifFile?: string;
}

/** An input as GitHub's toolkit reads it: `INPUT_` + upper-cased name, spaces as `_`, trimmed. */
export function getInput(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function booleanInput(env: NodeJS.ProcessEnv, name: string): boolean {
  const v = getInput(env, name);
  if (v === '' || /^(false|False|FALSE)$/.test(v)) return false;
  if (/^(true|True|TRUE)$/.test(v)) return true;
  throw new ConfigError(`Unexpected input \`${name}\` \`${v}\`, expected \`true\` or \`false\``);
}

const ZERO_SHA = /^0+$/;

/** The base revision: the input, else the pull request's base commit, else the commit before a push. */
export function defaultBase(env: NodeJS.ProcessEnv): string | undefined {
  const input = getInput(env, 'base');
  if (input) return input;
  const eventPath = env.GITHUB_EVENT_PATH;
  if (!eventPath || !fs.existsSync(eventPath)) return undefined;
  try {
    const event = JSON.parse(fs.readFileSync(eventPath, 'utf8')) as { pull_request?: { base?: { sha?: string } }; before?: string };
    const name = env.GITHUB_EVENT_NAME ?? '';
    if (name.startsWith('pull_request') || name === 'merge_group') return event.pull_request?.base?.sha;
    if (name === 'push' && event.before && !ZERO_SHA.test(event.before)) return event.before;
  } catch {
    // An unreadable event payload: compare with HEAD.
  }
  return undefined;
}

/** Append `name=value` lines to `$GITHUB_OUTPUT` (values here are single-line). */
function setOutputs(env: NodeJS.ProcessEnv, outputs: Record<string, string | number>): void {
  const file = env.GITHUB_OUTPUT;
  if (!file) return;
  fs.appendFileSync(
    file,
    Object.entries(outputs)
      .map(([k, v]) => `${k}=${String(v).replace(/\r?\n/g, ' ')}\n`)
      .join(''),
  );
}

function version(): string {
  return (JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

function count(results: readonly LintResult[], key: 'errorCount' | 'warningCount'): number {
  return results.reduce((n, r) => n + r[key], 0);
}

export async function runAction(env: NodeJS.ProcessEnv, io: ActionIo): Promise<ActionOutcome> {
  try {
    return await runActionInner(env, io);
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof BaselineError;
    const message = known ? error.message : `internal error: ${(error as Error).stack ?? String(error)}`;
    io.stdout(`::error title=wflint::${escapeData(message)}\n`);
    return { exitCode: 2, errorCount: 0, warningCount: 0 };
  }
}

async function runActionInner(env: NodeJS.ProcessEnv, io: ActionIo): Promise<ActionOutcome> {
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const format = getInput(env, 'format') || 'stylish';
  const formatter = FORMATTERS[format];
  if (!formatter)
    throw new ConfigError(
      `Unexpected input \`format\` \`${format}\`, expected one of ${Object.keys(FORMATTERS)
        .map((f) => `\`${f}\``)
        .join(', ')}`,
    );
  const fix = booleanInput(env, 'fix');
  const paths = getInput(env, 'paths').split(/\s+/).filter(Boolean);
  for (const p of paths) if (!fs.existsSync(path.resolve(workspace, p))) throw new ConfigError(`Unexpected input \`paths\` entry \`${p}\`, expected an existing file or directory`);
  let base = defaultBase(env);
  // The event's base commit may be missing from a shallow clone: then HEAD, and the log says so. A
  // `base` input that does not resolve is an error (createEngine).
  if (base && !getInput(env, 'base') && baseProblem(workspace, base)) {
    io.stdout(`::warning title=wflint::${escapeData(`The event's base commit \`${base}\` is not in the clone (check out with fetch-depth: 0): git-aware rules compare with HEAD`)}\n`);
    base = undefined;
  }
  const options: EngineOptions = { cwd: workspace };
  const config = getInput(env, 'config');
  if (config) options.configFile = config;
  if (base) options.base = base;
  if (env.WFLINT_TODAY) options.today = env.WFLINT_TODAY;
  // One engine per root, as the CLI: a package with its own config is linted under it.
  let results: LintResult[] = [];
  let top: string | undefined;
  const engines: Engine[] = [];
  let baselineNote: { file: string; suppressed: number; gone: number } | undefined;
  for await (const { engine, paths: runPaths } of engineRuns(paths, options)) {
    top ??= gitTopLevel(engine.root) ?? engine.root;
    engines.push(engine);
    let own = fix ? engine.fix(runPaths ?? []).results : engine.lint(runPaths ?? []);
    const baselineFile = path.join(engine.root, BASELINE_FILE);
    if (fs.existsSync(baselineFile)) {
      const outcome = applyBaseline(own, readBaseline(baselineFile), engineScope(engine.view));
      own = outcome.results;
      const shown = path.relative(top, baselineFile).split(path.sep).join('/');
      baselineNote = { file: shown, suppressed: (baselineNote?.suppressed ?? 0) + outcome.suppressed, gone: (baselineNote?.gone ?? 0) + outcome.gone.length };
      if (outcome.gone.length)
        io.stdout(`::notice title=wflint baseline::${escapeData(`${outcome.gone.length} baseline entries no longer match a finding; run \`wflint --baseline-write\` to prune ${shown}`)}\n`);
    }
    results.push(...own);
  }
  // Files named relative to the repository (the git top level), whatever the config roots.
  const root = top ?? workspace;
  results = repoRelative(results, root).sort(compareResults);

  const ctx: FormatContext = { cwd: workspace, root, rules: rulesOfRun(engines), version: version() };
  const changed = changedLines(root, base ?? 'HEAD');
  if (changed) ctx.changedLines = changed;

  if (format !== 'github') {
    const report = formatter(results, ctx);
    // The report quotes document text: between these two lines the runner reads no workflow
    // command, whatever a document holds (the token is random, a document cannot end the block).
    const token = `wflint-${nodeCrypto().randomBytes(16).toString('hex')}`;
    if (report) io.stdout(`::stop-commands::${token}\n${report.endsWith('\n') ? report : `${report}\n`}::${token}::\n`);
  }
  io.stdout(formatGithub(results, ctx));
  appendStepSummary(env, githubSummary(results, { blob: blobFromEnv(env), ...(baselineNote ? { baseline: baselineNote } : {}) }));

  const sarifDir = env.RUNNER_TEMP || workspace;
  const sarifFile = path.join(sarifDir, 'wflint.sarif');
  fs.mkdirSync(sarifDir, { recursive: true });
  fs.writeFileSync(sarifFile, `${formatSarif(results, ctx)}\n`);

  const errorCount = count(results, 'errorCount');
  const warningCount = count(results, 'warningCount');
  setOutputs(env, { 'error-count': errorCount, 'warning-count': warningCount, 'sarif-file': sarifFile });
  return { exitCode: errorCount > 0 ? 1 : 0, errorCount, warningCount, sarifFile };
}

/** Run as a script (`node dist/action.js`). */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outcome = await runAction(process.env, { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) });
  process.exitCode = outcome.exitCode;
}
