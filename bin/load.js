// What a bin runs: the bundle (`dist/bundle/<name>.cjs`, one file per surface, built by
// `npm run build`) when it is at least as new as the compiled module tree, else the tree itself.
// Same code either way; the bundle only starts faster.
//
// The bundle is compiled with V8's code cache (`<name>.cjs.cache` beside it): compiling and
// lazily compiling the code a run touches is a third of a one-file run (the pre-commit and agent
// path, see BENCHMARKS.md), and Node 20 caches no compiled code by itself. A missing, stale or
// rejected cache is written again when the process exits, after the run compiled what it uses;
// where the package folder is read-only the bundle is compiled as usual. A pool worker writes it
// when the pool closes it (a terminated worker runs no exit handler). The bins are CommonJS
// (bin/package.json) for the same reason: starting from an ES module costs the module loader.
'use strict';
const fs = require('node:fs');
const { Module, createRequire } = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const vm = require('node:vm');
const zlib = require('node:zlib');

const DIST = path.join(__dirname, '..', 'dist');

/** The exports of a surface: `name` is its bundle, `treePath` its entry in the compiled tree. */
async function load(name, treePath) {
  const bundle = path.join(DIST, 'bundle', `${name}.cjs`);
  const tree = path.join(DIST, ...treePath.split('/'));
  const bundleTime = fs.statSync(bundle, { throwIfNoEntry: false })?.mtimeMs;
  if (bundleTime !== undefined && bundleTime >= (fs.statSync(tree, { throwIfNoEntry: false })?.mtimeMs ?? -1)) {
    // The precompiled schema validators (src/generated/validators/<name>.cjs, loaded when first
    // used: src/core/lint/schema.ts) get a code cache of their own in dist/bundle/validators/:
    // compiling the nine a loop gate uses took ~15 ms of it. Not bundled: a cache holding every
    // validator made every start slower (measured, BENCHMARKS.md session 14).
    globalThis[Symbol.for('wflint.requireValidator')] = (file, name) => requireWithCodeCache(file, path.join(DIST, 'bundle', 'validators', `${name}.cjs.cache`), 'utf8');
    return requireWithCodeCache(bundle, `${bundle}.cache`, 'latin1');
  }
  return import(pathToFileURL(tree).href);
}

/** Caches to write when the process exits (one handler for all of them). */
const unwritten = [];

/** A CommonJS file compiled with V8's code cache `cacheFile`; `encoding`: of its source. */
function requireWithCodeCache(file, cacheFile, encoding) {
  // V8 checks a cache against the source's length only, so the cache names the source it was made
  // from by the source's CRC-32 (a rebuilt bundle of the same length must not run the old code;
  // a copied package keeps its cache), and V8 does not check the bytes it deserializes (a damaged
  // cache crashes the process), so the header carries their CRC-32 too:
  // `<source size>:<source crc>:<cache crc>\n<cache>`.
  const source = fs.readFileSync(file);
  const build = `${source.length}:${zlib.crc32(source)}:`;
  let cachedData;
  try {
    const stored = fs.readFileSync(cacheFile);
    const newline = stored.indexOf(10);
    const header = stored.subarray(0, newline).toString('latin1');
    const data = stored.subarray(newline + 1);
    if (newline > 0 && header === `${build}${zlib.crc32(data)}`) cachedData = data;
  } catch {
    // No cache yet.
  }
  // The bundle is ASCII (scripts/bundle.mjs checks): latin1 decodes it in a third of the time.
  const script = new vm.Script(Module.wrap(source.toString(encoding)), {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  // A script compiled from a code cache has no dynamic import callback on Node 20 ("A dynamic
  // import callback was not specified"): the bundle loads a JavaScript config through this
  // module's own import() instead (src/core/project/config-files.ts, `importModule`).
  globalThis[Symbol.for('wflint.import')] = (url) => import(url);
  if (cachedData === undefined || script.cachedDataRejected) {
    if (unwritten.length === 0)
      process.once('exit', () => {
        for (const { script, cacheFile, build } of unwritten) {
          const data = script.createCachedData();
          writeAtomically(cacheFile, Buffer.concat([Buffer.from(`${build}${zlib.crc32(data)}\n`), data]));
        }
      });
    unwritten.push({ script, cacheFile, build });
  }
  const module = { exports: {}, filename: file, id: file, loaded: false };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  return module.exports;
}

function writeAtomically(file, data) {
  // Pool workers share the process id (required here: a one-file run never loads worker_threads).
  const temp = `${file}.${process.pid}.${require('node:worker_threads').threadId}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
  } catch {
    fs.rmSync(temp, { force: true });
  }
}

module.exports = { load };
