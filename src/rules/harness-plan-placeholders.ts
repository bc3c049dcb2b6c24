import { defineRule } from '../core/rule.js';
import { planView } from '../kinds/harness/plan.js';

/** Seed 004 self-review item 3: vague text that leaves the implementer to guess. */
const VAGUE = /(?<![A-Za-z0-9_])(?:TBD|TODO)(?![A-Za-z0-9_])|加错误处理|类似\s*T\d+|按需实现|同上/g;

/** The text with code spans blanked (a `verify` command may grep for TODO). */
function withoutCode(text: string): string {
  return text.replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));
}

export default defineRule({
  id: 'harness-plan-placeholders',
  meta: {
    type: 'problem',
    description: 'No plan field holds a vague placeholder (`TBD`, `TODO`, `加错误处理`, `类似 T<N>`, `按需实现`, `同上`)',
    severity: 'error',
    fixable: false,
    kinds: ['harness-plan'],
    messages: {
      vague: 'Unexpected vague placeholder `{{text}}` in `{{field}}` of `{{task}}`, expected concrete content',
    },
  },
  check({ doc, report }) {
    for (const task of planView(doc).tasks) {
      const places: Array<{ field: string; start: number; end: number }> = [{ field: 'goal', ...task.goalSpan }];
      for (const [name, field] of task.fields) if (field.value) places.push({ field: name, start: field.valueStart, end: field.valueEnd });
      for (const p of places) {
        const src = withoutCode(doc.text.slice(p.start, p.end));
        for (const m of src.matchAll(VAGUE)) {
          const start = p.start + m.index;
          report({ messageId: 'vague', data: { text: m[0], field: p.field, task: task.id }, start, end: start + m[0].length });
        }
      }
    }
  },
});
