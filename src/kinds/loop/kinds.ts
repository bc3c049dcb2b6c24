/**
 * The kinds of a loop home (seed 001): paths relative to the loop home (the folder of its
 * `CONTROL.md`). Each is read with the other documents of its home.
 */
import { defineKind } from '../../core/model/kind.js';
import { loopDependsOn } from '../dependencies.js';

const LOOP = { workflow: 'loop', scope: 'loop-home', dependsOn: loopDependsOn } as const;
/** The folders of a loop home that hold its run folders (001:881-889). */
export const RUN_CONTAINERS = ['AGENT_RUNS', 'runs/agents'] as const;
const RUN = `{${RUN_CONTAINERS.join(',')}}/*`;

export const LOOP_KINDS = [
  defineKind({ ...LOOP, id: 'loop-control', description: 'loop CONTROL.md (seed 001)', patterns: ['CONTROL.md'], format: 'markdown', data: 'yaml', bareData: 'header', schema: 'loop-control' }),
  defineKind({ ...LOOP, id: 'loop-phases', description: 'loop PHASES.md (seed 001)', patterns: ['PHASES.md'], format: 'markdown', data: 'yaml', schema: 'loop-phases' }),
  defineKind({
    ...LOOP,
    id: 'loop-scheduler-decision',
    description: 'loop SCHEDULER_DECISION.md (seed 001)',
    patterns: ['SCHEDULER_DECISION.md'],
    format: 'markdown',
    data: 'yaml',
    bareData: 'anywhere',
    schema: 'loop-scheduler-decision',
  }),
  defineKind({
    ...LOOP,
    id: 'loop-next-prompt',
    description: 'loop next_prompt.codex.md (seed 001)',
    patterns: ['next_prompt.codex.md'],
    format: 'markdown',
    data: 'yaml',
    schema: 'loop-next-prompt',
  }),
  defineKind({ ...LOOP, id: 'loop-task-card', description: 'loop task card (seed 001)', patterns: ['TASKS/T*.md'], format: 'markdown', data: 'yaml', schema: 'loop-task-card' }),
  defineKind({ ...LOOP, id: 'loop-receipt', description: 'loop agent-run receipt (seed 001)', patterns: [`${RUN}/receipt.yaml`], format: 'yaml', data: 'yaml', schema: 'loop-receipt' }),
  defineKind({ ...LOOP, id: 'loop-read-paths', description: 'loop agent-run read_paths.txt (seed 001)', patterns: [`${RUN}/read_paths.txt`], format: 'text', data: 'none' }),
  defineKind({
    ...LOOP,
    id: 'loop-decision-packet',
    description: 'loop decision packet (seed 001)',
    patterns: ['decision_packets/*.md'],
    format: 'markdown',
    data: 'yaml',
    schema: 'loop-decision-packet',
  }),
  defineKind({
    ...LOOP,
    id: 'loop-round-review',
    description: 'loop round review (seed 001)',
    patterns: ['evidence/reviews/round_*_review.md'],
    format: 'markdown',
    data: 'yaml',
    schema: 'loop-round-review',
  }),
  defineKind({
    ...LOOP,
    id: 'loop-trace',
    description: 'loop trace: events and derived indexes (seed 001)',
    patterns: ['.loop_trace/events.jsonl', '.loop_trace/indexes/*.jsonl'],
    format: 'jsonl',
    data: 'none',
  }),
  defineKind({ ...LOOP, id: 'loop-final-report', description: 'loop final report (seed 001)', patterns: ['reports/FINAL_REPORT.html'], format: 'html', data: 'none' }),
  // A trace-derived factpack (seed 001:644, 001:724); one that carries `decision_packet_id` or `binding_next_action` is a decision packet.
  defineKind({
    ...LOOP,
    id: 'loop-factpack',
    description: 'loop trace factpack, which may hold a decision packet (seed 001)',
    patterns: ['.loop_trace/factpacks/*.md'],
    format: 'markdown',
    data: 'yaml',
  }),
  // The runtime compatibility projection (seed 001:748): its state must stay active until the loop closes.
  defineKind({ ...LOOP, id: 'loop-runtime-state', description: 'loop runtime projection loop_state.codex.json (seed 001)', patterns: ['loop_state.codex.json'], format: 'text', data: 'none' }),
  // What to do and its acceptance boundary, with the requirement deltas (seed 001:319, 001:660-664).
  defineKind({ ...LOOP, id: 'loop-requirements', description: 'loop REQUIREMENTS.md (seed 001)', patterns: ['REQUIREMENTS.md'], format: 'markdown', data: 'yaml' }),
  // Which disk facts the next wake-up resumes from (seed 001:127, 001:664).
  defineKind({ ...LOOP, id: 'loop-handoff', description: 'loop HANDOFF.md (seed 001)', patterns: ['HANDOFF.md'], format: 'markdown', data: 'none' }),
  // What an agent run hands to its reviewers (seed 001:891: reviewers consume only result.md and the receipt); its claims are checked.
  defineKind({ ...LOOP, id: 'loop-run-result', description: 'loop agent-run result.md (seed 001)', patterns: [`${RUN}/result.md`], format: 'markdown', data: 'yaml' }),
];

/** The kinds of the files of a run folder (`<container>/<run>/receipt.yaml` …). */
export const RUN_KIND_IDS: ReadonlySet<string> = new Set(LOOP_KINDS.filter((k) => k.patterns.every((p) => p.startsWith(`${RUN}/`))).map((k) => k.id));
