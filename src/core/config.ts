/** Configuration (spec README §7): loading, validation, and resolution against the rule registry. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { parse as parseYaml } from 'yaml';
import type { Level, Rule } from './rule.js';
import { KINDS, isKindId } from '../kinds/index.js';
import { DEFAULT_CLAIM_ALIASES, DEFAULT_CLAIM_LATTICE, DEFAULT_CLAIM_PHRASES, defaultSettings, type Settings } from './settings.js';
import type { KindPatternOverride } from './workspace.js';
import { generatedValidator, SCHEMA_DIR } from './schema.js';
import { MAX_SMALL_BYTES, readSmall } from './bounded-read.js';

export { readSmall };

export const CONFIG_FILES = ['wflint.config.json', 'wflint.config.yaml', 'wflint.config.yml', 'wflint.config.mjs', 'wflint.config.js', 'wflint.config.cjs'] as const;

/** A severity as a config writes it: a word, or ESLint's number (`0` off, `1` warn, `2` error). */
export type SeverityInput = Level | 0 | 1 | 2;
export type RuleSetting = SeverityInput | [SeverityInput] | [SeverityInput, Record<string, unknown>];

/** The severity a config's word or number means. */
export const levelOf = (value: unknown): Level | undefined =>
  value === 0 || value === '0' ? 'off' : value === 1 || value === '1' ? 'warn' : value === 2 || value === '2' ? 'error' : value === 'off' || value === 'warn' || value === 'error' ? value : undefined;

/** The shareable configs wflint ships (`extends: "wflint:<name>"`). */
export const SHARED_CONFIGS = ['wflint:recommended', 'wflint:strict'] as const;

export interface ConfigFile {
  $schema?: string;
  /** Configs this one builds on, in order (`wflint:recommended`, `wflint:strict`, a path or a package); its own keys come last. */
  extends?: string | string[];
  rules?: Record<string, RuleSetting>;
  kinds?: Record<string, string | { enabled?: boolean; patterns?: string[]; version?: string }>;
  claimCeilings?: { lattice?: string[]; aliases?: Record<string, string>; phrases?: Record<string, string>; evidenceClasses?: string[] };
  headingAliases?: Record<string, Record<string, string[]>>;
  ignores?: string[];
  /**
   * Project rules (JavaScript configs only), as ESLint's flat config: `{ acme: { rules: { 'no-todo':
   * defineRule({ id: 'acme/no-todo', … }) } } }`, configured as `acme/no-todo`.
   */
  plugins?: Record<string, { rules?: Record<string, Rule> }>;
}

export interface ResolvedRule {
  rule: Rule;
  severity: 1 | 2;
  options: Record<string, unknown>;
}

export interface ResolvedConfig {
  /** The file it came from, when any. */
  file?: string;
  rules: ResolvedRule[];
  settings: Settings;
  disabledKinds: Set<string>;
  extraPatterns: KindPatternOverride[];
  ignores: string[];
  /** Pinned kind schema versions. */
  kindVersions: Record<string, string>;
  /** Every rule the config knows, on or off: the built-in ones, then the plugins' (inline suppressions name them). */
  registry: readonly Rule[];
}

export class ConfigError extends Error {}

/** Validates a config against `config.schema.json` (precompiled by `npm run gen`, like the rules' option schemas). */
const validateConfig = generatedValidator('wflint-config');
/** The config schema editors read (`npm run gen` writes it from `config.schema.json`): the keys an error lists as allowed. */
export const EDITOR_CONFIG_SCHEMA = path.join(SCHEMA_DIR, 'config', 'wflint.config.schema.json');
let configSchema: Record<string, unknown> | undefined;

/** Largest config file read (a link to `/dev/zero` or a huge file is refused, never read whole). */
export const MAX_CONFIG_BYTES = MAX_SMALL_BYTES;

/**
 * Folders that hold workflow documents, where a pull request or an agent writes: the task state
 * (`.agents/state/`), plan summaries (`.task-driver/`), checkpoints (`docs/checkpoints/`) and the
 * harness work directory (`.webwork/harness/`). A config in one of them (or in a loop home) is
 * never loaded: it would let the documents judge themselves.
 */
const DOCUMENT_FOLDER = /(^|\/)(\.agents\/state|\.task-driver|docs\/checkpoints|\.webwork\/harness)(\/|$)/;

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
export async function loadConfigFile(root: string, explicit?: string, opts: LoadConfigOptions = {}): Promise<{ file?: string; config: ConfigFile; skipped?: string }> {
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
async function expanded(file: string, config: ConfigFile, code: CodeRule, skipped?: string): Promise<{ file: string; config: ConfigFile; skipped?: string }> {
  const merged = await withExtends(config, file, code);
  const notRun = skipped ?? (code.may === 'untrusted' ? code.skipped[0] : undefined);
  return { file, config: merged, ...(notRun ? { skipped: notRun } : {}) };
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
async function withExtends(config: ConfigFile, file: string, code: CodeRule, seen: readonly string[] = []): Promise<ConfigFile> {
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
      const read = await readConfig(target);
      // Each file's own mistakes are named with its own path.
      if (!validateConfig(read)) throw new ConfigError(`${target}: ${configProblem(validateConfig.errors ?? [], read)}`);
      base = await withExtends(read, target, code, [...seen, file]);
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

export interface ResolveOptions {
  /** `--rule id:level` overrides, applied last. */
  ruleOverrides?: Record<string, Level>;
  settings?: Partial<Settings>;
  file?: string;
}

/**
 * The first schema error of a config in its own words: the key (dotted, as written), what is
 * wrong, and what is allowed (the keys a place takes, the values a severity takes).
 */
function configProblem(errors: ReadonlyArray<{ instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }>, config: unknown): string {
  // Of the branches of an `anyOf`, the one the value was meant for: the deepest place, and there
  // not a branch of another type.
  const depth = (x: { instancePath: string }) => x.instancePath.split('/').length;
  const rank = (x: { keyword: string }) => (x.keyword === 'anyOf' ? 2 : x.keyword === 'type' ? 1 : 0);
  const e = [...errors].sort((a, b) => depth(b) - depth(a) || rank(a) - rank(b))[0];
  if (!e) return 'invalid config';
  const keys = e.instancePath
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const at = keys.length ? `\`${keys.join('.')}\`` : 'the config';
  const value = keys.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), config);
  // The file may be a link to a file whose text must not show: a value is quoted only when it
  // is a short word (a misspelt severity), else named by its type.
  const kind = Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value === 'object' ? 'a mapping' : `a ${typeof value}`;
  const shown = keys.length > 0 && (typeof value === 'number' || (typeof value === 'string' && /^[\w-]{0,20}$/.test(value))) ? JSON.stringify(value) : kind;
  if (e.keyword === 'additionalProperties') {
    const key = String(e.params.additionalProperty);
    const node = e.schemaPath
      .replace(/^#\//, '')
      .split('/')
      .slice(0, -1)
      .reduce<Record<string, unknown> | undefined>(
        (n, k) => n?.[k] as Record<string, unknown> | undefined,
        (configSchema ??= JSON.parse(fs.readFileSync(EDITOR_CONFIG_SCHEMA, 'utf8')) as Record<string, unknown>),
      );
    const allowed = Object.keys((node?.properties as Record<string, unknown> | undefined) ?? {}).filter((k) => k !== '$schema');
    return `unknown key \`${key}\` in ${at}${allowed.length ? `, expected one of ${allowed.map((k) => `\`${k}\``).join(', ')}` : ''}`;
  }
  if (keys[0] === 'rules' && keys.length === 2) return `${at}: unexpected ${shown}, expected a severity (\`off\`, \`warn\`, \`error\`, or 0, 1, 2) or [severity, options]`;
  if (keys[0] === 'rules' && keys.length === 3 && keys[2] === '0') return `${at}: unexpected ${shown}, expected a severity (\`off\`, \`warn\`, \`error\`, or 0, 1, 2)`;
  if (e.keyword === 'type') return `${at}: unexpected ${shown}, expected ${e.params.type === 'array' ? 'a list' : e.params.type === 'object' ? 'a mapping' : `a ${String(e.params.type)}`}`;
  if (e.keyword === 'enum') return `${at}: unexpected ${shown}, expected one of ${(e.params.allowedValues as unknown[]).map((v) => `\`${String(v)}\``).join(', ')}`;
  return `${at}: ${e.message ?? 'invalid'}`;
}

/**
 * The rules of a config's plugins, each checked to be a rule `defineRule` made, named
 * `<plugin>/<name>` as it is configured (a plugin cannot shadow a built-in rule).
 */
function pluginRules(plugins: ConfigFile['plugins'], where: string): Rule[] {
  const out: Rule[] = [];
  for (const [plugin, def] of Object.entries(plugins ?? {})) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(plugin)) throw new ConfigError(`${where}plugin name \`${plugin}\` expects lower-case letters, digits and hyphens`);
    for (const [name, rule] of Object.entries(def.rules ?? {})) {
      const id = `${plugin}/${name}`;
      const r = rule as Partial<Rule> | undefined;
      if (!r || typeof r.check !== 'function' || typeof r.appliesTo !== 'function' || !r.meta || typeof r.meta.messages !== 'object') {
        throw new ConfigError(`${where}plugin rule \`${id}\` is not a rule: make it with \`defineRule\` (import { defineRule } from 'wflint')`);
      }
      if (r.id !== id) throw new ConfigError(`${where}plugin rule \`${id}\` has id \`${String(r.id)}\`, expected \`${id}\``);
      out.push(r as Rule);
    }
  }
  return out;
}

/** Validate a config and resolve it against the registry: unknown rules and bad options are errors. */
export function resolveConfig(config: ConfigFile, builtIn: readonly Rule[], opts: ResolveOptions = {}): ResolvedConfig {
  const where = opts.file ? `${opts.file}: ` : '';
  if (!validateConfig(config)) throw new ConfigError(`${where}${configProblem(validateConfig.errors ?? [], config)}`);
  const registry = [...builtIn, ...pluginRules(config.plugins, where)];
  const byId = new Map(registry.map((r) => [r.id, r]));
  const settingsOf = new Map<string, { level: Level; options?: Record<string, unknown> }>();
  let everyRule: Level | undefined;
  for (const [id, setting] of Object.entries(config.rules ?? {})) {
    const level = levelOf(Array.isArray(setting) ? setting[0] : setting)!;
    const options = Array.isArray(setting) ? setting[1] : undefined;
    // `"*"`: every rule's severity (wflint:strict); rules named as well keep their own.
    if (id === '*') {
      everyRule = level;
      continue;
    }
    if (!byId.has(id)) throw new ConfigError(`${where}unknown rule \`${id}\`${suggestId(id, [...byId.keys()])}`);
    settingsOf.set(id, options ? { level, options } : { level });
  }
  if (everyRule) for (const id of byId.keys()) if (!settingsOf.has(id)) settingsOf.set(id, { level: everyRule });
  for (const [id, level] of Object.entries(opts.ruleOverrides ?? {})) {
    if (!byId.has(id)) throw new ConfigError(`unknown rule \`${id}\` in --rule${suggestId(id, [...byId.keys()])}`);
    settingsOf.set(id, { ...settingsOf.get(id), level });
  }
  const rules: ResolvedRule[] = [];
  for (const rule of registry) {
    const s = settingsOf.get(rule.id);
    const level = s?.level ?? rule.meta.severity;
    if (level === 'off') continue;
    const options = { ...(rule.meta.defaultOptions ?? {}), ...(s?.options ?? {}) };
    // Only options a config sets are validated (a rule's defaults are checked once, by the tests), by
    // the validator `npm run gen` precompiles from the rule's `meta.options`.
    if (rule.meta.options && s?.options) {
      const validate = generatedValidator(`rule-options/${rule.id}`);
      if (!validate(options)) {
        const e = validate.errors![0]!;
        throw new ConfigError(`${where}invalid options for \`${rule.id}\` at \`${e.instancePath || '/'}\`: ${e.message}`);
      }
    } else if (s?.options && Object.keys(s.options).length > 0) {
      throw new ConfigError(`${where}rule \`${rule.id}\` takes no options`);
    }
    rules.push({ rule, severity: level === 'error' ? 2 : 1, options });
  }
  const disabledKinds = new Set<string>();
  const extraPatterns: KindPatternOverride[] = [];
  const kindVersions: Record<string, string> = {};
  for (const [key, value] of Object.entries(config.kinds ?? {})) {
    if (typeof value === 'string') {
      if (!isKindId(value)) throw new ConfigError(`${where}pattern \`${key}\` maps to unknown kind \`${value}\``);
      extraPatterns.push({ pattern: key, kind: value });
      continue;
    }
    if (!isKindId(key))
      throw new ConfigError(
        `${where}unknown kind \`${key}\`${suggestId(
          key,
          KINDS.map((k) => k.id),
        )}`,
      );
    if (value.enabled === false) disabledKinds.add(key);
    for (const pattern of value.patterns ?? []) extraPatterns.push({ pattern, kind: key });
    if (value.version !== undefined) kindVersions[key] = value.version;
  }
  const cc = config.claimCeilings ?? {};
  const lattice = cc.lattice ?? [...DEFAULT_CLAIM_LATTICE];
  const aliases = { ...(cc.lattice ? {} : DEFAULT_CLAIM_ALIASES), ...(cc.aliases ?? {}) };
  for (const [alias, target] of Object.entries(aliases)) {
    if (!lattice.includes(target)) throw new ConfigError(`${where}claim ceiling alias \`${alias}\` maps to \`${target}\`, which is not in the lattice`);
  }
  const phrases = { ...(cc.lattice ? {} : DEFAULT_CLAIM_PHRASES), ...(cc.phrases ?? {}) };
  const settings = defaultSettings({
    claimCeilings: { lattice, aliases, phrases, ...(cc.evidenceClasses ? { evidenceClasses: cc.evidenceClasses } : {}) },
    headingAliases: config.headingAliases ?? {},
    ...opts.settings,
  });
  const resolved: ResolvedConfig = { rules, settings, disabledKinds, extraPatterns, ignores: config.ignores ?? [], kindVersions, registry };
  if (opts.file) resolved.file = opts.file;
  return resolved;
}

function suggestId(id: string, known: string[]): string {
  const close = known.filter((k) => k.includes(id) || id.includes(k) || editDistance(k, id) <= 3);
  return close.length
    ? `, expected one of ${close
        .slice(0, 3)
        .map((c) => `\`${c}\``)
        .join(', ')}`
    : '';
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
