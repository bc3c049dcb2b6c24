import { defineRule } from '../core/lint/rule.js';
import { dataRange } from '../kinds/loop/model.js';
import { entryCovers, entryIncludes } from '../kinds/loop/paths.js';
import { pathEntriesOf, receiptReads, receiptTaskCard, runReadPaths } from '../kinds/loop/runs.js';

export default defineRule({
  id: 'loop-receipt-required-reads',
  meta: {
    type: 'problem',
    description: 'A receipt claims gate `pass` only when every required read of its task card is listed and read',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      notListed: 'Unexpected `consumer_protocol_receipt_gate_status: pass` while required read `{{path}}` is not in `read_paths.txt`, expected `fail`',
      notRead: 'Unexpected `consumer_protocol_receipt_gate_status: pass` while required read `{{path}}` is not among the actual reads, expected `fail`',
    },
  },
  check({ doc, workspace, report }) {
    if (doc.data.consumer_protocol_receipt_gate_status !== 'pass') return;
    const card = receiptTaskCard(doc, workspace);
    if (!card) return;
    const readPaths = runReadPaths(doc, workspace);
    const reads = receiptReads(doc, workspace).filter((r) => r.cls !== 'forbidden_source');
    const at = dataRange(doc, ['consumer_protocol_receipt_gate_status']);
    for (const { entry, dataPath } of pathEntriesOf(card, workspace, ['required_read_paths'])) {
      if (entry.problem) continue;
      const cause = [{ relPath: card.relPath, ...dataRange(card, dataPath), message: 'Required by the task card' }];
      // A missing `read_paths.txt` is reported by `loop-run-layout` and `loop-receipt-read-paths`.
      if (readPaths && !readPaths.entries.some((e) => entryIncludes(e, entry))) {
        report({ messageId: 'notListed', data: { path: entry.raw }, ...at, cause });
      }
      if (!reads.some((r) => r.resolution.ok && entryCovers(entry, r.resolution.path))) {
        report({ messageId: 'notRead', data: { path: entry.raw }, ...at, cause });
      }
    }
  },
});
