/**
 * `wflint/remark-preset` (spec README §8): the per-file rules as remark-lint plugins, for projects
 * that already run remark (`remark-cli`, editors with remark-language-server).
 *
 * Each plugin is one rule wrapped with `unified-lint-rule` (`origin: 'wflint:<id>'`, the rule's
 * doc `url`). It builds the `WfDocument` from the file's path and text through the same engine as
 * the CLI (kind from the path, the project's `wflint.config.*`, the same parser), runs that one
 * rule and reports through `file.message` with the CLI's text, place and rule id. Inline
 * suppressions apply as in the CLI.
 *
 * Not in the preset: cross-file rules (they need the other documents), git-aware rules (they need
 * a base revision) and gate-only rules — they stay silent here; run `wflint` for them. With only
 * one rule per run, `suppression-comment` cannot tell whether a suppression is unused: it reports
 * missing reasons and unknown rule ids only.
 *
 * Severity: the rule's default (`error` → fatal message, `warn` → warning); a remarkrc entry
 * `[plugin, ['warn' | 'error' | 'off', options]]` overrides it, options are merged over the
 * project config's. A rule the project config turns off stays off.
 */
import path from 'node:path';
import { lintRule } from 'unified-lint-rule';
import type { Plugin, Preset } from 'unified';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { createEngine, findRoot, type Engine } from './engine.js';
import { lintDocument } from './core/lint/linter.js';
import { RULES } from './rules/index.js';
import type { Rule } from './core/lint/rule.js';

/** Rules that can run on one file alone. */
export function presetRules(): Rule[] {
  return RULES.filter((r) => !r.meta.crossFile && !r.meta.gitAware && !r.meta.gateOnly);
}

/**
 * One engine per root for a whole remark run (config and kind detection read once): the root a
 * file belongs to, as on the command line (a monorepo package with its own config is its own).
 */
const engines = new Map<string, Promise<Engine>>();

function engineFor(cwd: string, file: string): Promise<Engine> {
  const root = findRoot(file, cwd);
  let engine = engines.get(root);
  if (!engine) {
    engine = createEngine({ cwd, root, base: false });
    engines.set(root, engine);
    engine.catch(() => engines.delete(root));
  }
  return engine;
}

function wrap(rule: Rule): Plugin<[unknown?], Root> {
  return lintRule<Root, Record<string, unknown> | undefined>({ origin: `wflint:${rule.id}`, url: rule.url }, async (_tree, file: VFile, options) => {
    if (!file.path) return;
    const cwd = path.resolve(file.cwd);
    const abs = path.resolve(cwd, file.path);
    const engine = await engineFor(cwd, abs);
    const rel = engine.view.relative(abs);
    if (rel === undefined) return;
    engine.setText(rel, String(file.value));
    const doc = engine.view.kindOf(rel) ? engine.document(rel) : undefined;
    if (!doc || !rule.appliesTo(doc.kind)) return;
    const configured = engine.config.rules.find((r) => r.rule.id === rule.id);
    if (!configured) return;
    const active = { ...configured, options: { ...configured.options, ...(options ?? {}) } };
    for (const m of lintDocument(doc, engine.view, [active], engine.config.settings, { registry: engine.config.registry })) {
      const place = { start: { line: m.line, column: m.column, offset: m.offset ?? 0 }, end: { line: m.endLine, column: m.endColumn, offset: m.endOffset ?? 0 } };
      // A fatal message of the engine (a rule that threw) keeps its own text; the id is the rule's.
      file.message(m.message, { place, ruleId: rule.id, source: 'wflint' });
    }
  }) as unknown as Plugin<[unknown?], Root>;
}

/** The plugins by rule id (to reconfigure one in a remarkrc: `[plugins['task-state-top3'], ['off']]`). */
export const plugins: Readonly<Record<string, Plugin<[unknown?], Root>>> = Object.fromEntries(presetRules().map((r) => [r.id, wrap(r)]));

const remarkPresetWflint: Preset = {
  plugins: presetRules().map((r) => [plugins[r.id]!, [r.meta.severity === 'error' ? 'error' : 'warn']] as [Plugin<[unknown?], Root>, unknown]),
};

export default remarkPresetWflint;
