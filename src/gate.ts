/**
 * `wflint gate` (spec README §6): may this workflow take this step now? Lints the documents the
 * step depends on and refuses when a rule that gates the action reports an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from './engine.js';
import type { GateAction } from './core/rule.js';
import type { LintMessage, LintResult } from './core/messages.js';

export const GATE_ACTIONS: readonly GateAction[] = [
  'repair',
  'continue_execution',
  'continue_test',
  'branch',
  'advance',
  'await_user',
  'block',
  'close',
  'promotion',
  'scheduler_stop',
];

export interface GateFinding {
  ruleId: string | null;
  filePath: string;
  line: number;
  column: number;
  message: string;
}

export interface GateVerdict {
  allowed: boolean;
  action: GateAction;
  path: string;
  blocking: GateFinding[];
  warnings: GateFinding[];
}

/** The gate could not decide (unknown action, unreadable input): exit 2. */
export class GateError extends Error {}

export function isGateAction(action: string): action is GateAction {
  return (GATE_ACTIONS as readonly string[]).includes(action);
}

/** The documents a step on `target` depends on (repo-relative). */
function gatedDocuments(engine: Engine, target: string): { scope: 'loop-home' | 'task' | 'tree'; paths: string[] } {
  const ws = engine.workspace;
  const rel = ws.relative(target);
  if (rel === undefined) throw new GateError(`\`${target}\` is outside the repository \`${engine.root}\``);
  if (!fs.existsSync(target)) throw new GateError(`\`${target}\` does not exist`);
  // A step on a loop home, or on anything inside one, is a step of that loop: gate the whole loop
  // home (its newest packet must bind the action), without the documents of nested loop homes.
  const home = loopHomeOf(engine, rel);
  if (home !== undefined) return { scope: 'loop-home', paths: ws.pathsWithin(home).filter((p) => (ws.loopHomeOf(p) ?? home) === home) };
  if (fs.statSync(target).isDirectory()) {
    const inside = [...ws.pathsWithin(rel)];
    if (inside.length === 0) throw new GateError(`No workflow documents under \`${target}\``);
    return { scope: 'tree', paths: inside };
  }
  const kind = ws.kindOf(rel);
  if (!kind) throw new GateError(`\`${target}\` is not a workflow document`);
  if (kind.id === 'task-state') {
    // A task step also depends on its index staying in sync.
    const stateDir = rel.replace(/\/tasks\/[^/]+$/, '');
    const index = `${stateDir}/INDEX.md`;
    return { scope: 'task', paths: ws.kindOf(index) ? [rel, index] : [rel] };
  }
  return { scope: 'tree', paths: [rel] };
}

/** The loop home a repo-relative path is, or lies in (the nearest one), if any. */
function loopHomeOf(engine: Engine, rel: string): string | undefined {
  const ws = engine.workspace;
  // A loop document (not any file that happens to lie in a loop home's folder).
  if (!fs.statSync(ws.absolute(rel)).isDirectory()) return ws.kindOf(rel) ? engine.document(rel)?.loopHome : undefined;
  // A loop home, or a directory inside one (e.g. `<home>/decision_packets`).
  return ws.loopHomeAt(rel);
}

function finding(r: LintResult, m: LintMessage): GateFinding {
  return { ruleId: m.ruleId, filePath: r.filePath, line: m.line, column: m.column, message: m.message };
}

export function runGate(engine: Engine, targetPath: string, action: string): GateVerdict {
  if (!isGateAction(action)) throw new GateError(`Unknown action \`${action}\`, expected one of ${GATE_ACTIONS.map((a) => `\`${a}\``).join(', ')}`);
  const target = path.resolve(engine.cwd, targetPath);
  const { scope, paths } = gatedDocuments(engine, target);
  const gating = new Set(engine.config.rules.filter((r) => r.rule.meta.gate?.includes(action) || (r.rule.meta.gateOnly && scope === 'loop-home')).map((r) => r.rule.id));
  const blocking: GateFinding[] = [];
  const warnings: GateFinding[] = [];
  for (const rel of paths) {
    const result = engine.lintFile(rel, { gate: scope === 'loop-home', gateAction: action });
    for (const m of result.messages) {
      if (m.ruleId === null) throw new GateError(`${result.filePath}: ${m.message}`);
      if (m.severity === 2 && (gating.has(m.ruleId) || m.fatal)) blocking.push(finding(result, m));
      else warnings.push(finding(result, m));
    }
  }
  return { allowed: blocking.length === 0, action, path: path.relative(engine.cwd, target) || '.', blocking, warnings };
}
