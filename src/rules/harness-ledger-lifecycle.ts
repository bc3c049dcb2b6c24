import { defineRule, type Report } from '../core/lint/rule.js';
import { MAX_FIX_ROUNDS, formOf, ledgerView, taskEntries, type FormId, type LedgerEntry } from '../kinds/harness/ledger.js';
import { sameSha } from '../kinds/harness/common.js';

const lineCause = (e: LedgerEntry, message: string) => ({ start: e.line.start, end: e.line.end, message });
const shown = (e: LedgerEntry) => formOf(e.form).skeleton.replace(/^T<N>: /, '');
/** The line as written, without its `T<N>: ` (clipped). */
const written = (e: LedgerEntry) => {
  const chars = [...e.line.text.replace(/^T\d+[ \t]*[:：][ \t]*/, '')];
  return chars.length > 60 ? `${chars.slice(0, 59).join('')}…` : chars.join('');
};

/** Lines that may follow a task's `complete` line: notes about the finished task, not work on it. */
const AFTER_COMPLETE: ReadonlySet<FormId> = new Set(['minor', 'ruled', 'reverted_forbidden']);
/** What marks a timed-out task (004:788: `T<N>: timeout` and BLOCKED/ESCALATE). */
const TIMEOUT_MARKS: ReadonlySet<FormId> = new Set(['blocked', 'breaker_blocked', 'escalate']);
/** A fix round from which a new implementer works (004:574-577: rounds 4-5). */
const NEW_IMPLEMENTER_ROUND = 4;

export default defineRule({
  id: 'harness-ledger-lifecycle',
  meta: {
    type: 'problem',
    description: "Each task's Ledger lines follow its lifecycle: base first, a review before complete and before each fix round, one complete and nothing after it, parked only after fix round 5",
    severity: 'error',
    fixable: false,
    kinds: ['harness-ledger'],
    messages: {
      beforeBase: 'Unexpected `{{form}}` for `{{task}}` before its `base=` line, expected `{{task}}: base=<sha>` first',
      completeUnreviewed: 'Unexpected `complete` for `{{task}}` without an earlier `reviewed_head=`, expected `{{task}}: reviewed_head=<sha>` before it',
      baseAfterComplete: 'Unexpected `base=` for `{{task}}` after its `complete` line, expected no re-dispatch of a done task',
      afterComplete: 'Unexpected `{{form}}` for `{{task}}` after its `complete` line, expected the task to stay done (no fix round, review or second `complete` after it)',
      parkedEarly: 'Unexpected `parked` for `{{task}}` after {{rounds}} fix round(s), expected it only after fix round 5 (no pre-judging)',
      rangeStart: 'Unexpected commit range start `{{from}}` for `{{task}}`, expected its base `{{base}}`',
      rangeEnd: 'Unexpected commit range end `{{to}}` for `{{task}}`, expected the reviewed head `{{head}}`',
      parkedCount: 'Unexpected `{{outcome}}` for `{{task}}` with {{count}} `parked` line(s), expected `{{expected}}`',
      fixUnreviewed: 'Unexpected `fix round {{round}}/5` for `{{task}}` without a `reviewed_head=` since {{since}}, expected `{{task}}: reviewed_head=<sha>` before the fix loop goes on',
      reviewedNotFixHead: "Unexpected `reviewed_head={{sha}}` for `{{task}}` after fix round {{round}}, expected the fix round's HEAD `{{head}}` (the re-review saw it)",
      timeoutUnmarked: 'Unexpected `timeout` for `{{task}}` without a `blocked (…)` or `escalate (…)` line after it, expected the task marked BLOCKED/ESCALATE',
      revertBeforeBase:
        'Unexpected `reverted to {{sha}}` for `{{task}}`, a commit older than `initial_base` `{{base}}`, expected a revert only of commits this run made (never reset to before `initial_base`)',
      revertBeforeTaskBase:
        "Unexpected `reverted to {{sha}}` for `{{task}}`, a commit older than its `base={{base}}`, expected the rollback limited to the task's own `BASE..HEAD` (earlier tasks' work stays)",
      sameSession: 'Unexpected `fix round 4/5` for `{{task}}` without a new `session=` line since round 3, expected a new implementer from round 4 (`{{task}}: session=<ref>`)',
    },
  },
  check({ doc, workspace, report }) {
    const view = ledgerView(doc);
    // 004:833 回滚仅限本运行产生的提交，绝不 reset 到早于 initial_base: a revert target is initial_base or after it.
    const initial = view.meta.find((m) => m.key === 'initial_base')?.value;
    const git = workspace.git;
    // 004:831 回滚限定在本任务 BASE..HEAD（BASE 从 Ledger `T<N>: base=` 读取）: nor before the task's own base.
    if (git?.isAncestor) {
      for (const [task, entries] of taskEntries(view)) {
        let base: string | undefined;
        for (const e of entries) {
          if (e.form === 'base') base = e.slots.sha?.value;
          const sha = e.form === 'reverted_to' ? e.slots.sha : undefined;
          if (!sha) continue;
          if (initial && git.isAncestor(initial, sha.value) === false) report({ messageId: 'revertBeforeBase', data: { sha: sha.value, task, base: initial }, start: sha.start, end: sha.end });
          else if (base && git.isAncestor(base, sha.value) === false) report({ messageId: 'revertBeforeTaskBase', data: { sha: sha.value, task, base }, start: sha.start, end: sha.end });
        }
      }
    }
    // A `parked` line written in no form is still a parked finding (harness-ledger-grammar reports its form).
    const misparked = new Map<string, number>();
    for (const u of view.unknown) {
      const t = /^T(\d+)/.exec(u.line.text);
      if (t && u.closest?.id === 'parked') misparked.set(`T${Number(t[1])}`, (misparked.get(`T${Number(t[1])}`) ?? 0) + 1);
    }
    for (const [task, entries] of taskEntries(view)) checkTask(task, entries, report, misparked.get(task) ?? 0);
  },
});

function checkTask(task: string, entries: readonly LedgerEntry[], report: (r: Report) => void, misparked: number): void {
  let base: LedgerEntry | undefined;
  let complete: LedgerEntry | undefined;
  let reviewed: LedgerEntry | undefined;
  let reviewedSince = false;
  let lastFix: LedgerEntry | undefined;
  let fixRounds = 0;
  let parked = 0;
  let sessionSinceRound3 = false;
  let warnedBeforeBase = false;
  entries.forEach((e, i) => {
    const at = { start: e.line.start, end: e.line.end };
    const next = entries[i + 1];
    if (complete) {
      if (e.form === 'base') {
        report({ messageId: 'baseAfterComplete', data: { task }, ...at, cause: [lineCause(complete, 'Completed here')] });
        complete = undefined;
      } else {
        // The seed's own example writes `complete` and then the `reviewed_head=` of that review (004:322-323).
        if (!AFTER_COMPLETE.has(e.form) && !(e.form === 'reviewed_head' && entries[i - 1] === complete))
          report({ messageId: 'afterComplete', data: { task, form: written(e) }, ...at, cause: [lineCause(complete, 'Completed here')] });
        return;
      }
    }
    if (e.form === 'base') {
      base = e;
      reviewed = undefined;
      reviewedSince = false;
      lastFix = undefined;
      fixRounds = 0;
      parked = 0;
      sessionSinceRound3 = false;
      return;
    }
    if (!base) {
      if (!warnedBeforeBase) report({ messageId: 'beforeBase', data: { task, form: shown(e) }, ...at });
      warnedBeforeBase = true;
    }
    switch (e.form) {
      case 'session':
        if (fixRounds >= NEW_IMPLEMENTER_ROUND - 1) sessionSinceRound3 = true;
        break;
      case 'implementer_done':
      case 'implementer_concerns':
        reviewedSince = false;
        break;
      case 'reviewed_head': {
        const sha = e.slots.sha?.value;
        const to = lastFix?.slots.to?.value;
        if (lastFix && !reviewedSince && sha && to && !sameSha(sha, to)) {
          report({
            messageId: 'reviewedNotFixHead',
            data: { task, sha, round: lastFix.slots.round?.value ?? '?', head: to },
            start: e.slots.sha!.start,
            end: e.slots.sha!.end,
            cause: [lineCause(lastFix, 'The fix round')],
          });
        }
        reviewed = e;
        reviewedSince = true;
        break;
      }
      case 'fix_round': {
        const round = Number(e.slots.round?.value ?? 0);
        if (!reviewedSince) report({ messageId: 'fixUnreviewed', data: { task, round, since: lastFix ? `fix round ${lastFix.slots.round?.value ?? '?'}` : 'the implementer returned' }, ...at });
        if (round === NEW_IMPLEMENTER_ROUND && fixRounds === NEW_IMPLEMENTER_ROUND - 1 && !sessionSinceRound3) report({ messageId: 'sameSession', data: { task }, ...at });
        fixRounds = Math.max(fixRounds, round);
        lastFix = e;
        reviewedSince = false;
        break;
      }
      case 'parked':
        if (fixRounds < MAX_FIX_ROUNDS) report({ messageId: 'parkedEarly', data: { task, rounds: fixRounds }, ...at });
        parked++;
        break;
      case 'timeout':
        if (!next || !TIMEOUT_MARKS.has(next.form)) report({ messageId: 'timeoutUnmarked', data: { task }, ...at });
        break;
      case 'complete': {
        // A review before it, or (the seed's example order) the reviewed head written right after it.
        const after = next?.form === 'reviewed_head' ? next : undefined;
        const review = reviewed ?? after;
        if (!review) report({ messageId: 'completeUnreviewed', data: { task }, ...at });
        const from = e.slots.from;
        const to = e.slots.to;
        const baseSha = base?.slots.sha?.value;
        if (from && baseSha && !sameSha(from.value, baseSha)) {
          report({ messageId: 'rangeStart', data: { task, from: from.value, base: baseSha }, start: from.start, end: from.end, cause: [lineCause(base!, "The task's base")] });
        }
        const head = (reviewed && reviewedSince ? reviewed : (after ?? reviewed))?.slots.sha?.value;
        if (to && head && !sameSha(to.value, head))
          report({
            messageId: 'rangeEnd',
            data: { task, to: to.value, head },
            start: to.start,
            end: to.end,
            cause: [lineCause((reviewed && reviewedSince ? reviewed : (after ?? reviewed))!, 'The reviewed head')],
          });
        const outcome = e.slots.outcome;
        const said = e.slots.parked ? Number(e.slots.parked.value) : 0;
        if (outcome && said !== parked && said !== parked + misparked) {
          const expected = parked === 0 ? 'review clean' : `${parked} parked`;
          report({ messageId: 'parkedCount', data: { task, outcome: outcome.value, count: parked, expected }, start: outcome.start, end: outcome.end });
        }
        complete = e;
        break;
      }
      default:
        break;
    }
  });
}
