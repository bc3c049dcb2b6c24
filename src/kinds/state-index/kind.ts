/** The ac-memory task index (seed 000): `.agents/state/INDEX.md`, read with the task files beside it. */
import { defineKind } from '../../core/model/kind.js';
import { stateIndexOutline } from './outline.js';

export const stateIndexKind = defineKind({
  id: 'state-index',
  description: 'ac-memory task index (seed 000)',
  workflow: 'task-state',
  patterns: ['**/.agents/state/INDEX.md'],
  scope: 'repo',
  // Upstream AGENTS.md (ac-memory): "`.agents/state/` 默认不提交".
  untracked: '.agents/state',
  format: 'markdown',
  data: 'header',
  schema: 'state-index',
  outline: stateIndexOutline,
});
