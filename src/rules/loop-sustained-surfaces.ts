import { defineRule } from '../core/lint/rule.js';
import { dataRange, inLoopHome, isClosed, isSustained, loopDocuments, loopPackets } from '../kinds/loop/model.js';

/**
 * The control surfaces a sustained loop resumes from (seed 001:121-127): Bootstrap writes them before
 * the first business unit (001:27, 001:93), and the loop keeps them while it runs. `CONTROL.md`,
 * `PHASES.md` and `SCHEDULER_DECISION.md` have their own rules.
 */
const SURFACES: ReadonlyArray<{ file: string; what: string }> = [
  { file: 'next_prompt.codex.md', what: 'the Phase-bound unit contract the next wake-up executes' },
  { file: 'HANDOFF.md', what: 'the disk facts the next wake-up resumes from' },
];

export default defineRule({
  id: 'loop-sustained-surfaces',
  meta: {
    type: 'problem',
    description: 'A sustained loop keeps `next_prompt.codex.md` and `HANDOFF.md` from the end of Bootstrap on (checked by lint once a unit ran, by the gate before every step)',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-control'],
    messages: {
      missing: 'Unexpected sustained loop without `{{file}}`, expected {{what}}',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    const home = doc.loopHome ?? '';
    if (!isSustained(workspace, home)) return;
    // Bootstrap may take several commits (001:27, 001:93): lint asks for the surfaces once a unit
    // ran (a receipt or a decision packet exists); the gate asks before any step, since every
    // step needs the loop's resume entry. A closed loop keeps them as history but owes nothing.
    if (!gateAction && loopDocuments(workspace, home, 'loop-receipt').length === 0 && loopPackets(workspace, home).length === 0) return;
    if (isClosed(workspace, home)) return;
    for (const { file, what } of SURFACES) {
      if (workspace.exists(inLoopHome(home, file))) continue;
      report({ messageId: 'missing', data: { file, what }, ...dataRange(doc, ['loop_mode']) });
    }
  },
});
