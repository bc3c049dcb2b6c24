// `npm run build`, after tsc: bundle each surface's entry (CLI, pool worker, language server, MCP
// server) from dist/ into dist/bundle/ with rolldown. Loading a few bundled files instead of
// hundreds of small modules takes about a third of the start-up time, which is most of a
// one-file run (the pre-commit and agent path; see BENCHMARKS.md). The bins use the bundle when it
// is at least as new as the compiled tree (bin/entry.js), so the compiled tree stays the fallback
// and the library entry (dist/index.js) is never bundled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
await rolldown.build({
  // The bundle sits two levels below the package root like dist/core/, so paths derived from
  // import.meta.url (schemas/, rules/, templates/, validators) resolve the same.
  input: {
    wflint: path.join(ROOT, 'dist/cli/main.js'),
    'pool-worker': path.join(ROOT, 'dist/core/pool-worker.js'),
    lsp: path.join(ROOT, 'dist/lsp/server.js'),
    mcp: path.join(ROOT, 'dist/mcp/server.js'),
  },
  platform: 'node',
  logLevel: 'warn',
  onLog(level, log, handler) {
    // A module both imported and dynamically imported stays in its chunk: expected here.
    if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
    handler(level, log);
  },
  output: { dir: OUT, format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunk-[hash].js' },
});
