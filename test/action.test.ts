/**
 * The GitHub Action, run locally with the environment GitHub sets for a step: the built script
 * `dist/action.js` that `action.yml` runs (npm run build first), and `runAction` as a library.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { copyFixture, gitInit } from './helpers/fixtures.js';
import { git, REPO, sarifSchemaErrors } from './surfaces-helpers.js';
import { defaultBase, getInput, runAction } from '../src/action.js';

const CRASH = '.agents/state/tasks/2026-04-29-crash-upload.md';
const LOGIN = '.agents/state/tasks/2026-04-27-login-fix.md';
const SCRIPT = path.join(REPO, 'dist', 'action.js');

interface Step {
  dir: string;
  env: NodeJS.ProcessEnv;
  summary: string;
  output: string;
  temp: string;
}

/**
 * A checked-out pull request: the fixture committed as the base, then a commit that edits the
 * login task (a new finding on a changed line); the event payload names the base commit.
 */
function pullRequestStep(inputs: Record<string, string> = {}): Step {
  const dir = copyFixture('surfaces-state');
  gitInit(dir);
  const baseSha = git(dir, 'rev-parse', 'HEAD').trim();
  const login = path.join(dir, LOGIN);
  // The heading's spelling and a step done: a change of the state (its date stays, a warning).
  fs.writeFileSync(login, fs.readFileSync(login, 'utf8').replace('## 下一步 Top 3\n', '## 下一步 top 3\n').replace('- [ ] 为错误码 401 / 423 补充文案', '- [x] 为错误码 401 / 423 补充文案'));
  git(dir, 'commit', '-qam', 'pr change');
  const runner = fs.mkdtempSync(`${dir}-runner-`);
  const summary = path.join(runner, 'step_summary.md');
  const output = path.join(runner, 'output.txt');
  const temp = path.join(runner, 'temp');
  const event = path.join(runner, 'event.json');
  fs.writeFileSync(event, JSON.stringify({ pull_request: { number: 7, base: { sha: baseSha, ref: 'main' }, head: { sha: git(dir, 'rev-parse', 'HEAD').trim() } } }));
  fs.writeFileSync(summary, '');
  fs.writeFileSync(output, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: dir,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/android-app',
    GITHUB_SHA: 'f00dfeed',
    RUNNER_TEMP: temp,
    WFLINT_TODAY: '2026-05-01',
    ...Object.fromEntries(['paths', 'config', 'fix', 'format', 'base'].map((k) => [`INPUT_${k.toUpperCase()}`, inputs[k] ?? ''])),
  };
  if (!inputs.format) env.INPUT_FORMAT = 'stylish';
  if (!inputs.fix) env.INPUT_FIX = 'false';
  return { dir, env, summary, output, temp };
}

function outputs(file: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

describe('GitHub Action', () => {
  it('action.yml declares the inputs and outputs and runs dist/action.js with every input', () => {
    const action = parse(fs.readFileSync(path.join(REPO, 'action.yml'), 'utf8'));
    expect(Object.keys(action.inputs)).toEqual(['paths', 'config', 'fix', 'format', 'base']);
    expect(Object.keys(action.outputs)).toEqual(['error-count', 'warning-count', 'sarif-file']);
    expect(action.runs.using).toBe('composite');
    const run = action.runs.steps.find((s: { id?: string }) => s.id === 'wflint');
    expect(run.run).toBe('node "${{ github.action_path }}/dist/action.js"');
    for (const name of Object.keys(action.inputs)) expect(run.env[`INPUT_${name.toUpperCase()}`]).toBe(`\${{ inputs.${name} }}`);
    for (const name of Object.keys(action.outputs)) expect(action.outputs[name].value).toBe(`\${{ steps.wflint.outputs.${name} }}`);
    const build = action.runs.steps.find((s: { name?: string }) => s.name === 'Build wflint');
    expect(build.run).toContain('npm run build');
  });

  it('annotates, summarises, leaves SARIF and sets the outputs (pull request)', () => {
    const step = pullRequestStep();
    const r = spawnSync(process.execPath, [SCRIPT], { cwd: step.dir, env: step.env, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);

    // The log: the stylish report, then the annotations. The warning on the pull request's changed
    // line comes first, before the errors elsewhere; the other warnings come last.
    const base = git(step.dir, 'rev-parse', 'HEAD~1').trim();
    const annotations = r.stdout.split('\n').filter((l) => l.startsWith('::') && !/^::(stop-commands::)?wflint-[0-9a-f]{32}(::)?$/.test(l));
    expect(annotations).toEqual([
      `::warning file=${LOGIN},line=16,col=4,endLine=16,endColumn=13,title=heading-canonical::Unexpected heading \`下一步 top 3\`, expected \`下一步 Top 3\``,
      `::error file=${CRASH},line=6,col=1,endLine=6,endColumn=16,title=task-state-header-fields::Unexpected missing header field \`PLAN_FROZEN\`, expected it after \`TASK_TYPE\``,
      `::error file=${CRASH},line=10,col=1,endLine=10,endColumn=23,title=task-state-header-fields::Unexpected missing header field \`LAST_UPDATED_AT\`, expected it after \`STARTED_AT\``,
      // The git-aware rule compared with the pull request's base commit, not with HEAD.
      `::warning file=${LOGIN},line=10,col=18,endLine=10,endColumn=28,title=task-state-last-updated::Unexpected unchanged \`LAST_UPDATED_AT\` \`2026-04-28\` in a file changed since \`${base}\`, expected today \`2026-05-01\``,
      `::warning file=${CRASH},line=39,col=4,endLine=39,endColumn=16,title=heading-canonical::Unexpected heading \`未验证清单 (Gaps)\`, expected \`未验证清单（Gaps）\``,
    ]);
    expect(r.stdout).toContain('✖ 5 problems (2 errors, 3 warnings)');

    expect(outputs(step.output)).toEqual({ 'error-count': '2', 'warning-count': '3', 'sarif-file': path.join(step.temp, 'wflint.sarif') });

    const summary = fs.readFileSync(step.summary, 'utf8');
    expect(summary).toContain('✖ 5 problems (2 errors, 3 warnings) in 2 files of 4 workflow documents.');
    expect(summary.split('\n').filter((l) => /^\| (❌|⚠️)/.test(l))).toHaveLength(5);
    expect(summary).toContain(`[${LOGIN}](https://github.com/acme/android-app/blob/f00dfeed/${LOGIN}#L16)`);

    const sarif = JSON.parse(fs.readFileSync(path.join(step.temp, 'wflint.sarif'), 'utf8'));
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(
      sarif.runs[0].results.map(
        (x: { ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) => `${x.locations[0]!.physicalLocation.artifactLocation.uri} ${x.ruleId}`,
      ),
    ).toEqual([`${LOGIN} task-state-last-updated`, `${LOGIN} heading-canonical`, `${CRASH} task-state-header-fields`, `${CRASH} task-state-header-fields`, `${CRASH} heading-canonical`]);
    // The repository files were not touched.
    expect(git(step.dir, 'status', '--porcelain')).toBe('');
  });

  it('compares with HEAD on a push without a usable "before", and takes the base input first', () => {
    const step = pullRequestStep();
    expect(defaultBase(step.env)).toBe(git(step.dir, 'rev-parse', 'HEAD~1').trim());
    expect(defaultBase({ ...step.env, INPUT_BASE: ' main ' })).toBe('main');
    const push = path.join(step.temp, '..', 'push.json');
    fs.writeFileSync(push, JSON.stringify({ before: '0000000000000000000000000000000000000000' }));
    expect(defaultBase({ ...step.env, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: push })).toBeUndefined();
    fs.writeFileSync(push, JSON.stringify({ before: 'abc123' }));
    expect(defaultBase({ ...step.env, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: push })).toBe('abc123');
    expect(getInput({ INPUT_SARIF_FILE: ' x ' }, 'sarif file')).toBe('x');
  });

  it('with `fix: true` writes the safe fixes and reports what remains; `paths` narrows the run', async () => {
    const step = pullRequestStep({ fix: 'true', format: 'github', paths: '.agents/state/tasks' });
    const out: string[] = [];
    const outcome = await runAction(step.env, { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    // What remains is state no fix invents: the crash task's missing `PLAN_FROZEN`.
    expect(outcome).toMatchObject({ exitCode: 1, errorCount: 1, warningCount: 0 });
    expect(out.join('')).toContain(`::error file=${CRASH},line=6,`);
    expect(out.join('')).toContain('Unexpected missing header field `PLAN_FROZEN`');
    const crash = fs.readFileSync(path.join(step.dir, CRASH), 'utf8');
    expect(crash).not.toContain('PLAN_FROZEN');
    expect(crash).toContain('LAST_UPDATED_AT: 2026-05-01\n');
    expect(fs.readFileSync(path.join(step.dir, LOGIN), 'utf8')).toContain('## 下一步 Top 3\n');
    expect(git(step.dir, 'status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([` M ${LOGIN}`, ` M ${CRASH}`].sort());
    expect(fs.readFileSync(step.summary, 'utf8')).toContain('✖ 1 problem (1 error, 0 warnings)');
    expect(outputs(step.output)['error-count']).toBe('1');
  });

  it('hides baselined findings like the CLI, and says how many entries are gone', async () => {
    const step = pullRequestStep();
    const baseline = spawnSync(process.execPath, [path.join(REPO, 'bin', 'wflint.js'), '--baseline-write', CRASH], {
      cwd: step.dir,
      encoding: 'utf8',
      env: { ...process.env, WFLINT_TODAY: '2026-05-01' },
    });
    expect(baseline.status).toBe(0);
    const out: string[] = [];
    const outcome = await runAction(step.env, { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    expect(outcome).toMatchObject({ exitCode: 0, errorCount: 0, warningCount: 2 });
    expect(out.join('')).toContain(`::warning file=${LOGIN},line=16`);
    expect(out.join('')).not.toContain(CRASH);
    expect(fs.readFileSync(step.summary, 'utf8')).toContain('\nBaseline <code>.wflint-baseline.json</code>: 3 known findings not shown.\n');
    // The crash task repaired by hand: its three entries are gone.
    const crash = path.join(step.dir, CRASH);
    fs.writeFileSync(
      crash,
      fs
        .readFileSync(crash, 'utf8')
        .replace('TASK_TYPE: feat\n', 'TASK_TYPE: feat\nPLAN_FROZEN: false\n')
        .replace('STARTED_AT: 2026-04-29\n', 'STARTED_AT: 2026-04-29\nLAST_UPDATED_AT: 2026-05-01\n')
        .replace('## 未验证清单 (Gaps)', '## 未验证清单（Gaps）'),
    );
    fs.writeFileSync(step.summary, '');
    const again: string[] = [];
    await runAction(step.env, { stdout: (s) => again.push(s), stderr: (s) => again.push(s) });
    expect(again.join('')).toContain('::notice title=wflint baseline::3 baseline entries no longer match a finding; run `wflint --baseline-write` to prune .wflint-baseline.json');
    expect(fs.readFileSync(step.summary, 'utf8')).toContain(
      '\nBaseline <code>.wflint-baseline.json</code>: 0 known findings not shown. 3 entries no longer found: run `wflint --baseline-write` to prune.\n',
    );
  });

  it('fails the step with an error annotation on bad input', async () => {
    for (const [inputs, message] of [
      [{ format: 'xml' }, 'Unexpected input `format` `xml`, expected one of'],
      [{ fix: 'yes' }, 'Unexpected input `fix` `yes`, expected `true` or `false`'],
      [{ paths: 'no/such/dir' }, 'Unexpected input `paths` entry `no/such/dir`'],
      [{ config: 'missing.json' }, 'missing.json'],
    ] as Array<[Record<string, string>, string]>) {
      const step = pullRequestStep(inputs);
      const out: string[] = [];
      const outcome = await runAction(step.env, { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
      expect(outcome.exitCode).toBe(2);
      expect(out.join('')).toMatch(/^::error title=wflint::/);
      expect(out.join('')).toContain(message);
    }
  });
});
