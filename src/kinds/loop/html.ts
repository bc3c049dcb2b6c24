/**
 * A small HTML reader for `reports/FINAL_REPORT.html`: tag balance and headings.
 *
 * Why not a real HTML parser: wflint takes no new dependency for one report file, and the HTML5
 * parsing algorithm never fails (it repairs everything), so it could not tell a person that a tag
 * is left open anyway. What the report needs is a structural scan: tags open and close in order
 * (void elements and elements whose end tag HTML makes optional are allowed to stay open), and
 * the heading texts, to find the required sections.
 */

export interface HtmlProblem {
  kind: 'unclosed' | 'unexpectedClose' | 'mismatch' | 'unterminated';
  tag: string;
  /** The other tag of a mismatch (the open one) and its start tag's offsets. */
  open?: string;
  openStart?: number;
  openEnd?: number;
  start: number;
  end: number;
}

export interface HtmlHeading {
  level: number;
  text: string;
  start: number;
  end: number;
}

export interface HtmlScan {
  problems: HtmlProblem[];
  headings: HtmlHeading[];
  /** Offsets of the `<body>` start tag, when there is one. */
  body?: { start: number; end: number };
  /** Offset of the first `</body>` (else `</html>`) end tag: where content added to the body goes. */
  bodyClose?: number;
  /** The `lang` of the `<html>` start tag, lower-cased. */
  lang?: string;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose end tag HTML lets you omit. */
const OPTIONAL_END = new Set(['html', 'head', 'body', 'p', 'li', 'dt', 'dd', 'option', 'optgroup', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'rt', 'rp', 'caption']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

interface Open {
  tag: string;
  start: number;
  end: number;
  textStart: number;
}

export function scanHtml(text: string): HtmlScan {
  const problems: HtmlProblem[] = [];
  const headings: HtmlHeading[] = [];
  const stack: Open[] = [];
  let body: HtmlScan['body'];
  let lang: string | undefined;
  let bodyClose: number | undefined;
  let htmlClose: number | undefined;
  // A hand-written tokenizer: each `<` is looked at once, so the scan stays linear on any input
  // (a global regex over comments and tags backtracks quadratically on unterminated ones).
  // Attributes start with white space or `/`, so the tag name and the attributes never compete.
  const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:[\s/](?:[^<>"']|"[^"<]*"|'[^'<]*')*)?)>/y;
  let i = 0;
  while ((i = text.indexOf('<', i)) !== -1) {
    if (text.startsWith('<!--', i)) {
      const e = text.indexOf('-->', i + 4);
      if (e === -1) {
        problems.push({ kind: 'unterminated', tag: '!--', start: i, end: i + 4 });
        break;
      }
      i = e + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', i)) {
      const e = text.indexOf(']]>', i);
      if (e === -1) break;
      i = e + 3;
      continue;
    }
    if (text[i + 1] === '!' || text[i + 1] === '?') {
      const e = text.indexOf('>', i);
      if (e === -1) break;
      i = e + 1;
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(text);
    if (!m) {
      i += 1;
      continue;
    }
    i += m[0].length;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    const start = m.index;
    const end = m.index + m[0].length;
    if (!closing) {
      if (tag === 'body') body = { start, end };
      if (tag === 'html') lang ??= /\slang\s*=\s*["']?([\w-]*)/i.exec(m[3] ?? '')?.[1]?.toLowerCase();
      if (VOID.has(tag) || /\/\s*$/.test(m[3] ?? '')) continue;
      stack.push({ tag, start, end, textStart: end });
      if (RAW_TEXT.has(tag)) {
        const close = new RegExp(`</${tag}\\s*>`, 'ig');
        close.lastIndex = end;
        const c = close.exec(text);
        if (!c) continue; // reported as unclosed at the end
        stack.pop();
        i = c.index + c[0].length;
      }
      continue;
    }
    if (VOID.has(tag)) continue;
    if (tag === 'body') bodyClose ??= start;
    if (tag === 'html') htmlClose ??= start;
    const idx = stack.map((o) => o.tag).lastIndexOf(tag);
    if (idx < 0) {
      problems.push({ kind: 'unexpectedClose', tag, start, end });
      continue;
    }
    // Everything opened after the matching tag must be allowed to close implicitly.
    for (let k = stack.length - 1; k > idx; k--) {
      const o = stack[k]!;
      if (!OPTIONAL_END.has(o.tag)) problems.push({ kind: 'mismatch', tag, open: o.tag, openStart: o.start, openEnd: o.end, start, end });
    }
    const open = stack[idx]!;
    stack.length = idx;
    const h = /^h([1-6])$/.exec(tag);
    if (h) {
      const inner = decode(text.slice(open.textStart, start).replace(/<[^<>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
      headings.push({ level: Number(h[1]), text: inner, start: open.start, end });
    }
  }
  for (const o of stack) if (!OPTIONAL_END.has(o.tag)) problems.push({ kind: 'unclosed', tag: o.tag, start: o.start, end: o.end });
  problems.sort((a, b) => a.start - b.start);
  const close = bodyClose ?? htmlClose;
  return { problems, headings, ...(body ? { body } : {}), ...(close !== undefined ? { bodyClose: close } : {}), ...(lang ? { lang } : {}) };
}

/** Elements that start a new block of text (a row, a list item, a paragraph, a heading…). */
const BLOCK = new Set(['tr', 'li', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'dd', 'dt', 'br', 'table', 'ul', 'ol', 'section', 'article', 'body', 'blockquote', 'pre']);

export interface HtmlBlock {
  /** The block's visible text (tags removed, entities decoded, white space collapsed). */
  text: string;
  /** Offsets of the block in the source. */
  start: number;
  end: number;
}

/** A run of an HTML text: text between tags, or a tag (its lower-case name, `/` kept off). */
export type HtmlToken = { kind: 'text'; start: number; end: number } | { kind: 'tag'; name: string; start: number; end: number };

/**
 * The text runs and tags of an HTML text, in order; comments, scripts and styles are skipped, a
 * `<` that opens no tag is text. A linear scan: each `<` is looked at once.
 */
export function* htmlTokens(text: string): Generator<HtmlToken> {
  const lower = text.toLowerCase();
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      yield { kind: 'text', start: i, end: text.length };
      return;
    }
    if (lt > i) yield { kind: 'text', start: i, end: lt };
    if (text.startsWith('<!--', lt)) {
      const e = text.indexOf('-->', lt + 4);
      i = e === -1 ? text.length : e + 3;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt === -1) {
      yield { kind: 'text', start: lt, end: text.length };
      return;
    }
    let n = lt + 1;
    const closing = text[n] === '/';
    if (closing) n++;
    let name = '';
    while (n < gt && /[A-Za-z0-9]/.test(text[n]!)) name += text[n++]!;
    const tag = name.toLowerCase();
    // A script's or style's content is no text (a stray end tag skips nothing).
    if (!closing && (tag === 'script' || tag === 'style')) {
      const close = lower.indexOf(`</${tag}`, gt);
      const cgt = close === -1 ? -1 : text.indexOf('>', close);
      i = cgt === -1 ? text.length : cgt + 1;
      continue;
    }
    yield { kind: 'tag', name: tag, start: lt, end: gt + 1 };
    i = gt + 1;
  }
}

/**
 * The text blocks of an HTML document (what a reader sees as one row, item or paragraph), in
 * order; comments, scripts and styles are skipped.
 */
export function htmlBlocks(text: string): HtmlBlock[] {
  const out: HtmlBlock[] = [];
  let parts: string[] = [];
  let start = -1;
  let end = 0;
  const flush = () => {
    const t = decode(parts.join('')).replace(/\s+/g, ' ').trim();
    if (t !== '' && start >= 0) out.push({ text: t, start, end });
    parts = [];
    start = -1;
  };
  for (const token of htmlTokens(text)) {
    if (token.kind === 'text') {
      if (start < 0) start = token.start;
      parts.push(text.slice(token.start, token.end));
      end = token.end;
    } else if (BLOCK.has(token.name)) flush();
    // Cells of a row stay in its block, separated.
    else if (token.name === 'td' || token.name === 'th') parts.push(' ');
  }
  flush();
  return out;
}
