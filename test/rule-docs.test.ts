/** The doc page is the test (style.md §6): every example of every `rules/<id>.md` runs here. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULES } from '../src/rules/index.js';
import { readDocPage, exampleText, type Block } from './helpers/doc-examples.js';
import { fixVirtual, formatOutput, lintVirtual, resolved, virtualWorkspace, TODAY } from './helpers/run-rule.js';
import { lintDocument } from '../src/core/linter.js';
import { defaultSettings } from '../src/core/settings.js';
import { readSections } from '../src/core/markdown.js';
import type { GateAction } from '../src/core/rule.js';
import { WORKFLOW_GATES } from '../src/gate/workflows.js';
import { getRule } from '../src/rules/index.js';

const RULES_DIR = path.resolve(__dirname, '..', 'rules');

for (const rule of RULES) {
  const file = path.join(RULES_DIR, `${rule.id}.md`);
  describe(rule.id, () => {
    if (!fs.existsSync(file)) {
      test('has a doc page', () => expect.fail(`missing rules/${rule.id}.md`));
      return;
    }
    const page = readDocPage(file);
    const blocks = page.blocks;
    const named = (role: Block['role'], name: string) => blocks.find((b) => b.role === role && b.for === name);
    const repoFor = (target: Block) => {
      const files: Record<string, string> = {};
      for (const c of blocks) if (c.role === 'context' && (!c.for || c.for === target.name)) files[c.name!] = exampleText(c);
      files[target.name!] = exampleText(target);
      const base = named('base', target.name!);
      const opts = named('options', target.name!);
      const gate = named('gate', target.name!);
      const links: Record<string, string> = {};
      for (const l of blocks) if (l.role === 'link' && (!l.for || l.for === target.name)) links[l.name!] = l.value.trim();
      return {
        repo: { files, ...(base ? { base: { [target.name!]: exampleText(base) } } : {}), ...(Object.keys(links).length ? { links } : {}), ...(gate ? { gateAction: gate.value.trim() as GateAction } : {}) },
        options: opts ? (JSON.parse(opts.value) as Record<string, unknown>) : {},
      };
    };

    test('doc page front matter agrees with meta', () => {
      expect(page.id).toBe(rule.id);
      expect(page.frontmatter.fixable).toBe(rule.meta.fixable);
      expect(page.frontmatter.description).toBe(rule.meta.description);
      expect(page.sections).toEqual(['What it checks', 'Why', 'Options', 'Examples', 'When not to use it']);
      expect(blocks.some((b) => b.role === 'ok')).toBe(true);
      expect(blocks.some((b) => b.role === 'not-ok')).toBe(true);
    });

    for (const b of blocks.filter((x) => x.role === 'ok')) {
      test(`ok: ${b.name} (line ${b.line})`, () => {
        const { repo, options } = repoFor(b);
        expect(formatOutput(lintVirtual(repo, b.name!, [resolved(rule, options)]))).toEqual([]);
      });
    }
    for (const b of blocks.filter((x) => x.role === 'not-ok')) {
      test(`not-ok: ${b.name} (line ${b.line})`, () => {
        const { repo, options } = repoFor(b);
        const expected = named('output', b.name!);
        expect(expected, `an output block for ${b.name}`).toBeDefined();
        const messages = lintVirtual(repo, b.name!, [resolved(rule, options)]);
        expect(formatOutput(messages)).toEqual(expected!.value.split('\n').filter((l) => l.trim() !== ''));
        if (rule.meta.fixable !== 'safe') expect(messages.every((m) => !m.fix)).toBe(true);
        if (rule.meta.fixable === false) expect(messages.every((m) => !m.suggestions)).toBe(true);
        const fixed = named('fixed', b.name!);
        if (fixed) {
          const output = fixVirtual(repo, b.name!, [resolved(rule, options)]);
          expect(output).toBe(exampleText(fixed));
          const again = { ...repo, files: { ...repo.files, [b.name!]: output } };
          expect(formatOutput(lintVirtual(again, b.name!, [resolved(rule, options)]).filter((m) => m.fix))).toEqual([]);
          expect(fixVirtual(again, b.name!, [resolved(rule, options)])).toBe(output);
        } else if (rule.meta.fixable === 'safe' && messages.some((m) => m.fix)) {
          expect.fail(`a fixable message in ${b.name} needs a \`fixed\` block`);
        }
      });
    }
    test('does not crash on a positionless tree', () => {
      const b = blocks.find((x) => x.role === 'not-ok') ?? blocks.find((x) => x.role === 'ok');
      if (!b) return;
      const { repo, options } = repoFor(b);
      const ws = virtualWorkspace(repo);
      const doc = ws.document(b.name!)!;
      if (doc.mdast) {
        const strip = (n: { position?: unknown; children?: unknown[] }): void => {
          delete n.position;
          for (const c of n.children ?? []) strip(c as { position?: unknown; children?: unknown[] });
        };
        strip(doc.mdast as never);
        doc.sections = readSections(doc.mdast, doc.text);
        doc.memo.clear();
      }
      const messages = lintDocument(doc, ws, [resolved(rule, options)], defaultSettings({ today: TODAY }), repo.gateAction ? { gate: true, gateAction: repo.gateAction } : {});
      expect(messages.filter((m) => m.fatal && m.message.includes('failed on this file')).map((m) => m.message)).toEqual([]);
    });
  });
}

/**
 * Every precondition of every gate table has its tests in its rule's doc page (spec README §6):
 * an example judged with one of its actions (a `text gate` block) that the rule lets through, and
 * one it refuses with a message of the precondition.
 */
describe('gate preconditions have an allowed and a refused doc example', () => {
  for (const g of WORKFLOW_GATES) {
    for (const p of g.preconditions) {
      test(`${g.workflow}/${p.id}`, () => {
        const rule = getRule(p.rule)!;
        const page = readDocPage(path.join(RULES_DIR, `${p.rule}.md`));
        let allowed = false;
        let refused = false;
        for (const b of page.blocks.filter((x) => x.role === 'ok' || x.role === 'not-ok')) {
          const gate = page.blocks.find((x) => x.role === 'gate' && x.for === b.name)?.value.trim() as GateAction | undefined;
          if (!gate || !p.actions.includes(gate)) continue;
          const files: Record<string, string> = {};
          for (const c of page.blocks) if (c.role === 'context' && (!c.for || c.for === b.name)) files[c.name!] = exampleText(c);
          files[b.name!] = exampleText(b);
          const base = page.blocks.find((x) => x.role === 'base' && x.for === b.name);
          const links: Record<string, string> = {};
          for (const l of page.blocks) if (l.role === 'link' && (!l.for || l.for === b.name)) links[l.name!] = l.value.trim();
          const repo = { files, gateAction: gate, ...(base ? { base: { [b.name!]: exampleText(base) } } : {}), ...(Object.keys(links).length ? { links } : {}) };
          const messages = lintVirtual(repo, b.name!, [resolved(rule)]);
          if (b.role === 'ok' && messages.length === 0) allowed = true;
          if (b.role === 'not-ok' && messages.some((m) => !p.messages || p.messages.includes(m.messageId!))) refused = true;
        }
        expect({ allowed, refused }, `rules/${p.rule}.md needs gate examples (an ok and a not-ok one with a \`text gate\` block of ${p.actions.join(' / ')})`).toEqual({ allowed: true, refused: true });
      });
    }
  }
});
