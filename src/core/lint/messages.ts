/** The lint message and result shapes (spec README §5: the ESLint JSON shape). */
import type { TextFix } from './fix.js';

export interface RelatedLocation {
  filePath: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
}

export interface LintSuggestion {
  desc: string;
  messageId: string;
  fix: TextFix;
}

export interface LintMessage {
  ruleId: string | null;
  severity: 1 | 2;
  message: string;
  messageId?: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  fatal?: boolean;
  fix?: TextFix;
  suggestions?: LintSuggestion[];
  /** Acceptable values (enum quick fixes). */
  expected?: string[];
  /** Related places in this or other files (LSP related information). */
  cause?: RelatedLocation[];
  /** Offsets of the range (BOM excluded). */
  offset?: number;
  endOffset?: number;
}

export interface LintResult {
  filePath: string;
  /** Repo-relative path. */
  relPath: string;
  kind?: string;
  messages: LintMessage[];
  errorCount: number;
  fatalErrorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
  /** The fixed text, when fixing changed it. */
  output?: string;
}

export function summarize(filePath: string, relPath: string, messages: LintMessage[], kind?: string): LintResult {
  const r: LintResult = { filePath, relPath, messages, errorCount: 0, fatalErrorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0 };
  if (kind) r.kind = kind;
  for (const m of messages) {
    if (m.severity === 2) {
      r.errorCount++;
      if (m.fatal) r.fatalErrorCount++;
      if (m.fix) r.fixableErrorCount++;
    } else {
      r.warningCount++;
      if (m.fix) r.fixableWarningCount++;
    }
  }
  return r;
}

/** Results in file order (the order every surface reports a run of several roots in). */
export function compareResults(a: LintResult, b: LintResult): number {
  return a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : 0;
}

export function compareMessages(a: LintMessage, b: LintMessage): number {
  return a.line - b.line || a.column - b.column || (a.ruleId ?? '').localeCompare(b.ruleId ?? '');
}
