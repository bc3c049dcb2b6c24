import { defineRule } from '../core/lint/rule.js';
import { checkpointView } from '../kinds/checkpoint/view.js';

export default defineRule({
  id: 'checkpoint-item-type',
  meta: {
    type: 'problem',
    description: 'Every item in `候选与 AI 推断` is marked with its type (`候选` or `AI 推断`)',
    severity: 'error',
    fixable: false,
    kinds: ['checkpoint'],
    ownsData: { checkpoint: ['/candidates/*/type'] },
    messages: {
      unmarked: 'Unexpected unmarked item `{{item}}` in `候选与 AI 推断`, expected its type marked: `[候选]` / `候选：` / `（候选）` or `[AI 推断]` / `AI 推断：` / `（AI 推断）`, or a `类型` column',
    },
  },
  check({ doc, report }) {
    for (const item of checkpointView(doc).items.candidates ?? []) {
      if (item.type || item.none || item.raw === '') continue;
      report({ messageId: 'unmarked', data: { item: doc.text.slice(item.textStart, item.textEnd) }, start: item.textStart, end: item.textEnd });
    }
  },
});
