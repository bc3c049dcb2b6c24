import { defineRule, type Cause } from '../core/lint/rule.js';
import { locateData } from '../core/model/yaml-data.js';
import { cardNamed, dataRange, inLoopHome, isPacketDoc, isRecord, newestPacket, PACKET_KINDS, phaseRegistry, taskCardId } from '../kinds/loop/model.js';
import { parseRunName, rosterRuns, roundReviewed } from '../kinds/loop/runs.js';
import { packetView, reactionAt } from '../kinds/loop/packets.js';

const CLOSED_PHASE = new Set(['passed', 'skipped', 'blocked']);

export default defineRule({
  id: 'decision-packet-closure',
  meta: {
    type: 'problem',
    description: 'A packet that closes allows closure, and (as the newest packet) finds every phase passed, skipped or blocked and the final report written',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: PACKET_KINDS,
    messages: {
      notAllowed: 'Unexpected `reaction: close` with `closure_allowed: {{value}}`, expected `closure_allowed: true`',
      openPhase: 'Unexpected `reaction: close` with open phase{{s}} {{phases}} in `PHASES.md`, expected every phase `passed`, `skipped` or `blocked`',
      noReport: 'Unexpected `reaction: close` without `{{report}}`, expected the final report to be written before closure',
      singleAgent:
        'Unexpected `reaction: close` on unit `{{unit}}`, a single-agent exception, expected closure decided on a unit with an independent review agent (the exception cannot be used for closure)',
      noClosureReview:
        'Unexpected `reaction: close` on unit `{{unit}}` without a review of round {{round}} (`evidence/reviews/round_{{round}}_review.md`), expected the closure review done before closing',
      noReceipt: 'Unexpected `reaction: close` while run{{s}} {{runs}} of key units have no `receipt.yaml`, expected every key agent unit to have its receipt',
    },
  },
  check({ doc, workspace, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (view.reaction !== 'close') return;
    const at = reactionAt(view);
    if (view.closureAllowed !== true) {
      const c = view.at(['state_consistency', 'closure_allowed']);
      const raw = (doc.data.state_consistency as Record<string, unknown> | undefined)?.closure_allowed;
      report({
        messageId: 'notAllowed',
        data: { value: typeof raw === 'boolean' || typeof raw === 'string' || typeof raw === 'number' ? String(raw) : 'null' },
        start: at.start,
        end: at.end,
        cause: [{ start: c.start, end: c.end, message: '`closure_allowed`' }],
      });
    }
    // Phases and the final report are today's facts: an older packet that closed is history.
    if (doc.loopHome === undefined || newestPacket(workspace, doc.loopHome) !== doc) return;
    const registry = phaseRegistry(workspace, doc.loopHome);
    const open: string[] = [];
    const cause: Cause[] = [];
    for (const phase of registry.phases) {
      if (phase.status === undefined || CLOSED_PHASE.has(phase.status)) continue;
      open.push(`\`${phase.id ?? phase.index}\` (\`${phase.status}\`)`);
      const loc = registry.doc ? locateData(registry.doc.yaml, ['phase_registry', String(phase.index), 'status']) : undefined;
      if (loc) cause.push({ relPath: registry.doc!.relPath, start: loc.start, end: loc.end, message: `Phase \`${phase.id ?? phase.index}\`` });
    }
    if (open.length > 0) report({ messageId: 'openPhase', data: { phases: open.join(', '), s: open.length > 1 ? 's' : '' }, start: at.start, end: at.end, cause });
    // Seed 001:555: a single-agent exception cannot be used for closure, promotion or scheduler stop.
    const card = cardNamed(workspace, doc.loopHome, doc.data.source_unit);
    const exception = card?.data.single_agent_exception;
    if (card && isRecord(exception) && exception.allowed === true) {
      report({
        messageId: 'singleAgent',
        data: { unit: taskCardId(card) },
        start: at.start,
        end: at.end,
        cause: [{ relPath: card.relPath, ...dataRange(card, ['single_agent_exception', 'allowed']), message: 'The single-agent exception' }],
      });
    }
    // Seed 001:548: close 前必须完成 closure review — the round of the closing unit has its review
    // (a packet written inside that review counts). The round is read from the unit's runs.
    if (card) {
      const rounds = [...rosterRuns(workspace, doc.loopHome)].flatMap(([dir, r]) => {
        const run = r.card === card ? parseRunName(dir.slice(dir.lastIndexOf('/') + 1)) : undefined;
        return run ? [run.round] : [];
      });
      const round = rounds.length > 0 ? Math.max(...rounds) : undefined;
      if (round !== undefined && !roundReviewed(workspace, doc.loopHome, round)) report({ messageId: 'noClosureReview', data: { unit: taskCardId(card), round }, start: at.start, end: at.end });
    }
    // Seed 001:944: 关键 Agent Unit 有 receipt.
    const missing = [...rosterRuns(workspace, doc.loopHome).keys()].filter((dir) => !workspace.exists(`${dir}/receipt.yaml`)).map((dir) => `\`${dir.slice(dir.lastIndexOf('/') + 1)}\``);
    if (missing.length > 0) report({ messageId: 'noReceipt', data: { runs: missing.join(', '), s: missing.length > 1 ? 's' : '' }, start: at.start, end: at.end });
    const finalReport = inLoopHome(doc.loopHome, 'reports/FINAL_REPORT.html');
    if (!workspace.exists(finalReport)) report({ messageId: 'noReport', data: { report: 'reports/FINAL_REPORT.html' }, start: at.start, end: at.end });
  },
});
