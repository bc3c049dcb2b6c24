/** What a rule may know beyond its own document. The workspace layer does the I/O, never the rule. */
import type { KindId } from '../model/kind.js';
import type { WfDocument } from '../model/document.js';
import type { HeaderLine } from '../model/markdown.js';

/** A document's header lines, read without its body. */
export interface DocumentHeader {
  relPath: string;
  header: HeaderLine[];
  /** The file could not be read (binary, invalid UTF-8, too large): its header is unknown, not empty. */
  unreadable?: true;
}

export interface GitView {
  /** The revision compared against (`--base`, default `HEAD`; the index in pre-commit mode). */
  base: string;
  /** The file's text at the base, or `undefined` when it did not exist there. */
  textAtBase(relPath: string): string | undefined;
  /** The commit `base` names (`undefined` for the index or when unknown): same commit, same base texts. */
  commit?(): string | undefined;
  /**
   * The commits reachable from `base` (from `HEAD` for the index) that modified a file, newest
   * first, each with the file's blob before and after it (a rename with an edit in its folder counts;
   * earlier commits under the old name are not followed; the commit that
   * added the file is not among them): what history checks compare (append-only logs). Empty
   * outside git, for a file never committed, or one committed once.
   */
  history?(relPath: string): ReadonlyArray<{ commit: string; before: string; after: string }>;
  /** The texts of blobs by id (one git process for all of them); a missing id is left out. */
  blobTexts?(blobs: readonly string[]): Map<string, string>;
  /**
   * For a file that did not exist at the base: the path (same folder) of a base file that is gone
   * from the working tree and whose lines the text keeps at least half of (git's rename
   * threshold), the most alike first; `undefined` when there is none. A rename then keeps the
   * file's history in view (append-only logs).
   */
  renamedFrom?(relPath: string, text: string): string | undefined;
  /**
   * Whether commit `ancestor` is `descendant` or one of its ancestors; `undefined` when git cannot
   * tell (a SHA it does not know, not a SHA at all). A commit graph never changes: no base read.
   */
  isAncestor?(ancestor: string, descendant: string): boolean | undefined;
  /**
   * The run covers many workflow groups: list the base tree and the history of the whole
   * repository at the first question, not folder by folder first (a process per folder).
   */
  wholeRepository?(): void;
}

/**
 * A document's text at the base: under its own path, or under the name it had before a rename
 * since the base (`renamedFrom`), so that a rename hides no change from the history checks.
 * `label` names the version in messages (`HEAD`, or `HEAD:<old path>`).
 */
export function baseVersion(git: GitView, doc: { relPath: string; text: string }): { text: string; label: string } | undefined {
  const own = git.textAtBase(doc.relPath);
  if (own !== undefined) return { text: own, label: git.base };
  const from = git.renamedFrom?.(doc.relPath, doc.text);
  const text = from === undefined ? undefined : git.textAtBase(from);
  return text === undefined ? undefined : { text, label: `${git.base}:${from}` };
}

export interface WorkspaceView {
  /** Absolute repository root. */
  root: string;
  /** Parsed documents of a kind, optionally only those inside a directory (repo-relative). */
  documents(kind: KindId, within?: string): WfDocument[];
  /**
   * The paths of a loop kind's documents that belong to a loop home (repo-relative, `''` for the
   * root), not to a home nested in it, sorted; listed without walking where the kind cannot be.
   */
  loopPaths(kind: KindId, home: string): string[];
  /**
   * The header lines (`KEY: value` before the first `##`) of every document of a kind, optionally
   * inside a directory, without parsing the rest of each file (the task index reads the headers of
   * every task file; a gate on one task must not parse them all).
   */
  headers(kind: KindId, within?: string): readonly DocumentHeader[];
  /** A parsed workflow document by repo-relative path. */
  document(relPath: string): WfDocument | undefined;
  /** Whether a file or directory exists (repo-relative, inside the repository). */
  exists(relPath: string): boolean;
  /** Entries of a directory (repo-relative), or `undefined` when it is not one. */
  list(relPath: string): string[] | undefined;
  /**
   * Where a repo-relative path leads after resolving symbolic links (of the file and of every
   * directory on its way): repo-relative when it stays inside the repository, absolute when it
   * leaves it. A path that does not exist (yet) resolves as far as it exists.
   */
  realPath(relPath: string): { inside: boolean; path: string };
  /** Text of any file inside the repository (not only workflow documents); `undefined` when unreadable. */
  readText(relPath: string): string | undefined;
  /** Git facts; `undefined` outside a git repository. */
  git: GitView | undefined;
}
