/* Generated from schemas/harness-plan.schema.json by scripts/gen-types.mjs; do not edit (npm run gen). */

/**
 * A harness work plan (`.webwork/harness/{work,archive}/<session_id>/plan.md`, seed 004 work-plan) as wflint reads it: `# Plan — target: <target>`, `## Global Constraints`, `## Tasks`, then one `### T<N>: <goal>` per task with nine `field: value` lines. List fields are written on one line (separated by `|`, `;`, `；` or `,`) or as a list indented under the field; `无`/`none` means an empty list.
 */
export interface HarnessPlan {
  /**
   * The user's target, from the H1 `# Plan — target: <target>`; it defines the acceptance criteria of the whole run.
   */
  target: string;
  /**
   * The text of `## Global Constraints` (the user's constraints as given; every task's `forbidden` includes them).
   */
  global_constraints: string;
  /**
   * The tasks in document order (`### T<N>: <goal>`); at most 20 (scope gate).
   *
   * @maxItems 20
   */
  tasks:
    | []
    | [Task]
    | [Task, Task]
    | [Task, Task, Task]
    | [Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task, Task]
    | [
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task,
        Task
      ];
}
/**
 * One independently acceptable unit of work, dispatched to one subagent.
 */
export interface Task {
  /**
   * Stable task id `T<N>` (T1, T2, …) from the heading.
   */
  id: string;
  /**
   * The goal, one acceptable sentence, from the heading after `T<N>:`.
   */
  goal: string;
  /**
   * Files the task touches (`Create: path | Modify: path:120-145 | Touch: path`), paths relative to `root_dir`; empty when the task changes no file.
   */
  files: FileRef[];
  /**
   * Cross-task interfaces (`Consumes: …` / `Produces: …`), or `无` when there are none.
   */
  interfaces: string;
  /**
   * Acceptance criteria, each decidable true/false; 1 to 3 items.
   *
   * @minItems 1
   * @maxItems 3
   *
   * Items: One boolean acceptance criterion.
   */
  accept: [string] | [string, string] | [string, string, string];
  /**
   * The verification command (e.g. `npm test -- src/foo.test.ts`), or `无` when there is no test.
   */
  verify: string;
  /**
   * Subagent type: `explore` (read-only research, may run in parallel) or `general` (writes; strictly serial).
   */
  agent: 'explore' | 'general';
  /**
   * Write whitelist, paths relative to `root_dir`; empty for a read-only task; equals the Create/Modify paths of `files` for a `general` task.
   *
   * Items: A repo-relative path the task may write.
   */
  writable: string[];
  /**
   * Files (and operations) the task must not change; includes every global constraint.
   *
   * Items: A forbidden path or operation.
   */
  forbidden: string[];
  /**
   * Tasks that must be complete first (`T1, T3`); empty for `无`.
   *
   * Items: A task id of this plan.
   */
  depends: string[];
  /**
   * Estimated minutes, parsed from `budget_text` (`≤10 分钟`, `10 min`, `8m`, `10分钟`; a range counts its upper end); at most 10.
   */
  budget: number;
  /**
   * The `budget` field as written.
   */
  budget_text?: string;
}
/**
 * One entry of `files`.
 */
export interface FileRef {
  /**
   * What the task does to the file; an entry without its own action takes the previous one.
   */
  action?: 'Create' | 'Modify' | 'Touch' | 'Delete';
  /**
   * Path relative to `root_dir`, without the line range.
   */
  path: string;
  /**
   * Line range of a `Modify` entry (`120-145`).
   */
  lines?: string;
}
