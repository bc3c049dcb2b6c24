import { PACKET_KINDS, isPacketDoc } from '../kinds/loop/model.js';
import { defineRule } from '../core/lint/rule.js';
import { isCalendarDate } from '../core/model/items.js';
import { locateData } from '../core/model/yaml-data.js';
import { REACTIONS, createdAtTime, isReaction } from '../kinds/loop/packets.js';

const SCALARS = ['decision_packet_id', 'created_at', 'source_unit'] as const;
const MAPPINGS = ['task_anchor', 'phase_position', 'evidence_state', 'gap_state', 'review_result', 'binding_next_action', 'state_consistency'] as const;
const ORDER = ['decision_packet_id', 'created_at', 'source_unit', 'task_anchor', 'phase_position', 'evidence_state', 'gap_state', 'review_result', 'binding_next_action', 'state_consistency'];
const REACTION_LIST = REACTIONS.map((r) => `\`${r}\``).join(', ');

/**
 * What a `branch` packet writes (seed 001:546 "branch … 必须写清选择理由和未选方向的保留/丢弃原因"): the reason
 * for the chosen direction and what happens to the others, under any of these keys, in
 * `binding_next_action` or at the top level (the seed names no key; `turn_reason` is its phase
 * decision's, 001:538; `deferred_directions` its unit scope's, 001:523).
 */
const BRANCH_FIELDS: ReadonlyArray<{ keys: readonly string[]; what: string }> = [
  { keys: ['branch_reason', 'selection_reason', 'why_this_branch', 'turn_reason', 'reason'], what: 'why this direction was chosen' },
  {
    keys: ['unchosen_directions', 'other_directions', 'kept_directions', 'discarded_directions', 'rejected_directions', 'deferred_directions', 'alternatives'],
    what: 'whether each direction not chosen is kept or dropped, and why',
  },
];

function isBlankValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && Object.keys(v).length === 0);
}

function typeName(v: unknown): string {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return `\`${String(v)}\``;
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object' && v !== null) return 'a mapping';
  return 'an empty value';
}

export default defineRule({
  id: 'decision-packet-fields',
  meta: {
    type: 'problem',
    description: 'A decision packet has the fields of seed 001 and binds one of the eight reactions',
    severity: 'error',
    fixable: false,
    kinds: PACKET_KINDS,
    messages: {
      noData: 'Unexpected decision packet without data, expected a `yaml` block with {{keys}}',
      missingKey: 'Unexpected missing key `{{key}}`, expected it in the decision packet',
      emptyScalar: 'Unexpected {{actual}} for `{{key}}`, expected a non-empty string',
      badCreatedAt: 'Unexpected `created_at: {{value}}`, expected an ISO date-time such as `2026-06-01T10:20:00+08:00` (or a date)',
      notMapping: 'Unexpected {{actual}} for `{{key}}`, expected a mapping',
      missingReaction: 'Unexpected `binding_next_action` without `reaction`, expected one of {{reactions}} (a review summary without a reaction is not a decision)',
      badReaction: 'Unexpected reaction {{actual}}, expected one of {{reactions}}',
      branchField: 'Unexpected `reaction: branch` without `{{key}}`, expected {{what}}',
    },
    ownsData: {
      'loop-decision-packet': ['/decision_packet_id', '/created_at', '/source_unit', ...MAPPINGS.map((k) => `/${k}/$`), '/binding_next_action/reaction'],
    },
  },
  check({ doc, report }) {
    if (!isPacketDoc(doc)) return;
    const blocks = doc.yaml.blocks;
    if (blocks.some((b) => b.errors.length > 0)) return;
    const first = blocks[0];
    if (!first) {
      const h1 = doc.sections[0];
      report({ messageId: 'noData', data: { keys: ORDER.map((k) => `\`${k}\``).join(', ') }, start: h1?.start ?? 0, end: h1?.headingEnd ?? 0 });
      return;
    }
    // A missing key is reported at the opening line of the first data block.
    const lineEnd = doc.text.indexOf('\n', first.source.start);
    const blockStart = { start: first.source.start, end: lineEnd === -1 ? first.source.end : lineEnd };
    const data = doc.data;
    const has = (k: string) => Object.prototype.hasOwnProperty.call(data, k);
    const valueAt = (path: string[]) => locateData(doc.yaml, path) ?? blockStart;
    for (const key of ORDER) {
      if (!has(key)) {
        report({ messageId: 'missingKey', data: { key }, ...blockStart });
        continue;
      }
      const value = data[key];
      if ((SCALARS as readonly string[]).includes(key)) {
        const ok = (typeof value === 'string' && value.trim() !== '') || (key !== 'created_at' && typeof value === 'number');
        if (!ok) {
          report({ messageId: 'emptyScalar', data: { key, actual: typeName(value) }, ...valueAt([key]) });
          continue;
        }
        if (key === 'created_at') {
          const v = String(value);
          if (Number.isNaN(createdAtTime(v)) || !isCalendarDate(v.slice(0, 10))) report({ messageId: 'badCreatedAt', data: { value: v }, ...valueAt([key]) });
        }
        continue;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        report({ messageId: 'notMapping', data: { key, actual: typeName(value) }, ...valueAt([key]) });
        continue;
      }
      if (key === 'binding_next_action') {
        const reaction = (value as Record<string, unknown>).reaction;
        if (reaction === undefined || reaction === null || reaction === '') {
          const at = locateData(doc.yaml, ['binding_next_action', 'reaction']);
          report({
            messageId: 'missingReaction',
            data: { reactions: REACTION_LIST },
            ...(at && reaction !== undefined ? at : (locateData(doc.yaml, [key], 'key') ?? blockStart)),
            expected: [...REACTIONS],
          });
        } else if (!isReaction(reaction)) {
          report({ messageId: 'badReaction', data: { actual: typeName(reaction), reactions: REACTION_LIST }, ...valueAt([key, 'reaction']), expected: [...REACTIONS] });
        } else if (reaction === 'branch') {
          const bna = value as Record<string, unknown>;
          for (const { keys, what } of BRANCH_FIELDS) {
            if (keys.some((k) => !isBlankValue(bna[k]) || !isBlankValue(data[k]))) continue;
            report({ messageId: 'branchField', data: { key: keys[0]!, what }, ...valueAt([key, 'reaction']) });
          }
        }
      }
    }
  },
});
