/**
 * The language server over stdio, driven by a real client: neovim headless (`apt-get install -y
 * neovim`) runs test/lsp/driver.lua, which opens documents, waits for diagnostics, edits a
 * buffer and applies code actions. Diagnostics must equal the engine's messages exactly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, test } from 'vitest';
import { createNew } from '../src/new.js';
import { createEngine } from '../src/engine.js';
import { getRule } from '../src/rules/index.js';

const REPO = path.resolve(__dirname, '..');
const SERVER = path.join(REPO, 'bin', 'wflint-lsp.js');
const NVIM = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status === 0 ? 'nvim' : undefined;
const TODAY = '2026-05-01';

export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  code?: string;
  codeDescription?: { href: string };
  source: string;
  message: string;
  relatedInformation?: Array<{ location: { uri: string; range: LspDiagnostic['range'] }; message: string }>;
}

export type Step =
  | { op: 'open'; file: string }
  | { op: 'wait'; file: string; present?: string; absent?: string }
  | { op: 'dump'; file: string; key: string }
  | { op: 'action'; file: string; code: string; kind: string; key: string }
  | { op: 'set_line'; file: string; line: number; text: string }
  | { op: 'text'; file: string; key: string };

/** Run the driver; returns what it recorded (diagnostics by key, action titles, buffer texts). */
export function runNeovim(root: string, steps: Step[]): Record<string, unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-nvim-'));
  const plan = path.join(dir, 'plan.json');
  const out = path.join(dir, 'out.json');
  fs.writeFileSync(plan, JSON.stringify({ cmd: [process.execPath, SERVER, '--stdio'], root, out, steps }));
  const r = spawnSync(NVIM!, ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${path.join(REPO, 'test', 'lsp', 'driver.lua')}`], {
    env: { ...process.env, WFLINT_PLAN: plan, WFLINT_TODAY: TODAY, XDG_STATE_HOME: dir, XDG_DATA_HOME: dir },
    encoding: 'utf8',
    timeout: 90_000,
  });
  if (!fs.existsSync(out)) throw new Error(`neovim wrote nothing (status ${r.status}): ${r.stderr}${r.stdout}`);
  const result = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>;
  if (result.error) throw new Error(`driver: ${String(result.error)}`);
  return result;
}

/** The diagnostics the engine's messages must become (0-based LSP positions). */
export async function expectedDiagnostics(root: string, rel: string, overrides: Record<string, string> = {}) {
  const engine = await createEngine({ cwd: root, root, today: TODAY, overrides: new Map(Object.entries(overrides)) });
  return engine.lintFile(rel).messages.map((m) => ({
    code: m.ruleId,
    message: m.message,
    severity: m.severity === 2 ? 1 : 2,
    range: { start: { line: m.line - 1, character: m.column - 1 }, end: { line: m.endLine - 1, character: m.endColumn - 1 } },
  }));
}

export function comparable(diagnostics: LspDiagnostic[]) {
  return diagnostics.map((d) => ({ code: d.code ?? null, message: d.message, severity: d.severity, range: d.range }));
}

const INDEX = '.agents/state/INDEX.md';
const TASK = '.agents/state/tasks/2026-05-01-login-retry.md';

describe.skipIf(!NVIM)('language server (neovim headless client)', () => {
  let root: string;
  beforeAll(async () => {
    if (!fs.existsSync(path.join(REPO, 'dist', 'lsp', 'server.js'))) execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: REPO, stdio: 'ignore' });
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

test.runIf(!NVIM)('language server client test needs neovim', () => {
  console.warn('SKIPPED test/lsp.test.ts: `nvim` is not installed (apt-get install -y neovim)');
});
