/**
 * Kind schemas (`schemas/<kind>.schema.json`): validated by the validators `npm run gen` precompiles
 * (`src/generated/validators/<kind>.cjs`, ajv standalone code), errors mapped to data paths.
 * Nothing compiles a schema at run time, and a process loads only the validators of the kinds it validates.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject } from 'ajv';

/**
 * The package root: the nearest folder above this module holding `schemas/` and `package.json`
 * (the module runs from `src/core/lint` under vitest, `dist/core/lint` when built and
 * `dist/bundle` in the bins' bundle).
 */
export const PACKAGE_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'schemas'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`wflint: no package root (package.json and schemas/) above ${from}`);
  }
}
export const SCHEMA_DIR = path.join(PACKAGE_ROOT, 'schemas');

export interface KindSchema {
  $id: string;
  title: string;
  description: string;
  'x-wflint-kind': string;
  'x-wflint-version': string;
  [key: string]: unknown;
}

/** A precompiled ajv validator: true when the data is valid, else its `errors` say why. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Precompiled validators (`npm run gen`); read from the package root like the schemas, so `dist/` needs no copy. */
const VALIDATOR_DIR = path.join(PACKAGE_ROOT, 'src', 'generated', 'validators');
const requireGenerated = createRequire(import.meta.url);

/** The bins' loader of a validator with a code cache (bin/load.js); the library requires it. */
const REQUIRE_HOOK = Symbol.for('wflint.requireValidator');

/** A validator of `src/generated/validators/` by name: CommonJS, so it loads synchronously, and only when first asked for. */
const validators = new Map<string, Validator>();
export function generatedValidator(name: string): Validator {
  // Memoised: `require` resolves its path again on every call.
  let v = validators.get(name);
  if (!v) {
    const file = path.join(VALIDATOR_DIR, `${name}.cjs`);
    const hook = (globalThis as Record<symbol, ((file: string, name: string) => unknown) | undefined>)[REQUIRE_HOOK];
    validators.set(name, (v = (hook ? hook(file, name) : requireGenerated(file)) as Validator));
  }
  return v;
}

const schemas = new Map<string, KindSchema>();

export function loadSchema(name: string): KindSchema {
  let s = schemas.get(name);
  if (!s) {
    s = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, `${name}.schema.json`), 'utf8')) as KindSchema;
    schemas.set(name, s);
  }
  return s;
}

export interface SchemaProblem {
  /** Path of the offending value (for `required`, the missing key is the last segment). */
  path: string[];
  keyword: string;
  message: string;
  /** Where to report: the value, its key, or the parent that should hold a missing key. */
  at: 'value' | 'key' | 'parent';
  expected?: string[];
}

function decodePointer(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function show(value: unknown): string {
  if (value === null) return '`null`';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `\`${typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')}\``;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'mapping';
  return typeof value;
}

const TYPE_WORDS: Record<string, string> = { object: 'a mapping', array: 'a list', string: 'a string', boolean: 'a boolean', integer: 'an integer', number: 'a number', null: 'null' };

function label(p: string[]): string {
  return p.length ? `\`${p.join('.')}\`` : 'the document data';
}

/** Turn ajv errors into messages a person can act on ("Unexpected X, expected Y"). */
export function describeErrors(errors: readonly ErrorObject[], data: unknown): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  // anyOf/oneOf branches produce noise: keep the summarising error only.
  const branchPaths = new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.schemaPath));
  for (const e of errors) {
    if ([...branchPaths].some((b) => e.schemaPath.startsWith(`${b}/`))) continue;
    const p = decodePointer(e.instancePath);
    const value = p.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
    const params = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required': {
        const key = String(params.missingProperty);
        out.push({ path: [...p, key], keyword: e.keyword, at: 'parent', message: `Unexpected missing key \`${key}\`, expected it in ${label(p)}` });
        break;
      }
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map(String);
        out.push({
          path: p,
          keyword: e.keyword,
          at: 'value',
          expected: allowed,
          message: `Unexpected value ${show(value)} for ${label(p)}, expected one of ${allowed.map((a) => `\`${a}\``).join(', ')}`,
        });
        break;
      }
      case 'const':
        out.push({
          path: p,
          keyword: e.keyword,
          at: 'value',
          expected: [String(params.allowedValue)],
          message: `Unexpected value ${show(value)} for ${label(p)}, expected \`${String(params.allowedValue)}\``,
        });
        break;
      case 'type':
        out.push({
          path: p,
          keyword: e.keyword,
          at: 'value',
          message: `Unexpected ${typeName(value)} for ${label(p)}, expected ${String(params.type)
            .split(',')
            .map((t) => TYPE_WORDS[t] ?? t)
            .join(' or ')}`,
        });
        break;
      case 'additionalProperties': {
        const key = String(params.additionalProperty);
        out.push({ path: [...p, key], keyword: e.keyword, at: 'key', message: `Unexpected key \`${key}\` in ${label(p)}` });
        break;
      }
      case 'pattern':
        out.push({ path: p, keyword: e.keyword, at: 'value', message: `Unexpected value ${show(value)} for ${label(p)}, expected it to match \`${String(params.pattern)}\`` });
        break;
      case 'format':
        out.push({ path: p, keyword: e.keyword, at: 'value', message: `Unexpected value ${show(value)} for ${label(p)}, expected a ${String(params.format)}` });
        break;
      case 'minItems':
        out.push({ path: p, keyword: e.keyword, at: 'value', message: `Unexpected ${(value as unknown[]).length} item(s) in ${label(p)}, expected at least ${String(params.limit)}` });
        break;
      case 'maxItems':
        out.push({ path: p, keyword: e.keyword, at: 'value', message: `Unexpected ${(value as unknown[]).length} item(s) in ${label(p)}, expected at most ${String(params.limit)}` });
        break;
      case 'minLength':
        out.push({ path: p, keyword: e.keyword, at: 'value', message: `Unexpected empty value for ${label(p)}, expected a non-empty string` });
        break;
      case 'anyOf':
      case 'oneOf':
        out.push({ path: p, keyword: e.keyword, at: 'value', message: `Unexpected value ${show(value)} for ${label(p)}, expected it to match the schema` });
        break;
      default:
        out.push({ path: p, keyword: e.keyword, at: 'value', message: `Unexpected value ${show(value)} for ${label(p)}, expected it ${e.message ?? 'to match the schema'}` });
    }
  }
  return out;
}

/** Validate a kind's data; `undefined` when the kind has no schema. */
export function validateKindData(schemaName: string, data: unknown): SchemaProblem[] {
  const validate = generatedValidator(schemaName);
  if (validate(data)) return [];
  return describeErrors(validate.errors ?? [], data);
}
