import { defineRule } from '../core/rule.js';
import { findSection } from '../core/outline.js';
import { realItems, sectionItems } from '../core/items.js';
import { SECTION } from '../kinds/task-state/outline.js';

export default defineRule({
  id: 'task-state-evidence',
  meta: {
    type: 'problem',
    description: 'A completed task cites at least one piece of evidence',
    severity: 'error',
    fixable: false,
    gate: ['close'],
    kinds: ['task-state'],
    messages: {
      none: 'Unexpected completed task without evidence, expected at least one real item under `验收证据（Evidence）` (a docs-only task may cite a consistency review)',
    },
  },
  check({ doc, settings, report }) {
    const status = doc.header.find((h) => h.key === 'WORKFLOW_STATUS');
    if (status?.value !== 'completed') return;
    const section = findSection(doc, settings, SECTION.evidence);
    // Placeholder-only items (`<命令输出…>`) are not evidence.
    const real = realItems(sectionItems(doc, section, true)).filter((i) => !/^<[^>]*>$/.test(i.text));
    if (real.length > 0) return;
    const at = section ? { start: section.start, end: section.headingEnd } : { start: status.valueStart, end: status.valueEnd };
    report({ messageId: 'none', ...at, cause: [{ start: status.valueStart, end: status.valueEnd, message: 'WORKFLOW_STATUS: completed' }] });
  },
});
