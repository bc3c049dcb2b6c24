import { defineRule, type Cause } from '../core/lint/rule.js';
import { LOOP_CLAIM_KINDS, ceilings, claimLattice, coveragePlan, documentClaims, exceeds, primaryCaseOnlyFlag, type Claim } from '../kinds/loop/claims.js';
import { isPacketDoc, packetReaction } from '../kinds/loop/model.js';

export default defineRule({
  id: 'claim-ceiling-primary-case',
  meta: {
    type: 'problem',
    description: 'After only the primary test case, nothing claims more than `stage_complete`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: LOOP_CLAIM_KINDS,
    messages: {
      primaryOnly: 'Unexpected claim `{{claim}}` ({{source}}) after only the primary case ({{why}}), expected at most `{{limit}}`',
    },
  },
  check({ doc, workspace, settings, report }) {
    const lattice = claimLattice(settings);
    const limit = lattice.normalise('stage_complete');
    if (!limit) return;
    // A closing packet claims what its ceilings allow (seed 001:946 单个 primary case pass 默认不能关闭完整用户任务).
    const closing: Claim[] =
      isPacketDoc(doc) && packetReaction(doc) === 'close'
        ? ceilings(doc, lattice)
            .filter((c) => c.value !== undefined && (c.path.join('.') === 'binding_next_action.claim_ceiling' || c.path.join('.') === 'review_result.solid_decision_review.claim_ceiling'))
            .map((c) => ({ value: c.value!, source: `\`${c.path.join('.')}\` of a closing packet`, kind: 'structured', start: c.start, end: c.end }))
        : [];
    const claims = [...documentClaims(doc, lattice), ...closing].filter((c) => exceeds(lattice, c.value, limit));
    if (claims.length === 0) return;
    let why: string | undefined;
    let cause: Cause[] = [];
    const flag = primaryCaseOnlyFlag(doc);
    if (flag) {
      why = '`primary_case_only: true`';
      cause = [{ start: flag.start, end: flag.end, message: '`primary_case_only`' }];
    } else {
      const plan = coveragePlan(doc, workspace);
      if (plan?.primaryOnlyLine !== undefined) {
        why = '`primary_case_only: true` in `TEST_COVERAGE_PLAN.md`';
        cause = [{ relPath: plan.relPath, line: plan.primaryOnlyLine, message: '`primary_case_only`' }];
      } else if (plan?.executed.length === 1) {
        why = `\`TEST_COVERAGE_PLAN.md\` records one executed case, \`${plan.executed[0]!.id}\``;
        cause = [{ relPath: plan.relPath, line: plan.executed[0]!.line, message: 'The only executed case' }];
      } else if (plan?.executed.length === 0 && plan.planned.length === 1) {
        why = `\`TEST_COVERAGE_PLAN.md\` plans one case, \`${plan.planned[0]!.id}\``;
        cause = [{ relPath: plan.relPath, line: plan.planned[0]!.line, message: 'The only planned case' }];
      }
    }
    if (!why) return;
    for (const c of claims) {
      report({ messageId: 'primaryOnly', data: { claim: c.value, source: c.source, why, limit }, start: c.start, end: c.end, cause });
    }
  },
});
