import { defineRule, type Edit } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { listItemsOf, type Item } from '../core/model/items.js';
import { missingSectionRuns, outlineView } from '../core/model/outline.js';
import { matchHeading } from '../core/model/headings.js';
import type { Section } from '../core/model/markdown.js';

/** The task-list items (`- [ ]` / `- [x]`) that end a section's content, if it ends with some. */
function trailingTaskItems(doc: WfDocument, section: Section): Item[] {
  const last = section.content.filter((n) => n.type !== 'html').at(-1);
  if (last?.type !== 'list') return [];
  const items = listItemsOf(doc, [last]);
  let i = items.length;
  while (i > 0 && items[i - 1]!.checked !== null) i--;
  return items.slice(i);
}

export default defineRule({
  id: 'required-sections',
  meta: {
    type: 'problem',
    description: "Every required section of the kind's outline is present",
    severity: 'error',
    fixable: 'safe',
    kinds: 'markdown',
    messages: {
      missing: 'Unexpected missing section `{{section}}`, expected it {{where}}',
      wrongLevel: 'Unexpected `{{actual}}` at level {{depth}}, expected `{{expected}}`: a required section',
      promote: 'Make it `{{expected}}`',
      headingBefore: 'Insert `{{heading}}` before the task-list items',
    },
  },
  check({ doc, settings, report }) {
    const outline = doc.kind.outline;
    if (!outline || outline.presenceCheckedBy) return;
    const view = outlineView(doc, settings);
    // A required section written one level too deep (`### 阻塞项`) exists: inserting an empty twin
    // would change what the document says. Promoting it is a suggestion (its content moves out of
    // the section above it).
    const deeper = new Map<string, Section>();
    for (const canonical of outline.sections) {
      if (view.byCanonical.has(canonical.text)) continue;
      // One level too deep, in the canonical words (not an alias, not a heading with a note: a plan
      // item's `### 已确认` is no misplaced `## 已确认内容`).
      const s = doc.sections.find((x) => {
        const how = x.depth === outline.depth + 1 ? matchHeading(x.title, canonical) : undefined;
        return how === 'exact' || how === 'normalized';
      });
      if (!s) continue;
      deeper.set(canonical.text, s);
      const hashes = '#'.repeat(outline.depth);
      const expected = `${hashes} ${canonical.text}`;
      const marks = doc.text.slice(s.start, s.titleStart).trimEnd();
      report({
        messageId: 'wrongLevel',
        data: { actual: `${marks} ${s.title.trim()}`, depth: s.depth, expected },
        start: s.start,
        end: s.headingEnd,
        suggest: [{ messageId: 'promote', data: { expected }, edits: [{ range: [s.start, s.start + marks.length], text: hashes }] }],
      });
    }
    for (const run of missingSectionRuns(doc, outline, (c) => view.byCanonical.get(c)?.[0] ?? deeper.get(c))) {
      const fix: Edit[] = [run.edit];
      const { prev, next } = run;
      // A task-list section missing right after task-list items (its heading lost, its items left at
      // the end of the section before): an empty section after them would read "nothing to do" over
      // the real items. The heading goes before them, which a person confirms (the items may belong
      // where they are).
      const left = prev && outline.taskLists?.includes(run.missing[0]!) ? trailingTaskItems(doc, prev) : [];
      if (prev && left.length > 0) {
        const first = left[0]!;
        const lineStart = doc.text.lastIndexOf('\n', first.start - 1) + 1;
        const heading = `${'#'.repeat(outline.depth)} ${run.missing[0]!}`;
        const blank = lineStart === 0 || /\n[ \t]*\r?\n$/.test(doc.text.slice(0, lineStart)) ? '' : '\n';
        const at = { start: first.start, end: left[left.length - 1]!.end };
        const where = `before the task-list items at the end of \`${prev.title}\``;
        for (const section of run.missing) {
          const suggest =
            section === run.missing[0] ? [{ messageId: 'headingBefore', data: { heading }, edits: [{ range: [lineStart, lineStart], text: `${blank}${heading}\n\n` }] as Edit[] }] : undefined;
          report({ messageId: 'missing', data: { section, where: section === run.missing[0] ? where : `after \`${run.missing[0]!}\`` }, ...at, ...(suggest ? { suggest } : {}) });
        }
        continue;
      }
      const where = prev ? `after \`${prev.title}\`` : next ? `before \`${next.title}\`` : 'in the document';
      const loc = prev ? { start: prev.start, end: prev.headingEnd } : next ? { start: next.start, end: next.headingEnd } : { start: 0, end: 0 };
      for (const section of run.missing) report({ messageId: 'missing', data: { section, where }, ...loc, fix });
    }
  },
});
