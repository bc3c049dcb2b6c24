import type { RootContent } from 'mdast';
import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { findSection } from '../core/model/outline.js';
import { listItemsOf, sectionItems, type Item } from '../core/model/items.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { isNone } from '../kinds/task-state/view.js';

/**
 * A checkbox the task-list syntax does not read: a no-break or ideographic space (`[ ]`, `[　]`),
 * no space (`[]`), full-width brackets (`［ ］`) or another mark (`[-]`, `[✓]`).
 */
const BOX_LIKE = /^[[［][\s\u200b\ufeffxX✓✔√×*~-]{0,3}[\]］]/u;

/**
 * Paragraph lines that start with a checkbox (`[ ] 真机回归` written without a list marker, or as a
 * continuation line of an item), at any depth. An item's own first line is the item's.
 */
function boxLines(doc: WfDocument, nodes: readonly RootContent[], inItem = false): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  nodes.forEach((node, i) => {
    if (node.type === 'list') for (const item of node.children) out.push(...boxLines(doc, item.children, true));
    else if (node.type === 'blockquote') out.push(...boxLines(doc, node.children));
    else if (node.type === 'paragraph' && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      let at = node.position.start.offset;
      doc.text
        .slice(at, node.position.end.offset)
        .split('\n')
        .forEach((line, n) => {
          const lead = /^[\s>]*/.exec(line)![0].length;
          const body = line.slice(lead).trimEnd();
          if (!(inItem && i === 0 && n === 0) && BOX_LIKE.test(body)) out.push({ start: at + lead, end: at + lead + body.length });
          at += line.length + 1;
        });
    }
  });
  return out;
}

/**
 * The section's list items below its top-level ones: nested under an item, or inside a blockquote
 * (`> - [ ] …`), at any depth.
 */
function innerItems(doc: WfDocument, nodes: readonly RootContent[], top: boolean): Item[] {
  const out: Item[] = [];
  for (const node of nodes) {
    if (node.type === 'list') {
      for (const item of listItemsOf(doc, [node], false, top ? 0 : 1)) {
        if (!top) out.push(item);
        out.push(...innerItems(doc, item.node.children, false));
      }
    } else if (node.type === 'blockquote') out.push(...innerItems(doc, node.children, false));
  }
  return out;
}

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
    // A step nested under an item or quoted (`> - [ ] …`) is a step too: an unchecked one is work
    // left. A checkbox the syntax does not read (`[ ]` with a no-break space) is no checked item.
    const inner = innerItems(doc, section.content, true).filter((i) => i.checked !== null || BOX_LIKE.test(i.text));
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
