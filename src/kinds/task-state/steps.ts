/**
 * How `下一步 Top 3` is read as steps (seed 000:39, ac-execute 7-8): task-list items at the top
 * level, steps nested under an item or quoted, and checkboxes the task-list syntax does not read.
 * One reading for the Top 3 rule and for the rules that ask whether work is left.
 */
import type { RootContent } from 'mdast';
import type { WfDocument } from '../../core/model/document.js';
import type { Section } from '../../core/model/markdown.js';
import { listItemsOf, sectionItems, type Item } from '../../core/model/items.js';
import { isNone } from './view.js';

/**
 * A checkbox the task-list syntax does not read: a no-break or ideographic space (`[ ]`, `[　]`),
 * no space (`[]`), full-width brackets (`［ ］`) or another mark (`[-]`, `[✓]`).
 */
export const BOX_LIKE = /^[[［][\s\u200b\ufeffxX✓✔√×*~-]{0,3}[\]］]/u;

/**
 * Paragraph lines that start with a checkbox (`[ ] 真机回归` written without a list marker, or as a
 * continuation line of an item), at any depth. An item's own first line is the item's.
 */
export function boxLines(doc: WfDocument, nodes: readonly RootContent[], inItem = false): { start: number; end: number }[] {
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
export function innerItems(doc: WfDocument, nodes: readonly RootContent[], top: boolean): Item[] {
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

/** The top-level items of Top 3, `- 无` (nothing left to do) aside. */
export function topSteps(doc: WfDocument, section: Section): Item[] {
  return sectionItems(doc, section).filter((i) => i.depth === 0 && !(i.checked === null && isNone(i.text)));
}

/** The steps below the top level that are steps: a task-list item, or one with an unread checkbox. */
export function innerSteps(doc: WfDocument, section: Section): Item[] {
  return innerItems(doc, section.content, true).filter((i) => i.checked !== null || BOX_LIKE.test(i.text));
}

/** Whether Top 3 holds work left: a step not readable as checked, at any depth, or a checkbox outside a list. */
export function workLeft(doc: WfDocument, section: Section): boolean {
  return [...topSteps(doc, section), ...innerSteps(doc, section)].some((i) => i.checked !== true) || boxLines(doc, section.content).length > 0;
}
