/**
 * The kind registry (spec README §1): how each workflow document is detected and read. A kind is
 * defined in its folder (`defineKind`); this list is the one place that names them all.
 */
import type { KindDef, KindId } from '../core/model/kind.js';
import { taskStateKind } from './task-state/kind.js';
import { stateIndexKind } from './state-index/kind.js';
import { planSummaryKind } from './plan-summary/kind.js';
import { checkpointKind } from './checkpoint/kind.js';
import { HARNESS_KINDS } from './harness/kinds.js';
import { LOOP_KINDS } from './loop/kinds.js';

export type { KindDef, KindId } from '../core/model/kind.js';

export const KINDS: readonly KindDef[] = [taskStateKind, stateIndexKind, planSummaryKind, checkpointKind, ...HARNESS_KINDS, ...LOOP_KINDS];

const BY_ID = new Map<string, KindDef>(KINDS.map((k) => [k.id, k]));

export function getKind(id: string): KindDef | undefined {
  return BY_ID.get(id);
}

/** The ids of a workflow's kinds, in registry order. */
export function kindsOfWorkflow(workflow: KindDef['workflow']): KindId[] {
  return KINDS.filter((k) => k.workflow === workflow).map((k) => k.id);
}
