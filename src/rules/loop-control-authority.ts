import { defineRule } from '../core/lint/rule.js';
import { codeList, dataRange, documentRange, hasYamlErrors, isBlank, isRecord, loopPackets, loopPathExists, showValue, taskCards } from '../kinds/loop/model.js';

const ACTION_TYPES = ['answer', 'dispatch', 'proposal', 'implementation', 'scheduler_change', 'promotion'];
/** Action types that need an approved decision (seed 001: otherwise downgrade to answer, dispatch or proposal). */
const NEEDS_APPROVAL = new Set(['implementation', 'scheduler_change', 'promotion']);

export default defineRule({
  id: 'loop-control-authority',
  meta: {
    type: 'problem',
    description: '`action_authority.action_type` is a seed 001 action type, and implementation, scheduler changes and promotion name an existing approved decision',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-control'],
    ownsData: { 'loop-control': ['/action_authority/$', '/action_authority/action_type', '/action_authority/approved_decision_path'] },
    // Seed 001:708-709: CONTROL.md "可以" carry the block; the check itself (001:26) has no fixed home.
    advisory: ['missingAuthority'],
    messages: {
      missingAuthority: 'Unexpected `CONTROL.md` without `action_authority` once a unit is dispatched, expected the action authority check of step 5 here, with `action_type` (one of {{allowed}})',
      promotionNoAuthority: 'Unexpected promotion without `action_authority`, expected `action_type: promotion` with an approved decision path',
      notMapping: 'Unexpected `action_authority` {{actual}}, expected a mapping with `action_type`',
      missingType: 'Unexpected missing `action_type` in `action_authority`, expected one of {{allowed}}',
      badType: 'Unexpected `action_type` {{actual}}, expected one of {{allowed}}',
      noApproval:
        'Unexpected empty `approved_decision_path` for `action_type: {{type}}`, expected the user authorisation, reviewed proposal, version decision or task card that approves it (or downgrade to `answer`, `dispatch` or `proposal`)',
      promotionType:
        'Unexpected promotion with `action_type: {{type}}`, expected `action_type: promotion` with an approved decision path (diagnostic sufficiency is no authority to announce promotion)',
      promotionForbidden: 'Unexpected promotion while `forbidden_next_action` forbids it, expected the forbidden action lifted by an approved decision first',
      approvalMissing: 'Unexpected `approved_decision_path` `{{path}}`, expected an existing file (resolved against the loop home, then the repository root)',
    },
  },
  check({ doc, workspace, gateAction, report }) {
    if (hasYamlErrors(doc)) return;
    // As if promotion were announced (seed 001:26, 001:726): the authority must be promotion itself.
    if (gateAction === 'promotion' && isRecord(doc.data.action_authority)) {
      const aa = doc.data.action_authority;
      const forbidden = aa.forbidden_next_action;
      const items = Array.isArray(forbidden) ? forbidden : [forbidden];
      if (items.some((f) => typeof f === 'string' && /promotion/i.test(f) && !/\bnot\b|不/.test(f))) {
        report({ messageId: 'promotionForbidden', ...dataRange(doc, ['action_authority', 'forbidden_next_action']) });
      }
      if (aa.action_type !== 'promotion')
        report({ messageId: 'promotionType', data: { type: typeof aa.action_type === 'string' ? aa.action_type : showValue(aa.action_type) }, ...dataRange(doc, ['action_authority', 'action_type']) });
    }
    const allowed = codeList(ACTION_TYPES);
    if (!doc.yaml.owners.has('action_authority')) {
      // Promotion needs its approval on record (seed 001:26, 001:726).
      if (gateAction === 'promotion') report({ messageId: 'promotionNoAuthority', ...documentRange(doc) });
      // Framing (seed 001:22-23) comes before the authority check (001:26): nothing is owed until a
      // unit is dispatched, and then only a warning (001:708 "它可以引用").
      const home = doc.loopHome ?? '';
      if (taskCards(workspace, home).size > 0 || loopPackets(workspace, home).length > 0) report({ messageId: 'missingAuthority', data: { allowed }, ...documentRange(doc) });
      return;
    }
    const aa = doc.data.action_authority;
    if (!isRecord(aa)) {
      report({ messageId: 'notMapping', data: { actual: showValue(aa) }, ...dataRange(doc, ['action_authority']) });
      return;
    }
    const type = aa.action_type;
    if (type === undefined) {
      report({ messageId: 'missingType', data: { allowed }, ...dataRange(doc, ['action_authority'], 'key'), expected: ACTION_TYPES });
      return;
    }
    if (typeof type !== 'string' || !ACTION_TYPES.includes(type)) {
      report({ messageId: 'badType', data: { actual: showValue(type), allowed }, ...dataRange(doc, ['action_authority', 'action_type']), expected: ACTION_TYPES });
      return;
    }
    if (!NEEDS_APPROVAL.has(type)) return;
    const path = aa.approved_decision_path;
    if (isBlank(path) || typeof path !== 'string') {
      const at = 'approved_decision_path' in aa ? dataRange(doc, ['action_authority', 'approved_decision_path']) : dataRange(doc, ['action_authority', 'action_type']);
      report({ messageId: 'noApproval', data: { type }, ...at });
      return;
    }
    if (!loopPathExists(workspace, doc.loopHome ?? '', path)) {
      report({ messageId: 'approvalMissing', data: { path: path.trim() }, ...dataRange(doc, ['action_authority', 'approved_decision_path']) });
    }
  },
});
