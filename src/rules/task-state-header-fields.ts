import { defineRule, type Edit, type Suggestion } from '../core/lint/rule.js';
import { listItemsOf, type Item } from '../core/model/items.js';
import { TASK_STATE_HEADER_FIELDS } from '../kinds/task-state/outline.js';
import { datePart, fileStem, ROLES, STATUSES, TASK_ID_PATTERN, TASK_TYPES } from '../kinds/task-state/view.js';

const HEADER_POINTERS = TASK_STATE_HEADER_FIELDS.map((f) => `/${f}`);

/**
 * Values a person (or the workflow) chooses: never inserted by `--fix`, only offered. A default
 * here would change the task's meaning (`WORKFLOW_STATUS: active` reopens a completed task).
 */
const CHOICES: Readonly<Record<string, readonly string[]>> = {
  TASK_TYPE: TASK_TYPES,
  PLAN_FROZEN: ['true', 'false'],
  CURRENT_ROLE: ROLES,
  WORKFLOW_STATUS: STATUSES,
};

/** `- KEY: value` (a header line written as a list item). */
const BULLET_FIELD = /^([A-Z][A-Z0-9_]*)[ \t]*[:：](.*)$/;
/** `**KEY**: value` or `**KEY:** value` (a header line written in bold; `__KEY__` is not read). */
const BOLD_FIELD = /^\*\*([A-Z][A-Z0-9_]*)([:：]?)\*\*([:：]?)[ \t]*(\S.*)?$/;

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
      listItem: 'Unexpected header field `{{field}}` written as a list item `{{text}}`, expected a bare `{{field}}: {{value}}` line',
      bold: 'Unexpected header field `{{field}}` written in bold `{{text}}`, expected a bare `{{field}}: {{value}}` line',
      insertTitle: 'Insert `TASK_TITLE: {{value}}`',
      insertValue: 'Insert `{{field}}: {{value}}`',
      insertDate: 'Insert `{{field}}: YYYY-MM-DD`, then write the date the task started',
    },
  },
  check({ doc, settings, report }) {
    const present = new Map(doc.header.map((h) => [h.key, h] as const));
    // Header fields written as list items before the first `##` (`- CURRENT_ROLE: executor`): the
    // value is in the document, so the fix only drops the list marker.
    const bullets = new Map<string, { item: Item; value: string }>();
    const lists = (doc.mdast?.children ?? []).filter((n) => n.type === 'list' && (n.position?.start.offset ?? Infinity) < doc.headerEnd);
    for (const item of listItemsOf(doc, lists)) {
      // The item's first line: bare header lines right after it are lazy continuations of the item.
      const nl = doc.text.indexOf('\n', item.textStart);
      const m = BULLET_FIELD.exec(doc.text.slice(item.textStart, nl === -1 || nl > item.end ? item.end : nl).trim());
      const key = m?.[1];
      if (!key || !(TASK_STATE_HEADER_FIELDS as readonly string[]).includes(key) || present.has(key) || bullets.has(key)) continue;
      bullets.set(key, { item, value: m[2]!.trim() });
    }
    for (const [field, { item, value }] of bullets) {
      const text = doc.text.slice(item.start, item.end).replace(/\r?\n[\s\S]*$/, '');
      report({ messageId: 'listItem', data: { field, text, value }, start: item.start, end: item.end, fix: [{ range: [item.start, item.textStart], text: '' }] });
    }
    // Header fields written in bold (`**TASK_ID**: …`): the value is in the document too, so the fix
    // only drops the bold markers, and nothing is inserted beside them.
    const bold = new Set<string>();
    let lineStart = 0;
    for (const line of doc.text.slice(0, doc.headerEnd).split('\n')) {
      const m = BOLD_FIELD.exec(line.replace(/\r$/, ''));
      const key = m?.[1];
      if (m && key && (TASK_STATE_HEADER_FIELDS as readonly string[]).includes(key) && !present.has(key) && !bullets.has(key) && !bold.has(key) && (m[2] !== '' || m[3] !== '')) {
        bold.add(key);
        const close = lineStart + 2 + key.length + m[2]!.length;
        const text = line.replace(/\r$/, '');
        report({
          messageId: 'bold',
          data: { field: key, text, value: (m[4] ?? '').trim() },
          start: lineStart,
          end: lineStart + text.length,
          fix: [
            { range: [lineStart, lineStart + 2], text: '' },
            { range: [close, close + 2], text: '' },
          ],
        });
      }
      lineStart += line.length + 1;
    }
    const stem = fileStem(doc);
    const idDate = datePart(TASK_ID_PATTERN.exec(present.get('TASK_ID')?.value ?? stem)?.[1]);
    const lastUpdated = datePart(present.get('LAST_UPDATED_AT')?.value);
    // Derivable from the document itself: the id is the file name, and the update is today's
    // (injectable clock). The start date is not: the id's date is when the id was coined, and a
    // task may have started before (spec README §3: a value a person picks is a suggestion).
    const derived: Record<string, string | undefined> = {
      TASK_ID: stem,
      LAST_UPDATED_AT: settings.today,
    };
    const fields = TASK_STATE_HEADER_FIELDS;
    const has = (f: string) => present.has(f) || bullets.has(f) || bold.has(f);
    const h1 = doc.sections.find((s) => s.depth === 1 && s.start < doc.headerEnd);
    let i = 0;
    while (i < fields.length) {
      if (has(fields[i]!)) {
        i++;
        continue;
      }
      let j = i;
      while (j < fields.length && !has(fields[j]!)) j++;
      const prev = fields
        .slice(0, i)
        .reverse()
        .map((f) => present.get(f))
        .find((h) => h);
      const next = fields
        .slice(j)
        .map((f) => present.get(f))
        .find((h) => h);
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
          // The H1 names the task unless it is still the template's (`# TASK_STATE（Android 任务状态模板）`).
          const title = h1?.title.trim();
          if (title && !/模板|template/i.test(title)) suggest.push({ messageId: 'insertTitle', data: { value: title }, edits: mk(title) });
        } else if (field === 'STARTED_AT') {
          // The id's date, unless the file says the task was updated before it; and the template's
          // placeholder, which stays visible (`no-template-placeholder`) until a person writes the date.
          if (idDate && !(lastUpdated && lastUpdated < idDate)) suggest.push({ messageId: 'insertValue', data: { field, value: idDate }, edits: mk(idDate) });
          suggest.push({ messageId: 'insertDate', data: { field }, edits: mk('YYYY-MM-DD') });
        } else {
          for (const v of CHOICES[field] ?? []) suggest.push({ messageId: 'insertValue', data: { field, value: v }, edits: mk(v) });
        }
        report({ messageId: 'missing', data: { field, where }, ...loc, ...(suggest.length ? { suggest } : {}) });
      }
      i = j;
    }
  },
});
