/** The real `wflint` binary on copies of the fixtures: output shapes and exit codes (spec §4, §5). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, test } from 'vitest';
import { copyFixture } from './helpers/fixtures.js';

const BIN = path.resolve(__dirname, '..', 'bin', 'wflint.js');

function wflint(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, WFLINT_TODAY: '2026-05-01' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let healthy: string;
let broken: string;
beforeAll(() => {
  if (!fs.existsSync(path.resolve(__dirname, '..', 'dist', 'cli', 'main.js'))) throw new Error('run `npm run build` first (npm test does)');
  healthy = copyFixture('ac-memory-healthy');
  broken = copyFixture('ac-memory-broken');
  // A config file marks each copy as its own root.
  fs.writeFileSync(path.join(healthy, 'wflint.config.json'), '{}');
  fs.writeFileSync(path.join(broken, 'wflint.config.json'), '{}');
});

describe('lint', () => {
  test('clean tree: exit 0, no output', () => {
    const r = wflint(healthy);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
  });

  test('stylish: grouped by file with line:col, level, message, rule id and a summary', () => {
    const r = wflint(broken);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^\.agents\/state\/INDEX\.md$/m);
    expect(r.stdout).toMatch(/^ {2}\d+:\d+ +error +Unexpected .+ {2}state-index-current-task$/m);
    expect(r.stdout).toMatch(/✖ \d+ problems \(\d+ errors, \d+ warnings\)/);
  });

  test('json: the ESLint shape with absolute paths', () => {
    const r = wflint(broken, '--format', 'json');
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout) as Array<Record<string, unknown>>;
    expect(results.length).toBe(7);
    for (const res of results) {
      expect(path.isAbsolute(res.filePath as string)).toBe(true);
      expect(Object.keys(res).sort()).toEqual(['errorCount', 'fatalErrorCount', 'filePath', 'fixableErrorCount', 'fixableWarningCount', 'messages', 'warningCount']);
      for (const m of res.messages as Array<Record<string, unknown>>) {
        expect(m).toMatchObject({
          ruleId: expect.any(String),
          severity: expect.any(Number),
          message: expect.any(String),
          line: expect.any(Number),
          column: expect.any(Number),
          endLine: expect.any(Number),
          endColumn: expect.any(Number),
        });
        expect([1, 2]).toContain(m.severity);
        if (m.fix) expect(m.fix).toMatchObject({ range: [expect.any(Number), expect.any(Number)], text: expect.any(String) });
      }
    }
  });

  test('a reader that closes the pipe early (`| head`) ends the run quietly with its exit code', async () => {
    const child = spawn(process.execPath, [BIN, '--format', 'json'], { cwd: broken, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WFLINT_TODAY: '2026-05-01' } });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });

  test('a slow reader gets the whole report, then the exit code (the bin exits once its output is flushed)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-cli-slow-'));
    const { generateCorpus } = (await import('../bench/corpus.mjs' as string)) as { generateCorpus(dir: string, o: { files: number; seed: number }): unknown };
    generateCorpus(dir, { files: 150, seed: 2 });
    const child = spawn(process.execPath, [BIN, '--format', 'json', '--threads', '1'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WFLINT_TODAY: '2026-05-01' } });
    const chunks: Buffer[] = [];
    // Reads a chunk every 20 ms: the report is longer than a pipe buffer. On Linux a pipe write
    // blocks until read, so this holds the contract (all of the report, then the exit code) rather
    // than the bin's flush wait, which matters where pipe writes are asynchronous (macOS).
    child.stdout.on('data', (d: Buffer) => {
      chunks.push(d);
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 20);
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const out = Buffer.concat(chunks).toString('utf8');
    expect(out.length).toBeGreaterThan(65536);
    expect(code).toBe(1);
    expect((JSON.parse(out) as unknown[]).length).toBeGreaterThan(100);
  });

  test('TIMING=1 (as ESLint) prints the ten slowest rules and the parsing time on stderr; the report is unchanged', () => {
    const plain = wflint(broken, '--format', 'json');
    const timed = spawnSync(process.execPath, [BIN, '--format', 'json'], { cwd: broken, encoding: 'utf8', env: { ...process.env, WFLINT_TODAY: '2026-05-01', TIMING: '1' } });
    expect({ code: timed.status, stdout: timed.stdout }).toEqual({ code: plain.code, stdout: plain.stdout });
    const lines = timed.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Rule +\| Time \(ms\) \| Relative$/);
    expect(lines[1]).toMatch(/^:-+ \| -+: \| -+:$/);
    const rows = lines.slice(2, lines.indexOf(''));
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row).toMatch(/^[a-z0-9-]+ +\| +\d+\.\d{3} \| +\d+\.\d%$/);
    const ms = rows.map((r) => Number(r.split('|')[1]));
    expect(ms).toEqual([...ms].sort((a, b) => b - a));
    expect(lines.at(-1)).toMatch(/^Rules: \d+\.\d{3} ms in all; document parsing: \d+\.\d{3} ms$/);
    const all = spawnSync(process.execPath, [BIN, '--format', 'json'], { cwd: broken, encoding: 'utf8', env: { ...process.env, TIMING: 'all' } });
    expect(all.stderr.split('\n').filter((l) => / \| +\d+\.\d{3} \| /.test(l)).length).toBeGreaterThan(10);
  });

  test('TIMING counts the pool workers’ rule and parsing times', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-cli-timing-'));
    const { generateCorpus } = (await import('../bench/corpus.mjs' as string)) as { generateCorpus(dir: string, o: { files: number; seed: number }): unknown };
    // 260 documents: two workers (src/core/scale/pool.ts, MIN_FILES_PER_WORKER); this thread lints none.
    generateCorpus(dir, { files: 260, seed: 7 });
    const r = spawnSync(process.execPath, [BIN, '.', '--format', 'json', '--threads', '2'], { cwd: dir, encoding: 'utf8', env: { ...process.env, TIMING: 'all' } });
    const rows = r.stderr.split('\n').filter((l) => / \| +\d+\.\d{3} \| /.test(l));
    expect(rows.map((l) => l.split(' ')[0])).toEqual(expect.arrayContaining(['data-schema', 'state-index-sync', 'checkpoint-structure', 'harness-ledger-reviews']));
    expect(Number(/document parsing: (\d+\.\d+) ms/.exec(r.stderr)![1])).toBeGreaterThan(0);
  });

  test('--quiet drops warnings; --max-warnings turns warnings into exit 1', () => {
    const dir = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    const file = path.join(dir, '.agents/state/tasks/2026-04-30-crash-fix.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('## 目标', '## Goal'));
    expect(wflint(dir).code).toBe(0);
    expect(wflint(dir, '--max-warnings', '0').code).toBe(1);
    expect(wflint(dir, '--max-warnings', '1').code).toBe(0);
    const quiet = wflint(dir, '--quiet', '--max-warnings', '0');
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe('');
  });

  test('--rule changes a level; an unknown rule is a usage error (exit 2)', () => {
    const r = wflint(broken, '--rule', 'state-index-sync:off', '--format', 'json');
    const ids = (JSON.parse(r.stdout) as Array<{ messages: Array<{ ruleId: string }> }>).flatMap((x) => x.messages.map((m) => m.ruleId));
    expect(ids).not.toContain('state-index-sync');
    const bad = wflint(broken, '--rule', 'state-index-synk:off');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown rule `state-index-synk`.*`state-index-sync`/);
  });

  test('an invalid config is exit 2 with the place of the problem', () => {
    const dir = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), JSON.stringify({ rules: { 'task-state-batch-cap': ['warn', { maxNetLines: 'many' }] } }));
    const r = wflint(dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/invalid options for `task-state-batch-cap` at `\/maxNetLines`/);
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{ "rules": ');
    expect(wflint(dir).code).toBe(2);
  });

  test('usage errors are exit 2', () => {
    expect(wflint(healthy, '--format', 'xml').code).toBe(2);
    expect(wflint(healthy, '--no-such-flag').code).toBe(2);
    expect(wflint(healthy, 'does/not/exist').code).toBe(2);
  });

  test('a binary file is a fatal message; the run goes on', () => {
    const dir = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    fs.writeFileSync(path.join(dir, '.agents/state/tasks/2026-05-09-binary.md'), Buffer.from([0x54, 0x41, 0x00, 0x01]));
    const r = wflint(dir, '--format', 'json');
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ fatal?: boolean; message: string }> }>;
    const bin = results.find((x) => x.filePath.endsWith('binary.md'))!;
    expect(bin.messages[0]).toMatchObject({ fatal: true, message: 'Binary file (NUL byte at offset 2): not linted' });
    expect(results.filter((x) => x.messages.length === 0).length).toBeGreaterThanOrEqual(5);
  });
});

describe('--fix and --fix-dry-run', () => {
  test('dry run prints a unified diff and writes nothing', () => {
    const dir = copyFixture('ac-memory-broken');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    const index = path.join(dir, '.agents/state/INDEX.md');
    const before = fs.readFileSync(index, 'utf8');
    const r = wflint(dir, '--fix-dry-run');
    expect(r.stdout).toMatch(/^--- a\/\.agents\/state\/INDEX\.md$/m);
    expect(r.stdout).toMatch(/^\+- 2026-05-02-onboarding-copy \| 新手引导文案更新 \| chore \| single \| active$/m);
    expect(fs.readFileSync(index, 'utf8')).toBe(before);
  });

  test('dry run shows each suggestion on the fixed text, where its range is', () => {
    const dir = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    const task = path.join(dir, '.agents/state/tasks/2026-04-30-crash-fix.md');
    // A header bullet (fixed: the marker goes) and no CURRENT_ROLE (a suggestion per role).
    fs.writeFileSync(
      task,
      fs
        .readFileSync(task, 'utf8')
        .replace(/^TASK_TITLE: /m, '- TASK_TITLE: ')
        .replace(/^CURRENT_ROLE: .*\n/m, ''),
    );
    const out = wflint(dir, '--fix-dry-run').stdout;
    const suggestion = out.slice(out.indexOf('# suggestion (task-state-header-fields)'));
    expect(suggestion).toMatch(/^\+CURRENT_ROLE: executor$/m);
    expect(suggestion).toMatch(/^ PLAN_FROZEN: true$/m);
    expect(suggestion).not.toMatch(/truCURRENT_ROLE/);
  });

  test('--fix writes, reports what remains, and a second run has nothing to fix', () => {
    const dir = copyFixture('ac-memory-broken');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    const r = wflint(dir, '--fix', '--format', 'json');
    expect(r.code).toBe(1);
    const remaining = (JSON.parse(r.stdout) as Array<{ messages: Array<{ fix?: unknown; ruleId: string }> }>).flatMap((x) => x.messages);
    expect(remaining.filter((m) => m.fix)).toEqual([]);
    expect(remaining.map((m) => m.ruleId)).not.toContain('state-index-sync');
    expect(wflint(dir, '--fix-dry-run').stdout).toBe('');
  });
});

describe('gate, state, explain', () => {
  test('gate on a task file: allowed (0) when healthy, refused (1) naming the rule when structure is missing', () => {
    // The executor goes on executing (its `advance` to review waits for the open Top 3 steps).
    const ok = wflint(healthy, 'gate', '.agents/state/tasks/2026-04-30-crash-fix.md', '--action', 'continue_execution');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ allowed: true, action: 'continue_execution', blocking: [] });
    const dir = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
    const file = path.join(dir, '.agents/state/tasks/2026-04-30-crash-fix.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/## 阻塞项\n\n- 无\n\n/, ''));
    const refused = wflint(dir, 'gate', '.agents/state/tasks/2026-04-30-crash-fix.md', '--action', 'continue_execution');
    expect(refused.code).toBe(1);
    const verdict = JSON.parse(refused.stdout) as { allowed: boolean; blocking: Array<{ ruleId: string; line: number }> };
    expect(verdict.allowed).toBe(false);
    expect(verdict.blocking.map((b) => b.ruleId)).toEqual(['required-sections']);
  });

  test('gate: a completed task with an open review finding may not close', () => {
    const r = wflint(broken, 'gate', '.agents/state/tasks/2026-04-20-push-retry.md', '--action', 'close');
    expect(r.code).toBe(1);
    const ids = (JSON.parse(r.stdout) as { blocking: Array<{ ruleId: string }> }).blocking.map((b) => b.ruleId);
    expect(ids).toContain('task-state-review-findings');
  });

  test('gate: unknown action or path is exit 2', () => {
    expect(wflint(healthy, 'gate', '.agents/state/tasks/2026-04-30-crash-fix.md', '--action', 'ship').code).toBe(2);
    expect(wflint(healthy, 'gate', 'nope.md', '--action', 'advance').code).toBe(2);
  });

  test('state prints the [STATE] lines', () => {
    const r = wflint(healthy, 'state');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').filter(Boolean)).toEqual([
      '[STATE] 2026-04-20-push-retry | reviewer | completed | 已检查',
      '[STATE] 2026-04-22-ble-pairing | executor | blocked | 已检查',
      '[STATE] 2026-04-25-docs-terms | single | completed | 已检查',
      '[STATE] 2026-04-30-crash-fix | executor | active | 已检查',
      '[STATE] 2026-05-01-settings-refactor | planner | active | 已检查',
    ]);
    expect(wflint(healthy, 'state', '2026-04-30-crash-fix').stdout).toBe('[STATE] 2026-04-30-crash-fix | executor | active | 已检查\n');
    expect(wflint(healthy, 'state', '2026-01-01-none').code).toBe(1);
  });

  test('explain prints the doc page; an unknown rule is exit 2', () => {
    const r = wflint(healthy, 'explain', 'task-state-role-status');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# task-state-role-status$/m);
    expect(wflint(healthy, 'explain', 'nope').code).toBe(2);
  });
});

describe('the Quick start example', () => {
  test('`wflint examples/shop-app` gives exactly its two deliberate warnings (README Quick start)', () => {
    const env = { ...process.env };
    delete env.WFLINT_TODAY;
    const r = spawnSync(process.execPath, [BIN, 'examples/shop-app', '--format', 'json'], { cwd: path.resolve(__dirname, '..'), encoding: 'utf8', env });
    expect(r.status).toBe(0);
    const found = (JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number }> }>).flatMap((x) =>
      x.messages.map((m) => `${path.basename(x.filePath)}:${m.line} ${m.ruleId}`),
    );
    expect(found).toEqual(['2026-05-06-checkout-coupon.md:20 no-template-placeholder', '2026-05-06-checkout-coupon.md:22 heading-canonical']);
  });
});

describe('ESLint / markdownlint-cli2 conventions (issue 20)', () => {
  let dir: string;
  beforeAll(() => {
    dir = copyFixture('ac-memory-broken');
    fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
  });
  const files = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string }>).map((r) => path.relative(dir, r.filePath)).sort();

  test('the README shows exactly `wflint --help`', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '..', 'README.md'), 'utf8');
    const block = /`wflint --help`[^\n]*\n\n```text\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(wflint(dir, '--help').stdout);
  });

  test("usage errors in wflint's words, with a did-you-mean", () => {
    const r = wflint(dir, '--fx');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('wflint: unknown option `--fx`, did you mean `--fix`? (see `wflint --help`)\n');
    expect(wflint(dir, '--format', 'stylsh').stderr).toContain('(did you mean `stylish`?)');
    expect(wflint(dir, '--fix', '--fix-dry-run')).toMatchObject({ code: 2, stderr: expect.stringContaining('give one of them') });
    expect(wflint(dir, '--fix-rule', 'state-index-sync')).toMatchObject({ code: 2, stderr: expect.stringContaining('add one of them') });
    expect(wflint(dir, '--config')).toMatchObject({ code: 2, stderr: 'wflint: option `--config` needs a value <file>\n' });
  });

  test('--cache-location: a file, or a folder with one file per root; without --cache a usage error', () => {
    const d = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(d, 'wflint.config.json'), '{}');
    const plain = wflint(d, '--format', 'json').stdout;
    expect(wflint(d, '--cache', '--cache-location', 'tmp/lint.cache', '--format', 'json').stdout).toBe(plain);
    expect(fs.existsSync(path.join(d, 'tmp/lint.cache'))).toBe(true);
    expect(fs.existsSync(path.join(d, '.wflint-cache'))).toBe(false);
    expect(wflint(d, '--cache', '--cache-location', 'tmp/lint.cache', '--format', 'json').stdout).toBe(plain);
    expect(wflint(d, '--cache', '--cache-location', 'cache-dir/', '--format', 'json').stdout).toBe(plain);
    expect(fs.readdirSync(path.join(d, 'cache-dir'))).toEqual([expect.stringMatching(/^\.wflint-cache-[0-9a-f]{12}$/)]);
    expect(wflint(d, '--cache-location', 'x')).toMatchObject({ code: 2, stderr: 'wflint: --cache-location needs --cache\n' });
  });

  test('globs and `!` exclusions name workflow documents, quoted or not', () => {
    const r = wflint(dir, '.agents/state/tasks/*.md', '!**/*crash*', '--format', 'json');
    expect(files(r.stdout)).toEqual(
      ['2026-04-20-push-retry.md', '2026-04-22-ble-pairing.md', '2026-04-25-docs-terms.md', '2026-05-01-settings-refactor.md', '2026-05-02-onboarding-copy.md'].map((f) => `.agents/state/tasks/${f}`),
    );
    expect(wflint(dir, 'nothing/**/*.md')).toMatchObject({ code: 2, stderr: expect.stringContaining('no workflow document matches') });
  });

  test('-f loads a formatter module (its default export) through the bundled bin', () => {
    fs.writeFileSync(path.join(dir, 'count.mjs'), 'export default (results) => `files: ${results.length}`;\n');
    const r = wflint(dir, '-f', './count.mjs');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^files: \d+\n$/);
    expect(Number(/\d+/.exec(r.stdout)![0])).toBe(files(wflint(dir, '--format', 'json').stdout).length);
  });

  test('-o writes the report to a file; --max-warnings -1 means no limit; --rule takes 0/1/2', () => {
    const r = wflint(dir, '-o', 'out/report.json', '--format', 'json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'out/report.json'), 'utf8')).length).toBeGreaterThan(3);
    const healthyWarn = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(healthyWarn, 'wflint.config.json'), '{}');
    const file = path.join(healthyWarn, '.agents/state/tasks/2026-04-30-crash-fix.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('## 目标', '## Goal'));
    expect(wflint(healthyWarn, '--max-warnings', '-1').code).toBe(0);
    const off = wflint(dir, '--rule', 'state-index-sync:0', '--rule', 'task-state-top3:1', '--format', 'json');
    const messages = (JSON.parse(off.stdout) as Array<{ messages: Array<{ ruleId: string; severity: number }> }>).flatMap((x) => x.messages);
    expect(messages.some((m) => m.ruleId === 'state-index-sync')).toBe(false);
    expect(messages.filter((m) => m.ruleId === 'task-state-top3').every((m) => m.severity === 1)).toBe(true);
  });

  test('--stdin-filename is --stdin-filepath', () => {
    const rel = '.agents/state/INDEX.md';
    const r = spawnSync(process.execPath, [BIN, '--stdin', '--stdin-filename', rel, '--format', 'json'], { cwd: dir, input: fs.readFileSync(path.join(dir, rel)), encoding: 'utf8' });
    expect(files(r.stdout)).toEqual([rel]);
  });

  test('an ignored file named on the command line gets a warning; --no-ignore and --ignore-pattern', () => {
    const c = copyFixture('checkpoints-broken');
    fs.writeFileSync(path.join(c, 'wflint.config.json'), '{}');
    const rel = 'docs/checkpoints/会员等级.md';
    fs.writeFileSync(path.join(c, '.gitignore'), `${rel}\n`);
    const r = wflint(c, rel, '--format', 'json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Array<{ messages: Array<{ message: string; severity: number }> }>)[0]!.messages).toEqual([
      expect.objectContaining({ severity: 1, message: expect.stringContaining('File ignored because of a matching ignore pattern') }),
    ]);
    expect(wflint(c, rel, '--no-ignore', '--format', 'json').code).toBe(1);
    // The configuration's patterns hide any document, the task state too.
    const d = copyFixture('ac-memory-broken');
    fs.writeFileSync(path.join(d, 'wflint.config.json'), '{}');
    const ignored = wflint(d, '--ignore-pattern', '.agents/state/tasks/2026-04-2*', '--format', 'json');
    expect(files(ignored.stdout).filter((f) => f.includes('2026-04-2'))).toEqual([]);
  });

  test("--print-config shows the root, the config, the kind and each rule's level; --debug times the phases", () => {
    const r = wflint(dir, '--print-config', '.agents/state/INDEX.md');
    const printed = JSON.parse(r.stdout) as { root: string; configFile: string; kind: string; rules: Record<string, { level: string; applies: boolean }> };
    expect(printed).toMatchObject({ root: dir, configFile: path.join(dir, 'wflint.config.json'), kind: 'state-index' });
    expect(printed.rules['state-index-sync']).toEqual({ level: 'error', applies: true });
    expect(printed.rules['task-state-top3']).toEqual({ level: 'error', applies: false });
    const dbg = wflint(dir, '--debug', '.agents/state/INDEX.md');
    expect(dbg.stderr).toMatch(/^wflint:debug root .+; config .+wflint\.config\.json; \d+ rules on; engine ready in \d+ ms$/m);
    expect(dbg.stderr).toMatch(/^wflint:debug linted 1 document\(s\) in \d+ ms$/m);
  });
});
