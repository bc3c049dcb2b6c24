import { defineRule, type Cause } from '../core/lint/rule.js';
import { goalKey, latestRounds, planSummaryView } from '../kinds/plan-summary/view.js';

/**
 * A clause that claims the task is complete (rules.md: `完成`, `已完成`, `全部达成`, `done`), or
 * delivered (`已全部交付`, `均已达成`, `任务结束`).
 */
const CLAIM = /全部达成|均已达成|都已达成|全部完成|已完成|完成(?!度|率|情况|时间|条件|标准)|(?:已|全部|均|都)(?:已)?交付|任务(?:已)?结束|\bdone\b/i;
/**
 * A negated or conditional clause claims nothing (`未完成`, `尚未全部达成`, `不能标记完成`, `完成后`,
 * the acceptance template's `达标则完成目标`, `如果…完成`).
 */
const NEGATION = /[未没不无非]|尚|待|仍需|还需|之后|以后|完成后|则|如果|若|假如|一旦|\bnot\b|n't|\buntil\b|\bbefore\b|\bif\b|\bonce\b/i;
/**
 * A clause about one goal, item or host task is a partial statement, not a completion claim
 * (`目标 1 已达成`, `宿主任务 #12 已更新为已完成`: the host-task sync seed 002:248 requires).
 */
const PARTIAL = /(?:目标|事项|计划|轮|第)\s*(?:[#＃]\s*)?[0-9一二三四五六七八九十]|宿主(?:任务|目标)|[#＃]\s*\d/;
/**
 * The notice skeleton's label `已完成：` (002:302: 当前结果 / 原因 / 已完成 / 下一步; 002:374: 结论必须包含已完成什么),
 * also as people name it (`已完成部分：`, `已完成内容：`, `已完成的工作：`), introduces what was done: it
 * claims nothing, what follows it may.
 */
const DONE_LABEL = /^[\s*+_-]*已完成(?:的)?(?:内容|工作|部分|事项|项目|项|什么)?[\s*_]*[：:][\s*_]*/;
/** `已知瑕疵：…` left in a conclusion (002:386: 已知瑕疵不得留到完成结论). */
const KNOWN_DEFECT = /(?:已知|遗留|残留)(?:瑕疵|缺陷|问题|bug)\s*[：:]\s*(?!无|暂无|none\b)([^\n。；;]{1,80})/i;
/** A user-acceptance request without steps (002:326: 禁止只说“请用户自行检查”“请确认是否正常”). */
const VAGUE_ACCEPTANCE = /请(?:用户)?自行(?:检查|验证|确认|验收)|请(?:用户)?确认(?:一下)?是否正常/;
const HAS_STEPS = /验收步骤|步骤|通过条件/;
/**
 * The parts of the conclusion after the repairs stopped (第八步, 002:374: 结论必须包含：已完成什么、哪些
 * 最终验收目标未达成、为什么无法继续修复、需要用户提供什么或选择什么、当前代码/分支/文件状态), each
 * found by the words people write it with.
 */
const STEP_EIGHT_PARTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['已完成什么', /已完成|完成了|已实现|实现了|已做|做了|已修复|修复了|已修改|已改|改了|已上线|已有/],
  ['哪些最终验收目标未达成', /未达成|没有?达成|未达标|未通过|没有?通过|未完成|未满足|没有?满足|仍(?:然)?(?:失败|不|有|存在)/],
  ['为什么无法继续修复', /原因|因为|由于|为什么|为何|无法继续|不能继续|根因|源于|取决于|受限/],
  ['需要用户提供什么或选择什么', /需要(?:用户|你|您)|请(?:用户|你|您)?(?:提供|选择|决定|确认|授权|给出|开通)|(?:用户|你|您)(?:需要|提供|选择|决定|确认|授权)|待用户|需(?:要)?(?:提供|选择|决定|授权)/],
  ['当前代码/分支/文件状态', /分支|文件|代码|工作区|提交|commit|branch|改动|变更|暂存|推送|stash/i],
];
/**
 * A clause that names a repair without announcing one: negated (`无法继续修复`, `不再修复`), or the
 * choice put to the user (`请选择是否继续修复`, 002:374: 需要用户提供什么或选择什么).
 */
const NO_ANNOUNCEMENT = /[不别勿没未]|停止|无法|不能|是否|要不要|可否|能否|如果|若|假如|一旦|等待|用户|选择|决定|确认|授权|同意/;
/** Another repair announced after the repairs stopped (002:372: 停止盲修). */
const MORE_REPAIR = /继续(?:尝试)?修(?:复)?|再(?:修|试)|接着修|第\s*[4-9四五六七八九]\s*次(?:修复|打回)|重新修复/;

/** A block longer than this in the conclusion is a pasted log (seed 002 names no number: a screen's worth). */
const MAX_BLOCK_LINES = 30;

export default defineRule({
  id: 'plan-summary-conclusion',
  meta: {
    type: 'problem',
    description: '`当前结论` claims completion only when every goal is `已达成`',
    severity: 'error',
    fixable: false,
    kinds: ['plan-summary'],
    messages: {
      claim: 'Unexpected completion claim `{{claim}}` while goal `{{goal}}` is {{status}}, expected every goal `已达成` before claiming completion',
      knownDefect: 'Unexpected known defect `{{defect}}` in the conclusion, expected it judged `未达标` and repaired (a known flaw is not left in a completion conclusion)',
      longLog: 'Unexpected {{lines}}-line block in the conclusion, expected at most {{max}} lines: what the user needs to decide, not a pasted log (full logs stay out of the summary)',
      vagueAcceptance: 'Unexpected user-acceptance request `{{text}}` without steps, expected numbered steps, the expected result and the pass condition',
      stepEight:
        'Unexpected conclusion without {{missing}} after the repairs of goal `{{goal}}` stopped, expected what was done, which goals are not met, why repairs cannot go on, what the user must provide or choose, and the code/branch/file state (seed 002 第八步: 结论必须包含…)',
      moreRepair: 'Unexpected further repair `{{text}}` after the repairs of goal `{{goal}}` stopped, expected the conclusion instead (seed 002: 同一验收项打回修复 3 次仍未达成时，停止盲修)',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    if (!v.conclusion) return;
    const { text, start } = v.conclusion;
    const src = doc.text.slice(start, start + text.length);
    const defect = KNOWN_DEFECT.exec(src);
    if (defect) report({ messageId: 'knownDefect', data: { defect: defect[0].trim() }, start: start + defect.index, end: start + defect.index + defect[0].length });
    const vague = VAGUE_ACCEPTANCE.exec(src);
    if (vague && !HAS_STEPS.test(src)) report({ messageId: 'vagueAcceptance', data: { text: vague[0] }, start: start + vague.index, end: start + vague.index + vague[0].length });
    // 002:310, 389: notices and the final report carry no long logs or state dumps.
    for (const node of v.sections.conclusion?.content ?? []) {
      if (node.type !== 'code' || !node.position) continue;
      const lines = node.value.split('\n').length;
      const s = node.position.start.offset!;
      const nl = doc.text.indexOf('\n', s);
      if (lines > MAX_BLOCK_LINES) report({ messageId: 'longLog', data: { lines, max: MAX_BLOCK_LINES }, start: s, end: nl === -1 ? node.position.end.offset! : nl });
    }
    if (v.goals.length === 0) return;
    // 第八步: a goal not achieved whose newest round stopped its repairs gets the full conclusion.
    const latest = latestRounds(v);
    const stopped = v.goals.find((g) => g.status.state !== '已达成' && (latest.get(g.cells[0]!.text) ?? latest.get(goalKey(g)))?.path === 'conclusion');
    if (stopped) {
      const goal = goalKey(stopped);
      const heading = v.sections.conclusion!;
      const at = { start: heading.start, end: heading.headingEnd };
      const more = [...src.matchAll(/[^。；;！!？?，,\n]+/g)].find((m) => MORE_REPAIR.test(m[0]) && !NO_ANNOUNCEMENT.test(m[0]));
      if (more) {
        const i = start + more.index + more[0].length - more[0].trimStart().length;
        report({ messageId: 'moreRepair', data: { text: more[0].trim(), goal }, start: i, end: i + more[0].trim().length });
      }
      const missing = STEP_EIGHT_PARTS.filter(([, re]) => !re.test(src)).map(([part]) => `\`${part}\``);
      if (missing.length > 0) report({ messageId: 'stepEight', data: { missing: missing.join(', '), goal }, ...at });
    }
    const unmet = v.goals.filter((g) => g.status.state !== '已达成');
    if (unmet.length === 0) return;
    // Clauses end at sentence or clause punctuation and line breaks.
    for (const m of src.matchAll(/[^。；;！!？?，,\n]+/g)) {
      const label = DONE_LABEL.exec(m[0])?.[0].length ?? 0;
      const clause = m[0].slice(label);
      const claim = CLAIM.exec(clause);
      if (!claim) continue;
      if (NEGATION.test(clause.slice(0, claim.index + claim[0].length + 1)) || PARTIAL.test(clause)) continue;
      const first = unmet[0]!;
      const at = start + m.index + label + claim.index;
      const cause: Cause[] = unmet.map((g) => ({ start: g.cells[4]!.start, end: g.cells[4]!.end, message: `Goal \`${g.cells[0]!.text}\` is not \`已达成\`` }));
      report({
        messageId: 'claim',
        data: { claim: clause.trim(), goal: first.cells[0]!.text || first.cells[1]!.text, status: first.status.text ? `\`${first.status.text}\`` : 'not started' },
        start: at,
        end: at + claim[0].length,
        cause,
      });
      return;
    }
  },
});
