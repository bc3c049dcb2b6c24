// `postinstall`: build dist/ when wflint is installed from a source checkout (a git dependency,
// or pre-commit's `language: node`, which runs `npm install` then `npm pack` in the hook's clone).
// A published package ships dist/ (and of src/ only the generated validators), so for its users this does nothing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const tsc = 'node_modules/typescript/bin/tsc';
if (existsSync('src/engine.ts') && !existsSync('dist/engine.js') && existsSync(tsc)) {
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // Type errors still emit JavaScript; only a build that produced nothing fails the install.
  if (!existsSync('dist/engine.js')) process.exitCode = r.status || 1;
  // The faster-loading bundle (skipped, with a notice, when rolldown is not installed).
  else spawnSync(process.execPath, ['scripts/bundle.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
