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
    kinds: ['task-state'],
    messages: {
      none: 'Unexpected completed task without evidence, expected at least one real item under `验收证据（Evidence）` (a docs-only task may cite a consistency review)',
      closeWithout: 'Unexpected `close` without evidence, expected at least one real item under `验收证据（Evidence）` (a docs-only task may cite a consistency review)',
      handoffWithout: 'Unexpected `advance` to review without evidence, expected the results of the executed steps under `验收证据（Evidence）`',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const status = doc.header.find((h) => h.key === 'WORKFLOW_STATUS');
    if (!status) return;
    const role = doc.header.find((h) => h.key === 'CURRENT_ROLE')?.value;
    // Lint: a completed task. Gate: the step that closes it, or the executor handing it to review.
    const messageId = gateAction === 'close' ? 'closeWithout' : gateAction === 'advance' && role === 'executor' ? 'handoffWithout' : status.value === 'completed' && !gateAction ? 'none' : undefined;
    if (!messageId) return;
    const section = findSection(doc, settings, SECTION.evidence);
    // Placeholder-only items (`<命令输出…>`) are not evidence.
    const real = realItems(sectionItems(doc, section, true)).filter((i) => !/^<[^>]*>$/.test(i.text));
    if (real.length > 0) return;
    const at = section ? { start: section.start, end: section.headingEnd } : { start: status.valueStart, end: status.valueEnd };
    report({ messageId, ...at, cause: [{ start: status.valueStart, end: status.valueEnd, message: `WORKFLOW_STATUS: ${status.value}` }] });
  },
});
