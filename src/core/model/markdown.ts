/** Parse a markdown document once and read its structure: sections, header lines, yaml blocks. */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { LineIndex } from './text.js';
import { parsePlainMarkdown } from './plain-markdown.js';
import type { Root, RootContent, Heading, Code, Yaml, Nodes } from 'mdast';
import type { Data, Processor } from 'unified';
import { normalizeHeading } from './headings.js';
import { lines } from './text.js';
import { parseDocument, isMap } from 'yaml';

/**
 * The GFM constructs a kind is parsed with, on top of CommonMark + front matter. Each kind takes
 * only what its rules read: GFM tables and autolink literals cost more than the rest of the parse
 * together (bench: ~2.5× a plain parse on the corpus), and no rule reads autolink literals or
 * footnotes, so they are never enabled.
 */
export type GfmFeature = 'table' | 'task-list' | 'strikethrough';

// The extension types as remark-parse declares them on the processor's data.
type MicromarkExtension = NonNullable<Data['micromarkExtensions']>[number];
type FromMarkdownExtension = NonNullable<Data['fromMarkdownExtensions']>[number];

const EXTENSIONS: Record<GfmFeature, { syntax: () => MicromarkExtension; fromMarkdown: () => FromMarkdownExtension }> = {
  table: { syntax: gfmTable, fromMarkdown: gfmTableFromMarkdown },
  'task-list': { syntax: gfmTaskListItem, fromMarkdown: gfmTaskListItemFromMarkdown },
  strikethrough: { syntax: gfmStrikethrough, fromMarkdown: gfmStrikethroughFromMarkdown },
};

function makeParser(features: readonly GfmFeature[]): { parse(text: string): Root } {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(function gfmFeatures(this: Processor) {
      const data = this.data();
      for (const f of features) {
        (data.micromarkExtensions ??= []).push(EXTENSIONS[f].syntax());
        (data.fromMarkdownExtensions ??= []).push(EXTENSIONS[f].fromMarkdown());
      }
    });
}

const parsers = new Map<string, { parse(text: string): Root }>();

/** Deepest container nesting (block quotes, list items) parsed (README "Limits"). */
export const MAX_MARKDOWN_NESTING = 32;

/**
 * Whether a text nests its containers deeper than `MAX_MARKDOWN_NESTING`, by one linear scan
 * before the parse: the parser's time grows with the cube of the depth (400 levels of indented
 * list items take 8 s) and its tree walkers recurse per level (a 10 KB line of `>` overflows the
 * stack). A line's container prefix is its leading white space (a tab to the next multiple of 4),
 * `>` markers and list markers (`-`, `*`, `+`, `1.`, `1)` followed by a space); each level takes at
 * least two columns, so a prefix wider than twice the limit may nest deeper. Lines inside a
 * top-level fenced code block are content; a line of one marker character and spaces is a
 * thematic break. Returns the 1-based line of the first such line.
 */
export function nestingTooDeep(text: string): number | undefined {
  const limit = 2 * MAX_MARKDOWN_NESTING;
  let fence: string | undefined;
  let line = 0;
  for (let at = 0; at <= text.length;) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    line++;
    const first = text.charCodeAt(at);
    // Most lines start with a letter, a `#` or a `|`: nothing to count.
    if (first === 32 || first === 9 || first === 62 || first === 45 || first === 42 || first === 43 || first === 96 || first === 126 || (first >= 48 && first <= 57)) {
      let width = 0;
      let markers = 0;
      let i = at;
      while (i < end && width <= limit) {
        const c = text[i]!;
        if (c === ' ') width++;
        else if (c === '\t') width += 4 - (width % 4);
        else if (c === '>' && fence === undefined) {
          width++;
          markers++;
        } else if ((c === '-' || c === '*' || c === '+') && fence === undefined && (text[i + 1] === ' ' || text[i + 1] === '\t')) {
          width += 2;
          markers++;
          i++;
        } else if (c >= '0' && c <= '9' && fence === undefined) {
          let j = i;
          while (j < end && j - i < 9 && text[j]! >= '0' && text[j]! <= '9') j++;
          if ((text[j] === '.' || text[j] === ')') && (text[j + 1] === ' ' || text[j + 1] === '\t')) {
            width += j - i + 2;
            markers++;
            i = j + 1;
          } else break;
        } else break;
        i++;
      }
      const rest = text.slice(i, Math.min(end, i + 3));
      if (markers === 0 && width < 4 && (rest.startsWith('```') || rest.startsWith('~~~'))) {
        if (fence === undefined) fence = rest;
        else if (rest === fence) fence = undefined;
      } else if (width > limit && fence === undefined && !/^[ \t]*([-*+_])([ \t]*\1)*[ \t]*\r?$/.test(text.slice(at, end))) return line;
    }
    at = end + 1;
  }
  return undefined;
}

/**
 * The tree of a markdown text: built directly when the text is plain (`plain-markdown.ts`: a long
 * index is plain), else parsed.
 */
export function parseMarkdown(text: string, gfm: readonly GfmFeature[] = []): Root {
  return parsePlainMarkdown(text) ?? parseWithMicromark(text, gfm);
}

/**
 * Whether a line may be a table's delimiter row (micromark-extension-gfm-table 2.1: after its
 * container prefix of white space and `>`, only `-`, `:`, `|` and white space, holding a `-` and a
 * `:` or `|`). A text without one holds no table, and the table construct, tried at every line,
 * is then only cost: ~40 % of a checkpoint's parse. Its tree is the same without it
 * (test/markdown-tables.test.ts). One pass over the text (a regex for it backtracks on long runs
 * of spaces).
 */
function mayHoldTable(text: string): boolean {
  let prefix = true;
  let dash = false;
  let bar = false;
  let other = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c === 10 || c === 13) {
      if (dash && bar && !other) return true;
      prefix = true;
      dash = bar = other = false;
    } else if (c === 32 || c === 9) {
      // White space belongs to the prefix or to the row.
    } else if (c === 62 && prefix) {
      // A block quote marker.
    } else {
      prefix = false;
      if (c === 45) dash = true;
      else if (c === 124 || c === 58) bar = true;
      else other = true;
    }
  }
  return false;
}

/** The parser's tree (one parser per feature set, built lazily and shared by every document). */
export function parseWithMicromark(text: string, gfm: readonly GfmFeature[] = []): Root {
  if (gfm.includes('table') && !mayHoldTable(text)) gfm = gfm.filter((f) => f !== 'table');
  const key = gfm.join(',');
  let p = parsers.get(key);
  if (!p) parsers.set(key, (p = makeParser(gfm)));
  return p.parse(text);
}

export interface Section {
  depth: number;
  /** Heading text as written (source slice of the heading content). */
  title: string;
  /** Normalised heading text (see headings.ts). */
  norm: string;
  heading: Heading;
  /** Offset of the heading's first character. */
  start: number;
  /** Offset just after the heading line's text. */
  headingEnd: number;
  /** Offsets of the heading text (what a rename replaces). */
  titleStart: number;
  titleEnd: number;
  /** Offset where the next heading of the same or a higher level starts (or the end of text). */
  end: number;
  /** Root-level nodes between this heading and the next heading of any level. */
  body: RootContent[];
  /** Root-level nodes up to `end` (includes sub-sections). */
  content: RootContent[];
}

export function offsetOf(node: { position?: { start: { offset?: number } } } | undefined): number | undefined {
  return node?.position?.start.offset;
}
export function endOffsetOf(node: { position?: { end: { offset?: number } } } | undefined): number | undefined {
  return node?.position?.end.offset;
}

/** Sections of the root-level ATX/setext headings. Safe on nodes without positions (they are skipped). */
export function readSections(root: Root, text: string): Section[] {
  const children = root.children;
  const headingIdx: number[] = [];
  children.forEach((n, i) => {
    if (n.type === 'heading' && n.position?.start.offset !== undefined) headingIdx.push(i);
  });
  const sections: Section[] = [];
  for (let h = 0; h < headingIdx.length; h++) {
    const i = headingIdx[h]!;
    const heading = children[i] as Heading;
    const start = heading.position!.start.offset!;
    const headingEnd = heading.position!.end.offset ?? start;
    // The heading text is the source between the first and last inline child.
    const first = heading.children[0];
    const last = heading.children[heading.children.length - 1];
    let titleStart = offsetOf(first) ?? headingEnd;
    let titleEnd = endOffsetOf(last) ?? headingEnd;
    if (!first) {
      titleStart = headingEnd;
      titleEnd = headingEnd;
    }
    const title = text.slice(titleStart, titleEnd);
    let end = text.length;
    let bodyEndIdx = children.length;
    if (h + 1 < headingIdx.length) bodyEndIdx = headingIdx[h + 1]!;
    let contentEndIdx = children.length;
    for (let k = h + 1; k < headingIdx.length; k++) {
      const other = children[headingIdx[k]!] as Heading;
      if (other.depth <= heading.depth) {
        end = other.position!.start.offset!;
        contentEndIdx = headingIdx[k]!;
        break;
      }
    }
    sections.push({
      depth: heading.depth,
      title,
      norm: normalizeHeading(title),
      heading,
      start,
      headingEnd,
      titleStart,
      titleEnd,
      end,
      body: children.slice(i + 1, bodyEndIdx),
      content: children.slice(i + 1, contentEndIdx),
    });
  }
  return sections;
}

export interface HeaderLine {
  key: string;
  value: string;
  line: number;
  /** Offsets of the whole line, the key and the value (value may be empty). */
  start: number;
  end: number;
  keyStart: number;
  keyEnd: number;
  valueStart: number;
  valueEnd: number;
}

const HEADER_LINE = /^([A-Z][A-Z0-9_]*)[ \t]*[:：](.*)$/;

/**
 * Bare `KEY: value` lines before the first `##` (or deeper) heading, outside code and front matter.
 * `limit` is the offset where the header region ends.
 */
export function readHeaderLines(root: Root, text: string, lineOf: (offset: number) => number): { lines: HeaderLine[]; regionEnd: number } {
  let regionEnd = text.length;
  const skip: Array<[number, number]> = [];
  for (const node of root.children) {
    const s = offsetOf(node);
    const e = endOffsetOf(node);
    if (s === undefined || e === undefined) continue;
    if (node.type === 'heading' && node.depth >= 2) {
      regionEnd = s;
      break;
    }
    if (node.type === 'code' || node.type === 'yaml' || node.type === 'html') skip.push([s, e]);
  }
  const out: HeaderLine[] = [];
  for (const ln of lines(text, 0, regionEnd)) {
    if (skip.some(([s, e]) => ln.start >= s && ln.start < e)) continue;
    const m = HEADER_LINE.exec(ln.text);
    if (m) out.push(headerLine(m, ln, lineOf(ln.start)));
  }
  return { lines: out, regionEnd };
}

function headerLine(m: RegExpExecArray, ln: { text: string; start: number; end: number }, line: number): HeaderLine {
  const key = m[1]!;
  const value = m[2]!.trim();
  const keyStart = ln.start;
  const valueStart = value ? ln.start + ln.text.indexOf(value, key.length + 1) : ln.end;
  return { key, value, line, start: ln.start, end: ln.end, keyStart, keyEnd: keyStart + key.length, valueStart, valueEnd: valueStart + value.length };
}

const ATX_SECTION = /^ {0,3}#{2,6}(?:[ \t]|$)/;

/**
 * Whether the top of a text (a file read in part) holds the end of its header: a line that may
 * open a section, with no fence, HTML block or front matter before it (each could hide that line
 * or end further down). Then `readHeaderOnly` on that part equals it on the whole text.
 */
export function headerEndsIn(text: string): boolean {
  if (text.startsWith('---')) return false;
  for (let at = 0; at < text.length;) {
    const nl = text.indexOf('\n', at);
    const line = text.slice(at, Math.min(nl === -1 ? text.length : nl, at + 12));
    if (/^ {0,3}(?:```|~~~|<)/.test(line)) return false;
    if (ATX_SECTION.test(line)) return true;
    if (nl === -1) break;
    at = nl + 1;
  }
  return false;
}

/**
 * The header lines of a markdown text without parsing all of it: the text up to the first line that
 * may open a `##` section is parsed, and the result is taken when that parse ends the header region
 * within it (the nodes before a root-level heading do not depend on what follows it). Otherwise (the
 * line lies in a list, a fence, an HTML block…) the whole text is parsed. Same answer as
 * `readHeaderLines` on the whole document, for a fraction of the work on long files.
 */
export function readHeaderOnly(text: string, gfm: readonly GfmFeature[] = []): HeaderLine[] {
  const plain = plainHeader(text);
  if (plain) return plain;
  // The first line that may open a section (one try: a file whose first such line lies in a fence
  // is parsed whole, and so is one that may start with front matter, which ends further down).
  for (let at = text.startsWith('---') ? text.length : 0; at < text.length;) {
    const nl = text.indexOf('\n', at);
    const lineEnd = nl === -1 ? text.length : nl;
    if (ATX_SECTION.test(text.slice(at, Math.min(lineEnd, at + 12)))) {
      const prefix = text.slice(0, lineEnd);
      const index = new LineIndex(prefix);
      const found = readHeaderLines(parseMarkdown(prefix, gfm), prefix, (o) => index.point(o).line);
      if (found.regionEnd < prefix.length) return found.lines;
      break;
    }
    if (nl === -1) break;
    at = nl + 1;
  }
  const index = new LineIndex(text);
  return readHeaderLines(parseMarkdown(text, gfm), text, (o) => index.point(o).line).lines;
}

/**
 * A line that may open a block other than a paragraph, an H1 or a blank line (code, HTML, list,
 * quote, table, thematic break, setext underline, front matter): where one stands before the first
 * section, the header is read from a parse.
 */
const NOT_PLAIN = /^(?:[\s`~<>|*+=_-]|\d{1,9}[.)](?:\s|$))/;

/**
 * The header lines when everything before the first `##` line is paragraphs, H1s and blank lines:
 * then a parse would find exactly the `KEY: value` lines of that region, so no parse is needed.
 */
function plainHeader(text: string): HeaderLine[] | undefined {
  const out: HeaderLine[] = [];
  let lineNo = 0;
  for (const ln of lines(text)) {
    lineNo++;
    if (ATX_SECTION.test(ln.text.slice(0, 12))) return out;
    if (ln.text !== '' && NOT_PLAIN.test(ln.text)) return undefined;
    const m = HEADER_LINE.exec(ln.text);
    if (m) out.push(headerLine(m, ln, lineNo));
  }
  // No section at all: the region is the whole text (read from a parse, like any other doubt).
  return undefined;
}

/** A YAML source inside a markdown document: the front matter or a fenced yaml block. */
export interface YamlSource {
  kind: 'frontmatter' | 'block' | 'file' | 'lines';
  /** Offsets of the whole source in the document (fences included). */
  start: number;
  end: number;
  /** The YAML text as the parser sees it. */
  value: string;
  /** Maps an offset in `value` to an offset in the document text. */
  toDocOffset: (offset: number) => number;
}

function isYamlFence(node: Nodes): node is Code {
  return node.type === 'code' && (node.lang === 'yaml' || node.lang === 'yml');
}

/** Collect the front matter and every fenced yaml/yml block, in document order. */
export function readYamlSources(root: Root, text: string): YamlSource[] {
  const out: YamlSource[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'yaml' || isYamlFence(node)) {
      const src = yamlSourceOf(node, text);
      if (src) out.push(src);
      return;
    }
    if ('children' in node) for (const c of node.children) visit(c);
  };
  visit(root);
  return out;
}

function yamlSourceOf(node: Yaml | Code, text: string): YamlSource | undefined {
  const s = node.position?.start.offset;
  if (s === undefined) return undefined;
  const value = node.value;
  // The content starts on the line after the opening fence / `---`.
  const firstNl = text.indexOf('\n', s);
  const e = node.position?.end.offset ?? s;
  const kind = node.type === 'yaml' ? 'frontmatter' : 'block';
  if (firstNl === -1) return { kind, start: s, end: e, value, toDocOffset: () => s };
  // Map each line of `value` to the matching source line; indented fences strip up to the fence's indent.
  const valueLineStarts: number[] = [0];
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) valueLineStarts.push(i + 1);
  const docLineStarts: number[] = [];
  let pos = firstNl + 1;
  for (let k = 0; k < valueLineStarts.length; k++) {
    const vLineStart = valueLineStarts[k]!;
    const vLineEnd = k + 1 < valueLineStarts.length ? valueLineStarts[k + 1]! - 1 : value.length;
    const vLine = value.slice(vLineStart, vLineEnd);
    const docLineEnd = text.indexOf('\n', pos);
    const docLine = text.slice(pos, docLineEnd === -1 ? text.length : docLineEnd);
    // The value line is a suffix of the source line (minus indentation/container markers).
    const stripCr = docLine.endsWith('\r') ? docLine.slice(0, -1) : docLine;
    const shift = vLine.length <= stripCr.length && stripCr.endsWith(vLine) ? stripCr.length - vLine.length : 0;
    docLineStarts.push(pos + shift);
    pos = docLineEnd === -1 ? text.length : docLineEnd + 1;
  }
  const toDocOffset = (offset: number): number => {
    let lo = 0;
    let hi = valueLineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (valueLineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return docLineStarts[lo]! + (offset - valueLineStarts[lo]!);
  };
  return { kind, start: s, end: e, value, toDocOffset };
}

const FENCE_OPEN = /^(`{3,}(?!`)|~{3,}(?!~))(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const FRONT_MATTER_FENCE = /^---[ \t]*$/;

/**
 * The YAML sources of a markdown text found by a scan of its lines, without a parse, when the text
 * leaves no doubt where they are: front matter, and fenced blocks whose fences stand at the start
 * of a line, in a text with no other fence-like line (a fence in a list or a quote), no HTML block
 * (which may hold a fence line as its own text), no link definition (whose title may run on), no
 * carriage return, NUL or leading byte-order mark, no escape or entity in an info string, and
 * every fence closed. Then the
 * fences are where the parser finds them (a fence interrupts a paragraph, a list, a quote and a
 * table), and the sources equal `readYamlSources` of the parse (test/markdown-yaml-scan.test.ts).
 * `undefined` when in doubt: the document is parsed. A decision packet or a task card read for
 * its data alone (a gate ranks every packet and reads every roster) is not parsed then.
 */
export function scanYamlSources(text: string): YamlSource[] | undefined {
  // A second byte-order mark (the first is stripped) is skipped by the parser: front matter may follow it.
  if (text.includes('\r') || text.includes('\0') || text.startsWith('\uFEFF')) return undefined;
  const out: YamlSource[] = [];
  const lineEnd = (at: number): number => {
    const nl = text.indexOf('\n', at);
    return nl === -1 ? text.length : nl;
  };
  /** The start of the first line from `from` that `closes`, or -1. */
  const closing = (from: number, closes: (line: string) => boolean): number => {
    for (let at = from; at < text.length;) {
      const end = lineEnd(at);
      if (closes(text.slice(at, end))) return at;
      at = end + 1;
    }
    return -1;
  };
  const source = (kind: 'frontmatter' | 'block', start: number, contentStart: number, close: number): YamlSource => ({
    kind,
    start,
    end: lineEnd(close),
    // The lines between the fences, without the line break before the closing fence.
    value: close > contentStart ? text.slice(contentStart, close - 1) : '',
    toDocOffset: (o) => contentStart + o,
  });
  let at = 0;
  if (text.startsWith('---')) {
    const first = lineEnd(0);
    if (!FRONT_MATTER_FENCE.test(text.slice(0, first)) || first === text.length) return undefined;
    const close = closing(first + 1, (line) => FRONT_MATTER_FENCE.test(line));
    if (close === -1) return undefined;
    out.push(source('frontmatter', 0, first + 1, close));
    at = lineEnd(close) + 1;
  }
  while (at < text.length) {
    const end = lineEnd(at);
    const line = text.slice(at, end);
    const open = FENCE_OPEN.exec(line);
    if (open) {
      const [, fence, info] = open as unknown as [string, string, string];
      if ((fence[0] === '`' && info.includes('`')) || /[\\&]/.test(info)) return undefined;
      if (end === text.length) return undefined;
      const close = closing(end + 1, (l) => {
        const m = FENCE_CLOSE.exec(l);
        return m !== null && m[1]![0] === fence[0] && m[1]!.length >= fence.length;
      });
      if (close === -1) return undefined;
      const lang = info.replace(/^[ \t]+/, '').split(/[ \t]/, 1)[0];
      if (lang === 'yaml' || lang === 'yml') out.push(source('block', at, end + 1, close));
      at = lineEnd(close) + 1;
      continue;
    }
    if (line.includes('```') || line.includes('~~~') || /^ {0,3}[<[]/.test(line)) return undefined;
    at = end + 1;
  }
  return out;
}

/** A bare `key: value` line of a loop document (lower-case snake key, ASCII colon). */
const BARE_LINE = /^[ \t]{0,3}([a-z_][a-z0-9_]*)[ \t]*:(?:[ \t]|$)/;

/** Whether one bare line reads as a one-key YAML mapping as it stands. */
function bareLineParses(line: string): boolean {
  const d = parseDocument(line, { prettyErrors: false, strict: true });
  return d.errors.length === 0 && !d.warnings.some((w) => w.code === 'TAG_RESOLVE_FAILED') && isMap(d.contents) && d.contents.items.length === 1;
}

/**
 * Bare `key: value` lines read as YAML data (spec README §2: where seed 001 prints a loop
 * document's fields as plain lines, CONTROL.md's `loop_home` / `loop_class` / `source_sessions`
 * header and SCHEDULER_DECISION.md). Each root-level paragraph made only of such lines is one
 * source (`region: 'header'`: only before the first `##` heading). A value that is not valid YAML
 * on its own (a backtick, `: ` inside) is read as the text it is: the source quotes it, and the
 * offsets map back to the line as written.
 */
export function readBareSources(root: Root, text: string, region: 'header' | 'anywhere'): YamlSource[] {
  const out: YamlSource[] = [];
  for (const node of root.children) {
    if (region === 'header' && node.type === 'heading' && node.depth >= 2) break;
    if (node.type !== 'paragraph') continue;
    const s = offsetOf(node);
    const e = endOffsetOf(node);
    if (s === undefined || e === undefined) continue;
    // The paragraph's lines from the start of its first line (its indentation is not in its range).
    const lineStart = text.lastIndexOf('\n', s - 1) + 1;
    const docLines: Array<{ start: number; text: string }> = [];
    let ok = true;
    for (let at = lineStart; at < e;) {
      const nl = text.indexOf('\n', at);
      const end = nl === -1 || nl > e ? e : nl;
      const raw = text.slice(at, end).replace(/\r$/, '');
      if (!BARE_LINE.test(raw)) {
        ok = false;
        break;
      }
      docLines.push({ start: at, text: raw });
      if (nl === -1 || nl >= e) break;
      at = nl + 1;
    }
    if (!ok || docLines.length === 0) continue;
    // Each line becomes one YAML line at column 0; `shift` maps its offsets back to the document.
    const parts: string[] = [];
    const table: Array<{ at: number; doc: number; quotedFrom: number; docEnd: number }> = [];
    let at = 0;
    for (const dl of docLines) {
      const indent = dl.text.length - dl.text.trimStart().length;
      const line = dl.text.slice(indent).trimEnd();
      const colon = line.indexOf(':');
      let yamlLine = line;
      let quotedFrom = Number.POSITIVE_INFINITY;
      if (!bareLineParses(line)) {
        const value = line.slice(colon + 1).trim();
        const valueCol = line.indexOf(value, colon + 1);
        yamlLine = `${line.slice(0, valueCol)}'${value.replace(/'/g, "''")}'`;
        quotedFrom = valueCol;
      }
      table.push({ at, doc: dl.start + indent, quotedFrom, docEnd: dl.start + indent + line.length });
      parts.push(yamlLine);
      at += yamlLine.length + 1;
    }
    const value = `${parts.join('\n')}\n`;
    const toDocOffset = (offset: number): number => {
      let lo = 0;
      let hi = table.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (table[mid]!.at <= offset) lo = mid;
        else hi = mid - 1;
      }
      const t = table[lo]!;
      const col = offset - t.at;
      return Math.min(col <= t.quotedFrom ? t.doc + col : t.doc + col - 1, t.docEnd);
    };
    out.push({ kind: 'lines', start: lineStart, end: docLines[docLines.length - 1]!.start + docLines[docLines.length - 1]!.text.length, value, toDocOffset });
  }
  return out;
}
