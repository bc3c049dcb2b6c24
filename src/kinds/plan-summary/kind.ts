/** The task-driver plan summary (seed 002): `.task-driver/<task>-<timestamp>-计划摘要.md`. */
import { defineKind } from '../../core/model/kind.js';
import { planSummaryOutline } from './outline.js';
import { planSummaryKindView } from './view.js';

export const planSummaryKind = defineKind({
  id: 'plan-summary',
  description: 'task-driver plan summary (seed 002)',
  workflow: 'plan-summary',
  // Every markdown file of `.task-driver/` is a summary (seed 002 keeps nothing else there), so a
  // misnamed one (`…-摘要.md`) is linted and `plan-summary-filename` names the expected name.
  patterns: ['**/.task-driver/*.md'],
  scope: 'repo',
  // Seed 002 keeps the summary out of commits unless the user asks (002:65).
  untracked: '.task-driver',
  format: 'markdown',
  // The plan is a table.
  gfm: ['table'],
  data: 'view',
  view: planSummaryKindView,
  schema: 'plan-summary',
  outline: planSummaryOutline,
});
