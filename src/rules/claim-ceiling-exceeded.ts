import { defineRule } from '../core/lint/rule.js';
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
