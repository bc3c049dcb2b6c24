/**
 * The engine: runs the configured rules on parsed documents and turns reports into messages.
 * Every surface (CLI, hook, Action, language server, MCP server, remark preset) calls into here.
 */
import type { WfDocument } from '../model/document.js';
import type { ResolvedRule } from './config.js';
import type { Settings } from './settings.js';
import type { WorkspaceView } from './workspace-view.js';
import { formatMessage, type GateAction, type Report, type Rule, type RuleContext } from './rule.js';
import { mergeEdits, touchesProtected, withEol } from './fix.js';
import { compareMessages, type LintMessage, type RelatedLocation } from './messages.js';
import { applySuppressions, type SuppressedMessage, type SuppressionOutcome } from './suppressions.js';
import { ownedDataPaths } from './owned-data.js';
import { timeRule, timingOn } from './timing.js';

export interface RunOptions {
  /** Also run gate-only rules (`wflint gate` on a loop home). */
  gate?: boolean;
  /** The action being gated (gate-only rules read it from the settings). */
  gateAction?: GateAction;
  /** Keep only these rule ids. */
  only?: ReadonlySet<string>;
  /** Collects the messages inline suppressions hid (the gate does not honour them). */
  suppressed?: SuppressedMessage[];
  /**
   * The file's time budget: a `performance.now()` after which no further rule runs on it; a fatal
   * message says so (README "Limits"). Checked before each rule: a step already running finishes.
   */
  deadline?: number;
  /** The budget in milliseconds, for the message. */
  budgetMs?: number;
}

/** What `lintDocument` runs with: the run's options and every rule the config knows, on or off (`ResolvedConfig.registry`: suppressions may name them). */
export interface DocumentRun extends RunOptions {
  registry: readonly Rule[];
}

/** A fatal message about the whole file, placed at its start. */
const fatalAtStart = (ruleId: string | null, message: string): LintMessage => ({ ruleId, severity: 2, fatal: true, message, line: 1, column: 1, endLine: 1, endColumn: 1, offset: 0, endOffset: 0 });

/** The message of a file whose time budget ran out. */
function overBudget(budgetMs: number | undefined): LintMessage {
  return fatalAtStart(null, `Unexpected lint time over the ${budgetMs ?? 0} ms budget of a file, expected less: the remaining rules did not run`);
}

/** A registry's rules by id, built once per registry (every document of a run asks). */
const indexes = new WeakMap<readonly Rule[], { byId: Map<string, Rule>; ids: string[] }>();
function registryIndex(registry: readonly Rule[]): { byId: Map<string, Rule>; ids: string[] } {
  let index = indexes.get(registry);
  if (!index) {
    const byId = new Map(registry.map((r) => [r.id, r]));
    indexes.set(registry, (index = { byId, ids: [...byId.keys()] }));
  }
  return index;
}

/** The rules of a run that apply to a kind, in run order, built once per rule list and kind (a rule applies by kind alone). */
const byKind = new WeakMap<readonly ResolvedRule[], Map<string, ResolvedRule[]>>();
function rulesFor(rules: readonly ResolvedRule[], kind: WfDocument['kind']): ResolvedRule[] {
  let lists = byKind.get(rules);
  if (!lists) byKind.set(rules, (lists = new Map<string, ResolvedRule[]>()));
  let list = lists.get(kind.id);
  if (!list) lists.set(kind.id, (list = rules.filter((active) => active.rule.appliesTo(kind))));
  return list;
}

/** Run the rules that apply to a document; a rule that throws becomes a fatal message. */
export function lintDocument(doc: WfDocument, workspace: WorkspaceView, rules: readonly ResolvedRule[], settings: Settings, opts: DocumentRun): LintMessage[] {
  const messages: LintMessage[] = [];
  const registry = opts.registry;
  const protect = doc.kind.protectedRanges?.(doc) ?? [];
  const ran = new Set<string>();
  const after: ResolvedRule[] = [];
  const ownedData = () => ownedDataPaths(registry, doc.kind.id);
  const runRule = (active: ResolvedRule, out: LintMessage[], suppressions?: SuppressionOutcome): void => {
    const { rule } = active;
    ran.add(rule.id);
    const report = (r: Report): void => {
      out.push(toMessage(doc, workspace, rule, active.severity, r, protect));
    };
    const context: RuleContext = { doc, workspace, settings, options: active.options, report, ownedData };
    if (opts.gateAction) context.gateAction = opts.gateAction;
    if (suppressions) context.suppressions = suppressions;
    try {
      if (timingOn()) timeRule(rule.id, () => rule.check(context));
      else rule.check(context);
    } catch (error) {
      out.push(fatalAtStart(rule.id, `Rule \`${rule.id}\` failed on this file: ${(error as Error).message}`));
    }
  };
  const deadline = opts.deadline;
  for (const active of rulesFor(rules, doc.kind)) {
    const { rule } = active;
    if (deadline !== undefined && performance.now() > deadline) {
      messages.push(overBudget(opts.budgetMs));
      return messages.sort(compareMessages);
    }
    if (rule.meta.gateOnly && !opts.gate) continue;
    if (opts.only && !opts.only.has(rule.id)) continue;
    if (rule.meta.afterSuppressions) after.push(active);
    else runRule(active, messages);
  }
  // Inline suppressions (spec README §7), then the rules that check the suppression comments.
  const { byId, ids } = registryIndex(registry);
  const { kept, outcome, dropped } = applySuppressions(doc, messages, ran, (id) => byId.get(id), ids);
  opts.suppressed?.push(...dropped);
  for (const active of after) {
    if (deadline !== undefined && performance.now() > deadline) {
      kept.push(overBudget(opts.budgetMs));
      break;
    }
    runRule(active, kept, outcome);
  }
  return kept.sort(compareMessages);
}

function toMessage(doc: WfDocument, workspace: WorkspaceView, rule: Rule, severity: 1 | 2, r: Report, protect: ReadonlyArray<readonly [number, number]>): LintMessage {
  const template = rule.meta.messages[r.messageId];
  if (template === undefined) throw new Error(`rule \`${rule.id}\` reported unknown messageId \`${r.messageId}\``);
  const start = clamp(r.start, doc.text.length);
  const end = clamp(Math.max(r.start, r.end), doc.text.length);
  const span = doc.lines.span(start, end);
  const msg: LintMessage = {
    ruleId: rule.id,
    severity: rule.meta.advisory?.includes(r.messageId) ? 1 : severity,
    message: formatMessage(template, r.data),
    messageId: r.messageId,
    line: span.start.line,
    column: span.start.column,
    endLine: span.end.line,
    endColumn: span.end.column,
    offset: start,
    endOffset: end,
  };
  if (rule.meta.fatal) msg.fatal = true;
  const eolEdits = (edits: Report['fix']) => (edits ?? []).map((e) => ({ range: e.range, text: withEol(e.text, doc.eol) }));
  if (r.fix && rule.meta.fixable === 'safe') {
    const fix = mergeEdits(doc.text, eolEdits(r.fix));
    if (fix && !touchesProtected(fix, protect)) msg.fix = fix;
  }
  if (r.suggest && rule.meta.fixable !== false) {
    const suggestions = [];
    for (const s of r.suggest) {
      const fix = mergeEdits(doc.text, eolEdits(s.edits));
      const tpl = rule.meta.messages[s.messageId];
      if (!fix || tpl === undefined) continue;
      suggestions.push({ desc: formatMessage(tpl, s.data), messageId: s.messageId, fix });
    }
    if (suggestions.length) msg.suggestions = suggestions;
  }
  if (r.expected?.length) msg.expected = r.expected;
  if (r.cause?.length) msg.cause = r.cause.map((c) => relatedLocation(doc, workspace, c));
  return msg;
}

function relatedLocation(doc: WfDocument, workspace: WorkspaceView, c: NonNullable<Report['cause']>[number]): RelatedLocation {
  const same = c.relPath === undefined || c.relPath === doc.relPath;
  // Another file is parsed only for offsets: a cause given by line (a header read alone) needs none.
  const other = same ? doc : c.start !== undefined ? workspace.document(c.relPath!) : undefined;
  const filePath = other ? other.path : `${workspace.root}/${c.relPath}`;
  if (other && c.start !== undefined) {
    const span = other.lines.span(c.start, c.end ?? c.start);
    return { filePath, line: span.start.line, column: span.start.column, endLine: span.end.line, endColumn: span.end.column, message: c.message };
  }
  const line = c.line ?? 1;
  const at: RelatedLocation = { filePath, line, column: c.column ?? 1, message: c.message };
  if (c.endColumn !== undefined) Object.assign(at, { endLine: line, endColumn: c.endColumn });
  return at;
}

function clamp(n: number, max: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(n, max)) : 0;
}
