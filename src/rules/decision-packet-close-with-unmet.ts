import { defineRule } from '../core/lint/rule.js';
import { isPacketDoc, loopPathExists, PACKET_KINDS } from '../kinds/loop/model.js';
import { packetView, reactionAt } from '../kinds/loop/packets.js';

export default defineRule({
  id: 'decision-packet-close-with-unmet',
  meta: {
    type: 'problem',
    description: 'A packet that closes has no unmet requirement left unaccounted for (blocked, deferred to a unit or backlog, or superseded)',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: PACKET_KINDS,
    messages: {
      unmet:
        'Unexpected unmet requirement `{{id}}` with `reaction: close`, expected it in `blocked_requirements`, deferred with a `next_unit` or `backlog_id`, or superseded by a recorded requirements delta',
      deferredNowhere: 'Unexpected deferral of unmet requirement `{{id}}` without `next_unit` or `backlog_id`, expected one of them before `reaction: close`',
      supersededUnrecorded: 'Unexpected supersession of unmet requirement `{{id}}` without a recorded delta, expected `superseded_by` and an existing `delta_path`',
    },
  },
  check({ doc, workspace, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (view.reaction !== 'close') return;
    const reaction = reactionAt(view);
    const cause = [{ start: reaction.start, end: reaction.end, message: '`reaction: close`' }];
    const blocked = new Set(view.blocked.map((r) => r.id));
    for (const req of view.unmet) {
      if (blocked.has(req.id)) continue;
      const deferrals = view.deferred.filter((d) => d.id === req.id);
      if (deferrals.some((d) => d.nextUnit || d.backlogId)) continue;
      const supersessions = view.superseded.filter((s) => s.id === req.id);
      if (supersessions.some((s) => s.supersededBy && s.deltaPath && doc.loopHome !== undefined && loopPathExists(workspace, doc.loopHome, s.deltaPath))) continue;
      const at = { start: req.start, end: req.end };
      if (deferrals.length > 0) {
        report({ messageId: 'deferredNowhere', data: { id: req.id }, ...at, cause: [...cause, { start: deferrals[0]!.start, end: deferrals[0]!.end, message: 'Deferral' }] });
      } else if (supersessions.length > 0) {
        report({ messageId: 'supersededUnrecorded', data: { id: req.id }, ...at, cause: [...cause, { start: supersessions[0]!.start, end: supersessions[0]!.end, message: 'Supersession' }] });
      } else {
        report({ messageId: 'unmet', data: { id: req.id }, ...at, cause });
      }
    }
  },
});
