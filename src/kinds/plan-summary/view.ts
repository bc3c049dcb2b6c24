/**
 * A plan summary (`.task-driver/<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`, seed 002) read into typed
 * data once: the title and timestamp, the three tables' rows, the plan items with their labelled
 * bullets, the goal statuses. Rules check this data; `data-schema` validates it
 * (`schemas/plan-summary.schema.json`).
 */
import type { RootContent } from 'mdast';
import type { WfDocument } from '../../core/model/document.js';
import { memo } from '../../core/model/document.js';
import type { Section } from '../../core/model/markdown.js';
import { matchHeading, normalizeHeading } from '../../core/model/headings.js';
import { isNoneItem, listItemsOf, saySameThing } from '../../core/model/items.js';
import { columnIndexes, firstTable, type Cell, type TableRowView, type TableView } from '../../core/model/tables.js';
import type { KindView } from '../../core/model/kind.js';
import type { PlanSummary } from '../../generated/plan-summary.js';
import { COLUMNS, GOAL_QUALITIES, GOAL_STATES, PLAN_LABELS, SECTION, SHARED_WORK_HEADING, TABLE_SECTION, planSummaryOutline, type GoalQuality, type GoalState, type TableKey } from './outline.js';

export interface GoalStatus {
  /** The status as written (bold/code markers removed). */
  text: string;
  state?: GoalState;
  quality?: GoalQuality;
  /**
   * A note in brackets after the state or quality (`已达成（达标，用户验收通过）`, `未达成（需要用户验收）`):
   * seed 002 gives the vocabulary, not the cell's grammar (002:280).
   */
  note?: string;
  /**
   * A goal not checked yet, in the words of seed 002: `目标草案` / `待确认` (not confirmed by the
   * user, 002:203) or `已确认` / `待执行` / `执行中` (confirmed, 002:204, 248).
   */
  precheck?: 'draft' | 'confirmed';
  /** Empty, a pre-check word (goal table only), or a state optionally followed by a quality. */
  valid: boolean;
}

/**
 * How a 未达成 / 受阻 round goes on (seed 002 异常分类), from what its row says: `repair` (第六步,
 * at most 3), `review-repair` (a sub-agent review sent it back: its own cap of 3, 002:367),
 * `conclusion` (repairs stop: 第八步), or one of the paths that are no repair.
 */
export type RoundPath = 'repair' | 'review-repair' | 'conclusion' | 'user-acceptance' | 'user-decision' | 'blocked';

export interface Row {
  row: TableRowView;
  /** Cells by the template's column order (an empty cell at the row end when the column is missing). */
  cells: Cell[];
}

export interface GoalRow extends Row {
  status: GoalStatus;
}

export interface RoundRow extends GoalRow {
  /** The goal it checks (its 序号, or the goal whose text it repeats). */
  goal: string;
  /** The quality judgement: in the 状态 cell, or leading the 处理结果 (`达标：…`, `未达标：…`). */
  quality?: GoalQuality;
  /** For a 未达成 or 受阻 round: the path it takes. */
  path?: RoundPath;
  /** Its 打回原因 and 处理结果, as the path was read from. */
  said: string;
}

export interface PlanLabel {
  label: string;
  value: string;
  /** Offsets of the labelled bullet / line. */
  start: number;
  end: number;
}

export interface PlanItem {
  heading: Section;
  /** `N` of `### N. <计划事项>`; undefined when the heading is not numbered. */
  number?: number;
  numberStart: number;
  numberEnd: number;
  title: string;
  labels: Map<string, PlanLabel>;
  /** Offset after the item's last labelled bullet (where a missing one is inserted). */
  insertAt: number;
}

export interface PlanSummaryView {
  h1?: Section;
  /** 任务标题 of the H1 (`# <任务标题> 计划摘要`). */
  title?: string;
  /** Whether the H1 ends with ` 计划摘要`. */
  titleSuffix: boolean;
  fileName: string;
  /** 任务标题 and timestamp of the file name; undefined when it does not follow the pattern. */
  fileTitle?: string;
  timestamp?: string;
  sections: Partial<Record<keyof typeof SECTION, Section>>;
  tables: Partial<Record<TableKey, TableView>>;
  confirmed: Row[];
  goals: GoalRow[];
  rounds: RoundRow[];
  plan: PlanItem[];
  conclusion?: { text: string; start: number; end: number };
  kindView: KindView;
}

const FILE_NAME = /^(.+)-(\d{14})-计划摘要\.md$/;
const PLAN_HEADING = /^(\d+)\s*[.．、]\s*(.*)$/s;
const LABEL = new RegExp(`^(?:\\*\\*|__)?\\s*(${PLAN_LABELS.join('|')})\\s*(?:(?:\\*\\*|__)\\s*)?[:：]\\s*(?:(?:\\*\\*|__)\\s*)?(\\S.*|)$`);
/** `质量：` before a quality. */
const QUALITY_LABEL = '(?:质量\\s*(?:[:：]\\s*)?)?';
/**
 * A note after the quality: any words but a state or a quality again (`已达成（达标，基本达标）` is no
 * note), up to the closing bracket; it starts with no space, so the spaces before it are read once.
 */
const NOT_JUDGED = `(?!${GOAL_STATES.join('|')}|达标)`;
const NOTE = `(${NOT_JUDGED}[^（()）\\s](?:${NOT_JUDGED}[^（()）])*)`;
/**
 * A state, then optionally its quality: `已达成（达标）`, `已达成 / 达标`, `未达成，质量：未达标`; a note
 * may follow the quality inside its brackets (`已达成（达标，用户验收通过）`) or in brackets of its own
 * (`已达成，达标（用户验收通过）`). Seed 002 gives the vocabulary, not the cell's grammar (002:280).
 * `schemas/plan-summary.schema.json` holds the same pattern.
 */
export const STATUS_PATTERN =
  `(${GOAL_STATES.join('|')})(?:(?:\\s*[（(]\\s*${QUALITY_LABEL}(${GOAL_QUALITIES.join('|')})\\s*(?:[，,;；、:：]\\s*${NOTE})?[)）]` +
  `|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)${QUALITY_LABEL}(${GOAL_QUALITIES.join('|')}))(?:\\s*[（(]\\s*${NOTE}[)）])?)?\\s*[。.]?`;
const STATUS = new RegExp(`^${STATUS_PATTERN}$`);
const EMPTY_STATUS = new Set(['', '-', '—', '–']);
/** A cell that says nothing: empty, a dash, `无`, `暂无`, `n/a`. */
export function isEmptyCell(text: string): boolean {
  return EMPTY_STATUS.has(text) || /^(?:无|暂无|n\/a)$/i.test(text);
}
const DRAFT_WORDS = new Set(['目标草案', '草案', '待确认']);
const CONFIRMED_WORDS = new Set(['已确认', '待执行', '未开始', '执行中', '进行中']);

/** `目标草案`, `目标草案（来源：待确认）`, `已确认，待执行`, `执行中`: words for a goal that has not been checked yet. */
function precheckOf(text: string): GoalStatus['precheck'] {
  // The source each goal is marked with (002:186: 来源：已确认 / 待确认), in brackets or after a comma.
  const plain = text.replace(/[（(]([^（()）]*)[)）]/g, ' $1 ').replace(/来源\s*[:：]\s*/g, ' ');
  const words = plain.split(/[，,、/／;；\s]+/).filter((w) => w !== '');
  if (words.length === 0 || words.length > 3) return undefined;
  if (words.every((w) => DRAFT_WORDS.has(w) || CONFIRMED_WORDS.has(w))) return words.some((w) => DRAFT_WORDS.has(w)) ? 'draft' : 'confirmed';
  return undefined;
}

export function parseGoalStatus(raw: string, allowPrecheck = false): GoalStatus {
  const text = raw.replace(/\*\*|__|`/g, '').trim();
  if (EMPTY_STATUS.has(text)) return { text: '', valid: true };
  const m = STATUS.exec(text);
  if (!m) {
    const precheck = allowPrecheck ? precheckOf(text) : undefined;
    return precheck ? { text, precheck, valid: true } : { text, valid: false };
  }
  const note = [m[3], m[5]]
    .filter((n): n is string => n !== undefined)
    .map((n) => n.trim())
    .join('，');
  const status: GoalStatus = { text, state: m[1] as GoalState, valid: true };
  const quality = (m[2] ?? m[4]) as GoalQuality | undefined;
  if (quality) status.quality = quality;
  if (note) status.note = note;
  return status;
}

/** Whether a timestamp `YYYYMMDDHHmmss` names a real moment. */
export function isRealTimestamp(ts: string): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(ts);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

function fileNameOf(doc: WfDocument): string {
  return doc.relPath.slice(doc.relPath.lastIndexOf('/') + 1);
}

function sectionsOf(doc: WfDocument): Partial<Record<keyof typeof SECTION, Section>> {
  const out: Partial<Record<keyof typeof SECTION, Section>> = {};
  for (const [key, text] of Object.entries(SECTION) as Array<[keyof typeof SECTION, string]>) {
    const canonical = planSummaryOutline.sections.find((c) => c.text === text)!;
    const s = doc.sections.find((x) => x.depth === planSummaryOutline.depth && matchHeading(x.title, canonical) !== undefined);
    if (s) out[key] = s;
  }
  return out;
}

function rowsOf(table: TableView | undefined, key: TableKey): Row[] {
  if (!table) return [];
  const idx = columnIndexes(table, COLUMNS[key]);
  return table.rows.map((row) => ({
    row,
    cells: idx.map((i) => (i >= 0 && row.cells[i] ? row.cells[i] : { text: '', start: row.end, end: row.end })),
  }));
}

/** The labelled bullets of one plan item: list items, bold-label lines, or `#### 已确认` sub-headings. */
function readLabels(doc: WfDocument, item: Section, subSections: Section[]): { labels: Map<string, PlanLabel>; insertAt: number } {
  const labels = new Map<string, PlanLabel>();
  let insertAt = item.headingEnd;
  const add = (label: string, value: string, start: number, end: number): void => {
    if (!labels.has(label)) labels.set(label, { label, value: isNoneItem(value) ? '' : value, start, end });
    insertAt = Math.max(insertAt, end);
  };
  const body = item.body;
  body.forEach((node: RootContent, i) => {
    if (node.type === 'list') {
      for (const it of listItemsOf(doc, [node])) {
        const m = LABEL.exec(it.text);
        if (!m) continue;
        // The value may continue in a nested list under the bullet.
        const nested = it.node.children.find((c) => c.type === 'list');
        const nestedText = nested ? nestedItemsText(doc, nested) : '';
        add(m[1]!, [m[2]!.trim(), nestedText].filter(Boolean).join(' '), it.start, it.end);
      }
    } else if (node.type === 'paragraph') {
      const s = node.position?.start.offset;
      const e = node.position?.end.offset;
      if (s === undefined || e === undefined) return;
      const lines = doc.text.slice(s, e).split(/\r?\n/);
      let at = s;
      lines.forEach((line, k) => {
        const m = LABEL.exec(line.trim());
        const lineEnd = at + line.length;
        if (m) {
          let value = m[2]!.trim();
          // `**已确认：**` alone on the paragraph's last line: the value is the list that follows.
          const next = body[i + 1];
          if (!value && k === lines.length - 1 && next?.type === 'list') value = nestedItemsText(doc, next);
          add(m[1]!, value, at, lineEnd);
        }
        at = doc.text.indexOf('\n', lineEnd) + 1 || e;
      });
    }
  });
  for (const sub of subSections) {
    const label = PLAN_LABELS.find((l) => normalizeHeading(sub.title) === normalizeHeading(l));
    if (!label) continue;
    const value = doc.text.slice(sub.headingEnd, sub.end).trim();
    add(label, value, sub.start, sub.headingEnd);
  }
  return { labels, insertAt };
}

function nestedItemsText(doc: WfDocument, list: RootContent): string {
  return listItemsOf(doc, [list], true)
    .map((i) => i.text)
    .filter((t) => t !== '' && !isNoneItem(t))
    .join(' ');
}

/** The labels 002:155 names for a plan item, required and optional. */
const LABEL_HEADINGS = new Set([...PLAN_LABELS, '预期变化', '涉及位置', '内部验证'].map((l) => normalizeHeading(l)));
const isLabelHeading = (s: Section): boolean => LABEL_HEADINGS.has(normalizeHeading(s.title));

function planItems(doc: WfDocument, plan: Section | undefined): PlanItem[] {
  if (!plan) return [];
  const inside = doc.sections.filter((s) => s.start > plan.start && s.start < plan.end);
  const items: PlanItem[] = [];
  const h3s = inside.filter((s) => s.depth === 3);
  for (let k = 0; k < h3s.length; k++) {
    const h = h3s[k]!;
    if (normalizeHeading(h.title).replace(/\s+/g, '') === SHARED_WORK_HEADING) continue;
    // 002:155 writes the labels as headings of the item's level (`### 已确认`, `### 实施方案`): they
    // belong to the item above them, they are no items of their own.
    if (isLabelHeading(h) && items.length > 0) continue;
    const subs = inside.filter((s) => s.depth > 3 && s.start > h.start && s.start < h.end);
    for (let j = k + 1; j < h3s.length && isLabelHeading(h3s[j]!); j++) subs.push(h3s[j]!);
    const { labels, insertAt } = readLabels(doc, h, subs);
    const m = PLAN_HEADING.exec(h.title.trim());
    const lead = h.title.length - h.title.trimStart().length;
    const item: PlanItem = {
      heading: h,
      numberStart: h.titleStart + lead,
      numberEnd: h.titleStart + lead + (m ? m[1]!.length : 0),
      title: m ? m[2]!.trim() : h.title.trim(),
      labels,
      insertAt,
    };
    if (m) item.number = Number(m[1]);
    items.push(item);
  }
  return items;
}

const TABLE_KEYS: Readonly<Record<TableKey, readonly string[]>> = {
  confirmed: ['item', 'content', 'status'],
  goals: ['number', 'goal', 'hostTaskId', 'check', 'status'],
  rounds: ['round', 'goal', 'status', 'reason', 'result'],
};
const PLAN_KEYS: Readonly<Record<string, string>> = { 已确认: 'confirmed', 实施方案: 'approach', 影响范围: 'scope', 状态: 'status' };

function buildKindView(v: Omit<PlanSummaryView, 'kindView'>, doc: WfDocument): KindView {
  const rowData = (key: TableKey, rows: readonly Row[]) =>
    rows.map((r) => {
      const o: Record<string, unknown> = {};
      TABLE_KEYS[key].forEach((k, i) => (o[k] = r.cells[i]!.text));
      const status = (r as Partial<GoalRow>).status;
      if (status) o.status = status.text;
      if (status?.state) o.state = status.state;
      if (status?.quality) o.quality = status.quality;
      return o;
    });
  const data: Omit<PlanSummary, 'title' | 'timestamp'> & Partial<Pick<PlanSummary, 'title' | 'timestamp'>> = {
    confirmed: rowData('confirmed', v.confirmed) as PlanSummary['confirmed'],
    plan: v.plan.map((p) => {
      const o: Record<string, unknown> = { number: p.number ?? null, title: p.title };
      for (const [label, key] of Object.entries(PLAN_KEYS)) {
        const l = p.labels.get(label);
        if (l) o[key] = l.value;
      }
      return o as unknown as PlanSummary['plan'][number];
    }),
    goals: rowData('goals', v.goals) as PlanSummary['goals'],
    rounds: rowData('rounds', v.rounds) as PlanSummary['rounds'],
    conclusion: v.conclusion?.text ?? '',
  };
  if (v.title !== undefined) data.title = v.title;
  if (v.timestamp !== undefined) data.timestamp = v.timestamp;
  const h1 = v.h1 ? { start: v.h1.start, end: v.h1.headingEnd } : { start: 0, end: 0 };
  const heading = (s: Section | undefined) => (s ? { start: s.start, end: s.headingEnd } : h1);
  const locate = (path: readonly string[]): { start: number; end: number } | undefined => {
    const [top, index, key] = path;
    if (top === undefined || top === 'title' || top === 'timestamp') return v.h1 && top === 'title' ? { start: v.h1.titleStart, end: v.h1.titleEnd } : h1;
    if (top === 'conclusion') return heading(v.sections.conclusion);
    if (top === 'plan') {
      const item = index === undefined ? undefined : v.plan[Number(index)];
      if (!item) return heading(v.sections.plan);
      const label = Object.entries(PLAN_KEYS).find(([, k]) => k === key)?.[0];
      const l = label ? item.labels.get(label) : undefined;
      if (l) return { start: l.start, end: l.end };
      if (key === 'number') return { start: item.numberStart, end: Math.max(item.numberEnd, item.heading.titleEnd) };
      return { start: item.heading.start, end: item.heading.headingEnd };
    }
    if (top === 'confirmed' || top === 'goals' || top === 'rounds') {
      const rows = v[top] as readonly Row[];
      const r = index === undefined ? undefined : rows[Number(index)];
      if (!r) return heading(v.sections[top]);
      let col = key === undefined ? -1 : TABLE_KEYS[top].indexOf(key);
      if (key === 'state' || key === 'quality') col = TABLE_KEYS[top].indexOf('status');
      const cell = col >= 0 ? r.cells[col] : undefined;
      return cell ? { start: cell.start, end: cell.end } : { start: r.row.start, end: r.row.end };
    }
    return h1;
  };
  void doc;
  return { data: data, locate };
}

export function planSummaryView(doc: WfDocument): PlanSummaryView {
  return memo(doc, 'plan-summary:view', () => {
    const fileName = fileNameOf(doc);
    const h1 = doc.sections.find((s) => s.depth === 1);
    const sections = sectionsOf(doc);
    const tables: Partial<Record<TableKey, TableView>> = {};
    for (const key of Object.keys(COLUMNS) as TableKey[]) {
      const s = sections[key];
      const t = s ? firstTable(doc, s.content) : undefined;
      if (t) tables[key] = t;
    }
    const goalRows = (key: 'goals' | 'rounds'): GoalRow[] => {
      const col = (COLUMNS[key] as readonly string[]).indexOf('状态');
      return rowsOf(tables[key], key).map((r) => ({ ...r, status: parseGoalStatus(r.cells[col]!.text, key === 'goals') }));
    };
    const v: Omit<PlanSummaryView, 'kindView'> = {
      titleSuffix: false,
      fileName,
      sections,
      tables,
      confirmed: rowsOf(tables.confirmed, 'confirmed'),
      goals: goalRows('goals'),
      rounds: [],
      plan: planItems(doc, sections.plan),
    };
    if (h1) {
      v.h1 = h1;
      const t = h1.title.trim();
      v.titleSuffix = t.endsWith('计划摘要');
      v.title = (v.titleSuffix ? t.slice(0, -'计划摘要'.length) : t).trim();
    }
    v.rounds = goalRows('rounds').map((r) => roundOf(v, r));
    const fm = FILE_NAME.exec(fileName);
    if (fm) {
      v.fileTitle = fm[1]!;
      v.timestamp = fm[2]!;
    }
    const c = sections.conclusion;
    if (c) {
      const raw = doc.text.slice(c.headingEnd, c.end);
      const lead = raw.length - raw.trimStart().length;
      v.conclusion = { text: raw.trim(), start: c.headingEnd + lead, end: c.headingEnd + lead + raw.trim().length };
    }
    return { ...v, kindView: buildKindView(v, doc) };
  });
}

/** The kind hook (`data: 'view'`). */
export function planSummaryKindView(doc: WfDocument): KindView {
  return planSummaryView(doc).kindView;
}

/** The goal a round refers to: its 序号 (`1`, `目标 1`, `#1`) or the goal whose text it repeats. */
export function roundGoalKey(view: Pick<PlanSummaryView, 'goals'>, ref: string): string {
  const m = /^(?:目标|goal)?\s*(?:#\s*)?(\d+)\b/i.exec(ref.trim());
  if (m) return m[1]!;
  const goal = view.goals.find((g) => saySameThing(g.cells[1]!.text, ref));
  if (goal && goal.cells[0]!.text) return goal.cells[0]!.text;
  return ref.trim();
}

/** The sub-agent review (第七步), named in a round. */
const REVIEW_ROUND = /子代理(?:独立)?审查|sub-?agent review/i;

const QUALITY_LEAD = /^(?:质量\s*(?:[:：]\s*)?)?(未达标|达标)(?=$|[\s:：，,；;。（(])/;

/** The user's acceptance came back failed (002:323: 用户反馈不通过时…进入修复和复验). */
const USER_REJECTED = /(?:用户验收|用户反馈|验收结果|用户回复)[^，。；;|]{0,6}(?:不通过|未通过|没有?通过|失败)/;

/** A round not achieved whose user acceptance came back failed, or that says it is repairable (`可修复`, not `非可修复`). */
function acceptanceFailed(r: GoalRow, said: string): boolean {
  return r.status.state === '未达成' && (USER_REJECTED.test(said) || /(?<![不非])可修复/.test(said));
}

/** A round read with its goal, its quality judgement and the path a failed check takes. */
function roundOf(v: Pick<PlanSummaryView, 'goals'>, r: GoalRow): RoundRow {
  const ref = r.cells[1]!.text;
  const result = r.cells[4]!.text.replace(/\*\*|__/g, '').trim();
  const said = [r.cells[3]!.text, result, r.status.note ?? ''].join(' ');
  const round: RoundRow = { ...r, goal: ref ? roundGoalKey(v, ref) : '', said };
  const quality = r.status.quality ?? (QUALITY_LEAD.exec(result)?.[1] as GoalQuality | undefined);
  if (quality) round.quality = quality;
  if (r.status.state === '受阻' || /(?<!不)受阻/.test(said)) round.path = 'blocked';
  // 002:323: a user acceptance that came back failed is repaired like any other failure.
  else if (/需要用户验收|用户验收/.test(said) && !acceptanceFailed(r, said)) round.path = 'user-acceptance';
  // 002:293: a missing permission, credential or account is the user's to give, not a repair.
  else if (/需要用户授权|需要用户决定|授权或决定|缺少[^，。；|]{0,12}(?:权限|凭据|账号|授权|密钥|token)|没有[^，。；|]{0,8}(?:权限|凭据|账号|密钥)|需(?:要)?用户提供/i.test(said))
    round.path = 'user-decision';
  else if (r.status.state !== '未达成') return round;
  else if (/停止盲修|停止修复|不再修复|修复上限|无法继续修复|给出结论|第八步/.test(said)) round.path = 'conclusion';
  // The review's rounds are counted apart (002:367): named in the row's text or in its 轮次 (`子代理审查 2`).
  else if (REVIEW_ROUND.test(said) || REVIEW_ROUND.test(r.cells[0]!.text)) round.path = 'review-repair';
  else round.path = 'repair';
  return round;
}

/** The newest round of each goal, by goal key. */
export function latestRounds(view: PlanSummaryView): Map<string, RoundRow> {
  const out = new Map<string, RoundRow>();
  for (const r of view.rounds) if (r.goal) out.set(r.goal, r);
  return out;
}

/** The key a goal row is referred to by (its 序号, or its text). */
export function goalKey(g: GoalRow): string {
  return g.cells[0]!.text || g.cells[1]!.text;
}

/** Table name for messages (its section's canonical heading). */
export function tableSection(key: TableKey): string {
  return TABLE_SECTION[key];
}
