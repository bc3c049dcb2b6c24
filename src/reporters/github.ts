/**
 * `github`: GitHub Actions workflow commands (`::error file=…,line=…::message`) and a Markdown job
 * summary (spec README §5).
 *
 * GitHub shows at most 10 annotations of each type per step, so the annotations on lines changed
 * since `--base` come first (errors, then warnings), then the others. The job summary lists every
 * finding; it is appended to `$GITHUB_STEP_SUMMARY` when that variable is set.
 */
import fs from 'node:fs';
import type { LintMessage, LintResult } from '../core/lint/messages.js';
import { isChangedLine } from '../core/project/git.js';
import { getRule } from '../rules/index.js';
import type { FormatContext } from './context.js';
import { FATAL_RULE_ID, uriOf } from './sarif.js';
import { markdownText, printable } from './safe.js';

/** Escape a command's message (GitHub's `escapeData`). */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escape a command property value (GitHub's `escapeProperty`): also `:` and `,`. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(r: LintResult, m: LintMessage): string {
  const props: Array<[string, string | number]> = [
    ['file', r.relPath],
    ['line', m.line],
    ['col', m.column],
    ['endLine', m.endLine],
    ['endColumn', m.endColumn],
    ['title', m.ruleId ?? FATAL_RULE_ID],
  ];
  const type = m.severity === 2 ? 'error' : 'warning';
  return `::${type} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',')}::${printable(escapeData(m.message))}`;
}

/** The annotations, findings on changed lines first (errors before warnings in each group). */
export function formatGithub(results: readonly LintResult[], ctx: FormatContext): string {
  const all = results.flatMap((r) => r.messages.map((m) => ({ r, m, changed: isChangedLine(ctx.changedLines, r.relPath, m.line) })));
  const rank = (x: (typeof all)[number]) => (x.changed ? 0 : 2) + (x.m.severity === 2 ? 0 : 1);
  // Array.prototype.sort is stable: file and line order is kept inside each group.
  return all
    .sort((a, b) => rank(a) - rank(b))
    .map((x) => `${command(x.r, x.m)}\n`)
    .join('');
}

export interface SummaryOptions {
  /** Link each finding to the file at this commit (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_SHA`). */
  blob?: { server: string; repository: string; sha: string };
  /** Baseline counts, when a baseline was applied. */
  baseline?: { file: string; suppressed: number; gone: number };
  /** Largest summary in bytes (GitHub accepts 1 MiB per step). */
  maxBytes?: number;
}

/** GitHub's limit for one step's summary. */
export const SUMMARY_LIMIT = 1024 * 1024;

/** A table cell: document text can neither render nor break out of the cell (`safe.ts`). */
const cell = markdownText;

function plural(n: number, w: string): string {
  return `${n} ${w}${n === 1 ? '' : 's'}`;
}

export function blobFromEnv(env: NodeJS.ProcessEnv): SummaryOptions['blob'] {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  return server && repository && sha ? { server, repository, sha } : undefined;
}

/** The Markdown job summary: totals, then one table row per finding. */
export function githubSummary(results: readonly LintResult[], opts: SummaryOptions = {}): string {
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  const files = results.filter((r) => r.messages.length > 0).length;
  let out = '## wflint\n\n';
  if (errors + warnings === 0) out += `✔ No problems in ${plural(results.length, 'workflow document')}.\n`;
  else out += `✖ ${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}) in ${plural(files, 'file')} of ${plural(results.length, 'workflow document')}.\n`;
  if (opts.baseline && (opts.baseline.suppressed > 0 || opts.baseline.gone > 0)) {
    const { file, suppressed, gone } = opts.baseline;
    out += `\nBaseline ${cell(`\`${file}\``)}: ${plural(suppressed, 'known finding')} not shown.`;
    if (gone > 0) out += ` ${gone} ${gone === 1 ? 'entry' : 'entries'} no longer found: run \`wflint --baseline-write\` to prune.`;
    out += '\n';
  }
  if (errors + warnings === 0) return out;
  out += '\n| Level | File | Line | Rule | Message |\n|---|---|---|---|---|\n';
  const limit = opts.maxBytes ?? SUMMARY_LIMIT;
  const rows = results.flatMap((r) => r.messages.map((m) => ({ r, m })));
  let shown = 0;
  for (const { r, m } of rows) {
    const where = `${m.line}:${m.column}`;
    const file = opts.blob ? `[${cell(r.relPath)}](${opts.blob.server}/${opts.blob.repository}/blob/${opts.blob.sha}/${uriOf(r.relPath)}#L${m.line})` : cell(r.relPath);
    const id = m.ruleId ?? FATAL_RULE_ID;
    const rule = m.ruleId && getRule(m.ruleId) ? `[${id}](${getRule(m.ruleId)!.url})` : id;
    const row = `| ${m.severity === 2 ? '❌ error' : '⚠️ warning'} | ${file} | ${where} | ${rule} | ${cell(m.message)} |\n`;
    // Keep room for the closing note.
    if (Buffer.byteLength(out) + Buffer.byteLength(row) > limit - 200) break;
    out += row;
    shown++;
  }
  if (shown < rows.length) out += `\n… ${plural(rows.length - shown, 'more finding')} not listed: the summary reached GitHub's size limit. Run \`wflint\` locally for the full list.\n`;
  return out;
}

/** Append the summary to `$GITHUB_STEP_SUMMARY` when it is set; returns whether it wrote. */
export function appendStepSummary(env: NodeJS.ProcessEnv, summary: string): boolean {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) return false;
  fs.appendFileSync(file, summary.endsWith('\n') ? summary : `${summary}\n`);
  return true;
}
