import { defineRule, type GateAction } from '../core/rule.js';
import { locateData } from '../core/yaml-data.js';
import { newestPacket } from '../kinds/loop/model.js';
import { REACTIONS, packetView, reactionAt, type Reaction } from '../kinds/loop/packets.js';

/** The reactions that bind each gate action (`promotion` needs `close`; a scheduler stop `close` or `block`). */
function bindingReactions(action: GateAction): readonly Reaction[] {
  if (action === 'promotion') return ['close'];
  if (action === 'scheduler_stop') return ['close', 'block'];
  return (REACTIONS as readonly string[]).includes(action) ? [action] : [];
}

/** Steps that stop, advance or leave the loop: never taken without a packet that binds them. */
const NEEDS_PACKET = new Set<GateAction>(['advance', 'close', 'await_user', 'block', 'promotion', 'scheduler_stop']);

const or = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(' or ');

export default defineRule({
  id: 'gate-action-bound',
  meta: {
    type: 'problem',
    description: 'In `wflint gate` on a loop home, the requested action is the one the newest decision packet binds',
    severity: 'error',
    fixable: false,
    gateOnly: true,
    crossFile: true,
    kinds: ['loop-control', 'loop-decision-packet', 'loop-round-review', 'loop-factpack'],
    messages: {
      mismatch: 'Unexpected action `{{action}}`, expected `{{reaction}}` (the reaction the newest decision packet binds)',
      notBinding: 'Unexpected action `{{action}}` while the newest decision packet binds `reaction: {{reaction}}`, expected {{expected}}',
      noReaction: 'Unexpected action `{{action}}` while the newest decision packet binds no reaction, expected {{expected}} in `binding_next_action`',
      noPacket: 'Unexpected action `{{action}}` without a decision packet, expected one in `decision_packets/` that binds {{expected}}',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    if (!gateAction || doc.loopHome === undefined) return;
    const newest = newestPacket(workspace, doc.loopHome);
    const binding = bindingReactions(gateAction);
    if (doc.kind.id === 'loop-control') {
      if (newest || !NEEDS_PACKET.has(gateAction)) return;
      const at = locateData(doc.yaml, ['loop_home'], 'key') ?? { start: 0, end: 0 };
      report({ messageId: 'noPacket', data: { action: gateAction, expected: or(binding.map((r) => `reaction: ${r}`)) }, start: at.start, end: at.end });
      return;
    }
    if (newest !== doc) return;
    const view = packetView(doc);
    const at = reactionAt(view);
    if (!view.reaction) {
      if (NEEDS_PACKET.has(gateAction)) report({ messageId: 'noReaction', data: { action: gateAction, expected: or(binding.map((r) => `reaction: ${r}`)) }, start: at.start, end: at.end });
      return;
    }
    if (binding.includes(view.reaction)) return;
    if (gateAction === 'promotion' || gateAction === 'scheduler_stop') {
      report({ messageId: 'notBinding', data: { action: gateAction, reaction: view.reaction, expected: or(binding.map((r) => `reaction: ${r}`)) }, start: at.start, end: at.end });
    } else {
      report({ messageId: 'mismatch', data: { action: gateAction, reaction: view.reaction }, start: at.start, end: at.end });
    }
  },
});
