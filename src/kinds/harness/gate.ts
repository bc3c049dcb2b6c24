/** The gate of a harness work session (seed 004). `004:<line>` is a line of seed 004. */
import type { WorkflowGate } from '../../gate/preconditions.js';

export const harnessGate: WorkflowGate = {
  workflow: 'harness',
  seed: '004',
  kinds: ['harness-plan', 'harness-ledger', 'harness-review', 'harness-gitignore'],
  target: 'a harness session `.webwork/harness/{work,archive}/<session_id>/` (or a document in it)',
  actions: {
    advance: 'dispatch the next implementer task (第四步)',
    repair: 'start a fix round of a reviewed task (第六步)',
    block: 'record a task BLOCKED',
    close: 'deliver and archive (第八步)',
  },
  preconditions: [
    {
      id: 'ledger-plan-sync',
      actions: ['close'],
      text: 'every Ledger task is a plan task, and every plan task is complete, parked or blocked',
      seed: '004:749, 004:778',
      rule: 'harness-ledger-plan-sync',
      remedy: 'finish (or park, or block) the remaining tasks before the final review',
    },
  ],
};
