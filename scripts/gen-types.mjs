#!/usr/bin/env node
// Generate into src/generated/:
// - kind-ids.ts: the `KindId` union, from the `defineKind` calls of src/kinds;
// - <kind>.ts: TypeScript types of schemas/<kind>.schema.json (json-schema-to-typescript), and of the
//   output formats there (gate-verdict.schema.json);
// - validators/<kind>.cjs, validators/wflint-config.cjs (src/core/lint/config.schema.json) and
//   validators/rule-options/<rule id>.cjs (the `meta.options` literal of src/rules/<rule>.ts):
//   precompiled ajv validators (ajv standalone code), so no process compiles a schema at run time;
//   src/core/lint/schema.ts and src/core/lint/config.ts require each only when it is used.
// And schemas/config/wflint.config.schema.json: the config schema editors read through `$schema`,
// with every rule id (its description, its severity and options) and every kind enumerated.
// `--check` exits 1 when a generated file is stale (CI and test/meta.test.ts use it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import ts from 'typescript';
import { Ajv, _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(root, 'schemas');
const outDir = path.join(root, 'src', 'generated');
const check = process.argv.includes('--check');
const DO_NOT_EDIT = 'by scripts/gen-types.mjs; do not edit (npm run gen).';

/** Formats of the kind schemas; the validators read them from validators/formats.cjs. */
const FORMATS = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
};

/**
 * The ajv options the validators are compiled with, as src/core used to compile them (a fresh
 * instance per schema keeps each file stable); kind schemas are strict and may use the formats.
 */
function standaloneAjv(kindSchema) {
  const code = { source: true, lines: true, formats: _`require("./formats.cjs")` };
  if (!kindSchema) return new Ajv({ allErrors: true, strictTuples: false, code });
  const ajv = new Ajv({ allErrors: true, strict: true, strictTuples: false, allowUnionTypes: true, code });
  ajv.addVocabulary(['x-wflint-kind', 'x-wflint-output', 'x-wflint-version', 'tsType']);
  for (const [name, regex] of Object.entries(FORMATS)) ajv.addFormat(name, regex);
  return ajv;
}

/**
 * ajv's own string length (a code point count), which its standalone code requires as
 * `ajv/dist/runtime/ucs2length` wherever a schema bounds a length: finding that module in
 * node_modules took ~2 ms of every start that validates. The validators require it from
 * validators/ucs2length.cjs instead, written from the installed ajv's function (`up`: the
 * validator's folder is one below validators/).
 */
const ucs2length = ucs2lengthModule.default;

function validatorModule(source, schema, kindSchema, up = false) {
  ucs2length.code = `require("${up ? '../' : './'}ucs2length.cjs").default`;
  const ajv = standaloneAjv(kindSchema);
  return `// Generated from ${source} ${DO_NOT_EDIT}\n${standaloneCode(ajv, ajv.compile(schema))}\n`;
}

/** The JSON value of a literal expression (an option schema must be one: no spreads; a name only for a `const` of the same file). */
function literalValue(node, where) {
  if (ts.isIdentifier(node)) {
    const decl = constOf(node.getSourceFile(), node.text);
    if (decl) return literalValue(decl, where);
  }
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return literalValue(node.expression, where);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literalValue(e, where));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((p) => {
        if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name)))
          throw new Error(`${where}: \`${p.getText()}\` is not a literal property`);
        return [p.name.text, literalValue(p.initializer, where)];
      }),
    );
  }
  throw new Error(`${where}: \`${node.getText()}\` is not a JSON literal`);
}

/** The initializer of a top-level `const name = …` of a source file. */
function constOf(source, name) {
  for (const st of source.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return d.initializer;
  }
  return undefined;
}

const property = (obj, name) => obj.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;

/** The object literal of each `callee({ … })` call in the .ts files under src/<folder>, with the file it is in. */
function definitions(folder, callee) {
  const dir = path.join(root, 'src', folder);
  const found = [];
  for (const file of listFiles(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const where = `src/${folder}/${file}`;
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === callee && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) found.push({ def: node.arguments[0], where });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** `{ id, description, options? }` of each rule in src/rules, read from the source. */
function ruleSchemas() {
  return definitions('rules', 'defineRule').map(({ def, where }) => {
    const meta = property(def, 'meta');
    if (!meta || !ts.isObjectLiteralExpression(meta)) throw new Error(`${where}: meta is not a literal`);
    const options = property(meta, 'options');
    return {
      id: literalValue(property(def, 'id'), where),
      description: literalValue(property(meta, 'description'), where),
      ...(options ? { options: literalValue(options, where) } : {}),
      where,
    };
  });
}

/** `{ id, schema? }` of each `defineKind({ id, … })` call in src/kinds (the registry's kinds), sorted by id. */
function kindDefinitions() {
  const kinds = definitions('kinds', 'defineKind').map(({ def, where }) => {
    const id = property(def, 'id');
    if (!id) throw new Error(`${where}: a defineKind call without a literal \`id\``);
    const schema = property(def, 'schema');
    return { id: literalValue(id, where), ...(schema ? { schema: literalValue(schema, where) } : {}) };
  });
  const ids = kinds.map((k) => k.id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new Error(`kinds defined twice: ${twice.join(', ')}`);
  return kinds.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * src/generated/kind-ids.ts: the `KindId` union every layer types kind ids with, and `KindData`, the
 * type of a valid document's data for each kind with a schema (the root type of that schema).
 */
function kindIdsModule(kinds, rootTypes) {
  const withSchema = kinds.filter((k) => k.schema);
  const imports = withSchema.map((k) => `import type { ${rootTypes.get(k.schema).name} } from './${k.schema}.js';\n`).join('');
  const dataType = ({ name, open }) => (open ? `${name} & Readonly<Record<string, unknown>>` : name);
  return `/* Generated from the defineKind calls of src/kinds ${DO_NOT_EDIT} */
${imports}
/** Every kind id of the registry (src/kinds/index.ts lists the definitions). */
export const KIND_IDS = [\n${kinds.map((k) => `  '${k.id}',\n`).join('')}] as const;

export type KindId = (typeof KIND_IDS)[number];

/** A valid document's data, by kind (the kinds with a schema; other keys too where the schema allows them). */
export interface KindData {
${withSchema.map((k) => `  '${k.id}': ${dataType(rootTypes.get(k.schema))};\n`).join('')}}
`;
}

/** The config schema for editors: the one the config is validated with, plus every rule and kind by name. */
function editorConfigSchema(rules, kinds) {
  const base = JSON.parse(fs.readFileSync(path.join(root, 'src/core/lint/config.schema.json'), 'utf8'));
  const severity = base.definitions.severity;
  const schema = structuredClone(base);
  schema.$id = 'https://wflint.dev/schemas/config/wflint.config.schema.json';
  schema.$comment = `Generated from src/core/lint/config.schema.json and src/rules ${DO_NOT_EDIT}`;
  schema.properties.rules.properties = Object.fromEntries(
    rules.map(({ id, description, options }) => [
      id,
      {
        description,
        anyOf: [severity, { type: 'array', minItems: 1, maxItems: options ? 2 : 1, items: options ? [severity, options] : [severity] }],
      },
    ]),
  );
  const kindObject = base.properties.kinds.additionalProperties.anyOf[1];
  schema.properties.kinds.properties = Object.fromEntries(kinds.map((k) => [k, { description: `The \`${k}\` kind: turn it off, add path patterns, pin its schema version.`, ...kindObject }]));
  schema.properties.kinds.additionalProperties = { anyOf: [{ description: 'A path pattern mapped to a kind', enum: kinds }, kindObject] };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export async function generate() {
  const out = new Map();
  /** The root type of each kind schema, by schema name. */
  const rootTypes = new Map();
  for (const file of fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8'));
    const name = file.replace(/\.schema\.json$/, '');
    const ts = await compile(schema, schema.title ?? name, {
      bannerComment: `/* Generated from schemas/${file} ${DO_NOT_EDIT} */`,
      additionalProperties: false,
      strictIndexSignatures: true,
      style: { singleQuote: true, printWidth: 120 },
      cwd: schemaDir,
    });
    if (schema['x-wflint-kind']) {
      if (!new RegExp(`^export (interface|type) ${schema.title}\\b`, 'm').test(ts)) throw new Error(`schemas/${file}: its title is not the name of its root type`);
      // A schema that leaves `additionalProperties` open (the loop kinds: their fields are a minimum)
      // lets a valid document carry other keys; its generated type does not say so, the data type does.
      rootTypes.set(name, { name: schema.title, open: schema.additionalProperties === undefined || schema.additionalProperties === true });
    }
    out.set(`${name}.ts`, ts);
    out.set(`validators/${name}.cjs`, validatorModule(`schemas/${file}`, schema, true));
  }
  const kinds = kindDefinitions();
  out.set('kind-ids.ts', kindIdsModule(kinds, rootTypes));
  const index =
    [...out.keys()]
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `export type * from './${f.replace(/\.ts$/, '.js')}';`)
      .join('\n') + '\n';
  out.set('index.ts', `/* Generated ${DO_NOT_EDIT} */\n${index}`);
  const configSchema = 'src/core/lint/config.schema.json';
  out.set('validators/wflint-config.cjs', validatorModule(configSchema, JSON.parse(fs.readFileSync(path.join(root, configSchema), 'utf8')), false));
  const rules = ruleSchemas();
  for (const { id, options, where } of rules) if (options) out.set(`validators/rule-options/${id}.cjs`, validatorModule(where, options, false, true));
  // Beside the kind schemas, which ship with the package (the key is relative to src/generated/).
  out.set(
    path.relative(outDir, path.join(schemaDir, 'config', 'wflint.config.schema.json')),
    editorConfigSchema(
      rules,
      kinds.map((k) => k.id),
    ),
  );
  const formats = Object.entries(FORMATS)
    .map(([name, regex]) => `exports[${JSON.stringify(name)}] = ${regex};`)
    .join('\n');
  out.set('validators/formats.cjs', `// Generated ${DO_NOT_EDIT}\n'use strict';\n${formats}\n`);
  out.set('validators/ucs2length.cjs', `// Generated from ajv/dist/runtime/ucs2length.js ${DO_NOT_EDIT}\n'use strict';\nexports.default = ${ucs2length.toString()};\n`);
  return out;
}

/** Paths under `dir`, relative to it. */
function listFiles(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await generate();
  let stale = [];
  for (const [name, content] of files) {
    const target = path.join(outDir, name);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
    if (current === content) continue;
    if (check) stale.push(name);
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
  }
  for (const f of listFiles(outDir)) {
    if (files.has(f)) continue;
    if (check) stale.push(f);
    else fs.unlinkSync(path.join(outDir, f));
  }
  if (check && stale.length) {
    console.error(`Generated files are stale: ${stale.join(', ')} (run npm run gen)`);
    process.exit(1);
  }
}
