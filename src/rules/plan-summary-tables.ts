import { defineRule } from '../core/lint/rule.js';
import { sameColumn, tableHeaderText } from '../core/model/tables.js';
import { COLUMNS, TABLE_SECTION, type TableKey } from '../kinds/plan-summary/outline.js';
import { planSummaryView } from '../kinds/plan-summary/view.js';

export default defineRule({
  id: 'plan-summary-tables',
  meta: {
    type: 'problem',
    description: "The plan summary's tables have exactly the template's columns, in order",
    severity: 'error',
    fixable: 'suggest',
    kinds: ['plan-summary'],
    messages: {
      columns: 'Unexpected columns `{{actual}}` in `{{section}}`, expected `{{expected}}`',
      missing: 'Unexpected `{{section}}` without a table, expected a table `{{expected}}`',
      rename: 'Rewrite the header row as `{{expected}}`',
      insert: 'Insert the table header `{{expected}}`',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    for (const key of Object.keys(COLUMNS) as TableKey[]) {
      const section = v.sections[key];
      if (!section) continue;
      const columns = COLUMNS[key] as readonly string[];
      const expected = columns.join(' | ');
      const table = v.tables[key];
      if (!table) {
        report({
          messageId: 'missing',
          data: { section: TABLE_SECTION[key], expected },
          start: section.start,
          end: section.headingEnd,
          suggest: [{ messageId: 'insert', data: { expected }, edits: [{ range: [section.headingEnd, section.headingEnd], text: `\n\n${tableHeaderText(columns)}` }] }],
        });
        continue;
      }
      const actual = table.header.map((c) => c.text);
      if (actual.length === columns.length && actual.every((a, i) => sameColumn(a, columns[i]!))) continue;
      // Renaming the header of columns written in another order would put every cell under
      // another name (the rows are read by column name): only a table of other names gets it.
      const moved = actual.some((a, i) => columns.some((c, j) => j !== i && sameColumn(a, c)));
      const suggest =
        actual.length === columns.length && !moved
          ? [{ messageId: 'rename', data: { expected }, edits: [{ range: [table.headerStart, table.headerEnd] as [number, number], text: `| ${expected} |` }] }]
          : [];
      report({
        messageId: 'columns',
        data: { actual: actual.join(' | '), section: TABLE_SECTION[key], expected },
        start: table.headerStart,
        end: table.headerEnd,
        ...(suggest.length ? { suggest } : {}),
      });
    }
  },
});
