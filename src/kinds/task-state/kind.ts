/** The ac-memory task state file (seed 000): `.agents/state/tasks/<task-id>.md`. */
import { defineKind } from '../../core/model/kind.js';
import { taskStateFolderOf, taskDependsOn } from '../dependencies.js';
import { taskStateOutline } from './outline.js';
import { decisionLogSection } from './view.js';

export const taskStateKind = defineKind({
  id: 'task-state',
  description: 'ac-memory task state file (seed 000)',
  workflow: 'task-state',
  patterns: ['**/.agents/state/tasks/*.md'],
  scope: 'repo',
  // Upstream AGENTS.md (ac-memory): "`.agents/state/` 默认不提交".
  untracked: '.agents/state',
  format: 'markdown',
  // Top 3 and review findings are task lists; nothing in a task file is read from a table.
  gfm: ['task-list'],
  data: 'header',
  schema: 'task-state',
  outline: taskStateOutline,
  // The decision log is appended to, never rewritten (seed 000): no fix edits inside it.
  protectedRanges: (doc) => {
    const log = decisionLogSection(doc);
    return log ? [[log.headingEnd, log.end]] : [];
  },
  // `<state>/tasks/<id>.md` is read with its index, `<state>/INDEX.md`.
  group: taskStateFolderOf,
  dependsOn: taskDependsOn,
});
