import { defineRule } from '../core/rule.js';
import { LOOP_CLAIM_KINDS, ceilings, claimLattice, documentClaims, exceeds, governingCeiling, ownCeiling, type Ceiling } from '../kinds/loop/claims.js';

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
    },
  },
  check({ doc, workspace, settings, report }) {
    const lattice = claimLattice(settings);
    const own = ownCeiling(doc, lattice);
    const governing = governingCeiling(doc, workspace, lattice);
    const ownLabel = (c: Ceiling) => `\`${c.path.join('.')}\` of this document`;
    const govLabel = governing ? `\`claim_ceiling\` of \`${governing.label}\`` : '';
    const cause = (c: Ceiling, message: string) => [{ relPath: c.relPath, start: c.start, end: c.end, message }];

    // Ceilings under a higher ceiling: the packet's binding action under its solid-decision review,
    // a receipt under its task card, a round review under its packet.
    if (doc.kind.id === 'loop-decision-packet') {
      const all = ceilings(doc, lattice);
      const binding = all.find((c) => c.value && c.path.join('.') === 'binding_next_action.claim_ceiling');
      const solid = all.find((c) => c.value && c.path.join('.') === 'review_result.solid_decision_review.claim_ceiling');
      if (binding && solid && exceeds(lattice, binding.value!, solid.value!)) {
        report({ messageId: 'ceiling', data: { value: binding.raw, ceiling: solid.value!, owner: ownLabel(solid) }, start: binding.start, end: binding.end, cause: cause(solid, 'Solid-decision claim ceiling') });
      }
    } else if (governing) {
      for (const c of ceilings(doc, lattice)) {
        if (c.value && exceeds(lattice, c.value, governing.ceiling.value!)) {
          report({ messageId: 'ceiling', data: { value: c.raw, ceiling: governing.ceiling.value!, owner: govLabel }, start: c.start, end: c.end, cause: cause(governing.ceiling, 'Governing claim ceiling') });
        }
      }
    }

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
