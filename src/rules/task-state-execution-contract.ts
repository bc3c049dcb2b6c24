import { defineRule, type Edit } from '../core/rule.js';
import { findSection } from '../core/outline.js';
import { sectionItems } from '../core/items.js';
import { CONTRACT_LABELS, DOCS_OPTIONAL_LABELS, SECTION } from '../kinds/task-state/outline.js';

const LABELLED = /^([A-Za-z][A-Za-z ]*)[:：](.*)$/;

export default defineRule({
  id: 'task-state-execution-contract',
  meta: {
    type: 'problem',
    description: '`Execution Contract` has its seven labelled bullets, all filled once the plan is frozen',
    severity: 'error',
    fixable: 'suggest',
    kinds: ['task-state'],
    messages: {
      missing: 'Unexpected missing `{{label}}:` bullet in `Execution Contract`, expected it {{where}}',
      empty: 'Unexpected empty `{{label}}:` with `PLAN_FROZEN: true`, expected a value before execution',
      stepEmpty: 'Unexpected empty `{{label}}:` before `{{action}}`, expected a value (the Contract is frozen complete)',
      insert: 'Insert `- {{label}}:`',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const section = findSection(doc, settings, SECTION.contract);
    if (!section) return;
    const header = new Map(doc.header.map((h) => [h.key, h.value] as const));
    const docsTask = header.get('TASK_TYPE') === 'docs';
    const frozen = header.get('PLAN_FROZEN') === 'true';
    // Gate: a hand-off or execution step needs the Contract complete, as if it were frozen now.
    const stepping = gateAction === 'advance' || gateAction === 'continue_execution';
    const found = new Map<string, { value: string; start: number; end: number }>();
    const items = sectionItems(doc, section);
    for (const item of items) {
      const m = LABELLED.exec(item.text);
      if (!m) continue;
      const label = CONTRACT_LABELS.find((l) => l.toLowerCase() === m[1]!.trim().toLowerCase());
      if (label && !found.has(label)) found.set(label, { value: m[2]!.trim(), start: item.textStart, end: item.end });
    }
    const last = items[items.length - 1];
    CONTRACT_LABELS.forEach((label, i) => {
      if (found.has(label)) {
        const f = found.get(label)!;
        if ((frozen || stepping) && (f.value === '' || /^<.*>$/.test(f.value))) {
          if (frozen) report({ messageId: 'empty', data: { label }, start: f.start, end: f.end });
          else report({ messageId: 'stepEmpty', data: { label, action: gateAction! }, start: f.start, end: f.end });
        }
        return;
      }
      if (docsTask && DOCS_OPTIONAL_LABELS.includes(label)) return;
      const prev = CONTRACT_LABELS.slice(0, i).reverse().map((l) => found.get(l)).find((f) => f);
      // Insert on its own line after the previous label's item (or after the last item, or the heading).
      const anchorEnd = prev?.end ?? last?.end;
      let at: number;
      let text: string;
      if (anchorEnd === undefined) {
        at = section.headingEnd;
        text = `\n\n- ${label}:`;
      } else {
        const nl = doc.text.indexOf('\n', anchorEnd);
        at = nl === -1 ? doc.text.length : nl + 1;
        text = nl === -1 ? `\n- ${label}:` : `- ${label}:\n`;
      }
      const edits: Edit[] = [{ range: [at, at], text }];
      const where = prev ? `after \`${CONTRACT_LABELS[CONTRACT_LABELS.indexOf(label) - 1]}:\`` : 'in the section';
      report({ messageId: 'missing', data: { label, where }, start: section.start, end: section.headingEnd, suggest: [{ messageId: 'insert', data: { label }, edits }] });
    });
  },
});
