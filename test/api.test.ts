/** The published library entry (`wflint` → dist/index.js) lints, fixes and gates like the CLI. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { copyFixture } from './helpers/fixtures.js';

test('the package entry exposes createEngine / lint / fix / runGate', async () => {
  const api = (await import(pathToFileURL(path.resolve(__dirname, '..', 'dist', 'index.js')).href)) as typeof import('../src/index.js');
  const dir = copyFixture('ac-memory-broken');
  const engine = await api.createEngine({ cwd: dir, root: dir, today: '2026-05-01' });
  const results = engine.lint();
  expect(results.reduce((n, r) => n + r.errorCount, 0)).toBeGreaterThan(5);
  const { changes } = engine.fix([], { write: false });
  expect(changes.map((c) => c.relPath)).toContain('.agents/state/INDEX.md');
  const verdict = api.runGate(engine, path.join(dir, '.agents/state/tasks/2026-04-20-push-retry.md'), 'close');
  expect(verdict.allowed).toBe(false);
  expect(api.RULES.length).toBeGreaterThan(90);
  expect(api.KINDS.map((k) => k.id)).toContain('loop-decision-packet');
});

test('engine.fix with write: false leaves the engine as it was (issue 19: value semantics)', async () => {
  const { createEngine } = await import('../src/engine.js');
  const dir = copyFixture('ac-memory-broken');
  const engine = await createEngine({ cwd: dir, root: dir, today: '2026-05-01' });
  const before = JSON.stringify(engine.lint());
  const { changes } = engine.fix([], { write: false });
  expect(changes.length).toBeGreaterThan(0);
  expect(JSON.stringify(engine.lint())).toBe(before);
  // An in-memory text of the caller (an editor buffer) is kept as the caller set it.
  const rel = '.agents/state/INDEX.md';
  engine.setText(rel, `${engine.view.rawText(rel) as string}\n`);
  engine.fix([], { write: false });
  expect(engine.view.rawText(rel)).toMatch(/\n\n$/);
});
