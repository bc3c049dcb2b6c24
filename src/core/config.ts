/** Configuration (spec README §7): loading, validation, and resolution against the rule registry. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { Level, Rule } from './rule.js';
import { KINDS, isKindId } from '../kinds/index.js';
import { DEFAULT_CLAIM_ALIASES, DEFAULT_CLAIM_LATTICE, DEFAULT_CLAIM_PHRASES, defaultSettings, type Settings } from './settings.js';
import type { KindPatternOverride } from './workspace.js';
import { generatedValidator } from './schema.js';
import { MAX_SMALL_BYTES, readSmall } from './bounded-read.js';

export { readSmall };

export const CONFIG_FILES = ['wflint.config.json', 'wflint.config.yaml', 'wflint.config.yml', 'wflint.config.mjs'] as const;

export type RuleSetting = Level | [Level] | [Level, Record<string, unknown>];

export interface ConfigFile {
  rules?: Record<string, RuleSetting>;
  kinds?: Record<string, string | { enabled?: boolean; patterns?: string[]; version?: string }>;
  claimCeilings?: { lattice?: string[]; aliases?: Record<string, string>; phrases?: Record<string, string>; evidenceClasses?: string[] };
  headingAliases?: Record<string, Record<string, string[]>>;
  ignores?: string[];
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
}

export class ConfigError extends Error {}

/** Validates a config against `config.schema.json` (precompiled by `npm run gen`, like the rules' option schemas). */
const validateConfig = generatedValidator('wflint-config');

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
    return { file, config: await readConfig(file) };
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
    return { file, config: await readConfig(file), ...(skipped ? { skipped } : {}) };
  }
  const pkg = path.join(root, 'package.json');
  const text = configText(pkg);
  if (text !== undefined) {
    try {
      const json = JSON.parse(text) as { wflint?: ConfigFile } | null;
      if (json?.wflint) return { file: pkg, config: json.wflint, ...(skipped ? { skipped } : {}) };
    } catch (error) {
      throw new ConfigError(`${pkg}: ${parseProblem(error)}`);
    }
  }
  return { config: {}, ...(skipped ? { skipped } : {}) };
}

/**
 * A parse error's message without the text it quotes (`Unexpected token 'A', "AWS_SECRET"... is
 * not valid JSON` echoes the file): the config may be a link to a file the report must not show.
 */
function parseProblem(error: unknown): string {
  const message = (error as Error).message.split('\n')[0]!;
  const at = /position (\d+)/.exec(message) ?? /at line (\d+)/.exec(message);
  return at ? `not valid ${/JSON/.test(message) ? 'JSON' : 'YAML'} (${at[0]})` : `not valid ${/JSON/.test(message) ? 'JSON' : 'YAML'}`;
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
    return (value ?? {});
  } catch (error) {
    throw new ConfigError(`${file}: ${parseProblem(error)}`);
  }
}

export interface ResolveOptions {
  /** `--rule id:level` overrides, applied last. */
  ruleOverrides?: Record<string, Level>;
  settings?: Partial<Settings>;
  file?: string;
}

/** Validate a config and resolve it against the registry: unknown rules and bad options are errors. */
export function resolveConfig(config: ConfigFile, registry: readonly Rule[], opts: ResolveOptions = {}): ResolvedConfig {
  const where = opts.file ? `${opts.file}: ` : '';
  if (!validateConfig(config)) {
    const e = validateConfig.errors![0]!;
    throw new ConfigError(`${where}invalid config at \`${e.instancePath || '/'}\`: ${e.message}`);
  }
  const byId = new Map(registry.map((r) => [r.id, r]));
  const settingsOf = new Map<string, { level: Level; options?: Record<string, unknown> }>();
  for (const [id, setting] of Object.entries(config.rules ?? {})) {
    if (!byId.has(id)) throw new ConfigError(`${where}unknown rule \`${id}\`${suggestId(id, [...byId.keys()])}`);
    const level = (Array.isArray(setting) ? setting[0] : setting);
    const options = Array.isArray(setting) ? (setting[1]) : undefined;
    settingsOf.set(id, options ? { level, options } : { level });
  }
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
    if (!isKindId(key)) throw new ConfigError(`${where}unknown kind \`${key}\`${suggestId(key, KINDS.map((k) => k.id))}`);
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
  const resolved: ResolvedConfig = { rules, settings, disabledKinds, extraPatterns, ignores: config.ignores ?? [], kindVersions };
  if (opts.file) resolved.file = opts.file;
  return resolved;
}

function suggestId(id: string, known: string[]): string {
  const close = known.filter((k) => k.includes(id) || id.includes(k) || editDistance(k, id) <= 3);
  return close.length ? `, expected one of ${close.slice(0, 3).map((c) => `\`${c}\``).join(', ')}` : '';
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
