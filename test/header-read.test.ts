/**
 * The task index reads the header lines of every task file without parsing the rest of it
 * (`readHeaderOnly`): the answer must be exactly the header of the whole parse, whatever stands
 * between the header and the first section (fences, lists, HTML, setext headings, `##` in a list).
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseMarkdown, readHeaderLines, readHeaderOnly } from '../src/core/markdown.js';
import { LineIndex } from '../src/core/text.js';

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
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, d.name);
        if (d.isDirectory()) walk(p);
        else if (d.name.endsWith('.md')) files.push(p);
      }
    };
    walk(path.resolve(__dirname, '..', 'fixtures'));
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
