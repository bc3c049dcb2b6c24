import { PACKET_KINDS, isPacketDoc } from '../kinds/loop/model.js';
import { defineRule } from '../core/rule.js';
import { packetView, reactionAt } from '../kinds/loop/packets.js';

export default defineRule({
  id: 'decision-packet-read-compliance',
  meta: {
    type: 'problem',
    description: 'A packet binds `advance` or `close` only after a passed read-compliance review (or one judged not applicable, with a reason)',
    severity: 'error',
    fixable: false,
    kinds: PACKET_KINDS,
    messages: {
      missing: 'Unexpected `reaction: {{reaction}}` without a `read_compliance_review`, expected a `pass` review (or `not_applicable` with a `reason`)',
      noVerdict: 'Unexpected `reaction: {{reaction}}` with a read-compliance review that states no verdict, expected `verdict: pass` (or `not_applicable` with a `reason`)',
      failed: 'Unexpected `reaction: {{reaction}}` with read-compliance verdict `{{verdict}}`, expected `pass` (repair the read contract or rerun the unit first)',
      noReason: 'Unexpected `reaction: {{reaction}}` with a `not_applicable` read-compliance review without a `reason`, expected the reason the reads do not apply',
    },
  },
  check({ doc, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (view.reaction !== 'advance' && view.reaction !== 'close') return;
    const rc = view.readCompliance;
    if (rc.verdict === 'pass' || (rc.verdict === 'not_applicable' && rc.reason)) return;
    const at = reactionAt(view);
    const data = { reaction: view.reaction };
    const cause = rc.present ? [{ start: rc.start, end: rc.end, message: '`read_compliance_review`' }] : [];
    if (!rc.present) report({ messageId: 'missing', data, start: at.start, end: at.end });
    else if (rc.verdict === 'not_applicable') report({ messageId: 'noReason', data, start: at.start, end: at.end, cause });
    else if (rc.verdict) report({ messageId: 'failed', data: { ...data, verdict: rc.verdict }, start: at.start, end: at.end, cause });
    else report({ messageId: 'noVerdict', data, start: at.start, end: at.end, cause });
  },
});
