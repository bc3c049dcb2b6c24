/** The gate of a checkpoint living document (seed 003). `003:<line>` is a line of seed 003. */
import type { WorkflowGate } from '../../gate/preconditions.js';

export const checkpointGate: WorkflowGate = {
  workflow: 'checkpoint',
  seed: '003',
  kinds: ['checkpoint'],
  target: 'a checkpoint `docs/checkpoints/<topic>.md`',
  actions: {
    advance: 'the save is complete: a later session may resume from the checkpoint',
    close: 'the discussion is concluded',
  },
  preconditions: [],
};
