import { defineRule } from '../core/rule.js';
import { RUN_FILES, firstLineAt, runOf } from '../kinds/loop/runs.js';

export default defineRule({
  id: 'loop-run-layout',
  meta: {
    type: 'problem',
    description: 'An agent run directory is named `round_<N>_<role>_<slug>` and holds its four files',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt', 'loop-read-paths'],
    messages: {
      name: 'Unexpected run directory name `{{name}}`, expected `round_<N>_<role>_<slug>`',
      missing: 'Unexpected missing `{{file}}` in run `{{run}}`, expected the run to hold `prompt.md`, `read_paths.txt`, `result.md` and `receipt.yaml`',
    },
  },
  check({ doc, workspace, report }) {
    const run = runOf(doc, workspace);
    // One report per run: on the receipt, or on `read_paths.txt` when the receipt is missing.
    if (doc.kind.id === 'loop-read-paths' && !run.missing.includes('receipt.yaml')) return;
    const at = firstLineAt(doc);
    if (!run.parsed) report({ messageId: 'name', data: { name: run.name }, ...at });
    for (const file of RUN_FILES) {
      if (run.missing.includes(file)) report({ messageId: 'missing', data: { file, run: run.name }, ...at });
    }
  },
});
