import { defineRule } from '../core/lint/rule.js';
import { baseVersion } from '../core/lint/workspace-view.js';
import { createDocument } from '../core/model/document.js';
import { COLUMNS, GOAL_QUALITIES, GOAL_STATES, SECTION } from '../kinds/plan-summary/outline.js';
import { goalKey, isEmptyCell, latestRounds, planSummaryView, type GoalRow, type RoundRow } from '../kinds/plan-summary/view.js';

const STATUS_COLUMN = {
  goals: (COLUMNS.goals as readonly string[]).indexOf('状态'),
  rounds: (COLUMNS.rounds as readonly string[]).indexOf('状态'),
};
/** A host task ID cell that says the host task was completed (`#14（已完成）`, `#14 ✅`). */
const HOST_DONE = /已完成|(?<![未没])完成|\bdone\b|\bcompleted\b|✅|☑/i;
/** A host task ID cell that says the host task is still open (`#21（执行中）`). */
const HOST_OPEN = /执行中|进行中|待执行|未开始|未完成|\bin[_ -]progress\b|\bpending\b|\btodo\b/i;
/** A user-acceptance request still waiting for the user's result (002:319). */
const ACCEPTANCE_PENDING = /等待用户|待用户(?:验收|反馈|确认)|尚未收到|未收到|等待反馈/;
/** A round that records the acceptance request itself (`需要用户验收：…`, `已请用户在真机验收`)… */
const ACCEPTANCE_REQUESTED = /需要用户验收|(?:已|请)(?:请|通知|邀请)?用户[^，。；;|]{0,24}验收/;
/** …and no result of the user's (`用户 5 月 14 日反馈…正常`, `用户验收通过`). */
const USER_RESULT = /用户[^，。；;|]{0,24}(?:反馈|回复|确认|通过)|验收(?:已)?通过/;
/**
 * Evidence that stands in for a real acceptance (002:344: 不得用文件存在/文本命中或只看差异替代真实验收):
 * a file that exists, a text hit, a diff looked at.
 */
const WEAK_EVIDENCE =
  /文件(?:已)?存在|存在(?:该|此|导出)?文件|(?:文本|字符串|关键字|关键词|内容)中?(?:命中|包含|匹配)|命中[^，,。；;|]{0,12}(?:字节|字符串|关键字|关键词|文本)|\bgrep\b|只看(?:了)?(?:差异|diff)|看(?:了)?\s*diff|diff\s*(?:正常|无误|符合)/i;
/** A real check named beside it: the goal's own result was looked at. */
const REAL_CHECK = /打开|运行|执行|比对|对比|测试|回放|截图|用户|压测|复现|条数|一致|请求|点击|登录|导入|实测|预览|播放|显示/;
/** The sub-agent review the user switched on when confirming the goals (002:209-211). */
const REVIEW_ITEM = /子代理(?:独立)?审查|sub-?agent review/i;
const REVIEW_OFF = /不开启|未开启|关闭|不需要|^(?:否|无)(?:$|[，,。；;（(\s])|^(?:off|no)\b/i;
/** A review that did not pass: a goal 未达成 or 无法判断 (002:356), a regression (002:359), `未通过`. */
const REVIEW_FAILED = /未通过|不通过|没有?通过|未达成|无法判断|回归破坏\s*(?:[:：]\s*)?有|有回归|\bfail(?:ed)?\b|not passed/gi;
/** A review that passed in so many words: `通过`, every goal `达成` (`全部达成`, `两条目标均为“达成”`). */
const REVIEW_PASS = /(?<![未不没有])通过|(?<!not )passed|(?<![未不没])(?:全部|均|都|皆)\s*(?:(?:为|是)\s*)?(?:[“"「『]\s*)?达成/gi;
/** No regression, in the reviewer's words (002:359: 回归破坏：无 / 有). */
const NO_REGRESSION = /无回归|没有回归|回归破坏\s*(?:[:：]\s*)?(?:无|没有|否)|no regressions?/i;
/** Where the last match of a global pattern starts (-1: none). */
function lastIndex(re: RegExp, text: string): number {
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index;
  return at;
}
/**
 * A record that the sub-agent review passed (002:365: 全部达成且无回归破坏), in one clause after the
 * review's name: `子代理审查通过`, `子代理独立审查第 1 次：全部达成、无回归破坏`, or the reviewer's own
 * fields `子代理审查：达成，证据：…，回归破坏：无`. A clause that names a goal 未达成, 无法判断, a
 * regression or `未通过` records no pass.
 */
function reviewPassed(text: string): boolean {
  return text.split(/[。；;\n|]/).some((clause) => {
    const at = clause.search(REVIEW_ITEM);
    if (at === -1) return false;
    const said = clause.slice(at);
    const failed = lastIndex(REVIEW_FAILED, said);
    const passed = lastIndex(REVIEW_PASS, said);
    // The newest verdict of the clause counts: `第 1 次目标 2 未达成，修复后第 2 次全部达成` passed.
    if (failed !== -1) return passed > failed;
    return passed !== -1 || (/达成/.test(said) && NO_REGRESSION.test(said));
  });
}

export default defineRule({
  id: 'plan-summary-goal-status',
  meta: {
    type: 'problem',
    description: 'A goal status is empty or `已达成`/`未达成`/`受阻`, optionally with a quality `达标`/`未达标` that agrees with it',
    severity: 'error',
    fixable: false,
    gitAware: true,
    kinds: ['plan-summary'],
    advisory: ['weakEvidence'],
    ownsData: { 'plan-summary': ['/goals/*/status', '/goals/*/state', '/goals/*/quality', '/rounds/*/status', '/rounds/*/state', '/rounds/*/quality'] },
    messages: {
      value: 'Unexpected status `{{actual}}` in `{{section}}`, expected empty or one of {{states}}, optionally with {{qualities}}',
      contradiction: 'Unexpected `{{state}}` with `{{quality}}` in `{{section}}`, expected `已达成（达标）` or `未达成（未达标）`',
      noQuality: 'Unexpected `已达成` of goal `{{goal}}` without a quality judgement, expected `达标` or `未达标` after the state (seed 002: 先判断状态，再给一句质量判断)',
      disagrees: 'Unexpected status `{{actual}}` of goal `{{goal}}` while its latest check (round `{{round}}`) is `{{state}}`, expected the goal to carry the result of its latest check',
      hostOpen:
        'Unexpected host task `{{host}}` of goal `{{goal}}` still open while the goal is `已达成` and `达标`, expected it updated to 已完成 right after the check (seed 002: 目标经自检确认达标后，必须立即更新为已完成)',
      acceptancePending:
        "Unexpected `{{actual}}` of goal `{{goal}}` while its user acceptance is still awaited, expected it kept 未达成 until the user's result (seed 002: 收到用户验收结果前，该目标不得标记为已达成或达标)",
      weakEvidence:
        'Unexpected evidence `{{evidence}}` for the `已达成` round of goal `{{goal}}`, expected a real acceptance check of the goal (seed 002: 不得用文件存在/文本命中或只看差异替代真实验收)',
      blockedGoalNoReason:
        'Unexpected `受阻` goal `{{goal}}` without its reason anywhere, expected a round that says why it is blocked and its current state, a note on its status or the conclusion (seed 002: 说明原因和当前状态)',
      blockedNoReason: 'Unexpected `受阻` round of goal `{{goal}}` without its reason, expected why it is blocked, what was tried and its current state (seed 002: 说明原因和当前状态)',
      hostDone: 'Unexpected completed host task `{{host}}` of goal `{{goal}}` that is {{status}}, expected the host task kept unfinished until the goal is `已达成` and `达标`',
      draftExecuted: 'Unexpected check result of goal `{{goal}}` while goal `{{draft}}` is still `{{word}}`, expected every final goal confirmed by the user before execution',
      executeNoGoals: 'Unexpected `{{action}}` without final acceptance goals, expected the goals confirmed by the user under `验收目标` first',
      executeDraft: 'Unexpected `{{action}}` while goal `{{goal}}` is `{{word}}`, expected every final goal confirmed by the user first',
      repairNothing: 'Unexpected `repair` while no goal is `未达成` with a repairable failure, expected a goal that failed its check (需要用户验收, 授权或决定 and 受阻 are not repaired)',
      blockNothing: 'Unexpected `block` while every goal is `已达成`, expected a goal that is not achieved to be blocked',
      closeNoGoals: 'Unexpected `close` without final acceptance goals, expected every confirmed goal `已达成` and `达标`',
      closeUnmet: 'Unexpected `close` while goal `{{goal}}` is {{status}}, expected every final goal `已达成` and `达标`',
      closeQuality: 'Unexpected `close` while goal `{{goal}}` is `已达成` without `达标`, expected every final goal judged `达标`',
      hiddenRow: 'Unexpected row of `{{section}}` inside an HTML comment, expected it visible (a goal or its check is not taken out of the summary by commenting it out)',
      closeGoalGone:
        'Unexpected `close` without goal `{{goal}}`, which the summary held at `{{base}}`, expected every confirmed final goal kept and met (seed 002: 任何一条最终验收目标未达成，目标都不能标为完成)',
      executeGoalGone:
        'Unexpected `{{action}}` without goal `{{goal}}`, which the summary held confirmed at `{{base}}`, expected the confirmed final goals kept as confirmed (seed 002: 用户确认后的目标必须原样进入目标模式; a changed goal goes back to the user)',
      goalAdded:
        'Unexpected `{{action}}` with goal `{{goal}}`, which the confirmed goals at `{{base}}` did not hold, expected no goal added after the confirmation (seed 002: 创建目标时不能增加工程目标; a new goal goes back to the user)',
      closeNoReview: 'Unexpected `close` without a passed sub-agent review, expected its result recorded (the review is switched on in `已确认内容`; seed 002: 已开启审查时还需通过子代理审查)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    const v = planSummaryView(doc);
    const states = GOAL_STATES.map((s) => `\`${s}\``).join(', ');
    const qualities = GOAL_QUALITIES.map((s) => `\`${s}\``).join(' or ');
    const statusCell = (g: GoalRow) => g.cells[STATUS_COLUMN.goals]!;
    const check = (rows: readonly GoalRow[], key: 'goals' | 'rounds', section: string): void => {
      for (const r of rows) {
        const cell = r.cells[STATUS_COLUMN[key]]!;
        const s = r.status;
        if (!s.valid) {
          report({ messageId: 'value', data: { actual: cell.text, section, states, qualities }, start: cell.start, end: cell.end, expected: [...GOAL_STATES] });
          continue;
        }
        const quality = (r as Partial<RoundRow>).quality ?? s.quality;
        if (!s.state || !quality) continue;
        // Seed 002 §6: any flaw means 未达标; 达标 means the goal is met without a known flaw.
        // 达标 goes with 已达成 only; 已达成 with 未达标 is the contradiction the seed names.
        if ((s.state === '已达成') !== (quality === '达标')) {
          report({ messageId: 'contradiction', data: { state: s.state, quality, section }, start: cell.start, end: cell.end });
        }
      }
    };
    check(v.goals, 'goals', '验收目标');
    check(v.rounds, 'rounds', '目标执行记录');
    for (const r of v.rounds) {
      const cell = r.cells[STATUS_COLUMN.rounds]!;
      // 002:319, 344: a goal waiting for the user's acceptance is not 已达成 yet.
      const pending = (r.path === 'user-acceptance' && ACCEPTANCE_PENDING.test(r.said)) || (ACCEPTANCE_REQUESTED.test(r.said) && !USER_RESULT.test(r.said));
      if (r.status.state === '已达成' && pending) {
        report({ messageId: 'acceptancePending', data: { actual: r.status.text, goal: r.goal }, start: cell.start, end: cell.end });
      }
      // 002:344: a file that exists or a text hit is no acceptance (advisory: what counts as real is meaning).
      const result = r.cells[4]!;
      const weak = r.status.state === '已达成' ? WEAK_EVIDENCE.exec(result.text) : null;
      if (weak && !REAL_CHECK.test(result.text)) {
        report({ messageId: 'weakEvidence', data: { evidence: result.text, goal: r.goal }, start: result.start, end: result.end });
      }
      // 002:294, 309: a block says why, and where things stand.
      if (r.status.state === '受阻' && isEmptyCell(r.cells[3]!.text) && isEmptyCell(r.cells[4]!.text)) {
        report({ messageId: 'blockedNoReason', data: { goal: r.goal }, start: cell.start, end: cell.end });
      }
    }
    const latest = latestRounds(v);
    const draft = v.goals.find((g) => g.status.precheck === 'draft');
    const checked = v.goals.find((g) => g.status.state !== undefined);
    if (draft && (checked || v.rounds.length > 0)) {
      const at = checked ? statusCell(checked) : v.rounds[0]!.cells[STATUS_COLUMN.rounds]!;
      report({ messageId: 'draftExecuted', data: { goal: checked ? goalKey(checked) : v.rounds[0]!.goal, draft: goalKey(draft), word: draft.status.text }, start: at.start, end: at.end });
    }
    for (const g of v.goals) {
      if (!g.status.valid) continue;
      const key = goalKey(g);
      const cell = statusCell(g);
      // 002:319: a note that the user's acceptance is still awaited (`已达成（达标，待用户验收）`).
      if (g.status.state === '已达成' && g.status.note && ACCEPTANCE_PENDING.test(g.status.note)) {
        report({ messageId: 'acceptancePending', data: { actual: g.status.text, goal: key }, start: cell.start, end: cell.end });
        continue;
      }
      const round = latest.get(g.cells[0]!.text) ?? latest.get(key);
      // 002:271: the check result updates the goal's state first; a goal not achieved may be taken up
      // again (002:248: set to 执行中 when its execution starts) until its next check.
      const resumed = round?.status.state !== '已达成' && /^(?:执行中|进行中)$/.test(g.status.text);
      if (round?.status.state && round.status.state !== g.status.state && !resumed) {
        report({
          messageId: 'disagrees',
          data: { actual: g.status.text || '(empty)', goal: key, round: round.cells[0]!.text || String(v.rounds.indexOf(round) + 1), state: round.status.state },
          start: cell.start,
          end: cell.end,
        });
        continue;
      }
      // 002:294, 309: a goal blocked says why and where it stands: in a round of its own, in a note
      // on its status (`受阻（共享盘维护中）`), or in the conclusion.
      // (A summary without its conclusion section is incomplete: \`plan-summary-structure\` reports that first.)
      if (g.status.state === '受阻' && !round && !g.status.note && v.conclusion && !/受阻|阻塞|blocked/i.test(v.conclusion.text)) {
        report({ messageId: 'blockedGoalNoReason', data: { goal: key }, start: cell.start, end: cell.end });
      }
      const quality = g.status.quality ?? (round?.status.state === '已达成' ? round.quality : undefined);
      if (g.status.state === '已达成' && !quality && gateAction !== 'close') report({ messageId: 'noQuality', data: { goal: key }, start: cell.start, end: cell.end });
      // 002:249, 275: only an achieved goal judged 达标 has its host task completed.
      const host = g.cells[2]!;
      // 002:248: once the check finds the goal met, its host task is completed at once.
      if (g.status.state === '已达成' && quality === '达标' && HOST_OPEN.test(host.text) && !HOST_DONE.test(host.text)) {
        report({ messageId: 'hostOpen', data: { host: host.text, goal: key }, start: host.start, end: host.end });
      }
      if (HOST_DONE.test(host.text) && (g.status.state !== '已达成' || quality === '未达标')) {
        const status = g.status.state ? `\`${g.status.text}\`` : 'not checked';
        report({ messageId: 'hostDone', data: { host: host.text, goal: key, status }, start: host.start, end: host.end });
      }
    }
    // A table row of the goals or the checks inside an HTML comment: the row is out of every reader's
    // sight, a goal's failed check with it (002:252: 任何一条最终验收目标未达成，目标都不能标为完成).
    for (const key of ['goals', 'rounds'] as const) {
      const section = v.sections[key];
      if (!section) continue;
      for (let open = doc.text.indexOf('<!--', section.headingEnd); open !== -1 && open < section.end; open = doc.text.indexOf('<!--', open + 4)) {
        const close = doc.text.indexOf('-->', open + 4);
        const end = close === -1 ? section.end : Math.min(close + 3, section.end);
        if (
          !doc.text
            .slice(open + 4, end)
            .split('\n')
            .some((line) => line.replace(/^[ \t]*(?:<!--)?[ \t]*/, '').startsWith('|'))
        )
          continue;
        report({ messageId: 'hiddenRow', data: { section: SECTION[key] }, start: open, end });
      }
    }
    if (!gateAction) return;
    // Gate checks: the step judged as if it were taken.
    const heading = v.sections.goals ?? v.h1;
    const at = heading ? { start: heading.start, end: heading.headingEnd } : { start: 0, end: 0 };
    if (gateAction === 'continue_execution' || gateAction === 'repair') {
      // 002:61, 231: no execution before the user confirmed the final goals.
      if (v.goals.length === 0) report({ messageId: 'executeNoGoals', data: { action: gateAction }, ...at });
      else if (draft) report({ messageId: 'executeDraft', data: { action: gateAction, goal: goalKey(draft), word: draft.status.text }, start: statusCell(draft).start, end: statusCell(draft).end });
    }
    if (gateAction === 'repair' && v.goals.length > 0) {
      const repairable = v.goals.some((g) => {
        if (g.status.state !== '未达成') return false;
        const round = latest.get(g.cells[0]!.text) ?? latest.get(goalKey(g));
        // A concluded goal is no 'nothing to repair': plan-summary-repair-cap says why it stops.
        return !round || round.path === 'repair' || round.path === 'review-repair' || round.path === 'conclusion';
      });
      if (!repairable) report({ messageId: 'repairNothing', ...at });
    }
    if (gateAction === 'block' && v.goals.length > 0 && v.goals.every((g) => g.status.state === '已达成')) report({ messageId: 'blockNothing', ...at });
    // 002:205, 261: the confirmed goals go into execution as they were confirmed; a goal that changes
    // goes back to the user (await_user) before the work goes on or is delivered. Judged against the
    // summary at `--base`: a confirmed goal dropped (deleted, hidden in a comment) or reworded, or a
    // goal added beside confirmed ones.
    if (gateAction === 'close' || gateAction === 'continue_execution' || gateAction === 'repair') {
      const baseText = workspace.git && baseVersion(workspace.git, doc)?.text;
      if (baseText !== undefined && baseText !== doc.text) {
        const before = planSummaryView(createDocument({ path: doc.path, relPath: doc.relPath, kind: doc.kind, rawText: baseText }));
        // A goal is kept when its text is (spacing and punctuation aside): the same number over a
        // reworded goal is another goal.
        const plain = (t: string) => t.replace(/[\s，,。.；;：:、（）()“”"'`*_]/g, '');
        const confirmed = before.goals.filter((g) => g.status.precheck !== 'draft');
        const now = new Set(v.goals.map((g) => plain(g.cells[1]!.text)));
        const then = new Set(confirmed.map((g) => plain(g.cells[1]!.text)));
        const gone = new Set<string>();
        for (const g of confirmed) {
          if (now.has(plain(g.cells[1]!.text))) continue;
          gone.add(goalKey(g));
          report({ messageId: gateAction === 'close' ? 'closeGoalGone' : 'executeGoalGone', data: { goal: goalKey(g), base: workspace.git!.base, action: gateAction }, ...at });
        }
        if (confirmed.length > 0) {
          for (const g of v.goals) {
            // A reworded goal (its number kept) is reported once, as the confirmed goal it replaced.
            if (g.status.precheck === 'draft' || then.has(plain(g.cells[1]!.text)) || gone.has(goalKey(g))) continue;
            const cell = g.cells[1]!;
            report({ messageId: 'goalAdded', data: { goal: goalKey(g), base: workspace.git!.base, action: gateAction }, start: cell.start, end: cell.end });
          }
        }
      }
    }
    if (gateAction === 'close') {
      if (v.goals.length === 0) report({ messageId: 'closeNoGoals', ...at });
      for (const g of v.goals) {
        const cell = statusCell(g);
        const key = goalKey(g);
        if (g.status.state !== '已达成') {
          report({ messageId: 'closeUnmet', data: { goal: key, status: g.status.text ? `\`${g.status.text}\`` : 'not checked' }, start: cell.start, end: cell.end });
          continue;
        }
        const round = latest.get(g.cells[0]!.text) ?? latest.get(key);
        const quality = g.status.quality ?? (round?.status.state === '已达成' ? round.quality : undefined);
        if (quality !== '达标') report({ messageId: 'closeQuality', data: { goal: key }, start: cell.start, end: cell.end });
      }
      // 002:348, 378: with the review switched on, delivery also needs the review passed.
      const review = v.confirmed.find((r) => REVIEW_ITEM.test(r.cells[0]!.text));
      if (review && !REVIEW_OFF.test(review.cells[1]!.text)) {
        const elsewhere = doc.text.slice(0, review.row.start) + doc.text.slice(review.row.end);
        if (!reviewPassed(elsewhere)) report({ messageId: 'closeNoReview', start: review.row.start, end: review.row.end });
      }
    }
  },
});
