/** The gate of a task-driver plan summary (seed 002). `002:<line>` is a line of seed 002. */
import type { WorkflowGate } from '../../gate/preconditions.js';

export const planSummaryGate: WorkflowGate = {
  workflow: 'plan-summary',
  seed: '002',
  kinds: ['plan-summary'],
  target: 'a plan summary `.task-driver/<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`',
  actions: {
    continue_execution: 'create the goals and execute (第五步)',
    repair: 'send a goal that is 未达成 back for repair',
    await_user: 'ask the user (需要用户验收, 需要用户授权或决定)',
    block: 'stop on a goal that is 受阻',
    close: 'final delivery (最终交付)',
  },
  preconditions: [
    {
      id: 'conclusion-honest',
      actions: ['close'],
      text: 'the conclusion claims completion only when every goal is 已达成',
      seed: '002:252, 002:374',
      rule: 'plan-summary-conclusion',
      remedy: 'state which goals are not achieved, or finish them first',
    },
  ],
};
