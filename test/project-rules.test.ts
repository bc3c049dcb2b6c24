/**
 * Project rules (issue 20): a team adds its own rules from its root JavaScript config, made with
 * the exported `defineRule`, configured as `<plugin>/<name>` like ESLint's flat-config plugins, and
 * tests them with the doc-page harness wflint tests its own rules with (`wflint/testing`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { GIT_ENV, REPO, wflint } from './surfaces-helpers.js';
import { createEngine } from '../src/engine.js';
import { defineRule } from '../src/index.js';
import { ruleDocCases } from '../src/testing/index.js';

const TASK = '.agents/state/tasks/2026-05-01-push-retry.md';
const TASK_TEXT = `# TASK_STATE（推送失败自动重试）

TASK_ID: 2026-05-01-push-retry
TASK_TITLE: 推送失败自动重试
TASK_TYPE: feat
PLAN_FROZEN: true
CURRENT_ROLE: executor
WORKFLOW_STATUS: active
STARTED_AT: 2026-05-01
LAST_UPDATED_AT: 2026-05-01
`;

/** The rule a team writes: no `TODO` left in a task file (its config file imports wflint's defineRule). */
const RULE_SOURCE = (wflint: string) => `import { defineRule } from ${JSON.stringify(wflint)};

export const noTodo = defineRule({
  id: 'acme/no-todo',
  url: 'https://acme.example/wflint/no-todo',
  meta: {
    type: 'problem',
    description: 'A task file holds no TODO marker',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    messages: { todo: 'Unexpected \`TODO\`, expected the work done or listed under a section' },
  },
  check({ doc, report }) {
    for (const m of doc.text.matchAll(/TODO/g)) report({ messageId: 'todo', start: m.index, end: m.index + 4 });
  },
});
`;

function project(config: string): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-plugin-')));
  execFileSync('git', ['init', '-q'], { cwd: dir, env: { ...process.env, ...GIT_ENV } });
  fs.mkdirSync(path.join(dir, '.agents/state/tasks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'rules.mjs'), RULE_SOURCE(pathToFileURL(path.join(REPO, 'dist', 'index.js')).href));
  fs.writeFileSync(path.join(dir, 'wflint.config.mjs'), config);
  fs.writeFileSync(path.join(dir, TASK), `${TASK_TEXT}\n## 目标\n\n- TODO 写目标\n`);
  return dir;
}

const PLUGIN_CONFIG = "import { noTodo } from './rules.mjs';\nexport default { plugins: { acme: { rules: { 'no-todo': noTodo } } }, rules: { 'acme/no-todo': 'warn' } };\n";

describe('project rules from the root JavaScript config', () => {
  test("reported under their id and the config's severity; --rule, suppressions, --fix-rule and --print-config know them", () => {
    const dir = project(PLUGIN_CONFIG);
    const json = (args: string[]) =>
      (JSON.parse(wflint(dir, [TASK, '--format', 'json', ...args]).stdout) as Array<{ messages: Array<{ ruleId: string; severity: number; line: number; message: string }> }>)[0]!.messages.filter(
        (m) => m.ruleId.startsWith('acme/'),
      );
    expect(json([])).toEqual([expect.objectContaining({ ruleId: 'acme/no-todo', severity: 1, line: 14, message: 'Unexpected `TODO`, expected the work done or listed under a section' })]);
    expect(json(['--rule', 'acme/no-todo:2'])[0]!.severity).toBe(2);
    expect(json(['--rule', 'acme/no-todo:off'])).toEqual([]);
    expect(wflint(dir, [TASK, '--fix-rule', 'acme/no-todo', '--fix-dry-run'])).toMatchObject({ stderr: '' });
    const printed = JSON.parse(wflint(dir, ['--print-config', TASK]).stdout) as { rules: Record<string, { level: string; applies: boolean }> };
    expect(printed.rules['acme/no-todo']).toEqual({ level: 'warn', applies: true });
    // An inline suppression names it like any rule (no "unknown rule" finding).
    fs.writeFileSync(path.join(dir, TASK), `${TASK_TEXT}\n## 目标\n\n<!--wflint ignore acme/no-todo -- 下个迭代补上-->\n- TODO 写目标\n`);
    const all = (JSON.parse(wflint(dir, [TASK, '--format', 'json']).stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)[0]!.messages;
    expect(all.filter((m) => m.ruleId === 'acme/no-todo' || /acme/.test(m.message))).toEqual([]);
  });

  test('a plugin rule that is not made with defineRule, or has another id, is a config error', async () => {
    for (const [config, message] of [
      ["export default { plugins: { acme: { rules: { 'no-todo': { check() {} } } } } };\n", 'plugin rule `acme/no-todo` is not a rule: make it with `defineRule`'],
      ["import { noTodo } from './rules.mjs';\nexport default { plugins: { acme: { rules: { 'todo': noTodo } } } };\n", 'plugin rule `acme/todo` has id `acme/no-todo`, expected `acme/todo`'],
      ["import { noTodo } from './rules.mjs';\nexport default { plugins: { Acme: { rules: { 'no-todo': noTodo } } } };\n", 'plugin name `Acme` expects lower-case letters, digits and hyphens'],
    ] as const) {
      const dir = project(config);
      await expect(createEngine({ cwd: dir, base: false })).rejects.toThrow(message);
    }
  });

  test("the doc-page harness of wflint/testing runs a project rule's page, and fails when the page is wrong", () => {
    const rule = defineRule({
      id: 'acme/no-todo',
      meta: { type: 'problem', description: 'A task file holds no TODO marker', severity: 'error', fixable: false, kinds: ['task-state'], messages: { todo: 'Unexpected `TODO`' } },
      check({ doc, report }) {
        for (const m of doc.text.matchAll(/TODO/g)) report({ messageId: 'todo', start: m.index, end: m.index + 4 });
      },
    });
    const page = (output: string) => `---
id: acme/no-todo
description: A task file holds no TODO marker
fixable: false
---

# acme/no-todo

## What it checks

No \`TODO\` in a task file.

## Why

A TODO is work nobody tracks.

## Options

None.

## Examples

\`\`\`md ok name="${TASK}"
${TASK_TEXT}\`\`\`

\`\`\`md not-ok name="${TASK}"
${TASK_TEXT}
- TODO 写目标
\`\`\`

\`\`\`text output for="${TASK}"
${output}
\`\`\`

## When not to use it

Never.
`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-page-'));
    const file = path.join(dir, 'no-todo.md');
    fs.writeFileSync(file, page('12:3-12:7: Unexpected `TODO`'));
    const cases = ruleDocCases(rule, file);
    expect(cases.map((c) => c.title)).toEqual([
      'doc page front matter agrees with meta',
      'ok: .agents/state/tasks/2026-05-01-push-retry.md (line 23)',
      'not-ok: .agents/state/tasks/2026-05-01-push-retry.md (line 36)',
      'does not crash on a positionless tree',
    ]);
    for (const c of cases) c.run();
    fs.writeFileSync(file, page('12:3-12:8: Unexpected `TODO`'));
    expect(() => ruleDocCases(rule, file)[2]!.run()).toThrow(/Expected values to be strictly deep-equal/);
  });
});
