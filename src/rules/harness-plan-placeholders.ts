import { defineRule } from '../core/lint/rule.js';
import { planView } from '../kinds/harness/plan.js';

/**
 * Seed 004 self-review item 3 (004:244): vague text that leaves the implementer to guess, with the
 * words of the same kind people write (`待定`, `待补充`), and the template's own slots left unfilled
 * (`<goal>`, `<target>`, `path/to/new.ts`, 004:162, 004:198).
 */
// 004:244 lists its examples (`类似 T1` among them): a field that points at another task instead of
// saying its own content is one, whatever the word (`同 T1`, `参照 T2`, `similar to T1`).
const VAGUE =
  /(?<![A-Za-z0-9_])(?:TBD|TODO)(?![A-Za-z0-9_])|加错误处理|(?<!不)(?:类似|同|参照|仿照)\s*T\d+(?!\d)|(?<![A-Za-z])(?:[Ss]imilar to|[Ss]ame as)\s+T\d+(?!\d)|按需实现|同上|待定|待补充|待完善/g;
/** An angle-bracket slot not glued to an identifier (`Promise<string>` is a type, not a slot). */
const SLOT = /(?<![\w<])<([A-Za-z_][A-Za-z0-9_ ./-]{0,40})>/g;
const TEMPLATE_PATH = /\bpath\/to\//g;
const HTML = new Set(['br', 'p', 'div', 'span', 'b', 'i', 'em', 'strong', 'code', 'pre', 'a', 'img', 'details', 'summary', 'sub', 'sup', 'kbd', 'hr']);

/** The text with code spans blanked (a `verify` command may grep for TODO). */
function withoutCode(text: string): string {
  return text.replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));
}

/** The path token that starts at `index` (`path/to/new.ts`). */
function pathAt(text: string, index: number): string {
  let end = index;
  while (end < text.length && /[\w./-]/.test(text[end]!)) end++;
  return text.slice(index, end);
}

export default defineRule({
  id: 'harness-plan-placeholders',
  meta: {
    type: 'problem',
    description: 'No plan field holds a vague placeholder (`TBD`, `TODO`, `待定`, `加错误处理`, `类似 T<N>`, `按需实现`, `同上`) or an unfilled template slot (`<goal>`, `path/to/…`)',
    severity: 'error',
    fixable: false,
    kinds: ['harness-plan'],
    messages: {
      vague: 'Unexpected vague placeholder `{{text}}` in `{{field}}` of `{{task}}`, expected concrete content',
      slot: 'Unexpected template slot `{{text}}` in `{{field}}` of `{{task}}`, expected it filled in',
    },
  },
  check({ doc, report }) {
    for (const task of planView(doc).tasks) {
      const places: Array<{ field: string; start: number; end: number }> = [{ field: 'goal', ...task.goalSpan }];
      for (const [name, field] of task.fields) if (field.value) places.push({ field: name, start: field.valueStart, end: field.valueEnd });
      for (const p of places) {
        const raw = doc.text.slice(p.start, p.end);
        const src = withoutCode(raw);
        const found: Array<{ messageId: string; index: number; text: string }> = [];
        for (const m of src.matchAll(VAGUE)) found.push({ messageId: 'vague', index: m.index, text: m[0] });
        for (const m of src.matchAll(SLOT)) if (!HTML.has(m[1]!.toLowerCase())) found.push({ messageId: 'slot', index: m.index, text: m[0] });
        // `path/to/` is a slot inside backticks too.
        for (const m of raw.matchAll(TEMPLATE_PATH)) found.push({ messageId: 'slot', index: m.index, text: pathAt(raw, m.index) });
        for (const f of found.sort((a, b) => a.index - b.index)) {
          const start = p.start + f.index;
          report({ messageId: f.messageId, data: { text: f.text, field: p.field, task: task.id }, start, end: start + f.text.length });
        }
      }
    }
  },
});
