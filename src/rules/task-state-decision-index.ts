import { defineRule } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import { isCalendarDate, sectionItems } from '../core/model/items.js';
import { share, textGrams } from '../core/model/text.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { decisionLog, filledItems } from '../kinds/task-state/view.js';

/** `2026-05-04 摘要`, `2026-05-04：摘要`, `2026-05-04 14:30 摘要`. */
const INDEX_ENTRY = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?(?:\s*[：:]\s*|\s+)\S/;

export default defineRule({
  id: 'task-state-decision-index',
  meta: {
    type: 'problem',
    description: '`关键决策索引（最近 3 条）` indexes the newest (at most three) decision-log entries',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    messages: {
      tooMany: 'Unexpected {{count}} entries in the decision index, expected at most 3',
      format: 'Unexpected decision-index entry `{{text}}`, expected `- YYYY-MM-DD <summary>`',
      dates: 'Unexpected decision-index dates {{actual}}, expected the dates of the newest log entries {{expected}}',
      unlogged: 'Unexpected decision-index entry `{{text}}` that says nothing of the log entries of {{date}}, expected a summary of a decision the log holds',
    },
    // A summary is in other words than its entry: one shared word is the evidence asked for, so this only warns.
    advisory: ['unlogged'],
  },
  check({ doc, settings, report }) {
    const section = findSection(doc, settings, SECTION.decisionIndex);
    if (!section) return;
    // None items and the template's placeholders (`<YYYY-MM-DD 决策摘要 1>`) index nothing yet.
    const items = filledItems(sectionItems(doc, section));
    if (items.length > 3) report({ messageId: 'tooMany', data: { count: items.length }, start: items[3]!.start, end: items[items.length - 1]!.end });
    const dates: string[] = [];
    let wellFormed = true;
    for (const item of items) {
      const m = INDEX_ENTRY.exec(item.text);
      if (!m || !isCalendarDate(m[1]!)) {
        wellFormed = false;
        report({ messageId: 'format', data: { text: item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text }, start: item.textStart, end: item.end });
      } else dates.push(m[1]!);
    }
    // Only a well-formed index and dated newest log entries can be compared (the format rule reports the rest).
    const log = decisionLog(doc);
    const newestEntries = log.slice(-3);
    // 000:26-27, 000:37: the index summarises decisions the log holds. An entry that shares not one
    // word (CJK pair, Latin word) with the log's entries of its date names a decision nobody logged.
    for (const item of items) {
      const m = INDEX_ENTRY.exec(item.text);
      if (!m) continue;
      const sameDay = log.filter((e) => e.date === m[1]);
      if (sameDay.length === 0) continue;
      const summary = textGrams(item.text.slice(m[0].length - 1));
      if (summary.size === 0 || sameDay.some((e) => share(summary, textGrams(e.body ?? e.item.text)) > 0)) continue;
      report({ messageId: 'unlogged', data: { text: item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text, date: `\`${m[1]}\`` }, start: item.textStart, end: item.end });
    }
    if (!wellFormed || newestEntries.some((e) => e.date === undefined || e.problem === 'date')) return;
    const newest = newestEntries.map((e) => e.date!);
    const actual = [...dates].sort();
    const expected = [...newest].sort();
    if (actual.length === expected.length && actual.every((d, i) => d === expected[i])) return;
    const fmt = (list: string[]) => (list.length ? list.map((d) => `\`${d}\``).join(', ') : '(none)');
    const first = items[0];
    report({
      messageId: 'dates',
      data: { actual: fmt(dates), expected: fmt(newest) },
      ...(first ? { start: first.textStart, end: items[items.length - 1]!.end } : { start: section.start, end: section.headingEnd }),
    });
  },
});
