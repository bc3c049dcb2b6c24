/**
 * Harness review files (seed 004 work-review / work-finalize) read into their verdict lines and
 * finding counts, once per document: `task-<N>-review.md` (Spec Compliance + Task quality),
 * `task-<N>-rereview-<R>.md` (Verdict), `final-review.md` (总体评估), and the machine-readable
 * `VERDICT: Approved|Needs fixes  SHA: <head7>` line.
 */
import type { WfDocument } from '../../core/document.js';
import { memo } from '../../core/document.js';
import type { KindView } from '../types.js';
import type { HarnessReview } from '../../generated/harness-review.js';
import { contentLines, type SourceLine, type Span } from './common.js';

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
  name: 'critical' | 'important' | 'minor';
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
  /** `VERDICT:` lines (the machine summary). */
  machine: Array<{ line: SourceLine; verdict?: string; sha?: string }>;
  /** The last content line of the reviewer's part (before `整体验收结果` in a final review). */
  lastLine?: SourceLine;
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
const MACHINE = /^VERDICT[ \t]*:/;
const MACHINE_FULL = /^VERDICT:[ \t]*(Approved|Needs fixes)[ \t]+SHA:[ \t]*([0-9a-f]{7})$/;
/** The orchestrator's acceptance section appended to `final-review.md` in step 8. */
const ACCEPTANCE_HEADING = /^#{1,6}\s*(整体验收结果|Overall acceptance( result)?)\s*$/i;

function labelOf(word: string): LabelId {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'spec compliance') return 'spec_compliance';
  if (w === 'task quality') return 'task_quality';
  if (w === 'verdict') return 'verdict';
  return 'overall';
}

/** The enum value a written value starts with (`✅ 三条 accept 均满足` → `✅`). */
function enumStart(raw: string, values: readonly string[]): string | undefined {
  const t = raw.replace(/^`|`$/g, '').trim();
  return values.find((v) => t === v || (t.startsWith(v) && /^[\s,，;；.。(（—-]/.test(t.slice(v.length))));
}

export function reviewKindOf(relPath: string): { kind: ReviewKind; task?: string; round?: number } {
  const base = relPath.slice(relPath.lastIndexOf('/') + 1);
  const re = /^task-(\d+)-rereview-(\d+)\.md$/.exec(base);
  if (re) return { kind: 'rereview', task: `T${Number(re[1])}`, round: Number(re[2]) };
  const tr = /^task-(\d+)-review\.md$/.exec(base);
  if (tr) return { kind: 'task', task: `T${Number(tr[1])}` };
  return { kind: 'final' };
}

export function reviewView(doc: WfDocument): ReviewView {
  return memo(doc, 'harness-review:view', () => {
    const view: ReviewView = { ...reviewKindOf(doc.relPath), labels: [], counts: [], notAddressed: [], machine: [] };
    for (const line of contentLines(doc)) {
      if (view.kind === 'final' && ACCEPTANCE_HEADING.test(line.text)) break;
      view.lastLine = line;
      if (MACHINE.test(line.text)) {
        const m = MACHINE_FULL.exec(line.text);
        view.machine.push(m ? { line, verdict: m[1]!, sha: m[2]! } : { line });
        continue;
      }
      const pair = PAIR_LINE.exec(line.text);
      if (pair) {
        view.counts.push({ name: 'critical', count: Number(pair[1]), line }, { name: 'important', count: Number(pair[2]), line });
        continue;
      }
      const count = COUNT_LINE.exec(line.text);
      if (count) {
        view.counts.push({ name: count[1]!.toLowerCase() as CountLine['name'], count: Number(count[2]), line });
        continue;
      }
      if (/\bNOT ADDRESSED\b/.test(line.text)) view.notAddressed.push(line);
      const m = LABEL_LINE.exec(line.text);
      if (!m) continue;
      const label = labelOf(m[1]!);
      // The value without the bold markers around it (`**Spec Compliance:** ✅`, `**Verdict: Approved**`).
      const raw = stripBold(m[2]!);
      const at = raw ? line.start + line.text.lastIndexOf(raw) : line.end;
      const entry: LabelLine = { label, labelText: m[1]!.replace(/\s+/g, ' '), raw, line, valueSpan: { start: at, end: at + raw.length } };
      const value = enumStart(raw, LABELS[label].values);
      if (value) entry.value = value;
      view.labels.push(entry);
    }
    return view;
  });
}

/** Critical + Important findings, when the review states them. */
export function blockingCount(view: ReviewView): { count: number; lines: SourceLine[] } | undefined {
  const c = view.counts.filter((x) => x.name !== 'minor');
  if (c.length === 0) return undefined;
  return { count: c.reduce((n, x) => n + x.count, 0), lines: [...new Set(c.map((x) => x.line))] };
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
