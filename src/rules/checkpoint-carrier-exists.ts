import { defineRule } from '../core/rule.js';
import { normalizeRel } from '../core/workspace.js';
import { checkpointView } from '../kinds/checkpoint/view.js';

function dirOf(relPath: string): string {
  const i = relPath.lastIndexOf('/');
  return i === -1 ? '' : relPath.slice(0, i);
}

export default defineRule({
  id: 'checkpoint-carrier-exists',
  meta: {
    type: 'problem',
    description: 'Every relative path or link in `相关载体` resolves to a file or directory inside the repository',
    severity: 'warn',
    fixable: false,
    crossFile: true,
    kinds: ['checkpoint'],
    messages: {
      missing: 'Unexpected missing carrier `{{path}}`, expected a path that exists in the repository',
      outside: 'Unexpected carrier `{{path}}` outside the repository, expected a path inside it',
    },
  },
  check({ doc, workspace, report }) {
    const dir = dirOf(doc.relPath);
    for (const item of checkpointView(doc).items.carriers ?? []) {
      for (const c of item.carriers) {
        // A link resolves against the checkpoint's directory (as on GitHub); a code span or bare path
        // may also be written from the repository root. A leading `/` is the repository root.
        const candidates = c.path.startsWith('/')
          ? [c.path.slice(1)]
          : c.from === 'link' || /^\.\.?\//.test(c.path)
            ? [`${dir}/${c.path}`]
            : [c.path, `${dir}/${c.path}`];
        const resolved = candidates.map((p) => normalizeRel(p));
        if (resolved.every((r) => r === undefined)) {
          report({ messageId: 'outside', data: { path: c.path }, start: c.start, end: c.end });
          continue;
        }
        const existing = resolved.find((r): r is string => r !== undefined && workspace.exists(r));
        if (existing === undefined) {
          report({ messageId: 'missing', data: { path: c.path }, start: c.start, end: c.end });
          continue;
        }
        if (!workspace.realPath(existing).inside) report({ messageId: 'outside', data: { path: c.path }, start: c.start, end: c.end });
      }
    }
  },
});
