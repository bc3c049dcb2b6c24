import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { inLoopHome, loopDocument, loopPathExists, titleRange } from '../kinds/loop/model.js';

/** A requirement line: a table row, list item or heading that starts with its id (`| R6 |`, `- R6`, `### R6`). */
const REQUIREMENT_LINE = /^\s{0,3}(?:\|\s*|[-*+]\s+|#{1,6}\s+)\**([A-Z]{1,5}-?\d{1,4})\b/;
/** A requirement line that says it is a delta: `delta`, `增量`, a follow-up message, or what it corrects (`修正 R1`, 001:663). */
const DELTA = /\bdelta\b|增量|追加(?:需求|要求|消息)|新增要求|修正了?\s*[A-Z]{1,5}-?\d/i;
/** A `USER_PROMPTS/…` path written in prose or code; ASCII and full-width punctuation end it (`（来源：USER_PROMPTS/001.md）`). */
const USER_PROMPT_PATH = /USER_PROMPTS\/[^\s`'")\]|，。；,;）」』】》〉、：！？]+/g;

interface Delta {
  id: string;
  start: number;
  end: number;
  /** Its line names the saved text (`USER_PROMPTS/…`). */
  sourced: boolean;
}

/** The requirement ids REQUIREMENTS.md marks as deltas (their line says `delta` or `增量`). */
export function requirementDeltas(doc: WfDocument): Delta[] {
  const out: Delta[] = [];
  let at = 0;
  for (const line of doc.text.split('\n')) {
    const m = REQUIREMENT_LINE.exec(line);
    if (m && DELTA.test(line)) {
      const start = at + line.indexOf(m[1]!);
      out.push({ id: m[1]!, start, end: start + m[1]!.length, sourced: line.includes('USER_PROMPTS/') });
    }
    at += line.length + 1;
  }
  return out;
}

export default defineRule({
  id: 'loop-requirements-delta',
  meta: {
    type: 'problem',
    description: 'A requirement delta is saved in `USER_PROMPTS/` before it gets an id, and `HANDOFF.md` resumes from it',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-requirements', 'loop-handoff'],
    messages: {
      unsourced: "Unexpected requirement delta `{{id}}` without the `USER_PROMPTS/` file it came from, expected the user's text (or a checkable summary) saved there and named on its line",
      unsaved: "Unexpected requirement source `{{path}}`, which does not exist, expected the user's text (or a checkable summary) saved in `USER_PROMPTS/` before its requirement gets an id",
      handoff: 'Unexpected `HANDOFF.md` without the requirement delta `{{id}}` of `REQUIREMENTS.md`, expected the next wake-up to resume from the newest requirements',
    },
  },
  check({ doc, workspace, report }) {
    const home = doc.loopHome ?? '';
    if (doc.kind.id === 'loop-requirements') {
      // Seed 001:662: the delta's original text is saved before it gets its id.
      for (const m of doc.text.matchAll(USER_PROMPT_PATH)) {
        let path = m[0];
        while (path.endsWith('.') || path.endsWith(':')) path = path.slice(0, -1);
        if (!loopPathExists(workspace, home, path)) report({ messageId: 'unsaved', data: { path }, start: m.index, end: m.index + path.length });
      }
      // Seed 001:662-663: the delta's text is saved first, and its requirement says where: on its own
      // line, or in a list of sources that names one saved text more than the original per delta.
      const deltas = requirementDeltas(doc);
      const sources = new Set([...doc.text.matchAll(USER_PROMPT_PATH)].map((m) => m[0]));
      if (sources.size < deltas.length + 1) for (const d of deltas) if (!d.sourced) report({ messageId: 'unsourced', data: { id: d.id }, start: d.start, end: d.end });
      return;
    }
    // Seed 001:664: CONTROL.md, HANDOFF.md, next_prompt.codex.md and the projection are updated.
    const requirements = loopDocument(workspace, home, 'REQUIREMENTS.md');
    if (!requirements) return;
    for (const delta of requirementDeltas(requirements)) {
      if (new RegExp(`(?<![A-Za-z0-9])${delta.id}(?![0-9])`).test(doc.text)) continue;
      report({
        messageId: 'handoff',
        data: { id: delta.id },
        ...titleRange(doc),
        cause: [{ relPath: inLoopHome(home, 'REQUIREMENTS.md'), start: delta.start, end: delta.end, message: 'The requirement delta' }],
      });
    }
  },
});
