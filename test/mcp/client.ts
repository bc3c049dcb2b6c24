/** Connect the MCP SDK's own client to `wflint-mcp` over stdio; shared by the MCP and agreement tests. */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const REPO = path.resolve(__dirname, '..', '..');
const SERVER = path.join(REPO, 'bin', 'wflint-mcp.js');
const TODAY = '2026-05-01';

/** Start `wflint-mcp` (`server`: another copy's bin) in `dir` and connect the SDK client to it. */
export async function connectMcp(dir: string, server = SERVER): Promise<Client> {
  if (!fs.existsSync(path.join(REPO, 'dist', 'mcp', 'server.js'))) execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: REPO, stdio: 'ignore' });
  const transport = new StdioClientTransport({ command: process.execPath, args: [server], cwd: dir, env: { ...(process.env as Record<string, string>), WFLINT_TODAY: TODAY }, stderr: 'pipe' });
  const client = new Client({ name: 'wflint-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

export function textOf(result: unknown): string {
  const content = (result as { content: Array<{ type: string; text: string }> }).content;
  return content.map((c) => c.text).join('');
}
