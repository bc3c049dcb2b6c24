/* Generated from schemas/gate-verdict.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * What `wflint gate <path> --action <action>` prints (and `runGate` and the MCP `gate` tool return): may this workflow take this step now?
 */
export interface GateVerdict {
  /**
   * Whether the step may be taken: no precondition of it is broken.
   */
  allowed: boolean;
  /**
   * The step asked about.
   */
  action:
    | 'repair'
    | 'continue_execution'
    | 'continue_test'
    | 'branch'
    | 'advance'
    | 'await_user'
    | 'block'
    | 'close'
    | 'promotion'
    | 'scheduler_stop';
  /**
   * The gated path, relative to the working directory.
   */
  path: string;
  /**
   * The workflow the path names (one precondition table per workflow).
   */
  workflow: 'task-state' | 'plan-summary' | 'loop' | 'checkpoint' | 'harness';
  /**
   * The findings that refuse the step, each with the precondition it breaks.
   */
  blocking: BlockingFinding[];
  /**
   * Inline suppressions inside the gated documents that would have hidden a blocking finding; the gate does not honour them.
   */
  ignoredSuppressions: IgnoredSuppression[];
  /**
   * Preconditions of the step whose rule the project's configuration turned off.
   */
  unchecked: UncheckedPrecondition[];
  /**
   * Everything else the documents of the step report (they do not refuse it).
   */
  warnings: GateFinding[];
}
export interface BlockingFinding {
  /**
   * The rule that checks the precondition.
   */
  ruleId: string | null;
  /**
   * The rule's message id.
   */
  messageId?: string;
  /**
   * Absolute path of the document that must change.
   */
  filePath: string;
  /**
   * 1-based start line.
   */
  line: number;
  /**
   * 1-based start column.
   */
  column: number;
  /**
   * 1-based end line.
   */
  endLine: number;
  /**
   * 1-based end column.
   */
  endColumn: number;
  /**
   * What is wrong and what is expected.
   */
  message: string;
  /**
   * The precondition's id in its workflow's table.
   */
  preconditionId: string;
  /**
   * What must hold before the step.
   */
  precondition: string;
  /**
   * Where the seed says so (`<seed>:<line>`, or an upstream skill's step).
   */
  seed: string;
  /**
   * The smallest change that satisfies the precondition.
   */
  remedy: string;
  fix?: GateFix;
}
/**
 * The safe fix (`wflint --fix`) that would satisfy it, when the rule has one: replace the text in `range` (offsets) by `text`.
 */
export interface GateFix {
  /**
   * Start and end offsets in the document text.
   *
   * @minItems 2
   * @maxItems 2
   */
  range: [number, number];
  /**
   * The replacement text.
   */
  text: string;
}
export interface IgnoredSuppression {
  /**
   * Absolute path of the document holding the comment.
   */
  filePath: string;
  /**
   * 1-based line of the comment.
   */
  line: number;
  /**
   * 1-based column of the comment.
   */
  column: number;
  /**
   * The comment as written.
   */
  directive: string;
  /**
   * The rule whose blocking finding it would have hidden.
   */
  ruleId: string;
}
export interface UncheckedPrecondition {
  /**
   * The precondition's id in its workflow's table.
   */
  preconditionId: string;
  /**
   * The rule that checks it (turned off).
   */
  rule: string;
}
export interface GateFinding {
  /**
   * The rule that reported it (null: the file could not be read).
   */
  ruleId: string | null;
  /**
   * The rule's message id.
   */
  messageId?: string;
  /**
   * Absolute path of the document.
   */
  filePath: string;
  /**
   * 1-based start line.
   */
  line: number;
  /**
   * 1-based start column.
   */
  column: number;
  /**
   * 1-based end line.
   */
  endLine: number;
  /**
   * 1-based end column.
   */
  endColumn: number;
  /**
   * What is wrong and what is expected.
   */
  message: string;
}
