import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { dataRange, isRecord, loopDocument, resolveInLoop } from '../kinds/loop/model.js';
import { entryCovers, entryIncludes } from '../kinds/loop/paths.js';
import { pathEntriesOf, receiptReads, receiptTaskCard, rosterRuns, runOf, runReadPaths } from '../kinds/loop/runs.js';

/**
 * The repository startup files (resolved repo paths) that bind every agent of a unit: `AGENTS.md`
 * and the skill index (seed 001:83), and what the card's or the next prompt's
 * `repository_startup_handshake` lists (001:142-152).
 */
function startupFiles(card: WfDocument, workspace: WorkspaceView): Set<string> {
  const home = card.loopHome ?? '';
  const out = new Set<string>();
  const add = (raw: unknown) => {
    if (typeof raw !== 'string' || raw.trim() === '') return;
    const r = resolveInLoop(workspace, home, raw.trim());
    if (r.ok && r.path !== '') out.add(r.path);
  };
  add('AGENTS.md');
  add('rules/skills/INDEX.md');
  for (const d of [card, loopDocument(workspace, home, 'next_prompt.codex.md')]) {
    const hs = d?.data.repository_startup_handshake;
    if (!isRecord(hs)) continue;
    add(hs.startup_instruction_source);
    add(hs.skill_routing_source);
    if (Array.isArray(hs.mandatory_startup_files)) hs.mandatory_startup_files.forEach(add);
  }
  return out;
}

export default defineRule({
  id: 'loop-receipt-required-reads',
  meta: {
    type: 'problem',
    description: 'A receipt claims gate `pass` only when every required read of its task card (or, for a review agent, of its roster entry) is listed and read',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      notListed: 'Unexpected `consumer_protocol_receipt_gate_status: pass` while required read `{{path}}` is not in `read_paths.txt`, expected `fail`',
      notRead: 'Unexpected `consumer_protocol_receipt_gate_status: pass` while required read `{{path}}` is not among the actual reads, expected `fail`',
    },
  },
  check({ doc, workspace, report }) {
    if (doc.data.consumer_protocol_receipt_gate_status !== 'pass') return;
    const card = receiptTaskCard(doc, workspace);
    if (!card) return;
    const readPaths = runReadPaths(doc, workspace);
    const reads = receiptReads(doc, workspace).filter((r) => r.cls !== 'forbidden_source');
    const at = dataRange(doc, ['consumer_protocol_receipt_gate_status']);
    // The card's required reads are the executing unit's (seed 001:418); a review agent reads the
    // unit's contract, outputs and receipts with its own read set (001:419, 001:248 `may_read` per
    // roster entry): it owes the card's repository startup files (the handshake binds every agent,
    // 001:83, 001:842) and the required reads of its own roster entry, if it lists any.
    const run = rosterRuns(workspace, doc.loopHome ?? '').get(runOf(doc, workspace).dir);
    const reviewer = run !== undefined && run.card === card && run.entry.role === 'review_agent';
    const startup = reviewer ? startupFiles(card, workspace) : undefined;
    const required = [
      ...pathEntriesOf(card, workspace, ['required_read_paths']).filter(({ entry }) => !startup || (entry.path !== undefined && startup.has(entry.path))),
      ...(reviewer ? pathEntriesOf(card, workspace, ['agent_roster', String(run.index), 'required_read_paths']) : []),
    ];
    for (const { entry, dataPath } of required) {
      if (entry.problem) continue;
      const cause = [
        { relPath: card.relPath, ...dataRange(card, dataPath), message: dataPath[0] === 'agent_roster' ? 'Required by the roster entry of this review agent' : 'Required by the task card' },
      ];
      // A missing `read_paths.txt` is reported by `loop-run-layout` and `loop-receipt-read-paths`.
      if (readPaths && !readPaths.entries.some((e) => entryIncludes(e, entry))) {
        report({ messageId: 'notListed', data: { path: entry.raw }, ...at, cause });
      }
      if (!reads.some((r) => r.resolution.ok && entryCovers(entry, r.resolution.path))) {
        report({ messageId: 'notRead', data: { path: entry.raw }, ...at, cause });
      }
    }
  },
});
