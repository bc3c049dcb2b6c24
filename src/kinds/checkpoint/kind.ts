/** The checkpoint living document (seed 003): a markdown file under `docs/checkpoints/`, with its README index. */
import { defineKind, folderOf } from '../../core/model/kind.js';
import { checkpointKindView } from './view.js';

export const checkpointKind = defineKind({
  id: 'checkpoint',
  description: 'checkpoint living document (seed 003)',
  workflow: 'checkpoint',
  patterns: ['**/docs/checkpoints/**/*.md'],
  exclude: ['**/README.md'],
  scope: 'repo',
  format: 'markdown',
  // Open questions are resolved by `[x]` or by striking them through; candidates may be a table
  // with a `类型` column (seed 003:26 names no form for the type marks).
  gfm: ['task-list', 'strikethrough', 'table'],
  data: 'view',
  view: checkpointKindView,
  schema: 'checkpoint',
  // The whole `docs/checkpoints/` tree: the carriers and the README index are read together.
  group: (relPath) => {
    const at = `/${relPath}`.indexOf('/docs/checkpoints/');
    return at < 0 ? folderOf(relPath) : relPath.slice(0, at + 'docs/checkpoints'.length);
  },
});
