import { defineRule, type Suggestion } from '../core/lint/rule.js';
import type { HeaderLine } from '../core/model/markdown.js';
import { TASK_STATE_HEADER_FIELDS } from '../kinds/task-state/outline.js';
import { datePart, fileStem, ROLES, STATUSES, TASK_ID_PATTERN, TASK_TYPES } from '../kinds/task-state/view.js';

const ENUMS: Record<string, readonly string[]> = {
  TASK_TYPE: TASK_TYPES,
  PLAN_FROZEN: ['true', 'false'],
  CURRENT_ROLE: ROLES,
  WORKFLOW_STATUS: STATUSES,
};

/** The calendar day after `YYYY-MM-DD`. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export default defineRule({
  id: 'task-state-header-values',
  meta: {
    type: 'problem',
    description: 'Task-state header values are well-formed and consistent',
    severity: 'error',
    fixable: 'suggest',
    kinds: ['task-state'],
    ownsData: { 'task-state': TASK_STATE_HEADER_FIELDS.map((f) => `/${f}`) },
    messages: {
      taskIdFormat: 'Unexpected `TASK_ID` `{{value}}`, expected `yyyy-mm-dd-slug`',
      taskIdStem: 'Unexpected `TASK_ID` `{{value}}`, expected the file name stem `{{stem}}`',
      enumValue: 'Unexpected `{{field}}` value `{{value}}`, expected one of {{allowed}}',
      date: 'Unexpected `{{field}}` value `{{value}}`, expected a calendar date `YYYY-MM-DD`',
      order: 'Unexpected `LAST_UPDATED_AT` `{{last}}` before `STARTED_AT` `{{started}}`, expected it on or after the start',
      future: 'Unexpected `{{field}}` `{{value}}` after today `{{today}}`, expected the date the task started or was last updated (not a future date)',
      twice: 'Unexpected second `{{field}}` line, expected each header field once',
      empty: 'Unexpected empty `{{field}}`, expected a value',
      titlePipe: 'Unexpected `|` in `TASK_TITLE`, expected a title the index entry can hold (`task-id | TASK_TITLE | task-type | role | status`, seed 000:35)',
      replace: 'Replace with `{{value}}`',
    },
  },
  check({ doc, settings, report }) {
    const seen = new Map<string, HeaderLine>();
    const first: Record<string, HeaderLine> = {};
    for (const h of doc.header) {
      const prior = seen.get(h.key);
      if (prior && (TASK_STATE_HEADER_FIELDS as readonly string[]).includes(h.key)) {
        report({ messageId: 'twice', data: { field: h.key }, start: h.keyStart, end: h.keyEnd, cause: [{ start: prior.keyStart, end: prior.keyEnd, message: 'First definition' }] });
        continue;
      }
      seen.set(h.key, h);
      first[h.key] = h;
    }
    const at = (h: HeaderLine) => (h.value ? { start: h.valueStart, end: h.valueEnd } : { start: h.keyStart, end: h.keyEnd });
    const replaceWith = (h: HeaderLine, values: readonly string[]): Suggestion[] =>
      values.map((value) => ({ messageId: 'replace', data: { value }, edits: [{ range: [h.valueStart, h.valueEnd] as [number, number], text: value }] }));
    for (const field of TASK_STATE_HEADER_FIELDS) {
      const h = first[field];
      if (!h) continue;
      if (h.value === '') {
        report({ messageId: 'empty', data: { field }, ...at(h) });
        continue;
      }
      const allowed = ENUMS[field];
      if (allowed && !allowed.includes(h.value)) {
        report({
          messageId: 'enumValue',
          data: { field, value: h.value, allowed: allowed.map((a) => `\`${a}\``).join(', ') },
          ...at(h),
          expected: [...allowed],
          suggest: replaceWith(h, allowed),
        });
      }
    }
    const title = first.TASK_TITLE;
    if (title && /[|｜]/.test(title.value)) report({ messageId: 'titlePipe', ...at(title) });
    const id = first.TASK_ID;
    if (id && id.value) {
      const stem = fileStem(doc);
      if (!TASK_ID_PATTERN.test(id.value) || !datePart(TASK_ID_PATTERN.exec(id.value)?.[1])) {
        report({ messageId: 'taskIdFormat', data: { value: id.value }, ...at(id), ...(TASK_ID_PATTERN.test(stem) ? { suggest: replaceWith(id, [stem]) } : {}) });
      } else if (id.value !== stem) {
        report({ messageId: 'taskIdStem', data: { value: id.value, stem }, ...at(id), expected: [stem], suggest: replaceWith(id, [stem]) });
      }
    }
    const dates: Record<string, string | undefined> = {};
    for (const field of ['STARTED_AT', 'LAST_UPDATED_AT'] as const) {
      const h = first[field];
      if (!h || !h.value) continue;
      dates[field] = datePart(h.value);
      if (!dates[field]) report({ messageId: 'date', data: { field, value: h.value }, ...at(h) });
      // One day of slack: the seed's clock is Asia/Shanghai (AGENTS.md), the machine's may lag behind it.
      else if (dates[field] > nextDay(settings.today)) report({ messageId: 'future', data: { field, value: h.value, today: settings.today }, ...at(h) });
    }
    if (dates.STARTED_AT && dates.LAST_UPDATED_AT && dates.LAST_UPDATED_AT < dates.STARTED_AT) {
      const h = first.LAST_UPDATED_AT!;
      report({
        messageId: 'order',
        data: { last: h.value, started: first.STARTED_AT!.value },
        ...at(h),
        cause: [{ start: first.STARTED_AT!.valueStart, end: first.STARTED_AT!.valueEnd, message: 'STARTED_AT' }],
        suggest: replaceWith(h, [settings.today]),
      });
    }
  },
});
