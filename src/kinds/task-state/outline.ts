import type { Outline } from '../../core/model/kind.js';

/** Header lines of a task-state file, in order (seed 000 §4). */
export const TASK_STATE_HEADER_FIELDS = ['TASK_ID', 'TASK_TITLE', 'TASK_TYPE', 'PLAN_FROZEN', 'CURRENT_ROLE', 'WORKFLOW_STATUS', 'STARTED_AT', 'LAST_UPDATED_AT'] as const;

export type TaskStateHeaderField = (typeof TASK_STATE_HEADER_FIELDS)[number];

export const SECTION = {
  goal: '目标',
  top3: '下一步 Top 3',
  blockers: '阻塞项',
  decisionIndex: '关键决策索引（最近 3 条）',
  decisionLog: '关键决策日志（全量追加，不覆盖历史）',
  evidence: '验收证据（Evidence）',
  gaps: '未验证清单（Gaps）',
  findings: 'Review Findings（闭环）',
  commitPlan: '提交计划',
  contract: 'Execution Contract',
} as const;

export const CONTRACT_LABELS = ['Scope', 'Files to change', 'Forbidden', 'Steps', 'Checks', 'Commit plan', 'Rollback note'] as const;
/** Labels a `docs` task may omit (rules.md task-state-execution-contract). */
export const DOCS_OPTIONAL_LABELS: readonly string[] = ['Forbidden', 'Rollback note'];

/** Required sections (seed 000 §5), with the English names people also write. */
export const taskStateOutline: Outline = {
  depth: 2,
  sections: [
    { text: SECTION.goal, aliases: ['Goal', 'Goals'] },
    { text: SECTION.top3, aliases: ['Next Top 3', 'Top 3', 'Next steps'] },
    { text: SECTION.blockers, aliases: ['Blockers'] },
    { text: SECTION.decisionIndex, aliases: ['Decision Index', '关键决策索引'] },
    { text: SECTION.decisionLog, aliases: ['Decision Log', '关键决策日志'] },
    { text: SECTION.evidence, aliases: ['Evidence', '验收证据'] },
    { text: SECTION.gaps, aliases: ['Gaps', '未验证清单'] },
    { text: SECTION.findings, aliases: ['Review Findings'] },
    { text: SECTION.commitPlan, aliases: ['Commit Plan'] },
    { text: SECTION.contract, aliases: ['执行契约'] },
  ],
  bodies: {
    [SECTION.contract]: CONTRACT_LABELS.map((l) => `- ${l}:`).join('\n'),
  },
  // TASK_STATE_TEMPLATE: `- [ ] <最优先动作 1>`.
  taskLists: [SECTION.top3],
};
