/**
 * How two checkpoint items are compared when the question is what they say (seed 003:9-13): an
 * open question a decision answers, a decision copied elsewhere, two conclusions that oppose each
 * other. Plain text heuristics, linear in the text: no rule here decides meaning, they find the
 * cases where the words themselves show it.
 *
 * - `comparable`: NFKC, ASCII lower-cased, notes in parentheses and quote marks removed, type marks
 *   removed, `天` read as `日` and `自然日`/`自然月` as `日`/`月`.
 * - `grams`: the content of a text as ASCII words and CJK character pairs, without the pairs that
 *   hold a function character (`的`, `是`, `为`, …), so "导出格式是否就定为 CSV" and "订单导出采用 CSV
 *   格式" share `导出`, `格式`, `csv`.
 * - `covers(a, b)`: the share of `a`'s grams that `b` has.
 * - `clash(a, b)`: the same statement with one value exchanged for another of its kind (a number, a
 *   time unit): "按自然日切分" against "按自然月切分"; items that open with different scopes and
 *   give them different values (`普通商品的评价：…24 小时` / `生鲜商品的评价：…4 小时`) decide two cases.
 * - `negates(a, b)`: `a` is `b` negated ("不按天切分导出文件" against "导出文件按自然日切分").
 */
import { memoized, share, trimEndChars } from '../../core/model/text.js';
import { itemTypeOf, quoteRanges } from './view.js';

/** Characters that carry no content of their own; a pair holding one is not a content gram. */
const FUNCTION_CHARS = new Set([...'的了是为在和与或及就都也还把被吗呢吧啊否么着过之其该此这那以']);
/** Question words, removed before an open question is compared with what might answer it. */
const QUESTION_WORDS = ['要不要', '是不是', '是否', '还是', '什么', '如何', '怎么', '怎样', '哪个', '哪些', '哪种', '多少', '几', '吗', '呢'];
/** Words that say a quote after them is the user's own (`用户原话：“…”`, 003:26 keeps them). */
const SPEECH_MARKS = ['原话', '原文', '用户说', '用户提到', '用户的话', 'user said', "user's words"];
/** Clause separators. */
const CLAUSE_BREAK = /[，,；;。.：:、？?！!\n]+/;
/** A clause that only supposes (`若改为按月切分…`, `每页 50 条时…`): no claim that opposes a decision. */
const HYPOTHETICAL = /若|如果|假如|假设|一旦|要是|倘若|改为|改成|换成|否则|而不是|相比|比起|对比|\bif\b|\bwhen\b|\binstead\b|\bcompared\b/;
/** Negations a non-goal or a decision starts a clause with. */
const NEGATION = /^(?:不再|不做|不要|不用|不需要|不支持|不提供|不会|无需|禁止|取消|没有|不(?![同仅断少止过论管但如久久])|never\b|no\b|not\b)/;

/** Remove `（…）` / `(…)` notes (not nested), in one pass. */
function withoutNotes(text: string): string {
  let out = '';
  let depth = 0;
  for (const c of text) {
    if (c === '（' || c === '(') depth++;
    else if ((c === '）' || c === ')') && depth > 0) depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

/** The text prepared for comparison (see the module comment). */
export function comparable(text: string): string {
  const t = text.normalize('NFKC');
  return withoutNotes(itemTypeOf(t)?.rest ?? t)
    .toLowerCase()
    .replace(/[「」『』“”"'‘’`*_~]/g, '')
    .replace(/自然(日|月|周|年)/g, '$1')
    .replace(/天/g, '日')
    .replace(/(?<=[a-z0-9])-(?=[a-z0-9])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Clauses of a comparable text, spaces removed (read once per item: items are compared pairwise). */
export const clauses: (text: string) => readonly string[] = memoized((text) =>
  comparable(text)
    .split(CLAUSE_BREAK)
    .map((c) => c.replace(/\s+/g, ''))
    .filter((c) => c !== ''),
);

/** Content grams: ASCII words, and CJK character pairs (a lone CJK character stands for itself). */
export function grams(text: string, question = false): ReadonlySet<string> {
  return question ? questionGrams(text) : plainGrams(text);
}

// The rules compare every item with every other: each item's grams are computed once.
const plainGrams = memoized((text) => gramsOf(text, false));
const questionGrams = memoized((text) => gramsOf(text, true));

function gramsOf(text: string, question: boolean): Set<string> {
  let t = comparable(text);
  if (question) for (const w of QUESTION_WORDS) t = t.split(w).join(' ');
  const out = new Set<string>();
  for (const run of t.match(/[a-z0-9_.]+|[\u3400-\u9fff]+/g) ?? []) {
    if (!/[\u3400-\u9fff]/.test(run)) {
      let w = trimEndChars(run, '.');
      while (w.startsWith('.')) w = w.slice(1);
      if (w !== '') out.add(w);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) {
      if (!FUNCTION_CHARS.has(chars[0]!)) out.add(chars[0]!);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i++) {
      if (FUNCTION_CHARS.has(chars[i]!) || FUNCTION_CHARS.has(chars[i + 1]!)) continue;
      out.add(chars[i]! + chars[i + 1]!);
    }
  }
  return out;
}

/** The share of `a`'s content that `b` holds. */
export function covers(a: string, b: string, opts: { question?: boolean } = {}): number {
  return share(grams(a, opts.question), grams(b));
}

/** The alternatives of a question (`按天切分，还是按月切分？` → both), or the question itself. */
export function alternatives(question: string): string[] {
  const parts = question
    .split('还是')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.length > 1 ? parts : [question];
}

interface Slot {
  kind: 'number' | 'time';
  value: string;
  start: number;
  end: number;
}

const TIME_UNITS = ['季度', '小时', '分钟', '日', '周', '月', '年', '秒'];
/** `日` inside a word that is not a time unit (`日期`, `日志`). */
const NOT_TIME_AFTER = new Set([...'期志常历程记本用']);

// Every clause is compared with every other: its slots are read once.
const slotsOf: (clause: string) => readonly Slot[] = memoized(slotsIn);

function slotsIn(clause: string): Slot[] {
  const out: Slot[] = [];
  const chars = clause;
  for (let i = 0; i < chars.length;) {
    const d = /^\d+(?:\.\d+)?/.exec(chars.slice(i, i + 24));
    if (d) {
      out.push({ kind: 'number', value: d[0], start: i, end: i + d[0].length });
      i += d[0].length;
      continue;
    }
    const unit = TIME_UNITS.find((u) => chars.startsWith(u, i));
    if (unit && !(unit === '日' && NOT_TIME_AFTER.has(chars[i + 1] ?? ''))) {
      out.push({ kind: 'time', value: unit, start: i, end: i + unit.length });
      i += unit.length;
      continue;
    }
    i++;
  }
  return out;
}

/**
 * Two clauses say the same thing with one value exchanged (a number or a time unit), and nothing
 * else differs around it: the common text on the left runs to the start of one of them, on the
 * right to the end of one of them, and it is at least 3 characters long.
 */
function clauseClash(a: string, b: string): boolean {
  const sa = slotsOf(a);
  const sb = slotsOf(b);
  for (const x of sa) {
    for (const y of sb) {
      if (x.kind !== y.kind || x.value === y.value) continue;
      let l = 0;
      while (x.start - l - 1 >= 0 && y.start - l - 1 >= 0 && a[x.start - l - 1] === b[y.start - l - 1]) l++;
      let r = 0;
      while (x.end + r < a.length && y.end + r < b.length && a[x.end + r] === b[y.end + r]) r++;
      const leftOpen = x.start - l === 0 || y.start - l === 0;
      const rightOpen = x.end + r === a.length || y.end + r === b.length;
      if (l + r >= 3 && leftOpen && rightOpen) return true;
    }
  }
  return false;
}

/**
 * The two texts give different values (numbers, time units): `…24 小时…` / `…48 小时…`. Items that
 * differ in a value are never one decision written twice: the same sentence with another value is
 * two opposing conclusions (`clash`), and with another subject too, two cases.
 */
export function differentValues(a: string, b: string): boolean {
  return valuesOf(a) !== valuesOf(b);
}

const valuesOf = memoized((t) =>
  clauses(t)
    .flatMap((c) => slotsOf(c).map((x) => x.value))
    .sort()
    .join(' '),
);

/**
 * The same sentence with one word exchanged (`批量通过评价，单次最多 50 条` / `批量驳回评价，单次最多
 * 50 条`): a sibling option, neither a copy of the other nor its body. The common start and end
 * hold at least 6 characters and each differing middle at most 4.
 */
export function wordExchanged(a: string, b: string): boolean {
  const d = middles(a, b);
  return d !== undefined && d.x.length <= 4 && d.y.length <= 4;
}

/**
 * The same sentence with the words around a value exchanged (`…提交后 24 小时内完成` / `…提交当天完成`):
 * one statement with two values, two opposing conclusions. The common start and end hold at least
 * 6 characters, each differing middle at most 8, and a middle holds a value (a number, a time unit).
 */
function valueExchanged(a: string, b: string): boolean {
  const d = middles(a, b);
  return d !== undefined && d.x.length <= 8 && d.y.length <= 8 && (slotsOf(d.x).length > 0 || slotsOf(d.y).length > 0);
}

/** Where two texts differ when they share a start and an end of at least 6 characters: both middles, non-empty. */
function middles(a: string, b: string): { x: string; y: string } | undefined {
  const x = clauses(a).join('，');
  const y = clauses(b).join('，');
  if (x === y) return undefined;
  let p = 0;
  while (p < x.length && p < y.length && x[p] === y[p]) p++;
  let q = 0;
  while (q < x.length - p && q < y.length - p && x[x.length - 1 - q] === y[y.length - 1 - q]) q++;
  const mx = x.slice(p, x.length - q);
  const my = y.slice(p, y.length - q);
  return p + q >= 6 && mx !== '' && my !== '' ? { x: mx, y: my } : undefined;
}

/** `a` and `b` state one thing with a different value (see `clauseClash`); `b`'s supposing clauses do not count. */
export function clash(a: string, b: string): boolean {
  if (differentCases(a, b)) return false;
  if (valueExchanged(a, b)) return true;
  const ca = clauses(a);
  const cb = clauses(b).filter((c) => !HYPOTHETICAL.test(c));
  return ca.some((x) => cb.some((y) => clauseClash(x, y)));
}

/** An item's opening before its first colon, when short (`生鲜商品的评价：…`), and the rest (read once per item). */
const headOf = memoized(headOfText);
function headOfText(text: string): { head: ReadonlySet<string>; body: string } | undefined {
  const t = comparable(text);
  const i = t.search(/[：:]/);
  if (i <= 0 || i > 20) return undefined;
  const head = grams(t.slice(0, i));
  return head.size >= 2 ? { head, body: t.slice(i + 1) } : undefined;
}

/**
 * Two items that decide two cases: they open with different scopes and give the case a different
 * value (`普通商品的评价：…24 小时…` / `生鲜商品的评价：…4 小时…`). Neither repeats nor opposes the other.
 */
export function differentCases(a: string, b: string): boolean {
  const x = headOf(a);
  const y = headOf(b);
  if (!x || !y || (share(x.head, y.head) >= 0.8 && share(y.head, x.head) >= 0.8)) return false;
  const cb = clauses(y.body);
  return clauses(x.body).some((c) => cb.some((d) => clauseClash(c, d)));
}

/** The content `text` affirms: the grams of its clauses that neither negate nor suppose. */
export const affirmed: (text: string) => ReadonlySet<string> = memoized(affirmedIn);

/** The text before a quote ends with a speech marker (and a colon or comma after it). */
function saysSpeech(before: string): boolean {
  let t = before.trimEnd();
  if (/[：:，,]$/.test(t)) t = t.slice(0, -1).trimEnd();
  t = t.toLowerCase();
  return SPEECH_MARKS.some((m) => t.endsWith(m));
}

/** The text without the user's words quoted as such: reported, not affirmed (linear: one pass over the quotes). */
function withoutReportedSpeech(text: string): string {
  let out = '';
  let at = 0;
  for (const [i, j] of quoteRanges(text)) {
    if (!saysSpeech(text.slice(Math.max(at, i - 16), i))) continue;
    out += text.slice(at, i);
    at = j + 1;
  }
  return out + text.slice(at);
}

function affirmedIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const c of clauses(withoutReportedSpeech(text))) {
    if (NEGATION.test(c) || HYPOTHETICAL.test(c)) continue;
    for (const g of grams(c)) out.add(g);
  }
  return out;
}

/**
 * A clause of `a` negates `b`: it starts with a negation and `b` affirms at least 80 % of the rest
 * (`b` saying the same negation is agreement, not opposition).
 */
export function negates(a: string, b: string): boolean {
  const target = affirmed(b);
  for (const c of clauses(a)) {
    if (HYPOTHETICAL.test(c)) continue;
    const m = NEGATION.exec(c);
    if (!m) continue;
    const rest = grams(c.slice(m[0].length));
    if (rest.size >= 3 && share(rest, target) >= 0.8) return true;
  }
  return false;
}

/**
 * The option a rejected item names, without the reason appended to it (`按金额比例拆分：财务无法对账，
 * 否决` → `按金额比例拆分`): the text before the first `：`, `:` or dash, when that part says something.
 */
export function optionOf(text: string): string {
  const t = withoutNotes(text);
  let cut = -1;
  for (const sep of ['：', ':', '——', ' — ', ' - ']) {
    const i = t.indexOf(sep);
    if (i !== -1 && (cut === -1 || i < cut)) cut = i;
  }
  const head = cut === -1 ? t : t.slice(0, cut);
  return grams(head).size >= 3 ? head : t;
}

/**
 * A question about what follows in a situation (`超过 24 小时未处理的评价怎么办？`, `后续被举报时是否…`)
 * or about an exception to a case (`命中关键词但来自认证商家的评价，是否也进入…？`): a decision on the
 * case itself does not answer it, unless it names that situation or exception too.
 */
const FOLLOW_UP =
  /超过|之后|以后|后续|万一|一旦|如果|若|假如|的话|但|例外|除了|除非|是否也|也要|也需要|也进入|时(?=[，, ]?(?:是否|要不要|怎么|如何|能否|该|会|需要|还))|怎么办|如何处理|怎么处理|\bif\b|\bwhen\b|\bafter\b/i;

/**
 * Whether an open question is answered by a decided item: one of its alternatives is 60 % in it,
 * and a follow-up question has at most one content gram the item lacks.
 */
export function answers(decided: string, question: string): boolean {
  const target = grams(decided);
  // A question about the user's own words (003:26 keeps them when a negation's scope matters) is
  // answered only by a decision that takes those words up.
  const quote = userQuote(question);
  if (quote !== undefined && share(grams(quote), target) < 0.6) return false;
  const followUp = isFollowUp(question);
  // What the question asks (`审核员如何排班` asks about 排班): a decision that does not say it leaves
  // the question open, however much of its subject it shares.
  const focus = focusOf(question);
  if (focus.size > 0 && share(focus, target) < 0.5) return false;
  return alternatives(question).some((alt) => {
    const g = grams(alt, true);
    if (g.size < 3) return false;
    let missing = 0;
    for (const x of g) if (!target.has(x)) missing++;
    return missing <= 0.4 * g.size && (!followUp || missing <= 1);
  });
}

/**
 * The content a question asks about: the words after its question word in the same clause
 * (`审核员如何排班` → 排班, `人工审核前是否先隐藏` → 先隐藏), else the words before it
 * (`单月上限是多少` → 单月上限); empty for a question without a question word (`还是` splits
 * alternatives, each compared whole).
 */
const focusOf = memoized((question): ReadonlySet<string> => {
  for (const clause of comparable(question).split(CLAUSE_BREAK)) {
    let at = -1;
    let word = '';
    for (const w of QUESTION_WORDS) {
      if (w === '还是') continue;
      const i = clause.indexOf(w);
      if (i !== -1 && (at === -1 || i < at)) {
        at = i;
        word = w;
      }
    }
    if (at === -1) continue;
    const after = grams(clause.slice(at + word.length), true);
    return after.size > 0 ? after : grams(clause.slice(0, at), true);
  }
  return new Set<string>();
});

/** The quoted words of a question that quotes the user (`用户原话：“…”`), joined; `undefined` otherwise. */
const userQuote = memoized((question): string | undefined => {
  const lower = question.toLowerCase();
  if (!SPEECH_MARKS.some((m) => lower.includes(m))) return undefined;
  const spans = quoteRanges(question).map(([i, j]) => question.slice(i + 1, j));
  return spans.length && grams(spans.join('，')).size >= 3 ? spans.join('，') : undefined;
});

// A question is compared with every decided item: whether it follows up is read once.
const isFollowUp = memoized((question) => FOLLOW_UP.test(comparable(question)));
