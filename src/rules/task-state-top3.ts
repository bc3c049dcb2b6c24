import { defineRule } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { boxLines, innerSteps, topSteps } from '../kinds/task-state/steps.js';

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
      boxOutsideList: 'Unexpected checkbox outside a list item in `下一步 Top 3`, expected a task-list item `- [ ]` or `- [x]`',
      openOnCompleted: 'Unexpected unchecked item on a completed task, expected every Top 3 item checked or removed',
      closeUnchecked: 'Unexpected `close` with an unchecked Top 3 item, expected every Top 3 item checked or removed',
      handoffUnchecked: 'Unexpected `advance` to review with an unchecked Top 3 item, expected every declared step executed and checked first',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const section = findSection(doc, settings, SECTION.top3);
    if (!section) return;
    // `- 无` (nothing left to do) is no item.
    const items = topSteps(doc, section);
    if (items.length > 3) {
      const extra = items[3]!;
      report({ messageId: 'tooMany', data: { count: items.length }, start: extra.start, end: items[items.length - 1]!.end });
    }
    const completed = doc.header.find((h) => h.key === 'WORKFLOW_STATUS')?.value === 'completed';
    const role = doc.header.find((h) => h.key === 'CURRENT_ROLE')?.value;
    // Gate: `close` is judged as if the task were completed; the executor hands over to review only
    // once its steps are done (ac-execute 7-8).
    const open = gateAction === 'close' ? 'closeUnchecked' : gateAction === 'advance' && role === 'executor' ? 'handoffUnchecked' : completed ? 'openOnCompleted' : undefined;
    // A step nested under an item or quoted (`> - [ ] …`) is a step too: an unchecked one is work
    // left. A checkbox the syntax does not read (`[ ]` with a no-break space) is no checked item.
    const inner = innerSteps(doc, section);
    for (const item of [...items, ...inner].sort((a, b) => a.start - b.start)) {
      if (item.checked === null) report({ messageId: 'notTask', start: item.start, end: item.end });
      // The gate fails closed: an item it cannot read as checked is not done.
      if (open && (item.checked === false || (gateAction && item.checked === null))) report({ messageId: open, start: item.start, end: item.end });
    }
    for (const line of boxLines(doc, section.content)) {
      report({ messageId: 'boxOutsideList', ...line });
      if (open && gateAction) report({ messageId: open, ...line });
    }
  },
});
