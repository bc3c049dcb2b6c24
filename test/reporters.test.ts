import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, test } from 'vitest';
import { copyFixture, fixtureEngine, gitInit, FIXTURES } from './helpers/fixtures.js';
import { sarifSchemaErrors, git, wflint } from './surfaces-helpers.js';
import { FORMATTERS, rulesThatRan, type FormatContext } from '../src/reporters/index.js';
import { sarifLog, uriOf, FATAL_RULE_ID } from '../src/reporters/sarif.js';
import { appendStepSummary, escapeData, escapeProperty, formatGithub, githubSummary } from '../src/reporters/github.js';
import { formatJunit, xmlEscape } from '../src/reporters/junit.js';
import { changedLines } from '../src/core/project/git.js';
import type { Engine } from '../src/engine.js';
import type { LintResult } from '../src/core/lint/messages.js';
import { summarize } from '../src/core/lint/messages.js';
import { run } from '../src/cli/main.js';
import { progressLine, type Terminal } from '../src/cli/terminal.js';

const CRASH = '.agents/state/tasks/2026-04-29-crash-upload.md';

function ctxOf(engine: Engine, extra: Partial<FormatContext> = {}): FormatContext {
  return { cwd: engine.root, root: engine.root, rules: engine.config.rules, version: '0.1.0', ...extra };
}

async function stateFixture(): Promise<{ dir: string; engine: Engine; results: LintResult[] }> {
  const dir = copyFixture('surfaces-state');
  gitInit(dir);
  const engine = await fixtureEngine(dir);
  return { dir, engine, results: engine.lint() };
}

/** A minimal well-formedness check: every tag closes in order, attributes are quoted, entities known. */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    const text = body.slice(last, m.index);
    expect(text).not.toMatch(/[<>]/);
    expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
    last = tag.lastIndex;
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else if (!m[4]) stack.push(m[2]!);
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
}

describe('sarif', () => {
  it('validates against the official SARIF 2.1.0 schema and maps every finding', async () => {
    const { dir, engine, results } = await stateFixture();
    const text = FORMATTERS.sarif!(results, ctxOf(engine));
    const log = JSON.parse(text);
    expect(sarifSchemaErrors(log)).toEqual([]);
    const run = log.runs[0];
    expect(run.tool.driver.name).toBe('wflint');
    expect(run.originalUriBaseIds['%SRCROOT%'].uri).toBe(`${pathToFileURL(dir).href}/`);

    // One reporting descriptor per rule that ran, from the rule's own metadata.
    const ran = rulesThatRan(results, engine.config.rules);
    expect(run.tool.driver.rules.map((d: { id: string }) => d.id)).toEqual(ran.map((r) => r.rule.id));
    expect(ran.map((r) => r.rule.id)).toContain('task-state-header-fields');
    expect(ran.map((r) => r.rule.id)).toContain('state-index-sync');
    for (const [i, { rule }] of ran.entries()) {
      const d = run.tool.driver.rules[i];
      expect(d.shortDescription.text).toBe(rule.meta.description);
      expect(d.helpUri).toBe(rule.url);
      expect(d.defaultConfiguration.level).toBe(rule.meta.severity === 'error' ? 'error' : 'warning');
    }
    // Gate-only rules do not run in a plain lint.
    for (const { rule } of engine.config.rules.filter((r) => r.rule.meta.gateOnly)) expect(run.tool.driver.rules.map((d: { id: string }) => d.id)).not.toContain(rule.id);

    const messages = results.flatMap((r) => r.messages.map((m) => ({ r, m })));
    expect(messages).toHaveLength(3);
    expect(run.results).toHaveLength(messages.length);
    messages.forEach(({ r, m }, i) => {
      const res = run.results[i];
      expect(res.ruleId).toBe(m.ruleId);
      expect(run.tool.driver.rules[res.ruleIndex].id).toBe(m.ruleId);
      expect(res.level).toBe(m.severity === 2 ? 'error' : 'warning');
      expect(res.message.text).toBe(m.message);
      const loc = res.locations[0].physicalLocation;
      expect(loc.artifactLocation).toEqual({ uri: r.relPath, uriBaseId: '%SRCROOT%' });
      expect(loc.region).toEqual({ startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn });
    });
    expect(run.results[0]).toMatchObject({
      ruleId: 'task-state-header-fields',
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: CRASH }, region: { startLine: 6, startColumn: 1, endLine: 6, endColumn: 16 } } }],
    });
    expect(run.results[2]).toMatchObject({ ruleId: 'heading-canonical', level: 'warning' });
  });

  it('reports an unreadable file as a `wflint/fatal` result, with non-ASCII paths percent-encoded', async () => {
    const dir = copyFixture('surfaces-state');
    fs.mkdirSync(path.join(dir, '.task-driver'));
    const rel = '.task-driver/2026-04-30-登录 重试-计划摘要.md';
    fs.writeFileSync(path.join(dir, rel), Buffer.from([0x23, 0x20, 0x00, 0x0a]));
    const engine = await fixtureEngine(dir, { base: false });
    const results = engine.lint([path.join(dir, '.task-driver')]);
    expect(results).toHaveLength(1);
    expect(results[0]!.messages[0]).toMatchObject({ ruleId: null, fatal: true });
    const log = sarifLog(results, ctxOf(engine));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const run = log.runs[0]!;
    const result = run.results[0] as { ruleId: string; ruleIndex: number; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> };
    expect(result.ruleId).toBe(FATAL_RULE_ID);
    expect(result.level).toBe('error');
    expect(run.tool.driver.rules[result.ruleIndex]!.id).toBe(FATAL_RULE_ID);
    expect(result.locations[0]!.physicalLocation.artifactLocation.uri).toBe('.task-driver/2026-04-30-%E7%99%BB%E5%BD%95%20%E9%87%8D%E8%AF%95-%E8%AE%A1%E5%88%92%E6%91%98%E8%A6%81.md');
    expect(decodeURIComponent(uriOf(rel))).toBe(rel);
  });

  it('is valid for every whole-workflow fixture in the repository', async () => {
    for (const name of fs.readdirSync(FIXTURES)) {
      if (!fs.statSync(path.join(FIXTURES, name)).isDirectory()) continue;
      const dir = copyFixture(name);
      gitInit(dir);
      const engine = await fixtureEngine(dir);
      const log = sarifLog(engine.lint(), ctxOf(engine));
      expect({ name, errors: sarifSchemaErrors(log) }).toEqual({ name, errors: [] });
    }
  });

  it('is what `--format sarif` prints', async () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    const r = wflint(dir, ['--format', 'sarif']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).toEqual(['task-state-header-fields', 'task-state-header-fields', 'heading-canonical']);
    expect(log.runs[0].tool.driver.version).toBe(JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version);
  });
});

describe('github', () => {
  it('escapes data and properties by GitHub rules', () => {
    expect(escapeData('50% done\r\nnext: a, b')).toBe('50%25 done%0D%0Anext: a, b');
    expect(escapeProperty('a:b,c%d\ne')).toBe('a%3Ab%2Cc%25d%0Ae');
    const r = summarize('/repo/x.md', 'dir,with:odd/x.md', [
      { ruleId: 'task-state-top3', severity: 2, message: 'Unexpected `4` items, expected at most 3\nsee 50%', line: 2, column: 3, endLine: 2, endColumn: 9 },
    ]);
    expect(formatGithub([r], { cwd: '/repo', root: '/repo' })).toBe(
      '::error file=dir%2Cwith%3Aodd/x.md,line=2,col=3,endLine=2,endColumn=9,title=task-state-top3::Unexpected `4` items, expected at most 3%0Asee 50%25\n',
    );
  });

  it('prints annotations for every finding, repo-relative', async () => {
    const { engine, results } = await stateFixture();
    expect(formatGithub(results, ctxOf(engine))).toBe(
      [
        `::error file=${CRASH},line=6,col=1,endLine=6,endColumn=16,title=task-state-header-fields::Unexpected missing header field \`PLAN_FROZEN\`, expected it after \`TASK_TYPE\``,
        `::error file=${CRASH},line=10,col=1,endLine=10,endColumn=23,title=task-state-header-fields::Unexpected missing header field \`LAST_UPDATED_AT\`, expected it after \`STARTED_AT\``,
        `::warning file=${CRASH},line=39,col=4,endLine=39,endColumn=16,title=heading-canonical::Unexpected heading \`未验证清单 (Gaps)\`, expected \`未验证清单（Gaps）\``,
        '',
      ].join('\n'),
    );
  });

  it('puts findings on lines changed since the base first (GitHub shows 10 per type)', async () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    // Twelve broken task files committed, then one more edited in the working tree: its finding is
    // the last in path order but the only one on a changed line.
    const tasks = path.join(dir, '.agents/state/tasks');
    const broken = (id: string) =>
      `# TASK_STATE（${id}）\n\nTASK_ID: ${id}\nTASK_TITLE: 批量任务 ${id}\nTASK_TYPE: chore\nCURRENT_ROLE: planner\nWORKFLOW_STATUS: active\nSTARTED_AT: 2026-04-30\nLAST_UPDATED_AT: 2026-04-30\n\n## 目标\n\n- 整理 ${id}\n`;
    for (let i = 10; i < 22; i++) fs.writeFileSync(path.join(tasks, `2026-04-30-batch-${i}.md`), broken(`2026-04-30-batch-${i}`));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'batch');
    const edited = '2026-04-30-zz-edited';
    fs.writeFileSync(path.join(tasks, `${edited}.md`), broken(edited));
    const engine = await fixtureEngine(dir);
    const results = engine.lint([tasks]);
    const changed = changedLines(dir, 'HEAD');
    expect(changed?.get(`.agents/state/tasks/${edited}.md`)).toBe('all');
    const errorsInOrder = formatGithub(results, ctxOf(engine, { changedLines: changed! }))
      .split('\n')
      .filter((l) => l.startsWith('::error'));
    expect(errorsInOrder.length).toBeGreaterThan(10);
    expect(errorsInOrder[0]).toContain(`file=.agents/state/tasks/${edited}.md`);
    // Without changed lines, path order: the edited file comes last.
    const plain = formatGithub(results, ctxOf(engine))
      .split('\n')
      .filter((l) => l.startsWith('::error'));
    expect(plain[0]).not.toContain(edited);
    expect(plain.at(-1)).toContain(edited);
  });

  it('reads changed line ranges from git diff against the base', async () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    const file = path.join(dir, '.agents/state/tasks/2026-04-27-login-fix.md');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines[9] = 'LAST_UPDATED_AT: 2026-05-01';
    lines.splice(20, 0, '- [ ] 补充 423 的解锁时间格式');
    fs.writeFileSync(file, lines.join('\n'));
    const changed = changedLines(dir, 'HEAD')!;
    expect(changed.get('.agents/state/tasks/2026-04-27-login-fix.md')).toEqual([
      [10, 10],
      [21, 21],
    ]);
    expect(changed.has('.agents/state/INDEX.md')).toBe(false);
    expect(changedLines(dir, 'no-such-rev')).toBeUndefined();
  });

  it('writes a Markdown job summary listing every finding to $GITHUB_STEP_SUMMARY', async () => {
    const { dir, results } = await stateFixture();
    const summary = githubSummary(results, { blob: { server: 'https://github.com', repository: 'acme/app', sha: 'abc123' } });
    expect(summary).toContain('✖ 3 problems (2 errors, 1 warning) in 1 file of 4 workflow documents.');
    const rows = summary.split('\n').filter((l) => l.startsWith('| ❌') || l.startsWith('| ⚠️'));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(
      `| ❌ error | [${CRASH}](https://github.com/acme/app/blob/abc123/${CRASH}#L6) | 6:1 | [task-state-header-fields](https://github.com/wflint/wflint/blob/main/rules/task-state-header-fields.md) | Unexpected missing header field <code>PLAN\\_FROZEN</code>, expected it after <code>TASK\\_TYPE</code> |`,
    );
    const file = path.join(dir, 'summary.md');
    fs.writeFileSync(file, '# earlier step\n');
    expect(appendStepSummary({ GITHUB_STEP_SUMMARY: file }, summary)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(`# earlier step\n${summary}`);
    expect(appendStepSummary({}, summary)).toBe(false);
    // Table cells escape pipes; a huge run stays under GitHub's limit and says what it left out.
    const many = summarize(
      '/r/x.md',
      'x.md',
      Array.from({ length: 50 }, (_, i) => ({ ruleId: 'task-state-top3', severity: 2 as const, message: `a | b ${i}`, line: i + 1, column: 1, endLine: i + 1, endColumn: 2 })),
    );
    const capped = githubSummary([many], { maxBytes: 2000 });
    expect(capped).toContain('a \\| b 0');
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(2000);
    expect(capped).toMatch(/… \d+ more findings not listed/);
    expect(githubSummary([summarize('/r/y.md', 'y.md', [])])).toBe('## wflint\n\n✔ No problems in 1 workflow document.\n');
  });

  it('`--format github` appends the summary when GITHUB_STEP_SUMMARY is set', async () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    const summaryFile = path.join(dir, '..', `${path.basename(dir)}-summary.md`);
    const r = wflint(dir, ['--format', 'github'], { env: { GITHUB_STEP_SUMMARY: summaryFile } });
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    expect(fs.readFileSync(summaryFile, 'utf8')).toContain('| ⚠️ warning | .agents/state/tasks/2026-04-29-crash-upload.md | 39:4 | [heading-canonical]');
  });
});

describe('junit', () => {
  it('has one testsuite per file, a testcase per rule that ran or per message, failures for errors', async () => {
    const { engine, results } = await stateFixture();
    const xml = formatJunit(results, ctxOf(engine));
    assertWellFormedXml(xml);
    const suites = [...xml.matchAll(/<testsuite name="([^"]+)" tests="(\d+)" failures="(\d+)" errors="(\d+)"/g)].map((m) => ({
      name: m[1],
      tests: Number(m[2]),
      failures: Number(m[3]),
      errors: Number(m[4]),
    }));
    expect(suites.map((s) => s.name)).toEqual(results.map((r) => r.relPath));
    const crash = suites.find((s) => s.name === CRASH)!;
    expect(crash.failures).toBe(2);
    expect(crash.errors).toBe(0);
    // Rules that ran on the file and found nothing pass; each finding is its own test case.
    const crashResult = results.find((r) => r.relPath === CRASH)!;
    const ranHere = rulesThatRan([crashResult], engine.config.rules).length;
    const reportedRules = new Set(crashResult.messages.map((m) => m.ruleId)).size;
    expect(crash.tests).toBe(ranHere - reportedRules + crashResult.messages.length);
    expect(xml).toContain(
      `<testcase classname="${CRASH}" name="task-state-header-fields 6:1" time="0">\n      <failure type="task-state-header-fields" message="Unexpected missing header field \`PLAN_FROZEN\`, expected it after \`TASK_TYPE\`">${CRASH}:6:1: error: Unexpected missing header field \`PLAN_FROZEN\`, expected it after \`TASK_TYPE\` (task-state-header-fields)</failure>`,
    );
    expect(xml).toContain(`<testcase classname="${CRASH}" name="heading-canonical 39:4" time="0">\n      <system-out>`);
    expect(xml).toContain(`<testcase classname="${CRASH}" name="task-state-top3" time="0"/>`);
    expect(xml).toMatch(/^<testsuites name="wflint" tests="\d+" failures="2" errors="0" time="0">$/m);
  });

  it('escapes XML and reports unreadable files as errors', () => {
    expect(xmlEscape(`<a href="x">&'\u0001\uD800`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;\uFFFD\uFFFD');
    const r = summarize('/r/.agents/state/tasks/a&b.md', '.agents/state/tasks/a&b.md', [
      { ruleId: null, severity: 2, fatal: true, message: 'Invalid UTF-8 at byte 3: not linted', line: 1, column: 1, endLine: 1, endColumn: 1 },
    ]);
    const xml = formatJunit([r], { cwd: '/r', root: '/r' });
    assertWellFormedXml(xml);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="wflint" tests="1" failures="0" errors="1" time="0">',
        '  <testsuite name=".agents/state/tasks/a&amp;b.md" tests="1" failures="0" errors="1" skipped="0" time="0">',
        '    <testcase classname=".agents/state/tasks/a&amp;b.md" name="wflint/fatal 1:1" time="0">',
        '      <error type="wflint/fatal" message="Invalid UTF-8 at byte 3: not linted">.agents/state/tasks/a&amp;b.md:1:1: error: Invalid UTF-8 at byte 3: not linted (wflint/fatal)</error>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('is what `--format junit` prints', async () => {
    const dir = copyFixture('surfaces-state');
    gitInit(dir);
    const r = wflint(dir, ['--format', 'junit', '--quiet']);
    expect(r.code).toBe(1);
    assertWellFormedXml(r.stdout.trimEnd() + '\n');
    expect(r.stdout).not.toContain('heading-canonical 39:4');
    expect(r.stdout.match(/<failure /g)).toHaveLength(2);
  });
});

describe('colour and progress on a terminal (issue 20)', () => {
  const dir = copyFixture('ac-memory-broken');
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}');
  const cli = async (args: string[], env: NodeJS.ProcessEnv, terminal: Terminal) => {
    let out = '';
    let err = '';
    const code = await run(args, { cwd: dir, stdout: (s) => (out += s), stderr: (s) => (err += s), env: { WFLINT_TODAY: '2026-05-01', ...env }, terminal });
    return { code, out, err };
  };
  const SGR = /\x1b\[[0-9;]*m/;

  test('stylish is coloured on a terminal only: not piped, not in CI, not with NO_COLOR or TERM=dumb; --color, --no-color and FORCE_COLOR decide first', async () => {
    const tty = { stdout: true, stderr: true };
    const plain = (await cli([], {}, {})).out;
    expect(plain).not.toMatch(SGR);
    const coloured = (await cli([], {}, tty)).out;
    expect(coloured).toMatch(/\x1b\[31merror  \x1b\[39m/);
    expect(coloured).toMatch(/\x1b\[4m\.agents\/state\/INDEX\.md\x1b\[24m/);
    expect(coloured.replace(/\x1b\[[0-9;]*m/g, '')).toBe(plain);
    for (const env of [{ CI: 'true' }, { NO_COLOR: '1' }, { TERM: 'dumb' }, { FORCE_COLOR: '0' }]) expect((await cli([], env, tty)).out, JSON.stringify(env)).not.toMatch(SGR);
    expect((await cli(['--no-color'], { FORCE_COLOR: '1' }, tty)).out).not.toMatch(SGR);
    expect((await cli(['--color'], { CI: 'true', NO_COLOR: '1' }, {})).out).toMatch(SGR);
    expect((await cli([], { FORCE_COLOR: '1', CI: 'true' }, {})).out).toMatch(SGR);
    // Other formats and a report written to a file are never coloured.
    expect((await cli(['--format', 'json', '--color'], {}, tty)).out).not.toMatch(SGR);
    const r = await cli(['--color', '--no-color'], {}, tty);
    expect(r).toMatchObject({ code: 2, err: 'wflint: --color and --no-color contradict each other: give one of them\n' });
  });

  test('the progress line: on a watched standard error only, after a second, at most four times a second, erased at the end', () => {
    let t = 0;
    let written = '';
    const line = progressLine(
      (s) => (written += s),
      {},
      { stderr: true },
      () => t,
    )!;
    line.update(10, 100);
    expect(written).toBe('');
    t = 1200;
    line.update(1200, 2400);
    t = 1300;
    line.update(1300, 2400);
    t = 1500;
    line.update(1500, 2400);
    line.end();
    expect(written).toBe('\r\x1b[Kwflint: 1,200 of 2,400 files\r\x1b[Kwflint: 1,500 of 2,400 files\r\x1b[K');
    for (const [env, terminal] of [
      [{}, {}],
      [{ CI: '1' }, { stderr: true }],
      [{ TERM: 'dumb' }, { stderr: true }],
    ] as const)
      expect(progressLine(() => {}, env, terminal)).toBeUndefined();
  });
});
