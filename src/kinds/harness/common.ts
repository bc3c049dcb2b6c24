/** Shared reading helpers of the harness kinds (seed 004): lines, lists as people write them, SHAs, paths. */
import type { WfDocument } from '../../core/model/document.js';
import { trimEndChars } from '../../core/model/text.js';
import picomatch from 'picomatch';
import { normalizeRel } from '../../core/project/paths.js';

export interface Span {
  start: number;
  end: number;
}

/**
 * A SHA as the Ledger and reviews write it: the 7-character short form (004:42 "短 SHA 取 7 位") or
 * the full 40 characters `git rev-parse HEAD` prints (004:358). Any other length is neither.
 */
export const SHA = /^(?:[0-9a-f]{7}|[0-9a-f]{40})$/i;
export const SHORT_SHA = /^[0-9a-f]{7}$/i;

/** Whether two SHAs name the same commit (one may be the short form of the other). */
export function sameSha(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}

/** `T3` → 3. */
export function taskNumber(id: string): number {
  return Number(id.slice(1));
}

/** The session directory of a harness document (`…/.webwork/harness/work/<session_id>`). */
export function sessionDir(doc: WfDocument): string {
  return doc.relPath.slice(0, doc.relPath.lastIndexOf('/'));
}

/** The session id (the session directory's name). */
export function sessionId(doc: WfDocument): string {
  const dir = sessionDir(doc);
  return dir.slice(dir.lastIndexOf('/') + 1);
}

/** Dash variants people type for the em dash of `# Plan — target:` and `T<N>: parked — …`. */
export const DASH = '(?:—|–|--|-|——)';

const NONE_VALUE = /^(无|暂无|空|none|None|NONE|N\/A|n\/a|-|—)(\s*[（(][^）)]*[）)])?[。.]?$/;

/** A whole value that says "nothing" (`无`, `none`, `N/A`, `-`, optionally with a note in parentheses). */
export function isNoneValue(text: string): boolean {
  const t = stripTicks(text.trim());
  // `（无额外约束）` is the seed's own word for no constraints (004:495).
  return t === '' || NONE_VALUE.test(t) || /^[（(]?(?:无|空|none)(?:额外约束|约束|限制)?[）)]?[。.]?$/i.test(t) || /^[（(]?no (?:extra |additional )?constraints[）)]?\.?$/i.test(t);
}

/** `\`x\`` → `x`. */
export function stripTicks(text: string): string {
  const t = text.trim();
  return /^`[^`]+`$/.test(t) ? t.slice(1, -1).trim() : t;
}

export interface Piece extends Span {
  text: string;
}

/**
 * Split a single-line list value the way people write it: by `|`, else by `;`/`；`, else by `,`
 * (the strongest separator present wins, so `A, B | C` is two items), never inside backticks or
 * brackets.
 */
export function splitListValue(value: string, offset: number): Piece[] {
  const seps: Array<(c: string) => boolean> = [(c) => c === '|', (c) => c === ';' || c === '；', (c) => c === ','];
  const positions = (isSep: (c: string) => boolean): number[] => {
    const at: number[] = [];
    let depth = 0;
    let tick = false;
    for (let i = 0; i < value.length; i++) {
      const c = value[i]!;
      if (c === '`') tick = !tick;
      else if (tick) continue;
      else if ('([（【{'.includes(c)) depth++;
      else if (')]）】}'.includes(c)) depth = Math.max(0, depth - 1);
      else if (depth === 0 && isSep(c)) at.push(i);
    }
    return at;
  };
  let cuts: number[] = [];
  for (const s of seps) {
    cuts = positions(s);
    if (cuts.length) break;
  }
  const out: Piece[] = [];
  let from = 0;
  for (const cut of [...cuts, value.length]) {
    const raw = value.slice(from, cut);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text !== '') out.push({ text, start: offset + from + lead, end: offset + from + lead + text.length });
    from = cut + 1;
  }
  return out;
}

/** A path as a plan writes it: backticks and a trailing `:120-145` line range removed. */
export function cleanPath(text: string): string {
  return trimEndChars(stripTicks(text).replace(/:\d+(?:-\d+)?$/, ''), '/').trim();
}

/** Whether a plan item reads as a path (no spaces, no CJK): only those get path checks. */
export function looksLikePath(text: string): boolean {
  const t = stripTicks(text);
  return t !== '' && !/[\s\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/.test(t) && /[./*]/.test(t);
}

/** Why a path is not relative-inside-the-root, or undefined when it is. */
export function pathProblem(p: string): 'absolute' | 'outside' | undefined {
  if (/^(\/|~|[A-Za-z]:[\\/]|\\\\)/.test(p)) return 'absolute';
  if (normalizeRel(p) === undefined) return 'outside';
  return undefined;
}

/** Normalised repo-relative form used to compare paths. */
export function normPath(p: string): string {
  return normalizeRel(cleanPath(p)) ?? cleanPath(p);
}

/**
 * Edit distance of `pattern` against the best-matching prefix of `text` (approximate prefix match):
 * how many edits turn some prefix of `text` into `pattern`.
 */
export function prefixDistance(pattern: string, text: string): number {
  const a = [...pattern];
  const b = [...text];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return Math.min(...prev);
}

/** `a, b and c` with backticks. */
export function listOf(values: readonly string[]): string {
  return values.map((v) => `\`${v}\``).join(', ');
}

/** A token a path can be (`src/legacy/`, `package-lock.json`, `a/b.ts:10-20`). */
const PATH_TOKEN = /[A-Za-z0-9_.@~/-]+(?::\d+(?:-\d+)?)?/y;

/** Whether a bare token reads as a file or directory path: a directory with `/`, or a file with an extension. */
function isPathToken(t: string): boolean {
  if (!/[A-Za-z]/.test(t) || /^https?:/.test(t)) return false;
  const last =
    t
      .replace(/:\d+(?:-\d+)?$/, '')
      .split('/')
      .filter((s) => s !== '')
      .pop() ?? '';
  return t.endsWith('/') || (/\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(last) && !/^\.+$/.test(last));
}

/**
 * The paths a prose item names (`不得修改 \`src/legacy/\` 下的任何文件`): path-like code spans and bare
 * path tokens, each with its place. A path qualified by what follows it (`package.json 的
 * dependencies`: a part of the file, not the file) is left out.
 */
export function pathsIn(text: string, offset: number): Piece[] {
  const out: Piece[] = [];
  const qualified = (end: number) => /^\s*(?:中的|里的|的|'s\b)/.test(text.slice(end, end + 6));
  let i = 0;
  while (i < text.length) {
    if (text[i] === '`') {
      const close = text.indexOf('`', i + 1);
      if (close === -1) break;
      const inner = text.slice(i + 1, close).trim();
      if (!/\s/.test(inner) && isPathToken(inner) && !qualified(close + 1)) out.push({ text: inner, start: offset + i + 1, end: offset + close });
      i = close + 1;
      continue;
    }
    PATH_TOKEN.lastIndex = i;
    const m = PATH_TOKEN.exec(text);
    if (!m) {
      i++;
      continue;
    }
    const before = text[i - 1];
    if (isPathToken(m[0]) && (before === undefined || !/[A-Za-z0-9_]/.test(before)) && !qualified(i + m[0].length)) out.push({ text: m[0], start: offset + i, end: offset + i + m[0].length });
    i += m[0].length;
  }
  return out;
}

/** Words that forbid touching something (`不得修改`, `do not modify`): with a change word, a clause protects its paths. */
const NEGATION = /不得|不要|不能|不许|禁止|勿|严禁|\bnever\b|\bdo\s+not\b|\bdon't\b|\bmust\s+not\b|\bno\b/i;
const CHANGE = /修改|改动|变更|更改|编辑|删除|覆盖|写入|重写|触碰|\bmodify\b|\bchange\b|\bedit\b|\btouch\b|\bdelete\b|\bwrite\b/i;
/** Words that say both at once (`不改 LICENSE`, `别动 migrations/`, `只读`). */
const KEEP = /不改|不动|不碰|别改|别动|勿改|勿动|只读|\bread-?only\b/i;

/**
 * The parts of a clause that forbid changing what they name. A negation with a change word forbids
 * the whole clause (`不得修改 a.ts, b.ts`); a word that says both (`只读`, `不改`) its own part and the
 * parts after it that name paths only: `docs/ 只读，前端改动集中在 src/…` keeps `docs/` and leaves
 * `src/…` writable. `bare`: what a clause with neither says (a `forbidden` entry forbids what it
 * names; a global constraint without such words protects nothing).
 */
function protectedParts(text: string, bare: 'all' | 'none'): Piece[] {
  if (NEGATION.test(text) && CHANGE.test(text)) return [{ text, start: 0, end: text.length }];
  if (!KEEP.test(text)) return bare === 'all' ? [{ text, start: 0, end: text.length }] : [];
  const out: Piece[] = [];
  let on = false;
  let from = 0;
  for (const part of text.split(/[，,、]/)) {
    const onlyPaths = pathsIn(part, 0).length > 0 && !/[\u3400-\u9fff]/.test(part.replace(/`[^`]*`/g, ''));
    on = KEEP.test(part) || (on && onlyPaths);
    if (on) out.push({ text: part, start: from, end: from + part.length });
    from += part.length + 1;
  }
  return out;
}

/** The paths a clause forbids changing (normalised). */
export function protectedPaths(text: string, bare: 'all' | 'none'): string[] {
  return protectedParts(text, bare).flatMap((p) => pathsIn(p.text, 0).map((x) => normPath(x.text)));
}

/**
 * Whether a protective part of a clause names a path as a word (`不改 LICENSE`, `不得修改 Makefile`):
 * a file without an extension or a folder is no path token to `pathsIn`, but a clause that names
 * the very path a task writes protects it.
 */
export function namesProtected(text: string, path: string): boolean {
  return protectedParts(text, 'none').some((part) => {
    const t = part.text.replace(/`/g, ' ');
    for (let at = t.indexOf(path); at !== -1; at = t.indexOf(path, at + 1)) {
      const before = t[at - 1];
      const after = t[at + path.length];
      if ((before === undefined || !PATH_CHAR.test(before)) && (after === undefined || !PATH_CHAR.test(after))) return true;
    }
    return false;
  });
}
const PATH_CHAR = /[A-Za-z0-9_.@~/-]/;

/** The paths a forbidden entry names: the entry itself when it is a path, else the paths of its prose that it forbids. */
export function forbiddenPaths(items: readonly Piece[]): Array<{ piece: Piece; path: string }> {
  return items
    .flatMap((p) => (looksLikePath(p.text) ? [p] : protectedParts(p.text, 'all').flatMap((part) => pathsIn(part.text, p.start + part.start))))
    .map((p) => ({ piece: p, path: normPath(p.text) }));
}

/** Whether a forbidden entry covers a path: the same path, a directory above it, or a glob matching it. */
export function covers(forbidden: string, path: string): boolean {
  if (forbidden === path || path.startsWith(`${forbidden}/`)) return true;
  if (/[*?[{]/.test(forbidden)) return picomatch(forbidden, { dot: true })(path);
  return false;
}
