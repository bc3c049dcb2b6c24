/** Configuration (spec README §7): validation, and resolution against the registries it is given. */
import fs from 'node:fs';
import path from 'node:path';
import type { Level, Rule } from './rule.js';
import type { KindDef, KindId } from '../model/kind.js';
import { editDistance } from '../model/text.js';
import { DEFAULT_CLAIM_ALIASES, DEFAULT_CLAIM_LATTICE, DEFAULT_CLAIM_PHRASES, defaultSettings, type Settings } from './settings.js';
import { generatedValidator, SCHEMA_DIR } from './schema.js';

/** A severity as a config writes it: a word, or ESLint's number (`0` off, `1` warn, `2` error). */
export type SeverityInput = Level | 0 | 1 | 2;
export type RuleSetting = SeverityInput | [SeverityInput] | [SeverityInput, Record<string, unknown>];

/** The severity a config's word or number means. */
export const levelOf = (value: unknown): Level | undefined =>
  value === 0 || value === '0' ? 'off' : value === 1 || value === '1' ? 'warn' : value === 2 || value === '2' ? 'error' : value === 'off' || value === 'warn' || value === 'error' ? value : undefined;

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
  /** Every file it was read from: `file` and the files it `extends` (shipped configs aside). */
  sources?: readonly string[];
  rules: ResolvedRule[];
  settings: Settings;
  disabledKinds: Set<string>;
  extraPatterns: KindPatternOverride[];
  ignores: string[];
  /** Pinned kind schema versions. */
  kindVersions: Record<string, string>;
  /** Every rule the config knows, on or off: the built-in ones, then the plugins' (inline suppressions name them). */
  registry: readonly Rule[];
  /** Rules a `--rule id:off` of this run turned off (the gate does not let its caller switch off a precondition). */
  offByOverride?: Set<string>;
}

export class ConfigError extends Error {}

/** A `pattern → kind` mapping from the config (`kinds`), repo-relative. */
export interface KindPatternOverride {
  pattern: string;
  kind: KindId;
}

/** The registries a config is resolved against: every rule and kind it may name. */
export interface Registries {
  rules: readonly Rule[];
  kinds: readonly KindDef[];
}

/** Validates a config against `config.schema.json` (precompiled by `npm run gen`, like the rules' option schemas). */
const validateConfig = generatedValidator('wflint-config');
/** The config schema editors read (`npm run gen` writes it from `config.schema.json`): the keys an error lists as allowed. */
export const EDITOR_CONFIG_SCHEMA = path.join(SCHEMA_DIR, 'config', 'wflint.config.schema.json');
let configSchema: Record<string, unknown> | undefined;

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

/** What is wrong with a config file's shape (the first schema error in its own words), or `undefined`. */
export function configFileProblem(config: unknown): string | undefined {
  return validateConfig(config) ? undefined : configProblem(validateConfig.errors ?? [], config);
}

/** Validate a config and resolve it against the registries: unknown rules, kinds and bad options are errors. */
export function resolveConfig(config: ConfigFile, registries: Registries, opts: ResolveOptions = {}): ResolvedConfig {
  const where = opts.file ? `${opts.file}: ` : '';
  const problem = configFileProblem(config);
  if (problem) throw new ConfigError(`${where}${problem}`);
  const registry = [...registries.rules, ...pluginRules(config.plugins, where)];
  const kindIds = new Set<string>(registries.kinds.map((k) => k.id));
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
      if (!kindIds.has(value)) throw new ConfigError(`${where}pattern \`${key}\` maps to unknown kind \`${value}\``);
      extraPatterns.push({ pattern: key, kind: value as KindId });
      continue;
    }
    if (!kindIds.has(key)) throw new ConfigError(`${where}unknown kind \`${key}\`${suggestId(key, [...kindIds])}`);
    if (value.enabled === false) disabledKinds.add(key);
    for (const pattern of value.patterns ?? []) extraPatterns.push({ pattern, kind: key as KindId });
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
  const offByOverride = Object.entries(opts.ruleOverrides ?? {}).filter(([, level]) => level === 'off');
  if (offByOverride.length) resolved.offByOverride = new Set(offByOverride.map(([id]) => id));
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
