/** A workflow document, parsed once; every rule reads this one object. */
import type { Root } from 'mdast';
import type { KindDef } from './kind.js';
import { LineIndex, detectEol, stripBom } from './text.js';
import { parseMarkdown, readBareSources, readHeaderLines, readSections, readYamlSources, scanYamlSources, type HeaderLine, type Section, type YamlSource } from './markdown.js';
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

/** Time spent reading documents (their trees and data), kept only when rule timing is on (`TIMING`, src/core/lint/timing.ts). */
export const parseClock = { on: false, ms: 0 };

/** Reads nested in a read (the data read of a parsed tree) are counted once. */
let reading = 0;

function timed<T>(read: () => T): T {
  if (!parseClock.on || reading > 0) return read();
  reading++;
  const start = performance.now();
  try {
    return read();
  } finally {
    parseClock.ms += performance.now() - start;
    reading--;
  }
}

export function createDocument(init: { path: string; relPath: string; kind: KindDef; rawText: string; loopHome?: string }): WfDocument {
  return new Document(init);
}

/**
 * Read everything a lint of the document reads (its tree, sections, header and data), so that a
 * parse that fails does so here: the workspace turns the failure into the file's problem.
 */
export function completeDocument(doc: WfDocument): void {
  void doc.sections;
  void doc.headerEnd;
  void doc.yaml;
}

/**
 * A document is read as far as it is asked: its markdown tree on the first question about its
 * structure, its data on the first question about its data. A document read for its data alone (a
 * gate ranks every decision packet by `created_at` and reads every task card's roster) takes its
 * YAML sources from a line scan when the scan is sure of them (`scanYamlSources`), and is never
 * parsed as markdown. A document that is linted is read whole first (`completeDocument`).
 */
class Document implements WfDocument {
  readonly path: string;
  readonly relPath: string;
  readonly kind: KindDef;
  loopHome?: string;
  readonly text: string;
  readonly bom: boolean;
  readonly memo = new Map<string, unknown>();
  private eolRead: '\n' | '\r\n' | undefined;
  private lineIndex: LineIndex | undefined;
  private tree: Root | undefined;
  private sectionList: Section[] | undefined;
  private headerRead: { lines: HeaderLine[]; regionEnd: number } | undefined;
  private yamlRead: DocumentData | undefined;
  private headerData: Record<string, unknown> | undefined;

  constructor(init: { path: string; relPath: string; kind: KindDef; rawText: string; loopHome?: string }) {
    const { text, bom } = stripBom(init.rawText);
    this.path = init.path;
    this.relPath = init.relPath;
    this.kind = init.kind;
    this.text = text;
    this.bom = bom;
    if (init.loopHome !== undefined) this.loopHome = init.loopHome;
  }

  get eol(): '\n' | '\r\n' {
    return (this.eolRead ??= detectEol(this.text));
  }

  get lines(): LineIndex {
    return (this.lineIndex ??= new LineIndex(this.text));
  }

  get mdast(): Root | undefined {
    if (this.kind.format !== 'markdown') return undefined;
    return (this.tree ??= timed(() => parseMarkdown(this.text, this.kind.gfm)));
  }

  get sections(): Section[] {
    if (this.sectionList) return this.sectionList;
    const tree = this.mdast;
    return (this.sectionList = tree ? timed(() => readSections(tree, this.text)) : []);
  }

  /** Tests rebuild the sections of a tree they changed (src/testing). */
  set sections(sections: Section[]) {
    this.sectionList = sections;
  }

  get header(): HeaderLine[] {
    return this.headerRegion().lines;
  }

  get headerEnd(): number {
    return this.headerRegion().regionEnd;
  }

  private headerRegion(): { lines: HeaderLine[]; regionEnd: number } {
    if (this.headerRead) return this.headerRead;
    const tree = this.kind.data === 'header' ? this.mdast : undefined;
    return (this.headerRead = tree ? timed(() => readHeaderLines(tree, this.text, (o) => this.lines.point(o).line)) : { lines: [], regionEnd: 0 });
  }

  get yaml(): DocumentData {
    return (this.yamlRead ??= timed(() => readData(this.yamlSources())));
  }

  get data(): Record<string, unknown> {
    const kind = this.kind;
    // View kinds compute their data from the markdown structure (only schema validation reads it).
    if (kind.data === 'view' && kind.view) return kind.view(this).data;
    if (kind.data !== 'header') return this.yaml.value;
    if (this.headerData) return this.headerData;
    const data: Record<string, unknown> = {};
    for (const h of this.header) if (!Object.prototype.hasOwnProperty.call(data, h.key)) Object.defineProperty(data, h.key, { value: h.value, enumerable: true, writable: true, configurable: true });
    return (this.headerData = data);
  }

  private yamlSources(): YamlSource[] {
    const { kind, text } = this;
    if (kind.format === 'yaml') return [{ kind: 'file', start: 0, end: text.length, value: text, toDocOffset: (o) => o }];
    if (kind.format !== 'markdown') return [];
    // Front matter is data in every markdown kind; fenced yaml blocks only where the kind keeps its data in them.
    if (this.tree === undefined && kind.data === 'yaml' && !kind.bareData) {
      const scanned = scanYamlSources(text);
      if (scanned) return scanned;
    }
    const tree = this.mdast!;
    let sources = readYamlSources(tree, text).filter((src) => kind.data === 'yaml' || src.kind === 'frontmatter');
    if (kind.bareData) sources = [...sources, ...readBareSources(tree, text, kind.bareData)].sort((a, b) => a.start - b.start);
    return sources;
  }
}

/** Compute a kind view of a document once and share it between rules. */
export function memo<T>(doc: WfDocument, key: string, compute: () => T): T {
  if (doc.memo.has(key)) return doc.memo.get(key) as T;
  const value = compute();
  doc.memo.set(key, value);
  return value;
}
