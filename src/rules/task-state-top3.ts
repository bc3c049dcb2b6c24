import { defineRule } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import { sectionItems } from '../core/model/items.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { isNone } from '../kinds/task-state/view.js';

export default defineRule({
  id: 'task-state-top3',
  meta: {
    type: 'problem',
    description: '`下一步 Top 3` holds at most three task-list items; a completed task has none unchecked',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    messages: {
      tooMany: 'Unexpected {{count}} items in `下一步 Top 3`, expected at most 3',
      notTask: 'Unexpected plain list item in `下一步 Top 3`, expected a task-list item `- [ ]` or `- [x]`',
      openOnCompleted: 'Unexpected unchecked item on a completed task, expected every Top 3 item checked or removed',
      closeUnchecked: 'Unexpected `close` with an unchecked Top 3 item, expected every Top 3 item checked or removed',
      handoffUnchecked: 'Unexpected `advance` to review with an unchecked Top 3 item, expected every declared step executed and checked first',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const section = findSection(doc, settings, SECTION.top3);
    if (!section) return;
    // `- 无` (nothing left to do) is no item.
    const items = sectionItems(doc, section).filter((i) => i.depth === 0 && !(i.checked === null && isNone(i.text)));
    if (items.length > 3) {
      const extra = items[3]!;
      report({ messageId: 'tooMany', data: { count: items.length }, start: extra.start, end: items[items.length - 1]!.end });
    }
    const completed = doc.header.find((h) => h.key === 'WORKFLOW_STATUS')?.value === 'completed';
    const role = doc.header.find((h) => h.key === 'CURRENT_ROLE')?.value;
    // Gate: `close` is judged as if the task were completed; the executor hands over to review only
    // once its steps are done (ac-execute 7-8).
    const open = gateAction === 'close' ? 'closeUnchecked' : gateAction === 'advance' && role === 'executor' ? 'handoffUnchecked' : completed ? 'openOnCompleted' : undefined;
    for (const item of items) {
      if (item.checked === null) report({ messageId: 'notTask', start: item.start, end: item.end });
      else if (open && item.checked === false) report({ messageId: open, start: item.start, end: item.end });
    }
  },
});
