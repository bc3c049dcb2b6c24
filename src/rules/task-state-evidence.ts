import { defineRule } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import { sectionItems } from '../core/model/items.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { filledItems, isPendingNote } from '../kinds/task-state/view.js';

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
      checkedWithout: 'Unexpected checked Top 3 item without evidence, expected its result under `验收证据（Evidence）` (or the step left unchecked while its result is pending)',
      closeWithout: 'Unexpected `close` without evidence, expected at least one real item under `验收证据（Evidence）` (a docs-only task may cite a consistency review)',
      handoffWithout: 'Unexpected `advance` to review without evidence, expected the results of the executed steps under `验收证据（Evidence）`',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const status = doc.header.find((h) => h.key === 'WORKFLOW_STATUS');
    if (!status) return;
    const role = doc.header.find((h) => h.key === 'CURRENT_ROLE')?.value;
    const section = findSection(doc, settings, SECTION.evidence);
    // Placeholders (`<命令输出…>`), `无` and pending notes (`待执行：Step 2`, `待补充`) are not evidence.
    const real = filledItems(sectionItems(doc, section, true)).filter((i) => !isPendingNote(i.text));
    if (real.length > 0) return;
    const at = section ? { start: section.start, end: section.headingEnd } : { start: status.valueStart, end: status.valueEnd };
    const cause = [{ start: status.valueStart, end: status.valueEnd, message: `WORKFLOW_STATUS: ${status.value}` }];
    // Lint: a completed task. Gate: the step that closes it, or the executor handing it to review.
    const messageId = gateAction === 'close' ? 'closeWithout' : gateAction === 'advance' && role === 'executor' ? 'handoffWithout' : status.value === 'completed' && !gateAction ? 'none' : undefined;
    if (messageId) {
      report({ messageId, ...at, cause });
      return;
    }
    if (status.value === 'completed') return;
    // ac-execute: no step is marked complete before its result is reflected in Evidence.
    const top3 = findSection(doc, settings, SECTION.top3);
    const checked = sectionItems(doc, top3).find((i) => i.checked === true);
    if (checked)
      report({
        messageId: 'checkedWithout',
        start: checked.start,
        end: checked.end,
        ...(section ? { cause: [{ start: section.start, end: section.headingEnd, message: '验收证据（Evidence）' }] } : {}),
      });
  },
});
