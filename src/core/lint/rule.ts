/**
 * The rule contract (style.md §2): `defineRule({id, meta, check})`. Rules are pure: they read the
 * parsed document and the workspace facts from their context and report; they never do I/O and
 * never set ruleId, url or severity themselves.
 */
import type { DataOf, KindId } from '../model/kind.js';
import type { WfDocument } from '../model/document.js';
import type { WorkspaceView } from './workspace-view.js';
import type { Settings } from './settings.js';
import type { SuppressionOutcome } from './suppressions.js';
import type { Edit } from '../model/text.js';

export type Level = 'off' | 'warn' | 'error';
export type GateAction = 'repair' | 'continue_execution' | 'continue_test' | 'branch' | 'advance' | 'await_user' | 'block' | 'close' | 'promotion' | 'scheduler_stop';

/** A byte-range edit on the document text (BOM excluded). */
export type { Edit };

export interface Cause {
  /** Repo-relative path of the related file (the same file when omitted). */
  relPath?: string;
  start?: number;
  end?: number;
  /** 1-based line (and columns on it), when the related file is not parsed. */
  line?: number;
  column?: number;
  endColumn?: number;
  message: string;
}

export interface Suggestion {
  messageId: string;
  data?: Record<string, string | number>;
  edits: Edit[];
}

export interface Report {
  messageId: string;
  data?: Record<string, string | number>;
  /** Offsets in the document text. */
  start: number;
  end: number;
  fix?: Edit[];
  suggest?: Suggestion[];
  /** Acceptable values (enum quick fixes, "did you mean"). */
  expected?: string[];
  cause?: Cause[];
}

/** The kinds a rule runs on: a list, every markdown kind, or every kind. */
export type RuleKinds = readonly KindId[] | 'markdown' | 'all';

/** The data type of a rule's documents: its kinds' (`DataOf`), or any key for `markdown` / `all`. */
export type RuleData<K extends RuleKinds> = K extends readonly (infer I extends KindId)[] ? DataOf<I> : Readonly<Record<string, unknown>>;

export interface RuleMeta<K extends RuleKinds = RuleKinds> {
  type: 'problem' | 'suggestion' | 'layout';
  description: string;
  /** Default severity (rules.md `sev`). */
  severity: 'error' | 'warn';
  /** `safe`: applied by `--fix`; `suggest`: offered only; `false`: no edits. */
  fixable: false | 'safe' | 'suggest';
  /** Kinds the rule runs on; `'markdown'` means every markdown kind. */
  kinds: K;
  /** Only in `wflint gate` (e.g. `gate-action-bound`). */
  gateOnly?: boolean;
  /**
   * Runs after the other rules, on the outcome of the inline suppressions (`ctx.suppressions`);
   * its own messages cannot be suppressed (`suppression-comment`).
   */
  afterSuppressions?: boolean;
  /** A fatal problem (the document could not be read). */
  fatal?: boolean;
  /** Reads other documents of the workflow. */
  crossFile?: boolean;
  /** Compares with the version at `--base`. */
  gitAware?: boolean;
  /**
   * Messages that are at most a warning, whatever the rule's severity, and never block a gate: a
   * form the seed is silent on, reported with the canonical form (spec README, first section:
   * "at most a warning naming the canonical form").
   */
  advisory?: readonly string[];
  /** Message templates by id; `{{name}}` is replaced from the report's data. */
  messages: Readonly<Record<string, string>>;
  /** JSON Schema of the options object (validated when a config sets options). */
  options?: Readonly<Record<string, unknown>>;
  defaultOptions?: Readonly<Record<string, unknown>>;
  /**
   * Data paths (JSON pointers, `*` matches one segment) this rule checks more precisely than the
   * schema; `data-schema` stays silent on them (rules.md "One violation, one message"). A pointer
   * also covers the data below it; one ending in `/$` covers only that node (e.g. `/task_anchor/$`:
   * the key's presence and type, while the schema still reports problems inside the mapping).
   */
  ownsData?: Partial<Readonly<Record<KindId, readonly string[]>>>;
}

export interface RuleContext<Options = Record<string, unknown>, K extends RuleKinds = RuleKinds> {
  doc: WfDocument<RuleData<K>>;
  workspace: WorkspaceView;
  settings: Settings;
  options: Options;
  /**
   * In `wflint gate`: the step asked about. A rule's gate check judges the documents as if the
   * step were taken (e.g. `close` on an `active` task checks what a completed task must have).
   */
  gateAction?: GateAction;
  /** For `meta.afterSuppressions` rules: what the inline suppressions of the document did. */
  suppressions?: SuppressionOutcome;
  /** The data paths of this document's kind that other rules own (`meta.ownsData` of every rule the config knows), as segments. */
  ownedData?: () => readonly string[][];
  report: (report: Report) => void;
}

export interface RuleDefinition<Options = Record<string, unknown>, K extends RuleKinds = RuleKinds> {
  id: string;
  /** The doc page's address (default: wflint's `rules/<id>.md`; a project rule gives its own). */
  url?: string;
  meta: RuleMeta<K>;
  check(ctx: RuleContext<Options, K>): void;
}

export interface Rule<Options = Record<string, unknown>, K extends RuleKinds = RuleKinds> extends RuleDefinition<Options, K> {
  /** The doc page, `rules/<id>.md`. */
  url: string;
  appliesTo(kind: { id: KindId; format: string }): boolean;
}

export const DOCS_BASE = 'https://github.com/wflint/wflint/blob/main/rules/';

/** A rule (its kinds are inferred: `kinds: ['task-state']` gives `ctx.doc.data` the task-state keys). */
export function defineRule<Options = Record<string, unknown>, const K extends RuleKinds = RuleKinds>(def: RuleDefinition<Options, K>): Rule<Options, K> {
  const kinds = def.meta.kinds;
  return {
    ...def,
    url: def.url ?? `${DOCS_BASE}${def.id}.md`,
    appliesTo(kind) {
      if (kinds === 'all') return true;
      if (kinds === 'markdown') return kind.format === 'markdown';
      return kinds.includes(kind.id);
    },
  };
}

/** Fill `{{name}}` placeholders. */
export function formatMessage(template: string, data: Record<string, string | number> | undefined): string {
  if (!data) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in data ? String(data[name]) : m));
}
