/** `wflint/remark-preset`: the per-file rules through remark and remark-cli give the CLI's findings. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync, execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, test } from 'vitest';
import { remark } from 'remark';
import { VFile } from 'vfile';
import preset, { plugins, presetRules } from '../src/remark-preset.js';
import { copyFixture, fixtureEngine } from './helpers/fixtures.js';

const REPO = path.resolve(__dirname, '..');
const PER_FILE = new Set(presetRules().map((r) => r.id));

/** The CLI's order (line, column, rule id); remark lists messages in plugin order. */
function sorted<T extends { line: number; column: number; rule: string | null }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.line - b.line || a.column - b.column || (a.rule ?? '').localeCompare(b.rule ?? ''));
}

interface Finding {
  rule: string | null;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  fatal: boolean;
}

function read(dir: string, rel: string): VFile {
  return new VFile({ cwd: dir, path: rel, value: fs.readFileSync(path.join(dir, rel), 'utf8') });
}

async function cliFindings(dir: string, rel: string): Promise<Finding[]> {
  const engine = await fixtureEngine(dir, { base: false });
  return engine
    .lintFile(rel)
    .messages.filter((m) => m.ruleId !== null && PER_FILE.has(m.ruleId) && m.ruleId !== 'suppression-comment')
    .map((m) => ({ rule: m.ruleId, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, message: m.message, fatal: m.severity === 2 }));
}

describe('remark preset', () => {
  let dir: string;
  const TASKS = ['.agents/state/tasks/2026-04-30-crash-fix.md', '.agents/state/tasks/2026-04-25-docs-terms.md', '.agents/state/tasks/2026-05-01-settings-refactor.md'];
  beforeAll(() => {
    dir = copyFixture('ac-memory-broken');
  });

  test('excludes cross-file, git-aware and gate-only rules', () => {
    expect(PER_FILE.has('state-index-sync')).toBe(false);
    expect(PER_FILE.has('task-state-last-updated')).toBe(false);
    expect(PER_FILE.has('task-state-top3')).toBe(true);
    expect(Object.keys(plugins).sort()).toEqual([...PER_FILE].sort());
  });

  test.each(TASKS)('remark + the preset report what the CLI reports on %s', async (rel) => {
    const file = read(dir, rel);
    await remark().use(preset).process(file);
    const found = file.messages
      .filter((m) => m.ruleId !== 'suppression-comment')
      .map((m) => ({
        rule: m.ruleId ?? null,
        line: m.place && 'start' in m.place ? m.place.start.line : m.line!,
        column: m.place && 'start' in m.place ? m.place.start.column : m.column!,
        endLine: m.place && 'end' in m.place ? m.place.end.line : 0,
        endColumn: m.place && 'end' in m.place ? m.place.end.column : 0,
        message: m.reason,
        fatal: m.fatal === true,
      }));
    const expected = await cliFindings(dir, rel);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(found)).toEqual(expected);
    expect(file.messages.every((m) => m.source === 'wflint' && typeof m.url === 'string' && m.url.endsWith(`/rules/${m.ruleId}.md`))).toBe(true);
  });

  test('a remarkrc-style config turns one rule off and leaves the others', async () => {
    const rel = TASKS[0]!;
    const file = read(dir, rel);
    await remark()
      .use({ plugins: [preset, [plugins['task-state-top3']!, ['off']]] })
      .process(file);
    const ids = sorted(file.messages.map((m) => ({ rule: m.ruleId ?? null, line: m.line ?? 0, column: m.column ?? 0 }))).map((m) => m.rule);
    expect(ids).not.toContain('task-state-top3');
    expect(ids).toEqual((await cliFindings(dir, rel)).map((f) => f.rule).filter((id) => id !== 'task-state-top3'));
  });

  test('inline suppressions apply in the preset too', async () => {
    const rel = TASKS[0]!;
    const text = fs.readFileSync(path.join(dir, rel), 'utf8').replace('## 下一步 Top 3', '<!--lint disable task-state-top3 -- 迁移中，下一轮改成任务列表-->\n\n## 下一步 Top 3');
    const file = new VFile({ cwd: dir, path: rel, value: text });
    await remark().use(preset).process(file);
    expect(file.messages.map((m) => m.ruleId)).not.toContain('task-state-top3');
  });
});

describe('remark-cli with a .remarkrc.mjs', () => {
  test('reports the same findings as the CLI', async () => {
    const cli = path.join(REPO, 'node_modules', 'remark-cli', 'cli.js');
    if (!fs.existsSync(path.join(REPO, 'dist', 'remark-preset.js'))) execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: REPO, stdio: 'ignore' });
    const dir = copyFixture('ac-memory-broken');
    fs.writeFileSync(
      path.join(dir, '.remarkrc.mjs'),
      `import wflint from ${JSON.stringify(pathToFileURL(path.join(REPO, 'dist', 'remark-preset.js')).href)};\n\nexport default { plugins: [wflint] };\n`,
    );
    const rel = '.agents/state/tasks/2026-04-30-crash-fix.md';
    const r = spawnSync(process.execPath, [cli, rel, '--no-stdout', '--no-color'], { cwd: dir, encoding: 'utf8' });
    const lines = r.stderr.split('\n').filter((l) => /^\s*\d+:\d+-\d+:\d+\s/.test(l));
    const found = lines.map((l) => {
      const m = /^\s*(\d+):(\d+)-(\d+):(\d+)\s+(error|warning)\s+(.+?)\s+(\S+)\s+wflint\s*$/.exec(l)!;
      return { rule: m[7]!, line: Number(m[1]), column: Number(m[2]), endLine: Number(m[3]), endColumn: Number(m[4]), message: m[6]!, fatal: m[5] === 'error' };
    });
    expect(sorted(found)).toEqual(await cliFindings(dir, rel));
    expect(r.status).toBe(1);
  });
});

describe('one file linted by remark-lint and by wflint, each with its own suppressions (real remark-cli)', () => {
  test("`<!--lint …-->` holds remark-lint's, `<!--wflint … -- 中文理由-->` wflint's; neither tool reports the other's comment", async () => {
    const cli = path.join(REPO, 'node_modules', 'remark-cli', 'cli.js');
    const preset = path.join(REPO, 'node_modules', 'remark-preset-lint-recommended', 'index.js');
    const dir = copyFixture('ac-memory-healthy');
    fs.writeFileSync(path.join(dir, '.remarkrc.mjs'), `import recommended from ${JSON.stringify(pathToFileURL(preset).href)};\n\nexport default { plugins: [recommended] };\n`);
    const rel = '.agents/state/tasks/2026-04-30-crash-fix.md';
    const file = path.join(dir, rel);
    const original = fs.readFileSync(file, 'utf8');
    // A reference without a definition (remark-lint's no-undefined-references) and an open Top 3 item
    // on a completed task (wflint's task-state-top3), each hidden by its own tool's comment.
    const text = original
      .replace('## 目标\n', '## 目标\n\n<!--lint disable no-undefined-references-->\n\n- 见 [Crashlytics #4821]\n')
      .replace('## 下一步 Top 3\n', '## 下一步 Top 3\n\n<!--wflint disable task-state-top3 -- 灰度项转入下一任务，见 2026-05-02 决策-->\n')
      .replace('WORKFLOW_STATUS: active', 'WORKFLOW_STATUS: completed')
      .replace('CURRENT_ROLE: executor', 'CURRENT_ROLE: single');
    fs.writeFileSync(file, text);
    const remarkRun = (t: string) => {
      fs.writeFileSync(file, t);
      const r = spawnSync(process.execPath, [cli, rel, '--no-stdout', '--no-color'], { cwd: dir, encoding: 'utf8' });
      return r.stderr
        .split('\n')
        .filter((l) => /^\s*\d+:\d+/.test(l))
        .map((l) =>
          l
            .trim()
            .split(/\s{2,}|\s(?=\S+\s+remark-lint$)/)
            .pop(),
        );
    };
    const wflintRules = async () => (await fixtureEngine(dir, { base: false })).lintFile(rel).messages.map((m) => m.ruleId);
    expect(remarkRun(text)).toEqual([]);
    expect(await wflintRules()).toEqual([]);
    // Without the comments, each tool reports its finding (the comments are what hides them).
    const bare = text.replace('<!--lint disable no-undefined-references-->\n\n', '').replace(/<!--wflint disable[^\n]*-->\n/, '');
    expect(remarkRun(bare).length).toBeGreaterThan(0);
    expect(await wflintRules()).toEqual(expect.arrayContaining(['task-state-top3']));
  });
});
