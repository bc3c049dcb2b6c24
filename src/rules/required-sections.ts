import { defineRule, type Edit } from '../core/lint/rule.js';
import { missingSectionRuns, outlineView } from '../core/model/outline.js';

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
    },
  },
  check({ doc, settings, report }) {
    const outline = doc.kind.outline;
    if (!outline || outline.presenceCheckedBy) return;
    const view = outlineView(doc, settings);
    for (const run of missingSectionRuns(doc, outline, (c) => view.byCanonical.get(c)?.[0])) {
      const fix: Edit[] = [run.edit];
      const { prev, next } = run;
      const where = prev ? `after \`${prev.title}\`` : next ? `before \`${next.title}\`` : 'in the document';
      const loc = prev ? { start: prev.start, end: prev.headingEnd } : next ? { start: next.start, end: next.headingEnd } : { start: 0, end: 0 };
      for (const section of run.missing) report({ messageId: 'missing', data: { section, where }, ...loc, fix });
    }
  },
});
