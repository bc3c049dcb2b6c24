/** Drive `wflint-lsp` from neovim headless (test/lsp/driver.lua); shared by the LSP and agreement tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { createEngine } from '../../src/engine.js';

const REPO = path.resolve(__dirname, '..', '..');
const SERVER = path.join(REPO, 'bin', 'wflint-lsp.js');
export const NVIM = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status === 0 ? 'nvim' : undefined;
export const TODAY = '2026-05-01';

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
  if (!fs.existsSync(path.join(REPO, 'dist', 'lsp', 'server.js'))) execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: REPO, stdio: 'ignore' });
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
