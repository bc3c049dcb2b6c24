/**
 * Property tests (fast-check) for the fix engine and the linter on generated task-state and index
 * documents with random mutations. Case count: PROPERTY_RUNS (default 200 per property; CI uses
 * the default). A failure prints a seed and path: replay with
 * `PROPERTY_SEED=<seed> PROPERTY_PATH=<path> npx vitest run test/property-fix.test.ts`.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { applyFixPass, mergeEdits } from '../src/core/lint/fix.js';
import { RULES } from '../src/rules/index.js';
import { lintVirtual, fixVirtual, resolved } from '../src/testing/virtual-repo.js';
import { taskStateOutline, TASK_STATE_HEADER_FIELDS } from '../src/kinds/task-state/outline.js';
import { normalizeHeading } from '../src/core/model/headings.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const params = (): fc.Parameters<unknown> => ({
  numRuns: RUNS,
  ...(process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED) } : {}),
  ...(process.env.PROPERTY_PATH ? { path: process.env.PROPERTY_PATH } : {}),
});

const ALL_RULES = RULES.map((r) => resolved(r));
const TASK = '.agents/state/tasks/2026-04-27-login-fix.md';
const INDEX = '.agents/state/INDEX.md';

describe('applyFixPass', () => {
  test('applies non-overlapping edits exactly and keeps every other byte', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.string({ maxLength: 8 })), { maxLength: 8 }), (text, raw) => {
        const messages = raw.map(([a, b, t]) => {
          const s = a % (text.length + 1);
          const e = Math.min(text.length, s + (b % 5));
          return { fix: { range: [s, e] as [number, number], text: t } };
        });
        const { output, applied, deferred } = applyFixPass(text, messages);
        expect(applied.length + deferred.length).toBe(messages.length);
        // Rebuild from the applied fixes: same result, and the applied ranges do not overlap.
        const sorted = [...applied].sort((x, y) => x.fix.range[0] - y.fix.range[0]);
        let expected = '';
        let pos = 0;
        for (const m of sorted) {
          expect(m.fix.range[0]).toBeGreaterThanOrEqual(pos === 0 && expected === '' ? 0 : pos);
          expected += text.slice(pos, m.fix.range[0]) + m.fix.text;
          pos = m.fix.range[1];
        }
        expected += text.slice(pos);
        expect(output).toBe(applied.length ? expected : text);
      }),
      params(),
    );
  });

  test('mergeEdits keeps the text between edits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.uniqueArray(fc.nat(60), { maxLength: 5 }), fc.string({ maxLength: 4 }), (text, points, ins) => {
        const ps = points.map((p) => p % (text.length + 1)).sort((a, b) => a - b);
        const edits = [...new Set(ps)].map((p) => ({ range: [p, p] as [number, number], text: ins }));
        const fix = mergeEdits(text, edits);
        if (!fix) return edits.length === 0;
        const applied = text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
        let manual = text;
        for (const e of [...edits].reverse()) manual = manual.slice(0, e.range[0]) + e.text + manual.slice(e.range[0]);
        return applied === manual;
      }),
      params(),
    );
  });
});

// ---- generated documents ------------------------------------------------------------------

const cjk = fc.constantFrom('修复', '登录', '提示', '回归', '证据', '阻塞', '决策', '测试', '文案', '真机', 'ñ', 'é', '😀', '\t', ' ');
const words = fc.array(cjk, { minLength: 1, maxLength: 6 }).map((a) => a.join('').trim() || '内容');
const item = fc.oneof(
  words.map((w) => `- ${w}`),
  words.map((w) => `- [ ] ${w}`),
  words.map((w) => `- [x] ${w}`),
  fc.constant('- 无'),
  words.map((w) => `- 2026-04-2${w.length % 9}：${w} | 原因 | 影响`),
  words.map((w) => `${w}`),
);
const HEADER_VALUES: Record<string, string> = {
  TASK_ID: '2026-04-27-login-fix',
  TASK_TITLE: '登录失败提示修复',
  TASK_TYPE: 'fix',
  PLAN_FROZEN: 'true',
  CURRENT_ROLE: 'executor',
  WORKFLOW_STATUS: 'active',
  STARTED_AT: '2026-04-27',
  LAST_UPDATED_AT: '2026-04-28',
};
const headingVariant = (text: string) => fc.constantFrom(text, text.replace(/（/g, '(').replace(/）/g, ')'), `${text}：`, text.toLowerCase(), ` ${text} `);

const taskDoc = fc
  .record({
    fields: fc.subarray([...TASK_STATE_HEADER_FIELDS]),
    sections: fc.subarray(taskStateOutline.sections.map((s) => s.text)),
    shuffle: fc.boolean(),
    variants: fc.array(fc.nat(4), { minLength: 10, maxLength: 10 }),
    bodies: fc.array(fc.array(item, { maxLength: 4 }), { minLength: 10, maxLength: 10 }),
    duplicate: fc.option(fc.nat(9)),
    crlf: fc.constantFrom('lf', 'crlf', 'mixed'),
    bom: fc.boolean(),
    finalNewline: fc.boolean(),
    truncate: fc.option(fc.nat(2000)),
    preamble: fc.constantFrom('', '# TASK_STATE（登录失败提示修复）\n\n', '---\ntitle: x\n---\n\n'),
  })
  .chain((r) => fc.tuple(fc.constant(r), fc.tuple(...r.sections.map((s) => headingVariant(s))) as fc.Arbitrary<string[]>))
  .map(([r, headings]) => {
    let order = r.sections.map((s, i) => ({ s, h: headings[i] ?? s, i }));
    if (r.shuffle) order = [...order].reverse();
    const parts = [r.preamble + r.fields.map((f) => `${f}: ${HEADER_VALUES[f]}`).join('\n')];
    for (const { h, i } of order) parts.push(`## ${h}\n\n${(r.bodies[i] ?? []).join('\n')}`);
    if (r.duplicate !== null && order.length) parts.push(`## ${order[r.duplicate % order.length]!.h}\n\n- 重复`);
    let text = parts.join('\n\n');
    if (r.truncate !== null) text = text.slice(0, r.truncate % (text.length + 1));
    if (r.finalNewline && !text.endsWith('\n')) text += '\n';
    if (r.crlf === 'crlf') text = text.replace(/\n/g, '\r\n');
    if (r.crlf === 'mixed') text = text.replace(/\n(##)/g, '\r\n$1');
    return (r.bom ? '\uFEFF' : '') + text;
  });

/** Original lines survive in order; headings may only be renamed to their canonical text. */
function survives(before: string, after: string): boolean {
  // Spacing aside (`下一步 Top3` is renamed to `下一步 Top 3`).
  const key = (heading: string) => normalizeHeading(heading).replace(/\s+/g, '');
  const canon = new Map(taskStateOutline.sections.flatMap((s) => [s.text, ...(s.aliases ?? [])].map((a) => [key(a), s.text] as const)));
  const norm = (line: string) => {
    const m = /^(#{1,6}[ \t]+)(.*)$/.exec(line);
    if (!m) return line;
    return `${m[1]}${canon.get(key(m[2]!)) ?? m[2]!.trim()}`;
  };
  const out = after
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map(norm);
  let k = 0;
  for (const line of before
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map(norm)) {
    while (k < out.length && out[k] !== line) k++;
    if (k === out.length) return false;
    k++;
  }
  return true;
}

describe('lint and fix on generated task-state files', () => {
  test('lint never crashes; every message lies inside the file', () => {
    fc.assert(
      fc.property(taskDoc, (text) => {
        const messages = lintVirtual({ files: { [TASK]: text } }, TASK, ALL_RULES);
        const body = text.replace(/^\uFEFF/, '');
        const lines = body.split('\n');
        for (const m of messages) {
          expect(m.message).not.toMatch(/failed on this file/);
          expect(m.line).toBeGreaterThanOrEqual(1);
          expect(m.endLine).toBeLessThanOrEqual(lines.length);
          expect(m.endOffset!).toBeLessThanOrEqual(body.length);
          expect(m.offset!).toBeLessThanOrEqual(m.endOffset!);
          expect(m.column).toBeLessThanOrEqual((lines[m.line - 1] ?? '').length + 1);
        }
      }),
      params(),
    );
  });

  test('fix is idempotent, keeps every line, line endings and BOM, and leaves nothing fixable', () => {
    fc.assert(
      fc.property(taskDoc, (text) => {
        const repo = { files: { [TASK]: text } };
        const fixed = fixVirtual(repo, TASK, ALL_RULES);
        expect(survives(text, fixed)).toBe(true);
        expect(fixed.startsWith('\uFEFF')).toBe(text.startsWith('\uFEFF'));
        const body = text.replace(/^\uFEFF/, '');
        if (body.includes('\n') && !/(^|[^\r])\n/.test(body)) expect(/(^|[^\r])\n/.test(fixed.replace(/^\uFEFF/, ''))).toBe(false);
        if (!body.includes('\r')) expect(fixed).not.toContain('\r');
        const again = { files: { [TASK]: fixed } };
        expect(fixVirtual(again, TASK, ALL_RULES)).toBe(fixed);
        expect(lintVirtual(again, TASK, ALL_RULES).filter((m) => m.fix)).toEqual([]);
      }),
      params(),
    );
  });

  test('what people write on index entries survives the sync: a missing target list, a claimed task, notes on `- none`', () => {
    const task = (id: string, status: string) => `TASK_ID: ${id}\nTASK_TITLE: 任务 ${id}\nTASK_TYPE: fix\nPLAN_FROZEN: true\nCURRENT_ROLE: reviewer\nWORKFLOW_STATUS: ${status}\n`;
    const A = '.agents/state/tasks/2026-05-01-aa.md';
    const B = '.agents/state/tasks/2026-05-01-bb.md';
    const note = '  - 重要备注：不要删';
    const cases: Array<[string, Record<string, string>]> = [
      // The completed task's list is missing: the note waits for the list, then moves with the entry.
      [
        'CURRENT_TASK: 2026-05-01-bb\n\n## Active\n\n- 2026-05-01-aa | 任务 2026-05-01-aa | fix | reviewer | active\n' +
          note +
          '\n- 2026-05-01-bb | 任务 2026-05-01-bb | fix | reviewer | active\n\n## Blocked\n\n- none\n',
        { [A]: task('2026-05-01-aa', 'completed'), [B]: task('2026-05-01-bb', 'active') },
      ],
      // A malformed entry claims the task: the sync writes nothing for it and drops none of its notes.
      [
        'CURRENT_TASK: 2026-05-01-bb\n\n## Active\n\n- 2026-05-01-aa | 任务 2026-05-01-aa | fix | reviewer | active\n' +
          note +
          '\n- 2026-05-01-bb | 任务 2026-05-01-bb | fix | reviewer | active\n\n## Blocked\n\n- 2026-05-01-aa | 任务 2026-05-01-aa | fix | reviewer | blocked | 等待手环\n\n## Completed\n\n- none\n',
        { [A]: task('2026-05-01-aa', 'blocked'), [B]: task('2026-05-01-bb', 'active') },
      ],
      // Notes on `- none` stay when an entry joins the list.
      [
        'CURRENT_TASK: 2026-05-01-bb\n\n## Active\n\n- 2026-05-01-aa | 任务 2026-05-01-aa | fix | reviewer | active\n- 2026-05-01-bb | 任务 2026-05-01-bb | fix | reviewer | active\n\n## Blocked\n\n- none\n\n## Completed\n\n- none <!-- 2025 年的任务已归档 -->\n' +
          note +
          '\n',
        { [A]: task('2026-05-01-aa', 'completed'), [B]: task('2026-05-01-bb', 'active') },
      ],
    ];
    for (const [index, tasks] of cases) {
      const fixed = fixVirtual({ files: { [INDEX]: index, ...tasks } }, INDEX, ALL_RULES);
      for (const kept of [note, '<!-- 2025 年的任务已归档 -->', '| 等待手环']) expect(fixed.split(kept).length, fixed).toBe(index.split(kept).length);
      expect(fixVirtual({ files: { [INDEX]: fixed, ...tasks } }, INDEX, ALL_RULES)).toBe(fixed);
    }
  });

  test('index sync fix converges and keeps non-entry text', () => {
    const entry = fc.constantFrom(
      '- 2026-04-27-login-fix | 登录失败提示修复 | fix | executor | active',
      '- 2026-04-20-push-retry | 推送失败自动重试 | feat | reviewer | completed',
      '- 2026-01-01-gone | 已删除任务 | chore | single | active',
      '- none',
      '- 备注：本列表由 ac-memory 同步',
      '<!-- 手写注释 -->',
    );
    const index = fc.tuple(fc.array(entry, { maxLength: 4 }), fc.array(entry, { maxLength: 3 }), fc.array(entry, { maxLength: 3 }), fc.boolean(), fc.boolean()).map(([a, b, c, current, crlf]) => {
      const t = `# STATE_INDEX\n\n${current ? 'CURRENT_TASK: none\n\n' : ''}## Active\n\n${a.join('\n')}\n\n## Blocked\n\n${b.join('\n')}\n\n## Completed\n\n${c.join('\n')}\n`;
      return crlf ? t.replace(/\n/g, '\r\n') : t;
    });
    const task = (id: string, title: string, status: string) => `TASK_ID: ${id}\nTASK_TITLE: ${title}\nTASK_TYPE: fix\nPLAN_FROZEN: true\nCURRENT_ROLE: reviewer\nWORKFLOW_STATUS: ${status}\n`;
    fc.assert(
      fc.property(index, fc.constantFrom('active', 'blocked', 'completed'), (text, status) => {
        const files = {
          [INDEX]: text,
          [TASK]: task('2026-04-27-login-fix', '登录失败提示修复', status),
          '.agents/state/tasks/2026-04-20-push-retry.md': task('2026-04-20-push-retry', '推送失败自动重试', 'completed'),
        };
        const fixed = fixVirtual({ files }, INDEX, ALL_RULES);
        for (const keep of ['- 备注：本列表由 ac-memory 同步', '<!-- 手写注释 -->']) {
          expect(fixed.split(keep).length).toBe(text.split(keep).length);
        }
        // The entry of a task without a file is its only record: kept (a suggestion removes it).
        expect(fixed.split('2026-01-01-gone').length).toBe(text.split('2026-01-01-gone').length);
        const after = lintVirtual({ files: { ...files, [INDEX]: fixed } }, INDEX, ALL_RULES);
        expect(after.filter((m) => m.fix)).toEqual([]);
        expect(after.filter((m) => m.ruleId === 'state-index-sync' && m.messageId !== 'orphan')).toEqual([]);
      }),
      params(),
    );
  });
});

// ---- generated task sets (issue 16): the fix never loses, duplicates or invents state ---------

const STATE = '.agents/state';
const IDS = ['2026-05-04-login-toast', '2026-05-07-ble-backoff', '2026-05-08-readme-build', '2026-05-11-push-retry'] as const;
const TITLES = ['登录失败重试提示修复', 'BLE 断连指数退避重连', '同步 README 构建说明', '推送失败自动重试'];
const STATE_FIELDS = ['TASK_TITLE', 'TASK_TYPE', 'PLAN_FROZEN', 'CURRENT_ROLE', 'WORKFLOW_STATUS'] as const;

interface GenTask {
  id: string;
  title: string;
  type: string;
  role: string;
  status: string;
  frozen: string;
  /** Header fields left out. */
  drop: string[];
  /** Header lines written as `- KEY: value`. */
  bullets: boolean;
  /** `TASK_ID` that names another task. */
  otherId: boolean;
  /** An H3 inside a section of the task file. */
  subheading: boolean;
  /** How the index lists it: correct, stale, missing, twice; under a sub-heading of its list. */
  entry: 'ok' | 'stale' | 'missing' | 'twice';
  entryUnderH3: boolean;
  /** `## 下一步 Top3` (no space): renamed, never given a second Top 3. */
  top3NoSpace: boolean;
}

const genTask = (id: string, title: string): fc.Arbitrary<GenTask> =>
  fc.record({
    id: fc.constant(id),
    title: fc.constant(title),
    type: fc.constantFrom('feat', 'fix', 'docs'),
    role: fc.constantFrom('planner', 'executor', 'reviewer', 'single'),
    status: fc.constantFrom('active', 'blocked', 'completed'),
    frozen: fc.constantFrom('true', 'false'),
    drop: fc.subarray([...STATE_FIELDS, 'TASK_ID', 'LAST_UPDATED_AT'], { maxLength: 3 }),
    bullets: fc.boolean(),
    otherId: fc.boolean(),
    subheading: fc.boolean(),
    entry: fc.constantFrom('ok', 'stale', 'missing', 'twice'),
    entryUnderH3: fc.boolean(),
    top3NoSpace: fc.boolean(),
  });

const taskSet = fc
  .subarray([0, 1, 2, 3], { minLength: 1 })
  .chain((picked) => fc.tuple(...picked.map((i) => genTask(IDS[i]!, TITLES[i]!))))
  .chain((tasks) => fc.tuple(fc.constant(tasks), fc.boolean(), fc.boolean(), fc.constantFrom('\n', '\r\n'), fc.boolean()));

const LISTS: Record<string, string> = { active: 'Active', blocked: 'Blocked', completed: 'Completed' };

function taskText(t: GenTask): string {
  const values: Record<string, string> = {
    TASK_ID: t.otherId ? '2026-05-01-other-task' : t.id,
    TASK_TITLE: t.title,
    TASK_TYPE: t.type,
    PLAN_FROZEN: t.frozen,
    CURRENT_ROLE: t.role,
    WORKFLOW_STATUS: t.status,
    STARTED_AT: t.id.slice(0, 10),
    LAST_UPDATED_AT: '2026-05-12',
  };
  const header = TASK_STATE_HEADER_FIELDS.filter((f) => !t.drop.includes(f)).map((f) => `${t.bullets ? '- ' : ''}${f}: ${values[f]}`);
  const sub = t.subheading ? '### 2026-05 补记\n\n' : '';
  return [
    `# TASK_STATE（${t.title}）`,
    '',
    ...header,
    '',
    '## 目标',
    '',
    `- ${t.title}`,
    '',
    t.top3NoSpace ? '## 下一步 Top3' : '## 下一步 Top 3',
    '',
    '- [ ] Step 1：补单测',
    '',
    '## 阻塞项',
    '',
    sub + (t.status === 'blocked' ? '- 等待测试设备' : '- 无'),
    '',
    '## 关键决策日志（全量追加，不覆盖历史）',
    '',
    sub + `- ${t.id.slice(0, 10)}：路由定为 single | 风险评分 2 | 单角色`,
    '',
  ].join('\n');
}

function indexText(tasks: readonly GenTask[], current: boolean, notes: boolean): string {
  const parts = ['# STATE_INDEX', '', '用户输入“继续 <任务名>”时，默认映射为精确的 `TASK_TITLE`', ''];
  if (current) parts.push('CURRENT_TASK: none', '');
  for (const list of ['Active', 'Blocked', 'Completed']) {
    parts.push(`## ${list}`, '');
    const mine = tasks.filter((t) => LISTS[t.status] === list && t.entry !== 'missing');
    if (notes) parts.push('<!-- 手写备注：本列表由 ac-memory 同步 -->', '');
    const lines = mine.flatMap((t) => {
      const line = `- ${t.id} | ${t.entry === 'stale' ? '旧标题' : t.title} | ${t.type} | ${t.role} | ${t.status}`;
      return t.entry === 'twice' ? [line, line] : [line];
    });
    const under = mine.some((t) => t.entryUnderH3);
    if (lines.length === 0) parts.push('- none', '');
    else if (under) parts.push(`### 2026-05`, '', ...lines, '');
    else parts.push(...lines, '');
  }
  return parts.join('\n');
}

/** `id → count` of the index's entries (the first field, as the index writes it). */
function entryIds(index: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of index.split('\n')) {
    const m = /^- (\d{4}-\d{2}-\d{2}-[a-z0-9-]+) \|/.exec(line);
    if (m) out.set(m[1]!, (out.get(m[1]!) ?? 0) + 1);
  }
  return out;
}

/** Header values as written (bare or list-item lines before the first `##`). */
function headerValues(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.slice(0, text.indexOf('\n## ')).split('\n')) {
    const m = /^(?:- )?([A-Z_]+): (.*)$/.exec(line);
    if (m && !out.has(m[1]!)) out.set(m[1]!, m[2]!);
  }
  return out;
}

describe('--fix on generated task sets (issue 16)', () => {
  const runs = Math.min(RUNS, 60);
  test('no entry lost or duplicated, no state invented, idempotent, every line kept', () => {
    fc.assert(
      fc.property(taskSet, ([tasks, current, notes, eol, finalBreak]) => {
        // The index in either line ending, with or without its final line break.
        const index = indexText(tasks, current, notes)
          .replace(/\n$/, finalBreak ? '\n' : '')
          .replace(/\n/g, eol);
        const files: Record<string, string> = { [`${STATE}/INDEX.md`]: index };
        for (const t of tasks) files[`${STATE}/tasks/${t.id}.md`] = taskText(t);
        // One `--fix` run: the task files, then the index from the fixed task files.
        const fixed: Record<string, string> = { ...files };
        for (const t of tasks) {
          const p = `${STATE}/tasks/${t.id}.md`;
          fixed[p] = fixVirtual({ files: fixed }, p, ALL_RULES);
        }
        fixed[`${STATE}/INDEX.md`] = fixVirtual({ files: fixed }, `${STATE}/INDEX.md`, ALL_RULES);
        const before = files[`${STATE}/INDEX.md`]!;
        const after = fixed[`${STATE}/INDEX.md`]!;
        // The line ending stays the file's own: no lone CR, no LF among CRLF lines.
        if (eol === '\r\n') expect(after.replace(/\r\n/g, ''), 'line endings').not.toMatch(/[\r\n]/);
        else expect(after, 'line endings').not.toContain('\r');
        // No entry lost, none written twice, none with an empty field.
        const was = entryIds(before);
        const now = entryIds(after);
        for (const [id, n] of was) expect(now.get(id) ?? 0, `entry of ${id}`).toBeGreaterThanOrEqual(Math.min(n, 1));
        for (const [id, n] of now) expect(n, `entries of ${id}`).toBeLessThanOrEqual(Math.max(1, was.get(id) ?? 0));
        for (const line of after.split('\n'))
          if (line.startsWith('- 2026-'))
            expect(
              line
                .split('|')
                .map((f) => f.trim())
                .every((f) => f !== ''),
              line,
            ).toBe(true);
        // Every line people wrote stays in the index (entries aside: derived data).
        for (const keep of ['用户输入“继续 <任务名>”时，默认映射为精确的 `TASK_TITLE`', '<!-- 手写备注：本列表由 ac-memory 同步 -->', '### 2026-05']) {
          expect(after.split(keep).length).toBe(before.split(keep).length);
        }
        for (const t of tasks) {
          const p = `${STATE}/tasks/${t.id}.md`;
          // Every line stays (a list-item header line only loses its marker; headings are renamed).
          expect(survives(files[p]!.replace(/^- ([A-Z_]+: )/gm, '$1'), fixed[p]!)).toBe(true);
          // No state field changes its meaning, none is invented.
          const hb = headerValues(files[p]!);
          const ha = headerValues(fixed[p]!);
          for (const f of STATE_FIELDS) expect(ha.get(f), `${t.id} ${f}`).toBe(hb.get(f));
          expect(ha.get('TASK_ID')).toBe(hb.get('TASK_ID') ?? t.id);
          // A heading variant is renamed, never duplicated.
          expect(fixed[p]!.match(/^## 下一步 Top ?3$/gm)).toEqual(['## 下一步 Top 3']);
        }
        // The fixed point is reached in one run.
        for (const p of Object.keys(fixed)) expect(fixVirtual({ files: fixed }, p, ALL_RULES), p).toBe(fixed[p]);
      }),
      { ...params(), numRuns: runs },
    );
  }, 300_000);
});
