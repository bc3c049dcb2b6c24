import { defineRule } from '../core/lint/rule.js';
import { checkpointView } from '../kinds/checkpoint/view.js';

export default defineRule({
  id: 'checkpoint-inside-repo',
  meta: {
    type: 'problem',
    description: 'A checkpoint file lies inside the repository once symbolic links are resolved',
    severity: 'error',
    fixable: false,
    kinds: ['checkpoint'],
    messages: {
      outside: 'Unexpected checkpoint at `{{real}}` outside the repository, expected a path inside it',
    },
  },
  check({ doc, workspace, report }) {
    const real = workspace.realPath(doc.relPath);
    if (real.inside) return;
    const h1 = checkpointView(doc).h1s[0];
    report({ messageId: 'outside', data: { real: real.path }, start: h1?.start ?? 0, end: h1?.headingEnd ?? 0 });
  },
});
