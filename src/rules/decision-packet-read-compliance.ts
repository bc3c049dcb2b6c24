import { PACKET_KINDS, isPacketDoc } from '../kinds/loop/model.js';
import { defineRule } from '../core/lint/rule.js';
import { packetView, reactionAt, text } from '../kinds/loop/packets.js';
import type { RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { cardNamed, dataAt, dataRange, resolveInLoop, taskCardId } from '../kinds/loop/model.js';
import { receiptFailures, rosterOutputs, unitReceipts } from '../kinds/loop/runs.js';

/**
 * Seed 001:927-929: a missing or out-of-bounds read cannot be wiped out by a later pass. The
 * receipts of the unit the packet decides on (`source_unit`) and its round reviews' verdicts are
 * what the packet's `read_compliance_review` summarises; a failure in them stops the step too.
 */
function unitFindings(doc: WfDocument, workspace: WorkspaceView, reaction: string, at: { start: number; end: number }, report: RuleContext['report']): void {
  const home = doc.loopHome;
  if (home === undefined) return;
  const card = cardNamed(workspace, home, doc.data.source_unit);
  if (!card) return;
  const unit = taskCardId(card);
  const rel = (p: string) => (home && p.startsWith(`${home}/`) ? p.slice(home.length + 1) : p);
  for (const receipt of unitReceipts(workspace, home, card)) {
    const failed = receiptFailures(receipt);
    if (failed.length > 0)
      report({
        messageId: 'receiptFailed',
        data: { reaction, receipt: rel(receipt.relPath), unit, field: failed[0]! },
        ...at,
        cause: [{ relPath: receipt.relPath, ...dataRange(receipt, [failed[0]!.slice(0, failed[0]!.indexOf(':'))]), message: 'The receipt' }],
      });
  }
  const outputs = rosterOutputs(workspace, home);
  const reviews = new Set<WfDocument>();
  for (const [p, c] of outputs) {
    const d = c === card ? workspace.document(p) : undefined;
    if (d?.kind.id === 'loop-round-review') reviews.add(d);
  }
  const named = text(dataAt(doc.data, ['review_result', 'solid_decision_review', 'path']));
  const r = named ? resolveInLoop(workspace, home, named) : undefined;
  const namedDoc = r?.ok ? workspace.document(r.path) : undefined;
  if (namedDoc?.kind.id === 'loop-round-review') reviews.add(namedDoc);
  if (doc.kind.id === 'loop-round-review') reviews.add(doc);
  for (const review of reviews) {
    const v = text(dataAt(review.data, ['round_evolution', 'read_compliance_verdict']));
    if (v && /^(?:fail|failed|partial)$/i.test(v)) {
      report({
        messageId: 'reviewFailed',
        data: { reaction, review: rel(review.relPath), verdict: v },
        ...at,
        cause: [{ relPath: review.relPath, ...dataRange(review, ['round_evolution', 'read_compliance_verdict']), message: 'The round review' }],
      });
    }
  }
}

export default defineRule({
  id: 'decision-packet-read-compliance',
  meta: {
    type: 'problem',
    description: 'A packet binds `advance` or `close` only after a passed read-compliance review (or one judged not applicable, with a reason)',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: PACKET_KINDS,
    messages: {
      missing: 'Unexpected `reaction: {{reaction}}` without a `read_compliance_review`, expected a `pass` review (or `not_applicable` with a `reason`)',
      noVerdict: 'Unexpected `reaction: {{reaction}}` with a read-compliance review that states no verdict, expected `verdict: pass` (or `not_applicable` with a `reason`)',
      failed: 'Unexpected `reaction: {{reaction}}` with read-compliance verdict `{{verdict}}`, expected `pass` (repair the read contract or rerun the unit first)',
      noReason: 'Unexpected `reaction: {{reaction}}` with a `not_applicable` read-compliance review without a `reason`, expected the reason the reads do not apply',
      receiptFailed: 'Unexpected `reaction: {{reaction}}` while the receipt `{{receipt}}` of unit `{{unit}}` reports `{{field}}`, expected the read contract repaired or the unit rerun first',
      reviewFailed: 'Unexpected `reaction: {{reaction}}` while `{{review}}` records `read_compliance_verdict: {{verdict}}`, expected a passed read-compliance review first',
    },
  },
  check({ doc, workspace, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (view.reaction !== 'advance' && view.reaction !== 'close') return;
    const rc = view.readCompliance;
    const at = reactionAt(view);
    unitFindings(doc, workspace, view.reaction, at, report);
    if (rc.verdict === 'pass' || (rc.verdict === 'not_applicable' && rc.reason)) return;
    const data = { reaction: view.reaction };
    const cause = rc.present ? [{ start: rc.start, end: rc.end, message: '`read_compliance_review`' }] : [];
    if (!rc.present) report({ messageId: 'missing', data, start: at.start, end: at.end });
    else if (rc.verdict === 'not_applicable') report({ messageId: 'noReason', data, start: at.start, end: at.end, cause });
    else if (rc.verdict) report({ messageId: 'failed', data: { ...data, verdict: rc.verdict }, start: at.start, end: at.end, cause });
    else report({ messageId: 'noVerdict', data, start: at.start, end: at.end, cause });
  },
});
