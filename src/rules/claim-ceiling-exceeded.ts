import { defineRule } from '../core/lint/rule.js';
import type { RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { LOOP_CLAIM_KINDS, ceilings, claimLattice, documentClaims, exceeds, forbiddenLevel, governingCeiling, ownCeiling, type Ceiling, type ClaimLattice } from '../kinds/loop/claims.js';
import { isPacketDoc } from '../kinds/loop/model.js';
import { packetView } from '../kinds/loop/packets.js';

const PACKET_CEILINGS = new Set(['binding_next_action.claim_ceiling', 'review_result.solid_decision_review.claim_ceiling']);

/**
 * A packet's own ceilings against what the packet itself says (seed 001:591 `forbidden_claims`;
 * 001:9, 001:46, 001:942: a task with a blocked or open requirement is not complete as a whole):
 * no ceiling at or above a level its `forbidden_claims` forbid; no ceiling above `stage_complete`
 * while a requirement is blocked or deferred (or, for the solid-decision ceiling, what the evidence
 * supports now, still unmet or partial).
 */
function packetCeilings(doc: WfDocument, lattice: ClaimLattice, report: RuleContext['report']): void {
  const view = packetView(doc);
  const own = ceilings(doc, lattice).filter((c) => c.value !== undefined && PACKET_CEILINGS.has(c.path.join('.')));
  if (own.length === 0) return;
  const forbidden = view.forbiddenClaims.flatMap((f) => {
    const level = forbiddenLevel(lattice, f.text);
    return level ? [{ ...f, level }] : [];
  });
  const cap = lattice.normalise('stage_complete');
  const stopped = [...view.blocked, ...view.deferred];
  const open = [...view.unmet, ...view.partial].filter((r) => !stopped.some((b) => b.id === r.id));
  for (const c of own) {
    const hit = forbidden.find((f) => !exceeds(lattice, f.level, c.value!));
    if (hit) {
      report({
        messageId: 'forbiddenCeiling',
        data: { value: c.raw, level: hit.level, claim: hit.text },
        start: c.start,
        end: c.end,
        cause: [{ start: hit.start, end: hit.end, message: '`forbidden_claims`' }],
      });
      continue;
    }
    if (!cap || !exceeds(lattice, c.value!, cap)) continue;
    const solid = c.path[0] === 'review_result';
    const pending = solid ? [...stopped, ...open] : stopped;
    if (pending.length === 0) continue;
    const ids = [...new Set(pending.map((r) => r.id))];
    report({
      messageId: 'openRequirements',
      data: { value: c.raw, ids: ids.map((id) => `\`${id}\``).join(', '), are: ids.length > 1 ? 'are' : 'is', cap },
      start: c.start,
      end: c.end,
      cause: pending.map((r) => ({ start: r.start, end: r.end, message: 'Not satisfied' })),
    });
  }
}

export default defineRule({
  id: 'claim-ceiling-exceeded',
  meta: {
    type: 'problem',
    description: 'A document claims no more than its own claim ceiling and the ceiling of the task card or decision packet that governs it',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: LOOP_CLAIM_KINDS,
    messages: {
      claim: 'Unexpected claim `{{claim}}` ({{source}}), expected at most `{{ceiling}}` ({{owner}})',
      ceiling: 'Unexpected claim ceiling `{{value}}`, expected at most `{{ceiling}}` ({{owner}})',
      forbiddenCeiling: 'Unexpected claim ceiling `{{value}}`, expected below `{{level}}` (`forbidden_claims` forbids `{{claim}}`)',
      openRequirements: 'Unexpected claim ceiling `{{value}}` while {{ids}} {{are}} not satisfied, expected at most `{{cap}}` (the whole task is not complete)',
    },
  },
  check({ doc, workspace, settings, report }) {
    const lattice = claimLattice(settings);
    const own = ownCeiling(doc, lattice);
    const governing = governingCeiling(doc, workspace, lattice);
    const words = (c: Ceiling) => (c.freeText ? `, read from \`${c.raw}\`` : '');
    const ownLabel = (c: Ceiling) => `\`${c.path.join('.')}\` of this document${words(c)}`;
    const govLabel = governing ? `\`claim_ceiling\` of \`${governing.label}\`${words(governing.ceiling)}` : '';
    const cause = (c: Ceiling, message: string) => [{ relPath: c.relPath, start: c.start, end: c.end, message }];

    // Ceilings under a higher ceiling: a receipt under its task card, a round review under its
    // packet. A packet's `binding_next_action.claim_ceiling` (what the next unit may claim) is not
    // bounded by its solid-decision ceiling (what the evidence so far supports): seed 001:617 and
    // 001:626 are two fields, and the next unit may produce the evidence.
    if (governing && doc.kind.id !== 'loop-decision-packet') {
      for (const c of ceilings(doc, lattice)) {
        if (c.value && exceeds(lattice, c.value, governing.ceiling.value!)) {
          report({
            messageId: 'ceiling',
            data: { value: c.raw, ceiling: governing.ceiling.value!, owner: govLabel },
            start: c.start,
            end: c.end,
            cause: cause(governing.ceiling, 'Governing claim ceiling'),
          });
        }
      }
    }

    if (isPacketDoc(doc)) packetCeilings(doc, lattice, report);

    for (const claim of documentClaims(doc, lattice)) {
      // The tightest ceiling that applies; a document's own ceiling wins a tie (it is the one to edit).
      let limit: { ceiling: Ceiling; owner: string } | undefined = own ? { ceiling: own, owner: ownLabel(own) } : undefined;
      if (governing && (!limit || exceeds(lattice, limit.ceiling.value!, governing.ceiling.value!))) limit = { ceiling: governing.ceiling, owner: govLabel };
      if (!limit || !exceeds(lattice, claim.value, limit.ceiling.value!)) continue;
      report({
        messageId: 'claim',
        data: { claim: claim.value, source: claim.source, ceiling: limit.ceiling.value!, owner: limit.owner },
        start: claim.start,
        end: claim.end,
        cause: cause(limit.ceiling, 'Claim ceiling'),
      });
    }
  },
});
