/** The `wflint` command line (spec README §4): a thin layer over the engine. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import picomatch from 'picomatch';
import { createTwoFilesPatch } from 'diff';
import { createEngine, ConfigError, engineRuns, isPathPattern, repoRelative, type Engine, type EngineOptions, type FileChange } from '../engine.js';
import { FORMATTERS, type Formatter } from '../reporters/index.js';
import { GateError, runGate } from '../gate/index.js';
import type { Level } from '../core/lint/rule.js';
import { compareResults, type LintResult } from '../core/lint/messages.js';
import { stripBom } from '../core/model/text.js';
import { applyFixPass } from '../core/lint/fix.js';
import { finishTiming, startTiming, timingRows } from '../core/lint/timing.js';
import { PACKAGE_ROOT } from '../core/lint/schema.js';
import { levelOf } from '../core/lint/config.js';
import { importModule } from '../core/project/config-files.js';
import { progressLine, wantsColour, type Terminal } from './terminal.js';
import { getRule } from '../rules/index.js';
import { didYouMean, parseCli, USAGE, UsageError, type CliValues } from './options.js';
import { stateLines } from '../state.js';
import { baselineOption, formatContext, lintInput, stdinFixOutput, withStagedDependents } from './surfaces.js';
import { gitTopLevel } from '../core/project/git.js';
import { appendStepSummary, blobFromEnv, githubSummary } from '../reporters/github.js';
import { createNew, NewError, templateKinds } from '../new.js';
import { lintProject } from '../lint-project.js';
import { parseShard, type Shard } from '../core/scale/groups.js';

export interface CliIo {
  cwd: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Standard input for `--stdin` (default: `process.stdin`). */
  readStdin?: () => Promise<string>;
  /** Which standard streams are terminals (colour, progress line). */
  terminal?: Terminal;
}

function version(): string {
  return (JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

async function newDocument(rest: string[], values: CliValues, io: CliIo): Promise<number> {
  const kind = rest[0];
  if (!kind || rest.length !== 1)
    throw new UsageError(
      `new expects one kind: ${templateKinds()
        .map((k) => `\`${k}\``)
        .join(', ')}`,
    );
  const vars: Record<string, string | undefined> = {};
  for (const k of ['id', 'title', 'type', 'role', 'target', 'session-id', 'branch', 'sha', 'dir']) if (typeof values[k] === 'string') vars[k] = values[k];
  try {
    const outcome = await createNew(kind, {
      cwd: io.cwd,
      vars,
      ...(typeof values.path === 'string' ? { path: values.path } : {}),
      ...(typeof values.config === 'string' ? { configFile: values.config } : {}),
      ...(io.env?.WFLINT_TODAY ? { today: io.env.WFLINT_TODAY } : {}),
    });
    for (const f of outcome.created) io.stdout(`created ${path.relative(io.cwd, f)}\n`);
    for (const f of outcome.updated) io.stdout(`updated ${path.relative(io.cwd, f)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof NewError) throw new UsageError(error.message);
    throw error;
  }
}

/** `--rule id:level`, the level as a word or ESLint's number (`levelOf`). */
function parseRuleOverrides(values: string[] | undefined): Record<string, Level> {
  const out: Record<string, Level> = {};
  for (const v of values ?? []) {
    const i = v.lastIndexOf(':');
    const id = v.slice(0, i);
    const raw = v.slice(i + 1);
    const level = levelOf(raw);
    if (i <= 0 || !level) throw new UsageError(`--rule expects \`id:off|warn|error\` (or \`id:0|1|2\`), got \`${v}\``);
    out[id] = level;
  }
  return out;
}

/** A formatter: a built-in name, or a module path (its default export) as ESLint's `-f ./fmt.js`. */
async function loadFormatter(name: string, cwd: string): Promise<(...args: Parameters<Formatter>) => string | Promise<string>> {
  const builtIn = FORMATTERS[name];
  if (builtIn) return builtIn;
  const file = path.resolve(cwd, name);
  if (!/[\\/]|\.[cm]?js$/.test(name) || !fs.existsSync(file)) {
    const guess = didYouMean(name, Object.keys(FORMATTERS));
    throw new UsageError(`unknown format \`${name}\`, expected one of ${Object.keys(FORMATTERS).join(', ')}${guess ? ` (did you mean \`${guess}\`?)` : ''}, or a formatter module path`);
  }
  const mod = (await importModule(pathToFileURL(file).href)) as { default?: unknown };
  if (typeof mod.default !== 'function') throw new UsageError(`formatter \`${name}\` has no default export function \`(results, context) => string\``);
  return mod.default as (...args: Parameters<Formatter>) => string | Promise<string>;
}

/**
 * Paths and globs (markdownlint-cli2 style): a path names itself; a glob (quoted, so the shell does
 * not expand it) matches the workflow documents under the current directory; `!glob` excludes.
 */
function expandPaths(engine: Engine, args: readonly string[], cwd: string): string[] {
  const include = args.filter((a) => !a.startsWith('!'));
  const exclude = args.filter((a) => a.startsWith('!')).map((a) => picomatch(a.slice(1), { dot: true }));
  const plain = include.filter((a) => !isPathPattern(a) || fs.existsSync(path.resolve(cwd, a)));
  const globs = include.filter((a) => !plain.includes(a)).map((g) => picomatch(g, { dot: true }));
  const fromCwd = (abs: string) => path.relative(cwd, abs).split(path.sep).join('/');
  let out = plain.length || globs.length === 0 ? engine.targets(plain) : [];
  if (globs.length) out = [...new Set([...out, ...engine.targets([]).filter((rel) => globs.some((g) => g(fromCwd(engine.view.absolute(rel)))))])].sort();
  if (exclude.length) out = out.filter((rel) => !exclude.some((x) => x(fromCwd(engine.view.absolute(rel)))));
  return out.map((rel) => engine.view.absolute(rel));
}

/** Run the CLI; returns the exit code (0 ok, 1 lint errors or gate refused, 2 usage/config/internal). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  // `TIMING=1` (or `all`, or a number of rows), as ESLint: the rules' own times on standard error.
  const timing = timingRows(io.env?.TIMING);
  if (timing !== undefined) startTiming();
  try {
    return await runInner(argv, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof GateError) {
      io.stderr(`wflint: ${error.message}\n`);
      return 2;
    }
    io.stderr(`wflint: internal error: ${(error as Error).stack ?? String(error)}\n`);
    return 2;
  } finally {
    if (timing !== undefined) io.stderr(finishTiming(timing));
  }
}

async function runInner(argv: string[], io: CliIo): Promise<number> {
  const { values: parsedValues, positionals } = parseCli(argv);
  const values = parsedValues as CliOptionValues;
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (values.version) {
    io.stdout(`${version()}\n`);
    return 0;
  }
  const format = values.format ?? 'stylish';
  const formatter = await loadFormatter(format, io.cwd);
  if (values.color && values['no-color']) throw new UsageError('--color and --no-color contradict each other: give one of them');
  const colour = wantsColour(values.color ? true : values['no-color'] ? false : undefined, io.env ?? {}, io.terminal);
  if (values.fix && values['fix-dry-run']) throw new UsageError('--fix writes the fixes and --fix-dry-run prints them without writing: give one of them');
  if (values['fix-rule'] && !values.fix && !values['fix-dry-run']) throw new UsageError('--fix-rule chooses which fixes --fix (or --fix-dry-run) applies: add one of them');
  let maxWarnings = -1;
  if (values['max-warnings'] !== undefined) {
    maxWarnings = Number(values['max-warnings']);
    if (!Number.isInteger(maxWarnings) || maxWarnings < -1) throw new UsageError(`--max-warnings expects an integer, got \`${values['max-warnings']}\``);
  }
  const engineOptions: EngineOptions = { cwd: io.cwd, ruleOverrides: parseRuleOverrides(values.rule) };
  if (values.config) engineOptions.configFile = values.config;
  if (values.base) engineOptions.base = values.base;
  if (values['ignore-pattern']) engineOptions.ignorePatterns = values['ignore-pattern'];
  if (values['no-ignore']) engineOptions.noIgnore = true;
  const debug = values.debug ? (line: string) => io.stderr(`wflint:debug ${line}\n`) : undefined;
  const started = Date.now();
  if (io.env?.WFLINT_TODAY) engineOptions.today = io.env.WFLINT_TODAY;

  const [command, ...rest] = positionals;
  // The root is found from the first path named (a directory holding a wflint config is a root).
  const hint = command === 'gate' || command === 'state' || command === 'new' ? rest[0] : command;
  if (hint && fs.existsSync(path.resolve(io.cwd, hint))) engineOptions.rootHint = hint;
  if (values['print-config'] !== undefined) return printConfig(values['print-config'], engineOptions, io);
  if (command === 'explain') return explain(rest, io);
  if (command === 'new') return newDocument(rest, values, io);
  if (command === 'gate') {
    if (rest.length !== 1) throw new UsageError('gate expects one path: `wflint gate <path> --action <action>`');
    if (!values.action) throw new UsageError('gate needs `--action <action>`');
    const engine = await createEngine(engineOptions);
    const verdict = runGate(engine, rest[0]!, values.action);
    io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
    return verdict.allowed ? 0 : 1;
  }
  if (command === 'state') {
    const engine = await createEngine(engineOptions);
    const { lines, found } = stateLines(engine, rest[0]);
    if (!found) {
      io.stderr(`wflint: no task \`${rest[0]}\`\n`);
      return 1;
    }
    io.stdout(lines.map((l) => `${l}\n`).join(''));
    return 0;
  }

  const usage = (message: string): never => {
    throw new UsageError(message);
  };
  for (const p of values.stdin ? [] : positionals) if (!isPathPattern(p) && !fs.existsSync(path.resolve(io.cwd, p))) throw new UsageError(`no such file or directory: \`${p}\``);
  let shard: Shard | undefined;
  if (values.shard !== undefined) {
    shard = parseShard(values.shard);
    if (!shard) throw new UsageError(`--shard expects \`i/n\` with 1 ≤ i ≤ n, got \`${values.shard}\``);
    if (values.fix || values['fix-dry-run']) throw new UsageError('--shard lints a part of the repository; it cannot be combined with --fix');
  }
  let threads: number | undefined;
  if (values.threads !== undefined) {
    threads = Number(values.threads);
    if (!Number.isInteger(threads) || threads < 1) throw new UsageError(`--threads expects a positive integer, got \`${values.threads}\``);
  }
  const input = await lintInput(values, positionals, io.cwd, engineOptions, io.readStdin, usage);
  if (values['cache-location'] !== undefined && !values.cache) throw new UsageError('--cache-location needs --cache');
  // Resolved from the working directory; a trailing separator keeps saying "a folder".
  const location = values['cache-location'];
  const cacheLocation = location === undefined ? undefined : path.resolve(io.cwd, location) + (/[\\/]$/.test(location) ? path.sep : '');
  // One engine per root: several packages with their own configs are each linted under their own, none is dropped.
  const runs: Array<{ engine: Engine; results: LintResult[]; changes?: FileChange[] }> = [];
  let matched = false;
  const progress = progressLine(io.stderr, io.env ?? {}, io.terminal);
  for await (const group of engineRuns(input.paths, engineOptions, { oneGroup: input.stdinPath !== undefined })) {
    const { engine, options } = group;
    debug?.(`root ${engine.root}; config ${engine.config.file ?? '(none)'}; ${engine.config.rules.length} rules on; engine ready in ${Date.now() - started} ms`);
    if (input.stdinPath !== undefined && engine.view.relative(input.stdinPath) === undefined)
      throw new UsageError(`--stdin-filepath \`${values['stdin-filepath']}\` is outside the repository \`${engine.root}\``);
    // Globs and exclusions are resolved against the workflow documents (plain paths name themselves).
    const globbed = input.stdinPath === undefined && group.paths?.some(isPathPattern);
    let paths = globbed ? expandPaths(engine, group.paths!, io.cwd) : (group.paths ?? []);
    if (input.stagedRoot !== undefined && group.paths) paths = withStagedDependents(engine, paths);
    matched ||= !globbed || paths.length > 0;
    const ignored = input.stdinPath === undefined ? engine.ignoredAmong(group.paths?.filter((p) => !isPathPattern(p)) ?? []) : [];
    let results: LintResult[];
    let changes: FileChange[] | undefined;
    if (values.fix || values['fix-dry-run']) {
      const fixRules = values['fix-rule'] ? new Set(values['fix-rule']) : undefined;
      for (const id of fixRules ?? []) if (!engine.config.registry.some((r) => r.id === id)) throw new UsageError(`unknown rule \`${id}\` in --fix-rule`);
      // Standard input is never written back to the file it is linted as.
      const write = !values['fix-dry-run'] && input.stdinPath === undefined;
      const outcome = group.paths === null ? { results: [], changes: [] } : engine.fix(paths, { write, ...(fixRules ? { rules: fixRules } : {}) });
      results = outcome.results;
      changes = outcome.changes;
    } else {
      results =
        group.paths === null
          ? []
          : await lintProject(engine, paths, {
              cache: values.cache === true,
              ...(cacheLocation ? { cacheLocation } : {}),
              ...(shard ? { shard } : {}),
              ...(threads ? { threads } : {}),
              engineOptions: options,
              version: version(),
              ...(progress ? { onProgress: progress.update } : {}),
            });
    }
    debug?.(`linted ${results.length} document(s) in ${Date.now() - started} ms`);
    // ESLint's answer for a named file that an ignore pattern hides: a warning, not silence.
    for (const rel of ignored) results.push(ignoredResult(engine, rel));
    const baselined = baselineOption(engine, results, values, io.cwd, usage);
    for (const note of baselined.notes) io.stderr(`${note}\n`);
    runs.push({ engine, results: baselined.results, ...(changes ? { changes } : {}) });
  }
  progress?.end();
  if (!matched) throw new UsageError(`no workflow document matches ${input.paths!.map((p) => `\`${p}\``).join(', ')}`);
  const engine = runs[0]!.engine;
  // Reporters name files relative to the repository (the git top level), whatever the config roots.
  const top = gitTopLevel(engine.root) ?? engine.root;
  let results = runs.flatMap((r) => repoRelative(r.results, top)).sort(compareResults);
  const changes = runs.some((r) => r.changes) ? runs.flatMap((r) => (r.changes ?? []).map((c) => ({ ...c, relPath: path.relative(top, c.filePath).split(path.sep).join('/') }))) : undefined;
  if (changes && values['fix-dry-run']) {
    for (const c of changes) io.stdout(diffOf(c.relPath, c.before, c.after));
    // Suggestions are shown too (spec §3), each as the diff it would make; `--fix` applies none of
    // them. The results are those of the fixed texts, so a suggestion is shown on the fixed text of
    // its file (the diff above), else on the file's own text (its own engine's).
    const fixed = new Map(changes.map((c) => [c.filePath, c.after] as const));
    const ownText = new Map(runs.flatMap((run) => run.results.map((r) => [r.filePath, () => run.engine.view.rawText(r.relPath)] as const)));
    for (const r of results) {
      const raw = fixed.get(r.filePath) ?? ownText.get(r.filePath)?.();
      if (typeof raw !== 'string') continue;
      const { text } = stripBom(raw);
      for (const m of r.messages) {
        for (const sug of m.suggestions ?? []) {
          io.stdout(`# suggestion (${m.ruleId}) ${r.relPath}:${m.line}:${m.column}: ${sug.desc}\n`);
          io.stdout(diffOf(r.relPath, text, applyFixPass(text, [sug]).output));
        }
      }
    }
    return exitCode(results, maxWarnings, values.quiet === true);
  }
  if (changes && input.stdinPath !== undefined) {
    io.stdout(stdinFixOutput(input, results));
    return exitCode(results, maxWarnings, values.quiet === true);
  }
  if (values.quiet) results = results.map(onlyErrors);
  const text = await formatter(results, {
    ...formatContext(
      runs.map((r) => r.engine),
      format,
      io.cwd,
      values.base,
      version(),
      top,
    ),
    colour: colour && !values['output-file'],
  });
  if (values['output-file']) {
    const file = path.resolve(io.cwd, values['output-file']);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text && !text.endsWith('\n') ? `${text}\n` : text);
  } else if (text) io.stdout(text.endsWith('\n') ? text : `${text}\n`);
  debug?.(`done in ${Date.now() - started} ms`);
  if (format === 'github' && io.env) appendStepSummary(io.env, githubSummary(results, { blob: blobFromEnv(io.env) }));
  if (results.length === 0 && format === 'stylish') io.stderr('wflint: no workflow documents found\n');
  return exitCode(results, maxWarnings, values.quiet === true);
}

function onlyErrors(r: LintResult): LintResult {
  const messages = r.messages.filter((m) => m.severity === 2);
  return { ...r, messages, warningCount: 0, fixableWarningCount: 0 };
}

function exitCode(results: readonly LintResult[], maxWarnings: number, quiet: boolean): number {
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = quiet ? 0 : results.reduce((n, r) => n + r.warningCount, 0);
  if (errors > 0) return 1;
  if (maxWarnings >= 0 && warnings > maxWarnings) return 1;
  return 0;
}

function diffOf(relPath: string, before: string, after: string): string {
  const patch = createTwoFilesPatch(`a/${relPath}`, `b/${relPath}`, before, after, undefined, undefined, { context: 3 });
  // The diff package quotes and octal-escapes non-ASCII names (`"a/docs/\345\217\221.md"`): the
  // header names the file as it is written, like `git diff` with `core.quotePath=false`.
  const lines = patch.split('\n');
  const header = (i: number, side: 'a' | 'b') => {
    if (/^(---|\+\+\+) "/.test(lines[i] ?? '')) lines[i] = `${side === 'a' ? '---' : '+++'} ${side}/${relPath}`;
  };
  const at = lines.findIndex((l) => l.startsWith('--- '));
  if (at !== -1) {
    header(at, 'a');
    header(at + 1, 'b');
  }
  return lines.join('\n');
}

function explain(rest: string[], io: CliIo): number {
  const id = rest[0];
  if (!id) throw new UsageError('explain expects a rule id');
  const rule = getRule(id);
  if (!rule) throw new UsageError(`unknown rule \`${id}\``);
  io.stdout(fs.readFileSync(path.join(PACKAGE_ROOT, 'rules', `${id}.md`), 'utf8'));
  return 0;
}

/** The option values as the CLI reads them (see `cli/options.ts`). */
interface CliOptionValues {
  fix?: boolean;
  'fix-dry-run'?: boolean;
  'fix-rule'?: string[];
  format?: string;
  'output-file'?: string;
  'cache-location'?: string;
  color?: boolean;
  'no-color'?: boolean;
  'max-warnings'?: string;
  quiet?: boolean;
  config?: string;
  rule?: string[];
  base?: string;
  'ignore-pattern'?: string[];
  'no-ignore'?: boolean;
  'print-config'?: string;
  debug?: boolean;
  action?: string;
  stdin?: boolean;
  'stdin-filepath'?: string;
  staged?: boolean;
  baseline?: string;
  'baseline-write'?: boolean;
  cache?: boolean;
  shard?: string;
  threads?: string;
  help?: boolean;
  version?: boolean;
  [name: string]: string | boolean | string[] | undefined;
}

function ignoredResult(engine: Engine, rel: string): LintResult {
  const message = 'File ignored because of a matching ignore pattern (a .gitignore file, the config `ignores` or --ignore-pattern). Use "--no-ignore" to lint it anyway';
  return {
    filePath: engine.view.absolute(rel),
    relPath: rel,
    messages: [{ ruleId: null, severity: 1, message, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    errorCount: 0,
    fatalErrorCount: 0,
    warningCount: 1,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
  };
}

/** `--print-config <file>`: what applies to that file (ESLint's `--print-config`). */
async function printConfig(file: string, engineOptions: EngineOptions, io: CliIo): Promise<number> {
  const abs = path.resolve(io.cwd, file);
  const engine = await createEngine({ ...engineOptions, rootHint: abs });
  const rel = engine.view.relative(abs);
  const ignoredAs = rel === undefined ? undefined : engine.view.ignoredNamedFile(rel);
  const kind = rel === undefined ? undefined : (engine.view.kindOf(rel) ?? ignoredAs);
  const rules = Object.fromEntries(
    engine.config.registry.map((r) => {
      const on = engine.config.rules.find((x) => x.rule.id === r.id);
      const level = on ? (on.severity === 2 ? 'error' : 'warn') : 'off';
      const applies = kind ? r.appliesTo(kind) : false;
      return [r.id, { level, applies, ...(on && Object.keys(on.options).length ? { options: on.options } : {}) }];
    }),
  );
  const out = { file: abs, root: engine.root, configFile: engine.config.file ?? null, kind: kind?.id ?? null, ignored: ignoredAs !== undefined, rules };
  io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  return 0;
}
