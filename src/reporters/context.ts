/** What a formatter may know besides the results (kept apart from the registry to avoid import cycles). */
import type { LintResult } from '../core/lint/messages.js';
import type { ResolvedRule } from '../core/lint/config.js';
import type { ChangedLines } from '../core/project/git.js';
import { getKind } from '../kinds/index.js';

export interface FormatContext {
  cwd: string;
  root: string;
  /** The configured rules (`engine.config.rules`): SARIF reporting descriptors, JUnit test cases. */
  rules?: readonly ResolvedRule[];
  /** Lines changed since `--base` by repo-relative path (`github`: findings on them come first). */
  changedLines?: ReadonlyMap<string, ChangedLines>;
  /** The wflint version (SARIF `tool.driver.version`). */
  version?: string;
  /** Colour the report (`stylish`; the CLI decides: `--color`, `NO_COLOR`, a TTY). */
  colour?: boolean;
}

/**
 * The rules that ran on these results: enabled, not gate-only, and applying to the kind of at
 * least one linted document; plus any rule a message names (a rule run through a gate).
 */
export function rulesThatRan(results: readonly LintResult[], rules: readonly ResolvedRule[] | undefined): ResolvedRule[] {
  const kinds = new Set(results.map((r) => r.kind).filter((k): k is string => k !== undefined));
  const named = new Set(results.flatMap((r) => r.messages.map((m) => m.ruleId)));
  return (rules ?? []).filter(
    ({ rule }) =>
      named.has(rule.id) ||
      (!rule.meta.gateOnly &&
        [...kinds].some((k) => {
          const def = getKind(k);
          return def !== undefined && rule.appliesTo(def);
        })),
  );
}
