/** The kind registry (spec README §1): how each workflow document is detected and read. */
import type { KindDef, KindId } from '../core/model/kind.js';
import { taskStateOutline } from './task-state/outline.js';
import { stateIndexOutline } from './state-index/outline.js';
import { planSummaryOutline } from './plan-summary/outline.js';
import { planSummaryKindView } from './plan-summary/view.js';
import { checkpointKindView } from './checkpoint/view.js';
import { harnessPlanKindView, harnessPlanOutline } from './harness/plan.js';
import { harnessLedgerKindView } from './harness/ledger.js';
import { harnessReviewKindView } from './harness/review.js';
import { dependsOnOf, taskStateFolderOf } from './dependencies.js';
import { decisionLogSection } from './task-state/view.js';
import { folderOf } from '../core/model/kind.js';

export type { KindDef, KindId } from '../core/model/kind.js';

const HARNESS = '**/.webwork/harness/{work,archive}/*';

const DEFINED: readonly KindDef[] = [
  {
    id: 'task-state',
    description: 'ac-memory task state file (seed 000)',
    patterns: ['**/.agents/state/tasks/*.md'],
    scope: 'repo',
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
  },
  {
    id: 'state-index',
    description: 'ac-memory task index (seed 000)',
    patterns: ['**/.agents/state/INDEX.md'],
    scope: 'repo',
    format: 'markdown',
    data: 'header',
    schema: 'state-index',
    outline: stateIndexOutline,
  },
  {
    id: 'plan-summary',
    description: 'task-driver plan summary (seed 002)',
    // Every markdown file of `.task-driver/` is a summary (seed 002 keeps nothing else there), so a
    // misnamed one (`…-摘要.md`) is linted and `plan-summary-filename` names the expected name.
    patterns: ['**/.task-driver/*.md'],
    scope: 'repo',
    format: 'markdown',
    // The plan is a table.
    gfm: ['table'],
    data: 'view',
    view: planSummaryKindView,
    schema: 'plan-summary',
    outline: planSummaryOutline,
  },
  {
    id: 'checkpoint',
    description: 'checkpoint living document (seed 003)',
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
  },
  {
    id: 'harness-plan',
    description: 'harness work plan (seed 004)',
    patterns: [`${HARNESS}/plan.md`],
    scope: 'repo',
    format: 'markdown',
    data: 'view',
    view: harnessPlanKindView,
    schema: 'harness-plan',
    outline: harnessPlanOutline,
  },
  {
    id: 'harness-ledger',
    description: 'harness work ledger (seed 004)',
    patterns: [`${HARNESS}/progress.md`],
    scope: 'repo',
    format: 'markdown',
    data: 'view',
    view: harnessLedgerKindView,
    schema: 'harness-ledger',
  },
  {
    id: 'harness-review',
    description: 'harness task / final review (seed 004)',
    patterns: [`${HARNESS}/{task-*-review.md,task-*-rereview-*.md,final-review.md}`],
    scope: 'repo',
    format: 'markdown',
    data: 'view',
    view: harnessReviewKindView,
    schema: 'harness-review',
  },
  {
    id: 'harness-brief',
    description: 'harness task brief (seed 004)',
    patterns: [`${HARNESS}/task-*-brief.md`],
    scope: 'repo',
    format: 'markdown',
    data: 'none',
  },
  {
    id: 'harness-review-package',
    description: 'harness review package, a diff (seed 004)',
    // One pattern each: `..` inside braces would read as a brace range.
    patterns: [`${HARNESS}/task-*-review-*.diff`, `${HARNESS}/final-review-*.diff`, `${HARNESS}/final-fix-review-*.diff`],
    scope: 'repo',
    format: 'text',
    data: 'none',
  },
  // The work directory's own file, and any in the archive (which has none, 004:292).
  {
    id: 'harness-gitignore',
    description: 'harness work .gitignore (seed 004)',
    patterns: ['**/.webwork/harness/work/.gitignore', '**/.webwork/harness/archive/.gitignore', `${HARNESS}/.gitignore`],
    scope: 'repo',
    format: 'text',
    data: 'none',
  },
  { id: 'loop-control', description: 'loop CONTROL.md (seed 001)', patterns: ['CONTROL.md'], scope: 'loop-home', format: 'markdown', data: 'yaml', bareData: 'header', schema: 'loop-control' },
  { id: 'loop-phases', description: 'loop PHASES.md (seed 001)', patterns: ['PHASES.md'], scope: 'loop-home', format: 'markdown', data: 'yaml', schema: 'loop-phases' },
  {
    id: 'loop-scheduler-decision',
    description: 'loop SCHEDULER_DECISION.md (seed 001)',
    patterns: ['SCHEDULER_DECISION.md'],
    scope: 'loop-home',
    format: 'markdown',
    data: 'yaml',
    bareData: 'anywhere',
    schema: 'loop-scheduler-decision',
  },
  { id: 'loop-next-prompt', description: 'loop next_prompt.codex.md (seed 001)', patterns: ['next_prompt.codex.md'], scope: 'loop-home', format: 'markdown', data: 'yaml', schema: 'loop-next-prompt' },
  { id: 'loop-task-card', description: 'loop task card (seed 001)', patterns: ['TASKS/T*.md'], scope: 'loop-home', format: 'markdown', data: 'yaml', schema: 'loop-task-card' },
  {
    id: 'loop-receipt',
    description: 'loop agent-run receipt (seed 001)',
    patterns: ['{AGENT_RUNS,runs/agents}/*/receipt.yaml'],
    scope: 'loop-home',
    format: 'yaml',
    data: 'yaml',
    schema: 'loop-receipt',
  },
  { id: 'loop-read-paths', description: 'loop agent-run read_paths.txt (seed 001)', patterns: ['{AGENT_RUNS,runs/agents}/*/read_paths.txt'], scope: 'loop-home', format: 'text', data: 'none' },
  {
    id: 'loop-decision-packet',
    description: 'loop decision packet (seed 001)',
    patterns: ['decision_packets/*.md'],
    scope: 'loop-home',
    format: 'markdown',
    data: 'yaml',
    schema: 'loop-decision-packet',
  },
  {
    id: 'loop-round-review',
    description: 'loop round review (seed 001)',
    patterns: ['evidence/reviews/round_*_review.md'],
    scope: 'loop-home',
    format: 'markdown',
    data: 'yaml',
    schema: 'loop-round-review',
  },
  {
    id: 'loop-trace',
    description: 'loop trace: events and derived indexes (seed 001)',
    patterns: ['.loop_trace/events.jsonl', '.loop_trace/indexes/*.jsonl'],
    scope: 'loop-home',
    format: 'jsonl',
    data: 'none',
  },
  { id: 'loop-final-report', description: 'loop final report (seed 001)', patterns: ['reports/FINAL_REPORT.html'], scope: 'loop-home', format: 'html', data: 'none' },
  // A trace-derived factpack (seed 001:644, 001:724); one that carries `decision_packet_id` or `binding_next_action` is a decision packet.
  {
    id: 'loop-factpack',
    description: 'loop trace factpack, which may hold a decision packet (seed 001)',
    patterns: ['.loop_trace/factpacks/*.md'],
    scope: 'loop-home',
    format: 'markdown',
    data: 'yaml',
  },
  // What an agent run hands to its reviewers (seed 001:891: reviewers consume only result.md and the receipt); its claims are checked.
  // The runtime compatibility projection (seed 001:748): its state must stay active until the loop closes.
  { id: 'loop-runtime-state', description: 'loop runtime projection loop_state.codex.json (seed 001)', patterns: ['loop_state.codex.json'], scope: 'loop-home', format: 'text', data: 'none' },
  // What to do and its acceptance boundary, with the requirement deltas (seed 001:319, 001:660-664).
  { id: 'loop-requirements', description: 'loop REQUIREMENTS.md (seed 001)', patterns: ['REQUIREMENTS.md'], scope: 'loop-home', format: 'markdown', data: 'yaml' },
  // Which disk facts the next wake-up resumes from (seed 001:127, 001:664).
  { id: 'loop-handoff', description: 'loop HANDOFF.md (seed 001)', patterns: ['HANDOFF.md'], scope: 'loop-home', format: 'markdown', data: 'none' },
  { id: 'loop-run-result', description: 'loop agent-run result.md (seed 001)', patterns: ['{AGENT_RUNS,runs/agents}/*/result.md'], scope: 'loop-home', format: 'markdown', data: 'yaml' },
];

/** Every kind, with the documents its findings depend on (derived per workflow: `dependsOnOf`). */
export const KINDS: readonly KindDef[] = DEFINED.map((k) => {
  const dependsOn = k.dependsOn ?? dependsOnOf(k);
  return dependsOn ? { ...k, dependsOn } : k;
});

const BY_ID = new Map<string, KindDef>(KINDS.map((k) => [k.id, k]));

export function getKind(id: string): KindDef | undefined {
  return BY_ID.get(id);
}

export function isKindId(id: string): id is KindId {
  return BY_ID.has(id);
}
