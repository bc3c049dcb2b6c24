/**
 * Config files (spec README §7): where a root's config is found, which configs may run code, and
 * what a config extends, merged into one `ConfigFile` for `resolveConfig` (core/lint/config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { parse as parseYaml } from 'yaml';
import { ConfigError, configFileProblem, type ConfigFile, type RuleSetting } from '../lint/config.js';
import { readSmall } from './bounded-read.js';

export const CONFIG_FILES = ['wflint.config.json', 'wflint.config.yaml', 'wflint.config.yml', 'wflint.config.mjs', 'wflint.config.js', 'wflint.config.cjs'] as const;

/** The shareable configs wflint ships (`extends: "wflint:<name>"`). */
export const SHARED_CONFIGS = ['wflint:recommended', 'wflint:strict'] as const;

/**
 * Folders that hold workflow documents, where a pull request or an agent writes: the agents' own
 * folder with the task state (`.agents/`, `.agents/state/`), plan summaries (`.task-driver/`),
 * checkpoints (`docs/checkpoints/`) and the harness work directory (`.webwork/harness/`). A config
 * in one of them (or in a loop home) is never loaded: it would let the documents judge themselves.
 */
const DOCUMENT_FOLDER = /(^|\/)(\.agents|\.task-driver|docs\/checkpoints|\.webwork\/harness)(\/|$)/;

/**
 * Whether `dir` is (or is inside) a workflow-document folder of the repository at `top`: one of
 * `DOCUMENT_FOLDER`, or a loop home (a folder below the top level whose `CONTROL.md` has a
 * `loop_home` key). Outside `top`, nothing is.
 */
export function isDocumentFolder(dir: string, top: string | undefined): boolean {
  const base = top ?? dir;
  const rel = top === undefined ? dir : path.relative(base, dir);
  if (top !== undefined && (rel.startsWith('..') || path.isAbsolute(rel))) return false;
  const posix = rel.split(path.sep).join('/');
  if (DOCUMENT_FOLDER.test(posix)) return true;
  for (let d = dir; d !== base && path.dirname(d) !== d; d = path.dirname(d)) {
    const control = readSmall(path.join(d, 'CONTROL.md'));
    if (typeof control === 'string' && /^[ \t]*loop_home[ \t]*:/m.test(control)) return true;
  }
  return false;
}

/** A config file's text, or a `ConfigError` naming the file (and never echoing what it holds). */
function configText(file: string): string | undefined {
  const text = readSmall(file);
  if (typeof text === 'object') throw new ConfigError(`${file}: ${text.problem}`);
  return text;
}

/** Whether a directory holds a wflint config (which makes it a root). */
export function hasConfig(dir: string): boolean {
  if (CONFIG_FILES.some((name) => fs.existsSync(path.join(dir, name)))) return true;
  const pkg = path.join(dir, 'package.json');
  if (!fs.existsSync(pkg)) return false;
  try {
    const text = readSmall(pkg);
    return typeof text === 'string' && (JSON.parse(text) as { wflint?: unknown } | null)?.wflint !== undefined;
  } catch {
    return false;
  }
}

export interface LoadConfigOptions {
  /** The repository's top level (git), when any: a JavaScript config runs only there. */
  top?: string;
  /**
   * Whether a JavaScript config may run at all (default true). The language server passes false
   * until the editor trusts the workspace: JSON and YAML configs are read, `.mjs` ones skipped.
   */
  trustCode?: boolean;
}

/** A JavaScript config, which runs code when it is loaded. */
export const runsCode = (file: string): boolean => /\.(mjs|cjs|js)$/.test(file);

/**
 * Find the config for a root: explicit file, a `wflint.config.*`, or `"wflint"` in package.json.
 *
 * Only the project's own config may run code: a `.mjs` config is loaded only at the repository's
 * top level (outside git: the root itself), or when named explicitly (`--config`, the Action's
 * `config` input); found anywhere else it is an error, not a silent skip. A root inside a
 * workflow-document folder (`isDocumentFolder`) loads no config at all. With `trustCode: false`,
 * a `.mjs` config is skipped (`skipped` names it) and the JSON / YAML ones are still read.
 */
export async function loadConfigFile(root: string, explicit?: string, opts: LoadConfigOptions = {}): Promise<{ file?: string; sources?: string[]; config: ConfigFile; skipped?: string }> {
  if (explicit) {
    const file = path.resolve(explicit);
    if (runsCode(file) && opts.trustCode === false) return { config: {}, skipped: file };
    return expanded(file, await readConfig(file), codeRule(root, opts, true));
  }
  if (isDocumentFolder(root, opts.top)) return { config: {} };
  let skipped: string | undefined;
  for (const name of CONFIG_FILES) {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) continue;
    if (runsCode(file)) {
      if (opts.trustCode === false) {
        skipped = file;
        continue;
      }
      if (opts.top !== undefined && path.resolve(opts.top) !== path.resolve(root)) {
        throw new ConfigError(`${file}: a JavaScript config runs code and is loaded only at the repository root \`${opts.top}\` (or named with --config); use wflint.config.json or .yaml here`);
      }
    }
    return expanded(file, await readConfig(file), codeRule(root, opts), skipped);
  }
  const pkg = path.join(root, 'package.json');
  const text = configText(pkg);
  if (text !== undefined) {
    let json: { wflint?: ConfigFile } | null;
    try {
      json = JSON.parse(text) as { wflint?: ConfigFile } | null;
    } catch (error) {
      throw new ConfigError(`${pkg}: ${parseProblem(error, text)}`);
    }
    if (json?.wflint) return expanded(pkg, json.wflint, codeRule(root, opts), skipped);
  }
  return { config: {}, ...(skipped ? { skipped } : {}) };
}

/**
 * What a config may extend: code only where the config itself may run code (at the top level, or
 * named explicitly), and only in a trusted workspace.
 */
function codeRule(root: string, opts: LoadConfigOptions, explicit = false): CodeRule {
  if (!explicit && opts.top !== undefined && path.resolve(opts.top) !== path.resolve(root)) return { may: 'no' };
  return opts.trustCode === false ? { may: 'untrusted', skipped: [] } : { may: 'yes' };
}

/** A loaded config with what it extends merged in; `skipped` names a JavaScript config (or base) not run in an untrusted workspace. */
async function expanded(file: string, config: ConfigFile, code: CodeRule, skipped?: string): Promise<{ file: string; sources: string[]; config: ConfigFile; skipped?: string }> {
  const sources = [file];
  const merged = await withExtends(config, file, code, [], sources);
  const notRun = skipped ?? (code.may === 'untrusted' ? code.skipped[0] : undefined);
  return { file, sources, config: merged, ...(notRun ? { skipped: notRun } : {}) };
}

/**
 * A parse error's message without the text it quotes (`Unexpected token 'A', "AWS_SECRET"... is
 * not valid JSON` echoes the file): the config may be a link to a file the report must not show.
 * The place is given as line and column.
 */
function parseProblem(error: unknown, text: string): string {
  const message = (error as Error).message.split('\n')[0]!;
  const json = !(error as { linePos?: unknown }).linePos && /JSON/.test(message);
  const yamlAt = (error as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
  const position = /position (\d+)/.exec(message);
  let at: { line: number; col: number } | undefined = yamlAt;
  if (!at && position) {
    const before = text.slice(0, Number(position[1]));
    at = { line: before.split('\n').length, col: before.length - before.lastIndexOf('\n') };
  }
  const lineAt = /at line (\d+),? column (\d+)/.exec(message);
  if (!at && lineAt) at = { line: Number(lineAt[1]), col: Number(lineAt[2]) };
  return `not valid ${json ? 'JSON' : 'YAML'}${at ? ` at line ${at.line}, column ${at.col}` : ''}`;
}

/**
 * The dynamic import a JavaScript config or formatter module is loaded with. The bins compile the
 * bundle with V8's code cache, and a script compiled from a cache has no dynamic import callback
 * on Node 20: they set this hook to their own `import()` (bin/load.js).
 */
const IMPORT_HOOK = Symbol.for('wflint.import');
export function importModule(url: string): Promise<unknown> {
  const hook = (globalThis as Record<symbol, ((u: string) => Promise<unknown>) | undefined>)[IMPORT_HOOK];
  return hook ? hook(url) : import(url);
}

/** Only the project's own config file may run code (`.mjs`); linted documents never do. */
async function readConfig(file: string): Promise<ConfigFile> {
  if (runsCode(file)) {
    try {
      const mod = (await importModule(pathToFileURL(file).href)) as { default?: ConfigFile };
      return mod.default ?? {};
    } catch (error) {
      throw new ConfigError(`${file}: ${(error as Error).message}`);
    }
  }
  const text = configText(file);
  if (text === undefined) throw new ConfigError(`${file}: no such file`);
  try {
    const value: unknown = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100 });
    return value ?? {};
  } catch (error) {
    throw new ConfigError(`${file}: ${parseProblem(error, text)}`);
  }
}

/** What every rule at `error` means for `wflint:strict`; `wflint:recommended` is the rules' own severities. */
function sharedConfig(name: string): ConfigFile {
  return name === 'wflint:strict' ? { rules: { '*': 'error' } } : {};
}

/**
 * Whether what a config extends may run code: `yes`; `untrusted` (the editor does not trust the
 * workspace: a JavaScript base is skipped, as a JavaScript config is, and named in `skipped`);
 * `no` (a config below the top level: a JavaScript base is an error).
 */
type CodeRule = { may: 'yes' | 'no' } | { may: 'untrusted'; skipped: string[] };

/**
 * A config with what it extends merged in, depth first, in order; the config's own keys last.
 * `wflint:<name>` is a shipped config; a path (`./`, `../`, `/`) is resolved from the config's
 * folder; anything else is a package, resolved as Node resolves it from there. A config that may
 * not run code (a package's own config, an untrusted workspace) cannot extend one that does.
 */
async function withExtends(config: ConfigFile, file: string, code: CodeRule, seen: readonly string[] = [], sources: string[] = []): Promise<ConfigFile> {
  if (!config || typeof config !== 'object' || config.extends === undefined) return config;
  const list = typeof config.extends === 'string' ? [config.extends] : config.extends;
  if (!Array.isArray(list) || list.some((x) => typeof x !== 'string')) throw new ConfigError(`${file}: \`extends\` expects a config name or a list of them`);
  let merged: ConfigFile = {};
  for (const name of list) {
    let base: ConfigFile;
    if (name.startsWith('wflint:')) {
      if (!(SHARED_CONFIGS as readonly string[]).includes(name))
        throw new ConfigError(`${file}: unknown shared config \`${name}\` in \`extends\`, expected one of ${SHARED_CONFIGS.map((c) => `\`${c}\``).join(', ')}`);
      base = sharedConfig(name);
    } else {
      const target = resolveExtends(name, file);
      if (seen.includes(target) || target === file) throw new ConfigError(`${file}: \`extends\` \`${name}\` leads back to a config that extends it`);
      if (runsCode(target) && code.may === 'untrusted') {
        code.skipped.push(target);
        continue;
      }
      if (runsCode(target) && code.may === 'no') throw new ConfigError(`${file}: \`extends\` \`${name}\` is JavaScript, which runs code; a config here may extend JSON or YAML configs only`);
      sources.push(target);
      const read = await readConfig(target);
      // Each file's own mistakes are named with its own path.
      const problem = configFileProblem(read);
      if (problem) throw new ConfigError(`${target}: ${problem}`);
      base = await withExtends(read, target, code, [...seen, file], sources);
    }
    merged = mergeConfigs(merged, base);
  }
  const { extends: _extends, ...own } = config;
  return mergeConfigs(merged, own);
}

function resolveExtends(name: string, file: string): string {
  const from = path.dirname(file);
  if (/^\.{1,2}[\\/]|^\//.test(name) || path.isAbsolute(name)) {
    const target = path.resolve(from, name);
    if (!fs.existsSync(target)) throw new ConfigError(`${file}: \`extends\` \`${name}\`: no such file`);
    return target;
  }
  try {
    return createRequire(file).resolve(name, { paths: [from] });
  } catch {
    throw new ConfigError(`${file}: \`extends\` \`${name}\`: no such package (install it, or give a path such as \`./${name}.json\`)`);
  }
}

/** `over` on top of `base`: rules by id (a bare severity keeps the options set below it), kinds and aliases by key, ignores joined. */
function mergeConfigs(base: ConfigFile, over: ConfigFile): ConfigFile {
  const out: ConfigFile = { ...base, ...over };
  if (base.rules || over.rules) {
    const rules: Record<string, RuleSetting> = { ...base.rules };
    for (const [id, setting] of Object.entries(over.rules ?? {})) {
      const below = rules[id];
      rules[id] = !Array.isArray(setting) && Array.isArray(below) && below.length === 2 ? [setting, below[1]] : setting;
    }
    out.rules = rules;
  }
  if (base.kinds || over.kinds) out.kinds = { ...base.kinds, ...over.kinds };
  if (base.claimCeilings || over.claimCeilings) out.claimCeilings = { ...base.claimCeilings, ...over.claimCeilings };
  if (base.headingAliases || over.headingAliases) out.headingAliases = { ...base.headingAliases, ...over.headingAliases };
  if (base.ignores || over.ignores) out.ignores = [...(base.ignores ?? []), ...(over.ignores ?? [])];
  if (base.plugins || over.plugins) out.plugins = { ...base.plugins, ...over.plugins };
  return out;
}
