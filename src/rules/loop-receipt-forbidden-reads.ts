import { defineRule, type Cause } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { dataRange, isRecord } from '../kinds/loop/model.js';
import { coveringEntry, toEntry, type PathEntry } from '../kinds/loop/paths.js';
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

const EXECUTING = new Set(['controlled_task_agent', 'verifier', 'executor']);

/**
 * Seed 001:418: an execution unit reads only its next prompt, its card, phase-local files, excerpted
 * requirements and its required read paths; not the full user prompt, the full phase design, the
 * full source manifest or the next phase's details, unless the card grants them. 001:830: an
 * ordinary task_execution executor does not read the test-method protocol.
 */
function contextLeaks(card: WfDocument, receipt: WfDocument, workspace: WorkspaceView, forbidden: readonly CardForbidden[]): Array<{ read: ReceiptRead; what: string; why: string; at: string[] }> {
  const i = rosterIndex(card, receipt, workspace);
  const roster = card.data.agent_roster;
  const entry: unknown = i !== undefined && Array.isArray(roster) ? (roster as unknown[])[i] : undefined;
  const role = isRecord(entry) && typeof entry.role === 'string' ? entry.role : runOf(receipt, workspace).parsed?.role;
  if (!role || !EXECUTING.has(role)) return [];
  const home = card.loopHome ?? '';
  const grant = isRecord(card.data.context_grant) && isRecord(card.data.context_grant.execution_context) ? card.data.context_grant.execution_context : {};
  const granted = [
    ...pathEntriesOf(card, workspace, ['required_read_paths']),
    ...pathEntriesOf(card, workspace, ['context_grant', 'execution_context', 'allowed_sources']),
    ...(isRecord(entry) ? pathEntriesOf(card, workspace, ['agent_roster', String(i), 'may_read']) : []),
  ].map((e) => e.entry);
  for (const key of ['user_requirement_excerpt_path', 'phase_context_brief_path', 'bounded_context_package_path']) {
    const v = grant[key];
    if (typeof v === 'string' && v.trim() !== '') granted.push(toEntry(v.trim(), baseOf(card, workspace)));
  }
  const phase =
    typeof card.data.controller_phase_id === 'string' ? card.data.controller_phase_id.trim() : typeof card.data.loop_level_phase_id === 'string' ? card.data.loop_level_phase_id.trim() : '';
  const inHome = (rel: string) => (home === '' ? rel : `${home}/${rel}`);
  const out: Array<{ read: ReceiptRead; what: string; why: string; at: string[] }> = [];
  const flag = (key: string) => (key in grant ? ['context_grant', 'execution_context', key] : ['context_grant']);
  for (const read of receiptReads(receipt, workspace)) {
    if (read.cls === 'forbidden_source' || !read.resolution.ok) continue;
    const path = read.resolution.path;
    // A read the card forbids outright is reported as such (one violation, one message).
    if (
      coveringEntry(
        path,
        forbidden.filter((f) => f.evenPreflight || !PREFLIGHT_CLASSES.includes(read.cls)).map((f) => f.entry),
      )
    )
      continue;
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (name === 'workflow_real_task_test_case_design.md' && phase === 'task_execution') {
      out.push({
        read,
        what: 'test-method protocol',
        why: 'an ordinary task_execution executor does not read it',
        at: [typeof card.data.controller_phase_id === 'string' ? 'controller_phase_id' : 'loop_level_phase_id'],
      });
      continue;
    }
    if (PREFLIGHT_CLASSES.includes(read.cls) || coveringEntry(path, granted)) continue;
    if ((path === inHome('USER_PROMPTS') || path.startsWith(`${inHome('USER_PROMPTS')}/`)) && grant.full_user_prompt_allowed !== true)
      out.push({ read, what: 'full user prompt', why: 'the card does not set `full_user_prompt_allowed: true`', at: flag('full_user_prompt_allowed') });
    else if (path === inHome('PHASES.md') && grant.full_phase_plan_allowed !== true)
      out.push({ read, what: 'full phase plan', why: 'the card does not set `full_phase_plan_allowed: true`', at: flag('full_phase_plan_allowed') });
    else if (path.startsWith(inHome('SOURCE_MANIFEST'))) out.push({ read, what: 'full source manifest', why: 'the card does not grant it', at: ['required_read_paths'] });
  }
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
      contextLeak: 'Unexpected read `{{path}}` by an executing agent, expected no {{what}} in its context ({{why}})',
    },
  },
  check({ doc, workspace, report }) {
    const card = receiptTaskCard(doc, workspace);
    const cardForbidden = card ? forbiddenOfCard(card, doc, workspace) : [];
    if (card) {
      for (const leak of contextLeaks(card, doc, workspace, cardForbidden))
        report({
          messageId: 'contextLeak',
          data: { path: leak.read.raw, what: leak.what, why: leak.why },
          ...dataRange(doc, leak.read.dataPath),
          cause: [{ relPath: card.relPath, ...dataRange(card, leak.at), message: 'The task card' }],
        });
    }
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
