/**
 * The gate's contract (spec README §6): per workflow, the actions that have a meaning and, action
 * by action, the preconditions the seeds put on that step. Each precondition is checked by a rule
 * (or a rule's gate check: the rule reads `ctx.gateAction` and judges the documents as if the step
 * were taken); the table is data, and `runGate` only reads it.
 */
import type { DependencyView, KindId, WorkflowId } from '../core/model/kind.js';
import type { GateAction } from '../core/lint/rule.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';

export interface Precondition {
  /** Stable id (shown in the verdict), e.g. `close-evidence`. */
  id: string;
  /** The steps it gates. */
  actions: readonly GateAction[];
  /** What must hold before the step, in words. */
  text: string;
  /** Where the seed says so: `<seed>:<line>[-<line>]`, or an upstream skill's step. */
  seed: string;
  /** The rule that checks it. */
  rule: string;
  /** Only these messages of the rule (default: every message it reports). */
  messages?: readonly string[];
  /** Only on documents of these kinds (default: every kind of the workflow). */
  kinds?: readonly KindId[];
  /** The smallest change that satisfies it. */
  remedy: string;
}

export interface WorkflowGate {
  workflow: WorkflowId;
  /** The seed the workflow comes from. */
  seed: string;
  /** The kinds of the documents a step of this workflow is judged on (those whose `workflow` is this one). */
  kinds: readonly KindId[];
  /** What the gate path names (for messages and the README). */
  target: string;
  /** The actions that have a meaning for this workflow, each with what it means. */
  actions: Readonly<Partial<Record<GateAction, string>>>;
  preconditions: readonly Precondition[];
  /**
   * What a step of a loop is judged on (`home`: the loop home), when not every finding on its
   * documents may block it: a loop judges its newest packet and the units it binds, not packets
   * already consumed.
   */
  judged?: (workspace: WorkspaceView & DependencyView, home: string, action: GateAction) => Judge;
}

/** For one step: which documents (repo-relative) and which of their findings may block it. */
export interface Judge {
  /** The documents any finding of which may block the step, in path order: the gate lints only these. */
  documents: readonly string[];
  /** Whether a finding of the rule on a judged document may block the step (else it is a warning). */
  finding(relPath: string, ruleId: string): boolean;
}

/** Rows that apply to an action. */
export function preconditionsOf(gate: WorkflowGate, action: GateAction): Precondition[] {
  return gate.preconditions.filter((p) => p.actions.includes(action));
}

/** The row a message of `ruleId` / `messageId` on a document of `kind` stands for, if any. */
export function rowFor(rows: readonly Precondition[], ruleId: string, messageId: string | undefined, kind: string | undefined): Precondition | undefined {
  return rows.find(
    (p) => p.rule === ruleId && (!p.messages || (messageId !== undefined && p.messages.includes(messageId))) && (!p.kinds || (kind !== undefined && (p.kinds as readonly string[]).includes(kind))),
  );
}
