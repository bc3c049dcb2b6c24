/**
 * The kinds of a harness session (seed 004): `.webwork/harness/{work,archive}/<session>/…`. Each
 * is read with the other documents of its session.
 */
import { defineKind } from '../../core/model/kind.js';
import { sessionDependsOn } from '../dependencies.js';
import { harnessPlanKindView, harnessPlanOutline } from './plan.js';
import { harnessLedgerKindView } from './ledger.js';
import { harnessReviewKindView } from './review.js';

const SESSION = '**/.webwork/harness/{work,archive}/*';
// A live session is ignored by its own `.gitignore` (004:268, 004:292).
const HARNESS = { workflow: 'harness', scope: 'repo', dependsOn: sessionDependsOn, untracked: '.webwork/harness/work' } as const;

export const HARNESS_KINDS = [
  defineKind({
    ...HARNESS,
    id: 'harness-plan',
    description: 'harness work plan (seed 004)',
    patterns: [`${SESSION}/plan.md`],
    format: 'markdown',
    data: 'view',
    view: harnessPlanKindView,
    schema: 'harness-plan',
    outline: harnessPlanOutline,
  }),
  defineKind({
    ...HARNESS,
    id: 'harness-ledger',
    description: 'harness work ledger (seed 004)',
    patterns: [`${SESSION}/progress.md`],
    format: 'markdown',
    data: 'view',
    view: harnessLedgerKindView,
    schema: 'harness-ledger',
  }),
  defineKind({
    ...HARNESS,
    id: 'harness-review',
    description: 'harness task / final review (seed 004)',
    patterns: [`${SESSION}/{task-*-review.md,task-*-rereview-*.md,final-review.md}`],
    format: 'markdown',
    data: 'view',
    view: harnessReviewKindView,
    schema: 'harness-review',
  }),
  defineKind({
    ...HARNESS,
    id: 'harness-brief',
    description: 'harness task brief (seed 004)',
    patterns: [`${SESSION}/task-*-brief.md`],
    format: 'markdown',
    data: 'none',
  }),
  defineKind({
    ...HARNESS,
    id: 'harness-review-package',
    description: 'harness review package, a diff (seed 004)',
    // One pattern each: `..` inside braces would read as a brace range.
    patterns: [`${SESSION}/task-*-review-*.diff`, `${SESSION}/final-review-*.diff`, `${SESSION}/final-fix-review-*.diff`],
    format: 'text',
    data: 'none',
  }),
  // The work directory's own file, and any in the archive (which has none, 004:292).
  defineKind({
    ...HARNESS,
    id: 'harness-gitignore',
    description: 'harness work .gitignore (seed 004)',
    patterns: ['**/.webwork/harness/work/.gitignore', '**/.webwork/harness/archive/.gitignore', `${SESSION}/.gitignore`],
    format: 'text',
    data: 'none',
  }),
];
