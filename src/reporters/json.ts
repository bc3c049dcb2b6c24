/** `json`: the ESLint JSON shape (spec README §5); offsets stay internal. */
import type { LintResult } from '../core/lint/messages.js';

export function formatJson(results: readonly LintResult[]): string {
  return JSON.stringify(
    results.map((r) => ({
      filePath: r.filePath,
      messages: r.messages.map(({ offset: _o, endOffset: _e, ...m }) => m),
      errorCount: r.errorCount,
      fatalErrorCount: r.fatalErrorCount,
      warningCount: r.warningCount,
      fixableErrorCount: r.fixableErrorCount,
      fixableWarningCount: r.fixableWarningCount,
      ...(r.output !== undefined ? { output: r.output } : {}),
    })),
  );
}
