import { defineRule } from '../core/lint/rule.js';
import { locateData } from '../core/model/yaml-data.js';
import { isPacketDoc, loopPathExists, PACKET_KINDS } from '../kinds/loop/model.js';
import { packetView, reactionAt } from '../kinds/loop/packets.js';

const NEEDS_REVIEW = new Set(['advance', 'close', 'await_user', 'block']);
const FIELDS = [
  ['path', 'artifact'],
  ['weakest_evidence_class', 'weakestEvidenceClass'],
  ['claim_ceiling', 'claimCeiling'],
] as const;

export default defineRule({
  id: 'decision-packet-solid-decision',
  meta: {
    type: 'problem',
    description: 'A packet that advances, closes, waits or blocks consumes a solid-decision review with its path, weakest evidence class and claim ceiling',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: PACKET_KINDS,
    messages: {
      missing: 'Unexpected `reaction: {{reaction}}` without `review_result.solid_decision_review`, expected its `path`, `weakest_evidence_class` and `claim_ceiling`',
      missingField: 'Unexpected `solid_decision_review` without `{{field}}`, expected it for `reaction: {{reaction}}`',
      noFile: 'Unexpected solid-decision review path `{{path}}`, expected an existing file',
    },
  },
  check({ doc, workspace, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (!view.reaction || !NEEDS_REVIEW.has(view.reaction)) return;
    const sd = view.solidDecision;
    const reaction = reactionAt(view);
    const cause = [{ start: reaction.start, end: reaction.end, message: `\`reaction: ${view.reaction}\`` }];
    if (!sd.present) {
      report({ messageId: 'missing', data: { reaction: view.reaction }, start: reaction.start, end: reaction.end });
      return;
    }
    const keyAt = locateData(doc.yaml, ['review_result', 'solid_decision_review'], 'key') ?? reaction;
    for (const [field, prop] of FIELDS) {
      if (!sd[prop]) report({ messageId: 'missingField', data: { field, reaction: view.reaction }, start: keyAt.start, end: keyAt.end, cause });
    }
    if (sd.artifact && !(doc.loopHome !== undefined && loopPathExists(workspace, doc.loopHome, sd.artifact))) {
      const at = view.at(['review_result', 'solid_decision_review', 'path']);
      report({ messageId: 'noFile', data: { path: sd.artifact }, start: at.start, end: at.end, cause });
    }
  },
});
