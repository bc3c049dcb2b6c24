import { defineRule, type Edit } from '../core/rule.js';
import { REQUIRED_PLAN_LABELS } from '../kinds/plan-summary/outline.js';
import { planSummaryView } from '../kinds/plan-summary/view.js';

export default defineRule({
  id: 'plan-summary-plan-items',
  meta: {
    type: 'problem',
    description: 'Plan items are `### N. <计划事项>` numbered 1, 2, 3…, each with a filled `已确认：` and `实施方案：`',
    severity: 'error',
    fixable: 'suggest',
    kinds: ['plan-summary'],
    ownsData: { 'plan-summary': ['/plan'] },
    messages: {
      unnumbered: 'Unexpected plan item heading `{{heading}}`, expected `### {{number}}. <计划事项>`',
      number: 'Unexpected plan item number `{{actual}}`, expected `{{expected}}`',
      missingLabel: 'Unexpected plan item `{{item}}` without `{{label}}：`, expected a `- {{label}}：` bullet',
      emptyLabel: 'Unexpected empty `{{label}}：` in plan item `{{item}}`, expected {{what}}',
      renumber: 'Renumber as `{{expected}}`',
      insert: 'Insert `- {{label}}：`',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    v.plan.forEach((item, i) => {
      const expected = i + 1;
      const h = item.heading;
      const name = item.number !== undefined ? `${item.number}. ${item.title}` : item.title;
      if (item.number === undefined) {
        report({
          messageId: 'unnumbered',
          data: { heading: `### ${h.title.trim()}`, number: expected },
          start: h.titleStart,
          end: h.titleEnd,
          suggest: [{ messageId: 'renumber', data: { expected: `${expected}. ${item.title}` }, edits: [{ range: [h.titleStart, h.titleStart], text: `${expected}. ` }] }],
        });
      } else if (item.number !== expected) {
        report({
          messageId: 'number',
          data: { actual: item.number, expected },
          start: item.numberStart,
          end: item.numberEnd,
          suggest: [{ messageId: 'renumber', data: { expected: String(expected) }, edits: [{ range: [item.numberStart, item.numberEnd], text: String(expected) }] }],
        });
      }
      for (const label of REQUIRED_PLAN_LABELS) {
        const found = item.labels.get(label);
        if (!found) {
          // Insert after the item's last labelled bullet (or after its heading).
          const nl = doc.text.indexOf('\n', item.insertAt);
          const edit: Edit =
            item.insertAt === h.headingEnd
              ? { range: [h.headingEnd, h.headingEnd], text: `\n\n- ${label}：` }
              : nl === -1
                ? { range: [doc.text.length, doc.text.length], text: `\n- ${label}：` }
                : { range: [nl + 1, nl + 1], text: `- ${label}：\n` };
          report({ messageId: 'missingLabel', data: { item: name, label }, start: h.start, end: h.headingEnd, suggest: [{ messageId: 'insert', data: { label }, edits: [edit] }] });
        } else if (found.value === '') {
          const what = label === '已确认' ? 'the decisions confirmed in the discussion' : 'the core method, its boundary and key constraints';
          report({ messageId: 'emptyLabel', data: { label, item: name, what }, start: found.start, end: found.end });
        }
      }
    });
  },
});
