/** The `wflint` command line (spec README §4): a thin layer over the engine. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTwoFilesPatch } from 'diff';
import { createEngine, ConfigError, type Engine, type EngineOptions, type FileChange } from '../engine.js';
import { FORMATTERS } from '../reporters/index.js';
import { GateError, runGate } from '../gate/index.js';
import type { Level } from '../core/rule.js';
import type { LintResult } from '../core/messages.js';
import { PACKAGE_ROOT } from '../core/schema.js';
import { getRule } from '../rules/index.js';
import { stateLines } from '../state.js';
import { baselineOption, formatContext, lintInput, stdinFixOutput } from './surfaces.js';
import { appendStepSummary, blobFromEnv, githubSummary } from '../reporters/github.js';
import { createNew, NewError, templateKinds } from '../new.js';
import { lintProject } from '../lint-project.js';
import { parseShard, type Shard } from '../core/groups.js';

const USAGE = `Usage: wflint [paths...] [options]
       wflint gate <path> --action <action>
       wflint state [task-id]
       wflint explain <rule-id>
       wflint new <kind> [--id <task-id>] [--title <t>] [--type <t>] [--target <t>] [--session-id <id>] [--path <file>]

Options:
  --fix                 apply safe fixes and write the files
  --fix-dry-run         print the fixes as a unified diff, write nothing
  --fix-rule <id>       with --fix: only this rule's fixes (and its single suggestions); repeatable
  --format <name>       ${Object.keys(FORMATTERS).join(' | ')} (default stylish)
  --max-warnings <n>    exit 1 when there are more warnings than n
  --quiet               report errors only
  --config <file>       use this config file
  --rule <id:level>     set a rule's level (off | warn | error); repeatable
  --base <rev>          git revision the git-aware rules compare with (default HEAD)
  --stdin               lint standard input as the file --stdin-filepath names (--fix prints the fixed text)
  --stdin-filepath <p>  the path standard input is linted as (it decides the kind)
  --staged              lint the staged (index) versions of the files, for pre-commit hooks
  --baseline <file>     report only findings not in this baseline (default .wflint-baseline.json if present)
  --baseline-write      record today's findings as the baseline (run again to prune fixed ones)
  --cache               reuse results of unchanged workflow groups from .wflint-cache (linting, not --fix)
  --shard <i/n>         lint only shard i of n (workflow groups split by a stable hash, for CI matrices)
  --threads <n>         threads for large runs (default: one per core; 1 = no worker threads)
  --action <action>     gate: the step to check
  --id, --title, --type, --role, --target, --session-id, --branch, --sha, --dir, --path
                        new: the template's variables (branch and sha default to git's) and where to write it
  -h, --help            show this help
  -v, --version         print the version`;

export interface CliIo {
  cwd: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Standard input for `--stdin` (default: `process.stdin`). */
  readStdin?: () => Promise<string>;
}

function version(): string {
  return (JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

class UsageError extends Error {}

async function newDocument(rest: string[], values: Record<string, unknown>, io: CliIo): Promise<number> {
  const kind = rest[0];
  if (!kind || rest.length !== 1) throw new UsageError(`new expects one kind: ${templateKinds().map((k) => `\`${k}\``).join(', ')}`);
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

function parseRuleOverrides(values: string[] | undefined): Record<string, Level> {
  const out: Record<string, Level> = {};
  for (const v of values ?? []) {
    const i = v.lastIndexOf(':');
    const id = v.slice(0, i);
    const level = v.slice(i + 1);
    if (i <= 0 || !['off', 'warn', 'error'].includes(level)) throw new UsageError(`--rule expects \`id:off|warn|error\`, got \`${v}\``);
    out[id] = level as Level;
  }
  return out;
}

/** Run the CLI; returns the exit code (0 ok, 1 lint errors or gate refused, 2 usage/config/internal). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  try {
    return await runInner(argv, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof GateError) {
      io.stderr(`wflint: ${error.message}\n`);
      return 2;
    }
    io.stderr(`wflint: internal error: ${(error as Error).stack ?? String(error)}\n`);
    return 2;
  }
}

async function runInner(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        fix: { type: 'boolean' },
        'fix-dry-run': { type: 'boolean' },
        'fix-rule': { type: 'string', multiple: true },
        format: { type: 'string', short: 'f' },
        'max-warnings': { type: 'string' },
        quiet: { type: 'boolean' },
        config: { type: 'string', short: 'c' },
        rule: { type: 'string', multiple: true },
        base: { type: 'string' },
        action: { type: 'string' },
        stdin: { type: 'boolean' },
        'stdin-filepath': { type: 'string' },
        staged: { type: 'boolean' },
        baseline: { type: 'string' },
        'baseline-write': { type: 'boolean' },
        cache: { type: 'boolean' },
        shard: { type: 'string' },
        threads: { type: 'string' },
        id: { type: 'string' },
        title: { type: 'string' },
        type: { type: 'string' },
        role: { type: 'string' },
        target: { type: 'string' },
        'session-id': { type: 'string' },
        branch: { type: 'string' },
        sha: { type: 'string' },
        dir: { type: 'string' },
        path: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (values.version) {
    io.stdout(`${version()}\n`);
    return 0;
  }
  const format = values.format ?? 'stylish';
  const formatter = FORMATTERS[format];
  if (!formatter) throw new UsageError(`unknown format \`${format}\`, expected one of ${Object.keys(FORMATTERS).join(', ')}`);
  let maxWarnings = -1;
  if (values['max-warnings'] !== undefined) {
    maxWarnings = Number(values['max-warnings']);
    if (!Number.isInteger(maxWarnings) || maxWarnings < -1) throw new UsageError(`--max-warnings expects an integer, got \`${values['max-warnings']}\``);
  }
  const engineOptions: EngineOptions = { cwd: io.cwd, ruleOverrides: parseRuleOverrides(values.rule) };
  if (values.config) engineOptions.configFile = values.config;
  if (values.base) engineOptions.base = values.base;
  if (io.env?.WFLINT_TODAY) engineOptions.today = io.env.WFLINT_TODAY;

  const [command, ...rest] = positionals;
  // The root is found from the first path named (a directory holding a wflint config is a root).
  const hint = command === 'gate' || command === 'state' || command === 'new' ? rest[0] : command;
  if (hint && fs.existsSync(path.resolve(io.cwd, hint))) engineOptions.rootHint = hint;
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
  for (const p of values.stdin ? [] : positionals) if (!fs.existsSync(path.resolve(io.cwd, p))) throw new UsageError(`no such file or directory: \`${p}\``);
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
  const engine = await createEngine(engineOptions);
  const paths = input.paths ?? [];
  let results: LintResult[];
  let changes: FileChange[] | undefined;
  if (values.fix || values['fix-dry-run']) {
    const fixRules = values['fix-rule'] ? new Set(values['fix-rule']) : undefined;
    for (const id of fixRules ?? []) if (!getRule(id)) throw new UsageError(`unknown rule \`${id}\` in --fix-rule`);
    // Standard input is never written back to the file it is linted as.
    const write = !values['fix-dry-run'] && input.stdinPath === undefined;
    const outcome = input.paths === null ? { results: [], changes: [] } : engine.fix(paths, { write, ...(fixRules ? { rules: fixRules } : {}) });
    results = outcome.results;
    changes = outcome.changes;
  } else {
    results =
      input.paths === null
        ? []
        : await lintProject(engine, paths, { cache: values.cache === true, ...(shard ? { shard } : {}), ...(threads ? { threads } : {}), engineOptions, version: version() });
  }
  const baselined = baselineOption(engine, results, values, io.cwd, usage);
  results = baselined.results;
  for (const note of baselined.notes) io.stderr(`${note}\n`);
  if (changes && values['fix-dry-run']) {
    for (const c of changes) io.stdout(diffOf(engine, c.relPath, c.before, c.after));
    // Suggestions are shown too (spec §3), each as the diff it would make; `--fix` applies none of them.
    for (const r of results) {
      const raw = engine.workspace.rawText(r.relPath);
      if (typeof raw !== 'string') continue;
      const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
      for (const m of r.messages) {
        for (const sug of m.suggestions ?? []) {
          const [from, to] = sug.fix.range;
          io.stdout(`# suggestion (${m.ruleId}) ${r.relPath}:${m.line}:${m.column}: ${sug.desc}\n`);
          io.stdout(diffOf(engine, r.relPath, text, text.slice(0, from) + sug.fix.text + text.slice(to)));
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
  const text = formatter(results, formatContext(engine, format, io.cwd, values.base, version()));
  if (text) io.stdout(text.endsWith('\n') ? text : `${text}\n`);
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

function diffOf(engine: Engine, relPath: string, before: string, after: string): string {
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
