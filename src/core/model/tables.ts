/** GFM tables read from the mdast tree (kinds parsed with `gfm: true`): cells as source text with offsets. */
import type { RootContent, Table, TableRow } from 'mdast';
import type { WfDocument } from './document.js';
import { normalizeHeading } from './headings.js';

export interface Cell {
  /** The cell's source text, trimmed, with `\|` unescaped. */
  text: string;
  /** Offsets of the cell content (the cell's inner range when it is blank). */
  start: number;
  end: number;
}

export interface TableRowView {
  cells: Cell[];
  start: number;
  end: number;
}

export interface TableView {
  node: Table;
  /** The header row's cells. */
  header: Cell[];
  /** Offsets of the header row and of the delimiter row after it. */
  headerStart: number;
  headerEnd: number;
  delimiterEnd: number;
  rows: TableRowView[];
  start: number;
  end: number;
}

function readCell(doc: WfDocument, cell: TableRow['children'][number]): Cell | undefined {
  const s = cell.position?.start.offset;
  const e = cell.position?.end.offset;
  if (s === undefined || e === undefined) return undefined;
  const first = cell.children[0]?.position?.start.offset;
  const last = cell.children[cell.children.length - 1]?.position?.end.offset;
  if (first !== undefined && last !== undefined) {
    return { text: doc.text.slice(first, last).trim().replace(/\\\|/g, '|'), start: first, end: last };
  }
  // A blank cell: point inside its pipes.
  const raw = doc.text.slice(s, e);
  const inner = raw.startsWith('|') ? s + 1 : s;
  return { text: '', start: inner, end: inner };
}

function readRow(doc: WfDocument, row: TableRow): TableRowView | undefined {
  const s = row.position?.start.offset;
  const e = row.position?.end.offset;
  if (s === undefined || e === undefined) return undefined;
  const cells: Cell[] = [];
  for (const c of row.children) {
    const cell = readCell(doc, c);
    if (cell) cells.push(cell);
  }
  return { cells, start: s, end: e };
}

export function readTable(doc: WfDocument, node: Table): TableView | undefined {
  const s = node.position?.start.offset;
  const e = node.position?.end.offset;
  const head = node.children[0];
  if (s === undefined || e === undefined || !head) return undefined;
  const header = readRow(doc, head);
  if (!header) return undefined;
  // The delimiter row is the line after the header row.
  const nl = doc.text.indexOf('\n', header.end);
  const next = nl === -1 ? doc.text.length : doc.text.indexOf('\n', nl + 1);
  const delimiterEnd = next === -1 ? doc.text.length : doc.text[next - 1] === '\r' ? next - 1 : next;
  const rows: TableRowView[] = [];
  for (const r of node.children.slice(1)) {
    const row = readRow(doc, r);
    if (row) rows.push(row);
  }
  return { node, header: header.cells, headerStart: header.start, headerEnd: header.end, delimiterEnd: Math.min(Math.max(delimiterEnd, header.end), e), rows, start: s, end: e };
}

/** The first table among root-level nodes (a section's body). */
export function firstTable(doc: WfDocument, nodes: readonly RootContent[]): TableView | undefined {
  for (const n of nodes) if (n.type === 'table') return readTable(doc, n);
  return undefined;
}

/** Column names compare after heading normalisation (full/half-width parentheses and colons, spacing, case). */
export function sameColumn(actual: string, expected: string): boolean {
  return normalizeHeading(actual).replace(/\s+/g, '') === normalizeHeading(expected).replace(/\s+/g, '');
}

/** For each expected column, its index in the table's header (-1 when absent). */
export function columnIndexes(table: TableView, expected: readonly string[]): number[] {
  return expected.map((name) => table.header.findIndex((c) => sameColumn(c.text, name)));
}

/** The markdown of a header and delimiter row with the given columns. */
export function tableHeaderText(columns: readonly string[]): string {
  return `| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`;
}
