/* Generated from schemas/plan-summary.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * The structured parts of a task-driver plan summary (`.task-driver/<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`, seed 002), as read from its markdown: the title and timestamp, the rows of the tables `已确认内容`, `验收目标` and `目标执行记录`, the plan items under `计划` with their labelled bullets, and `当前结论`.
 */
export interface PlanSummary {
  /**
   * 任务标题: the H1 `# <任务标题> 计划摘要` without the ` 计划摘要` suffix; equals the title in the file name.
   */
  title: string;
  /**
   * `YYYYMMDDHHmmss` creation time from the file name `<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`.
   */
  timestamp: string;
  /**
   * Rows of the `已确认内容` table (`项目 | 内容 | 状态`).
   *
   * Items: One confirmed item of the discussion.
   */
  confirmed: {
    /**
     * `项目`: what was decided (a requirement, a problem, a boundary).
     */
    item: string;
    /**
     * `内容`: the confirmed content, in the user's words where they matter.
     */
    content: string;
    /**
     * `状态`: e.g. `已确认`, `待确认`, `已排除`.
     */
    status: string;
  }[];
  /**
   * Plan items under `计划`: each `### N. <计划事项>` with its labelled bullets (a non-numbered `### 统一实施工作` is not an item).
   *
   * Items: One plan item; it traces back to a confirmed requirement or problem.
   */
  plan: {
    /**
     * `N` of `### N. <计划事项>`; items are numbered 1, 2, 3… (`null` when the heading has no number).
     */
    number: number;
    /**
     * `<计划事项>`: the item's name.
     */
    title: string;
    /**
     * `已确认：` the decisions and boundaries confirmed in the discussion (required, non-empty).
     */
    confirmed: string;
    /**
     * `实施方案：` the core method, its boundary and key constraints (required, non-empty).
     */
    approach: string;
    /**
     * `影响范围：` files, modules, flows or products affected (optional).
     */
    scope?: string;
    /**
     * `状态：` the item's progress as written (optional).
     */
    status?: string;
  }[];
  /**
   * Rows of the `验收目标` table (`序号 | 最终验收目标 | 宿主任务 ID（如有） | 内部检查方式 | 状态`).
   *
   * Items: One final acceptance goal confirmed by the user.
   */
  goals: {
    /**
     * `序号`: the goal's number (`1`, `2`, …); empty only when the cell is blank.
     */
    number: string;
    /**
     * `最终验收目标`: a user-visible, checkable final state (not an engineering check, no vague word).
     */
    goal: string;
    /**
     * `宿主任务 ID（如有）`: the id the host's goal/task tool returned, when one was created.
     */
    hostTaskId: string;
    /**
     * `内部检查方式`: how the agent checks the goal internally (tests, replay, review).
     */
    check: string;
    /**
     * `状态` as written (bold and code markers removed; a lone `-` counts as empty): empty (not started), or `已达成`, `未达成` or `受阻`, optionally followed by the quality `达标`/`未达标` (`已达成（达标）`, `未达成 / 未达标`) and a note after the quality (`已达成（达标，用户验收通过）`).
     */
    status: string;
    /**
     * The state part of `status` (seed 002 §6: the three internal states).
     */
    state?: '已达成' | '未达成' | '受阻';
    /**
     * The quality judgement part of `status` (seed 002 §6: any flaw means `未达标`).
     */
    quality?: '达标' | '未达标';
  }[];
  /**
   * Rows of the `目标执行记录` table (`轮次 | 验收目标 | 状态 | 打回原因 | 处理结果`): one row per check or repair round.
   *
   * Items: One execution / self-check round of one goal.
   */
  rounds: {
    /**
     * `轮次`: the round number (`1`, `第 2 轮`), or a sub-agent review round, counted apart from the repairs (002:367: `子代理审查 1`, `子代理独立审查第 2 次`); empty only when the cell is blank.
     */
    round: string;
    /**
     * `验收目标`: the goal checked in this round (its 序号, `目标 1`, or its text).
     */
    goal: string;
    /**
     * `状态`: the goal's state after this round as written (bold and code markers removed; a lone `-` counts as empty): empty (not started), or `已达成`, `未达成` or `受阻`, optionally followed by the quality `达标`/`未达标` (`已达成（达标）`, `未达成 / 未达标`) and a note after the quality (`已达成（达标，用户验收通过）`).
     */
    status: string;
    /**
     * `打回原因`: why the goal was sent back (empty when it passed).
     */
    reason: string;
    /**
     * `处理结果`: what this round changed (each repair must change strategy) and the evidence used to re-check.
     */
    result: string;
    /**
     * The state part of `status` (seed 002 §6: the three internal states).
     */
    state?: '已达成' | '未达成' | '受阻';
    /**
     * The quality judgement part of `status` (seed 002 §6: any flaw means `未达标`).
     */
    quality?: '达标' | '未达标';
  }[];
  /**
   * Text of `当前结论`: where the task stands; claims completion only when every goal is `已达成`.
   */
  conclusion: string;
}
