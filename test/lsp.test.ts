/**
 * The language server over stdio, driven by a real client: neovim headless (`apt-get install -y
 * neovim`) runs test/lsp/driver.lua, which opens documents, waits for diagnostics, edits a
 * buffer and applies code actions. Diagnostics must equal the engine's messages exactly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, test } from 'vitest';
import { createNew } from '../src/new.js';
import { getRule } from '../src/rules/index.js';
import { comparable, expectedDiagnostics, NVIM, runNeovim, TODAY, type LspDiagnostic } from './lsp/client.js';

const INDEX = '.agents/state/INDEX.md';
const TASK = '.agents/state/tasks/2026-05-01-login-retry.md';

describe.skipIf(!NVIM)('language server (neovim headless client)', () => {
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-lsp-'));
    await createNew('task-state', { cwd: root, today: TODAY, vars: { id: '2026-05-01-login-retry', title: '登录失败后自动重试', type: 'fix' } });
    // The index forgot the task: `state-index-sync` reports it, with a fix.
    const index = path.join(root, INDEX);
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('- 2026-05-01-login-retry | 登录失败后自动重试 | fix | single | active', '- none'));
  });

  test('diagnostics, a quick fix, a cross-file refresh and fix-all', async () => {
    const seen = runNeovim(root, [
      { op: 'open', file: INDEX },
      { op: 'open', file: TASK },
      { op: 'wait', file: INDEX, present: 'state-index-sync' },
      { op: 'wait', file: TASK },
      { op: 'dump', file: INDEX, key: 'indexBefore' },
      { op: 'dump', file: TASK, key: 'task' },
      { op: 'action', file: INDEX, code: 'state-index-sync', kind: 'quickfix', key: 'quickFixTitles' },
      { op: 'wait', file: INDEX, absent: 'state-index-sync' },
      { op: 'text', file: INDEX, key: 'indexAfterQuickFix' },
      // Edit the task title in the task buffer (unsaved): the open index goes stale.
      { op: 'set_line', file: TASK, line: 4, text: 'TASK_TITLE: 登录失败后按退避策略重试' },
      { op: 'wait', file: INDEX, present: 'state-index-sync' },
      { op: 'dump', file: INDEX, key: 'indexStale' },
      { op: 'action', file: INDEX, code: 'state-index-sync', kind: 'source.fixAll.wflint', key: 'fixAllTitles' },
      { op: 'wait', file: INDEX, absent: 'state-index-sync' },
      { op: 'text', file: INDEX, key: 'indexAfterFixAll' },
    ]);
    const before = seen.indexBefore as LspDiagnostic[];
    expect(comparable(before)).toEqual(await expectedDiagnostics(root, INDEX));
    expect(before.map((d) => d.code)).toEqual(['state-index-sync']);
    expect(before[0]).toMatchObject({
      source: 'wflint',
      severity: 1,
      message: 'Unexpected missing entry for task `2026-05-01-login-retry`, expected `- 2026-05-01-login-retry | 登录失败后自动重试 | fix | single | active` under `Active`',
      codeDescription: { href: getRule('state-index-sync')!.url },
      relatedInformation: [{ location: { uri: `file://${root}/${TASK}`, range: { start: { line: 2, character: 0 } } }, message: 'Task file' }],
    });
    expect(seen.task).toEqual([]);
    expect(seen.quickFixTitles).toEqual([`Fix: ${before[0]!.message}`]);
    expect(seen.indexAfterQuickFix).toContain('## Active\n\n- 2026-05-01-login-retry | 登录失败后自动重试 | fix | single | active\n\n## Blocked');

    const stale = seen.indexStale as LspDiagnostic[];
    const taskText = fs.readFileSync(path.join(root, TASK), 'utf8').replace('TASK_TITLE: 登录失败后自动重试', 'TASK_TITLE: 登录失败后按退避策略重试');
    expect(comparable(stale)).toEqual(await expectedDiagnostics(root, INDEX, { [TASK]: taskText, [INDEX]: `${seen.indexAfterQuickFix as string}\n` }));
    expect(stale.map((d) => d.message)).toEqual([
      'Unexpected entry `2026-05-01-login-retry | 登录失败后自动重试 | fix | single | active`, expected `2026-05-01-login-retry | 登录失败后按退避策略重试 | fix | single | active` (from the task file)',
    ]);
    expect(seen.fixAllTitles).toContain('Fix all wflint problems');
    expect(seen.indexAfterFixAll).toContain('- 2026-05-01-login-retry | 登录失败后按退避策略重试 | fix | single | active');
    // Nothing was written to disk: the editor holds the fixed text.
    expect(fs.readFileSync(path.join(root, INDEX), 'utf8')).toContain('## Active\n\n- none\n');
  });
});

describe.skipIf(!NVIM)("the README's Neovim snippet (neovim headless, the distribution's version)", () => {
  test('starts wflint-lsp for a markdown buffer and shows its diagnostics', async () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const block = /Neovim 0\.7 or later[\s\S]*?```lua\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block, 'the README has the Neovim snippet').toBeDefined();
    const server = `{ ${JSON.stringify(process.execPath)}, ${JSON.stringify(path.join(__dirname, '..', 'bin', 'wflint-lsp.js'))}, '--stdio' }`;
    const snippet = block!.replace("{ 'npx', 'wflint-lsp' }", server);
    expect(snippet).not.toBe(block);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-nvim-readme-'));
    fs.mkdirSync(path.join(root, '.git'));
    await createNew('task-state', { cwd: root, today: TODAY, vars: { id: '2026-05-01-login-retry', title: '登录失败后自动重试', type: 'fix' } });
    const file = path.join(root, TASK);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('TASK_TYPE: fix', 'TASK_TYPE: bugfix'));
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-nvim-run-'));
    fs.writeFileSync(path.join(tmp, 'snippet.lua'), snippet);
    const out = path.join(tmp, 'out.json');
    const r = spawnSync(NVIM!, ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', 'filetype on', '-c', `luafile ${path.join(__dirname, 'lsp', 'readme-snippet.lua')}`], {
      cwd: root,
      env: { ...process.env, WFLINT_SNIPPET: path.join(tmp, 'snippet.lua'), WFLINT_FILE: file, WFLINT_OUT: out, WFLINT_TODAY: TODAY, XDG_STATE_HOME: tmp, XDG_DATA_HOME: tmp },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(fs.existsSync(out), `neovim wrote nothing (status ${r.status}): ${r.stderr}${r.stdout}`).toBe(true);
    const seen = JSON.parse(fs.readFileSync(out, 'utf8')) as { error?: string; attached: number; diagnostics: Array<{ message: string }> };
    expect(seen.error).toBeUndefined();
    expect(seen.attached).toBe(1);
    expect(seen.diagnostics.map((d) => d.message)).toEqual((await expectedDiagnostics(root, TASK)).map((d) => d.message));
    expect(seen.diagnostics.map((d) => d.message)).toContain('Unexpected `TASK_TYPE` value `bugfix`, expected one of `feat`, `fix`, `refactor`, `chore`, `docs`');
  }, 90_000);
});

// A missing client skips its test with a visible notice; CI (.ci/run) installs it and allows no skip.
test.runIf(!NVIM)('language server client test needs neovim', () => {
  if (process.env.WFLINT_REQUIRE_CLIENTS) throw new Error('`nvim` is not installed, and WFLINT_REQUIRE_CLIENTS forbids skipping: `apt-get install -y neovim`');
  console.warn('SKIPPED test/lsp.test.ts: `nvim` is not installed (apt-get install -y neovim)');
});
