/** The gate tables of every workflow (one per seed), in the order the README shows them. */
import type { KindId } from '../core/model/kind.js';
import type { WorkflowGate } from './preconditions.js';
import { taskStateGate } from '../kinds/task-state/gate.js';
import { planSummaryGate } from '../kinds/plan-summary/gate.js';
import { loopGate } from '../kinds/loop/gate.js';
import { checkpointGate } from '../kinds/checkpoint/gate.js';
import { harnessGate } from '../kinds/harness/gate.js';

export const WORKFLOW_GATES: readonly WorkflowGate[] = [taskStateGate, planSummaryGate, loopGate, checkpointGate, harnessGate];

/** The workflow whose steps a document of this kind takes part in. */
export function workflowOfKind(kind: KindId): WorkflowGate | undefined {
  return WORKFLOW_GATES.find((g) => g.kinds.includes(kind));
}
