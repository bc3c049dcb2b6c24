import { defineRule } from '../core/lint/rule.js';

export default defineRule({
  id: 'data-duplicate-key',
  meta: {
    type: 'problem',
    description: 'A data key is defined once (in one block and across the blocks of a document)',
    severity: 'error',
    fixable: false,
    kinds: 'all',
    messages: {
      duplicate: 'Unexpected second definition of `{{key}}`, expected each data key once',
    },
  },
  check({ doc, report }) {
    for (const d of doc.yaml.duplicates) {
      const key = d.second.pair.key as { range?: [number, number, number] } | null;
      const firstKey = d.first.pair.key as { range?: [number, number, number] } | null;
      if (!key?.range) continue;
      const toDoc = d.second.block.source.toDocOffset;
      const firstToDoc = d.first.block.source.toDocOffset;
      report({
        messageId: 'duplicate',
        data: { key: d.path.join('.') },
        start: toDoc(key.range[0]),
        end: toDoc(key.range[1]),
        ...(firstKey?.range ? { cause: [{ start: firstToDoc(firstKey.range[0]), end: firstToDoc(firstKey.range[1]), message: 'First definition' }] } : {}),
      });
    }
  },
});
