/* Generated from schemas/checkpoint.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * The structured parts of a checkpoint (`docs/checkpoints/** /*.md`, seed 003): a single-topic living document that a discussion can be resumed from. The topic (H1) and the items of its seven sections, as read from the markdown; empty sections are omitted.
 */
export interface Checkpoint {
  /**
   * `# <讨论主题>`: the single topic of the checkpoint (the one H1).
   */
  topic: string;
  /**
   * Items of `当前目标`: a summary of the current goals only (the complete decision bodies stay in `已确认决策`).
   *
   * Items: One current goal.
   */
  goals?: {
    /**
     * The item's text without list marker, checkbox or type label.
     */
    text: string;
  }[];
  /**
   * Items of `已确认决策`: the sole home of the complete body of each currently effective decision the user explicitly accepted.
   *
   * Items: One confirmed decision proposition.
   */
  decisions?: {
    /**
     * The item's text without list marker, checkbox or type label.
     */
    text: string;
  }[];
  /**
   * Items of `候选与 AI 推断`, each marked with its type.
   *
   * Items: One candidate (an unconfirmed user plan) or AI inference (agent-derived content).
   */
  candidates?: {
    /**
     * The item's text without list marker, checkbox or type label.
     */
    text: string;
    /**
     * The item's type label: `[候选]` / `候选：` / `Candidate:` or `[AI 推断]` / `AI 推断：` / `AI Inference:`.
     */
    type: '候选' | 'AI 推断';
  }[];
  /**
   * Items of `已否决方案`: options the user rejected, with the reasons already given.
   *
   * Items: One rejected option.
   */
  rejected?: {
    /**
     * The item's text without list marker, checkbox or type label.
     */
    text: string;
  }[];
  /**
   * Items of `待讨论问题`: undecided forks and unadjudicated conflicting statements (nothing already decided).
   *
   * Items: One open question.
   */
  openQuestions?: {
    /**
     * The item's text without list marker, checkbox or type label.
     */
    text: string;
    /**
     * Marked resolved (`[x]`, strikethrough, `已决定`, `已解决`, `resolved`): it no longer belongs here.
     */
    resolved?: false;
  }[];
  /**
   * Items of `非目标`: what this topic explicitly does not cover.
   *
   * Items: One non-goal.
   */
  nonGoals?: {
    /**
     * The item's text without list marker, checkbox or type label.
     */
    text: string;
  }[];
  /**
   * Items of `相关载体`: formal carriers (spec, plan, issue, files) that hold or reference the decisions.
   *
   * Items: One carrier reference.
   */
  carriers?: {
    /**
     * The item's text without list marker, checkbox or type label.
     */
    text: string;
    /**
     * Repository paths the item names (links, code spans, bare paths), as written.
     *
     * Items: One relative path or link target.
     */
    paths?: string[];
  }[];
}
