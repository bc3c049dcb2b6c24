import { defineRule } from '../core/lint/rule.js';
import { normalizeRel } from '../core/project/workspace.js';
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
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['checkpoint'],
    messages: {
      missing: 'Unexpected missing carrier `{{path}}`, expected a path that exists in the repository',
      outside: 'Unexpected carrier `{{path}}` outside the repository, expected a path inside it',
    },
  },
  check({ doc, workspace, report }) {
    // A checkpoint reached through a symbolic link (an alias such as `docs/checkpoints/current.md`)
    // resolves its links from where the file really is, as an editor following the link would.
    const real = workspace.realPath(doc.relPath);
    const dirs = [...new Set([dirOf(doc.relPath), ...(real.inside ? [dirOf(real.path)] : [])])];
    for (const item of checkpointView(doc).items.carriers ?? []) {
      for (const c of item.carriers) {
        // A link resolves against the checkpoint's directory (as on GitHub); a code span or bare path
        // may also be written from the repository root. A leading `/` is the repository root.
        const fromDirs = dirs.map((d) => `${d}/${c.path}`);
        const candidates = c.path.startsWith('/') ? [c.path.slice(1)] : c.from === 'link' ? fromDirs : /^\.\.?\//.test(c.path) ? [...fromDirs, c.path] : [c.path, ...fromDirs];
        const resolved = candidates.map((p) => normalizeRel(p));
        // `../x` read from the repository root leaves it: the path points outside.
        if (c.from !== 'link' && /^\.\.\//.test(c.path) && resolved.every((r) => r === undefined || !workspace.exists(r))) {
          report({ messageId: 'outside', data: { path: c.path }, start: c.start, end: c.end });
          continue;
        }
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
