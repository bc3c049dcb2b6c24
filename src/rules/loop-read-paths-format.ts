import { defineRule } from '../core/rule.js';
import type { PathEntry } from '../kinds/loop/paths.js';
import { readPathsOf } from '../kinds/loop/runs.js';

const LIST_MARKER = /^(?:[-*+]|\d+[.)])\s+/;
const LOOKS_LIKE_PATH = /[/.*?[]/;

/** Two entries name the same thing: the same resolved path (and both directories or both not), or the same glob. */
function identity(e: PathEntry): string | undefined {
  if (e.problem) return undefined;
  if (e.type === 'glob') return `glob:${e.raw.replace(/^(?:\.\/)+/, '').replace(/\/{2,}/g, '/')}`;
  return `${e.type}:${e.path}`;
}

export default defineRule({
  id: 'loop-read-paths-format',
  meta: {
    type: 'problem',
    description: '`read_paths.txt` lists one relative path or glob per line, once, inside the repository',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-read-paths'],
    messages: {
      absolute: 'Unexpected absolute path `{{path}}`, expected a path relative to the loop home or the repository root',
      outside: 'Unexpected path `{{path}}` outside the repository, expected a path inside it',
      duplicate: 'Unexpected duplicate `{{path}}` (line {{first}} lists the same path), expected each path once',
      several: 'Unexpected {{count}} paths on one line, expected one path per line',
      listMarker: 'Unexpected list marker in `{{text}}`, expected a bare path',
    },
  },
  check({ doc, workspace, report }) {
    const { lines, entries } = readPathsOf(doc, workspace);
    const seen = new Map<string, { line: number; start: number; end: number }>();
    lines.forEach((line, i) => {
      const at = { start: line.start, end: line.end };
      if (LIST_MARKER.test(line.text)) {
        report({ messageId: 'listMarker', data: { text: line.text }, ...at });
        return;
      }
      const tokens = line.text.split(/[\s,，]+/).filter(Boolean);
      if (tokens.length > 1 && tokens.every((t) => LOOKS_LIKE_PATH.test(t))) {
        report({ messageId: 'several', data: { count: tokens.length }, ...at });
        return;
      }
      const entry = entries[i]!;
      if (entry.problem === 'absolute' || entry.problem === 'outside') {
        report({ messageId: entry.problem, data: { path: line.text }, ...at });
        return;
      }
      const id = identity(entry);
      if (id === undefined) return;
      const first = seen.get(id);
      if (first) {
        report({ messageId: 'duplicate', data: { path: line.text, first: first.line }, ...at, cause: [{ start: first.start, end: first.end, message: 'First listed here' }] });
        return;
      }
      seen.set(id, { line: line.line, start: line.start, end: line.end });
    });
  },
});
