import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { dataAt, dataRange, loopDocument } from '../kinds/loop/model.js';
import { entryCovers, entryIncludes, resolveLoopPath, toEntry } from '../kinds/loop/paths.js';
import { baseOf, firstKeyAt, isInRun, listedPaths, pathEntriesOf, receiptReads, receiptTaskCard, runOf, runPathsNamed, stringField } from '../kinds/loop/runs.js';

/**
 * The next prompt of the loop home, when the receipt belongs to a run it dispatches: a run whose
 * files the prompt names (`role_roster`, the gate's `evidence_inputs`); when the prompt names no
 * run file, a run of its unit (same task card, same `agent_unit_phase_id` when the prompt names one).
 */
function dispatchingPrompt(doc: WfDocument, workspace: WorkspaceView): WfDocument | undefined {
  const prompt = loopDocument(workspace, doc.loopHome ?? '', 'next_prompt.codex.md');
  if (!prompt || prompt.kind.id !== 'loop-next-prompt') return undefined;
  const unit = dataAt(prompt.data, ['phase_bound_next_unit']);
  const roster = dataAt(unit, ['role_roster']);
  const named = [...(Array.isArray(roster) ? roster.flatMap(runPathsNamed) : []), ...runPathsNamed(dataAt(unit, ['consumer_protocol_receipt_gate', 'evidence_inputs']))];
  const base = baseOf(prompt, workspace);
  if (named.length > 0) return named.some((p) => isInRun(p, base, runOf(doc, workspace))) ? prompt : undefined;
  const card = receiptTaskCard(doc, workspace);
  const cardPath = stringField(prompt, ['phase_bound_next_unit', 'task_card_path']);
  if (!card || !cardPath) return undefined;
  const r = resolveLoopPath(cardPath, base);
  if (!r.ok || r.path !== card.relPath) return undefined;
  const unitId = stringField(prompt, ['phase_bound_next_unit', 'agent_unit_phase_id']);
  if (unitId !== undefined && unitId !== stringField(doc, ['agent_unit_phase_id'])) return undefined;
  return prompt;
}

export default defineRule({
  id: 'loop-receipt-stale-sources',
  meta: {
    type: 'problem',
    description: 'A receipt neither reads the stale sources its next prompt marks, nor omits them from `stale_sources_not_read`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      read: 'Unexpected read `{{path}}` of stale source `{{stale}}`, expected stale sources to stay unread',
      notRecorded: 'Unexpected `stale_sources_not_read` without `{{stale}}`, expected every stale source of the next prompt',
    },
  },
  check({ doc, workspace, report }) {
    const prompt = dispatchingPrompt(doc, workspace);
    if (!prompt || (prompt.data.state_authority as Record<string, unknown> | undefined)?.stale_sources_must_not_be_read !== true) return;
    const stale = pathEntriesOf(prompt, workspace, ['state_authority', 'stale_sources']).filter((s) => !s.entry.problem);
    if (stale.length === 0) return;
    const causeOf = (dataPath: string[]) => [{ relPath: prompt.relPath, ...dataRange(prompt, dataPath), message: 'Marked stale by the next prompt (`stale_sources_must_not_be_read: true`)' }];
    for (const read of receiptReads(doc, workspace)) {
      if (!read.resolution.ok) continue;
      const resolved = read.resolution.path;
      const hit = stale.find((s) => entryCovers(s.entry, resolved));
      if (hit) report({ messageId: 'read', data: { path: read.raw, stale: hit.entry.raw }, ...dataRange(doc, read.dataPath), cause: causeOf(hit.dataPath) });
    }
    const base = baseOf(doc, workspace);
    const recorded = listedPaths(doc, workspace, ['stale_sources_not_read']).map((p) => toEntry(p.raw, base));
    const at = doc.yaml.owners.has('stale_sources_not_read') ? dataRange(doc, ['stale_sources_not_read']) : firstKeyAt(doc);
    for (const s of stale) {
      if (!recorded.some((r) => entryIncludes(r, s.entry))) report({ messageId: 'notRecorded', data: { stale: s.entry.raw }, ...at, cause: causeOf(s.dataPath) });
    }
  },
});
