/** The doc page is the test (style.md §6): every example of every `rules/<id>.md` runs here, through `wflint/testing`. */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULES } from '../src/rules/index.js';
import { exampleRepo, lintVirtual, readDocPage, resolved, ruleDocCases } from '../src/testing/index.js';
import type { GateAction } from '../src/core/lint/rule.js';
import { WORKFLOW_GATES } from '../src/gate/workflows.js';
import { getRule } from '../src/rules/index.js';

const RULES_DIR = path.resolve(__dirname, '..', 'rules');

for (const rule of RULES) {
  describe(rule.id, () => {
    for (const c of ruleDocCases(rule, path.join(RULES_DIR, `${rule.id}.md`))) test(c.title, c.run);
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
          const { repo } = exampleRepo(page, b);
          const messages = lintVirtual(repo, b.name!, [resolved(rule)]);
          if (b.role === 'ok' && messages.length === 0) allowed = true;
          if (b.role === 'not-ok' && messages.some((m) => !p.messages || p.messages.includes(m.messageId!))) refused = true;
        }
        expect({ allowed, refused }, `rules/${p.rule}.md needs gate examples (an ok and a not-ok one with a \`text gate\` block of ${p.actions.join(' / ')})`).toEqual({
          allowed: true,
          refused: true,
        });
      });
    }
  }
});
