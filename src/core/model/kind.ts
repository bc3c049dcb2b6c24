import type { CanonicalHeading } from './headings.js';
import type { WfDocument } from './document.js';
import type { GfmFeature } from './markdown.js';
import type { KindData, KindId } from '../../generated/kind-ids.js';

/** Every kind id of the registry: generated from the `defineKind` calls of `src/kinds` (`npm run gen`). */
export type { KindId };

/**
 * A document's data as a rule of kind K reads it: the keys K's schema names, each of unknown value.
 * The rules run on data `data-schema` has not accepted yet, so no value's type can be trusted; the
 * keys are typed so that a misspelled key does not compile. A kind without a schema: any key.
 */
export type DataOf<K extends KindId> = K extends keyof KindData ? { readonly [P in keyof KindData[K]]?: unknown } : Readonly<Record<string, unknown>>;

/** The workflows (one per seed): each kind belongs to one, whose gate judges its steps. */
export type WorkflowId = 'task-state' | 'plan-summary' | 'loop' | 'checkpoint' | 'harness';

/** How a kind's file is read. Markdown kinds get an mdast tree and sections. */
export type KindFormat = 'markdown' | 'yaml' | 'text' | 'jsonl' | 'html';

/**
 * Where a kind keeps its structured data (validated against its schema). `view`: the data is
 * computed from the markdown structure (tables, labelled items) by the kind's `view` hook.
 */
export type DataSource = 'header' | 'yaml' | 'view' | 'none';

/** The structured data a `view` kind reads from its markdown, with the source range of each value. */
export interface KindView {
  data: Record<string, unknown>;
  /** Offsets of the value at a data path (for schema messages); `undefined` when it has none. */
  locate(path: readonly string[]): { start: number; end: number } | undefined;
}

export interface Outline {
  /** Heading depth of the required sections. */
  depth: number;
  /** Required sections, in canonical order. */
  sections: readonly CanonicalHeading[];
  /** Body inserted with a missing section by `required-sections` (keyed by canonical text; default empty). */
  bodies?: Readonly<Record<string, string>>;
  /**
   * Sections whose items are task-list items (`- [ ]` / `- [x]`), by canonical text. When such a
   * section is missing and task-list items end the section before it, they are its items left
   * without their heading: `required-sections` suggests the heading before them and inserts no
   * empty section after them.
   */
  taskLists?: readonly string[];
  /**
   * A kind rule that checks presence itself (e.g. `state-index-structure`); `required-sections`
   * then stays silent on this kind (one violation, one message).
   */
  presenceCheckedBy?: string;
}

export interface KindDef {
  id: KindId;
  description: string;
  /** The workflow its documents take part in (its gate: `src/kinds/<workflow>/gate.ts`). */
  workflow: WorkflowId;
  /** Picomatch patterns relative to the repository root, or to the loop home for `scope: 'loop-home'`. */
  patterns: readonly string[];
  /** Patterns (same base) that are never this kind. */
  exclude?: readonly string[];
  scope: 'repo' | 'loop-home';
  format: KindFormat;
  /** The GFM constructs its rules read (default none: CommonMark); only kinds that need one pay for it. */
  gfm?: readonly GfmFeature[];
  data: DataSource;
  /**
   * Bare `key: value` lines that are data too (spec README §2; seed 001 prints CONTROL.md's header
   * and SCHEDULER_DECISION.md so): `header` before the first `##` heading, `anywhere` in any
   * root-level paragraph made only of such lines.
   */
  bareData?: 'header' | 'anywhere';
  /** File name under `schemas/` (without `.schema.json`) when the kind has a schema. */
  schema?: string;
  outline?: Outline;
  /** `data: 'view'` kinds: compute the data from the parsed document (memoised by the kind). */
  view?: (doc: WfDocument) => KindView;
  /** Ranges of the text no fix may edit inside (spec README §3: append-only history); default none. */
  protectedRanges?: (doc: WfDocument) => Array<readonly [number, number]>;
  /**
   * The workflow group of a document (`core/scale/groups.ts`): the repo-relative folder whose
   * documents its cross-file rules read together. Default: the document's folder (a loop-home kind:
   * its loop home).
   */
  group?: (relPath: string) => string;
  /** The documents whose texts this document's findings depend on, besides itself (`kinds/dependencies.ts`). */
  dependsOn?: (relPath: string, ws: DependencyView) => string[];
  /**
   * The folder the workflow keeps out of git by design (`.agents/state`: "默认不提交"; a live harness
   * session, ignored by its own `.gitignore`), at any depth: no git ignore pattern hides it, or the
   * folders above it, from the linter (the configuration's `ignores` still do).
   */
  untracked?: string;
}

/** A kind's definition, in its folder under `src/kinds/` (the registry, `src/kinds/index.ts`, lists it). */
export function defineKind(def: KindDef): KindDef {
  return def;
}

/** What a kind's `dependsOn` may ask of the workspace. */
export interface DependencyView {
  kindOf(relPath: string): KindDef | undefined;
  loopHomeOf(relPath: string): string | undefined;
  pathsWithin(dirRel: string): readonly string[];
}

/** The folder of a repo-relative path (`''` at the root). */
export function folderOf(relPath: string): string {
  const i = relPath.lastIndexOf('/');
  return i < 0 ? '' : relPath.slice(0, i);
}

/**
 * The workflow group of a document (repo-relative folder): its loop home for a loop-home kind,
 * else what its kind says (`group`), else its folder.
 */
export function groupOf(relPath: string, kind: Pick<KindDef, 'scope' | 'group'>, loopHome?: string): string {
  if (kind.scope === 'loop-home' && loopHome !== undefined) return loopHome;
  return kind.group?.(relPath) ?? folderOf(relPath);
}
