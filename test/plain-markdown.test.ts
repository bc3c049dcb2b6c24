/**
 * The plain-markdown builder (`core/model/plain-markdown.ts`) must build exactly the parser's tree
 * whenever it does not decline: on generated documents near its edges (markers, inline
 * characters, lazy lines, loose lists, astral characters) under every feature set a kind uses,
 * and on every markdown file of the fixtures and examples. It must also accept what it is for:
 * a task index of plain entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parsePlainMarkdown } from '../src/core/model/plain-markdown.js';
import { parseWithMicromark, type GfmFeature } from '../src/core/model/markdown.js';
import { markdownFiles } from './helpers/fixtures.js';

const FEATURES: ReadonlyArray<readonly GfmFeature[]> = [[], ['task-list'], ['table'], ['task-list', 'strikethrough', 'table']];

/** Lines the builder takes. */
const plain = [
  '',
  '',
  '# STATE_INDEX（任务索引）',
  '## Active',
  '### 子标题 3',
  'CURRENT_TASK: 2026-05-01-fix-login',
  '- 2026-05-01-fix-login | 登录修复 | fix | executor | active',
  '- a_b c_d',
  '- 2026 年',
  'a | b',
  '2024-01-04 plain date',
  'emoji 😀 here',
  'plain 中文 text! with (punctuation): "quotes" {braces} $ % ^ @',
];

/** Lines at its edges: most make it decline. */
const edges = [
  '## 结尾 #',
  '#no-space',
  '#',
  'CURRENT_TASK: 2026-05-01-fix-login',
  '- 2026-05-01-fix-login | 登录修复 | fix | executor | active',
  '- a_b c_d',
  '- _x_',
  '- 1. nested',
  '- 2026 年',
  '- # heading in item',
  '- > quote',
  '- - -',
  '- [ ] box',
  '-',
  '- ',
  '---',
  '===',
  '--|--',
  ':--|--',
  '| a | b |',
  'a | b',
  '1. first',
  '2) second',
  '2024-01-04 plain date',
  '> quote',
  '    indented code',
  ' leading space',
  'trailing space ',
  'hard break  ',
  'tab\there',
  'emoji 😀 here',
  '*emphasis*',
  '`code`',
  '~~strike~~',
  '<!-- comment -->',
  '&amp; entity',
  'back\\slash',
  '[link](x)',
  'http://example.com and www.example.com a@b.co',
  'plain 中文 text! with (punctuation): "quotes" {braces} $ % ^ @',
  '+ plus item',
  '* star item',
];

function same(text: string): boolean {
  const fast = parsePlainMarkdown(text);
  if (!fast) return false;
  for (const gfm of FEATURES) expect(fast, `${JSON.stringify(text)} with [${gfm.join(', ')}]`).toEqual(parseWithMicromark(text, gfm));
  return true;
}

describe('parsePlainMarkdown', () => {
  test('builds the parser tree on generated documents, or declines', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ arbitrary: fc.constantFrom(...plain), weight: 12 }, { arbitrary: fc.constantFrom(...edges), weight: 1 }), { maxLength: 14 }),
        fc.boolean(),
        (picked, finalNewline) => {
          if (same(picked.join('\n') + (finalNewline ? '\n' : ''))) accepted++;
        },
      ),
      { numRuns: 3000, seed: 20261201 },
    );
    // Not a builder that declines everything.
    expect(accepted).toBeGreaterThan(1000);
  });

  test('builds the parser tree on every markdown file of the fixtures and examples it accepts', () => {
    const files = ['fixtures', 'examples'].flatMap((top) => markdownFiles(path.resolve(__dirname, '..', top)));
    let accepted = 0;
    for (const f of files) if (same(fs.readFileSync(f, 'utf8').replace(/^\uFEFF/, ''))) accepted++;
    expect(accepted).toBeGreaterThan(0);
  });

  test('accepts a task index of plain entries, and declines one with a code span', () => {
    const entries = Array.from({ length: 50 }, (_, i) => `- 2026-05-${String((i % 28) + 1).padStart(2, '0')}-task-${i} | 任务 ${i} | fix | executor | active`);
    const index = `# STATE_INDEX（任务索引）\n\nCURRENT_TASK: 2026-05-01-task-0\n\n## Active\n\n${entries.join('\n')}\n\n## Blocked\n\n## Completed\n`;
    expect(same(index)).toBe(true);
    expect(parsePlainMarkdown(index.replace('任务 3 ', '`任务 3` '))).toBeUndefined();
  });
});
