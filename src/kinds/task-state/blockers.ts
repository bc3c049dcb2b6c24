/**
 * How `阻塞项` is read (seed 000:25, the template's `- <阻塞项；无则写“无”>`): blocker items, or `无`,
 * whose note may say the old blocker was cleared (`无（原阻塞已解除）`) or that it still holds
 * (`无（等待后端确认，尚未解除）`: still a blocker). One reading for every rule that asks.
 */
import type { WfDocument } from '../../core/model/document.js';
import type { Section } from '../../core/model/markdown.js';
import { sectionItems, type Item } from '../../core/model/items.js';
import { filledItems, isNone } from './view.js';

/** A note that says the blocker was not cleared (`尚未解除`, `not resolved`). */
const NEGATED = /尚未解除|未解除|尚未解决|未解决|没有解除|仍未|unresolved|not (?:yet )?(?:resolved|cleared|unblocked)/i;
/** A note that says the blocker was cleared (`原阻塞已解除`). */
export const RESOLVED = /已解除|已解决|已处理|已恢复|已消除|resolved|cleared|unblocked|no longer/i;
/** A note that says the blocker still holds (`仍`, `等待`, `pending`). */
const STILL = /仍|依然|还在|还需|等待|待(?!办)|阻塞中|卡在|pending|still|waiting/i;

/** The word of a note after `无` that says the blocker still holds, if it says so. */
export function stillHolds(note: string): string | undefined {
  const negated = NEGATED.exec(note);
  if (negated) return negated[0];
  if (RESOLVED.test(note)) return undefined;
  return STILL.exec(note)?.[0];
}

/** The note of a none item with a note (`无（…）`, `无：…`), or '' for a bare none item. */
export function noteOf(text: string): string {
  return text.trim().replace(/^(?:无|暂无|none|None|N\/A)\s*/, '');
}

/** The items that block: every filled item, and a `无` whose note says the blocker still holds. */
export function blockerItems(doc: WfDocument, section: Section | undefined): Item[] {
  const items = sectionItems(doc, section);
  const none = items.filter((i) => isNone(i.text) && stillHolds(noteOf(i.text)) !== undefined);
  return [...filledItems(items), ...none].sort((a, b) => a.start - b.start);
}
