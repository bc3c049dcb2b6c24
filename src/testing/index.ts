/**
 * `wflint/testing`: the doc page is the test (style.md §6), for wflint's own rules and for a
 * project's rules alike. A rule's page (`What it checks`, `Why`, `Options`, `Examples`, `When not
 * to use it`) holds its examples as fenced blocks (`doc-page.ts` lists the roles); `ruleDocCases`
 * turns them into cases that run the rule on an in-memory repository and throw an
 * `AssertionError` when it reports other messages, places, related locations, fixes or
 * suggestions than the page says. Any test runner can run them:
 *
 *   for (const c of ruleDocCases(myRule, 'docs/rules/acme/no-todo.md')) test(c.title, c.run);
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Rule, GateAction } from '../core/lint/rule.js';
import type { LintMessage } from '../core/lint/messages.js';
import { lintDocument } from '../core/lint/linter.js';
import { defaultSettings } from '../core/lint/settings.js';
import { readSections } from '../core/model/markdown.js';
import { completeDocument } from '../core/model/document.js';
import { BOM, stripBom } from '../core/model/text.js';
import { applyFixPass } from '../core/lint/fix.js';
import { exampleText, frontMatterOf, readDocPage, type Block, type DocPage } from './doc-page.js';
import { fixVirtual, formatOutput, lintVirtual, registryWith, resolved, TODAY, virtualWorkspace, type VirtualRepo } from './virtual-repo.js';

export { readDocPage, exampleText, frontMatterOf, type Block, type DocPage } from './doc-page.js';
export { lintVirtual, fixVirtual, formatOutput, resolved, virtualWorkspace, TODAY, type VirtualRepo } from './virtual-repo.js';

export interface RuleDocCase {
  title: string;
  /** Throws an `AssertionError` when the rule does not do what the page says. */
  run(): void;
}

/** The sections a doc page has, in order. */
export const DOC_SECTIONS = ['What it checks', 'Why', 'Options', 'Examples', 'When not to use it'] as const;

/** The in-memory repository an example runs in: its context files, base text, links, options and gate step. */
export function exampleRepo(page: DocPage, target: Block): { repo: VirtualRepo; options: Record<string, unknown> } {
  const blocks = page.blocks;
  const named = (role: Block['role']) => blocks.find((b) => b.role === role && b.for === target.name);
  const files: Record<string, string> = {};
  for (const c of blocks) if (c.role === 'context' && (!c.for || c.for === target.name)) files[c.name!] = exampleText(c);
  files[target.name!] = exampleText(target);
  const base = named('base');
  const opts = named('options');
  const gate = named('gate');
  const links: Record<string, string> = {};
  for (const l of blocks) if (l.role === 'link' && (!l.for || l.for === target.name)) links[l.name!] = l.value.trim();
  return {
    repo: {
      files,
      ...(base ? { base: { [target.name!]: exampleText(base) } } : {}),
      ...(Object.keys(links).length ? { links } : {}),
      ...(gate ? { gateAction: gate.value.trim() as GateAction } : {}),
    },
    options: opts ? (JSON.parse(opts.value) as Record<string, unknown>) : {},
  };
}

/** The texts of the file with each suggestion of the messages applied alone, in message order. */
export function suggestedTexts(text: string, messages: readonly LintMessage[]): string[] {
  const { text: body, bom } = stripBom(text);
  return messages.flatMap((m) => (m.suggestions ?? []).map((s) => (bom ? BOM : '') + applyFixPass(body, [s]).output));
}

/** What a page's examples produce now (`scripts/fill-doc.mjs` writes it into the page for review). */
export function docPageActual(rule: Rule, file: string): Map<string, { output: string[]; fixed?: string; suggested: string[] }> {
  const page = readDocPage(file);
  const out = new Map<string, { output: string[]; fixed?: string; suggested: string[] }>();
  for (const b of page.blocks.filter((x) => x.role === 'not-ok')) {
    const { repo, options } = exampleRepo(page, b);
    const messages = lintVirtual(repo, b.name!, [resolved(rule, options)]);
    const fixed = messages.some((m) => m.fix) ? fixVirtual(repo, b.name!, [resolved(rule, options)]) : undefined;
    out.set(b.name!, { output: formatOutput(messages), ...(fixed !== undefined ? { fixed } : {}), suggested: suggestedTexts(repo.files[b.name!]!, messages) });
  }
  return out;
}

/** The cases of a rule's doc page (`file`: its path). */
export function ruleDocCases(rule: Rule, file: string): RuleDocCase[] {
  if (!fs.existsSync(file)) return [{ title: 'has a doc page', run: () => assert.fail(`missing ${file}`) }];
  const page = readDocPage(file);
  const blocks = page.blocks;
  const named = (role: Block['role'], name: string) => blocks.filter((b) => b.role === role && b.for === name);
  const cases: RuleDocCase[] = [
    {
      title: 'doc page front matter agrees with meta',
      run: () => {
        assert.equal(page.id, rule.id);
        assert.equal(page.frontmatter.fixable, rule.meta.fixable);
        assert.equal(page.frontmatter.description, rule.meta.description);
        // The front matter is generated from meta (scripts/fill-doc.mjs): written as it generates it.
        assert.equal(fs.readFileSync(file, 'utf8').slice(0, frontMatterOf(rule).length), frontMatterOf(rule));
        assert.deepEqual(page.sections, [...DOC_SECTIONS]);
        assert.ok(
          blocks.some((b) => b.role === 'ok'),
          'an `ok` example',
        );
        assert.ok(
          blocks.some((b) => b.role === 'not-ok'),
          'a `not-ok` example',
        );
      },
    },
  ];
  for (const b of blocks.filter((x) => x.role === 'ok')) {
    cases.push({
      title: `ok: ${b.name} (line ${b.line})`,
      run: () => {
        const { repo, options } = exampleRepo(page, b);
        assert.deepEqual(formatOutput(lintVirtual(repo, b.name!, [resolved(rule, options)])), []);
      },
    });
  }
  for (const b of blocks.filter((x) => x.role === 'not-ok')) {
    cases.push({
      title: `not-ok: ${b.name} (line ${b.line})`,
      run: () => {
        const { repo, options } = exampleRepo(page, b);
        const expected = named('output', b.name!)[0];
        assert.ok(expected, `an output block for ${b.name}`);
        const rules = [resolved(rule, options)];
        const messages = lintVirtual(repo, b.name!, rules);
        assert.deepEqual(
          formatOutput(messages),
          expected.value.split('\n').filter((l) => l.trim() !== ''),
        );
        if (rule.meta.fixable !== 'safe')
          assert.ok(
            messages.every((m) => !m.fix),
            'only a `safe` rule fixes',
          );
        if (rule.meta.fixable === false)
          assert.ok(
            messages.every((m) => !m.suggestions),
            'a rule with `fixable: false` suggests nothing',
          );
        // Every suggestion is asserted, as ESLint's RuleTester asks.
        assert.deepEqual(suggestedTexts(repo.files[b.name!]!, messages), named('suggested', b.name!).map(exampleText), `the \`suggested\` blocks for ${b.name}, one per suggestion in message order`);
        const fixed = named('fixed', b.name!)[0];
        if (fixed) {
          const output = fixVirtual(repo, b.name!, rules);
          assert.equal(output, exampleText(fixed));
          const again = { ...repo, files: { ...repo.files, [b.name!]: output } };
          assert.deepEqual(formatOutput(lintVirtual(again, b.name!, rules).filter((m) => m.fix)), [], 'the fixed text has nothing left to fix');
          assert.equal(fixVirtual(again, b.name!, rules), output, 'fixing again changes nothing');
        } else if (rule.meta.fixable === 'safe' && messages.some((m) => m.fix)) {
          assert.fail(`a fixable message in ${b.name} needs a \`fixed\` block`);
        }
      },
    });
  }
  cases.push({
    title: 'does not crash on a positionless tree',
    run: () => {
      const b = blocks.find((x) => x.role === 'not-ok') ?? blocks.find((x) => x.role === 'ok');
      if (!b) return;
      const { repo, options } = exampleRepo(page, b);
      const ws = virtualWorkspace(repo);
      const doc = ws.document(b.name!)!;
      // Read whole first: the data was read from the tree with its positions.
      completeDocument(doc);
      if (doc.mdast) {
        const strip = (n: { position?: unknown; children?: unknown[] }): void => {
          delete n.position;
          for (const c of n.children ?? []) strip(c as { position?: unknown; children?: unknown[] });
        };
        strip(doc.mdast);
        doc.sections = readSections(doc.mdast, doc.text);
        doc.memo.clear();
      }
      const active = [resolved(rule, options)];
      const messages = lintDocument(doc, ws, active, defaultSettings({ today: TODAY }), { registry: registryWith(active), ...(repo.gateAction ? { gate: true, gateAction: repo.gateAction } : {}) });
      assert.deepEqual(
        messages.filter((m) => m.fatal && m.message.includes('failed on this file')).map((m) => m.message),
        [],
      );
    },
  });
  return cases;
}
