/**
 * The command line's options, in one table: `node:util` parseArgs reads them, `wflint --help`
 * prints them (and the README shows that text, tested), and usage errors name them in wflint's
 * words with a "did you mean".
 */
import { parseArgs } from 'node:util';
import { editDistance } from '../core/model/text.js';

export class UsageError extends Error {}

interface OptionSpec {
  name: string;
  type: 'boolean' | 'string';
  short?: string;
  multiple?: boolean;
  /** The argument's placeholder in the help text. */
  arg?: string;
  help: string;
  /** Another name of the same option (ESLint's spelling). */
  alias?: string;
}

/** Options by the help section they are shown in. */
export const OPTION_GROUPS: ReadonlyArray<{ title: string; options: readonly OptionSpec[] }> = [
  {
    title: 'Lint and fix',
    options: [
      { name: 'fix', type: 'boolean', help: 'apply safe fixes and write the files' },
      { name: 'fix-dry-run', type: 'boolean', help: 'print the fixes as a unified diff, write nothing' },
      { name: 'fix-rule', type: 'string', multiple: true, arg: '<id>', help: "with --fix or --fix-dry-run: only this rule's fixes (and its single suggestions); repeatable" },
      { name: 'config', type: 'string', short: 'c', arg: '<file>', help: 'use this config file' },
      { name: 'rule', type: 'string', multiple: true, arg: '<id:level>', help: "set a rule's level (off | warn | error, or 0 | 1 | 2); repeatable" },
      { name: 'base', type: 'string', arg: '<rev>', help: 'git revision the git-aware rules compare with (default HEAD)' },
      { name: 'ignore-pattern', type: 'string', multiple: true, arg: '<pattern>', help: 'also ignore files matching this gitignore-style pattern; repeatable' },
      { name: 'no-ignore', type: 'boolean', help: 'disable .gitignore files and the config ignores' },
      { name: 'stdin', type: 'boolean', help: 'lint standard input as the file --stdin-filepath names (--fix prints the fixed text)' },
      { name: 'stdin-filepath', type: 'string', arg: '<path>', alias: 'stdin-filename', help: 'the path standard input is linted as (it decides the kind); alias --stdin-filename' },
      { name: 'staged', type: 'boolean', help: 'lint the staged (index) versions of the files, for pre-commit hooks' },
    ],
  },
  {
    title: 'Output',
    options: [
      { name: 'format', type: 'string', short: 'f', arg: '<name>', help: 'stylish | json | sarif | github | junit, or a formatter module path (default stylish)' },
      { name: 'output-file', type: 'string', short: 'o', arg: '<file>', help: 'write the report to this file instead of standard output' },
      { name: 'max-warnings', type: 'string', arg: '<n>', help: 'exit 1 when there are more warnings than n (-1: no limit)' },
      { name: 'quiet', type: 'boolean', help: 'report errors only' },
      { name: 'color', type: 'boolean', help: 'colour the stylish report (default: on a terminal, off in CI, with NO_COLOR or when piped)' },
      { name: 'no-color', type: 'boolean', help: 'never colour the report' },
      { name: 'print-config', type: 'string', arg: '<file>', help: 'print the root, config file, kind and rule settings that apply to a file' },
      { name: 'debug', type: 'boolean', help: 'print the root, the config file and the time of each phase to standard error' },
    ],
  },
  {
    title: 'Adoption and scale',
    options: [
      { name: 'baseline', type: 'string', arg: '<file>', help: 'report only findings not in this baseline (default .wflint-baseline.json if present)' },
      { name: 'baseline-write', type: 'boolean', help: "record today's findings as the baseline (run again to prune fixed ones)" },
      { name: 'cache', type: 'boolean', help: 'reuse results of unchanged workflow groups from .wflint-cache (linting, not --fix)' },
      { name: 'cache-location', type: 'string', arg: '<path>', help: 'where --cache keeps its file: a file, or a folder (ending in /) with one file per root' },
      { name: 'shard', type: 'string', arg: '<i/n>', help: 'lint only shard i of n (workflow groups split by a stable hash, for CI matrices)' },
      { name: 'threads', type: 'string', arg: '<n>', help: 'threads for large runs (default: one per core; 1 = no worker threads)' },
    ],
  },
  {
    title: 'Commands',
    options: [
      { name: 'action', type: 'string', arg: '<action>', help: 'gate: the step to check' },
      { name: 'id', type: 'string', arg: '<v>', help: 'new: the task id' },
      { name: 'title', type: 'string', arg: '<v>', help: 'new: the title' },
      { name: 'type', type: 'string', arg: '<v>', help: 'new: the task type' },
      { name: 'role', type: 'string', arg: '<v>', help: 'new: the role' },
      { name: 'target', type: 'string', arg: '<v>', help: 'new: the harness target' },
      { name: 'session-id', type: 'string', arg: '<v>', help: 'new: the harness session id' },
      { name: 'branch', type: 'string', arg: '<v>', help: "new: the branch (default git's)" },
      { name: 'sha', type: 'string', arg: '<v>', help: "new: the base commit (default git's)" },
      { name: 'dir', type: 'string', arg: '<v>', help: 'new: the folder to write into' },
      { name: 'path', type: 'string', arg: '<file>', help: 'new: the file to write' },
      { name: 'help', type: 'boolean', short: 'h', help: 'show this help' },
      { name: 'version', type: 'boolean', short: 'v', help: 'print the version' },
    ],
  },
];

const OPTIONS = OPTION_GROUPS.flatMap((g) => g.options);

export const USAGE = [
  'Usage: wflint [paths or globs...] [options]',
  '       wflint gate <path> --action <action>',
  '       wflint state [task-id]',
  '       wflint explain <rule-id>',
  '       wflint new <kind> [--id <task-id>] [--title <t>] [--type <t>] [--target <t>] [--session-id <id>] [--path <file>]',
  '',
  "Paths may be globs (quoted: `wflint '.agents/state/tasks/*.md'`); a `!` prefix excludes what it matches.",
  ...OPTION_GROUPS.flatMap((g) => [
    '',
    `${g.title}:`,
    ...g.options.map((o) => {
      const flag = `${o.short ? `-${o.short}, ` : '    '}--${o.name}${o.arg ? ` ${o.arg}` : ''}`;
      return `  ${flag.padEnd(30)} ${o.help}`;
    }),
  ]),
].join('\n');

/** The closest name, if it is close enough to be what was meant. */
export function didYouMean(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

export type CliValues = Record<string, string | boolean | string[] | undefined>;

/** Parse the arguments; every failure is a UsageError in wflint's words. */
export function parseCli(argv: readonly string[]): { values: CliValues; positionals: string[] } {
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const alias = OPTIONS.find((o) => o.alias && (a === `--${o.alias}` || a.startsWith(`--${o.alias}=`)));
    const arg = alias ? a.replace(`--${alias.alias!}`, `--${alias.name}`) : a;
    // A value that starts with `-` (`--max-warnings -1`) is the option's value, not an option.
    const spec = OPTIONS.find((o) => o.type === 'string' && (arg === `--${o.name}` || arg === `-${o.short}`));
    const next = argv[i + 1];
    if (spec && next !== undefined && /^-\d/.test(next)) {
      args.push(`--${spec.name}=${next}`);
      i++;
    } else args.push(arg);
  }
  const options = Object.fromEntries(OPTIONS.map((o) => [o.name, { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) }]));
  try {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options, strict: true });
    return { values: values as CliValues, positionals };
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const raw = e.message;
    const flag = /'(?:-\w, )?(-{1,2}[^'\s,]+)/.exec(raw)?.[1];
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag) {
      const bare = flag.replace(/^-+/, '');
      const name = bare.includes('=') ? bare.slice(0, bare.indexOf('=')) : bare;
      const guess = didYouMean(
        name,
        OPTIONS.flatMap((o) => [o.name, ...(o.alias ? [o.alias] : [])]),
      );
      throw new UsageError(`unknown option \`${flag}\`${guess ? `, did you mean \`--${guess}\`?` : ''} (see \`wflint --help\`)`);
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag) {
      const spec = OPTIONS.find((o) => flag === `--${o.name}` || flag === `-${o.short}`);
      throw new UsageError(spec?.type === 'string' ? `option \`${flag}\` needs a value${spec.arg ? ` ${spec.arg}` : ''}` : `option \`${flag}\` takes no value`);
    }
    throw new UsageError(`${raw.replace(/'/g, '`')} (see \`wflint --help\`)`);
  }
}
