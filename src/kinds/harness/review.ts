/**
 * Harness review files (seed 004 work-review / work-finalize) read into their verdict lines and
 * finding counts, once per document: `task-<N>-review.md` (Spec Compliance + Task quality),
 * `task-<N>-rereview-<R>.md` (Verdict), `final-review.md` (总体评估), and the machine-readable
 * `VERDICT: Approved|Needs fixes  SHA: <head7>` line.
 */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import type { KindView } from '../../core/model/kind.js';
import type { HarnessReview } from '../../generated/harness-review.js';
import { isNoneValue, type Span } from './common.js';
import { contentLines, type SourceLine } from '../../core/model/content-lines.js';
import { trimEndChars } from '../../core/model/text.js';

export type ReviewKind = 'task' | 'rereview' | 'final';
export type LabelId = 'spec_compliance' | 'task_quality' | 'verdict' | 'overall';

export const SPEC_VALUES = ['✅', '❌'] as const;
export const QUALITY_VALUES = ['Approved', 'Needs fixes'] as const;
export const REREVIEW_VALUES = ['All findings addressed', 'Findings remain open'] as const;

/** The label as the seed writes it and the values it takes. */
export const LABELS: Readonly<Record<LabelId, { text: string; values: readonly string[] }>> = {
  spec_compliance: { text: 'Spec Compliance', values: SPEC_VALUES },
  task_quality: { text: 'Task quality', values: QUALITY_VALUES },
  verdict: { text: 'Verdict', values: REREVIEW_VALUES },
  overall: { text: '总体评估', values: QUALITY_VALUES },
};

/** What each review kind must state. */
export const REQUIRED: Readonly<Record<ReviewKind, readonly LabelId[]>> = {
  task: ['spec_compliance', 'task_quality'],
  rereview: ['verdict'],
  final: ['overall'],
};

export interface LabelLine {
  label: LabelId;
  /** The label as written (`总体评估`, `Overall`, `Task quality`). */
  labelText: string;
  /** The value as written. */
  raw: string;
  /** The enum value it starts with, when it does. */
  value?: string;
  line: SourceLine;
  valueSpan: Span;
}

export interface CountLine {
  /** `critical_important`: one count for both (`Critical/Important 数量：1`, 004:543). */
  name: 'critical' | 'important' | 'critical_important' | 'minor';
  count: number;
  line: SourceLine;
}

export interface ReviewView {
  kind: ReviewKind;
  task?: string;
  round?: number;
  labels: LabelLine[];
  counts: CountLine[];
  /** Lines that say a finding is `NOT ADDRESSED` (re-reviews). */
  notAddressed: SourceLine[];
  /** Lines that say a finding is `ADDRESSED` (re-reviews). */
  addressed: SourceLine[];
  /** `New breakage:` lines of a re-review that report a Critical or Important one (004:651, 004:673). */
  breakage: SourceLine[];
  /** `VERDICT:` lines (the machine summary). */
  machine: Array<{ line: SourceLine; verdict?: string; sha?: string }>;
  /** Findings listed under a `Critical` / `Important` heading, or as `- Critical: …` / `- Important: …` items. */
  listed: SourceLine[];
  /**
   * The last content line of the reviewer's part: sections the orchestrator appends after the
   * `VERDICT:` line (`## 整体验收结果`, the final fix's re-review) are not the reviewer's.
   */
  lastLine?: SourceLine;
  /** The `整体验收结果` section (final review, step 8): its heading and its lines. */
  acceptance?: { heading: SourceLine; lines: SourceLine[] };
}

const LABEL_LINE = /^(?:#{1,6}[ \t]+)?(?:[-*+][ \t]+)?(?:\*\*|__)?(Spec\s+Compliance|Task\s+quality|Verdict|总体评估|Overall(?:\s+assessment)?)(?:\*\*|__)?[ \t]*[:：](.*)$/is;
function stripBold(text: string): string {
  let v = text.trim();
  for (const mark of ['**', '__']) {
    if (v.startsWith(mark)) v = v.slice(2).trimStart();
    if (v.endsWith(mark)) v = v.slice(0, -2).trimEnd();
  }
  return v;
}
const COUNT_LINE = /^(?:[-*+][ \t]+)?(?:\*\*|__)?(Critical|Important|Minor)(?:\*\*|__)?[ \t]*(?:(?:数量|count)[ \t]*)?[:：][ \t]*(?:(?:\*\*|__)[ \t]*)?(\d+)\b/i;
const PAIR_LINE = /^(?:[-*+][ \t]+)?(?:\*\*|__)?Critical[ \t]*\/[ \t]*Important(?:\*\*|__)?[ \t]*(?:(?:数量|count)[ \t]*)?[:：][ \t]*(?:(?:\*\*|__)[ \t]*)?(\d+)[ \t]*\/[ \t]*(\d+)/i;
/** The reviewer's report line as the seed words it (004:543): `Critical/Important 数量：1`. */
const SUM_LINE = /^(?:[-*+][ \t]+)?(?:\*\*|__)?Critical[ \t]*\/[ \t]*Important(?:\*\*|__)?[ \t]*(?:(?:数量|count)[ \t]*)?[:：][ \t]*(?:(?:\*\*|__)[ \t]*)?(\d+)\b/i;
/** The words of a heading that opens a list of Critical or Important findings (`### Critical`, `## Important findings`). */
const FINDING_TITLE = /^(?:critical|important)(?: (?:findings?|问题))?$/i;

/** Whether a heading line opens Critical or Important findings (bold and a note in parentheses aside). */
function isFindingHeading(line: string): boolean {
  let t = line.replace(/^#{1,6}[ \t]/, '').trim();
  const open = Math.max(t.lastIndexOf('（'), t.lastIndexOf('('));
  if (open > 0 && (t.endsWith('）') || t.endsWith(')'))) t = t.slice(0, open).trim();
  t = t
    .split('**')
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return FINDING_TITLE.test(t);
}
/** A finding item that names its severity (`- Important: …`, `- [Critical] …`, `- **Important**：…`). */
const FINDING_ITEM = /^[-*+][ \t]+(?:\[(?:Critical|Important)\]|(?:\*\*)?(?:Critical|Important)(?:\*\*)?[ \t]*[:：])/i;
/** The severity label an item starts with (`Critical:`, `**Important**：`, `[Critical]`). */
const SEVERITY_LABEL = /^(?:\[(?:Critical|Important)\]|(?:\*\*)?(?:Critical|Important)(?:\*\*)?[ \t]*(?:(?:数量|count)[ \t]*)?[:：])[ \t]*/i;
const isCountLine = (text: string) => PAIR_LINE.test(text) || SUM_LINE.test(text) || COUNT_LINE.test(text);
const HEADING = /^(#{1,6})[ \t]/;
const MACHINE = /^VERDICT[ \t]*:/;
const MACHINE_FULL = /^VERDICT:[ \t]*(Approved|Needs fixes)[ \t]+SHA:[ \t]*([0-9a-f]{7})$/;
/** The orchestrator's acceptance section appended to `final-review.md` in step 8 (a note in brackets may follow: `## 整体验收结果（target 级）`). */
const ACCEPTANCE_HEADING = /^#{1,6}[ \t]*(?:整体验收(?:结果)?|Overall acceptance(?: result)?)(?:[ \t]*[（(][^）)\n]*[）)])?$/i;

function labelOf(word: string): LabelId {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'spec compliance') return 'spec_compliance';
  if (w === 'task quality') return 'task_quality';
  if (w === 'verdict') return 'verdict';
  return 'overall';
}

/** Other check marks a reviewer writes for the seed's `✅` / `❌` (004:541). */
const MARKS: ReadonlyArray<readonly [string, string]> = [
  ['✔️', '✅'],
  ['✔', '✅'],
  ['☑️', '✅'],
  ['☑', '✅'],
  ['✓', '✅'],
  ['✖️', '❌'],
  ['✖', '❌'],
  ['✗', '❌'],
  ['✘', '❌'],
  ['❎', '❌'],
];

/**
 * The enum value a written value starts with (`✅ 三条 accept 均满足` → `✅`): words in any case
 * (`approved`), other check marks for `✅` / `❌` (the seed is silent on spelling; the seed's form is
 * what the verdict is read as).
 */
function enumStart(raw: string, values: readonly string[]): string | undefined {
  let t = raw.replace(/^`|`$/g, '').trim();
  const mark = MARKS.find(([m]) => t.startsWith(m));
  if (mark) t = mark[1] + t.slice(mark[0].length);
  return values.find((v) => t.slice(0, v.length).toLowerCase() === v.toLowerCase() && (t.length === v.length || /^[\s,，;；.。(（—-]/.test(t.slice(v.length))));
}

export function reviewKindOf(relPath: string): { kind: ReviewKind; task?: string; round?: number } {
  const base = relPath.slice(relPath.lastIndexOf('/') + 1);
  const re = /^task-(\d+)-rereview-(\d+)\.md$/.exec(base);
  if (re) return { kind: 'rereview', task: `T${Number(re[1])}`, round: Number(re[2]) };
  const tr = /^task-(\d+)-review\.md$/.exec(base);
  if (tr) return { kind: 'task', task: `T${Number(tr[1])}` };
  return { kind: 'final' };
}

/** `- New breakage: <what>` (004:651); `None` says there is none. */
const NEW_BREAKAGE = /^(?:[-*+][ \t]+)?(?:\*\*|__)?New breakage(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]*(\S.*)?$/i;
/** A breakage of the severity that goes into the next fix round (004:673: Critical/Important; Minor is parked). */
const BLOCKING_SEVERITY = /\b(?:critical|important)\b|严重|重要/i;

export function reviewView(doc: WfDocument): ReviewView {
  return memo(doc, 'harness-review:view', () => {
    const view: ReviewView = { ...reviewKindOf(doc.relPath), labels: [], counts: [], notAddressed: [], addressed: [], breakage: [], machine: [], listed: [] };
    const all = contentLines(doc);
    // The acceptance section's output may stand in a fence (the test run's own lines).
    const withFences = contentLines(doc, 0, doc.text.length, 'read');
    let findingDepth: number | undefined;
    let reviewerPart = true;
    for (let i = 0; i < all.length; i++) {
      const line = all[i]!;
      if (ACCEPTANCE_HEADING.test(line.text)) {
        const next = all.slice(i + 1).find((l) => HEADING.test(l.text));
        const lines = withFences.filter((l) => l.start > line.end && (!next || l.start < next.start));
        view.acceptance ??= { heading: line, lines };
        reviewerPart = false;
        continue;
      }
      const heading = HEADING.exec(line.text);
      // What follows the reviewer's `VERDICT:` line under a new heading was appended by the orchestrator.
      if (heading && view.machine.length > 0) reviewerPart = false;
      if (!reviewerPart) continue;
      view.lastLine = line;
      if (heading) {
        const depth = heading[1]!.length;
        if (isFindingHeading(line.text)) findingDepth = depth;
        else if (findingDepth !== undefined && depth <= findingDepth) findingDepth = undefined;
      } else if (/^(?:[-*+]|\d{1,9}[.)])[ \t]/.test(line.text) && line.indent === 0 && (findingDepth !== undefined || FINDING_ITEM.test(line.text))) {
        // A count (`- Critical: 0`, `- Important: 2`) is counted below, not a finding listed; nor is `- Important: 无`.
        const text = line.text.replace(/^(?:[-*+]|\d{1,9}[.)])[ \t]+/, '');
        const said = text.replace(SEVERITY_LABEL, '');
        if (!isNoneValue(text) && !isNoneValue(said) && !isCountLine(line.text)) view.listed.push(line);
      }
      if (MACHINE.test(line.text)) {
        const m = MACHINE_FULL.exec(line.text);
        view.machine.push(m ? { line, verdict: m[1]!, sha: m[2]! } : { line });
        continue;
      }
      const breakage = NEW_BREAKAGE.exec(line.text);
      if (breakage?.[1] && !isNoneValue(breakage[1]) && BLOCKING_SEVERITY.test(breakage[1])) view.breakage.push(line);
      if (/\bNOT ADDRESSED\b/.test(line.text)) view.notAddressed.push(line);
      // A finding marked one by one: a list item or a table row (a summary sentence counts nothing).
      else if (/\bADDRESSED\b/.test(line.text) && /^(?:[-*+|]|\d{1,9}[.)])/.test(line.text) && !/All findings addressed/i.test(line.text)) view.addressed.push(line);
      // The reviewer's ≤10-line reply may put several labels on one line (004:540-543).
      for (const part of labelParts(line)) readLabel(view, part);
    }
    return view;
  });
}

/** One line's label or count (a part of a line that holds several). */
function readLabel(view: ReviewView, line: SourceLine): void {
  const pair = PAIR_LINE.exec(line.text);
  if (pair) {
    view.counts.push({ name: 'critical', count: Number(pair[1]), line }, { name: 'important', count: Number(pair[2]), line });
    return;
  }
  const sum = SUM_LINE.exec(line.text);
  if (sum) {
    view.counts.push({ name: 'critical_important', count: Number(sum[1]), line });
    return;
  }
  const count = COUNT_LINE.exec(line.text);
  if (count) {
    view.counts.push({ name: count[1]!.toLowerCase() as CountLine['name'], count: Number(count[2]), line });
    return;
  }
  const m = LABEL_LINE.exec(line.text);
  if (!m) return;
  const label = labelOf(m[1]!);
  // The value without the bold markers around it (`**Spec Compliance:** ✅`, `**Verdict: Approved**`).
  const raw = stripBold(m[2]!);
  const at = raw ? line.start + line.text.lastIndexOf(raw) : line.end;
  const entry: LabelLine = { label, labelText: m[1]!.replace(/\s+/g, ' '), raw, line, valueSpan: { start: at, end: at + raw.length } };
  const value = enumStart(raw, LABELS[label].values);
  if (value) entry.value = value;
  view.labels.push(entry);
}

/** A label or count that may open a part of a line (`Spec Compliance: ✅  Task quality: Approved  Critical/Important: 0`). */
const INLINE_LABEL = /(?:Spec Compliance|Task quality|Verdict|总体评估|Overall|Critical\/Important|Critical|Important|Minor)[ \t]?(?:数量)?[:：]/gi;

const SEPARATORS = '|｜；;，,';
/** Whether a text ends where a second label may start: two spaces, a tab, or a separator, then white space. */
function endsWithCut(before: string): boolean {
  let k = before.length;
  while (k > 0 && (before[k - 1] === ' ' || before[k - 1] === '\t')) k--;
  const run = before.slice(k);
  return run.length >= 2 || run.includes('\t') || (k > 0 && SEPARATORS.includes(before[k - 1]!));
}

/**
 * A line cut where a second label starts after two spaces, a tab or a separator (`|`, `；`, `，`);
 * a line with one label is itself.
 */
function labelParts(line: SourceLine): SourceLine[] {
  // A label ends in a colon: most lines hold none.
  if (!line.text.includes(':') && !line.text.includes('：')) return [line];
  const cuts: number[] = [];
  for (const m of line.text.matchAll(INLINE_LABEL)) {
    const before = line.text.slice(0, m.index).replace(/(?:\*\*|__)$/, '');
    if (m.index > 0 && endsWithCut(before)) cuts.push(before.length);
  }
  if (cuts.length === 0) return [line];
  return [0, ...cuts].map((from, i) => {
    const to = i < cuts.length ? cuts[i]! : line.text.length;
    const raw = line.text.slice(from, to);
    const text = trimEndChars(raw, ' \t|｜；;，,').trim();
    const start = line.start + from + (raw.length - raw.trimStart().length);
    return { ...line, text, start, end: start + text.length };
  });
}

/** Critical + Important findings, when the review states them (counted; listed findings are `view.listed`). */
export function blockingCount(view: ReviewView): { count: number; lines: SourceLine[] } | undefined {
  // Separate `Critical:` / `Important:` counts, else the combined `Critical/Important` one.
  const separate = view.counts.filter((x) => x.name === 'critical' || x.name === 'important');
  const c = separate.length ? separate : view.counts.filter((x) => x.name === 'critical_important');
  if (c.length === 0) return undefined;
  return { count: c.reduce((n, x) => n + x.count, 0), lines: [...new Set(c.map((x) => x.line))] };
}

/** Whether a task or final review asks for fixes: `❌`, `Needs fixes`, or Critical/Important findings. */
export function needsFixes(view: ReviewView): boolean {
  const first = (label: LabelId) => view.labels.find((l) => l.label === label)?.value;
  if (first('spec_compliance') === '❌' || first('task_quality') === 'Needs fixes' || first('overall') === 'Needs fixes') return true;
  return (blockingCount(view)?.count ?? 0) > 0 || view.listed.length > 0;
}

/** The review as data (validated by `schemas/harness-review.schema.json`). */
export function reviewData(doc: WfDocument): HarnessReview {
  return memo(doc, 'harness-review:data', () => {
    const view = reviewView(doc);
    const data: Record<string, unknown> = { kind: view.kind };
    if (view.task) data.task = view.task;
    if (view.round !== undefined) data.round = view.round;
    for (const l of view.labels) if (!(l.label in data)) data[l.label] = l.value ?? l.raw;
    const findings: Record<string, number> = {};
    for (const c of view.counts) findings[c.name] = (findings[c.name] ?? 0) + c.count;
    if (view.kind === 'rereview') findings.not_addressed = view.notAddressed.length;
    data.findings = findings;
    const m = view.machine[view.machine.length - 1];
    if (m) data.machine_verdict = { verdict: m.verdict ?? m.line.text.replace(/^VERDICT[ \t]*:[ \t]*/, ''), sha: m.sha ?? '' };
    return data as unknown as HarnessReview;
  });
}

/** Source range of a review data path (for `data-schema` messages). */
export function locateReview(doc: WfDocument, path: readonly string[]): Span | undefined {
  const view = reviewView(doc);
  const label = view.labels.find((l) => l.label === path[0]);
  if (label) return label.raw ? label.valueSpan : label.line;
  if (path[0] === 'machine_verdict') return view.machine[view.machine.length - 1]?.line;
  if (path[0] === 'findings') {
    const c = view.counts.find((x) => x.name === path[1]);
    if (c) return c.line;
  }
  const h1 = doc.sections.find((s) => s.depth === 1);
  return h1 ? { start: h1.start, end: h1.headingEnd } : view.lastLine;
}

/** The kind hook (`data: 'view'`): the review's data and where each value stands. */
export function harnessReviewKindView(doc: WfDocument): KindView {
  return memo(doc, 'harness-review:kind-view', () => ({ data: reviewData(doc) as unknown as Record<string, unknown>, locate: (p: readonly string[]) => locateReview(doc, p) }));
}
