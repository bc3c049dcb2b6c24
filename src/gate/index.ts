/**
 * `wflint gate` (spec README §6): may this workflow take this step now? The gated path names a
 * workflow (its kind does); the workflow's table (`gate/workflows.ts`) lists the actions that have
 * a meaning there and, per action, the preconditions the seeds put on the step. The documents the
 * step depends on are linted with the action in the rules' context, so each rule's gate check
 * judges them as if the step were taken; a message of a precondition's rule blocks. The gate fails
 * closed: an action without a meaning, a document it cannot read, or a missing state document is
 * never allowed, and inline suppressions inside the gated documents do not open it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '../engine.js';
import type { GateAction } from '../core/lint/rule.js';
import type { LintMessage, LintResult } from '../core/lint/messages.js';
import type { SuppressedMessage } from '../core/lint/suppressions.js';
import type { BlockingFinding, GateFinding, GateVerdict } from '../generated/gate-verdict.js';
import { preconditionsOf, rowFor, type Judge, type Precondition, type WorkflowGate } from './preconditions.js';
import { WORKFLOW_GATES, workflowOfKind } from './workflows.js';
import { taskStateGate } from '../kinds/task-state/gate.js';
import { loopGate } from '../kinds/loop/gate.js';
import { harnessGate } from '../kinds/harness/gate.js';
import { harnessSessionOf } from '../kinds/dependencies.js';

export const GATE_ACTIONS: readonly GateAction[] = ['repair', 'continue_execution', 'continue_test', 'branch', 'advance', 'await_user', 'block', 'close', 'promotion', 'scheduler_stop'];

export type { GateVerdict, GateFinding, BlockingFinding, IgnoredSuppression } from '../generated/gate-verdict.js';

/** The gate could not decide (unknown action, an action without a meaning, unreadable input): exit 2. */
export class GateError extends Error {}

export function isGateAction(action: string): action is GateAction {
  return (GATE_ACTIONS as readonly string[]).includes(action);
}

const list = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');

interface Scope {
  gate: WorkflowGate;
  /** Repo-relative documents the step is judged on (a loop's judge lists its own). */
  paths: string[];
  /** The loop home, for a step of a loop. */
  home?: string;
}

/** The workflow a gated path belongs to, and the documents its steps depend on. */
function scopeOf(engine: Engine, target: string): Scope {
  const ws = engine.view;
  const rel = ws.relative(target);
  if (rel === undefined) throw new GateError(`\`${target}\` is outside the repository \`${engine.root}\``);
  if (!fs.existsSync(target)) throw new GateError(`\`${target}\` does not exist`);
  const isDir = fs.statSync(target).isDirectory();
  // A step on a loop home, or on anything inside one, is a step of that loop (without the
  // documents of nested loop homes).
  const home = isDir ? ws.loopHomeAt(rel) : ws.kindOf(rel) ? engine.document(rel)?.loopHome : undefined;
  if (home !== undefined) return { gate: loopGate, paths: [], home };
  const session = harnessSessionOf(rel, true);
  if (session !== undefined && (isDir ? rel === session || rel.startsWith(`${session}/`) : ws.kindOf(rel)?.id.startsWith('harness-'))) {
    const work = session.replace(/\/archive\/([^/]+)$/, '/work/$1');
    const gitignore = `${work.slice(0, work.lastIndexOf('/'))}/.gitignore`;
    const paths = ws.pathsWithin(session);
    // Fail closed: a session folder without its Ledger or plan is no session a step can be judged on.
    if (!paths.some((p) => /\/(progress|plan)\.md$/.test(p))) throw new GateError(`\`${session}\` holds no Ledger (\`progress.md\`) and no \`plan.md\`: a harness step needs the session's Ledger`);
    return { gate: harnessGate, paths: [...paths, ...(ws.kindOf(gitignore) ? [gitignore] : [])] };
  }
  const stateDir = /^(?:(.*)\/)?\.agents\/state$/.exec(rel) && isDir ? rel : undefined;
  const kind = isDir ? undefined : ws.kindOf(rel);
  if (stateDir !== undefined || kind?.id === 'state-index') return currentTaskScope(engine, stateDir ?? rel.slice(0, rel.lastIndexOf('/')));
  if (!kind) {
    const what = isDir ? 'a folder that holds no workflow step' : 'not a workflow document';
    throw new GateError(`\`${target}\` is ${what}: gate ${WORKFLOW_GATES.map((g) => g.target).join('; ')}`);
  }
  const gate = workflowOfKind(kind.id);
  if (!gate) throw new GateError(`\`${target}\` (${kind.id}) takes no gated step`);
  if (gate === taskStateGate) return { gate, paths: [rel, ...(kind.dependsOn?.(rel, ws) ?? []).filter((p) => ws.exists(p))] };
  return { gate, paths: [rel] };
}

/** `.agents/state/` (or its INDEX.md) names the task its `CURRENT_TASK` points at. */
function currentTaskScope(engine: Engine, stateDir: string): Scope {
  const index = `${stateDir}/INDEX.md`;
  const current = engine.document(index)?.header.filter((h) => h.key === 'CURRENT_TASK');
  if (!current || current.length === 0) throw new GateError(`\`${index}\` names no \`CURRENT_TASK\`: gate the task file \`${stateDir}/tasks/<task-id>.md\``);
  if (current.length > 1) throw new GateError(`\`${index}\` has ${current.length} \`CURRENT_TASK\` lines: gate the task file \`${stateDir}/tasks/<task-id>.md\``);
  const id = current[0]!.value;
  const task = `${stateDir}/tasks/${id}.md`;
  if (id === '' || id === 'none' || !engine.view.exists(task))
    throw new GateError(`\`${index}\` has \`CURRENT_TASK: ${id}\`, which names no task file: gate the task file \`${stateDir}/tasks/<task-id>.md\``);
  return { gate: taskStateGate, paths: [task, index] };
}

/**
 * Why the checks of the step's preconditions are set by a choice that is not the project's
 * committed configuration: a `--rule id:off` of this call, or a config (or a file it `extends`)
 * that differs from its version at the git base or lies outside the repository (an agent cannot
 * open a gate by switching its checks off, or loosening their options, in the step it asks about).
 * `undefined` when the committed configuration is what sets them (the project's decision: a rule
 * it turns off is listed under `unchecked`). Installed packages a config extends are trusted.
 */
function uncommittedSwitch(engine: Engine, rules: readonly string[]): string | undefined {
  const config = engine.config;
  const byId = new Map(config.rules.map((r) => [r.rule.id, r] as const));
  // The checks a configuration sets: off, or with options other than the rule's own.
  const set = [...new Set(rules)].filter((id) => {
    const on = byId.get(id);
    return !on || JSON.stringify(on.options) !== JSON.stringify({ ...(on.rule.meta.defaultOptions ?? {}) });
  });
  if (set.length === 0) return undefined;
  const byOverride = set.filter((id) => config.offByOverride?.has(id));
  if (byOverride.length) return `\`--rule\` turns off the precondition checks ${list(byOverride)} of this step: a gate call cannot switch off its own checks`;
  const git = engine.view.git;
  for (const source of config.sources ?? []) {
    const rel = path.relative(engine.root, source).split(path.sep).join('/');
    if (rel.split('/').includes('node_modules')) continue;
    if (rel.startsWith('..') || path.isAbsolute(rel))
      return `\`${source}\` sets the precondition checks ${list(set)} of this step from outside the repository: a gate relies on the configuration the repository commits`;
    if (!git) continue;
    let now: string | undefined;
    try {
      now = fs.readFileSync(source, 'utf8');
    } catch {
      now = undefined;
    }
    if (now !== undefined && git.textAtBase(rel) === now) continue;
    return `\`${rel}\` sets the precondition checks ${list(set)} of this step and is not the configuration committed at \`${git.base}\`: commit the configuration (the project's decision) before the gate relies on it`;
  }
  return undefined;
}

function finding(r: LintResult, m: LintMessage): GateFinding {
  const f: GateFinding = { ruleId: m.ruleId, filePath: r.filePath, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, message: m.message };
  if (m.messageId) f.messageId = m.messageId;
  return f;
}

function blockingFinding(r: LintResult, m: LintMessage, row: Precondition): BlockingFinding {
  const b: BlockingFinding = { ...finding(r, m), preconditionId: row.id, precondition: row.text, seed: row.seed, remedy: row.remedy };
  if (m.fix) b.fix = m.fix;
  return b;
}

export function runGate(engine: Engine, targetPath: string, action: string): GateVerdict {
  if (!isGateAction(action)) throw new GateError(`Unknown action \`${action}\`, expected one of ${list(GATE_ACTIONS)}`);
  const target = path.resolve(engine.cwd, targetPath);
  const { gate, paths, home } = scopeOf(engine, target);
  const meaningful = Object.keys(gate.actions) as GateAction[];
  if (!meaningful.includes(action)) throw new GateError(`Unexpected action \`${action}\` for a ${gate.workflow} step, expected one of ${list(meaningful)}`);
  const rows = preconditionsOf(gate, action);
  const enabled = new Set(engine.config.rules.map((r) => r.rule.id));
  const switchedOff = uncommittedSwitch(
    engine,
    rows.map((p) => p.rule),
  );
  if (switchedOff) throw new GateError(switchedOff);
  const advisory = new Set(engine.config.rules.flatMap((r) => (r.rule.meta.advisory ?? []).map((id) => `${r.rule.id}/${id}`)));
  // An advisory message (a form the seed does not fix, with the canonical one) informs; it never blocks.
  const rowOf = (ruleId: string, messageId: string | undefined, kind: Parameters<typeof rowFor>[3]) => (advisory.has(`${ruleId}/${messageId}`) ? undefined : rowFor(rows, ruleId, messageId, kind));
  const verdict: GateVerdict = {
    allowed: false,
    action,
    path: path.relative(engine.cwd, target) || '.',
    workflow: gate.workflow,
    blocking: [],
    ignoredSuppressions: [],
    unchecked: rows.filter((p) => !enabled.has(p.rule)).map((p) => ({ preconditionId: p.id, rule: p.rule })),
    warnings: [],
  };
  let judge: Judge | undefined;
  try {
    judge = home === undefined ? undefined : gate.judged?.(engine.view, home, action);
  } catch (error) {
    // A document the judge must read to list the step's documents that fails to parse: no answer.
    throw new GateError(`The documents of the ${gate.workflow} step could not be listed: ${(error as Error).message}`);
  }
  // Fail closed: a loop step whose documents nothing lists is no step that may be taken.
  if (home !== undefined && !judge) throw new GateError(`A ${gate.workflow} step cannot list the documents it is judged on`);
  // Documents no finding of which may block the step are not linted: their findings were the
  // concern of the steps that consumed them (the verdict's warnings are the judged documents').
  for (const rel of judge ? judge.documents : paths) {
    const suppressed: SuppressedMessage[] = [];
    const result = engine.lintFile(rel, { gate: true, gateAction: action, suppressed });
    for (const m of result.messages) {
      if (m.ruleId === null) throw new GateError(`${result.filePath}: ${m.message}`);
      const row = judge && !judge.finding(rel, m.ruleId) ? undefined : rowOf(m.ruleId, m.messageId, result.kind);
      // A rule that fails on a gated document cannot vouch for the step.
      if (row || (m.fatal && m.severity === 2)) verdict.blocking.push(row ? blockingFinding(result, m, row) : blockingFinding(result, m, ruleFailure(m.ruleId)));
      else verdict.warnings.push(finding(result, m));
    }
    for (const { message: m, directive } of suppressed) {
      const row = m.ruleId === null || (judge && !judge.finding(rel, m.ruleId)) ? undefined : rowOf(m.ruleId, m.messageId, result.kind);
      if (!row) continue;
      verdict.blocking.push(blockingFinding(result, m, row));
      const doc = engine.document(rel);
      const at = doc ? doc.lines.point(directive.start) : { line: 1, column: 1 };
      verdict.ignoredSuppressions.push({ filePath: result.filePath, line: at.line, column: at.column, directive: doc ? doc.text.slice(directive.start, directive.end) : '', ruleId: m.ruleId! });
    }
  }
  const order = (a: GateFinding, b: GateFinding) => a.filePath.localeCompare(b.filePath) || a.line - b.line || a.column - b.column || (a.ruleId ?? '').localeCompare(b.ruleId ?? '');
  verdict.blocking.sort(order);
  verdict.allowed = verdict.blocking.length === 0;
  return verdict;
}

function ruleFailure(ruleId: string): Precondition {
  return {
    id: 'rule-ran',
    actions: GATE_ACTIONS,
    text: 'every rule of the step could judge the documents',
    seed: 'spec README §6 (fail closed)',
    rule: ruleId,
    remedy: 'fix the document the rule failed on, or report the failure',
  };
}
