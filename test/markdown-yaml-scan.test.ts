/**
 * The line scan for YAML sources (`scanYamlSources`, core/model/markdown.ts) finds exactly the
 * sources `readYamlSources` finds in the parse, whenever it does not decline: on generated
 * documents near its edges (fences of both kinds and lengths, info strings, indented and unclosed
 * fences, fences after lists, quotes, tables and paragraphs, HTML, link definitions, front matter)
 * under every feature set a kind uses, and on every markdown file of the fixtures and examples. It
 * must also accept what it is for: decision packets and task cards as the seeds write them.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseWithMicromark, readYamlSources, scanYamlSources, type GfmFeature } from '../src/core/model/markdown.js';
import { markdownFiles } from './helpers/fixtures.js';

const FEATURES: ReadonlyArray<readonly GfmFeature[]> = [[], ['table'], ['task-list', 'strikethrough', 'table']];

/** What a source is, compared (with where its first, middle and last character stand: an empty value has none). */
function view(sources: ReturnType<typeof readYamlSources>) {
  return sources.map((s) => ({ kind: s.kind, start: s.start, end: s.end, value: s.value, offsets: s.value === '' ? [] : [0, s.value.length >> 1, s.value.length - 1].map((o) => s.toDocOffset(o)) }));
}

/** Whether the scan took the text (then it must equal the parse under every feature set). */
function same(text: string): boolean {
  const scanned = scanYamlSources(text);
  if (!scanned) return false;
  for (const gfm of FEATURES) expect(view(scanned), `${JSON.stringify(text)} with [${gfm.join(', ')}]`).toEqual(view(readYamlSources(parseWithMicromark(text, gfm), text)));
  return true;
}

/** Lines the scan takes. */
const usual = [
  '```yaml',
  '```yml',
  '```',
  '````yaml',
  '````',
  '~~~yaml',
  '~~~',
  '``` yaml',
  '```yaml meta',
  '```json',
  '```yamlx',
  '```y',
  '   ```',
  '``` x',
  'decision_packet_id: DP001',
  'created_at: 2026-04-28T22:10:00+08:00',
  'agent_roster:',
  '  - agent_id: executor_locator',
  'key: "a # b"',
  'bad: [',
  '',
  '',
  '# Decision Packet DP001（round 1 → round 2）',
  '## Agent roster',
  'Round 1 定位 Unit 审查完成。',
  '- item',
  '  - nested',
  '> quote',
  '| a | b |',
  '| - | - |',
  '---',
  '***',
  '    indented code',
];

/** Lines at its edges: most make it decline. */
const edges = [
  '~~~~',
  '```yaml\t',
  '```YAML',
  '```yaml`',
  '```y&#97;ml',
  '```yam\\l',
  ' ```yaml',
  ' ```',
  '    ```',
  '\t```',
  '```  ',
  '~~~ `x`',
  '- ```yaml',
  '> ```yaml',
  '<div>',
  '<!-- note -->',
  '[ref]: /url "title',
  '---  ',
  '----',
  'text with ``` inside',
  'a\rb',
];

describe('scanYamlSources', () => {
  test('finds the sources of the parse on generated documents, or declines', () => {
    let accepted = 0;
    let withSources = 0;
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ arbitrary: fc.constantFrom(...usual), weight: 10 }, { arbitrary: fc.constantFrom(...edges), weight: 1 }), { maxLength: 16 }),
        fc.boolean(),
        (picked, finalNewline) => {
          const text = picked.join('\n') + (finalNewline ? '\n' : '');
          // A byte-order mark left after the first one is stripped: the parser skips it.
          if (same(`\uFEFF${text}`)) accepted++;
          if (same(text)) {
            accepted++;
            if (scanYamlSources(text)!.length > 0) withSources++;
          }
        },
      ),
      { numRuns: 6000, seed: 20261207 },
    );
    // Not a scan that declines everything, nor one that only takes texts without a fence.
    expect(accepted).toBeGreaterThan(1500);
    expect(withSources).toBeGreaterThan(150);
  });

  test('finds the sources of the parse in every markdown file of the fixtures and examples it accepts', () => {
    const files = ['fixtures', 'examples'].flatMap((top) => markdownFiles(path.resolve(__dirname, '..', top)));
    let accepted = 0;
    for (const f of files) if (same(fs.readFileSync(f, 'utf8').replace(/^\uFEFF/, ''))) accepted++;
    expect(accepted).toBeGreaterThan(files.length / 2);
  });

  test('takes a decision packet and a task card as the seed writes them, and declines where a fence may hide', () => {
    const packet = '# Decision Packet DP001\n\nRound 1 完成。\n\n```yaml\ndecision_packet_id: DP001\ncreated_at: 2026-04-28T22:10:00+08:00\n```\n';
    const card = '---\ntask_id: T001\n---\n\n# T001\n\n## Agent roster\n\n```yaml\nagent_roster:\n  - agent_id: executor\n```\n\n| a | b |\n| - | - |\n';
    expect(same(packet) && same(card)).toBe(true);
    expect(scanYamlSources(card)!.map((s) => s.value)).toEqual(['task_id: T001', 'agent_roster:\n  - agent_id: executor']);
    expect(scanYamlSources(`- item\n\n${packet.replace(/^(?=.)/gm, '  ')}`)).toBeUndefined();
    expect(scanYamlSources(`<details>\n${packet}`)).toBeUndefined();
    expect(scanYamlSources(packet.replace(/```\n$/, ''))).toBeUndefined();
  });
});
