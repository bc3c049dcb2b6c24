import { defineRule, type GateAction } from '../core/lint/rule.js';
import { locateData } from '../core/model/yaml-data.js';
import { PACKET_KINDS, dataAt, newestPacket, packetApplied } from '../kinds/loop/model.js';
import { REACTIONS, packetView, reactionAt, text, type Reaction } from '../kinds/loop/packets.js';
import { claimLattice } from '../kinds/loop/claims.js';

/** The reactions that bind each gate action (`promotion` needs `close`; a scheduler stop `close` or `block`). */
function bindingReactions(action: GateAction): readonly Reaction[] {
  if (action === 'promotion') return ['close'];
  if (action === 'scheduler_stop') return ['close', 'block'];
  return (REACTIONS as readonly string[]).includes(action) ? [action] : [];
}

/** Steps that stop, advance or leave the loop: never taken without a packet that binds them. */
const NEEDS_PACKET = new Set<GateAction>(['advance', 'close', 'await_user', 'block', 'promotion', 'scheduler_stop']);
/** Reactions that dispatch a unit; once applied, that unit runs under `continue_execution` / `continue_test` (spec README §6). */
const DISPATCHING = new Set<Reaction>(['advance', 'repair', 'branch', 'continue_execution', 'continue_test']);
const CONTINUE = new Set<GateAction>(['continue_execution', 'continue_test']);

const or = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(' or ');

export default defineRule({
  id: 'gate-action-bound',
  meta: {
    type: 'problem',
    description: 'In `wflint gate` on a loop home, the requested action is the one the newest decision packet binds, or the work of the unit it dispatched',
    severity: 'error',
    fixable: false,
    gateOnly: true,
    crossFile: true,
    kinds: ['loop-control', ...PACKET_KINDS],
    messages: {
      mismatch: 'Unexpected action `{{action}}`, expected `{{reaction}}` (the reaction the newest decision packet binds)',
      notBinding: 'Unexpected action `{{action}}` while the newest decision packet binds `reaction: {{reaction}}`, expected {{expected}}',
      noReaction: 'Unexpected action `{{action}}` while the newest decision packet binds no reaction, expected {{expected}} in `binding_next_action`',
      noPacket: 'Unexpected action `{{action}}` without a decision packet, expected one in `decision_packets/` that binds {{expected}}',
      applied: "Unexpected action `{{action}}` again: the newest packet's `reaction: {{reaction}}` was applied (`{{unit}}` is dispatched), expected a new decision packet after that unit is reviewed",
      notApplied: "Unexpected action `{{action}}` before the newest packet's `reaction: {{reaction}}` is applied, expected `{{reaction}}` first (dispatch `{{unit}}`)",
      promotionCeiling: 'Unexpected promotion from a packet whose claim ceiling is {{ceiling}}, expected `promotion_ready` (a close at a lower ceiling is not a promotion)',
      promotionForbidden: 'Unexpected promotion while `forbidden_claims` names `{{claim}}`, expected the claim allowed by the packet',
    },
  },
  check({ doc, workspace, gateAction, settings, report }) {
    if (!gateAction || doc.loopHome === undefined) return;
    const home = doc.loopHome;
    const newest = newestPacket(workspace, home);
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
    const reaction = view.reaction;
    const applied = packetApplied(workspace, home, doc);
    const unit = text(dataAt(doc.data, ['binding_next_action', 'next_unit_task'])) ?? 'the next unit';
    if (CONTINUE.has(gateAction) && DISPATCHING.has(reaction)) {
      // The unit the packet dispatched runs without a new packet, once the packet is applied.
      if (CONTINUE.has(reaction) || applied) return;
      report({ messageId: 'notApplied', data: { action: gateAction, reaction, unit }, start: at.start, end: at.end });
      return;
    }
    if (!binding.includes(reaction)) {
      if (gateAction === 'promotion' || gateAction === 'scheduler_stop')
        report({ messageId: 'notBinding', data: { action: gateAction, reaction, expected: or(binding.map((r) => `reaction: ${r}`)) }, start: at.start, end: at.end });
      else report({ messageId: 'mismatch', data: { action: gateAction, reaction }, start: at.start, end: at.end });
      return;
    }
    if ((reaction === 'advance' || reaction === 'repair' || reaction === 'branch') && applied) {
      report({ messageId: 'applied', data: { action: gateAction, reaction, unit }, start: at.start, end: at.end });
      return;
    }
    if (gateAction === 'promotion') {
      // Seed 001:949: promotion_ready is its own claim; a closure at a lower ceiling does not make it.
      const lattice = claimLattice(settings);
      const top = lattice.normalise('promotion_ready');
      const ceilings = [text(dataAt(doc.data, ['review_result', 'solid_decision_review', 'claim_ceiling'])), text(dataAt(doc.data, ['binding_next_action', 'claim_ceiling']))];
      const reached = ceilings.map((c) => lattice.normalise(c)).filter((c): c is string => c !== undefined);
      if (top && (reached.length === 0 || reached.some((c) => lattice.compare(c, top) < 0))) {
        const c = view.at(['binding_next_action', 'claim_ceiling']);
        report({ messageId: 'promotionCeiling', data: { ceiling: reached.length ? reached.map((r) => `\`${r}\``).join(' / ') : 'missing' }, start: c.start, end: c.end });
      }
      const forbidden = dataAt(doc.data, ['task_anchor', 'forbidden_claims']);
      if (Array.isArray(forbidden)) {
        forbidden.forEach((f, i) => {
          if (typeof f === 'string' && (/promotion/i.test(f) || lattice.normalise(f) === top)) {
            const c = view.at(['task_anchor', 'forbidden_claims', String(i)]);
            report({ messageId: 'promotionForbidden', data: { claim: f }, start: c.start, end: c.end });
          }
        });
      }
    }
  },
});
