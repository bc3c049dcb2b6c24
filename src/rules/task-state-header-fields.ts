import { defineRule, type Edit, type Suggestion } from '../core/rule.js';
import { TASK_STATE_HEADER_FIELDS } from '../kinds/task-state/outline.js';
import { datePart, fileStem, TASK_ID_PATTERN, TASK_TYPES } from '../kinds/task-state/view.js';

const HEADER_POINTERS = TASK_STATE_HEADER_FIELDS.map((f) => `/${f}`);

export default defineRule({
  id: 'task-state-header-fields',
  meta: {
    type: 'problem',
    description: 'A task-state file has all eight header fields',
    severity: 'error',
    fixable: 'safe',
    kinds: ['task-state'],
    ownsData: { 'task-state': HEADER_POINTERS },
    messages: {
      missing: 'Unexpected missing header field `{{field}}`, expected it {{where}}',
      insertTitle: 'Insert `TASK_TITLE: {{value}}`',
      insertType: 'Insert `TASK_TYPE: {{value}}`',
    },
  },
  check({ doc, settings, report }) {
    const present = new Map(doc.header.map((h) => [h.key, h] as const));
    const stem = fileStem(doc);
    const idDate = TASK_ID_PATTERN.exec(present.get('TASK_ID')?.value ?? stem)?.[1];
    const derived: Record<string, string | undefined> = {
      TASK_ID: stem,
      PLAN_FROZEN: 'false',
      CURRENT_ROLE: 'single',
      WORKFLOW_STATUS: 'active',
      // The task id carries the start date; without one, today (injectable clock).
      STARTED_AT: datePart(idDate) ?? settings.today,
      LAST_UPDATED_AT: settings.today,
    };
    const fields = TASK_STATE_HEADER_FIELDS;
    const h1 = doc.sections.find((s) => s.depth === 1 && s.start < doc.headerEnd);
    let i = 0;
    while (i < fields.length) {
      if (present.has(fields[i]!)) {
        i++;
        continue;
      }
      let j = i;
      while (j < fields.length && !present.has(fields[j]!)) j++;
      const prev = fields.slice(0, i).reverse().map((f) => present.get(f)).find((h) => h);
      const next = fields.slice(j).map((f) => present.get(f)).find((h) => h);
      // Insert after the previous field's line, before the next field, or at the end of the header region.
      const text = doc.text;
      const eolLen = (o: number) => (text.startsWith('\r\n', o) ? 2 : text[o] === '\n' ? 1 : 0);
      let at: number;
      let lead = '';
      let trail = '\n';
      if (prev) {
        const n = eolLen(prev.end);
        at = prev.end + n;
        if (n === 0) {
          lead = '\n';
          trail = '';
        }
      } else if (next) at = next.start;
      else {
        at = doc.headerEnd;
        const before = text.slice(0, at);
        if (before.trim() !== '') lead = before.endsWith('\n') ? (/\n[ \t]*\r?\n$/.test(before) ? '' : '\n') : '\n\n';
        trail = at < text.length ? '\n\n' : '\n';
      }
      const block = (lines: readonly string[]) => lead + lines.join('\n') + trail;
      const run = fields.slice(i, j);
      const derivable = run.filter((f) => derived[f] !== undefined);
      const fix: Edit[] = derivable.length ? [{ range: [at, at], text: block(derivable.map((f) => `${f}: ${derived[f]}`)) }] : [];
      const loc = prev ? { start: prev.start, end: prev.end } : next ? { start: next.start, end: next.end } : h1 ? { start: h1.start, end: h1.headingEnd } : { start: 0, end: 0 };
      const where = prev ? `after \`${prev.key}\`` : next ? `before \`${next.key}\`` : 'in the header lines before the first `##` section';
      for (const field of run) {
        if (derived[field] !== undefined) {
          report({ messageId: 'missing', data: { field, where }, ...loc, fix });
          continue;
        }
        const suggest: Suggestion[] = [];
        const mk = (value: string): Edit[] => [{ range: [at, at], text: block([`${field}: ${value}`]) }];
        if (field === 'TASK_TITLE') {
          const title = h1?.title.trim();
          if (title) suggest.push({ messageId: 'insertTitle', data: { value: title }, edits: mk(title) });
        } else {
          for (const t of TASK_TYPES) suggest.push({ messageId: 'insertType', data: { value: t }, edits: mk(t) });
        }
        report({ messageId: 'missing', data: { field, where }, ...loc, ...(suggest.length ? { suggest } : {}) });
      }
      i = j;
    }
  },
});
