/** Run rules on in-memory files through the real workspace layer (no disk, optional fake git base). */
import { Workspace } from '../core/project/workspace.js';
import { lintDocument } from '../core/lint/linter.js';
import { defaultSettings, type Settings } from '../core/lint/settings.js';
import { fixToFixedPoint } from '../core/lint/fix.js';
import { BOM, stripBom } from '../core/model/text.js';
import type { ResolvedRule } from '../core/lint/config.js';
import type { GateAction, Rule } from '../core/lint/rule.js';
import type { LintMessage } from '../core/lint/messages.js';
import type { GitView } from '../core/lint/workspace-view.js';
import { KINDS } from '../kinds/index.js';
import { RULES } from '../rules/index.js';

/** The harness's fixed clock. */
export const TODAY = '2026-05-01';
const ROOT = '/nonexistent/wflint-example-repo';

export interface VirtualRepo {
  files: Record<string, string>;
  /** Texts at the git base; a path missing here is a new file. */
  base?: Record<string, string>;
  settings?: Partial<Settings>;
  /** Symbolic links: repo-relative link path → target as written. */
  links?: Record<string, string>;
  /** Lint as `wflint gate --action <gateAction>` on a loop home (gate-only rules run). */
  gateAction?: GateAction;
}

export function virtualWorkspace(repo: VirtualRepo): Workspace {
  const git: GitView | undefined = repo.base ? { base: 'HEAD', textAtBase: (rel) => repo.base![rel] } : undefined;
  return new Workspace({ root: ROOT, kinds: KINDS, overrides: new Map(Object.entries(repo.files)), ...(git ? { git } : {}), ...(repo.links ? { links: new Map(Object.entries(repo.links)) } : {}) });
}

/** The built-in rules and the ones under test (a project rule): every id a suppression may name. */
export function registryWith(rules: readonly ResolvedRule[]): Rule[] {
  return [...RULES, ...rules.map((r) => r.rule).filter((r) => !RULES.includes(r))];
}

export function resolved(rule: Rule, options: Record<string, unknown> = {}): ResolvedRule {
  return { rule, severity: rule.meta.severity === 'error' ? 2 : 1, options: { ...(rule.meta.defaultOptions ?? {}), ...options } };
}

export function lintVirtual(repo: VirtualRepo, target: string, rules: ResolvedRule[]): LintMessage[] {
  const ws = virtualWorkspace(repo);
  const doc = ws.document(target);
  if (!doc) throw new Error(`${target} is not a workflow document (no kind matches its path)`);
  return lintDocument(doc, ws, rules, defaultSettings({ today: TODAY, ...repo.settings }), { registry: registryWith(rules), ...(repo.gateAction ? { gate: true, gateAction: repo.gateAction } : {}) });
}

/** `--fix` on one file of a virtual repo, to a fixed point (the engine's pass function). */
export function fixVirtual(repo: VirtualRepo, target: string, rules: ResolvedRule[]): string {
  const { text, bom } = stripBom(repo.files[target]!);
  const prefix = bom ? BOM : '';
  const lint = (current: string) => lintVirtual({ ...repo, files: { ...repo.files, [target]: prefix + current } }, target, rules);
  return prefix + fixToFixedPoint(text, lint).output;
}

/**
 * The lines of an `output` block: `line:col-line:col: message`, each followed by its related
 * locations (`cause`), indented: `  ↳ <path>:line:col[-line:col]: message`.
 */
export function formatOutput(messages: readonly LintMessage[]): string[] {
  return messages.flatMap((m) => [
    `${m.line}:${m.column}-${m.endLine}:${m.endColumn}: ${m.message}`,
    ...(m.cause ?? []).map(
      (c) =>
        `  ↳ ${c.filePath.startsWith(`${ROOT}/`) ? c.filePath.slice(ROOT.length + 1) : c.filePath}:${c.line}:${c.column}${c.endLine !== undefined ? `-${c.endLine}:${c.endColumn ?? c.column}` : ''}: ${c.message}`,
    ),
  ]);
}
