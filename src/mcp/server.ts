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
import { JSONRPCMessageSchema, RootsListChangedNotificationSchema, type CallToolResult, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { createTwoFilesPatch } from 'diff';
import { fileURLToPath } from 'node:url';
import { createEngine, ConfigError, engineRuns, type EngineOptions } from '../engine.js';
import { compareResults, type LintResult } from '../core/lint/messages.js';
import { GATE_ACTIONS, GateError, runGate } from '../gate/index.js';
import { formatJson } from '../reporters/json.js';
import { getRule, RULES } from '../rules/index.js';
import { PACKAGE_ROOT } from '../core/lint/schema.js';

export interface McpOptions extends Pick<EngineOptions, 'today' | 'base' | 'configFile'> {
  /** The project directory paths are resolved against (default: the client's roots, else `process.cwd()`). */
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
  const engineOptions = (cwd: string): EngineOptions => ({
    cwd,
    ...(options.today ? { today: options.today } : {}),
    ...(options.base !== undefined ? { base: options.base } : {}),
    ...(options.configFile ? { configFile: options.configFile } : {}),
  });
  /** The engine of the root a path belongs to (a package with its own config is its own root). */
  const engineFor = (cwd: string, p: string) => createEngine({ ...engineOptions(cwd), rootHint: path.resolve(cwd, p) });
  /** Lint through every engine the paths need, as the CLI does (`engineRuns`). */
  const lintRun = async (cwd: string, paths: string[]): Promise<LintResult[]> => {
    const results: LintResult[] = [];
    for await (const run of engineRuns(paths, engineOptions(cwd))) results.push(...run.engine.lint(run.paths ?? []));
    return results.sort(compareResults);
  };
  /**
   * A path of the project that exists. Outside the project (lexically or through a link), one
   * answer whatever is there, so a client learns nothing about the rest of the disk.
   */
  const inProject = (cwd: string, p: string): string => {
    const abs = path.resolve(cwd, p);
    const real = realOrUndefined(abs);
    if (!within(abs, cwd) || (real !== undefined && !within(real, realOrUndefined(cwd) ?? cwd))) throw new ToolInputError(`\`${p}\` is outside the project \`${cwd}\``);
    return p;
  };
  const existing = (cwd: string, p: string): string => {
    if (!fs.existsSync(path.resolve(cwd, inProject(cwd, p)))) throw new ToolInputError(`no such file or directory: \`${p}\``);
    return p;
  };

  const server = new McpServer({ name: 'wflint', version: version() });
  const project = projectResolver(server, options.cwd);

  server.registerTool(
    'lint_file',
    {
      title: 'Lint one workflow document',
      description: 'Lint one workflow document (task state, index, loop file, …). Returns the ESLint-style JSON results of `wflint <path> --format json`.',
      inputSchema: { path: z.string().describe('File path, relative to the project directory or absolute') },
    },
    ({ path: p }) =>
      guarded(async () => {
        const cwd = await project(p);
        const results = await lintRun(cwd, [existing(cwd, p)]);
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
        const cwd = await project(p);
        return text(formatJson(await lintRun(cwd, p ? [existing(cwd, p)] : [])));
      }),
  );

  server.registerTool(
    'fix_file',
    {
      title: 'Fix one workflow document',
      description: 'Apply the safe fixes to one workflow document. Returns the unified diff of `wflint --fix-dry-run`; the file is written only with `write: true`.',
      inputSchema: {
        path: z.string().describe('File path, relative to the project directory or absolute'),
        write: z.boolean().optional().describe('Write the fixed file (default false: only return the diff)'),
      },
    },
    ({ path: p, write }) =>
      guarded(async () => {
        const cwd = await project(p);
        const outcome = (await engineFor(cwd, existing(cwd, p))).fix([p], { write: write === true });
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
        const cwd = await project(p);
        const verdict = runGate(await engineFor(cwd, inProject(cwd, p)), p, action);
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

/**
 * The project a tool call is about: the directory the server was given, else the client's roots
 * (MCP `roots/list`: the root holding an absolute path, else the first), else the working
 * directory. A desktop client starts its servers in `/`: that is no project, and a call then gets
 * a tool error instead of findings about the whole disk.
 */
function projectResolver(server: McpServer, given: string | undefined): (p: string | undefined) => Promise<string> {
  let roots: Promise<string[]> | undefined;
  server.server.setNotificationHandler(RootsListChangedNotificationSchema, () => {
    roots = undefined;
  });
  const clientRoots = (): Promise<string[]> => {
    if (!server.server.getClientCapabilities()?.roots) return Promise.resolve([]);
    roots ??= server.server.listRoots().then(
      (r) => r.roots.filter((x) => x.uri.startsWith('file:')).map((x) => path.resolve(fileURLToPath(x.uri))),
      () => [],
    );
    return roots;
  };
  return async (p) => {
    if (given !== undefined) return path.resolve(given);
    const listed = await clientRoots();
    if (listed.length > 0) return (p !== undefined && path.isAbsolute(p) ? listed.find((r) => within(path.resolve(p), r)) : undefined) ?? listed[0]!;
    const cwd = path.resolve(process.cwd());
    if (path.dirname(cwd) === cwd) throw new ToolInputError(`no project: the server runs in \`${cwd}\` and the client gave no roots; start it as \`wflint-mcp <project-dir>\``);
    return cwd;
  };
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
