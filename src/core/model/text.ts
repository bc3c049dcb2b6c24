/** Text utilities shared by every kind: line index, line endings, BOM. */

export interface Point {
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 code units (as ESLint and unist). */
  column: number;
  /** 0-based offset into the document text (BOM excluded). */
  offset: number;
}

export interface Span {
  start: Point;
  end: Point;
}

/** Maps offsets to line/column and back; built once per document. */
export class LineIndex {
  /** Offset at which each line starts. */
  readonly lineStarts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  point(offset: number): Point {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.lineStarts[lo]! + 1, offset: o };
  }

  span(start: number, end: number): Span {
    return { start: this.point(start), end: this.point(Math.max(start, end)) };
  }

  /** Offset of the start of 1-based `line`. */
  lineStart(line: number): number {
    return this.lineStarts[Math.max(0, Math.min(line - 1, this.lineStarts.length - 1))]!;
  }

  /** Offset just before the line break of 1-based `line`. */
  lineEnd(line: number): number {
    const next = line < this.lineStarts.length ? this.lineStarts[line]! : this.text.length + 1;
    let end = next - 1;
    if (end > 0 && this.text[end - 1] === '\r' && end <= this.text.length) end -= 1;
    return Math.min(end, this.text.length);
  }

  /** The text of 1-based `line`, without its line break. */
  lineText(line: number): string {
    return this.text.slice(this.lineStart(line), this.lineEnd(line));
  }
}

/** The document's dominant line ending; fixes insert text with it. */
export function detectEol(text: string): '\n' | '\r\n' {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i > 0 && text[i - 1] === '\r') crlf++;
    else lf++;
  }
  return crlf > lf ? '\r\n' : '\n';
}

export const BOM = '\uFEFF';

/** A Han character (CJK Unified Ideographs and Extension A): text written in Chinese holds one. */
export const HAN = /[\u3400-\u9fff]/;

/** `s` without its trailing characters from `chars` (linear; a regex like /[.]+$/ is quadratic). */
export function trimEndChars(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return s.slice(0, end);
}

export function stripBom(text: string): { text: string; bom: boolean } {
  return text.startsWith(BOM) ? { text: text.slice(1), bom: true } : { text, bom: false };
}

/** Lines of a text with their offsets (line break excluded). */
export function* lines(text: string, from = 0, to = text.length): Generator<{ text: string; start: number; end: number }> {
  let start = from;
  while (start <= to) {
    let nl = text.indexOf('\n', start);
    if (nl === -1 || nl > to) nl = to;
    let end = nl;
    if (end > start && text[end - 1] === '\r') end--;
    yield { text: text.slice(start, end), start, end };
    if (nl >= to) break;
    start = nl + 1;
  }
}

/**
 * `compute` remembered by its string argument, for at most `max` arguments at a time (then
 * forgotten at once): for the normalisations the rules ask for again and again, pairwise.
 */
export function memoized<T>(compute: (s: string) => T, max = 4096): (s: string) => T {
  const memo = new Map<string, T>();
  return (s) => {
    let v = memo.get(s);
    if (v === undefined && !memo.has(s)) {
      if (memo.size >= max) memo.clear();
      memo.set(s, (v = compute(s)));
    }
    return v as T;
  };
}

/** A replacement of the text between two offsets (a fix is a list of them). */
export interface Edit {
  range: [number, number];
  text: string;
}

/** Levenshtein distance between two strings (UTF-16 units), for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** The share of `a` that `b` also has (1 when `a` is empty). */
export function share(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0) return 1;
  let n = 0;
  for (const g of a) if (b.has(g)) n++;
  return n / a.size;
}

/** CJK character pairs and ASCII words of a text: what two texts written in other words still share. */
export function textGrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of text.toLowerCase().match(/[a-z0-9_.-]+|[\u3400-\u9fff]+/g) ?? []) {
    if (/^[a-z0-9_.-]+$/.test(run)) out.add(run);
    else if (run.length === 1) out.add(run);
    else for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  }
  return out;
}
