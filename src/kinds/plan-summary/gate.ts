/**
 * The gate of a task-driver plan summary (seed 002). `002:<line>` is a line of seed 002. The steps
 * are those of the fixed chain once goals exist (第五步 to 最终交付): execute, send a goal back for
 * repair, ask the user, stop on a blocked goal, deliver. Discussing, planning and confirming are the
 * user's decisions in the dialogue: no gate step (`advance` has no meaning here).
 */
import type { GateAction } from '../../core/lint/rule.js';
import type { WorkflowGate } from '../../gate/preconditions.js';
import { kindsOfWorkflow } from '../index.js';

const EVERY: readonly GateAction[] = ['continue_execution', 'repair', 'await_user', 'block', 'close'];
const EXECUTING: readonly GateAction[] = ['continue_execution', 'repair'];

export const planSummaryGate: WorkflowGate = {
  workflow: 'plan-summary',
  seed: '002',
  kinds: kindsOfWorkflow('plan-summary'),
  target: 'a plan summary `.task-driver/<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`',
  actions: {
    continue_execution: 'create the goals and execute, or go on executing the confirmed goals (第五步)',
    repair: 'send a goal that is 未达成 with a repairable failure back for repair (第六步, at most 3 times)',
    await_user: 'ask the user: confirmation, 需要用户验收, 需要用户授权或决定, or the choice after a 受阻 goal',
    block: 'mark a goal that is not achieved 受阻 and stop on it',
    close: 'final delivery (最终交付): every goal 已达成 and 达标',
  },
  preconditions: [
    {
      id: 'summary-named',
      actions: EVERY,
      text: 'the summary is named `<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md` with the matching H1',
      seed: '002:111',
      rule: 'plan-summary-filename',
      remedy: 'rename the file (or its H1) as the message says',
    },
    {
      id: 'summary-one-per-task',
      actions: EVERY,
      text: 'the task keeps one summary',
      seed: '002:109, 002:115',
      rule: 'plan-summary-one-per-task',
      remedy: 'merge the older summary into the newer one and delete it',
    },
    {
      id: 'summary-sections',
      actions: EVERY,
      text: 'every section of the template is present',
      seed: '002:121 (templates.md 轻量计划摘要模板)',
      rule: 'required-sections',
      remedy: 'add the missing section (`wflint --fix` inserts it at its place)',
    },
    {
      id: 'summary-tables',
      actions: EVERY,
      text: "the three tables have the template's columns",
      seed: '002:121 (templates.md 轻量计划摘要模板)',
      rule: 'plan-summary-tables',
      remedy: 'write the header row as the message says',
    },
    {
      id: 'goal-status-valid',
      actions: EVERY,
      text: 'goal states are 已达成 / 未达成 / 受阻 with a quality that agrees, each goal carries its latest check, a goal awaiting the user’s acceptance is not 已达成, a block says why, and host tasks are completed for achieved goals only, at once',
      seed: '002:248-249, 002:271, 002:275-285, 002:294, 002:319',
      rule: 'plan-summary-goal-status',
      messages: ['value', 'contradiction', 'noQuality', 'disagrees', 'hostDone', 'hostOpen', 'acceptancePending', 'blockedNoReason', 'draftExecuted'],
      remedy: 'write the state and quality of the latest check, as the message says',
    },
    {
      id: 'execute-plan-confirmed',
      actions: ['continue_execution'],
      text: 'the plan has its items, each with `已确认` and `实施方案`, organised by confirmed requirement, none still `待确认`',
      seed: '002:153-155, 002:231',
      rule: 'plan-summary-plan-items',
      remedy: 'write the confirmed plan items under `计划`',
    },
    {
      id: 'execute-goals-confirmed',
      actions: EXECUTING,
      text: 'the final acceptance goals exist and the user confirmed them (none is still a 目标草案)',
      seed: '002:61, 002:203-204, 002:231',
      rule: 'plan-summary-goal-status',
      messages: ['executeNoGoals', 'executeDraft'],
      remedy: 'ask the user to confirm the final goals (`await_user`), then mark them confirmed',
    },
    {
      id: 'execute-goals-judgeable',
      actions: ['continue_execution'],
      text: 'no final goal uses a vague word no one can judge (完善, 优化, 支持好)',
      seed: '002:198',
      rule: 'plan-summary-goal-wording',
      messages: ['vague'],
      remedy: 'restate the goal as a final state that can be judged 已达成 or 未达成, and confirm it with the user',
    },
    {
      id: 'execute-no-default-decision',
      actions: ['continue_execution'],
      text: 'no pending suggestion stands in the plan as a default technical decision',
      seed: '002:143',
      rule: 'plan-summary-confirmed-content',
      remedy: 'ask the user to confirm the suggestion, or mark it 待确认 and leave it out of the plan',
    },
    {
      id: 'repair-repairable',
      actions: ['repair'],
      text: 'a goal is 未达成 with a repairable failure (需要用户验收, 授权或决定 and 受阻 take their own paths)',
      seed: '002:253, 002:289-296',
      rule: 'plan-summary-goal-status',
      messages: ['repairNothing'],
      remedy: 'ask the user (`await_user`) or stop on the goal (`block`) instead',
    },
    {
      id: 'repair-within-cap',
      actions: ['repair'],
      text: 'the goal had fewer than 3 repairs, each with its 打回原因 and a changed strategy',
      seed: '002:253, 002:296-298, 002:372',
      rule: 'plan-summary-repair-cap',
      remedy: "after 3 repairs, stop and give the conclusion (第八步); record each round's reason and what changed",
    },
    {
      id: 'block-something-open',
      actions: ['block'],
      text: 'a goal is not achieved yet (a goal that is 已达成 is not blocked)',
      seed: '002:294',
      rule: 'plan-summary-goal-status',
      messages: ['blockNothing'],
      remedy: 'deliver (`close`) instead',
    },
    {
      id: 'await-user-with-steps',
      actions: ['await_user'],
      text: 'a user-acceptance request gives steps and a pass condition, not “请自行检查”',
      seed: '002:321, 002:326',
      rule: 'plan-summary-conclusion',
      messages: ['vagueAcceptance'],
      remedy: 'write the numbered acceptance steps, the expected result and the pass condition',
    },
    {
      id: 'stop-with-conclusion',
      actions: ['await_user', 'block'],
      text: 'after the repairs of a goal stopped, the conclusion (第八步) says what was done, which goals are not met, why repairs cannot go on, what the user must provide or choose, and the code/branch/file state, and announces no further repair',
      seed: '002:372-374',
      rule: 'plan-summary-conclusion',
      messages: ['stepEight', 'moreRepair'],
      remedy: 'write the five parts of the conclusion, and stop repairing',
    },
    {
      id: 'close-every-goal-met',
      actions: ['close'],
      text: 'every final goal is 已达成 and 达标 (a goal 受阻 or awaiting the user is not), and a sub-agent review switched on has passed',
      seed: '002:252, 002:319, 002:348, 002:378',
      rule: 'plan-summary-goal-status',
      messages: ['closeNoGoals', 'closeUnmet', 'closeQuality', 'closeNoReview', 'closeGoalGone', 'hiddenRow'],
      remedy: 'finish, repair or resolve the goal first; when it cannot be, give the conclusion (第八步) instead of delivering',
    },
    {
      id: 'close-within-caps',
      actions: ['close'],
      text: 'no goal went past 3 repairs or 3 sub-agent review repairs (past the cap comes the conclusion, not a delivery)',
      seed: '002:253, 002:367-368, 002:372',
      rule: 'plan-summary-repair-cap',
      messages: ['cap', 'reviewCap'],
      remedy: 'give the conclusion (第八步) instead of delivering: what was done, which goals are not met, why repairs stop, what the user must provide',
    },
    {
      id: 'close-conclusion-honest',
      actions: ['close'],
      text: 'the conclusion claims completion only when every goal is 已达成, leaves no known defect and pastes no long log',
      seed: '002:252, 002:310, 002:344, 002:374, 002:386',
      rule: 'plan-summary-conclusion',
      messages: ['claim', 'knownDefect', 'longLog'],
      remedy: 'state which goals are not achieved (or repair the known defect first), and keep the report short',
    },
  ],
};
