import { defineRule } from '../core/rule.js';
import { MAX_FIX_ROUNDS, formOf, ledgerView, taskEntries, type LedgerEntry } from '../kinds/harness/ledger.js';
import { sameSha } from '../kinds/harness/common.js';

const lineCause = (e: LedgerEntry, message: string) => ({ start: e.line.start, end: e.line.end, message });

export default defineRule({
  id: 'harness-ledger-lifecycle',
  meta: {
    type: 'problem',
    description: "Each task's Ledger lines follow its lifecycle: base first, review before complete, no re-dispatch after complete, parked only after fix round 5",
    severity: 'error',
    fixable: false,
    kinds: ['harness-ledger'],
    messages: {
      beforeBase: 'Unexpected `{{form}}` for `{{task}}` before its `base=` line, expected `{{task}}: base=<sha>` first',
      completeUnreviewed: 'Unexpected `complete` for `{{task}}` without an earlier `reviewed_head=`, expected `{{task}}: reviewed_head=<sha>` before it',
      baseAfterComplete: 'Unexpected `base=` for `{{task}}` after its `complete` line, expected no re-dispatch of a done task',
      parkedEarly: 'Unexpected `parked` for `{{task}}` after {{rounds}} fix round(s), expected it only after fix round 5 (no pre-judging)',
      rangeStart: 'Unexpected commit range start `{{from}}` for `{{task}}`, expected its base `{{base}}`',
      parkedCount: 'Unexpected `{{outcome}}` for `{{task}}` with {{count}} `parked` line(s), expected `{{expected}}`',
    },
  },
  check({ doc, report }) {
    for (const [task, entries] of taskEntries(ledgerView(doc))) {
      let base: LedgerEntry | undefined;
      let complete: LedgerEntry | undefined;
      let reviewed = false;
      let fixRounds = 0;
      let parked = 0;
      let warnedBeforeBase = false;
      for (const e of entries) {
        const at = { start: e.line.start, end: e.line.end };
        if (e.form === 'base') {
          if (complete) report({ messageId: 'baseAfterComplete', data: { task }, ...at, cause: [lineCause(complete, 'Completed here')] });
          base = e;
          reviewed = false;
          parked = 0;
          continue;
        }
        if (!base) {
          if (!warnedBeforeBase) report({ messageId: 'beforeBase', data: { task, form: formOf(e.form).skeleton.replace(/^T<N>: /, '') }, ...at });
          warnedBeforeBase = true;
        }
        switch (e.form) {
          case 'reviewed_head':
            reviewed = true;
            break;
          case 'fix_round':
            fixRounds = Math.max(fixRounds, Number(e.slots.round?.value ?? 0));
            break;
          case 'parked':
            if (fixRounds < MAX_FIX_ROUNDS) report({ messageId: 'parkedEarly', data: { task, rounds: fixRounds }, ...at });
            parked++;
            break;
          case 'complete': {
            if (!reviewed) report({ messageId: 'completeUnreviewed', data: { task }, ...at });
            const from = e.slots.from;
            const baseSha = base?.slots.sha?.value;
            if (from && baseSha && !sameSha(from.value, baseSha)) {
              report({ messageId: 'rangeStart', data: { task, from: from.value, base: baseSha }, start: from.start, end: from.end, cause: [lineCause(base!, 'The task\'s base')] });
            }
            const outcome = e.slots.outcome;
            const said = e.slots.parked ? Number(e.slots.parked.value) : 0;
            if (outcome && said !== parked) {
              const expected = parked === 0 ? 'review clean' : `${parked} parked`;
              report({ messageId: 'parkedCount', data: { task, outcome: outcome.value, count: parked, expected }, start: outcome.start, end: outcome.end });
            }
            complete = e;
            break;
          }
          default:
            break;
        }
      }
    }
  },
});
