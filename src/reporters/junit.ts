/**
 * `junit`: JUnit XML for CI test reports (spec README §5). One `<testsuite>` per linted file; in
 * it one passing `<testcase>` per rule that ran on the file and found nothing, and one
 * `<testcase>` per message: an error is a `<failure>`, a warning passes with the finding in
 * `<system-out>`, a fatal message without a rule (the file could not be read) is an `<error>`.
 */
import type { LintMessage, LintResult } from '../core/lint/messages.js';
import { getKind } from '../kinds/index.js';
import { rulesThatRan, type FormatContext } from './context.js';
import { FATAL_RULE_ID } from './sarif.js';

/** Escape text and attribute values; characters XML 1.0 cannot hold at all become U+FFFD. */
export function xmlEscape(s: string): string {
  return (
    s
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]/g, '\uFFFD')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Line breaks as character references: in an attribute they survive parsing (a raw one is read
      // as a space), and printed to a CI log the XML stays one line per element (no line of document
      // text can start a workflow command).
      .replace(/[\n\r\u0085\u2028\u2029]/g, (c) => `&#${c.charCodeAt(0)};`)
  );
}

function attrs(a: Record<string, string | number>): string {
  return Object.entries(a)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v))}"`)
    .join('');
}

function detail(r: LintResult, m: LintMessage): string {
  return `${r.relPath}:${m.line}:${m.column}: ${m.severity === 2 ? 'error' : 'warning'}: ${m.message} (${m.ruleId ?? FATAL_RULE_ID})`;
}

export function formatJunit(results: readonly LintResult[], ctx: FormatContext): string {
  let tests = 0;
  let failures = 0;
  let errors = 0;
  const suites: string[] = [];
  for (const r of results) {
    const kind = r.kind ? getKind(r.kind) : undefined;
    const ran = kind ? rulesThatRan([r], ctx.rules).filter(({ rule }) => rule.appliesTo(kind)) : [];
    const reported = new Set(r.messages.map((m) => m.ruleId));
    const cases: string[] = [];
    let suiteFailures = 0;
    let suiteErrors = 0;
    for (const { rule } of ran) {
      if (!reported.has(rule.id)) cases.push(`    <testcase${attrs({ classname: r.relPath, name: rule.id, time: 0 })}/>\n`);
    }
    for (const m of r.messages) {
      const id = m.ruleId ?? FATAL_RULE_ID;
      const head = `    <testcase${attrs({ classname: r.relPath, name: `${id} ${m.line}:${m.column}`, time: 0 })}>\n`;
      let body: string;
      if (m.ruleId === null) {
        suiteErrors++;
        body = `      <error${attrs({ type: id, message: m.message })}>${xmlEscape(detail(r, m))}</error>\n`;
      } else if (m.severity === 2) {
        suiteFailures++;
        body = `      <failure${attrs({ type: id, message: m.message })}>${xmlEscape(detail(r, m))}</failure>\n`;
      } else body = `      <system-out>${xmlEscape(detail(r, m))}</system-out>\n`;
      cases.push(`${head}${body}    </testcase>\n`);
    }
    tests += cases.length;
    failures += suiteFailures;
    errors += suiteErrors;
    suites.push(`  <testsuite${attrs({ name: r.relPath, tests: cases.length, failures: suiteFailures, errors: suiteErrors, skipped: 0, time: 0 })}>\n${cases.join('')}  </testsuite>\n`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: 'wflint', tests, failures, errors, time: 0 })}>\n${suites.join('')}</testsuites>\n`;
}
