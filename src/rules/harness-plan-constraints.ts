import { defineRule } from '../core/lint/rule.js';
import { trimEndChars, textGrams } from '../core/model/text.js';
import { planView } from '../kinds/harness/plan.js';
import { covers, forbiddenPaths, isNoneValue, namesProtected, normPath, pathsIn, protectedPaths, type Piece } from '../kinds/harness/common.js';
import { contentLines } from '../core/model/content-lines.js';
import { share } from '../core/model/text.js';

interface Constraint extends Piece {
  /** Named terms (code spans and paths) the task's `forbidden` must carry. */
  terms: string[];
  /** Paths the constraint forbids changing. */
  protects: string[];
}

/** The terms of a constraint: its code spans and the paths it names, lower-cased, without a trailing `/`. */
function termsOf(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  const paths = pathsIn(text, 0).map((p) => p.text);
  return [...new Set([...spans, ...paths].map((t) => trimEndChars(t.toLowerCase(), '/')).filter((t) => t !== ''))];
}

export default defineRule({
  id: 'harness-plan-constraints',
  meta: {
    type: 'problem',
    description: "`## Global Constraints` holds the constraints (or `无`); every task's `forbidden` carries all of them, and no task writes a path they protect",
    severity: 'error',
    fixable: false,
    kinds: ['harness-plan'],
    messages: {
      empty: "Unexpected empty `## Global Constraints`, expected the user's constraints verbatim, or `无` when there are none",
      forbiddenEmpty: 'Unexpected empty `forbidden` in `{{task}}`, expected at least every global constraint ({{count}} in `## Global Constraints`)',
      forbiddenMisses: "Unexpected `forbidden` of `{{task}}` without the global constraint `{{constraint}}`, expected every global constraint in each task's `forbidden`",
      protectedPath: 'Unexpected {{field}} path `{{path}}` in `{{task}}`, expected no change to a path the global constraints protect (`{{constraint}}`)',
    },
  },
  check({ doc, report }) {
    const view = planView(doc);
    const section = view.constraints[0];
    if (!section) return; // harness-plan-structure
    const lines = contentLines(doc, section.headingEnd, section.end);
    if (lines.length === 0) {
      report({ messageId: 'empty', start: section.start, end: section.headingEnd });
      return;
    }
    const constraints: Constraint[] = lines
      .flatMap((l) => {
        const lead = /^(?:[-*+]|\d{1,9}[.)])[ \t]+/.exec(l.text)?.[0].length ?? 0;
        // `<constraints 原文>` (004:219) may be one line of several clauses: `不改 a.txt；禁止 git push`.
        return clauses(l.text.slice(lead), l.start + lead).map((c) => {
          const terms = termsOf(c.text);
          const protects = protectedPaths(c.text, 'none');
          return { ...c, terms, protects };
        });
      })
      .filter((c) => c.text !== '' && !isNoneValue(c.text));
    if (constraints.length === 0) return;
    for (const task of view.tasks) {
      const forbidden = task.fields.get('forbidden');
      if (forbidden) {
        const value = forbidden.value.toLowerCase();
        const at = forbidden.value ? { start: forbidden.valueStart, end: forbidden.valueEnd } : { start: forbidden.start, end: forbidden.end };
        if (forbidden.none || forbidden.items.length === 0) report({ messageId: 'forbiddenEmpty', data: { task: task.id, count: constraints.length }, ...at });
        else {
          const have = textGrams(forbidden.value);
          for (const c of constraints) {
            const missing = c.terms.length ? c.terms.some((t) => !value.includes(t)) : share(textGrams(c.text), have) < 0.5;
            if (missing)
              report({ messageId: 'forbiddenMisses', data: { task: task.id, constraint: c.text.replace(/`/g, '') }, ...at, cause: [{ start: c.start, end: c.end, message: 'Global constraint' }] });
          }
        }
      }
      // A protected path the task writes, when its own `forbidden` does not already say so
      // (then harness-plan-paths reports the overlap).
      const own = forbiddenPaths(forbidden?.items ?? []);
      const writes = [
        ...(task.fields.get('writable')?.items ?? []).map((p) => ({ field: 'writable', piece: p, path: normPath(p.text) })),
        ...task.files.filter((f) => f.action && f.action !== 'Touch').map((f) => ({ field: 'files', piece: f.piece, path: normPath(f.path) })),
      ];
      const seen = new Set<string>();
      for (const w of writes) {
        if (seen.has(w.path) || own.some((f) => covers(f.path, w.path))) continue;
        const c = constraints.find((x) => x.protects.some((p) => covers(p, w.path)) || namesProtected(x.text, w.path));
        if (!c) continue;
        seen.add(w.path);
        report({
          messageId: 'protectedPath',
          data: { field: w.field, path: w.path, task: task.id, constraint: c.text.replace(/`/g, '') },
          start: w.piece.start,
          end: w.piece.end,
          cause: [{ start: c.start, end: c.end, message: 'Global constraint' }],
        });
      }
    }
  },
});

/** Clauses of a constraint line, cut at `；` / `;` / `。` outside code spans, each trimmed, with its place. */
function clauses(text: string, offset: number): Piece[] {
  const out: Piece[] = [];
  let from = 0;
  let inCode = false;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '`') inCode = !inCode;
    if (i < text.length && (inCode || (ch !== '；' && ch !== ';' && ch !== '。'))) continue;
    const raw = text.slice(from, i);
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    if (t !== '') out.push({ text: t, start: offset + from + lead, end: offset + from + lead + t.length });
    from = i + 1;
  }
  return out;
}
