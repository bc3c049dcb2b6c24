import { PACKET_KINDS, isPacketDoc } from '../kinds/loop/model.js';
import { defineRule } from '../core/lint/rule.js';
import { claimLattice } from '../kinds/loop/claims.js';
import { packetView } from '../kinds/loop/packets.js';

const CEILINGS = [
  ['binding_next_action', 'claim_ceiling'],
  ['review_result', 'solid_decision_review', 'claim_ceiling'],
] as const;

export default defineRule({
  id: 'decision-packet-missing-evidence',
  meta: {
    type: 'problem',
    description: 'While evidence is missing, the requirements it concerns are not satisfied and the claim ceiling stays below `stage_complete`',
    severity: 'error',
    fixable: false,
    kinds: PACKET_KINDS,
    messages: {
      satisfied: 'Unexpected satisfied requirement `{{id}}` with missing evidence, expected it in `partial_requirements` or `unmet_requirements` until the evidence exists',
      ceiling: 'Unexpected claim ceiling `{{value}}` with missing evidence, expected one below `{{limit}}`',
    },
  },
  check({ doc, settings, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (view.missingEvidence.length === 0) return;
    for (const req of view.satisfied) {
      const missing = view.missingEvidence.find((m) => m.requirementIds.includes(req.id));
      if (missing) report({ messageId: 'satisfied', data: { id: req.id }, start: req.start, end: req.end, cause: [{ start: missing.start, end: missing.end, message: 'Missing evidence' }] });
    }
    const lattice = claimLattice(settings);
    const limit = lattice.normalise('stage_complete');
    if (!limit) return;
    // Evidence missing for a requirement the packet accounts for (blocked, deferred, superseded:
    // seed 001:635) does not lower the stage the rest reached; any other missing evidence does.
    const accounted = new Set([...view.blocked, ...view.deferred, ...view.superseded].map((r) => r.id));
    const first = view.missingEvidence.find((m) => m.requirementIds.length === 0 || m.requirementIds.some((id) => !accounted.has(id)));
    if (!first) return;
    for (const path of CEILINGS) {
      const raw = path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc.data);
      const value = lattice.normalise(raw);
      if (!value || lattice.compare(value, limit) < 0) continue;
      const at = view.at([...path]);
      report({ messageId: 'ceiling', data: { value: String(raw), limit }, start: at.start, end: at.end, cause: [{ start: first.start, end: first.end, message: 'Missing evidence' }] });
    }
  },
});
