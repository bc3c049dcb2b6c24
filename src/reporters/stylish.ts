/** `stylish`: grouped by file, `line:col  level  message  rule-id`, a summary line (ESLint's layout). */
import path from 'node:path';
import type { LintResult } from '../core/lint/messages.js';
import { printable } from './safe.js';

/** ESLint's stylish colours (SGR codes): what is padded is measured without them. */
const paint = (on: boolean) => (code: string, close: string) => (text: string) => (on ? `\x1b[${code}m${text}\x1b[${close}m` : text);

export function formatStylish(results: readonly LintResult[], cwd: string, colour = false): string {
  const sgr = paint(colour);
  const [underline, dim, red, yellow, bold] = [sgr('4', '24'), sgr('2', '22'), sgr('31', '39'), sgr('33', '39'), sgr('1', '22')];
  let out = '';
  let errors = 0;
  let warnings = 0;
  let fixableErrors = 0;
  let fixableWarnings = 0;
  for (const r of results) {
    if (r.messages.length === 0) continue;
    errors += r.errorCount;
    warnings += r.warningCount;
    fixableErrors += r.fixableErrorCount;
    fixableWarnings += r.fixableWarningCount;
    const rows = r.messages.map((m) => [`${m.line}:${m.column}`, m.severity === 2 ? 'error' : 'warning', printable(m.message), printable(m.ruleId ?? '')]);
    const w0 = Math.max(...rows.map((x) => x[0]!.length));
    const w1 = Math.max(...rows.map((x) => x[1]!.length));
    out += `\n${underline(printable(path.relative(cwd, r.filePath) || r.filePath))}\n`;
    for (const [pos, level, message, rule] of rows) out += `  ${dim(pos!.padEnd(w0))}  ${(level === 'error' ? red : yellow)(level!.padEnd(w1))}  ${message}  ${dim(rule!)}\n`;
  }
  const total = errors + warnings;
  if (total === 0) return '';
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  const summary = errors > 0 ? (s: string) => red(bold(s)) : (s: string) => yellow(bold(s));
  out += `\n${summary(`✖ ${plural(total, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`)}\n`;
  if (fixableErrors + fixableWarnings > 0) out += `${summary(`  ${plural(fixableErrors, 'error')} and ${plural(fixableWarnings, 'warning')} potentially fixable with the \`--fix\` option.`)}\n`;
  return out;
}
