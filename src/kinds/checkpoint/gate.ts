/**
 * The gate of a checkpoint living document (seed 003). `003:<line>` is a line of seed 003 (`cat -n`).
 *
 * A checkpoint takes three steps: a save (`advance`: written, re-read in full and found consistent,
 * 003:6-13), a restore that asks the user (`await_user`, 003:28-33), and the end of the discussion
 * (`close`: nothing left open, 003:27, 003:32). Each is judged on the checkpoint as it is now.
 */
import type { WorkflowGate } from '../../gate/preconditions.js';
import { kindsOfWorkflow } from '../index.js';

const SAVE = ['advance', 'close'] as const;

export const checkpointGate: WorkflowGate = {
  workflow: 'checkpoint',
  seed: '003',
  kinds: kindsOfWorkflow('checkpoint'),
  target: 'a checkpoint `docs/checkpoints/<topic>.md`',
  actions: {
    advance: 'the save is complete: the file was re-read in full and passed the consistency check, so a later session may resume from it (003:12)',
    await_user: 'restore: ask the user the open question that first blocks the discussion (003:31)',
    close: 'the discussion is concluded: a consistent checkpoint with no open question left (003:27, 003:32)',
  },
  preconditions: [
    {
      id: 'inside-repo',
      actions: SAVE,
      text: 'the checkpoint lies inside the repository',
      seed: '003:3',
      rule: 'checkpoint-inside-repo',
      remedy: 'save the checkpoint at a path inside the repository',
    },
    {
      id: 'structure',
      actions: SAVE,
      text: 'one topic (H1) and only the seven sections, each once, in the given order',
      seed: '003:1, 003:7, 003:16-24',
      rule: 'checkpoint-structure',
      remedy: 'keep one topic per file; use the seven sections in their order (the suggestion moves a section)',
    },
    {
      id: 'no-empty-section',
      actions: SAVE,
      text: 'no empty section is kept',
      seed: '003:16',
      rule: 'checkpoint-no-empty-section',
      remedy: 'remove the empty section (`wflint --fix` does)',
    },
    {
      id: 'item-types',
      actions: SAVE,
      text: 'every candidate and AI inference is marked with its type',
      seed: '003:10, 003:26',
      rule: 'checkpoint-item-type',
      remedy: 'mark the item `[候选]` or `[AI 推断]`',
    },
    {
      id: 'decisions-accepted',
      actions: SAVE,
      text: '`已确认决策` holds only complete decision propositions the user accepted',
      seed: '003:9-10, 003:13',
      rule: 'checkpoint-decision-proposition',
      remedy: 'move candidates and inferences to `候选与 AI 推断`; write the complete decision the abbreviation confirms',
    },
    {
      id: 'adjudicated-not-open',
      actions: SAVE,
      text: 'no adjudicated matter remains in `待讨论问题`',
      seed: '003:12',
      rule: 'checkpoint-open-question-resolved',
      messages: ['marked', 'decided'],
      remedy: 'remove the answered question from `待讨论问题`',
    },
    {
      id: 'one-body',
      actions: SAVE,
      text: 'each current decision has one complete body, in `已确认决策`',
      seed: '003:12-13, 003:25',
      rule: 'checkpoint-duplicate-decision',
      remedy: 'keep the body in `已确认决策`; elsewhere keep a summary, a boundary or a reference',
    },
    {
      id: 'not-also-rejected',
      actions: SAVE,
      text: 'no confirmed decision is also a rejected option',
      seed: '003:12',
      rule: 'checkpoint-confirmed-rejected',
      remedy: 'keep one of the two conclusions',
    },
    {
      id: 'no-opposing-conclusions',
      actions: SAVE,
      text: 'no two current conclusions oppose each other',
      seed: '003:11-12, 003:27',
      rule: 'checkpoint-opposing-conclusions',
      remedy: 'keep the decision that holds (an unresolved conflict goes to `待讨论问题`)',
    },
    {
      id: 'replaced-cleaned',
      actions: SAVE,
      text: 'content a new decision replaced is modified or deleted',
      seed: '003:11-12',
      rule: 'checkpoint-replaced-content',
      remedy: 'delete or rewrite the replaced item',
    },
    {
      id: 'carriers-exist',
      actions: SAVE,
      text: 'every carrier a decision refers to exists inside the repository',
      seed: '003:3, 003:13',
      rule: 'checkpoint-carrier-exists',
      remedy: 'fix the path (or the link) of the carrier',
    },
    {
      id: 'close-nothing-open',
      actions: ['close'],
      text: 'no open question is left',
      seed: '003:27, 003:32',
      rule: 'checkpoint-open-question-resolved',
      messages: ['closeOpen'],
      remedy: 'decide the question with the user and save again',
    },
    {
      id: 'await-open-question',
      actions: ['await_user'],
      text: 'an open question exists to ask',
      seed: '003:31-32',
      rule: 'checkpoint-open-question-resolved',
      messages: ['awaitNone'],
      remedy: 'with no open question, report that nothing is unresolved and stop',
    },
  ],
};
