import { defineRule } from '../core/rule.js';
import { packetView, reactionAt } from '../kinds/loop/packets.js';

/** Status words that say the sources are out of step even when all three agree on them. */
const CONFLICT = new Set(['conflict', 'conflicting', 'inconsistent', 'stale', 'mismatch', 'disagree', 'out_of_sync']);

function norm(value: string): string {
  return value.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

export default defineRule({
  id: 'decision-packet-state-consistency',
  meta: {
    type: 'problem',
    description: 'When `requirements_md_status`, `ledger_status` and `phases_status` disagree, closure is not allowed and the packet does not close',
    severity: 'error',
    fixable: false,
    kinds: ['loop-decision-packet'],
    messages: {
      closureAllowed: 'Unexpected `closure_allowed: true` while the state sources disagree ({{statuses}}), expected `closure_allowed: false`',
      close: 'Unexpected `reaction: close` while the state sources disagree ({{statuses}}), expected a reaction that reconciles them first',
    },
  },
  check({ doc, report }) {
    const view = packetView(doc);
    const values = new Set(view.statuses.map((s) => norm(s.value)));
    const disagree = values.size > 1 || [...values].some((v) => CONFLICT.has(v));
    if (!disagree) return;
    const statuses = view.statuses.map((s) => `\`${s.key}: ${s.value}\``).join(', ');
    const cause = view.statuses.map((s) => ({ start: s.start, end: s.end, message: `\`${s.key}\`` }));
    if (view.closureAllowed === true) {
      const at = view.at(['state_consistency', 'closure_allowed']);
      report({ messageId: 'closureAllowed', data: { statuses }, start: at.start, end: at.end, cause });
    }
    if (view.reaction === 'close') {
      const at = reactionAt(view);
      report({ messageId: 'close', data: { statuses }, start: at.start, end: at.end, cause });
    }
  },
});
