/* Generated from the defineKind calls of src/kinds by scripts/gen-types.mjs; do not edit (npm run gen). */
import type { Checkpoint } from './checkpoint.js';
import type { HarnessLedger } from './harness-ledger.js';
import type { HarnessPlan } from './harness-plan.js';
import type { HarnessReview } from './harness-review.js';
import type { LoopControl } from './loop-control.js';
import type { LoopDecisionPacket } from './loop-decision-packet.js';
import type { LoopNextPrompt } from './loop-next-prompt.js';
import type { LoopPhases } from './loop-phases.js';
import type { LoopReceipt } from './loop-receipt.js';
import type { LoopRoundReview } from './loop-round-review.js';
import type { LoopSchedulerDecision } from './loop-scheduler-decision.js';
import type { LoopTaskCard } from './loop-task-card.js';
import type { PlanSummary } from './plan-summary.js';
import type { StateIndex } from './state-index.js';
import type { TaskState } from './task-state.js';

/** Every kind id of the registry (src/kinds/index.ts lists the definitions). */
export const KIND_IDS = [
  'checkpoint',
  'harness-brief',
  'harness-gitignore',
  'harness-ledger',
  'harness-plan',
  'harness-review',
  'harness-review-package',
  'loop-control',
  'loop-decision-packet',
  'loop-factpack',
  'loop-final-report',
  'loop-handoff',
  'loop-next-prompt',
  'loop-phases',
  'loop-read-paths',
  'loop-receipt',
  'loop-requirements',
  'loop-round-review',
  'loop-run-result',
  'loop-runtime-state',
  'loop-scheduler-decision',
  'loop-task-card',
  'loop-trace',
  'plan-summary',
  'state-index',
  'task-state',
] as const;

export type KindId = (typeof KIND_IDS)[number];

/** A valid document's data, by kind (the kinds with a schema; other keys too where the schema allows them). */
export interface KindData {
  'checkpoint': Checkpoint;
  'harness-ledger': HarnessLedger;
  'harness-plan': HarnessPlan;
  'harness-review': HarnessReview;
  'loop-control': LoopControl & Readonly<Record<string, unknown>>;
  'loop-decision-packet': LoopDecisionPacket & Readonly<Record<string, unknown>>;
  'loop-next-prompt': LoopNextPrompt & Readonly<Record<string, unknown>>;
  'loop-phases': LoopPhases & Readonly<Record<string, unknown>>;
  'loop-receipt': LoopReceipt & Readonly<Record<string, unknown>>;
  'loop-round-review': LoopRoundReview & Readonly<Record<string, unknown>>;
  'loop-scheduler-decision': LoopSchedulerDecision & Readonly<Record<string, unknown>>;
  'loop-task-card': LoopTaskCard & Readonly<Record<string, unknown>>;
  'plan-summary': PlanSummary;
  'state-index': StateIndex;
  'task-state': TaskState;
}
