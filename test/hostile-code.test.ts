/**
 * Hostile input, part 2 (issue 18, "Injection and code execution"): which configs are loaded and
 * which run code, through every surface and every bin. Counts: 10 tests; each bin loads a
 * `.mjs` config twice (the second run compiles from the code cache the first one wrote).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import { copyBuiltPackage } from './helpers/package-copy.js';
import { connectMcp, textOf } from './mcp/client.js';
import { git, wflint } from './surfaces-helpers.js';
import { codeConfig, makeRepo, markerPath, startLsp, TASK, TASK_PATH } from './hostile/helpers.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const ran = (marker: string): number => (fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8').split('\n').filter(Boolean).length : 0);
const OFF = JSON.stringify({ rules: { 'required-sections': 'off', 'task-state-header-fields': 'off', 'heading-canonical': 'off' } });

describe('a config inside a workflow-document folder is never loaded', () => {
  const folders = ['.agents/state/tasks', '.agents/state', '.task-driver', 'docs/checkpoints/2026', '.webwork/harness/work/s1', 'jobs/loop'];

  test.each(folders)('%s: neither a .mjs (no code runs) nor a JSON config (no rule turned off), through the CLI, gate and --staged', (folder) => {
    const marker = markerPath();
    const dir = makeRepo(
      {
        [TASK_PATH]: TASK,
        [`${folder}/wflint.config.mjs`]: codeConfig(marker),
        [`${folder}/wflint.config.json`]: OFF,
        [`${folder}/package.json`]: JSON.stringify({ wflint: JSON.parse(OFF) }),
        ...(folder === 'jobs/loop' ? { 'jobs/loop/CONTROL.md': '---\nloop_home: jobs/loop\n---\n\n# 控制\n' } : {}),
        [`${folder}/x.md`]: '# x\n',
      },
      { git: true },
    );
    const named = folder.startsWith('.agents/state') ? TASK_PATH : `${folder}/x.md`;
    // The folder's file first: the old root was found from the first path named.
    const plain = wflint(dir, ['--format', 'json', named, TASK_PATH]);
    expect(plain.stderr).toBe('');
    expect(plain.code).toBe(1);
    const messages = (JSON.parse(plain.stdout) as Array<{ messages: Array<{ ruleId: string }> }>).flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(messages).toContain('required-sections');
    fs.appendFileSync(path.join(dir, TASK_PATH), '\n');
    git(dir, 'add', TASK_PATH);
    expect(wflint(dir, ['--staged', named, TASK_PATH]).code).toBe(1);
    const gate = wflint(dir, ['gate', TASK_PATH, '--action', 'close']);
    expect(gate.code).toBe(1);
    expect(ran(marker)).toBe(0);
  });
});

describe('a JavaScript config runs only at the repository root', () => {
  test('below the top level it is a usage error naming it (never run); at the top level it runs', () => {
    const marker = markerPath();
    const dir = makeRepo({ 'wflint.config.json': null, [`apps/a/${TASK_PATH}`]: TASK, 'apps/a/wflint.config.mjs': codeConfig(marker) }, { git: true });
    const r = wflint(dir, [`apps/a/${TASK_PATH}`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `wflint: ${dir}/apps/a/wflint.config.mjs: a JavaScript config runs code and is loaded only at the repository root \`${dir}\` (or named with --config); use wflint.config.json or .yaml here\n`,
    );
    expect(ran(marker)).toBe(0);
    // Named explicitly, it is the user's choice.
    expect(wflint(dir, ['--config', 'apps/a/wflint.config.mjs', `apps/a/${TASK_PATH}`]).code).toBe(0);
    expect(ran(marker)).toBe(1);
  });

  test('each bin loads a root .mjs config on every run (the code cache keeps the dynamic import)', async () => {
    const marker = markerPath();
    const dir = makeRepo({ 'wflint.config.json': null, [TASK_PATH]: TASK, 'wflint.config.mjs': codeConfig(marker) }, { git: true });
    // Fresh caches, in a copy of the package: the first run of each bin writes one, the second compiles from it.
    const pkg = copyBuiltPackage();
    dirs.push(pkg);
    for (const name of ['wflint', 'mcp', 'lsp']) fs.rmSync(path.join(pkg, 'dist', 'bundle', `${name}.cjs.cache`), { force: true });
    for (let i = 1; i <= 2; i++) {
      const run = spawnSync(process.execPath, [path.join(pkg, 'bin', 'wflint.js'), TASK_PATH], { cwd: dir, encoding: 'utf8', env: { ...process.env, WFLINT_TODAY: '2026-05-01' } });
      const cli = { code: run.status, stdout: run.stdout, stderr: run.stderr };
      // The config's `ignores` applied: the named file is reported as ignored (ESLint's warning).
      expect(cli.stderr, `cli run ${i}`).toBe('');
      expect(cli.stdout, `cli run ${i}`).toContain('File ignored because of a matching ignore pattern');
      expect(cli.code, `cli run ${i}`).toBe(0);
    }
    for (let i = 1; i <= 2; i++) {
      const client = await connectMcp(dir, path.join(pkg, 'bin', 'wflint-mcp.js'));
      const result = await client.callTool({ name: 'lint_file', arguments: { path: TASK_PATH } });
      await client.close();
      expect(textOf(result)).toBe(`wflint: \`${TASK_PATH}\` is not a workflow document`);
    }
    for (let i = 1; i <= 2; i++) {
      // The language server bin, trusted: publishes the config's (empty) findings.
      const init = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { processId: null, rootUri: `file://${dir}`, capabilities: {}, workspaceFolders: [{ uri: `file://${dir}`, name: 'w' }], initializationOptions: { trustedWorkspace: true } },
      };
      const open = { jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: `file://${dir}/${TASK_PATH}`, languageId: 'markdown', version: 1, text: TASK } } };
      const frame = (m: unknown) => {
        const body = JSON.stringify(m);
        return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      };
      const child = spawn(process.execPath, [path.join(pkg, 'bin', 'wflint-lsp.js'), '--stdio'], { cwd: dir, env: { ...process.env, WFLINT_TODAY: '2026-05-01' } });
      const r = { stdout: '', stderr: '' };
      child.stderr.on('data', (d: Buffer) => (r.stderr += d.toString()));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 15_000);
        child.stdout.on('data', (d: Buffer) => {
          r.stdout += d.toString();
          if (r.stdout.includes('publishDiagnostics')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.stdin.write([init, { jsonrpc: '2.0', method: 'initialized', params: {} }, open].map(frame).join(''));
      });
      // A clean exit writes the code cache the second run compiles from.
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.stdin.write(
        [
          { jsonrpc: '2.0', id: 2, method: 'shutdown' },
          { jsonrpc: '2.0', method: 'exit' },
        ]
          .map(frame)
          .join(''),
      );
      await exited;
      expect(fs.existsSync(path.join(pkg, 'dist', 'bundle', 'lsp.cjs.cache'))).toBe(true);
      expect(r.stdout, `lsp run ${i}: ${r.stderr}`).toContain('"method":"textDocument/publishDiagnostics","params":{"uri":');
      expect(r.stdout).not.toContain('required-sections');
      expect(r.stdout + r.stderr).not.toContain('dynamic import callback');
    }
    expect(ran(marker)).toBe(6);
  }, 120_000);
});

describe('the language server runs a JavaScript config only in a trusted workspace', () => {
  test('untrusted: the .mjs is skipped (and said so), the JSON/YAML rules of the project apply; trusted: it runs', async () => {
    const marker = markerPath();
    const dir = makeRepo({ 'wflint.config.json': null, [TASK_PATH]: TASK, 'wflint.config.mjs': codeConfig(marker) }, { git: true });
    const untrusted = await startLsp(dir);
    const before = await untrusted.open(TASK_PATH);
    expect(before.map((d) => d.code)).toContain('required-sections');
    expect(ran(marker)).toBe(0);
    expect(untrusted.shown).toEqual([`wflint: ${dir}/wflint.config.mjs runs code and was not loaded: the workspace is not trusted (JSON and YAML configs are read)`]);
    untrusted.close();
    const trusted = await startLsp(dir, { trustedWorkspace: true });
    expect((await trusted.open(TASK_PATH)).map((d) => d.code)).not.toContain('required-sections');
    expect(ran(marker)).toBe(1);
    trusted.close();
  });

  test('trust granted later (`wflint/trustWorkspace`) re-lints with the config; a file outside the workspace never runs one', async () => {
    const marker = markerPath();
    const dir = makeRepo({ 'wflint.config.json': null, [TASK_PATH]: TASK, 'wflint.config.mjs': codeConfig(marker) }, { git: true });
    const other = makeRepo({ 'wflint.config.json': null, [TASK_PATH]: TASK, 'wflint.config.mjs': codeConfig(marker) }, { git: true });
    const session = await startLsp(dir);
    expect((await session.open(TASK_PATH)).length).toBeGreaterThan(0);
    const outside = await session.open(path.relative(dir, path.join(other, TASK_PATH)));
    expect(outside.map((d) => d.code)).toContain('required-sections');
    expect(ran(marker)).toBe(0);
    session.notify('wflint/trustWorkspace');
    // The open document of the trusted workspace is re-linted with its config; the outside one is not trusted.
    await new Promise((r) => setTimeout(r, 1500));
    expect(ran(marker)).toBe(1);
    session.close();
  });
});
