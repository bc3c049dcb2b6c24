/**
 * The bins run dependencies patched for speed (scripts/bundle-patches.mjs); the patched parser
 * must build exactly the trees the published one builds, positions included, with every syntax
 * extension wflint parses with: on every markdown file of the repository, on the bench corpus and
 * on generated documents.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMarkdown as published } from 'mdast-util-from-markdown';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { PACKAGE_ROOT } from '../src/core/lint/schema.js';
import { markdownFiles } from './helpers/fixtures.js';

type FromMarkdown = typeof published;

const options = {
  extensions: [frontmatter(['yaml']), gfmTable(), gfmTaskListItem(), gfmStrikethrough()],
  mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmStrikethroughFromMarkdown()],
};

// Inside node_modules, so the bundled parser resolves as the build resolves it.
const OUT_DIR = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'wflint-bundle-patches');
let patched: FromMarkdown;
let corpus: string;

beforeAll(async () => {
  // The parser as the build bundles it: mdast-util-from-markdown and the micromark modules under
  // it, through the same patch plugin (it fails the build when a patch finds nothing to patch).
  const { patchPlugin } = (await import('../scripts/bundle-patches.mjs' as string)) as { patchPlugin(): unknown };
  const { build } = (await import('rolldown' as string)) as { build(o: unknown): Promise<unknown> };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const entry = path.join(OUT_DIR, `entry-${process.pid}.mjs`);
  const file = path.join(OUT_DIR, `from-markdown-${process.pid}.mjs`);
  fs.writeFileSync(entry, "export { fromMarkdown } from 'mdast-util-from-markdown';\n");
  await build({ input: entry, platform: 'node', logLevel: 'warn', plugins: [patchPlugin()], output: { file, format: 'esm' } });
  patched = ((await import(pathToFileURL(file).href)) as { fromMarkdown: FromMarkdown }).fromMarkdown;
  fs.rmSync(entry);
  fs.rmSync(file);
  corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-patch-corpus-'));
  const { generateCorpus } = (await import('../bench/corpus.mjs' as string)) as { generateCorpus(dir: string, o: { files: number; seed: number }): unknown };
  // Padded documents, longer than any of the repository's: a few dozen are enough.
  generateCorpus(corpus, { files: 50, seed: 3 });
}, 120_000);

afterAll(() => {
  if (corpus) fs.rmSync(corpus, { recursive: true, force: true });
});

const same = (text: string): void => {
  expect(patched(text, options)).toEqual(published(text, options));
};

describe('the patched parser (mdast-util-from-markdown and micromark, as bundled)', () => {
  it('builds the published trees for every markdown file of the repository and the bench corpus', () => {
    const files = [...markdownFiles(PACKAGE_ROOT), ...markdownFiles(corpus)];
    expect(files.length).toBeGreaterThan(500);
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      const a = patched(text, options);
      const b = published(text, options);
      if (JSON.stringify(a) !== JSON.stringify(b)) expect.fail(`different tree for ${f}`);
    }
  });

  it('builds the published trees for generated documents (tables, task lists, nesting, front matter, CJK)', () => {
    // Tabs and NUL are split out of the parser's string chunks (what the consumeRest patch relies on).
    const inline = fc.constantFrom('修复登录', '`code`', '**粗体**', '~~删除~~', '[链接](a.md)', '<br>', '\\|', '&amp;', 'ñ 😀', '*a*', '_b_', 'x ~y~', 'a\tb', '\t', 'x\u0000y');
    const FENCE = '```';
    const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((a) => a.join(' '));
    const block = fc.oneof(
      line,
      line.map((l) => `## ${l}`),
      line.map((l) => `- [ ] ${l}`),
      line.map((l) => `  - [x] ${l}`),
      line.map((l) => `1. ${l}\n   > ${l}`),
      fc.tuple(line, line).map(([a, b]) => `| ${a} | b |\n|---|:-:|\n| ${b} | \\| |`),
      line.map((l) => '```yaml\nk: ' + l + '\n```'),
      line.map((l) => `> - ${l}\n>   ${l}`),
      // Paragraphs over several lines, lazy lines, fences in containers, unclosed and indented code.
      fc.tuple(line, line).map(([a, b]) => `${a}\n${b}\n\t${a}`),
      fc.tuple(line, line).map(([a, b]) => `- ${a}\n  ${FENCE}\n  ${b}\n\t${a}\n  ${FENCE}\n${b}`),
      fc.tuple(line, line).map(([a, b]) => `> ${FENCE}\n> ${a}\n${b}`),
      fc.tuple(line, line).map(([a, b]) => `> ${a}\n${b}`),
      line.map((l) => `~~~\n${l}\t${l}`),
      line.map((l) => `    ${l}\n\t${l}`),
      fc.constant(''),
      fc.constant('---'),
    );
    const doc = fc.tuple(fc.boolean(), fc.array(block, { maxLength: 12 }), fc.constantFrom('\n', '\r\n')).map(([fm, blocks, eol]) => (fm ? ['---', 'id: x', '---', ...blocks] : blocks).join(eol));
    fc.assert(fc.property(doc, same), { numRuns: 400 });
  });
});
