/** A workflow document, parsed once; every rule reads this one object. */
import type { Root } from 'mdast';
import type { KindDef } from './kind.js';
import { LineIndex, detectEol, stripBom } from './text.js';
import { parseMarkdown, readBareSources, readHeaderLines, readSections, readYamlSources, type HeaderLine, type Section, type YamlSource } from './markdown.js';
import { readData, type DocumentData } from './yaml-data.js';

/** `Data`: the type of `data` (a rule's kinds narrow it: `DataOf`). */
export interface WfDocument<Data = Record<string, unknown>> {
  /** Absolute path. */
  path: string;
  /** Path relative to the repository root, `/`-separated. */
  relPath: string;
  kind: KindDef;
  /** Loop home (repo-relative) for loop kinds. */
  loopHome?: string;
  /** The text without BOM; every offset and fix range refers to it. */
  text: string;
  bom: boolean;
  eol: '\n' | '\r\n';
  lines: LineIndex;
  /** Markdown kinds: the mdast tree (remark-parse + frontmatter, + gfm where the kind needs it). */
  mdast?: Root;
  sections: Section[];
  /** Header kinds: bare `KEY: value` lines. */
  header: HeaderLine[];
  /** Offset where the header region ends (first `##` heading). */
  headerEnd: number;
  /** YAML data (front matter + yaml blocks, or the whole file for YAML kinds). */
  yaml: DocumentData;
  /**
   * The data validated against the kind's schema: the header map for header kinds, the merged
   * YAML data for YAML kinds, the kind's view data for view kinds.
   */
  data: Data;
  /** Per-document memo for kind views (e.g. the parsed decision log), shared by rules. */
  memo: Map<string, unknown>;
}

/** Time spent creating documents, kept only when rule timing is on (`TIMING`, src/core/lint/timing.ts). */
export const parseClock = { on: false, ms: 0 };

export function createDocument(init: { path: string; relPath: string; kind: KindDef; rawText: string; loopHome?: string }): WfDocument {
  if (!parseClock.on) return buildDocument(init);
  const start = performance.now();
  try {
    return buildDocument(init);
  } finally {
    parseClock.ms += performance.now() - start;
  }
}

function buildDocument(init: { path: string; relPath: string; kind: KindDef; rawText: string; loopHome?: string }): WfDocument {
  const { text, bom } = stripBom(init.rawText);
  const lines = new LineIndex(text);
  const kind = init.kind;
  let mdast: Root | undefined;
  let sections: Section[] = [];
  let header: HeaderLine[] = [];
  let headerEnd = 0;
  let sources: YamlSource[] = [];
  if (kind.format === 'markdown') {
    mdast = parseMarkdown(text, kind.gfm);
    sections = readSections(mdast, text);
    if (kind.data === 'header') {
      const h = readHeaderLines(mdast, text, (o) => lines.point(o).line);
      header = h.lines;
      headerEnd = h.regionEnd;
    }
    // Front matter is data in every markdown kind; fenced yaml blocks only where the kind keeps its data in them.
    sources = readYamlSources(mdast, text).filter((src) => kind.data === 'yaml' || src.kind === 'frontmatter');
    if (kind.bareData) sources = [...sources, ...readBareSources(mdast, text, kind.bareData)].sort((a, b) => a.start - b.start);
  } else if (kind.format === 'yaml') {
    sources = [{ kind: 'file', start: 0, end: text.length, value: text, toDocOffset: (o) => o }];
  }
  const yaml = readData(sources);
  let data: Record<string, unknown> = yaml.value;
  if (kind.data === 'header') {
    data = {};
    for (const h of header) if (!Object.prototype.hasOwnProperty.call(data, h.key)) Object.defineProperty(data, h.key, { value: h.value, enumerable: true, writable: true, configurable: true });
  }
  const doc: WfDocument = {
    path: init.path,
    relPath: init.relPath,
    kind,
    text,
    bom,
    eol: detectEol(text),
    lines,
    mdast,
    sections,
    header,
    headerEnd,
    yaml,
    data,
    memo: new Map(),
  };
  if (init.loopHome !== undefined) doc.loopHome = init.loopHome;
  // View kinds compute their data from the markdown structure, lazily (only schema validation reads it).
  const view = kind.data === 'view' ? kind.view : undefined;
  if (view) Object.defineProperty(doc, 'data', { get: () => view(doc).data, enumerable: true, configurable: true });
  return doc;
}

/** Compute a kind view of a document once and share it between rules. */
export function memo<T>(doc: WfDocument, key: string, compute: () => T): T {
  if (doc.memo.has(key)) return doc.memo.get(key) as T;
  const value = compute();
  doc.memo.set(key, value);
  return value;
}
