/**
 * The wflint library API: the same functions behind the CLI, the pre-commit hook, the GitHub
 * Action, the language server and the MCP server.
 *
 *   const engine = await createEngine({ cwd });
 *   const results = engine.lint();            // ESLint-shaped results
 *   const { changes } = engine.fix([], { write: false });
 *   const verdict = runGate(engine, '.agents/state/tasks/x.md', 'advance');
 */
export { createEngine, findRoot, Engine, ConfigError, type EngineOptions, type FixOptions, type FixOutcome, type FileChange } from './engine.js';
export { runGate, GateError, GATE_ACTIONS, isGateAction, type GateVerdict, type GateFinding } from './gate/index.js';
export { FORMATTERS, type Formatter, type FormatContext } from './reporters/index.js';
export { RULES, getRule } from './rules/index.js';
export { KINDS, getKind, type KindDef, type KindId } from './kinds/index.js';
export type { DataOf } from './core/model/kind.js';
export { defineRule, type Rule, type RuleMeta, type RuleContext, type Report, type Edit, type GateAction, type Level } from './core/lint/rule.js';
export type { LintMessage, LintResult, LintSuggestion, RelatedLocation } from './core/lint/messages.js';
export type { WfDocument } from './core/model/document.js';
export type * from './generated/index.js';
