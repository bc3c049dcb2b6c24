import { defineRule, type Cause } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { dataRange, isRecord } from '../kinds/loop/model.js';
import { coveringEntry, type PathEntry } from '../kinds/loop/paths.js';
import { PREFLIGHT_CLASSES, baseOf, isInRun, pathEntriesOf, receiptReads, receiptStatus, receiptTaskCard, runOf, runPathsNamed, type ReceiptRead } from '../kinds/loop/runs.js';

interface CardForbidden {
  entry: PathEntry;
  dataPath: string[];
  /** Applies to preflight reads too (`forbidden_even_as_preflight`). */
  evenPreflight: boolean;
}

/** The roster entry of this run: it names a file of the run directory, else it is the only entry with the run's role. */
function rosterIndex(card: WfDocument, receipt: WfDocument, workspace: WorkspaceView): number | undefined {
  const roster = card.data.agent_roster;
  if (!Array.isArray(roster)) return undefined;
  const run = runOf(receipt, workspace);
  const base = baseOf(card, workspace);
  const byPath = roster.findIndex((a) => runPathsNamed(a).some((p) => isInRun(p, base, run)));
  if (byPath !== -1) return byPath;
  const role = run.parsed?.role;
  const byRole = roster.flatMap((a, i) => (isRecord(a) && a.role === role ? [i] : []));
  return byRole.length === 1 ? byRole[0] : undefined;
}

function forbiddenOfCard(card: WfDocument, receipt: WfDocument, workspace: WorkspaceView): CardForbidden[] {
  const out: CardForbidden[] = [];
  for (const field of ['forbidden_read_paths', 'forbidden_read']) for (const e of pathEntriesOf(card, workspace, [field])) out.push({ ...e, evenPreflight: false });
  const i = rosterIndex(card, receipt, workspace);
  if (i !== undefined) for (const e of pathEntriesOf(card, workspace, ['agent_roster', String(i), 'forbidden_read'])) out.push({ ...e, evenPreflight: false });
  for (const e of pathEntriesOf(card, workspace, ['forbidden_even_as_preflight'])) out.push({ ...e, evenPreflight: true });
  return out;
}

export default defineRule({
  id: 'loop-receipt-forbidden-reads',
  meta: {
    type: 'problem',
    description: 'A receipt that read a forbidden source says so: `forbidden_sources_not_read: false` and gate status `fail`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-receipt'],
    messages: {
      unclassified: 'Unexpected forbidden read `{{path}}` under `{{cls}}`, expected it under `forbidden_source`',
      claimsNotRead: 'Unexpected `forbidden_sources_not_read: true` after {{reads}}, expected `false`',
      claimsPass: 'Unexpected `consumer_protocol_receipt_gate_status: {{status}}` after {{reads}}, expected `fail`',
    },
  },
  check({ doc, workspace, report }) {
    const card = receiptTaskCard(doc, workspace);
    const cardForbidden = card ? forbiddenOfCard(card, doc, workspace) : [];
    const forbidden: Array<{ read: ReceiptRead; cause: Cause }> = [];
    for (const read of receiptReads(doc, workspace)) {
      const at = dataRange(doc, read.dataPath);
      if (read.cls === 'forbidden_source') {
        forbidden.push({ read, cause: { ...at, message: `Forbidden read \`${read.raw}\`` } });
        continue;
      }
      if (!read.resolution.ok) continue;
      const resolved = read.resolution.path;
      const preflight = PREFLIGHT_CLASSES.includes(read.cls);
      const applicable = cardForbidden.filter((f) => f.evenPreflight || !preflight);
      const hit = coveringEntry(
        resolved,
        applicable.map((f) => f.entry),
      );
      if (!hit || !card) continue;
      const f = applicable.find((x) => x.entry === hit)!;
      const cardCause: Cause = { relPath: card.relPath, ...dataRange(card, f.dataPath), message: `Forbidden by \`${f.dataPath.filter((s) => !/^\d+$/.test(s)).join('.')}\` of the task card` };
      report({ messageId: 'unclassified', data: { path: read.raw, cls: read.cls }, ...at, cause: [cardCause] });
      forbidden.push({ read, cause: { ...at, message: `Forbidden read \`${read.raw}\`` } });
    }
    if (forbidden.length === 0) return;
    const names = [...new Set(forbidden.map((f) => f.read.raw))];
    const reads = `forbidden read${names.length > 1 ? 's' : ''} ${names.map((n) => `\`${n}\``).join(', ')}`;
    const cause = forbidden.map((f) => f.cause);
    if (doc.data.forbidden_sources_not_read === true) {
      report({ messageId: 'claimsNotRead', data: { reads }, ...dataRange(doc, ['forbidden_sources_not_read']), cause });
    }
    const status = receiptStatus(doc.data.consumer_protocol_receipt_gate_status);
    if (status === 'pass' || status === 'not_applicable_with_reason') {
      report({ messageId: 'claimsPass', data: { status, reads }, ...dataRange(doc, ['consumer_protocol_receipt_gate_status']), cause });
    }
  },
});
