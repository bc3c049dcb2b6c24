/**
 * Hostile input, part 4 (issue 18, "Silent skips", "Data loss", "Files that never end", "Leaks"):
 * every file wflint reads is a bounded regular file, every skip is a located message, every write
 * lands where it should and nowhere else. Counts: 16 tests; 5 files × 3 forms (a link to
 * /dev/zero, a FIFO, a link to a secret); 6 kill trials of `--fix`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { createEngine } from '../src/engine.js';
import { writeFileAtomic, WriteError } from '../src/core/lint/fix.js';
import { createNew, NewError } from '../src/new.js';
import { connectMcp, textOf } from './mcp/client.js';
import { wflint } from './surfaces-helpers.js';
import { makeRepo, spawnAsOtherUser, TASK, TASK_HEAD, TASK_PATH } from './hostile/helpers.js';

const fifo = (file: string): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('mkfifo', [file]);
};
const json = (stdout: string) => JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ message: string; fatal?: boolean; ruleId: string | null }> }>;
/** What a plain run reports for the one task file of a repository, found by walking. */
const walked = (dir: string) => wflint(dir, ['--format', 'json']);

describe('silent skips become located messages', () => {
  test('a symlinked folder inside the repository is walked as git sees the paths', () => {
    const dir = makeRepo({ [`shared/agents/state/tasks/2026-05-01-x.md`]: TASK });
    fs.symlinkSync('shared/agents', path.join(dir, '.agents'));
    const r = walked(dir);
    expect(r.code).toBe(1);
    expect(json(r.stdout).map((x) => path.relative(dir, x.filePath))).toEqual([TASK_PATH]);
    // A link back up (a loop) is not followed forever.
    fs.symlinkSync('..', path.join(dir, 'shared/agents/state/up'));
    expect(json(walked(dir).stdout).map((x) => path.relative(dir, x.filePath))).toEqual([TASK_PATH]);
  });

  test('a symlinked folder that leaves the repository is a fatal message naming nothing outside', () => {
    const outside = makeRepo({ 'state/tasks/2026-05-01-secret-name.md': TASK });
    const dir = makeRepo({});
    fs.symlinkSync(outside, path.join(dir, '.agents'));
    const r = walked(dir);
    expect(r.code).toBe(1);
    expect(json(r.stdout)).toEqual([
      expect.objectContaining({ filePath: path.join(dir, '.agents'), messages: [expect.objectContaining({ fatal: true, message: 'Symbolic link to a folder outside the repository: not walked' })] }),
    ]);
    expect(r.stdout).not.toContain('secret-name');
  });

  test('an unreadable folder is a fatal message on it', () => {
    const dir = makeRepo({ [TASK_PATH]: TASK, '.agents/state/tasks/2026-05-02-y.md': TASK.replaceAll('2026-05-01-x', '2026-05-02-y') });
    fs.chmodSync(path.join(dir, '.agents/state/tasks'), 0o000);
    fs.chmodSync(dir, 0o755);
    const r = spawnAsOtherUser(['--format', 'json', dir], os.tmpdir());
    fs.chmodSync(path.join(dir, '.agents/state/tasks'), 0o755);
    if (!r) return;
    expect(r.status).toBe(1);
    expect(json(r.stdout)).toEqual([
      expect.objectContaining({
        filePath: path.join(dir, '.agents/state/tasks'),
        messages: [expect.objectContaining({ fatal: true, message: 'Folder is not readable (permission denied): its documents were not linted' })],
      }),
    ]);
  });

  test('a FIFO at a document path, named or walked, is refused without being opened for a blocking read', () => {
    const dir = makeRepo({});
    fifo(path.join(dir, TASK_PATH));
    for (const args of [[TASK_PATH], []]) {
      const r = spawnSync(process.execPath, [path.resolve(__dirname, '..', 'bin/wflint.js'), '--format', 'json', ...args], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
      expect(r.status, r.stderr).toBe(1);
      expect(json(r.stdout)[0]!.messages).toEqual([expect.objectContaining({ fatal: true, message: 'Not a regular file (a FIFO): not read' })]);
    }
  });
});

describe('files that never end and files that leak', () => {
  const SECRET = '"AWS_SECRET_ACCESS_KEY=abc123"';
  test.each(['wflint.config.json', 'package.json', '.wflint-baseline.json', '.gitignore', '.wflint-cache'])(
    '`%s` as a link to /dev/zero, as a FIFO, or as a link to a secret: bounded, never hangs, never echoed',
    (name) => {
      const secret = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-secret-')), 'secret.txt');
      fs.writeFileSync(secret, SECRET);
      for (const make of [(f: string) => fs.symlinkSync('/dev/zero', f), fifo, (f: string) => fs.symlinkSync(secret, f)]) {
        const dir = makeRepo({ [TASK_PATH]: TASK, ...(name === 'wflint.config.json' ? { 'wflint.config.json': null } : {}) });
        make(path.join(dir, name));
        const r = spawnSync(process.execPath, [path.resolve(__dirname, '..', 'bin/wflint.js'), '--cache'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
        expect(r.signal, `${name}: ${r.stderr}`).toBeNull();
        expect([1, 2]).toContain(r.status);
        expect(r.stdout + r.stderr).not.toContain('AWS_SECRET');
        // Whatever it could not read, the broken task is not reported clean.
        if (r.status === 1) expect(r.stdout).toContain('required-sections');
      }
    },
    120_000,
  );
});

describe('writes', () => {
  test('--fix writes through an in-repository link to its target, keeping the link, the mode and (as root) the owner', async () => {
    const fixable = `${TASK_HEAD.replace('TASK_TYPE: fix', 'TASK_TYPE: Fix')}\n## 目标\n`;
    const dir = makeRepo({ 'notes/real-task.md': fixable });
    fs.mkdirSync(path.join(dir, '.agents/state/tasks'), { recursive: true });
    fs.symlinkSync('../../../notes/real-task.md', path.join(dir, TASK_PATH));
    fs.chmodSync(path.join(dir, 'notes/real-task.md'), 0o640);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) fs.chownSync(path.join(dir, 'notes/real-task.md'), 65534, 65534);
    const engine = await createEngine({ cwd: dir, today: '2026-05-01' });
    const outcome = engine.fix([TASK_PATH]);
    expect(outcome.changes.map((c) => c.relPath)).toEqual([TASK_PATH]);
    expect(fs.lstatSync(path.join(dir, TASK_PATH)).isSymbolicLink()).toBe(true);
    const target = fs.statSync(path.join(dir, 'notes/real-task.md'));
    expect(fs.readFileSync(path.join(dir, 'notes/real-task.md'), 'utf8')).toBe(outcome.changes[0]!.after);
    expect(target.mode & 0o7777).toBe(0o640);
    if (asRoot) expect([target.uid, target.gid]).toEqual([65534, 65534]);
  });

  test('an edit saved between the check and the rename is kept (the write is refused)', () => {
    const dir = makeRepo({ 'a.md': 'old\n' });
    const file = path.join(dir, 'a.md');
    expect(() => writeFileAtomic(file, 'fixed\n', 'old\n', { beforeRename: () => fs.appendFileSync(file, 'saved by the editor\n') })).toThrow(WriteError);
    expect(fs.readFileSync(file, 'utf8')).toBe('old\nsaved by the editor\n');
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // A dead process's temporary file goes with the next write in its folder; a live one's stays.
    const other = path.join(dir, 'b');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'b.md'), 'old\n');
    fs.writeFileSync(path.join(other, '.b.md.wflint-4194999-deadbeef.tmp'), 'half');
    fs.writeFileSync(path.join(other, `.b.md.wflint-${process.ppid}-cafef00d.tmp`), 'busy');
    writeFileAtomic(path.join(other, 'b.md'), 'fixed\n', 'old\n');
    expect(fs.readdirSync(other).filter((n) => n.endsWith('.tmp'))).toEqual([`.b.md.wflint-${process.ppid}-cafef00d.tmp`]);
  });

  test('kill trials: a --fix killed at any moment leaves each file old or new, and the next run removes its temporary files', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++)
      files[`.agents/state/tasks/2026-05-${String(i + 10).padStart(2, '0')}-t.md`] =
        `${TASK_HEAD.replaceAll('2026-05-01-x', `2026-05-${String(i + 10).padStart(2, '0')}-t`).replace('TASK_TYPE: fix', 'TASK_TYPE: Fix')}\n## 目标\n`;
    // The fixed text of each file, from one run that is not killed.
    const reference = makeRepo(files);
    wflint(reference, ['--fix']);
    const fixed = Object.fromEntries(Object.keys(files).map((rel) => [rel, fs.readFileSync(path.join(reference, rel), 'utf8')]));
    expect(Object.keys(files).every((rel) => fixed[rel] !== files[rel])).toBe(true);
    const TRIALS = 6;
    for (let trial = 0; trial < TRIALS; trial++) {
      const dir = makeRepo(files);
      const child = spawn(process.execPath, [path.resolve(__dirname, '..', 'bin/wflint.js'), '--fix', '--threads', '1'], { cwd: dir, stdio: 'ignore' });
      // Listened for from the start: a run that ends before the kill has already exited.
      const exited = new Promise((r) => child.once('exit', r));
      await new Promise((r) => setTimeout(r, 150 + trial * 60));
      child.kill('SIGKILL');
      await exited;
      const temps = () => fs.readdirSync(path.join(dir, '.agents/state/tasks')).filter((n) => n.endsWith('.tmp'));
      // Each file is its old text or its fixed text, never a part of one.
      for (const rel of Object.keys(files)) expect([files[rel], fixed[rel]]).toContain(fs.readFileSync(path.join(dir, rel), 'utf8'));
      wflint(dir, ['--fix']);
      expect(temps()).toEqual([]);
      for (const rel of Object.keys(files)) expect(fs.readFileSync(path.join(dir, rel), 'utf8')).toBe(fixed[rel]);
    }
  }, 120_000);

  test('new refuses a path or a session id that leaves the repository', async () => {
    const dir = makeRepo({}, { git: true });
    const sub = path.join(dir, 'a/b');
    fs.mkdirSync(sub, { recursive: true });
    const name = `wflint-outside-${process.pid}-${Date.now()}.md`;
    await expect(createNew('checkpoint', { cwd: sub, path: `../../../${name}`, vars: { title: 't', target: 't' } })).rejects.toThrow(NewError);
    // A session id is a time and a slug (the id pattern refuses `/` and `..` before any path is made).
    await expect(createNew('harness-session', { cwd: dir, vars: { 'session-id': '../../../../x', target: 't', title: 't' } })).rejects.toThrow(/expects an id that holds its creation time/);
    await expect(createNew('harness-session', { cwd: dir, vars: { 'session-id': '20260501-0930-x/../../../../../x', target: 't', title: 't' } })).rejects.toThrow(NewError);
    // Through a link too.
    fs.symlinkSync(os.tmpdir(), path.join(dir, 'tmp-link'));
    await expect(createNew('checkpoint', { cwd: dir, path: 'tmp-link/x.md', vars: { title: 't', target: 't' } })).rejects.toThrow(/outside the repository/);
    expect(fs.existsSync(path.join(path.dirname(dir), name))).toBe(false);
  });
});

describe('usage errors and the MCP server', () => {
  test('--base that does not resolve is exit 2 naming it', () => {
    const dir = makeRepo({ [TASK_PATH]: TASK }, { git: true });
    const r = wflint(dir, ['--base', 'no-such-rev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('wflint: --base `no-such-rev` does not name a commit of the repository\n');
  });

  test('outside the project every tool answers one message, existing path or not; fix_file is an error', async () => {
    const dir = makeRepo({ [TASK_PATH]: TASK }, { git: true });
    const outside = makeRepo({ [TASK_PATH]: TASK });
    fs.symlinkSync(outside, path.join(dir, 'link'));
    const client = await connectMcp(dir);
    const answers: string[] = [];
    for (const p of [path.join(outside, TASK_PATH), path.join(outside, 'nope.md'), '/etc/passwd', '../x', `link/${TASK_PATH}`]) {
      for (const [name, args] of [
        ['lint_file', {}],
        ['fix_file', { write: true }],
        ['lint_project', {}],
        ['gate', { action: 'close' }],
      ] as const) {
        const r = await client.callTool({ name, arguments: { path: p, ...args } });
        expect(r.isError, `${name} ${p}`).toBe(true);
        answers.push(textOf(r).replace(p, '<p>'));
      }
    }
    await client.close();
    expect(new Set(answers)).toEqual(new Set([`wflint: \`<p>\` is outside the project \`${dir}\``]));
  });

  test('a message over the buffer cap is answered with an error, and the server goes on', async () => {
    const dir = makeRepo({ [TASK_PATH]: TASK }, { git: true });
    const child = spawn(process.execPath, [path.resolve(__dirname, '..', 'bin/wflint-mcp.js')], { cwd: dir });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    child.stdin.write(`${JSON.stringify(init)}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'lint_file', arguments: { path: 'x'.repeat(11 * 1024 * 1024) } } })}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' })}\n`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 20_000);
      child.stdout.on('data', () => {
        if (out.includes('"id":3')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.stdin.end();
    await new Promise((r) => child.on('exit', r));
    expect(out).toContain('"error":{"code":-32600,"message":"Request over 10485760 bytes: not read"}');
    expect(out).toContain('"id":3');
  }, 60_000);
});
