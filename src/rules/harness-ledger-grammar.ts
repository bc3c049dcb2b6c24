import { defineRule } from '../core/lint/rule.js';
import { MAX_FIX_ROUNDS, MAX_REPLAN_ROUNDS, formOf, ledgerView } from '../kinds/harness/ledger.js';
import { SHA } from '../kinds/harness/common.js';

function clip(text: string): string {
  const chars = [...text];
  return chars.length > 72 ? `${chars.slice(0, 71).join('')}…` : text;
}

export default defineRule({
  id: 'harness-ledger-grammar',
  meta: {
    type: 'problem',
    description: 'Every Ledger entry line matches a known Ledger form of seed 004',
    severity: 'error',
    fixable: false,
    kinds: ['harness-ledger'],
    ownsData: { 'harness-ledger': ['/entries'] },
    messages: {
      unknown: 'Unexpected Ledger line `{{line}}`, expected a known Ledger form (closest: `{{form}}`)',
      unknownFree: 'Unexpected Ledger line `{{line}}`, expected a Ledger form of seed 004 such as `T<N>: base=<sha>` or `T<N>: blocked (<reason>)`',
      sha: 'Unexpected SHA `{{value}}` in `{{form}}`, expected a 7-character short SHA (or the full 40 characters)',
      limit: 'Unexpected round limit `/{{of}}` in `{{round}}`, expected `/{{limit}}`',
    },
  },
  check({ doc, report }) {
    const view = ledgerView(doc);
    for (const u of view.unknown) {
      const at = { start: u.line.start, end: u.line.end };
      if (u.closest) report({ messageId: 'unknown', data: { line: clip(u.line.text), form: u.closest.skeleton }, ...at, expected: [u.closest.skeleton] });
      else report({ messageId: 'unknownFree', data: { line: clip(u.line.text) }, ...at });
    }
    for (const e of view.entries) {
      const form = formOf(e.form).skeleton;
      for (const slot of Object.values(e.slots)) {
        if (slot.type === 'sha' && !SHA.test(slot.value)) report({ messageId: 'sha', data: { value: slot.value, form }, start: slot.start, end: slot.end });
      }
      const of = e.slots.of;
      if (of) {
        const limit = e.form === 'replan' ? MAX_REPLAN_ROUNDS : MAX_FIX_ROUNDS;
        const round = `${e.task ? `${e.task}: fix round` : 'replan round'} ${e.slots.round?.value ?? '?'}/${of.value}`;
        if (Number(of.value) !== limit) report({ messageId: 'limit', data: { of: of.value, limit, round }, start: of.start, end: of.end });
      }
    }
  },
});
