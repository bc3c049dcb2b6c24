/**
 * The task index reads the header lines of every task file without parsing the rest of it
 * (`readHeaderOnly`): the answer must be exactly the header of the whole parse, whatever stands
 * between the header and the first section (fences, lists, HTML, setext headings, `##` in a list).
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseMarkdown, readHeaderLines, readHeaderOnly } from '../src/core/model/markdown.js';
import { LineIndex } from '../src/core/model/text.js';
import { FIXTURES, markdownFiles } from './helpers/fixtures.js';
import { KINDS } from '../src/kinds/index.js';

function whole(text: string) {
  const index = new LineIndex(text);
  return readHeaderLines(parseMarkdown(text, ['task-list']), text, (o) => index.point(o).line).lines;
}

const pieces = [
  'TASK_ID: 2026-05-01-x',
  'TASK_TITLE: 标题',
  'WORKFLOW_STATUS: active',
  '',
  '# TASK_STATE',
  '## 目标',
  '### 子标题',
  '- 列表项',
  '  ## 列表里的标题',
  '```',
  '```text',
  '~~~',
  '<!--',
  '-->',
  '<div>',
  '</div>',
  '---',
  '===',
  'plain line',
  '> quote',
  '    ## indented code',
  'KEY_IN_BODY: value',
  '## ',
  '##no-space',
  '\tTAB: x',
];

describe('readHeaderOnly', () => {
  test('equals the header of the whole parse on every markdown file of the repository fixtures', () => {
    const files = markdownFiles(FIXTURES);
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8').replace(/^\uFEFF/, '');
      expect(readHeaderOnly(text, ['task-list']), f).toEqual(whole(text));
    }
  });
  test('equals the header of the whole parse on generated documents (4,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), fc.boolean(), (lines, crlf) => {
        const text = lines.join(crlf ? '\r\n' : '\n');
        expect(readHeaderOnly(text, ['task-list'])).toEqual(whole(text));
      }),
      { numRuns: 4000 },
    );
  });
});

describe('the workspace reads a task header from the top of the file', () => {
  test('equals the header of the whole parse when the header or its first section lies past the first read (2 KiB)', async () => {
    const { Workspace } = await import('../src/core/project/workspace.js');
    const dir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'wflint-header-'));
    const tasks = path.join(dir, '.agents/state/tasks');
    fs.mkdirSync(tasks, { recursive: true });
    const long = '长'.repeat(1200);
    const head = (id: string, extra = '') => `# TASK_STATE\n\nTASK_ID: ${id}\n${extra}WORKFLOW_STATUS: active\n`;
    const texts: Record<string, string> = {
      // a header line longer than the first read
      '2026-05-01-long-title': `${head('2026-05-01-long-title', `TASK_TITLE: ${long}\n`)}\n## 目标\n\n- x\n`,
      // the first section far down, after a long paragraph
      '2026-05-02-late-section': `${head('2026-05-02-late-section')}\n${'说明文字。'.repeat(600)}\n\nCURRENT_ROLE: planner\n\n## 目标\n`,
      // a `##` line inside a fence before the header ends
      '2026-05-03-fenced': `${head('2026-05-03-fenced')}\n\`\`\`\n## 不是标题\n${'x\n'.repeat(1200)}\`\`\`\n\nCURRENT_ROLE: executor\n\n## 目标\n`,
      // an HTML comment that holds a `##` line and ends past the first read
      '2026-05-05-comment': `${head('2026-05-05-comment')}\n<!--\n## 注释里的标题\n${'y\n'.repeat(1200)}-->\n\nCURRENT_ROLE: reviewer\n\n## 目标\n`,
      // an ordinary task: its first section within the first read, the rest of the file past it
      '2026-05-04-plain': `${head('2026-05-04-plain')}\n## 目标\n\n${'- 条目\n'.repeat(2000)}`,
    };
    for (const [id, text] of Object.entries(texts)) fs.writeFileSync(path.join(tasks, `${id}.md`), text);
    const ws = new Workspace({ root: dir, kinds: KINDS });
    const fromHeaders = ws.headers('task-state', '.agents/state/tasks').map((h) => [h.relPath, h.header.map((l) => `${l.key}=${l.value}`)]);
    const fromParse = Object.keys(texts)
      .sort()
      .map((id) => [`.agents/state/tasks/${id}.md`, whole(texts[id]!).map((l) => `${l.key}=${l.value}`)]);
    expect(fromHeaders).toEqual(fromParse);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('follows the links a whole read follows: a linked task inside the repository is read, one leading outside is not, nor a linked folder outside', async () => {
    const { Workspace } = await import('../src/core/project/workspace.js');
    const os = await import('node:os');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-header-links-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-header-outside-'));
    const head = (id: string) => `TASK_ID: ${id}\nWORKFLOW_STATUS: active\n\n## 目标\n`;
    fs.mkdirSync(path.join(dir, '.agents/state/tasks'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'notes'));
    fs.writeFileSync(path.join(dir, '.agents/state/tasks/2026-05-01-plain.md'), head('2026-05-01-plain'));
    fs.writeFileSync(path.join(dir, 'notes/inside.md'), head('2026-05-02-inside'));
    fs.symlinkSync(path.join(dir, 'notes/inside.md'), path.join(dir, '.agents/state/tasks/2026-05-02-inside.md'));
    fs.writeFileSync(path.join(outside, 'secret.md'), head('2026-05-03-outside'));
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, '.agents/state/tasks/2026-05-03-outside.md'));
    // A second state folder whose tasks folder is a link out of the repository.
    fs.mkdirSync(path.join(outside, 'tasks'));
    fs.writeFileSync(path.join(outside, 'tasks/2026-05-04-far.md'), head('2026-05-04-far'));
    fs.mkdirSync(path.join(dir, 'pkg/.agents/state'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'tasks'), path.join(dir, 'pkg/.agents/state/tasks'));
    const ws = new Workspace({ root: dir, kinds: KINDS });
    const ids = (within: string) => ws.headers('task-state', within).map((h) => (h.unreadable ? `unread ${h.relPath}` : h.header.find((l) => l.key === 'TASK_ID')?.value));
    // The link out of the repository is not read: its header is unknown, not empty.
    expect(ids('.agents/state/tasks')).toEqual(['2026-05-01-plain', '2026-05-02-inside', 'unread .agents/state/tasks/2026-05-03-outside.md']);
    // A folder linked out of the repository is not walked, from the root or from itself: nothing
    // behind it is listed, and the link has the walk's problem.
    expect(ids('pkg/.agents/state/tasks')).toEqual([]);
    expect(ws.load('pkg/.agents/state/tasks')).toEqual({ message: 'Symbolic link to a folder outside the repository: not walked' });
    expect(new Workspace({ root: dir, kinds: KINDS }).allPaths().filter((p) => p.startsWith('pkg/'))).toEqual([]);
    // The same list again, while nothing changed; a new one once a text changes.
    const first = ws.headers('task-state', '.agents/state/tasks');
    expect(ws.headers('task-state', '.agents/state/tasks')).toBe(first);
    ws.setText('.agents/state/tasks/2026-05-01-plain.md', head('2026-05-01-plain').replace('active', 'blocked'));
    expect(ws.headers('task-state', '.agents/state/tasks')).not.toBe(first);
    expect(ws.headers('task-state', '.agents/state/tasks')[0]!.header.find((l) => l.key === 'WORKFLOW_STATUS')?.value).toBe('blocked');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });
});
