import { defineRule } from '../core/lint/rule.js';
import { dataRange } from '../kinds/loop/model.js';
import { isAllowed } from '../kinds/loop/paths.js';
import { firstKeyAt, firstLineAt, receiptReads, runOf, runReadPaths } from '../kinds/loop/runs.js';

export default defineRule({
  id: 'loop-receipt-read-paths',
  meta: {
    type: 'problem',
    description: "Every actual read of a receipt is allowed by its run's `read_paths.txt`",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      notAllowed: 'Unexpected read `{{path}}` under `{{cls}}`, expected only paths allowed by `read_paths.txt`',
      outside: 'Unexpected read `{{path}}` outside the repository, expected a path inside it',
      noReadPaths: 'Unexpected run `{{run}}` without `read_paths.txt`, expected the read permission list its reads are checked against',
    },
  },
  check({ doc, workspace, report }) {
    const reads = receiptReads(doc, workspace).filter((r) => r.cls !== 'forbidden_source');
    const readPaths = runReadPaths(doc, workspace);
    if (!readPaths) {
      const at = doc.yaml.owners.has('actual_read_classes') ? dataRange(doc, ['actual_read_classes'], 'key') : firstKeyAt(doc);
      report({ messageId: 'noReadPaths', data: { run: runOf(doc, workspace).name }, ...at });
      return;
    }
    const cause = [{ relPath: readPaths.doc.relPath, ...firstLineAt(readPaths.doc), message: "No entry of the run's `read_paths.txt` covers this read" }];
    for (const read of reads) {
      const at = dataRange(doc, read.dataPath);
      if (!read.resolution.ok) {
        if (read.resolution.problem !== 'empty') report({ messageId: 'outside', data: { path: read.raw }, ...at });
        continue;
      }
      if (!isAllowed(read.resolution.path, readPaths.entries)) report({ messageId: 'notAllowed', data: { path: read.raw, cls: read.cls }, ...at, cause });
    }
  },
});
