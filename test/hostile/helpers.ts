/** Shared by the hostile-input tests: throwaway repositories and an in-process language-server client. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import lsp from 'vscode-languageserver/node';
import * as rpc from 'vscode-jsonrpc/node';
import { pathToFileURL } from 'node:url';
import { WflintLanguageServer } from '../../src/lsp/server.js';
import { gitInit } from '../helpers/fixtures.js';

export const TASK_HEAD =
  'TASK_ID: 2026-05-01-x\nTASK_TITLE: x\nTASK_TYPE: fix\nPLAN_FROZEN: false\nCURRENT_ROLE: planner\nWORKFLOW_STATUS: active\nSTARTED_AT: 2026-05-01\nLAST_UPDATED_AT: 2026-05-01\n';
/** A task file with errors (missing sections): a config that turned the rules off would hide them. */
export const TASK = `${TASK_HEAD}\n## 目标\n`;
export const TASK_PATH = '.agents/state/tasks/2026-05-01-x.md';

/** A temporary repository with these files (a `wflint.config.json` at the root unless given `null`), committed when `git`. */
export function makeRepo(files: Record<string, string | Buffer | null>, opts: { git?: boolean } = {}): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-hostile-')));
  const all = { 'wflint.config.json': '{}', ...files };
  for (const [rel, content] of Object.entries(all)) {
    if (content === null) continue;
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  if (opts.git) gitInit(dir);
  return dir;
}

/** A config module that leaves a marker file when it runs, ignores every document and turns `required-sections` off. */
export function codeConfig(marker: string): string {
  return `import fs from 'node:fs';\nfs.appendFileSync(${JSON.stringify(marker)}, 'ran\\n');\nexport default { ignores: ['**/*.md'], rules: { 'required-sections': 'off' } };\n`;
}

export function markerPath(): string {
  return path.join(os.tmpdir(), `wflint-ran-${process.pid}-${Math.random().toString(16).slice(2)}`);
}

export interface LspSession {
  /** Open a file (its text on disk unless given) and wait for its diagnostics. */
  open(rel: string, text?: string): Promise<Array<{ code?: string; message: string; severity: number }>>;
  notify(method: string, params?: unknown): void;
  /** `window/showMessage` texts so far. */
  shown: string[];
  close(): void;
}

/** Start the language server in this process, initialised with `root` as its workspace folder. */
export async function startLsp(root: string, initializationOptions?: unknown): Promise<LspSession> {
  const up = new PassThrough();
  const down = new PassThrough();
  const connection = lsp.createConnection(new lsp.StreamMessageReader(up), new lsp.StreamMessageWriter(down));
  const server = new WflintLanguageServer(connection, { today: '2026-05-01' });
  server.listen();
  const client = rpc.createMessageConnection(new rpc.StreamMessageReader(down), new rpc.StreamMessageWriter(up));
  const waiting = new Map<string, (d: Array<{ code?: string; message: string; severity: number }>) => void>();
  const shown: string[] = [];
  client.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: Array<{ code?: string; message: string; severity: number }> }) => {
    waiting.get(p.uri)?.(p.diagnostics);
    waiting.delete(p.uri);
  });
  client.onNotification('window/showMessage', (p: { message: string }) => void shown.push(p.message));
  client.onNotification('window/logMessage', () => undefined);
  client.listen();
  const uri = pathToFileURL(root).href;
  await client.sendRequest('initialize', { processId: null, rootUri: uri, capabilities: {}, workspaceFolders: [{ uri, name: 'w' }], initializationOptions });
  await client.sendNotification('initialized', {});
  let version = 0;
  return {
    shown,
    notify: (method, params) => void client.sendNotification(method, params ?? {}),
    open(rel, text) {
      const file = path.join(root, rel);
      const docUri = pathToFileURL(file).href;
      const got = new Promise<Array<{ code?: string; message: string; severity: number }>>((resolve, reject) => {
        waiting.set(docUri, resolve);
        setTimeout(() => reject(new Error(`no diagnostics for ${rel}`)), 20_000).unref();
      });
      void client.sendNotification('textDocument/didOpen', { textDocument: { uri: docUri, languageId: 'markdown', version: ++version, text: text ?? fs.readFileSync(file, 'utf8') } });
      return got;
    },
    close() {
      // The server's connection stays open (its queued work may still publish); the streams are dropped.
      client.dispose();
    },
  };
}

const PACKAGE = path.resolve(__dirname, '..', '..');

/**
 * `wflint` run as another user, to see real permission errors (root reads everything): as
 * `nobody` through `runuser` when the tests run as root, else as this user. The checkout may lie
 * where `nobody` cannot enter (a clone under `mktemp -d`, a 0700 home): then a copy of what the
 * built bin needs (the bundle, package.json, schemas, validators with ajv's runtime, rule pages, templates) in a
 * folder anyone can read is run instead. `undefined` when root has no `runuser`.
 */
export function spawnAsOtherUser(args: readonly string[], cwd: string): SpawnSyncReturns<string> | undefined {
  if (process.getuid?.() !== 0) return spawnSync(process.execPath, [path.join(PACKAGE, 'bin/wflint.js'), ...args], { encoding: 'utf8', cwd });
  if (spawnSync('runuser', ['--version']).status !== 0) {
    console.warn('SKIPPED: the tests run as root and `runuser` is missing, so no real permission error can be seen');
    return undefined;
  }
  const readable = (p: string) => spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-r', p]).status === 0;
  let pkg = PACKAGE;
  if (!readable(path.join(PACKAGE, 'dist/bundle/wflint.cjs'))) {
    pkg = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-readable-'));
    // The validators require ajv's runtime, and it its dependencies.
    const ajvDeps = Object.keys((JSON.parse(fs.readFileSync(path.join(PACKAGE, 'node_modules/ajv/package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
    for (const part of ['bin', 'dist/bundle', 'package.json', 'schemas', 'src/generated/validators', 'rules', 'templates', 'node_modules/ajv', ...ajvDeps.map((d) => `node_modules/${d}`)])
      fs.cpSync(path.join(PACKAGE, part), path.join(pkg, part), { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', pkg]);
  }
  try {
    return spawnSync('runuser', ['-u', 'nobody', '--', process.execPath, path.join(pkg, 'bin/wflint.js'), ...args], { encoding: 'utf8', cwd });
  } finally {
    if (pkg !== PACKAGE) fs.rmSync(pkg, { recursive: true, force: true });
  }
}
