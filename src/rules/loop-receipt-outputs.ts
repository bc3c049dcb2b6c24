import { defineRule } from '../core/lint/rule.js';
import { dataRange } from '../kinds/loop/model.js';
import { isGlob } from '../kinds/loop/paths.js';
import { listedPaths } from '../kinds/loop/runs.js';

export default defineRule({
  id: 'loop-receipt-outputs',
  meta: {
    type: 'problem',
    description: 'Every output path a receipt declares exists',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      missing: 'Unexpected output `{{path}}` that does not exist, expected every declared output to be written',
      outside: 'Unexpected output `{{path}}` outside the repository, expected a path inside it',
    },
  },
  check({ doc, workspace, report }) {
    for (const out of listedPaths(doc, workspace, ['output_paths'])) {
      const at = dataRange(doc, out.dataPath);
      if (!out.resolution.ok) {
        if (out.resolution.problem !== 'empty') report({ messageId: 'outside', data: { path: out.raw }, ...at });
        continue;
      }
      // A glob names no one file: nothing to look up.
      if (isGlob(out.raw)) continue;
      if (!workspace.exists(out.resolution.path)) report({ messageId: 'missing', data: { path: out.raw }, ...at });
    }
  },
});
