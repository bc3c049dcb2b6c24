/**
 * Hostile input (issues 6 and 18): every case has a documented behaviour (README "Limits") — a
 * precise fatal message, bounded work, no crash, nothing executed or constructed, the run goes on.
 *
 * The hostile suite, 59 cases in five files: this one (18: YAML, files, reports, deep nesting on
 * the main thread, in pool workers and in the language server, the time budget, regex literals),
 * hostile-code (10: configs and code execution, each bin twice), hostile-integrity (10: cache,
 * temporary files, suppressions; 6 malformed cache variants), hostile-files (16: walks, bounded
 * reads of 5 files × 3 forms, writes, 6 kill trials, MCP), hostile-regex (5: every RegExp built at
 * run time through recheck, 4 timed attack strings). Property tests: test/property-fix.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import ts from 'typescript';
import { recheckAll } from './hostile/recheck.js';
import { fixtureEngine } from './helpers/fixtures.js';
import { MAX_FILE_BYTES, MAX_LINES } from '../src/core/project/workspace.js';
import { FORMATTERS } from '../src/reporters/index.js';
import { githubSummary } from '../src/reporters/github.js';
import { runAction } from '../src/action.js';
import { spawnAsOtherUser, startLsp } from './hostile/helpers.js';

const ROOT = path.resolve(__dirname, '..');
const TASK_HEAD = 'TASK_ID: 2026-05-01-x\nTASK_TITLE: x\nTASK_TYPE: fix\nPLAN_FROZEN: false\nCURRENT_ROLE: planner\nWORKFLOW_STATUS: active\nSTARTED_AT: 2026-05-01\nLAST_UPDATED_AT: 2026-05-01\n';

function repo(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-hostile-'));
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

const LOOP = 'jobs/audit_20260501';
const CONTROL = `---\nloop_home: ${LOOP}\nloop_class: controller_loop\nsource_sessions: [s1]\n---\n\n# 控制\n`;
const packet = (yaml: string) => `# Decision Packet\n\n\`\`\`yaml\n${yaml}\n\`\`\`\n`;

async function lintAll(dir: string) {
  const engine = await fixtureEngine(dir);
  return engine.lint();
}

describe('YAML', () => {
  test('an alias bomb is stopped with a located fatal message; the other files are still linted', async () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdef'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdef'[i]}`).join(',')}]`),
      'g: [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
    ].join('\n');
    const dir = repo({ [`${LOOP}/CONTROL.md`]: CONTROL, [`${LOOP}/decision_packets/DP-001.md`]: packet(bomb), '.agents/state/tasks/2026-05-01-x.md': `${TASK_HEAD}\n## 目标\n` });
    const results = await lintAll(dir);
    const dp = results.find((r) => r.relPath.endsWith('DP-001.md'))!;
    expect(dp.messages).toEqual([
      expect.objectContaining({ ruleId: 'yaml-syntax', fatal: true, line: 4, message: 'Unexpected YAML syntax error: Excessive alias count indicates a resource exhaustion attack' }),
    ]);
    expect(results.find((r) => r.relPath.endsWith('2026-05-01-x.md'))!.messages.length).toBeGreaterThan(0);
  });

  test('deep nesting is bounded', async () => {
    const deep = `a: ${'['.repeat(3000)}${']'.repeat(3000)}`;
    const dir = repo({ [`${LOOP}/CONTROL.md`]: CONTROL, [`${LOOP}/decision_packets/DP-001.md`]: packet(deep) });
    const dp = (await lintAll(dir)).find((r) => r.relPath.endsWith('DP-001.md'))!;
    expect(dp.messages.map((m) => m.ruleId)).toEqual(['yaml-syntax']);
    expect(dp.messages[0]!.fatal).toBe(true);
  });

  test('__proto__ and constructor keys are plain data: no prototype pollution', async () => {
    const dir = repo({
      [`${LOOP}/CONTROL.md`]: CONTROL,
      [`${LOOP}/decision_packets/DP-001.md`]: packet('__proto__:\n  polluted: true\nconstructor:\n  prototype:\n    polluted: true\ndecision_packet_id: DP-001'),
    });
    const engine = await fixtureEngine(dir);
    engine.lint();
    const doc = engine.document(`${LOOP}/decision_packets/DP-001.md`)!;
    expect(Object.keys(doc.data)).toEqual(['__proto__', 'constructor', 'decision_packet_id']);
    expect(Object.getPrototypeOf(doc.data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('tags that would construct objects are refused, nothing is constructed', async () => {
    const dir = repo({
      [`${LOOP}/CONTROL.md`]: CONTROL,
      [`${LOOP}/decision_packets/DP-001.md`]: packet('decision_packet_id: DP-001\nhook: !!js/function "function () { process.exit(9) }"\nother: !custom { a: 1 }'),
    });
    const dp = (await lintAll(dir)).find((r) => r.relPath.endsWith('DP-001.md'))!;
    expect(dp.messages.filter((m) => m.ruleId === 'yaml-syntax').map((m) => [m.line, m.message])).toEqual([
      [5, 'Unexpected YAML syntax error: Unresolved tag: tag:yaml.org,2002:js/function'],
      [6, 'Unexpected YAML syntax error: Unresolved tag: !custom'],
    ]);
  });
});

describe('files that cannot be workflow documents', () => {
  test('a 50 MB document is refused by size without being parsed', async () => {
    const dir = repo({});
    const file = path.join(dir, '.agents/state/tasks/2026-05-01-huge.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(file, 'w');
    const chunk = Buffer.from('- 条目 修复登录提示与回归记录\n'.repeat(20_000));
    for (let written = 0; written < 50 * 1024 * 1024; written += chunk.length) fs.writeSync(fd, chunk);
    fs.closeSync(fd);
    const [r] = await lintAll(dir);
    expect(r!.messages).toEqual([expect.objectContaining({ fatal: true, message: expect.stringMatching(new RegExp(`^File is \\d+ bytes, over the ${MAX_FILE_BYTES}-byte limit: not linted$`)) })]);
  });

  test('a 200,000-line document is refused by its line count', async () => {
    const dir = repo({ '.agents/state/tasks/2026-05-01-long.md': TASK_HEAD + '\n## 目标\n\n' + '-\n'.repeat(200_000) });
    const [r] = await lintAll(dir);
    expect(r!.messages).toEqual([expect.objectContaining({ fatal: true, message: `File has more than ${MAX_LINES} lines, over the limit: not linted` })]);
  });

  test('binary content and invalid UTF-8 are reported with their position', async () => {
    const dir = repo({
      '.agents/state/tasks/2026-05-01-bin.md': Buffer.concat([Buffer.from(TASK_HEAD), Buffer.from([0, 1, 2])]),
      '.agents/state/tasks/2026-05-02-latin1.md': Buffer.concat([Buffer.from('TASK_ID: 2026-05-02-latin1\nTASK_TITLE: caf'), Buffer.from([0xe9]), Buffer.from('\n')]),
    });
    const results = await lintAll(dir);
    expect(results.map((r) => r.messages[0]?.message)).toEqual([`Binary file (NUL byte at offset ${TASK_HEAD.length}): not linted`, 'Invalid UTF-8 at byte 42: not linted']);
  });

  test('a symlink that leaves the repository is not followed; one inside is', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.md'), `${TASK_HEAD}\n## 目标\n`);
    const dir = repo({ 'notes/real.md': `${TASK_HEAD.replace(/2026-05-01-x/, '2026-05-03-inside')}\n## 目标\n` });
    fs.mkdirSync(path.join(dir, '.agents/state/tasks'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, '.agents/state/tasks/2026-05-01-x.md'));
    fs.symlinkSync(path.join(dir, 'notes/real.md'), path.join(dir, '.agents/state/tasks/2026-05-03-inside.md'));
    const results = await lintAll(dir);
    const out = results.find((r) => r.relPath.endsWith('2026-05-01-x.md'))!;
    expect(out.messages).toEqual([expect.objectContaining({ fatal: true, message: 'Symbolic link leaves the repository: not read' })]);
    const inside = results.find((r) => r.relPath.endsWith('inside.md'))!;
    expect(inside.messages.every((m) => !m.fatal)).toBe(true);
  });

  test('an unreadable file is reported, the others are linted', () => {
    const dir = repo({ '.agents/state/tasks/2026-05-01-x.md': `${TASK_HEAD}\n## 目标\n`, '.agents/state/tasks/2026-05-02-y.md': `${TASK_HEAD.replaceAll('2026-05-01-x', '2026-05-02-y')}\n## 目标\n` });
    fs.chmodSync(path.join(dir, '.agents/state/tasks/2026-05-01-x.md'), 0o000);
    fs.chmodSync(dir, 0o755);
    // Root reads everything: run as `nobody` to see a real permission error.
    const r = spawnAsOtherUser(['--format', 'json', dir], os.tmpdir());
    if (!r) return;
    const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ message: string; fatal?: boolean }> }>;
    expect(results.find((x) => x.filePath.endsWith('2026-05-01-x.md'))!.messages).toEqual([expect.objectContaining({ fatal: true, message: 'File is not readable (permission denied)' })]);
    expect(results.find((x) => x.filePath.endsWith('2026-05-02-y.md'))!.messages.every((m) => !m.fatal)).toBe(true);
    expect(r.status).toBe(1);
  });
});

describe('nothing runs from documents', () => {
  test('config files inside linted folders are never loaded; only the root config can run code', async () => {
    const marker = path.join(os.tmpdir(), `wflint-ran-${process.pid}-${Date.now()}`);
    const code = `import fs from 'node:fs'; fs.writeFileSync(${JSON.stringify(marker)}, 'ran'); export default {};`;
    const dir = repo({ '.agents/state/tasks/2026-05-01-x.md': `${TASK_HEAD}\n## 目标\n`, '.agents/state/wflint.config.mjs': code, '.agents/state/tasks/wflint.config.mjs': code });
    await lintAll(dir);
    expect(fs.existsSync(marker)).toBe(false);
  });
});

describe('regular expressions', () => {
  /** Every regex literal and `new RegExp('literal')` in src/, checked for catastrophic backtracking. */
  function regexesInSource(): Array<{ where: string; source: string; flags: string }> {
    const out: Array<{ where: string; source: string; flags: string }> = [];
    const walk = (dir: string): void => {
      for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, d.name);
        if (d.isDirectory()) walk(p);
        else if (d.name.endsWith('.ts')) {
          const sf = ts.createSourceFile(p, fs.readFileSync(p, 'utf8'), ts.ScriptTarget.Latest, true);
          const visit = (node: ts.Node): void => {
            if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
              const text = node.getText(sf);
              const last = text.lastIndexOf('/');
              out.push({ where: `${path.relative(ROOT, p)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`, source: text.slice(1, last), flags: text.slice(last + 1) });
            }
            ts.forEachChild(node, visit);
          };
          visit(sf);
        }
      }
    };
    walk(path.join(ROOT, 'src'));
    return out;
  }

  test('the check finds a vulnerable pattern (never remembered as safe)', () => {
    expect(recheckAll([{ source: '^(a+)+$', flags: '' }]).get('/^(a+)+$/')?.status).toBe('vulnerable');
  }, 60_000);

  test('no rule or parser pattern is vulnerable to ReDoS (recheck)', () => {
    const found = regexesInSource();
    expect(found.length).toBeGreaterThan(50);
    const verdicts = recheckAll(found);
    const vulnerable = found.flatMap((r) => {
      const v = verdicts.get(`/${r.source}/${r.flags}`)!;
      return v.status === 'vulnerable' ? [`${r.where} /${r.source}/ attack: ${v.attack}`] : [];
    });
    expect(vulnerable).toEqual([]);
  }, 300_000);
});

describe('reports: document text never becomes a workflow command, an escape sequence or markup', () => {
  const INJECT = 'key\n::stop-commands::xyz\n::error file=README.md,line=1::pwned\n\u001b[2J\u2028end';
  const hostileRepo = () =>
    repo({
      [`${LOOP}/CONTROL.md`]: CONTROL,
      // Values a message quotes (the packet schema is open: unknown keys are no finding).
      [`${LOOP}/decision_packets/DP-001.md`]: packet(`decision_packet_id: DP-001\nclaim_ceiling: ${JSON.stringify(INJECT)}`),
      [`${LOOP}/decision_packets/DP-002.md`]: packet(`decision_packet_id: DP-002\nclaim_ceiling: "<img src=x onerror=alert(1)> **bold** [l](http://x) @team"`),
    });
  /** Lines a GitHub runner reads as workflow commands: every `::` line, except inside a stop-commands block. */
  function commands(log: string): string[] {
    const out: string[] = [];
    let stop: string | undefined;
    for (const line of log.split(/\r?\n/)) {
      if (stop !== undefined) {
        if (line === `::${stop}::`) stop = undefined;
        continue;
      }
      const m = /^::stop-commands::(.*)$/.exec(line);
      if (m) stop = m[1];
      else if (line.startsWith('::')) out.push(line);
    }
    return out;
  }

  test('every human format prints the text with visible escapes, on one line per finding', async () => {
    const dir = hostileRepo();
    const engine = await fixtureEngine(dir);
    const results = engine.lint();
    expect(results.flatMap((r) => r.messages).some((m) => m.message.includes(INJECT))).toBe(true);
    const ctx = { cwd: dir, root: dir, rules: engine.config.rules, version: '0.1.0' };
    for (const name of ['stylish', 'github', 'junit']) {
      const text = FORMATTERS[name]!(results, ctx);
      // No raw control character but the line feeds the format itself writes; no line the document started.
      expect(text, name).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/);
      expect(
        text.split('\n').filter((l) => /^(::|\u001b)/.test(l) && !/^::(error|warning) file=jobs\//.test(l)),
        name,
      ).toEqual([]);
      expect(text, name).not.toContain('pwned\n');
    }
    expect(FORMATTERS.stylish!(results, ctx)).toContain('key\\n::stop-commands::xyz\\n::error file=README.md,line=1::pwned\\n\\u001b[2J\\u2028end');
    const junit = FORMATTERS.junit!(results, ctx);
    expect(junit).toContain('key&#10;::stop-commands::xyz&#10;::error file=README.md,line=1::pwned&#10;\uFFFD[2J&#8232;end');
  });

  test('the job summary escapes Markdown and HTML in every cell', async () => {
    const dir = hostileRepo();
    const results = (await fixtureEngine(dir)).lint();
    const summary = githubSummary(results, { blob: { server: 'https://github.com', repository: 'a/b', sha: 'f00d' } });
    expect(summary).not.toMatch(/<img|\*\*bold\*\*|\[l\]\(http|[^\\]@team|\n::/);
    expect(summary).toContain('<code>&lt;img src=x onerror=alert(1)&gt; \\*\\*bold\\*\\* \\[l\\](http://x) \\@team</code>');
    // One table row per finding: no cell breaks out of its row.
    const rows = summary.split('\n').filter((l) => l.startsWith('| ❌') || l.startsWith('| ⚠️'));
    expect(rows.length).toBe(results.reduce((n, r) => n + r.messages.length, 0));
  });

  test('the Action log: the report sits in a stop-commands block, the annotations are the real ones', async () => {
    const dir = hostileRepo();
    const out: string[] = [];
    const env = { GITHUB_WORKSPACE: dir, INPUT_FORMAT: 'stylish', INPUT_FIX: 'false', WFLINT_TODAY: '2026-05-01' };
    const outcome = await runAction(env, { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    const log = out.join('');
    const cmds = commands(log);
    expect(cmds.length).toBe(outcome.errorCount + outcome.warningCount);
    expect(cmds.every((l) => /^::(error|warning) file=jobs\/audit_20260501\/(CONTROL|decision_packets\/DP-00[12])\.md,/.test(l))).toBe(true);
    expect(log).toMatch(/^::stop-commands::wflint-[0-9a-f]{32}\n/);
  });
});

describe('deep nesting is one fatal message on its file, on every surface', () => {
  const deepFiles = {
    '.agents/state/tasks/2026-05-01-a.md': `${TASK_HEAD}\n## 目标\n\n${'>'.repeat(10_000)}\n`,
    '.agents/state/tasks/2026-05-02-b.md': `${TASK_HEAD.replaceAll('2026-05-01-x', '2026-05-02-b')}\n## 目标\n\n${'- '.repeat(4000)}x\n`,
    '.agents/state/tasks/2026-05-03-c.md': `${TASK_HEAD.replaceAll('2026-05-01-x', '2026-05-03-c')}\n## 目标\n\n${Array.from({ length: 1400 }, (_, k) => `${'  '.repeat(k)}- x`).join('\n')}\n`,
  };
  const DEEP = /^Unexpected nesting deeper than 32 levels \(block quotes and list items\), expected at most 32: not linted$/;

  test('main thread and pool workers: the deep files get the message, the others are linted', () => {
    const many: Record<string, string> = { ...deepFiles };
    for (let i = 0; i < 140; i++)
      many[`.agents/state/tasks/2026-06-${String(i).padStart(3, '0')}-t.md`] = `${TASK_HEAD.replaceAll('2026-05-01-x', `2026-06-${String(i).padStart(3, '0')}-t`)}\n## 目标\n`;
    for (const [files, threads] of [
      [deepFiles, '1'],
      [many, '2'],
    ] as const) {
      const dir = repo(files);
      const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/wflint.js'), '--format', 'json', '--threads', threads, dir], { encoding: 'utf8', cwd: os.tmpdir(), timeout: 120_000 });
      expect(r.status, r.stderr).toBe(1);
      const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ message: string; fatal?: boolean; line: number }> }>;
      expect(results.length).toBe(Object.keys(files).length);
      for (const res of results) {
        if (Object.keys(deepFiles).some((f) => res.filePath.endsWith(f))) expect(res.messages).toEqual([expect.objectContaining({ fatal: true, message: expect.stringMatching(DEEP) })]);
        else expect(res.messages.some((m) => !m.fatal)).toBe(true);
      }
    }
  }, 180_000);

  test('the language server publishes the message, and diagnostics for the documents opened after it', async () => {
    const dir = repo({ ...deepFiles, '.agents/state/tasks/2026-05-04-d.md': `${TASK_HEAD.replaceAll('2026-05-01-x', '2026-05-04-d')}\n## 目标\n` });
    const session = await startLsp(dir);
    for (const f of Object.keys(deepFiles)) expect((await session.open(f)).map((d) => d.message)).toEqual([expect.stringMatching(DEEP)]);
    expect((await session.open('.agents/state/tasks/2026-05-04-d.md')).map((d) => d.code)).toContain('required-sections');
    session.close();
  });

  test('YAML nested 1,500 deep, block or flow, gets the 64-level message; `*a` × 40,000 is bounded', async () => {
    const deep = Array.from({ length: 1500 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1';
    const flow = `a: ${'{a: '.repeat(1500)}1${'}'.repeat(1500)}`;
    const aliases = `decision_packet_id: DP-001\nx: &a v\nl: [${Array(40_000).fill('*a').join(',')}]`;
    const dir = repo({
      [`${LOOP}/CONTROL.md`]: CONTROL,
      [`${LOOP}/decision_packets/DP-001.md`]: packet(deep),
      [`${LOOP}/decision_packets/DP-002.md`]: packet(flow),
      [`${LOOP}/decision_packets/DP-003.md`]: packet(aliases),
    });
    const start = performance.now();
    const results = await lintAll(dir);
    expect(performance.now() - start).toBeLessThan(10_000);
    const syntax = (name: string) =>
      results
        .find((r) => r.relPath.endsWith(name))!
        .messages.filter((m) => m.ruleId === 'yaml-syntax')
        .map((m) => m.message);
    expect(syntax('DP-001.md')).toEqual(['Unexpected YAML syntax error: Nesting deeper than 64 levels']);
    expect(syntax('DP-002.md')).toEqual(['Unexpected YAML syntax error: Nesting deeper than 64 levels']);
    expect(syntax('DP-003.md')).toEqual(['Unexpected YAML syntax error: Excessive alias count indicates a resource exhaustion attack']);
  });

  test('the time budget: past it, a fatal message and the run goes on', async () => {
    const dir = repo({ '.agents/state/tasks/2026-05-01-x.md': `${TASK_HEAD}\n## 目标\n`, '.agents/state/tasks/2026-05-02-y.md': `${TASK_HEAD.replaceAll('2026-05-01-x', '2026-05-02-y')}\n## 目标\n` });
    const { createEngine } = await import('../src/engine.js');
    const over = await createEngine({ cwd: dir, root: dir, fileBudgetMs: -1 });
    const results = over.lint();
    expect(results.map((r) => r.messages)).toEqual([
      [expect.objectContaining({ fatal: true, message: 'Unexpected lint time over the -1 ms budget of a file, expected less: the remaining rules did not run' })],
      [expect.objectContaining({ fatal: true, message: 'Unexpected lint time over the -1 ms budget of a file, expected less: the remaining rules did not run' })],
    ]);
    const within = await createEngine({ cwd: dir, root: dir });
    expect(within.lint().every((r) => r.messages.length > 0 && r.messages.every((m) => !m.fatal))).toBe(true);
  });
});
