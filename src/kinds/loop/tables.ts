/**
 * Pipe tables in a loop document's text (`| id | requirement | status |`): the loop documents are
 * parsed without GFM, and the seed leaves the form of REQUIREMENTS.md and TEST_COVERAGE_PLAN.md open,
 * so an agent writes them as tables as often as YAML. A line scan, no regex over whole lines.
 */

export interface TableRow {
  /** Cell texts, trimmed, in column order. */
  cells: string[];
  /** 1-based line of the row. */
  line: number;
  /** Offsets of the row's line (without its line break). */
  start: number;
  end: number;
}

export interface PipeTable {
  /** Header cells, trimmed and lower-cased. */
  header: string[];
  rows: TableRow[];
}

/** The cells of a pipe-table line (outer pipes optional), or `undefined` when the line has no pipe. */
function cellsOf(line: string): string[] | undefined {
  const t = line.trim();
  if (!t.includes('|')) return undefined;
  const inner = t.slice(t.startsWith('|') ? 1 : 0, t.endsWith('|') && t.length > 1 ? -1 : undefined);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (ch === '\\' && inner[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

function isDelimiterCell(cell: string): boolean {
  let s = cell;
  if (s.startsWith(':')) s = s.slice(1);
  if (s.endsWith(':')) s = s.slice(0, -1);
  if (s === '') return false;
  for (const ch of s) if (ch !== '-') return false;
  return true;
}

/** Every pipe table of a markdown text outside fenced code. */
export function pipeTables(text: string): PipeTable[] {
  const out: PipeTable[] = [];
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const l of lines) {
    starts.push(offset);
    offset += l.length + 1;
  }
  let fence: string | undefined;
  let current: PipeTable | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.endsWith('\r') ? lines[i]!.slice(0, -1) : lines[i]!;
    const t = raw.trim();
    if (fence !== undefined) {
      if (t.startsWith(fence)) fence = undefined;
      continue;
    }
    if (t.startsWith('```') || t.startsWith('~~~')) {
      fence = t.slice(0, 3);
      current = undefined;
      continue;
    }
    const cells = cellsOf(raw);
    if (!cells) {
      current = undefined;
      continue;
    }
    if (current) {
      current.rows.push({ cells, line: i + 1, start: starts[i]!, end: starts[i]! + raw.length });
      continue;
    }
    const next = i + 1 < lines.length ? cellsOf(lines[i + 1]!) : undefined;
    if (next && next.length > 0 && next.every(isDelimiterCell)) {
      current = { header: cells.map((c) => c.toLowerCase()), rows: [] };
      out.push(current);
      i++;
    }
  }
  return out;
}

/** The index of the first header cell that is one of `names` (compared lower-cased, `_`/space alike). */
export function column(table: PipeTable, names: readonly string[]): number {
  const norm = (s: string) => s.replace(/[\s_-]+/g, ' ').trim();
  const wanted = new Set(names.map((n) => norm(n.toLowerCase())));
  return table.header.findIndex((h) => wanted.has(norm(h)));
}
