/** The MCP server over stdio, driven by the SDK's own client: the same answers as the CLI and library. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { copyFixture, fixtureEngine, gitInit } from './helpers/fixtures.js';
import { formatJson } from '../src/reporters/json.js';
import { runGate } from '../src/gate/index.js';
import { connectMcp, textOf } from './mcp/client.js';

const REPO = path.resolve(__dirname, '..');
const TODAY = '2026-05-01';

describe('MCP server (SDK client over stdio)', () => {
  let dir: string;
  let client: Client;
  beforeAll(async () => {
    dir = copyFixture('ac-memory-broken');
    gitInit(dir);
    client = await connectMcp(dir);
  });
  afterAll(async () => {
    await client?.close();
  });

  test('lists the five tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['explain_rule', 'fix_file', 'gate', 'lint_file', 'lint_project']);
    const gate = tools.find((t) => t.name === 'gate')!;
    expect(gate.inputSchema.required).toEqual(['path', 'action']);
    expect((gate.inputSchema.properties as Record<string, { enum?: string[] }>).action!.enum).toContain('advance');
  });

  test('lint_project returns the CLI JSON of the library results', async () => {
    const engine = await fixtureEngine(dir, { today: TODAY });
    const result = await client.callTool({ name: 'lint_project', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(formatJson(engine.lint()));
    expect(JSON.parse(textOf(result)).length).toBeGreaterThan(1);
  });

  test('lint_file lints one file', async () => {
    const rel = '.agents/state/tasks/2026-04-30-crash-fix.md';
    const engine = await fixtureEngine(dir, { today: TODAY });
    const result = await client.callTool({ name: 'lint_file', arguments: { path: rel } });
    expect(textOf(result)).toBe(formatJson(engine.lint([path.join(dir, rel)])));
    const [file] = JSON.parse(textOf(result)) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    expect(file!.filePath).toBe(path.join(dir, rel));
    expect(file!.messages.map((m) => m.ruleId)).toContain('task-state-header-fields');
  });

  test('fix_file returns the diff and writes only with write: true', async () => {
    const rel = '.agents/state/tasks/2026-04-30-crash-fix.md';
    const before = fs.readFileSync(path.join(dir, rel), 'utf8');
    const dry = textOf(await client.callTool({ name: 'fix_file', arguments: { path: rel } }));
    expect(dry).toMatch(/^={67}\n--- a\/\.agents\/state\/tasks\/2026-04-30-crash-fix\.md\n\+\+\+ b\/\.agents\/state\/tasks\/2026-04-30-crash-fix\.md\n/);
    expect(dry).toMatch(/\n\+[A-Z_]+: /);
    expect(fs.readFileSync(path.join(dir, rel), 'utf8')).toBe(before);
    const written = textOf(await client.callTool({ name: 'fix_file', arguments: { path: rel, write: true } }));
    expect(written).toBe(dry);
    const after = fs.readFileSync(path.join(dir, rel), 'utf8');
    expect(after).not.toBe(before);
    expect(textOf(await client.callTool({ name: 'fix_file', arguments: { path: rel } }))).toBe('');
  });

  test('gate returns the verdict of wflint gate', async () => {
    const rel = '.agents/state/tasks/2026-05-01-settings-refactor.md';
    const result = await client.callTool({ name: 'gate', arguments: { path: rel, action: 'advance' } });
    const engine = await fixtureEngine(dir, { today: TODAY });
    expect(JSON.parse(textOf(result))).toEqual(runGate(engine, rel, 'advance'));
    expect(JSON.parse(textOf(result))).toMatchObject({ action: 'advance', path: rel });
  });

  test('gate input errors are tool errors', async () => {
    const missing = await client.callTool({ name: 'gate', arguments: { path: 'nope/x.md', action: 'advance' } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/^wflint: `.*nope\/x\.md` does not exist$/);
    const badAction = await client.callTool({ name: 'gate', arguments: { path: '.', action: 'launch' } });
    expect(badAction.isError).toBe(true);
  });

  test('explain_rule returns the doc page; an unknown rule is an error', async () => {
    const page = textOf(await client.callTool({ name: 'explain_rule', arguments: { ruleId: 'state-index-sync' } }));
    expect(page).toBe(fs.readFileSync(path.join(REPO, 'rules', 'state-index-sync.md'), 'utf8'));
    const unknown = await client.callTool({ name: 'explain_rule', arguments: { ruleId: 'state-index-synk' } });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toBe('wflint: unknown rule `state-index-synk`');
  });

  test('lint_file on a missing path is an error', async () => {
    const r = await client.callTool({ name: 'lint_file', arguments: { path: 'missing.md' } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe('wflint: no such file or directory: `missing.md`');
  });
});
