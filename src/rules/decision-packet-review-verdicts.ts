import { PACKET_KINDS, dataAt, isPacketDoc, isRecord } from '../kinds/loop/model.js';
import { defineRule } from '../core/lint/rule.js';
import { packetView, reactionAt, text } from '../kinds/loop/packets.js';

/**
 * The reviews of a packet whose failure stops an advance or a close: the artifact review (seed
 * 001:575 "若 reviewer 报告产物缺失或内容不符合用户 prompt，Controller 必须调度补齐 Unit") and the phase
 * compliance review (001:544 "advance 只能在当前 Phase 的 exit_criteria 和 evidence_required 被证据满足时发生";
 * 001:943 every phase passed, skipped or blocked before closure).
 */
const REVIEWS = [
  { key: 'artifact_review', what: 'the artifact review', seed: '001:575' },
  { key: 'phase_compliance_review', what: 'the phase compliance review', seed: '001:544' },
] as const;

const STOPPED = new Set(['advance', 'close']);

/** A verdict that leads the review's text (`fail (…)`, `failed - …`, `不通过：…`), or a mapping's `verdict`. */
function failedVerdict(value: unknown): string | undefined {
  const t = text(isRecord(value) ? value.verdict : value);
  if (!t) return undefined;
  const lower = t.toLowerCase();
  for (const word of ['failed', 'fail', '不通过', '未通过', '失败']) {
    if (!lower.startsWith(word)) continue;
    const next = lower[word.length];
    if (next === undefined || !/[a-z0-9_]/.test(next)) return t.length > 60 ? `${t.slice(0, 60)}…` : t;
  }
  return undefined;
}

export default defineRule({
  id: 'decision-packet-review-verdicts',
  meta: {
    type: 'problem',
    description: 'A packet does not advance or close over a failed artifact review or phase compliance review',
    severity: 'error',
    fixable: false,
    kinds: PACKET_KINDS,
    messages: {
      failed: 'Unexpected `reaction: {{reaction}}` while {{what}} failed (`{{verdict}}`), expected `repair`, `continue_execution`, `continue_test` or `branch` with the unit that completes it',
    },
  },
  check({ doc, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (!view.reaction || !STOPPED.has(view.reaction)) return;
    const at = reactionAt(view);
    for (const r of REVIEWS) {
      const verdict = failedVerdict(dataAt(doc.data, ['review_result', r.key]));
      if (!verdict) continue;
      const c = view.at(['review_result', r.key]);
      report({ messageId: 'failed', data: { reaction: view.reaction, what: r.what, verdict }, start: at.start, end: at.end, cause: [{ start: c.start, end: c.end, message: `\`${r.key}\`` }] });
    }
  },
});
