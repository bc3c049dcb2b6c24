import { defineRule, type Report } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { needsFixes, reviewView } from '../kinds/harness/review.js';
import { sameSha, sessionDir } from '../kinds/harness/common.js';
import { isArchived, ledgerHead, replayLedger } from '../kinds/harness/session.js';

/** Words that say a check failed (`失败`, `6/7 passing` is read separately). */
const FAILED = /失败|未通过|不通过|没通过|\bfail(?:ed|s|ing|ure)?\b|❌|✗/i;
const PASSED = /通过|\bpass(?:ed|es|ing)?\b|✅|✓|\bok\b|成功/i;
/** `6/7 passing`, `6/7 通过`: fewer passed than ran (read around each `/`, linearly). */
function partial(text: string): boolean {
  for (let i = text.indexOf('/'); i !== -1; i = text.indexOf('/', i + 1)) {
    let a = i;
    while (a > 0 && text[a - 1] === ' ') a--;
    let s = a;
    while (s > 0 && /\d/.test(text[s - 1]!)) s--;
    let b = i + 1;
    while (b < text.length && text[b] === ' ') b++;
    let e = b;
    while (e < text.length && /\d/.test(text[e]!)) e++;
    if (s === a || e === b) continue;
    const after = text.slice(e).trimStart().toLowerCase();
    if ((after.startsWith('passing') || after.startsWith('passed') || after.startsWith('通过')) && Number(text.slice(s, a)) < Number(text.slice(b, e))) return true;
  }
  return false;
}

/** A count of no failures: `0 failed`, `0 failures`, `# fail 0` (TAP, what `node --test` prints), `failed: 0`, `0 个失败`, `失败 0`. */
const NO_FAILURES =
  /\b0\s+(?:failed|failures?|fails?|failing)\b|\bno\s+failures?\b|\bfail(?:ed|ures?|s|ing)?[ \t]*(?:[:：=][ \t]*)?0(?![\d.])|0[ \t]*个?失败|失败[ \t]*(?:[:：][ \t]*)?(?:0(?![\d.])|无)|(?:无|没有|零)(?:任何)?失败/gi;

/** What the `整体验收结果` lines say: passed, failed, or nothing a reader can tell. */
function acceptanceOutcome(lines: readonly { text: string }[]): 'passed' | 'failed' | 'unknown' {
  const text = lines.map((l) => l.text).join('\n');
  if (partial(text)) return 'failed';
  if (FAILED.test(text.replace(NO_FAILURES, ''))) return 'failed';
  return PASSED.test(text) ? 'passed' : 'unknown';
}

/** Whether the lines name the command that was run (004:748 "将验收命令与结果写入"): a code span, a `命令` / `command` label, or a `$ ` line. */
function namesCommand(lines: readonly { text: string }[]): boolean {
  // A code span, a label, a shell prompt, what was run (运行 / 执行 / run), or the tasks' verify
  // results the seed falls back to (004:747 "否则汇总所有任务的 verify 结果").
  return lines.some((l) => /`[^`\n]+`/.test(l.text) || /命令|运行|执行|\bcommands?\b|\bcmd\b|\bran\b|\brun\b|\bverify\b|\bT\d+\b/i.test(l.text) || /^(?:[-*+][ \t]+)?\$[ \t]/.test(l.text));
}

export default defineRule({
  id: 'harness-final-review',
  meta: {
    type: 'problem',
    description:
      "`final_review_head=` stands in the Ledger head block, names the final review's HEAD and precedes the final fix; `整体验收结果` names its command; an archived session has its final review and a passing `整体验收结果`; in `wflint gate`, `close` needs the final review, its fix and a passing acceptance run",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-ledger', 'harness-review'],
    messages: {
      notInHead: "Unexpected `final_review_head=` after the task lines, expected it in the Ledger's head block (under `merge_base:`)",
      notFinalHead: 'Unexpected `final_review_head={{sha}}`, expected the HEAD the final review saw (`{{head}}`)',
      fixWithoutHead: "Unexpected `final-fix-report.md` without `final_review_head=` in the Ledger, expected it written before the final fix was dispatched (it is the fix's re-review base)",
      noAcceptance: 'Unexpected archived final review without `## 整体验收结果`, expected the target-level acceptance command and its result (the exit criterion)',
      // An archived session was closed: what `close` needs holds for it too (004:749, 004:752).
      archivedNoFinalReview: 'Unexpected archived session without `{{path}}`, expected the final review archived with it (the session was closed after it)',
      archivedAcceptanceFailed:
        'Unexpected archived session whose `整体验收结果` {{outcome}}, expected a passing target-level acceptance run (a session is delivered and archived only after it passes)',
      acceptanceNoCommand: 'Unexpected `整体验收结果` without the command that was run, expected the acceptance command and its result (such as `` `npm test` `` and `42/42 passing`)',
      // Gate checks (`wflint gate --action close`).
      closeNoFinalReview: 'Unexpected `close` without `{{path}}`, expected the final whole-branch review first',
      closeUnfixed: 'Unexpected `close` after a final review that asks for fixes, expected the one final fix (`final-fix-report.md`) and its re-review first',
      closeFixUnreviewed:
        'Unexpected `close` after the final fix without its scoped re-review, expected its package `final-fix-review-<final_review_head7>..<head7>.diff` and the re-review of it first',
      closeNoAcceptance: 'Unexpected `close` without `## 整体验收结果` in `final-review.md`, expected the target-level acceptance command and its result recorded there',
      closeAcceptanceFailed: 'Unexpected `close` with `整体验收结果` {{outcome}}, expected a passing target-level acceptance run',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    if (doc.kind.id === 'harness-review') {
      const view = reviewView(doc);
      if (view.kind !== 'final') return;
      if (view.acceptance) {
        if (!namesCommand(view.acceptance.lines)) report({ messageId: 'acceptanceNoCommand', start: view.acceptance.heading.start, end: view.acceptance.heading.end });
        return;
      }
      if (!isArchived(sessionDir(doc))) return;
      const h1 = doc.sections.find((s) => s.depth === 1);
      report({ messageId: 'noAcceptance', ...(h1 ? { start: h1.start, end: h1.headingEnd } : { start: 0, end: doc.lines.lineEnd(1) }) });
      return;
    }
    checkLedger(doc, workspace, report);
    if (gateAction === 'close') checkClose(doc, workspace, report, 'close');
    else if (isArchived(sessionDir(doc))) checkClose(doc, workspace, report, 'archived');
  },
});

function checkLedger(doc: WfDocument, workspace: WorkspaceView, report: (r: Report) => void): void {
  const replay = replayLedger(doc);
  const frh = replay.finalReviewHead;
  if (!frh) {
    if (workspace.exists(`${sessionDir(doc)}/final-fix-report.md`)) report({ messageId: 'fixWithoutHead', ...ledgerHead(doc) });
    return;
  }
  const at = { start: frh.line.start, end: frh.line.end };
  // 004:700 "写 Ledger 首段": the head block, before the first task line.
  const firstTask = replay.view.entries.find((e) => e.task);
  if (firstTask && firstTask.index < frh.index) report({ messageId: 'notInHead', ...at });
  const sha = frh.slots.sha?.value;
  if (sha && replay.head && !sameSha(sha, replay.head)) report({ messageId: 'notFinalHead', data: { sha, head: replay.head }, start: frh.slots.sha!.start, end: frh.slots.sha!.end });
}

/**
 * What `close` needs of the final review (004:693-703, 004:745-749), asked by the gate before the
 * step, and of an archived session, which took it. An archive's missing fix report and acceptance
 * section are reported where they are missing (harness-session-files, the final review itself).
 */
function checkClose(doc: WfDocument, workspace: WorkspaceView, report: (r: Report) => void, mode: 'close' | 'archived'): void {
  const at = ledgerHead(doc);
  const path = `${sessionDir(doc)}/final-review.md`;
  const final = workspace.document(path);
  if (!final || final.kind.id !== 'harness-review') {
    report({ messageId: mode === 'close' ? 'closeNoFinalReview' : 'archivedNoFinalReview', data: { path }, ...at });
    return;
  }
  const view = reviewView(final);
  if (mode === 'close' && needsFixes(view)) {
    if (!workspace.exists(`${sessionDir(doc)}/final-fix-report.md`)) report({ messageId: 'closeUnfixed', ...at, cause: [{ relPath: path, message: 'The final review' }] });
    // 004:698, 004:702: the one fix is followed by one scoped re-review of `final_review_head..HEAD`.
    else if (!(workspace.list(sessionDir(doc)) ?? []).some((n) => /^final-fix-review-[^/]*\.diff$/i.test(n)))
      report({ messageId: 'closeFixUnreviewed', ...at, cause: [{ relPath: `${sessionDir(doc)}/final-fix-report.md`, message: 'The final fix' }] });
  }
  if (!view.acceptance) {
    if (mode === 'close') report({ messageId: 'closeNoAcceptance', ...at, cause: [{ relPath: path, message: 'The final review' }] });
    return;
  }
  const outcome = acceptanceOutcome(view.acceptance.lines);
  if (outcome !== 'passed')
    report({
      messageId: mode === 'close' ? 'closeAcceptanceFailed' : 'archivedAcceptanceFailed',
      data: { outcome: outcome === 'failed' ? 'failed' : 'without a pass/fail result' },
      ...at,
      cause: [{ relPath: path, start: view.acceptance.heading.start, end: view.acceptance.heading.end, message: '整体验收结果' }],
    });
}
