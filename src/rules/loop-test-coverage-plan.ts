import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { PACKET_KINDS, cardNamed, dataAt, dataRange, documentRange, hasYamlErrors, inLoopHome, isPacketDoc, phaseRegistry } from '../kinds/loop/model.js';
import { packetView, reactionAt, text } from '../kinds/loop/packets.js';

const TEST_PHASE = 'environment_test';
const PLAN = 'TEST_COVERAGE_PLAN.md';
/** Seed 001:31: the test phase's task card reads both protocols. */
const TEST_PROTOCOLS = ['workflow_real_task_test_case_design.md', 'drafts/workflow_solid_decision_review.md'] as const;

/** The controller phase a task card runs in (`controller_phase_id`, or its legacy `loop_level_phase_id`). */
function cardPhase(card: WfDocument): string | undefined {
  return text(card.data.controller_phase_id) ?? text(card.data.loop_level_phase_id) ?? text(dataAt(card.data, ['unit_scope', 'controller_phase_id']));
}

/**
 * The controller phase an advance enters: the phase of the card it dispatches, else the next
 * controller-lifecycle phase of `PHASES.md` after the packet's own phase.
 */
function advanceTarget(packet: WfDocument, workspace: WorkspaceView): string | undefined {
  const home = packet.loopHome ?? '';
  const card = cardNamed(workspace, home, dataAt(packet.data, ['binding_next_action', 'next_unit_task']));
  const fromCard = card ? cardPhase(card) : undefined;
  if (fromCard) return fromCard;
  const current = text(dataAt(packet.data, ['phase_position', 'controller_lifecycle_phase_id'])) ?? text(dataAt(packet.data, ['phase_position', 'controller_phase_id']));
  if (!current) return undefined;
  const order = phaseRegistry(workspace, home).phases.filter((p) => p.kind === 'controller_lifecycle' && p.id !== undefined);
  const i = order.findIndex((p) => p.id === current);
  return i >= 0 ? order[i + 1]?.id : undefined;
}

function basenameMatch(raw: string, protocol: string): boolean {
  const t = raw.trim().replace(/\\/g, '/');
  const name = protocol.slice(protocol.lastIndexOf('/') + 1);
  return t === protocol || t.endsWith(`/${protocol}`) || t === name || t.endsWith(`/${name}`);
}

export default defineRule({
  id: 'loop-test-coverage-plan',
  meta: {
    type: 'problem',
    description: '`TEST_COVERAGE_PLAN.md` exists before the loop enters `environment_test`, and the test phase task card reads the test-design and solid-decision protocols',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-task-card', ...PACKET_KINDS],
    messages: {
      advanceWithoutPlan: 'Unexpected `reaction: advance` into `environment_test` without `TEST_COVERAGE_PLAN.md`, expected the coverage plan written before the test phase',
      cardWithoutPlan: 'Unexpected `environment_test` task card without `TEST_COVERAGE_PLAN.md`, expected the coverage plan written before the test phase',
      protocolRead: 'Unexpected `environment_test` task card without `{{protocol}}` in `required_read_paths`, expected the test phase to read it',
    },
  },
  check({ doc, workspace, report }) {
    if (hasYamlErrors(doc)) return;
    const home = doc.loopHome ?? '';
    const hasPlan = workspace.exists(inLoopHome(home, PLAN));
    if (doc.kind.id === 'loop-task-card') {
      if (cardPhase(doc) !== TEST_PHASE) return;
      // Seed 001:652 "在进入 environment_test 前写 TEST_COVERAGE_PLAN.md"; 001:31, 001:700.
      if (!hasPlan) report({ messageId: 'cardWithoutPlan', ...documentRange(doc) });
      const reads = doc.data.required_read_paths;
      const listed = Array.isArray(reads) ? reads.filter((r): r is string => typeof r === 'string') : [];
      for (const protocol of TEST_PROTOCOLS) {
        if (listed.some((r) => basenameMatch(r, protocol))) continue;
        report({ messageId: 'protocolRead', data: { protocol }, ...(Array.isArray(reads) ? dataRange(doc, ['required_read_paths'], 'key') : documentRange(doc)) });
      }
      return;
    }
    if (!isPacketDoc(doc) || hasPlan) return;
    const view = packetView(doc);
    if (view.reaction !== 'advance' || advanceTarget(doc, workspace) !== TEST_PHASE) return;
    const at = reactionAt(view);
    report({ messageId: 'advanceWithoutPlan', start: at.start, end: at.end });
  },
});
