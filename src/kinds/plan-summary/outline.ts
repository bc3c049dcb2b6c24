import type { Outline } from '../../core/model/kind.js';
import { tableHeaderText } from '../../core/model/tables.js';

/** Required sections of a plan summary (seed 002; `corpus/task-driver/templates.md`). */
export const SECTION = {
  goal: '目标',
  confirmed: '已确认内容',
  plan: '计划',
  goals: '验收目标',
  rounds: '目标执行记录',
  conclusion: '当前结论',
} as const;

/** The template's table columns, in order (rules.md plan-summary). */
export const COLUMNS = {
  confirmed: ['项目', '内容', '状态'],
  goals: ['序号', '最终验收目标', '宿主任务 ID（如有）', '内部检查方式', '状态'],
  rounds: ['轮次', '验收目标', '状态', '打回原因', '处理结果'],
} as const;

export type TableKey = keyof typeof COLUMNS;

/** The section that holds each table. */
export const TABLE_SECTION: Readonly<Record<TableKey, string>> = {
  confirmed: SECTION.confirmed,
  goals: SECTION.goals,
  rounds: SECTION.rounds,
};

/** Labelled bullets of a plan item (`### N. <计划事项>`); the first two are required. */
export const PLAN_LABELS = ['已确认', '实施方案', '影响范围', '状态'] as const;
export const REQUIRED_PLAN_LABELS: readonly string[] = ['已确认', '实施方案'];
/** The non-numbered H3 for work shared by every item (seed 002 "统一实施工作"). */
export const SHARED_WORK_HEADING = '统一实施工作';

/** Goal states and quality judgements (seed 002 §6). */
export const GOAL_STATES = ['已达成', '未达成', '受阻'] as const;
export const GOAL_QUALITIES = ['达标', '未达标'] as const;
export type GoalState = (typeof GOAL_STATES)[number];
export type GoalQuality = (typeof GOAL_QUALITIES)[number];

export const planSummaryOutline: Outline = {
  depth: 2,
  sections: [
    { text: SECTION.goal, aliases: ['Goal', 'Goals', '任务目标'] },
    { text: SECTION.confirmed, aliases: ['Confirmed', '已确认'] },
    { text: SECTION.plan, aliases: ['Plan'] },
    { text: SECTION.goals, aliases: ['Acceptance Goals', '最终验收目标'] },
    { text: SECTION.rounds, aliases: ['Goal Execution Log', '执行记录'] },
    { text: SECTION.conclusion, aliases: ['Conclusion', 'Current Conclusion', '结论'] },
  ],
  bodies: {
    [SECTION.confirmed]: tableHeaderText(COLUMNS.confirmed),
    [SECTION.goals]: tableHeaderText(COLUMNS.goals),
    [SECTION.rounds]: tableHeaderText(COLUMNS.rounds),
  },
};
