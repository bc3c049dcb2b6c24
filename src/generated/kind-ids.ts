/* Generated from the defineKind calls of src/kinds by scripts/gen-types.mjs; do not edit (npm run gen). */
/** Every kind id of the registry (src/kinds/index.ts lists the definitions). */
export const KIND_IDS = [
  'checkpoint',
  'harness-brief',
  'harness-gitignore',
  'harness-ledger',
  'harness-plan',
  'harness-review',
  'harness-review-package',
  'loop-control',
  'loop-decision-packet',
  'loop-factpack',
  'loop-final-report',
  'loop-handoff',
  'loop-next-prompt',
  'loop-phases',
  'loop-read-paths',
  'loop-receipt',
  'loop-requirements',
  'loop-round-review',
  'loop-run-result',
  'loop-runtime-state',
  'loop-scheduler-decision',
  'loop-task-card',
  'loop-trace',
  'plan-summary',
  'state-index',
  'task-state',
] as const;

export type KindId = (typeof KIND_IDS)[number];
