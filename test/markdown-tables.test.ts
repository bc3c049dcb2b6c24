/**
 * `parseWithMicromark` leaves the table construct out for a text with no line that could be a
 * table's delimiter row (it is tried at every line, and most documents hold no table). The tree
 * must be the one the parser builds with it: on generated documents near the edges of a delimiter
 * row (thematic breaks, setext underlines, pipes and colons in prose, rows in block quotes and list
 * items, tabs, CR line ends) and on every markdown file of the fixtures and examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import type { Root } from 'mdast';
import { describe, expect, test } from 'vitest';
import { parseWithMicromark } from '../src/core/model/markdown.js';
import { markdownFiles } from './helpers/fixtures.js';

/** The parser with the table construct always in (the reference). */
const withTables = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(function tables(this: unknown) {
    const data = (this as { data(): Record<string, unknown[]> }).data();
    (data.micromarkExtensions ??= []).push(gfmTable());
    (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
  });
const reference = (text: string): Root => withTables.parse(text);

const lines = [
  '',
  '# 标题',
  'a | b',
  '| a | b |',
  '| a |',
  'a',
  '---',
  '-',
  '===',
  '- item | x',
  '- |',
  '|-',
  '| - | - |',
  '|---|---|',
  ':-: | --:',
  '--|--',
  ':--',
  '-:',
  '> | a | b |',
  '> | - | - |',
  '  | - |',
  '    | - |',
  '\t| - |',
  '- | a |',
  '  | - |',
  'key: value',
  'a: - b',
  '| a \\| b |',
  '`x | y`',
  '| x |\r| - |',
  'text: |-',
];

describe('parseWithMicromark without the table construct', () => {
  test('builds the tree of the parser with tables, on generated documents', () => {
    let tables = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...lines), { maxLength: 8 }), fc.constantFrom('\n', '\r\n'), (picked, eol) => {
        const text = picked.join(eol);
        const expected = reference(text);
        if (JSON.stringify(expected).includes('"table"')) tables++;
        expect(parseWithMicromark(text, ['table']), JSON.stringify(text)).toEqual(expected);
      }),
      { numRuns: 4000, seed: 20261207 },
    );
    // The generator reaches real tables too (the check is not only run on tableless texts).
    expect(tables).toBeGreaterThan(100);
  });

  test('builds the tree of the parser with tables, on every markdown file of the fixtures and examples', () => {
    const files = ['fixtures', 'examples'].flatMap((top) => markdownFiles(path.resolve(__dirname, '..', top)));
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8').replace(/^\uFEFF/, '');
      expect(parseWithMicromark(text, ['table']), f).toEqual(reference(text));
    }
  });
});
