/** Inline suppressions (spec README §7): applied inside lintDocument, checked by `suppression-comment`. */
import { describe, expect, test } from 'vitest';
import { RULES } from '../src/rules/index.js';
import { lintVirtual, resolved } from '../src/testing/virtual-repo.js';
import { readDirectives } from '../src/core/lint/suppressions.js';
import { virtualWorkspace } from '../src/testing/virtual-repo.js';

const TASK = '.agents/state/tasks/2026-04-27-login-fix.md';

/** A healthy task file whose `下一步 Top 3` is replaced by `top3`. */
function task(top3: string, tail = ''): string {
  return `# TASK_STATE（登录失败提示修复）

TASK_ID: 2026-04-27-login-fix
TASK_TITLE: 登录失败提示修复
TASK_TYPE: fix
PLAN_FROZEN: false
CURRENT_ROLE: planner
WORKFLOW_STATUS: active
STARTED_AT: 2026-04-27
LAST_UPDATED_AT: 2026-04-27

## 目标

- 登录失败时展示服务端返回的具体原因

${top3}

## 阻塞项

- 无

## 关键决策索引（最近 3 条）

- 2026-04-27 错误提示改为读取服务端 message 字段

## 关键决策日志（全量追加，不覆盖历史）

- 2026-04-27：错误提示改为读取服务端 message 字段 | 客户端写死的提示与服务端不一致 | 需要服务端保证 message 非空

## 验收证据（Evidence）

- 无

## 未验证清单（Gaps）

- 无

## Review Findings（闭环）

- 无

## 提交计划

- 无

## Execution Contract

- Scope:
- Files to change:
- Forbidden:
- Steps:
- Checks:
- Commit plan:
- Rollback note:
${tail}`;
}

const TOP3_BAD = `## 下一步 Top 3

- 读取登录接口错误码
- [ ] 补充单元测试`;

const TOP3_MESSAGE = '18:1-18:12 task-state-top3: Unexpected plain list item in `下一步 Top 3`, expected a task-list item `- [ ]` or `- [x]`';

function lint(text: string, path = TASK, only?: string[]) {
  // The task is linted alone (no index): the index's own rules are not what these tests are about.
  const rules = RULES.filter((r) => (only ? only.includes(r.id) : r.id !== 'task-state-index-exists')).map((r) => resolved(r));
  return lintVirtual({ files: { [path]: text } }, path, rules).map((m) => `${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.ruleId}: ${m.message}`);
}

describe('markdown suppressions', () => {
  test('the unsuppressed baseline reports task-state-top3', () => {
    expect(lint(task(TOP3_BAD))).toEqual([TOP3_MESSAGE]);
  });

  test('disable … enable hides the messages between them and nothing else', () => {
    const text = task(`<!--lint disable task-state-top3 -- 旧格式迁移中，下一轮统一改成任务列表-->\n\n${TOP3_BAD}\n\n<!--lint enable task-state-top3-->`);
    expect(lint(text)).toEqual([]);
  });

  test('a message before the disable stays', () => {
    const text = task(`${TOP3_BAD}\n\n<!--lint disable task-state-top3 -- 迁移中-->`);
    expect(lint(text)).toEqual([
      TOP3_MESSAGE,
      '21:18-21:33 suppression-comment: Unexpected `lint disable` of `task-state-top3` that suppresses nothing, expected a `task-state-top3` message in its range',
    ]);
  });

  test('ignore covers the next sibling node only', () => {
    const text = task(`## 下一步 Top 3\n\n<!--lint ignore task-state-top3 -- 这一项来自旧模板-->\n- 读取登录接口错误码\n\n- 第二个列表项`);
    // The list after the comment is the next node: both items are in it.
    expect(lint(text)).toEqual([]);
  });

  test('ignore with nothing after it suppresses nothing', () => {
    const text = `${task(TOP3_BAD)}\n<!--lint ignore task-state-top3 -- 无效-->\n`;
    const out = lint(text);
    expect(out.filter((l) => l.includes('task-state-top3:'))).toHaveLength(1);
    expect(out.filter((l) => l.includes('suppression-comment'))).toEqual([
      expect.stringContaining('Unexpected `lint ignore` of `task-state-top3` that suppresses nothing, expected a `task-state-top3` message in its range'),
    ]);
  });

  test('a disable without rule ids covers every rule; enable without ids turns them back on', () => {
    const text = task(`<!--lint disable -- 整段为旧格式-->\n\n${TOP3_BAD}\n\n<!--lint enable-->`);
    expect(lint(text)).toEqual([]);
  });

  test('enable of one rule after a global disable turns that rule back on', () => {
    const text = task(`<!--lint disable -- 整段为旧格式-->\n<!--lint enable task-state-top3-->\n\n${TOP3_BAD}`);
    expect(lint(text)).toEqual([
      '16:1-16:30 suppression-comment: Unexpected `lint disable` of every rule that suppresses nothing, expected a message in its range',
      '21:1-21:12 task-state-top3: Unexpected plain list item in `下一步 Top 3`, expected a task-list item `- [ ]` or `- [x]`',
    ]);
  });

  test('a reason is required, unknown ids and suppression-comment itself are reported', () => {
    const text = task(`<!--lint disable task-state-top3 task-state-top4 suppression-comment-->\n\n${TOP3_BAD}`);
    expect(lint(text)).toEqual([
      '16:1-16:72 suppression-comment: Unexpected `lint disable` without a reason, expected `-- <reason>` after the rule ids',
      '16:34-16:49 suppression-comment: Unexpected unknown rule `task-state-top4`, expected a wflint rule id',
      '16:50-16:69 suppression-comment: Unexpected suppression of `suppression-comment`, expected the suppression comment itself to be corrected',
    ]);
  });

  test('an unknown keyword is reported and suppresses nothing', () => {
    const text = task(`<!--lint disable-next-line task-state-top3 -- x-->\n\n${TOP3_BAD}`);
    const out = lint(text);
    expect(out[0]).toBe('16:10-16:27 suppression-comment: Unexpected keyword `disable-next-line`, expected one of `disable`, `enable`, `ignore`');
    expect(out.some((l) => l.includes('task-state-top3:'))).toBe(true);
  });

  test("`<!--wflint …-->` is wflint's own marker: any reason, unknown ids reported", () => {
    expect(lint(task(`<!--wflint disable task-state-top3 -- 旧格式，迁移中（见 #12）-->\n\n${TOP3_BAD}`))).toEqual([]);
    expect(lint(task(`<!--wflint disable no-undefined-references -- x-->\n\n${TOP3_BAD}`))).toEqual([
      '16:20-16:43 suppression-comment: Unexpected unknown rule `no-undefined-references`, expected a wflint rule id',
      '20:1-20:12 task-state-top3: Unexpected plain list item in `下一步 Top 3`, expected a task-list item `- [ ]` or `- [x]`',
    ]);
  });

  test("a `lint` comment is shared with remark-lint: other tools' ids are left alone, wflint-looking typos reported", () => {
    // remark-lint's own comment: no wflint finding at all.
    expect(lint(task(`<!--lint disable no-undefined-references-->\n\n${TOP3_BAD.replace('- 读取', '- [ ] 读取')}`))).toEqual([]);
    // A bare `lint disable` without a reason is remark-lint's: it hides no wflint finding and is not judged.
    expect(lint(task(`<!--lint disable-->\n\n${TOP3_BAD}`))).toEqual(['20:1-20:12 task-state-top3: Unexpected plain list item in `下一步 Top 3`, expected a task-list item `- [ ]` or `- [x]`']);
    // A mistyped wflint id is still a wflint id.
    expect(lint(task(`<!--lint disable task-state-top4 -- x-->\n\n${TOP3_BAD}`))[0]).toBe('16:18-16:33 suppression-comment: Unexpected unknown rule `task-state-top4`, expected a wflint rule id');
  });

  test('a `lint` comment naming remark-lint rules with a reason remark-lint cannot read is reported', () => {
    expect(lint(task(`<!--lint disable task-state-top3 no-undefined-references -- 旧格式-->\n\n${TOP3_BAD}`))).toEqual([
      '16:1-16:67 suppression-comment: Unexpected reason remark-lint cannot read in a `lint` comment that also names `no-undefined-references`, expected an ASCII reason, or the wflint ids in a `<!--wflint disable … -- reason-->` comment of their own (remark-lint ignores the whole comment)',
    ]);
  });

  test('enable of a rule that is not disabled is reported', () => {
    const text = task(`${TOP3_BAD.replace('- 读取', '- [ ] 读取')}\n\n<!--lint enable task-state-top3-->`);
    expect(lint(text)).toEqual(['21:17-21:32 suppression-comment: Unexpected `lint enable` of `task-state-top3`, expected a `lint disable` of it before']);
  });

  test('a second disable of a rule already off suppresses nothing', () => {
    const text = task(`<!--lint disable task-state-top3 -- 迁移中-->\n<!--lint disable task-state-top3 -- 再次-->\n\n${TOP3_BAD}`);
    expect(lint(text)).toEqual(['17:18-17:33 suppression-comment: Unexpected `lint disable` of `task-state-top3` that suppresses nothing, expected a `task-state-top3` message in its range']);
  });

  test('a directive for a rule that did not run is not judged unused', () => {
    const text = task(`<!--lint disable task-state-top3 -- 迁移中-->\n\n## 下一步 Top 3\n\n- [ ] 补充单元测试`);
    expect(lint(text, TASK, ['suppression-comment'])).toEqual([]);
  });

  test('an unused directive alone on its line gets a removal suggestion', () => {
    const text = task(`<!--lint disable task-state-top3 -- 迁移中-->\n\n## 下一步 Top 3\n\n- [ ] 补充单元测试`);
    const rules = RULES.filter((r) => r.id !== 'task-state-index-exists').map((r) => resolved(r));
    const [m] = lintVirtual({ files: { [TASK]: text } }, TASK, rules);
    expect(m?.ruleId).toBe('suppression-comment');
    expect(m?.suggestions?.[0]?.desc).toBe('Remove the suppression comment');
    const { range, text: replacement } = m!.suggestions![0]!.fix;
    expect(replacement).toBe('');
    expect(text.slice(range[0], range[1])).toBe('<!--lint disable task-state-top3 -- 迁移中-->\n');
  });
});

describe('YAML suppressions', () => {
  const CONTROL = `# CONTROL

\`\`\`yaml
loop_home: adhoc_jobs/login_20260501
# wflint-disable-next-line data-schema -- 这个字段由外部调度器写入
owner: 123
\`\`\`
`;
  test('directives are read from yaml blocks with their target line', () => {
    const ws = virtualWorkspace({ files: { 'adhoc_jobs/login_20260501/CONTROL.md': CONTROL } });
    const doc = ws.document('adhoc_jobs/login_20260501/CONTROL.md')!;
    expect(doc.kind.id).toBe('loop-control');
    const [d] = readDirectives(doc);
    expect(d).toMatchObject({ syntax: 'yaml', verb: 'disable-next-line', ids: [{ id: 'data-schema' }], reason: '这个字段由外部调度器写入', targetLine: 6 });
  });

  test('a directive after nested keys and flow lists is read at its own line (the control tokens of the lexer hold no text)', () => {
    const text = CONTROL.replace(
      'loop_home: adhoc_jobs/login_20260501\n',
      'loop_home: adhoc_jobs/login_20260501\nactive_tasks: [T001, T002]\nbinding:\n  phase: P1\n  # wflint-disable-next-line data-schema -- 调度器写入\n  reaction: close\n',
    );
    const ws = virtualWorkspace({ files: { 'adhoc_jobs/login_20260501/CONTROL.md': text } });
    const doc = ws.document('adhoc_jobs/login_20260501/CONTROL.md')!;
    const ds = readDirectives(doc);
    expect(ds.map((d) => [doc.lines.point(d.start).line, d.targetLine])).toEqual([
      [8, 9],
      [10, 11],
    ]);
    expect(text.slice(ds[0]!.start, ds[0]!.end)).toBe('# wflint-disable-next-line data-schema -- 调度器写入');
  });

  test('a comment inside a block scalar is not a directive', () => {
    const text = CONTROL.replace('owner: 123', 'notes: |\n  # wflint-disable-next-line data-schema -- 只是说明文字\n  第二行');
    const ws = virtualWorkspace({ files: { 'adhoc_jobs/login_20260501/CONTROL.md': text } });
    const doc = ws.document('adhoc_jobs/login_20260501/CONTROL.md')!;
    expect(readDirectives(doc).map((d) => d.targetLine)).toEqual([6]);
  });
});

describe('YAML suppressions apply to the next content line', () => {
  const HOME = 'adhoc_jobs/login_20260501';
  const control = (directive: string) => `# CONTROL

\`\`\`yaml
loop_home: ${HOME}
current_phase: P1
\`\`\`

\`\`\`yaml
${directive}current_phase: P2
\`\`\`
`;
  const lintControl = (text: string) => lint(text, `${HOME}/CONTROL.md`, ['data-duplicate-key', 'yaml-syntax', 'suppression-comment']);

  test('without a directive the duplicate key is reported', () => {
    expect(lintControl(control(''))).toEqual([expect.stringMatching(/^9:1-9:\d+ data-duplicate-key: /)]);
  });

  test('the directive hides it, through blank and comment lines', () => {
    expect(lintControl(control('# wflint-disable-next-line data-duplicate-key -- 调度器迁移期间两个块都保留\n\n# 第二个块由调度器写入\n'))).toEqual([]);
  });

  test('a directive for another rule, or without a reason, is reported', () => {
    expect(lintControl(control('# wflint-disable-next-line yaml-syntax\n'))).toEqual([
      '9:1-9:39 suppression-comment: Unexpected `wflint-disable-next-line` without a reason, expected `-- <reason>` after the rule ids',
      expect.stringMatching(/^9:28-9:39 suppression-comment: Unexpected `wflint-disable-next-line` of `yaml-syntax` that suppresses nothing/),
      '10:1-10:14 data-duplicate-key: Unexpected second definition of `current_phase`, expected each data key once',
    ]);
  });
});
