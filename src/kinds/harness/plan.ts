/**
 * The harness `plan.md` (seed 004 work-plan) read into typed tasks, once per document:
 * `# Plan — target: <target>`, `## Global Constraints`, `## Tasks`, `### T<N>: <goal>` with nine
 * `field: value` lines. List fields take their items on one line (`|`, `;`, `；`, `,`) or as an
 * indented list under the field.
 */
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import { matchHeading } from '../../core/model/headings.js';
import type { Section } from '../../core/model/markdown.js';
import type { HarnessPlan } from '../../generated/harness-plan.js';
import type { KindView, Outline } from '../../core/model/kind.js';
import { DASH, cleanPath, isNoneValue, splitListValue, stripTicks, type Piece, type Span } from './common.js';
import { contentLines, type SourceLine } from '../../core/model/content-lines.js';

export const PLAN_FIELDS = ['files', 'interfaces', 'accept', 'verify', 'agent', 'writable', 'forbidden', 'depends', 'budget'] as const;
export type PlanFieldName = (typeof PLAN_FIELDS)[number];
/** Fields that hold several items. */
export const LIST_FIELDS: ReadonlySet<PlanFieldName> = new Set(['files', 'accept', 'writable', 'forbidden', 'depends']);
/** §2.1 also names these; a plan that writes them as lines is not wrong (the heading holds them). */
// Read but not checked: the id and goal repeated as fields, and the mark a replan leaves on a task
// (`status: done`, 004:769 "已完成任务条目保留并标记 done"; `status: replanned — 由 T7、T8 取代`).
const EXTRA_FIELDS = ['task_id', 'goal', 'status', '状态'] as const;
export const AGENTS = ['explore', 'general'] as const;
export const FILE_ACTIONS = ['Create', 'Modify', 'Touch', 'Delete'] as const;
export type FileAction = (typeof FILE_ACTIONS)[number];
export const MAX_BUDGET_MINUTES = 10;
export const MAX_ACCEPT = 3;
export const MAX_TASKS = 20;

export const SECTION = { constraints: 'Global Constraints', tasks: 'Tasks' } as const;

export const harnessPlanOutline: Outline = {
  depth: 2,
  sections: [
    { text: SECTION.constraints, aliases: ['全局约束', 'Constraints'] },
    { text: SECTION.tasks, aliases: ['任务', '任务列表'] },
  ],
  presenceCheckedBy: 'harness-plan-structure',
};

export interface PlanField extends Span {
  name: PlanFieldName;
  /** The `field:` line. */
  line: SourceLine;
  nameStart: number;
  nameEnd: number;
  /** The value as written: the same-line text and its continuation lines, joined with `\n`. */
  value: string;
  valueStart: number;
  valueEnd: number;
  /** List fields: the items (none → empty). Scalar fields: one piece per written line. */
  items: Piece[];
  /** The whole value says "nothing" (`无`, `none`, empty). */
  none: boolean;
}

export interface FileRef {
  action?: FileAction;
  path: string;
  lines?: string;
  piece: Piece;
}

export interface DependsRef {
  /** `T3` when the item names a task. */
  id?: string;
  piece: Piece;
}

export interface PlanTask {
  id: string;
  n: number;
  goal: string;
  section: Section;
  idSpan: Span;
  goalSpan: Span;
  fields: Map<PlanFieldName, PlanField>;
  /** Second and later occurrences of a field in the same task. */
  duplicates: PlanField[];
  files: FileRef[];
  depends: DependsRef[];
  /** `agent`'s enum word (a trailing note in parentheses is dropped). */
  agent?: string;
  /** Budget in minutes, when it parses. */
  budgetMinutes?: number;
  /** The `status:` mark a replan left on the task, when it has one. */
  status?: string;
}

export interface PlanView {
  h1?: Section;
  /** The H1 reads `Plan — target: …`. */
  h1Ok: boolean;
  target?: string;
  targetSpan?: Span;
  constraints: Section[];
  tasksSections: Section[];
  /** Depth-3 headings under `## Tasks` that are not `T<N>: <goal>`. */
  badHeadings: Section[];
  tasks: PlanTask[];
}

/** `explore（只读）` → `explore`: drop one trailing parenthesised note (linear, no regex backtracking). */
function withoutTrailingNote(value: string): string {
  const v = value.trimEnd();
  if (!v.endsWith(')') && !v.endsWith('）')) return value;
  const open = Math.max(v.lastIndexOf('('), v.lastIndexOf('（'));
  return open === -1 ? value : v.slice(0, open).trimEnd();
}

const TASK_HEADING = /^T(\d+)[ \t]*[:：][ \t]*(.*)$/s;
const H1 = new RegExp(`^Plan\\s*${DASH}\\s*target\\s*[:：]\\s*(\\S.*|)$`, 'i');
const FIELD_NAMES = [...PLAN_FIELDS, ...EXTRA_FIELDS].join('|');
const FIELD_LINE = new RegExp(`^(?:[-*+][ \\t]+)?(\\*\\*|__)?(${FIELD_NAMES})(?:\\*\\*|__)?[ \\t]*[:：][ \\t]*(?:(?:\\*\\*|__)(?=[ \\t]|$)[ \\t]*)?([^ \\t].*|)$`, 'i');
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/;
const FILE_ITEM = /^(Create|Modify|Touch|Delete|新建|创建|修改|删除|触碰)[ \t]*[:：][ \t]*(.*)$/is;
const ACTION_OF: Record<string, FileAction> = { create: 'Create', modify: 'Modify', touch: 'Touch', delete: 'Delete', 新建: 'Create', 创建: 'Create', 修改: 'Modify', 删除: 'Delete', 触碰: 'Touch' };

/** `≤10 分钟`, `10 min`, `8m`, `10分钟`, `预计 5-8 分钟`, `0.5h` → minutes (a range counts its upper end). */
export function parseBudget(text: string): number | undefined {
  let t = stripTicks(text).trim();
  const prefix = /^(预计|预估|估计|大约|约|最多|至多|不超过|不超|~|≈|≤|⩽|<=|＜|<|=)\s*/;
  for (let m = prefix.exec(t); m; m = prefix.exec(t)) t = t.slice(m[0].length);
  const m = /^(\d+(?:\.\d+)?)(?:\s*(?:-|~|–|～|到|至)\s*(\d+(?:\.\d+)?))?\s*(minutes?|mins?|m|分钟|分|hours?|hrs?|h|小时)(?:\s*(?:以内|之内|内))?\s*(?:[（(][^）)]*[）)])?[。.]?$/i.exec(t);
  if (!m) return undefined;
  const amount = Number(m[2] ?? m[1]);
  const unit = m[3]!.toLowerCase();
  return /^(h|hrs?|hours?|小时)$/.test(unit) ? amount * 60 : amount;
}

function readFields(doc: WfDocument, from: number, to: number): { fields: Map<PlanFieldName, PlanField>; duplicates: PlanField[]; status?: string } {
  const fields = new Map<PlanFieldName, PlanField>();
  const duplicates: PlanField[] = [];
  let status: string | undefined;
  let current: { field: PlanField; extra: boolean; inline?: Piece; more: Piece[] } | undefined;
  const close = (): void => {
    if (!current || current.extra) return;
    const { field: f, inline, more } = current;
    f.none = isNoneValue(f.value.replace(/\n/g, ' '));
    if (!LIST_FIELDS.has(f.name)) f.items = [...(inline ? [inline] : []), ...more];
    else if (f.none) f.items = [];
    else {
      // A single-line value is split at its separators; each continuation line is one item.
      const pieces = [...(inline ? splitListValue(inline.text, inline.start) : []), ...more];
      f.items = pieces.filter((p) => !isNoneValue(p.text)).map((p) => ({ ...p, text: stripTicks(p.text) }));
    }
  };
  for (const ln of contentLines(doc, from, to)) {
    const m = FIELD_LINE.exec(ln.text);
    if (m) {
      close();
      const nameOffset = ln.text.indexOf(m[2]!);
      const value = m[3]!.trim();
      const valueStart = value ? ln.start + ln.text.lastIndexOf(value) : ln.end;
      const name = m[2]!.toLowerCase();
      const field: PlanField = {
        name: name as PlanFieldName,
        line: ln,
        start: ln.start,
        end: ln.end,
        nameStart: ln.start + nameOffset,
        nameEnd: ln.start + nameOffset + m[2]!.length,
        value,
        valueStart,
        valueEnd: valueStart + value.length,
        items: [],
        none: false,
      };
      const extra = !(PLAN_FIELDS as readonly string[]).includes(name);
      current = { field, extra, more: [], ...(value ? { inline: { text: value, start: valueStart, end: valueStart + value.length } } : {}) };
      if (name === 'status' || name === '状态') status ??= value;
      if (extra) continue;
      if (fields.has(field.name)) duplicates.push(field);
      else fields.set(field.name, field);
      continue;
    }
    const marker = LIST_MARKER.exec(ln.text);
    // Continuation: an indented line or a list item under the field; other prose ends the field.
    if (!current || (ln.indent === 0 && !marker)) {
      close();
      current = undefined;
      continue;
    }
    if (current.extra) continue;
    const f = current.field;
    const skip = marker ? marker[0].length : 0;
    const text = ln.text.slice(skip).trim();
    if (text === '') continue;
    current.more.push({ text, start: ln.start + skip, end: ln.end });
    if (f.value === '') f.valueStart = ln.start + skip;
    f.value = f.value ? `${f.value}\n${text}` : text;
    f.valueEnd = ln.end;
    f.end = ln.end;
  }
  close();
  return { fields, duplicates, ...(status !== undefined ? { status } : {}) };
}

function readFiles(field: PlanField | undefined): FileRef[] {
  if (!field) return [];
  const out: FileRef[] = [];
  let action: FileAction | undefined;
  for (const piece of field.items) {
    const m = FILE_ITEM.exec(piece.text);
    let raw = piece.text;
    if (m) {
      action = ACTION_OF[m[1]!.toLowerCase()] ?? ACTION_OF[m[1]!];
      raw = m[2]!;
    }
    // `Create: a.ts, b.ts` inside one piece (when `|` separated the actions).
    const sub = m ? splitListValue(raw, piece.end - raw.length) : [{ text: raw, start: piece.start, end: piece.end }];
    for (const s of sub) {
      const t = stripTicks(s.text);
      const lines = /:(\d+(?:-\d+)?)$/.exec(t)?.[1];
      const ref: FileRef = { path: cleanPath(t), piece: { text: t, start: s.start, end: s.end } };
      if (action) ref.action = action;
      if (lines) ref.lines = lines;
      out.push(ref);
    }
  }
  return out;
}

const NO_DEPENDENCY = /^(?:无|没有|不)(?:任何)?(?:前置)?(?:依赖|任务)[\u4e00-\u9fff]{0,6}[。.]?$/;

/**
 * `depends` items as people write them: `T1, T3`, `T1、T2` (the ideographic comma), `T1（接口来自 T1）`
 * (a note in parentheses after the id is not part of it).
 */
function readDepends(field: PlanField | undefined): DependsRef[] {
  if (!field) return [];
  const out: DependsRef[] = [];
  for (const piece of field.items) {
    const text = withoutTrailingNote(piece.text);
    // `无依赖`, `无前置依赖`, `不依赖其他任务`: the seed's `无` (004:208) in other words.
    if (NO_DEPENDENCY.test(text.trim())) continue;
    let from = 0;
    for (const part of text.split(/[、，]/)) {
      const lead = part.length - part.trimStart().length;
      const t = part.trim();
      const start = piece.start + from + lead;
      from += part.length + 1;
      if (t === '') continue;
      const sub: Piece = { text: t, start, end: start + t.length };
      const m = /^T(\d+)$/.exec(withoutTrailingNote(t).trim());
      out.push(m ? { id: `T${Number(m[1])}`, piece: sub } : { piece: sub });
    }
  }
  return out;
}

function readTask(doc: WfDocument, section: Section): PlanTask | undefined {
  const m = TASK_HEADING.exec(section.title.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const titleLead = section.title.length - section.title.trimStart().length;
  const idStart = section.titleStart + titleLead;
  const goal = m[2]!.trim();
  const goalStart = goal ? section.titleStart + section.title.lastIndexOf(goal) : section.titleEnd;
  const { fields, duplicates, status } = readFields(doc, section.headingEnd, section.end);
  const task: PlanTask = {
    id: `T${n}`,
    n,
    goal,
    section,
    idSpan: { start: idStart, end: idStart + 1 + m[1]!.length },
    goalSpan: { start: goalStart, end: goalStart + goal.length },
    fields,
    duplicates,
    files: readFiles(fields.get('files')),
    depends: readDepends(fields.get('depends')),
  };
  const agent = fields.get('agent');
  if (agent && !agent.none) task.agent = stripTicks(withoutTrailingNote(agent.value));
  const budget = fields.get('budget');
  const minutes = budget ? parseBudget(budget.value) : undefined;
  if (minutes !== undefined) task.budgetMinutes = minutes;
  if (status !== undefined) task.status = status;
  return task;
}

/** A `status:` that says a replan replaced the task (its goal went to other tasks, or was dropped). */
const REPLACED = /replan|supersed|replaced|dropped|cancel|取代|替代|替换|废弃|作废|拆为|拆成|拆分|重规划|不再执行|放弃/i;

export function markedReplaced(task: PlanTask): boolean {
  return task.status !== undefined && REPLACED.test(task.status);
}

export function planView(doc: WfDocument): PlanView {
  return memo(doc, 'harness-plan:view', () => {
    const h1 = doc.sections.find((s) => s.depth === 1);
    const view: PlanView = { h1Ok: false, constraints: [], tasksSections: [], badHeadings: [], tasks: [] };
    if (h1) {
      view.h1 = h1;
      const m = H1.exec(h1.title.trim());
      if (m) {
        view.h1Ok = true;
        const target = m[1]!.trim();
        if (target) {
          view.target = target;
          const at = h1.titleStart + h1.title.lastIndexOf(target);
          view.targetSpan = { start: at, end: at + target.length };
        }
      }
    }
    const [constraints, tasks] = harnessPlanOutline.sections;
    for (const s of doc.sections) {
      if (s.depth !== 2) continue;
      if (matchHeading(s.title, constraints!)) view.constraints.push(s);
      else if (matchHeading(s.title, tasks!)) view.tasksSections.push(s);
    }
    const within = view.tasksSections[0];
    for (const s of doc.sections) {
      if (s.depth !== 3) continue;
      if (within && (s.start < within.start || s.start >= within.end)) {
        // Task headings outside `## Tasks` are still tasks (structure reports where they stand).
        if (!TASK_HEADING.test(s.title.trim())) continue;
      }
      const task = readTask(doc, s);
      if (task) view.tasks.push(task);
      else view.badHeadings.push(s);
    }
    return view;
  });
}

/** The plan as data (validated by `schemas/harness-plan.schema.json`). */
export function planData(doc: WfDocument): HarnessPlan {
  return memo(doc, 'harness-plan:data', () => {
    const view = planView(doc);
    const constraints = view.constraints[0];
    const data = {
      target: view.target ?? '',
      global_constraints: constraints ? doc.text.slice(constraints.headingEnd, constraints.end).trim() : '',
      tasks: view.tasks.map((t) => {
        const task: Record<string, unknown> = { id: t.id, goal: t.goal };
        const f = t.fields;
        if (f.has('files')) task.files = t.files.map((r) => ({ ...(r.action ? { action: r.action } : {}), path: r.path, ...(r.lines ? { lines: r.lines } : {}) }));
        if (f.has('interfaces')) task.interfaces = f.get('interfaces')!.value;
        if (f.has('accept')) task.accept = f.get('accept')!.items.map((p) => p.text);
        if (f.has('verify')) task.verify = f.get('verify')!.value;
        if (f.has('agent')) task.agent = t.agent ?? '';
        if (f.has('writable')) task.writable = f.get('writable')!.items.map((p) => p.text);
        if (f.has('forbidden')) task.forbidden = f.get('forbidden')!.items.map((p) => p.text);
        if (f.has('depends')) task.depends = t.depends.map((d) => d.id ?? d.piece.text);
        if (f.has('budget')) {
          task.budget_text = f.get('budget')!.value;
          if (t.budgetMinutes !== undefined) task.budget = t.budgetMinutes;
        }
        return task;
      }),
    };
    return data as unknown as HarnessPlan;
  });
}

/** Source range of a plan data path (for `data-schema` messages). */
export function locatePlan(doc: WfDocument, path: readonly string[]): Span | undefined {
  const view = planView(doc);
  if (path[0] === 'target') return view.targetSpan ?? (view.h1 ? { start: view.h1.start, end: view.h1.headingEnd } : undefined);
  if (path[0] === 'global_constraints') {
    const s = view.constraints[0];
    return s ? { start: s.start, end: s.headingEnd } : undefined;
  }
  if (path[0] !== 'tasks') return undefined;
  const task = view.tasks[Number(path[1])];
  if (!task) return undefined;
  const heading = { start: task.section.start, end: task.section.headingEnd };
  const name = path[2];
  if (name === 'id') return task.idSpan;
  if (name === 'goal') return task.goalSpan;
  const fieldName = name === 'budget_text' ? 'budget' : name;
  const field = task.fields.get(fieldName as PlanFieldName);
  if (!field) return heading;
  if (path[3] !== undefined) {
    const i = Number(path[3]);
    const piece = name === 'files' ? task.files[i]?.piece : name === 'depends' ? task.depends[i]?.piece : field.items[i];
    if (piece) return piece;
  }
  return field.value ? { start: field.valueStart, end: field.valueEnd } : { start: field.start, end: field.end };
}

/** The kind hook (`data: 'view'`): the plan's data and where each value stands. */
export function harnessPlanKindView(doc: WfDocument): KindView {
  return memo(doc, 'harness-plan:kind-view', () => ({ data: planData(doc) as unknown as Record<string, unknown>, locate: (p: readonly string[]) => locatePlan(doc, p) }));
}
