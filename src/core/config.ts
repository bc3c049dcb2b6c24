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

/** Whether a directory holds a wflint config (which makes it a root). */
export function hasConfig(dir: string): boolean {
  if (CONFIG_FILES.some((name) => fs.existsSync(path.join(dir, name)))) return true;
  const pkg = path.join(dir, 'package.json');
  if (!fs.existsSync(pkg)) return false;
  try {
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { wflint?: unknown }).wflint !== undefined;
  } catch {
    return false;
  }
}

/** Find the config for a root: explicit file, a `wflint.config.*`, or `"wflint"` in package.json. */
export async function loadConfigFile(root: string, explicit?: string): Promise<{ file?: string; config: ConfigFile }> {
  if (explicit) return { file: path.resolve(explicit), config: await readConfig(path.resolve(explicit)) };
  for (const name of CONFIG_FILES) {
    const file = path.join(root, name);
    if (fs.existsSync(file)) return { file, config: await readConfig(file) };
  }
  const pkg = path.join(root, 'package.json');
  if (fs.existsSync(pkg)) {
    try {
      const json = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { wflint?: ConfigFile };
      if (json.wflint) return { file: pkg, config: json.wflint };
    } catch (error) {
      throw new ConfigError(`${pkg}: ${(error as Error).message}`);
    }
  }
  return { config: {} };
}

/** Only the project's own config file may run code (`.mjs`); linted documents never do. */
async function readConfig(file: string): Promise<ConfigFile> {
  let text: string;
  try {
    if (file.endsWith('.mjs') || file.endsWith('.js')) {
      const mod = (await import(pathToFileURL(file).href)) as { default?: ConfigFile };
      return mod.default ?? {};
    }
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message}`);
  }
  try {
    const value: unknown = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100 });
    return (value ?? {});
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message.split('\n')[0]}`);
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
