import { defineRule } from '../core/lint/rule.js';
import { consumedUnits, dataRange, taskCardId } from '../kinds/loop/model.js';
import { firstLineAt, rosterRuns, roundReviewed, runOf, type RunFile } from '../kinds/loop/runs.js';

/** Written at dispatch (seed 001:27, 001:93: the run's prompt and read paths, its outputs 预期). */
const DISPATCH_FILES: readonly RunFile[] = ['prompt.md', 'read_paths.txt'];
/** A run file missing (one text for the dispatch files and the outputs: the gate tells them apart by id). */
const MISSING = 'Unexpected missing `{{file}}` in run `{{run}}`, expected the run to hold `prompt.md`, `read_paths.txt`, `result.md` and `receipt.yaml`';
/** Written by the run: due once something consumes the unit. */
const OUTPUT_FILES: readonly RunFile[] = ['result.md', 'receipt.yaml'];

export default defineRule({
  id: 'loop-run-layout',
  meta: {
    type: 'problem',
    description: 'An agent run directory is named `round_<N>_<role>_<slug>` and holds its four files (`result.md` and `receipt.yaml` once the unit is consumed)',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt', 'loop-read-paths', 'loop-task-card'],
    messages: {
      name: 'Unexpected run directory name `{{name}}`, expected `round_<N>_<role>_<slug>`',
      missing: MISSING,
      // The same words as `missing`: a file written at dispatch, which the gate's dispatch row asks for.
      missingDispatch: MISSING,
      dispatchMissing: 'Unexpected run `{{run}}` with its `prompt.md` and without `read_paths.txt`, expected the read paths written with the prompt at dispatch (they are its permission boundary)',
      consumedWithout: 'Unexpected missing `{{file}}` of run `{{run}}` while unit `{{task}}` was consumed, expected the run to write it before its unit is reviewed or decided',
    },
  },
  check({ doc, workspace, report }) {
    const home = doc.loopHome ?? '';
    if (doc.kind.id === 'loop-task-card') {
      // A key unit has receipts (seed 001:889, 001:944): once the unit is consumed, every run of its roster wrote its outputs.
      const task = taskCardId(doc);
      // Dispatch writes a run's prompt and its read paths together (seed 001:27, 001:93, 001:891
      // read_paths.txt 是权限边界): a run with one and not the other misses its permission boundary
      // or its prompt. (A run no linted file of which exists is reported here, the card naming it.)
      for (const [dir, { card, index }] of rosterRuns(workspace, home)) {
        if (card !== doc) continue;
        const present = DISPATCH_FILES.filter((f) => workspace.exists(`${dir}/${f}`));
        if (present.length !== 1 || workspace.exists(`${dir}/receipt.yaml`) || present[0] === 'read_paths.txt') continue;
        const entry = (doc.data.agent_roster as unknown[])[index] as Record<string, unknown>;
        const run = dir.slice(dir.lastIndexOf('/') + 1);
        report({ messageId: 'dispatchMissing', data: { run }, ...dataRange(doc, ['agent_roster', String(index), 'read_paths_path' in entry ? 'read_paths_path' : 'agent_id']) });
      }
      if (!consumedUnits(workspace, home).has(task)) return;
      for (const [dir, { card, index }] of rosterRuns(workspace, home)) {
        if (card !== doc) continue;
        const run = dir.slice(dir.lastIndexOf('/') + 1);
        for (const file of OUTPUT_FILES) {
          if (workspace.exists(`${dir}/${file}`)) continue;
          const key = file === 'receipt.yaml' ? 'receipt_path' : 'output_path';
          const entry = (doc.data.agent_roster as unknown[])[index] as Record<string, unknown>;
          report({ messageId: 'consumedWithout', data: { file, run, task }, ...dataRange(doc, ['agent_roster', String(index), key in entry ? key : 'agent_id']) });
        }
      }
      return;
    }
    const run = runOf(doc, workspace);
    // One report per run: on the receipt, or on `read_paths.txt` when the receipt is missing.
    if (doc.kind.id === 'loop-read-paths' && !run.missing.includes('receipt.yaml')) return;
    const at = firstLineAt(doc);
    if (!run.parsed) report({ messageId: 'name', data: { name: run.name }, ...at });
    for (const file of DISPATCH_FILES) if (run.missing.includes(file)) report({ messageId: 'missingDispatch', data: { file, run: run.name }, ...at });
    // The outputs of a run a roster names are the card's matter (above); others are due once their round is reviewed.
    if (rosterRuns(workspace, home).has(run.dir)) return;
    if (!run.parsed || !roundReviewed(workspace, home, run.parsed.round)) return;
    for (const file of OUTPUT_FILES) if (run.missing.includes(file)) report({ messageId: 'missing', data: { file, run: run.name }, ...at });
  },
});
