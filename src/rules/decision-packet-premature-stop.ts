import { PACKET_KINDS, isPacketDoc } from '../kinds/loop/model.js';
import { defineRule, type Cause } from '../core/lint/rule.js';
import { packetView, reactionAt, WORK_REACTIONS } from '../kinds/loop/packets.js';

const STOPS = new Set(['await_user', 'block', 'close']);
const WORK = WORK_REACTIONS.map((r) => `\`${r}\``).join(', ');

export default defineRule({
  id: 'decision-packet-premature-stop',
  meta: {
    type: 'problem',
    description: 'A packet does not wait, block or close while allowed work remains (a next unit, or a partial requirement that is not blocked)',
    severity: 'error',
    fixable: false,
    kinds: PACKET_KINDS,
    messages: {
      premature: 'Unexpected `reaction: {{reaction}}` while allowed work remains ({{why}}), expected one of {{work}}',
    },
  },
  check({ doc, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (!view.reaction || !STOPS.has(view.reaction)) return;
    const reasons: string[] = [];
    const cause: Cause[] = [];
    if (view.nextUnitTask) {
      reasons.push(`next unit \`${view.nextUnitTask}\``);
      const at = view.at(['binding_next_action', 'next_unit_task']);
      cause.push({ start: at.start, end: at.end, message: '`next_unit_task`' });
    }
    const blocked = new Set(view.blocked.map((r) => r.id));
    const open = view.partial.filter((r) => !blocked.has(r.id));
    if (open.length > 0) {
      reasons.push(`partial requirement${open.length > 1 ? 's' : ''} ${open.map((r) => `\`${r.id}\``).join(', ')} not blocked`);
      for (const r of open) cause.push({ start: r.start, end: r.end, message: 'Partial requirement' });
    }
    if (reasons.length === 0) return;
    const at = reactionAt(view);
    report({ messageId: 'premature', data: { reaction: view.reaction, why: reasons.join('; '), work: WORK }, start: at.start, end: at.end, cause, expected: [...WORK_REACTIONS] });
  },
});
