/** The rule registry: explicit, sorted by id. Presets are computed from `meta`, never listed by hand. */
import type { Rule } from '../core/lint/rule.js';
import checkpointCarrierExists from './checkpoint-carrier-exists.js';
import checkpointConfirmedRejected from './checkpoint-confirmed-rejected.js';
import checkpointDecisionProposition from './checkpoint-decision-proposition.js';
import checkpointDuplicateDecision from './checkpoint-duplicate-decision.js';
import checkpointInsideRepo from './checkpoint-inside-repo.js';
import checkpointItemType from './checkpoint-item-type.js';
import checkpointNoEmptySection from './checkpoint-no-empty-section.js';
import checkpointOpenQuestionResolved from './checkpoint-open-question-resolved.js';
import checkpointOpposingConclusions from './checkpoint-opposing-conclusions.js';
import checkpointReplacedContent from './checkpoint-replaced-content.js';
import checkpointStructure from './checkpoint-structure.js';
import claimCeilingExceeded from './claim-ceiling-exceeded.js';
import claimCeilingPrimaryCase from './claim-ceiling-primary-case.js';
import claimCeilingValue from './claim-ceiling-value.js';
import dataDuplicateKey from './data-duplicate-key.js';
import dataSchema from './data-schema.js';
import decisionPacketCloseWithUnmet from './decision-packet-close-with-unmet.js';
import decisionPacketClosure from './decision-packet-closure.js';
import decisionPacketFields from './decision-packet-fields.js';
import decisionPacketMissingEvidence from './decision-packet-missing-evidence.js';
import decisionPacketOverlayOnly from './decision-packet-overlay-only.js';
import decisionPacketPrematureStop from './decision-packet-premature-stop.js';
import decisionPacketReadCompliance from './decision-packet-read-compliance.js';
import decisionPacketReviewVerdicts from './decision-packet-review-verdicts.js';
import decisionPacketSolidDecision from './decision-packet-solid-decision.js';
import decisionPacketStateConsistency from './decision-packet-state-consistency.js';
import duplicateSections from './duplicate-sections.js';
import gateActionBound from './gate-action-bound.js';
import gateRequiredDocuments from './gate-required-documents.js';
import harnessBrief from './harness-brief.js';
import harnessFinalReview from './harness-final-review.js';
import harnessGitignore from './harness-gitignore.js';
import harnessLedgerDispatch from './harness-ledger-dispatch.js';
import harnessLedgerGrammar from './harness-ledger-grammar.js';
import harnessLedgerHeader from './harness-ledger-header.js';
import harnessLedgerLifecycle from './harness-ledger-lifecycle.js';
import harnessLedgerLimits from './harness-ledger-limits.js';
import harnessLedgerPlanSync from './harness-ledger-plan-sync.js';
import harnessLedgerReviews from './harness-ledger-reviews.js';
import harnessPlanConstraints from './harness-plan-constraints.js';
import harnessPlanDepends from './harness-plan-depends.js';
import harnessPlanPaths from './harness-plan-paths.js';
import harnessPlanPlaceholders from './harness-plan-placeholders.js';
import harnessPlanStructure from './harness-plan-structure.js';
import harnessPlanTaskCount from './harness-plan-task-count.js';
import harnessPlanTaskFields from './harness-plan-task-fields.js';
import harnessReviewPackage from './harness-review-package.js';
import harnessReviewVerdict from './harness-review-verdict.js';
import harnessSessionFiles from './harness-session-files.js';
import headingCanonical from './heading-canonical.js';
import loopBootstrapNoStop from './loop-bootstrap-no-stop.js';
import loopControlActiveTasks from './loop-control-active-tasks.js';
import loopControlAuthority from './loop-control-authority.js';
import loopControlHeader from './loop-control-header.js';
import loopFinalReport from './loop-final-report.js';
import loopFolderMap from './loop-folder-map.js';
import loopNextPromptUnit from './loop-next-prompt-unit.js';
import loopPhasesPassedEvidence from './loop-phases-passed-evidence.js';
import loopPhasesRegistry from './loop-phases-registry.js';
import loopReadPathsFormat from './loop-read-paths-format.js';
import loopReceiptFields from './loop-receipt-fields.js';
import loopReceiptForbiddenReads from './loop-receipt-forbidden-reads.js';
import loopReceiptOutputs from './loop-receipt-outputs.js';
import loopReceiptPhaseIds from './loop-receipt-phase-ids.js';
import loopReceiptReadPaths from './loop-receipt-read-paths.js';
import loopReceiptRequiredReads from './loop-receipt-required-reads.js';
import loopReceiptStaleSources from './loop-receipt-stale-sources.js';
import loopRoundReview from './loop-round-review.js';
import loopRequirementsDelta from './loop-requirements-delta.js';
import loopRunLayout from './loop-run-layout.js';
import loopSchedulerDecision from './loop-scheduler-decision.js';
import loopSustainedSurfaces from './loop-sustained-surfaces.js';
import loopTaskCardContract from './loop-task-card-contract.js';
import loopTaskCardRoster from './loop-task-card-roster.js';
import loopTestCoveragePlan from './loop-test-coverage-plan.js';
import loopTraceEvents from './loop-trace-events.js';
import loopTraceIndexes from './loop-trace-indexes.js';
import loopUnitScope from './loop-unit-scope.js';
import noTemplatePlaceholder from './no-template-placeholder.js';
import planSummaryConclusion from './plan-summary-conclusion.js';
import planSummaryConfirmedContent from './plan-summary-confirmed-content.js';
import planSummaryFilename from './plan-summary-filename.js';
import planSummaryGoalStatus from './plan-summary-goal-status.js';
import planSummaryGoalWording from './plan-summary-goal-wording.js';
import planSummaryOnePerTask from './plan-summary-one-per-task.js';
import planSummaryPlanItems from './plan-summary-plan-items.js';
import planSummaryRepairCap from './plan-summary-repair-cap.js';
import planSummaryTables from './plan-summary-tables.js';
import requiredSections from './required-sections.js';
import sectionOrder from './section-order.js';
import stateIndexCurrentTask from './state-index-current-task.js';
import stateIndexEntryFormat from './state-index-entry-format.js';
import stateIndexListStatus from './state-index-list-status.js';
import stateIndexStructure from './state-index-structure.js';
import stateIndexSync from './state-index-sync.js';
import stateIndexUnique from './state-index-unique.js';
import suppressionComment from './suppression-comment.js';
import taskStateBatchCap from './task-state-batch-cap.js';
import taskStateBlockers from './task-state-blockers.js';
import taskStateDecisionIndex from './task-state-decision-index.js';
import taskStateDecisionLogAppendOnly from './task-state-decision-log-append-only.js';
import taskStateDecisionLogFormat from './task-state-decision-log-format.js';
import taskStateEvidence from './task-state-evidence.js';
import taskStateExecutionContract from './task-state-execution-contract.js';
import taskStateHeaderFields from './task-state-header-fields.js';
import taskStateHeaderValues from './task-state-header-values.js';
import taskStateIndexExists from './task-state-index-exists.js';
import taskStateLastUpdated from './task-state-last-updated.js';
import taskStateReviewFindings from './task-state-review-findings.js';
import taskStateRoleStatus from './task-state-role-status.js';
import taskStateTop3 from './task-state-top3.js';
import taskStateTransition from './task-state-transition.js';
import yamlSyntax from './yaml-syntax.js';

export const RULES: readonly Rule[] = [
  checkpointCarrierExists,
  checkpointConfirmedRejected,
  checkpointDecisionProposition,
  checkpointDuplicateDecision,
  checkpointInsideRepo,
  checkpointItemType,
  checkpointNoEmptySection,
  checkpointOpenQuestionResolved,
  checkpointOpposingConclusions,
  checkpointReplacedContent,
  checkpointStructure,
  claimCeilingExceeded,
  claimCeilingPrimaryCase,
  claimCeilingValue,
  dataDuplicateKey,
  dataSchema,
  decisionPacketCloseWithUnmet,
  decisionPacketClosure,
  decisionPacketFields,
  decisionPacketMissingEvidence,
  decisionPacketOverlayOnly,
  decisionPacketPrematureStop,
  decisionPacketReadCompliance,
  decisionPacketReviewVerdicts,
  decisionPacketSolidDecision,
  decisionPacketStateConsistency,
  duplicateSections,
  gateActionBound,
  gateRequiredDocuments,
  harnessBrief,
  harnessFinalReview,
  harnessGitignore,
  harnessLedgerDispatch,
  harnessLedgerGrammar,
  harnessLedgerHeader,
  harnessLedgerLifecycle,
  harnessLedgerLimits,
  harnessLedgerPlanSync,
  harnessLedgerReviews,
  harnessPlanConstraints,
  harnessPlanDepends,
  harnessPlanPaths,
  harnessPlanPlaceholders,
  harnessPlanStructure,
  harnessPlanTaskCount,
  harnessPlanTaskFields,
  harnessReviewPackage,
  harnessReviewVerdict,
  harnessSessionFiles,
  headingCanonical,
  loopBootstrapNoStop,
  loopControlActiveTasks,
  loopControlAuthority,
  loopControlHeader,
  loopFinalReport,
  loopFolderMap,
  loopNextPromptUnit,
  loopPhasesPassedEvidence,
  loopPhasesRegistry,
  loopReadPathsFormat,
  loopReceiptFields,
  loopReceiptForbiddenReads,
  loopReceiptOutputs,
  loopReceiptPhaseIds,
  loopReceiptReadPaths,
  loopReceiptRequiredReads,
  loopReceiptStaleSources,
  loopRequirementsDelta,
  loopRoundReview,
  loopRunLayout,
  loopSchedulerDecision,
  loopSustainedSurfaces,
  loopTaskCardContract,
  loopTaskCardRoster,
  loopTestCoveragePlan,
  loopTraceEvents,
  loopTraceIndexes,
  loopUnitScope,
  noTemplatePlaceholder,
  planSummaryConclusion,
  planSummaryConfirmedContent,
  planSummaryFilename,
  planSummaryGoalStatus,
  planSummaryGoalWording,
  planSummaryOnePerTask,
  planSummaryPlanItems,
  planSummaryRepairCap,
  planSummaryTables,
  requiredSections,
  sectionOrder,
  stateIndexCurrentTask,
  stateIndexEntryFormat,
  stateIndexListStatus,
  stateIndexStructure,
  stateIndexSync,
  stateIndexUnique,
  suppressionComment,
  taskStateBatchCap,
  taskStateBlockers,
  taskStateDecisionIndex,
  taskStateDecisionLogAppendOnly,
  taskStateDecisionLogFormat,
  taskStateEvidence,
  taskStateExecutionContract,
  taskStateHeaderFields,
  taskStateHeaderValues,
  taskStateIndexExists,
  taskStateLastUpdated,
  taskStateReviewFindings,
  taskStateRoleStatus,
  taskStateTop3,
  taskStateTransition,
  yamlSyntax,
] as Rule[];

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function getRule(id: string): Rule | undefined {
  return BY_ID.get(id);
}
