/**
 * A monorepo through every surface (issue 19): the repository's config at the git top level, one
 * package with its own config below it (`required-sections` off), one package without (the top
 * config holds). Both packages hold the same broken task (a section missing). Every surface —
 * library (`engineRuns`), CLI on the repository, on a folder, on each file, `--stdin`, `--staged`,
 * the Action, the MCP server (started in the repository, and started in `/` with client roots),
 * the language server and the remark preset — reports the same findings, under each package's own
 * config, with paths relative to the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { remark } from 'remark';
import { VFile } from 'vfile';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { copyFixture, gitInit } from './helpers/fixtures.js';
import { git, REPO, wflint } from './surfaces-helpers.js';
import { connectMcp, textOf } from './mcp/client.js';
import { NVIM, runNeovim, TODAY, type LspDiagnostic, type Step } from './lsp/client.js';
import { engineRuns, repoRelative } from '../src/engine.js';
import { runAction } from '../src/action.js';
import preset, { presetRules } from '../src/remark-preset.js';
import type { LintResult } from '../src/core/lint/messages.js';

const TASK = '.agents/state/tasks/2026-04-27-login-fix.md';
const OWN = 'packages/app'; // has its own config
const PLAIN = 'packages/lib'; // lints under the repository's config

interface Finding {
  file: string;
  rule: string | null;
  line: number;
  column: number;
  message: string;
}

const key = (f: Finding) => [f.file, String(f.line).padStart(6, '0'), String(f.column).padStart(6, '0'), f.rule ?? '', f.message].join('\u0000');
const sorted = (list: Finding[]) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
const findings = (results: readonly LintResult[], top: string): Finding[] =>
  sorted(repoRelative(results, top).flatMap((r) => r.messages.map((m) => ({ file: r.relPath, rule: m.ruleId, line: m.line, column: m.column, message: m.message }))));
const fromJson = (top: string, json: string): Finding[] =>
  sorted(
    (JSON.parse(json) as Array<{ filePath: string; messages: Array<{ ruleId: string | null; line: number; column: number; message: string }> }>).flatMap((r) =>
      r.messages.map((m) => ({ file: path.relative(top, r.filePath).split(path.sep).join('/'), rule: m.ruleId, line: m.line, column: m.column, message: m.message })),
    ),
  );

/** The repository: the surfaces fixture once per package, the same section cut from the login task in both. */
function monorepo(): string {
  const top = copyFixture('surfaces-state');
  for (const pkg of [OWN, PLAIN]) {
    fs.mkdirSync(path.join(top, pkg), { recursive: true });
    fs.cpSync(path.join(top, '.agents'), path.join(top, pkg, '.agents'), { recursive: true });
    const file = path.join(top, pkg, TASK);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/## 阻塞项\n\n- 无\n\n/, ''));
  }
  fs.rmSync(path.join(top, '.agents'), { recursive: true });
  fs.writeFileSync(path.join(top, 'wflint.config.json'), JSON.stringify({ rules: { 'heading-canonical': 'off' } }));
  fs.writeFileSync(path.join(top, OWN, 'wflint.config.json'), JSON.stringify({ rules: { 'required-sections': 'off' } }));
  gitInit(top);
  return top;
}

let top: string;
let expected: Finding[];
let expectedErrors: number;
const clients: Client[] = [];

beforeAll(async () => {
  top = monorepo();
  const results: LintResult[] = [];
  for await (const run of engineRuns([], { cwd: top, today: TODAY })) results.push(...run.engine.lint(run.paths ?? []));
  expected = findings(results, top);
  expectedErrors = results.reduce((n, r) => n + r.errorCount, 0);
});
afterAll(async () => {
  for (const c of clients) await c.close();
});

describe('a monorepo with a package config (issue 19)', () => {
  test('each package is linted under its own config, never twice', () => {
    const sections = expected.filter((f) => f.rule === 'required-sections').map((f) => f.file);
    expect(sections).toEqual([`${PLAIN}/${TASK}`]);
    // The repository's config turns heading-canonical off; the package's own config does not.
    const headings = new Set(expected.filter((f) => f.rule === 'heading-canonical').map((f) => f.file.slice(0, OWN.length)));
    expect([...headings]).toEqual([OWN]);
    expect(new Set(expected.map((f) => key(f))).size).toBe(expected.length);
  });

  test('CLI: the repository, a folder, globs, each file named, in either order', () => {
    const files = [...new Set(expected.map((f) => f.file))];
    for (const args of [[], ['packages'], ['packages/**/*.md'], files, [...files].reverse()]) {
      const r = wflint(top, [...args, '--format', 'json']);
      expect({ args, code: r.code }).toEqual({ args, code: 1 });
      expect(fromJson(top, r.stdout), args.join(' ')).toEqual(expected);
    }
    // From inside the package without a config: its root is the repository's (no path: the whole root).
    const inside = wflint(path.join(top, PLAIN), ['--format', 'json']);
    expect(fromJson(top, inside.stdout)).toEqual(expected);
  });

  test('CLI --stdin and --staged lint the given text under the package config', () => {
    for (const pkg of [OWN, PLAIN]) {
      const file = `${pkg}/${TASK}`;
      const own = expected.filter((f) => f.file === file);
      const r = wflint(top, ['--stdin', '--stdin-filepath', file, '--format', 'json'], { input: fs.readFileSync(path.join(top, file), 'utf8') });
      expect(fromJson(top, r.stdout)).toEqual(own);
    }
    // Staged: a broken type in the index, the clean text in the working tree.
    const file = `${OWN}/${TASK}`;
    const clean = fs.readFileSync(path.join(top, file), 'utf8');
    fs.writeFileSync(path.join(top, file), clean.replace('TASK_TYPE: fix', 'TASK_TYPE: nonsense'));
    git(top, 'add', file);
    fs.writeFileSync(path.join(top, file), clean);
    try {
      const staged = wflint(top, ['--staged', '--format', 'json']);
      expect(staged.code).toBe(1);
      const got = fromJson(top, staged.stdout);
      expect(got.filter((f) => f.file === file && f.message.startsWith('Unexpected `TASK_TYPE` value `nonsense`'))).toHaveLength(1);
      expect(got.some((f) => f.rule === 'required-sections')).toBe(false);
    } finally {
      git(top, 'reset', '-q', '--', file);
    }
  });

  test("CLI --fix-dry-run shows each package file's suggestions, read through its own engine", () => {
    // The package with its own config first: its engine is the run's first, and the other file is not its.
    const files = [`${OWN}/${TASK}`, `${PLAIN}/${TASK}`];
    const texts = files.map((f) => fs.readFileSync(path.join(top, f), 'utf8'));
    try {
      files.forEach((f, i) => fs.writeFileSync(path.join(top, f), texts[i]!.replace('TASK_TYPE: fix', 'TASK_TYPE: fxi')));
      const r = wflint(top, ['--fix-dry-run', ...files]);
      for (const f of files)
        expect(r.stdout, f).toMatch(new RegExp(`# suggestion \\(task-state-header-values\\) ${f.replace(/[.]/g, '\\.')}:\\d+:\\d+: .*\\n=+\\n--- a/${f.replace(/[.]/g, '\\.')}\\n`));
    } finally {
      files.forEach((f, i) => fs.writeFileSync(path.join(top, f), texts[i]!));
    }
  });

  test('the Action reports the same findings, files named from the repository', async () => {
    const runner = fs.mkdtempSync(`${top}-runner-`);
    const env: NodeJS.ProcessEnv = {
      GITHUB_WORKSPACE: top,
      GITHUB_STEP_SUMMARY: path.join(runner, 'summary.md'),
      GITHUB_OUTPUT: path.join(runner, 'out.txt'),
      RUNNER_TEMP: runner,
      WFLINT_TODAY: TODAY,
      INPUT_FORMAT: 'json',
    };
    let stdout = '';
    const outcome = await runAction(env, { stdout: (s) => (stdout += s), stderr: () => {} });
    expect(outcome.errorCount).toBe(expectedErrors);
    expect(outcome.exitCode).toBe(1);
    const sarif = JSON.parse(fs.readFileSync(outcome.sarifFile!, 'utf8')) as {
      runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }> }> }>;
    };
    const got = sarif.runs[0]!.results.map((r) => [r.locations[0]!.physicalLocation.artifactLocation.uri, r.ruleId, r.locations[0]!.physicalLocation.region.startLine].join(':')).sort();
    expect(got).toEqual(expected.map((f) => [f.file, f.rule, f.line].join(':')).sort());
    const json = /::stop-commands::(\S+)\n([\s\S]*?)\n::\1::/.exec(stdout)![2]!;
    expect(fromJson(top, json)).toEqual(expected);
  });

  test('MCP: lint_project and lint_file in the repository', async () => {
    const client = await connectMcp(top);
    clients.push(client);
    const project = await client.callTool({ name: 'lint_project', arguments: {} });
    expect(fromJson(top, textOf(project))).toEqual(expected);
    for (const pkg of [OWN, PLAIN]) {
      const file = `${pkg}/${TASK}`;
      const one = await client.callTool({ name: 'lint_file', arguments: { path: file } });
      expect(fromJson(top, textOf(one))).toEqual(expected.filter((f) => f.file === file));
    }
  });

  test('MCP started in / (as desktop clients do): the project comes from the client roots, and without roots it is refused', async () => {
    const start = async (roots: string[] | undefined): Promise<Client> => {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [path.join(REPO, 'bin', 'wflint-mcp.js')],
        cwd: '/',
        env: { ...(process.env as Record<string, string>), WFLINT_TODAY: TODAY },
        stderr: 'pipe',
      });
      const client = new Client({ name: 'wflint-test', version: '1.0.0' }, roots ? { capabilities: { roots: { listChanged: true } } } : {});
      if (roots) client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: roots.map((r) => ({ uri: `file://${r}`, name: path.basename(r) })) }));
      await client.connect(transport);
      clients.push(client);
      return client;
    };
    const withRoots = await start([top]);
    expect(fromJson(top, textOf(await withRoots.callTool({ name: 'lint_project', arguments: {} })))).toEqual(expected);
    const gate = await withRoots.callTool({ name: 'gate', arguments: { path: `${OWN}/${TASK}`, action: 'continue_execution' } });
    expect(gate.isError).toBeFalsy();
    const none = await start(undefined);
    const refused = await none.callTool({ name: 'lint_project', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('no project: the server runs in `/`');
  });

  test('the language server: each file under its package config', () => {
    if (!NVIM) {
      if (process.env.WFLINT_REQUIRE_CLIENTS) throw new Error('`nvim` is not installed, and WFLINT_REQUIRE_CLIENTS forbids skipping the LSP part');
      console.warn('SKIPPED the LSP part of the monorepo test: `nvim` is not installed (apt-get install -y neovim)');
      return;
    }
    const files = [...new Set(expected.map((f) => f.file))];
    const steps: Step[] = [
      ...files.map((file): Step => ({ op: 'open', file })),
      ...files.map((file): Step => ({ op: 'wait', file })),
      ...files.map((file, i): Step => ({ op: 'dump', file, key: `d${i}` })),
    ];
    const seen = runNeovim(top, steps);
    const lsp = sorted(
      files.flatMap((file, i) =>
        (seen[`d${i}`] as LspDiagnostic[]).map((d) => ({ file, rule: d.code ?? null, line: d.range.start.line + 1, column: d.range.start.character + 1, message: d.message })),
      ),
    );
    expect(lsp).toEqual(expected);
  });

  test('the remark preset: each file under its package config', async () => {
    const perFile = new Set(presetRules().map((r) => r.id));
    for (const file of [...new Set(expected.map((f) => f.file))]) {
      const vfile = new VFile({ cwd: top, path: file, value: fs.readFileSync(path.join(top, file), 'utf8') });
      await remark().use(preset).process(vfile);
      const got = sorted(vfile.messages.map((m) => ({ file, rule: m.ruleId ?? null, line: m.line ?? 0, column: m.column ?? 0, message: m.reason })));
      expect(got, file).toEqual(expected.filter((f) => f.file === file && f.rule !== null && perFile.has(f.rule)));
    }
  });
});
