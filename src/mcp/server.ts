/**
 * The MCP server for agents (spec README §8): `lint_file`, `lint_project`, `fix_file`, `gate`,
 * `explain_rule`, over stdio. Each call builds a fresh engine on the project (files change between
 * calls) and answers with exactly what the CLI prints: the `--format json` results, the
 * `--fix-dry-run` unified diff, the `wflint gate` verdict, the `wflint explain` page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type CallToolResult, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { createTwoFilesPatch } from 'diff';
import { createEngine, ConfigError, type EngineOptions } from '../engine.js';
import { GATE_ACTIONS, GateError, runGate } from '../gate/index.js';
import { formatJson } from '../reporters/json.js';
import { getRule, RULES } from '../rules/index.js';
import { PACKAGE_ROOT } from '../core/schema.js';

export interface McpOptions extends Pick<EngineOptions, 'today' | 'base' | 'configFile'> {
  /** The project directory paths are resolved against (default `process.cwd()`). */
  cwd?: string;
}

function version(): string {
  return (JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

function text(value: string): CallToolResult {
  return { content: [{ type: 'text', text: value }] };
}

function failure(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** Expected failures (bad path, config, gate input) become tool errors; anything else too, with its stack. */
async function guarded(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof GateError || error instanceof ToolInputError) return failure(`wflint: ${error.message}`);
    return failure(`wflint: internal error: ${(error as Error).stack ?? String(error)}`);
  }
}

class ToolInputError extends Error {}

const within = (abs: string, dir: string): boolean => {
  const rel = path.relative(dir, abs);
  return rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
};

function realOrUndefined(abs: string): string | undefined {
  try {
    return fs.realpathSync.native(abs);
  } catch {
    return undefined;
  }
}

export function createMcpServer(options: McpOptions = {}): McpServer {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const engine = () =>
    createEngine({
      cwd,
      ...(options.today ? { today: options.today } : {}),
      ...(options.base !== undefined ? { base: options.base } : {}),
      ...(options.configFile ? { configFile: options.configFile } : {}),
    });
  /**
   * A path of the project that exists. Outside the project (lexically or through a link), one
   * answer whatever is there, so a client learns nothing about the rest of the disk.
   */
  const inProject = (p: string): string => {
    const abs = path.resolve(cwd, p);
    const real = realOrUndefined(abs);
    if (!within(abs, cwd) || (real !== undefined && !within(real, realOrUndefined(cwd) ?? cwd))) throw new ToolInputError(`\`${p}\` is outside the project \`${cwd}\``);
    return p;
  };
  const existing = (p: string): string => {
    if (!fs.existsSync(path.resolve(cwd, inProject(p)))) throw new ToolInputError(`no such file or directory: \`${p}\``);
    return p;
  };

  const server = new McpServer({ name: 'wflint', version: version() });

  server.registerTool(
    'lint_file',
    {
      title: 'Lint one workflow document',
      description: 'Lint one workflow document (task state, index, loop file, …). Returns the ESLint-style JSON results of `wflint <path> --format json`.',
      inputSchema: { path: z.string().describe('File path, relative to the project directory or absolute') },
    },
    ({ path: p }) =>
      guarded(async () => {
        const e = await engine();
        const results = e.lint([existing(p)]);
        if (results.length === 0) throw new ToolInputError(`\`${p}\` is not a workflow document`);
        return text(formatJson(results));
      }),
  );

  server.registerTool(
    'lint_project',
    {
      title: 'Lint the workflow documents of the project',
      description: 'Lint every workflow document under a directory (default: the whole project). Returns the JSON results of `wflint --format json`.',
      inputSchema: { path: z.string().optional().describe('Directory to lint (default: the project root)') },
    },
    ({ path: p }) =>
      guarded(async () => {
        const e = await engine();
        return text(formatJson(e.lint(p ? [existing(p)] : [])));
      }),
  );

  server.registerTool(
    'fix_file',
    {
      title: 'Fix one workflow document',
      description:
        'Apply the safe fixes to one workflow document. Returns the unified diff of `wflint --fix-dry-run`; the file is written only with `write: true`.',
      inputSchema: {
        path: z.string().describe('File path, relative to the project directory or absolute'),
        write: z.boolean().optional().describe('Write the fixed file (default false: only return the diff)'),
      },
    },
    ({ path: p, write }) =>
      guarded(async () => {
        const e = await engine();
        const outcome = e.fix([existing(p)], { write: write === true });
        const diff = outcome.changes.map((c) => createTwoFilesPatch(`a/${c.relPath}`, `b/${c.relPath}`, c.before, c.after, undefined, undefined, { context: 3 })).join('');
        return text(diff);
      }),
  );

  server.registerTool(
    'gate',
    {
      title: 'May this workflow take this step now?',
      description: 'The verdict of `wflint gate <path> --action <action>`: `allowed`, the blocking findings and the warnings.',
      inputSchema: {
        path: z.string().describe('Loop home, task file or directory the step is about'),
        action: z.enum(GATE_ACTIONS as [string, ...string[]]).describe('The step to check'),
      },
    },
    ({ path: p, action }) =>
      guarded(async () => {
        const verdict = runGate(await engine(), inProject(p), action);
        return text(JSON.stringify(verdict, null, 2));
      }),
  );

  server.registerTool(
    'explain_rule',
    {
      title: 'Explain a rule',
      description: 'The doc page of a wflint rule (what it checks, why, options, examples), as `wflint explain <rule-id>` prints it.',
      inputSchema: { ruleId: z.string().describe(`A rule id, e.g. \`${RULES[0]?.id ?? 'required-sections'}\``) },
    },
    ({ ruleId }) =>
      guarded(() => {
        if (!getRule(ruleId)) throw new ToolInputError(`unknown rule \`${ruleId}\``);
        return Promise.resolve(text(fs.readFileSync(path.join(PACKAGE_ROOT, 'rules', `${ruleId}.md`), 'utf8')));
      }),
  );

  return server;
}

/** Largest JSON-RPC message read (the SDK's stdio transport has the same cap). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * Newline-delimited JSON-RPC over stdio, as the SDK's `StdioServerTransport`, except for a message
 * over `MAX_MESSAGE_BYTES` or one that does not parse: the SDK's transport closes (the server ends
 * with exit 0, in silence); this one drops that message, answers it with a JSON-RPC error and
 * goes on.
 */
export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  private parts: Buffer[] = [];
  private size = 0;
  /** Dropping the rest of a message that went over the cap. */
  private skipping = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer | string): void => {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let nl = buf.indexOf(10); ; nl = buf.indexOf(10)) {
      const piece = nl === -1 ? buf : buf.subarray(0, nl);
      if (!this.skipping) {
        if (this.size + piece.length > this.maxBytes) {
          this.skipping = true;
          this.parts = [];
          this.size = 0;
          this.refuse(-32600, `Request over ${this.maxBytes} bytes: not read`);
        } else {
          this.parts.push(piece);
          this.size += piece.length;
        }
      }
      if (nl === -1) return;
      if (!this.skipping) this.line(Buffer.concat(this.parts).toString('utf8').replace(/\r$/, ''));
      this.skipping = false;
      this.parts = [];
      this.size = 0;
      buf = buf.subarray(nl + 1);
    }
  };

  private line(text: string): void {
    if (text.trim() === '') return;
    let message: JSONRPCMessage;
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(text));
    } catch {
      this.refuse(-32700, 'Parse error: not a JSON-RPC message');
      return;
    }
    this.onmessage?.(message);
  }

  private refuse(code: number, message: string): void {
    process.stderr.write(`wflint-mcp: ${message}\n`);
    void this.send({ jsonrpc: '2.0', id: null, error: { code, message } } as unknown as JSONRPCMessage);
  }

  private readonly onEnd = (): void => void this.close();

  start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', (e: Error) => this.onerror?.(e));
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.onclose?.();
    return Promise.resolve();
  }
}

/** Start on stdio (`wflint-mcp`). */
export async function startMcpServer(options: McpOptions = {}): Promise<McpServer> {
  const server = createMcpServer(options);
  await server.connect(new LineTransport());
  return server;
}
