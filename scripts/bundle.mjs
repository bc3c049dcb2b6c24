// `npm run build`, after tsc: bundle each surface's entry (CLI, pool worker, language server, MCP
// server) from dist/ into one CommonJS file each in dist/bundle/ with rolldown. Loading one
// bundled file instead of hundreds of small modules takes about a third of the start-up time,
// which is most of a one-file run (the pre-commit and agent path; see BENCHMARKS.md). CommonJS,
// because a script can be compiled with V8's code cache (bin/load.js) and a module cannot on
// Node 20. The bins use the bundle when it is at least as new as the compiled tree, so the
// compiled tree stays the fallback and the library entry (dist/index.js) is never bundled.
// Dependency patches for speed are applied here (scripts/bundle-patches.mjs).
// Last, one run of the CLI on a file of the bundled examples writes the CLI's code cache, and one
// pool worker linting the examples writes the worker's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { patchPlugin } from './bundle-patches.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist', 'bundle');

let rolldown;
try {
  rolldown = await import('rolldown');
} catch {
  // An install without devDependencies: the bins run the compiled tree.
  console.error('wflint: rolldown is not installed; skipping the bundle (the bins load dist/ module by module)');
  process.exit(0);
}

fs.rmSync(OUT, { recursive: true, force: true });
const entries = {
  wflint: 'dist/cli/main.js',
  'pool-worker': 'dist/pool-worker.js',
  lsp: 'dist/lsp/server.js',
  mcp: 'dist/mcp/server.js',
};
for (const [name, entry] of Object.entries(entries)) {
  await rolldown.build({
    // Paths to schemas/, rules/, templates/ and the validators start at the package root, found
    // by walking up from the module (src/core/lint/schema.ts): the same from dist/bundle/.
    input: { [name]: path.join(ROOT, entry) },
    platform: 'node',
    logLevel: 'warn',
    plugins: [patchPlugin()],
    output: {
      dir: OUT,
      format: 'cjs',
      entryFileNames: '[name].cjs',
      codeSplitting: false,
      // Less source to read and to check against the code cache: comments and blanks go, names
      // stay (stack traces still name functions). ASCII only, so bin/load.js reads it as latin1
      // (a third of the time UTF-8 decoding takes).
      minify: { compress: false, mangle: false },
      charset: 'ascii',
    },
  });
  const text = fs.readFileSync(path.join(OUT, `${name}.cjs`), 'latin1');
  if (/[^\x00-\x7f]/.test(text)) throw new Error(`dist/bundle/${name}.cjs is not ASCII`);
}
// dist/ is an ES module tree (package.json "type"); the bundle is not.
fs.writeFileSync(path.join(OUT, 'package.json'), '{ "type": "commonjs" }\n');
// The CLI's, from the runs a hook and an agent start most often, in one process: a task file
// linted alone (the pre-commit path), then the gate on that task and on a loop home (the agent's
// path before each step). V8 reads the whole cache at every start, so it holds what these runs
// compile and no more; a larger run compiles the rest as it goes (the 10k --cache re-run measured
// no slower). Measured in BENCHMARKS.md (session 14): the loop-home gate ~25 ms sooner with the
// gate's code in the cache, the one-file run no slower.
{
  const examples = path.join(ROOT, 'examples', 'shop-app');
  const runs = [
    ['.agents/state/tasks/2026-05-02-order-export.md'],
    ['gate', '.agents/state/tasks/2026-05-02-order-export.md', '--action', 'continue_execution'],
    ['gate', 'adhoc_jobs/invoice_export_audit_20260428', '--action', 'continue_execution'],
  ];
  const warm = `require(${JSON.stringify(path.join(ROOT, 'bin', 'load.js'))}).load('wflint', 'cli/main.js').then(async ({ run }) => {
    const io = { cwd: ${JSON.stringify(examples)}, stdout: () => {}, stderr: () => {}, env: process.env, terminal: { stdout: false, stderr: false } };
    for (const argv of ${JSON.stringify(runs)}) await run(argv, io);
  });`;
  spawnSync(process.execPath, ['-e', warm], { stdio: 'ignore' });
}
// The pool worker's, from one worker linting the bundled examples: otherwise the first large run's
// workers find none and each writes its own when the pool closes it.
{
  const dist = (file) => import(pathToFileURL(path.join(ROOT, 'dist', file)).href);
  const [{ createEngine }, { projectGroups }, { runPool }] = await Promise.all([dist('engine.js'), dist('lint-project.js'), dist('core/scale/pool.js')]);
  // The example project, not examples/: that folder holds it as a project of its own (its config), so
  // a pool over examples/ lints nothing.
  const examples = path.join(ROOT, 'examples', 'shop-app');
  const engine = await createEngine({ root: examples, cwd: examples });
  await runPool(projectGroups(engine, []), 1, { engineOptions: { root: examples, cwd: examples }, runOptions: {}, record: false }, (t) => ({ group: t.group, ...engine.lintGroup(t.members) }));
}
