/**
 * One engine behind every surface (spec README §8): on whole-workflow fixtures, the findings of the
 * library, the CLI (`--format json`), the language server (neovim headless client) and the MCP
 * server (`lint_project`) are identical — file, rule id, line, column, end, message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { copyFixture, fixtureEngine, FIXTURES, gitInit } from './helpers/fixtures.js';
import { NVIM, runNeovim, TODAY, type LspDiagnostic, type Step } from './lsp/client.js';
import { connectMcp, textOf } from './mcp/client.js';

const REPO = path.resolve(__dirname, '..');

/** Every whole-workflow fixture, found by folder (the lifecycles are replayed step by step elsewhere). */
const SCENARIOS = fs
  .readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'lifecycles')
  .map((d) => d.name)
  .sort();

interface Finding {
  file: string;
  rule: string | null;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
}

interface JsonResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; line: number; column: number; endLine: number; endColumn: number; message: string }>;
}

function sorted(list: Finding[]): Finding[] {
  const key = (f: Finding) => [f.file, String(f.line).padStart(6, '0'), String(f.column).padStart(6, '0'), f.rule ?? '', f.message].join('\u0000');
  return [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function fromJson(dir: string, json: string): Finding[] {
  return (JSON.parse(json) as JsonResult[]).flatMap((r) =>
    r.messages.map((m) => ({
      file: path.relative(dir, r.filePath).split(path.sep).join('/'),
      rule: m.ruleId,
      line: m.line,
      column: m.column,
      endLine: m.endLine,
      endColumn: m.endColumn,
      message: m.message,
    })),
  );
}

const clients: Client[] = [];
afterAll(async () => {
  for (const c of clients) await c.close();
});

test('every workflow has healthy and broken fixtures to compare', () => {
  for (const prefix of ['ac-memory-', 'task-driver-', 'checkpoints-', 'harness-', 'loop-']) {
    expect(SCENARIOS.filter((s) => s.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(2);
  }
});

describe.each(SCENARIOS)('%s', (name) => {
  test('library, CLI, MCP and LSP report identical findings', async () => {
    const dir = copyFixture(name);
    gitInit(dir);
    const engine = await fixtureEngine(dir, { today: TODAY });
    const targets = engine.targets();
    const results = engine.lint();
    const library = sorted(
      results.flatMap((r) => r.messages.map((m) => ({ file: r.relPath, rule: m.ruleId, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, message: m.message }))),
    );

    const cli = spawnSync(process.execPath, [path.join(REPO, 'bin', 'wflint.js'), '--format', 'json'], { cwd: dir, encoding: 'utf8', env: { ...process.env, WFLINT_TODAY: TODAY } });
    const errors = results.reduce((n, r) => n + r.errorCount, 0);
    expect(cli.status, cli.stderr).toBe(errors > 0 ? 1 : 0);
    expect(sorted(fromJson(dir, cli.stdout))).toEqual(library);

    const client = await connectMcp(dir);
    clients.push(client);
    const mcp = await client.callTool({ name: 'lint_project', arguments: {} });
    expect(mcp.isError).toBeFalsy();
    expect(sorted(fromJson(dir, textOf(mcp)))).toEqual(library);

    if (!NVIM) {
      if (process.env.WFLINT_REQUIRE_CLIENTS) throw new Error('`nvim` is not installed, and WFLINT_REQUIRE_CLIENTS forbids skipping the LSP part');
      console.warn(`SKIPPED the LSP part of ${name}: \`nvim\` is not installed (apt-get install -y neovim)`);
      return;
    }
    const steps: Step[] = [
      ...targets.map((file): Step => ({ op: 'open', file })),
      ...targets.map((file): Step => ({ op: 'wait', file })),
      ...targets.map((file, i): Step => ({ op: 'dump', file, key: `d${i}` })),
    ];
    const seen = runNeovim(dir, steps);
    const lsp = sorted(
      targets.flatMap((file, i) =>
        (seen[`d${i}`] as LspDiagnostic[]).map((d) => ({
          file,
          rule: d.code ?? null,
          line: d.range.start.line + 1,
          column: d.range.start.character + 1,
          endLine: d.range.end.line + 1,
          endColumn: d.range.end.character + 1,
          message: d.message,
        })),
      ),
    );
    expect(lsp).toEqual(library);
  });
});
