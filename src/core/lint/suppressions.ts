/**
 * Inline suppressions (spec README §7), applied inside `lintDocument` so that every surface (CLI,
 * gate, language server, MCP server, remark preset) sees the same findings.
 *
 * Markdown follows remark-message-control (unified-message-control):
 *   `<!--wflint disable rule-id [rule-id…] -- reason-->`  off from the comment on,
 *   `<!--wflint enable rule-id-->`                         on again from the comment on,
 *   `<!--wflint ignore rule-id -- reason-->`              off from the comment to the end of the
 *                                                         next sibling node.
 * `wflint` is this tool's marker. `lint` is remark-lint's, shared on files both tools lint: in a
 * `lint` comment wflint acts on the rule ids it owns and leaves the others (remark-lint's) alone,
 * and a `lint` comment without rule ids is wflint's only when it gives a reason (remark-lint users
 * write none; remark-lint ignores a comment whose reason it cannot parse). Without rule ids a wflint
 * directive applies to every rule. A message is suppressed when the last toggle at or before its
 * start turned its rule (or all rules) off. Toggles that do not change the state are not recorded,
 * so a second `disable` of a rule that is already off suppresses nothing.
 *
 * YAML (YAML kinds, front matter, fenced yaml blocks): `# wflint-disable-next-line rule-id -- reason`
 * suppresses the rule on the next line that is neither blank nor a comment.
 *
 * The directives themselves are checked by the `suppression-comment` rule, which runs after the
 * others on the outcome computed here (its own messages and fatal messages cannot be suppressed).
 */
import type { Nodes, Parent } from 'mdast';
import { Lexer, CST } from 'yaml';
import { memo, type WfDocument } from '../model/document.js';
import type { LintMessage } from './messages.js';
import type { Rule } from './rule.js';

export type DirectiveSyntax = 'markdown' | 'yaml';

export interface DirectiveId {
  id: string;
  start: number;
  end: number;
}

export interface Directive {
  syntax: DirectiveSyntax;
  /** The comment's marker: `wflint` (this tool's), or remark-lint's `lint` (markdown only). */
  marker: 'wflint' | 'lint';
  /** `disable`, `enable`, `ignore` (markdown), `disable-next-line` (YAML), or what was written. */
  verb: string;
  /** Offsets of the verb (for an unknown keyword). */
  verbStart: number;
  verbEnd: number;
  /** Rule ids as written; empty means every rule. */
  ids: DirectiveId[];
  /** Text after ` -- `, trimmed; undefined when there is none. */
  reason?: string;
  /** Offsets of the whole comment. */
  start: number;
  end: number;
  /** When the comment is alone on its line(s): the range that removes it with its line break. */
  removal?: [number, number];
  /** `ignore`: where the next sibling node ends; `disable-next-line`: the target line's range. */
  scopeEnd?: number;
  targetLine?: number;
}

export const KNOWN_VERBS: Readonly<Record<DirectiveSyntax, readonly string[]>> = {
  markdown: ['disable', 'enable', 'ignore'],
  yaml: ['disable-next-line'],
};

/** Verbs that hide messages: they need a reason. */
export function needsReason(verb: string): boolean {
  return verb === 'disable' || verb === 'ignore' || verb === 'disable-next-line';
}

/** What the suppressions did to one document's messages (read by `suppression-comment`). */
export interface SuppressionOutcome {
  directives: readonly Directive[];
  /** `<directive index>:<rule id>` or `<directive index>:*` for directives that suppressed a message or enabled a disabled rule. */
  used: ReadonlySet<string>;
  /** Rules that ran on the document: only their directives can be judged unused. */
  ran: ReadonlySet<string>;
  /** Whether a rule id exists in the registry. */
  isKnown: (id: string) => boolean;
  /** Whether messages of this rule may be suppressed. */
  isSuppressible: (id: string) => boolean;
  /** Whether wflint acts on the directive (`isWflintDirective`). */
  isOwn: (d: Directive) => boolean;
  /** Whether a rule id of a `lint` comment is another tool's (remark-lint's), not a wflint id. */
  isOthers: (id: string) => boolean;
}

const MD_OPEN = /^<!--[ \t]*(wflint|lint)(?=[\s>-])/;

/** `<!--wflint …-->` / `<!--lint …-->` → its marker and its body after it (string tests, linear on any comment). */
function markdownMarker(html: string): { marker: 'wflint' | 'lint'; body: string; bodyOffset: number } | undefined {
  const open = MD_OPEN.exec(html);
  if (!open || !html.endsWith('-->') || html.length < open[0].length + 3) return undefined;
  return { marker: open[1] as 'wflint' | 'lint', body: html.slice(open[0].length, -3), bodyOffset: open[0].length };
}

/**
 * Whether a rule id in a `lint` comment reads as one of wflint's (a known id, or one with a wflint
 * rule's prefix, e.g. a mistyped `task-state-top4`); other ids belong to remark-lint or its plugins.
 */
export function looksLikeWflintId(id: string, isKnown: (id: string) => boolean, knownIds: readonly string[]): boolean {
  if (isKnown(id)) return true;
  const head = (x: string) => x.split('-').slice(0, 2).join('-');
  return knownIds.some((k) => head(k) === head(id) && id.includes('-'));
}

/**
 * Whether wflint acts on a directive: every `wflint` comment; a `lint` comment that names one of
 * wflint's rules, or names none and gives a reason.
 */
export function isWflintDirective(d: Directive, isKnown: (id: string) => boolean, knownIds: readonly string[]): boolean {
  if (d.marker === 'wflint') return true;
  if (d.ids.length === 0) return d.reason !== undefined || d.verb === 'enable';
  return d.ids.some((i) => looksLikeWflintId(i.id, isKnown, knownIds));
}
const YAML_MARKER = /^#[ \t]*wflint-(disable-next-line|[\w-]*)\b(.*)$/s;

/** The directives of a document, in document order (parsed once per document). */
export function readDirectives(doc: WfDocument): Directive[] {
  return memo(doc, 'suppressions:directives', () => {
    const out: Directive[] = [];
    // Most documents hold no directive: a string search spares the tree walk and the YAML lexing.
    if (doc.mdast && doc.text.includes('<!--')) visitMarkdown(doc, doc.mdast, out);
    readYamlDirectives(doc, out);
    return out.sort((a, b) => a.start - b.start);
  });
}

function visitMarkdown(doc: WfDocument, parent: Parent, out: Directive[]): void {
  const children = parent.children as Nodes[];
  children.forEach((node, i) => {
    if (node.type === 'html') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      const m = markdownMarker(doc.text.slice(start, end));
      if (!m) return;
      const bodyStart = start + m.bodyOffset;
      const d = parseBody(doc, 'markdown', m.marker, m.body, bodyStart, start, end);
      if (d.verb === 'ignore') {
        const next = children[i + 1];
        const tail = next?.position?.end.offset;
        if (tail !== undefined) d.scopeEnd = tail;
      }
      out.push(d);
      return;
    }
    if ('children' in node) visitMarkdown(doc, node, out);
  });
}

/** `verb id id -- reason` → a directive; offsets of each part are kept for precise reports. */
function parseBody(doc: WfDocument, syntax: DirectiveSyntax, marker: Directive['marker'], body: string, bodyStart: number, start: number, end: number): Directive {
  const sep = /(^|\s)--(\s|$)/.exec(body);
  const head = sep ? body.slice(0, sep.index) : body;
  const tokens = [...head.matchAll(/\S+/g)].map((t) => ({ id: t[0], start: bodyStart + t.index, end: bodyStart + t.index + t[0].length }));
  const verb = tokens.shift();
  const d: Directive = {
    syntax,
    marker,
    verb: verb?.id ?? '',
    verbStart: verb?.start ?? start,
    verbEnd: verb?.end ?? end,
    ids: tokens.flatMap((t) =>
      t.id
        .split(',')
        .filter(Boolean)
        .map((id) => ({ id, start: t.start + t.id.indexOf(id), end: t.start + t.id.indexOf(id) + id.length })),
    ),
    start,
    end,
  };
  const reason = sep ? body.slice(sep.index + sep[0].length).trim() : '';
  if (reason) d.reason = reason;
  const removal = wholeLines(doc.text, start, end);
  if (removal) d.removal = removal;
  return d;
}

/** The comment's lines with their line break, when nothing else is on them. */
function wholeLines(text: string, start: number, end: number): [number, number] | undefined {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (text.slice(lineStart, start).trim() !== '') return undefined;
  let lineEnd = text.indexOf('\n', end);
  if (lineEnd === -1) lineEnd = text.length;
  if (text.slice(end, lineEnd).trim() !== '') return undefined;
  return [lineStart, lineEnd === text.length ? lineEnd : lineEnd + 1];
}

function readYamlDirectives(doc: WfDocument, out: Directive[]): void {
  for (const block of doc.yaml.blocks) {
    const src = block.source;
    if (!src.value.includes('wflint-')) continue;
    let offset = 0;
    for (const token of new Lexer().lex(src.value)) {
      // The lexer's control tokens (document start, flow end, scalar start) stand in no source text.
      if (token === CST.DOCUMENT || token === CST.FLOW_END || token === CST.SCALAR) continue;
      const at = offset;
      offset += token.length;
      if (CST.tokenType(token) !== 'comment') continue;
      const m = YAML_MARKER.exec(token);
      if (!m) continue;
      const start = src.toDocOffset(at);
      const end = src.toDocOffset(at + token.length);
      const verbStart = start + token.indexOf('wflint-');
      // The verb is everything after `wflint-`: `disable-next-line` is the one known.
      const d = parseBody(doc, 'yaml', 'wflint', token.slice(verbStart - start + 'wflint-'.length), verbStart + 'wflint-'.length, start, end);
      d.verbStart = verbStart;
      const target = nextContentLine(doc, doc.lines.point(start).line + 1);
      if (target !== undefined) d.targetLine = target;
      out.push(d);
    }
  }
}

function nextContentLine(doc: WfDocument, from: number): number | undefined {
  for (let line = from; line <= doc.lines.lineCount; line++) {
    const t = doc.lines.lineText(line).trim();
    if (t === '' || t.startsWith('#')) continue;
    if (/^(---|```+|~~~+)$/.test(t)) return undefined;
    return line;
  }
  return undefined;
}

/** A message an inline suppression hid, and the directive that hid it (the gate ignores it). */
export interface SuppressedMessage {
  message: LintMessage;
  directive: Directive;
}

interface Mark {
  at: number;
  state: boolean;
  /** The directive (index) and id responsible; undefined for the toggle back after `ignore`. */
  by?: string;
}

/**
 * Drop the suppressed messages. Returns the kept messages and the outcome the
 * `suppression-comment` rule reports on.
 */
export function applySuppressions(
  doc: WfDocument,
  messages: readonly LintMessage[],
  ran: ReadonlySet<string>,
  lookup: (id: string) => Rule | undefined,
  knownIds: readonly string[] = [],
): { kept: LintMessage[]; outcome: SuppressionOutcome; dropped: SuppressedMessage[] } {
  const directives = readDirectives(doc);
  const used = new Set<string>();
  const isKnown = (id: string) => lookup(id) !== undefined;
  const isSuppressible = (id: string) => {
    const rule = lookup(id);
    return rule !== undefined && rule.meta.afterSuppressions !== true;
  };
  const isOwn = (d: Directive) => isWflintDirective(d, isKnown, knownIds);
  const isOthers = (id: string) => !looksLikeWflintId(id, isKnown, knownIds);
  const outcome: SuppressionOutcome = { directives, used, ran, isKnown, isSuppressible, isOwn, isOthers };
  if (directives.length === 0) return { kept: [...messages], outcome, dropped: [] };

  // Markdown toggles, as unified-message-control builds them.
  const scope = new Map<string, Mark[]>();
  const globals: Mark[] = [];
  let reset = false;
  const stateOf = (id: string | undefined): boolean => {
    const marks = id === undefined ? globals : scope.get(id);
    if (marks && marks.length > 0) return marks[marks.length - 1]!.state;
    // Nothing recorded yet: a rule follows the last global state (unified-message-control's `reset`).
    return !reset;
  };
  const toggle = (at: number, state: boolean, id: string | undefined, by: string | undefined): boolean => {
    let marks = globals;
    if (id !== undefined) {
      marks = scope.get(id) ?? [];
      scope.set(id, marks);
    }
    const changed = stateOf(id) !== state;
    if (changed) marks.push(by === undefined ? { at, state } : { at, state, by });
    if (id === undefined) for (const known of scope.keys()) toggle(at, state, known, by);
    return changed;
  };
  directives.forEach((d, index) => {
    if (d.syntax !== 'markdown' || !KNOWN_VERBS.markdown.includes(d.verb) || !isOwn(d)) return;
    const targets = d.ids.length === 0 ? [undefined] : d.ids.map((i) => i.id).filter((id) => isSuppressible(id));
    for (const id of targets) {
      const key = `${index}:${id ?? '*'}`;
      if (d.verb === 'disable') {
        toggle(d.start, false, id, key);
        if (id === undefined) reset = true;
      } else if (d.verb === 'enable') {
        if (toggle(d.start, true, id, key)) used.add(key);
        if (id === undefined) reset = false;
      } else if (d.scopeEnd !== undefined) {
        toggle(d.start, false, id, key);
        toggle(d.scopeEnd, true, id, undefined);
      }
    }
  });
  // The deciding mark: the last one at or before the message.
  const decide = (marks: Mark[] | undefined, at: number): Mark | undefined => {
    if (!marks) return undefined;
    for (let i = marks.length - 1; i >= 0; i--) if (marks[i]!.at <= at) return marks[i];
    return undefined;
  };

  const kept: LintMessage[] = [];
  const dropped: SuppressedMessage[] = [];
  for (const m of messages) {
    if (m.fatal || m.ruleId === null || !isSuppressible(m.ruleId)) {
      kept.push(m);
      continue;
    }
    const at = m.offset ?? doc.lines.lineStart(m.line) + m.column - 1;
    let by: string | undefined;
    // The rule's own latest toggle wins (a global toggle is copied onto every rule seen so far).
    const decided = decide(scope.get(m.ruleId), at) ?? decide(globals, at);
    if (decided && !decided.state) by = decided.by;
    if (by === undefined) {
      directives.forEach((d, index) => {
        if (by !== undefined || d.syntax !== 'yaml' || d.verb !== 'disable-next-line' || d.targetLine !== m.line) return;
        if (d.ids.length === 0) by = `${index}:*`;
        else if (d.ids.some((i) => i.id === m.ruleId)) by = `${index}:${m.ruleId}`;
      });
    }
    if (by === undefined) kept.push(m);
    else {
      used.add(by);
      dropped.push({ message: m, directive: directives[Number(by.slice(0, by.indexOf(':')))]! });
    }
  }
  return { kept, outcome, dropped };
}
