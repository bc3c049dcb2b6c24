import { defineRule } from '../core/lint/rule.js';
import { codeList, dataRange, documentRange, hasYamlErrors, isRecord, loopDocument, phasesOf, showValue } from '../kinds/loop/model.js';

const PHASE_KINDS = ['controller_lifecycle', 'user_requirement', 'agent_unit'];
const STATUSES = ['pending', 'active', 'ready_for_review', 'passed', 'repair_needed', 'blocked', 'skipped'];
const CONTROL_GATES = ['information_search', 'requirement_analysis', 'task_execution', 'test_coverage_planning', 'environment_test', 'continuous_optimization', 'final_report'];
const CURRENT_KEYS = ['current_controller_phase_id', 'current_user_requirement_phase_id', 'current_agent_unit_phase_id'] as const;

export default defineRule({
  id: 'loop-phases-registry',
  meta: {
    type: 'problem',
    description: '`PHASES.md` registers phases with unique ids and seed 001 kinds, statuses and control gates, and its current phases are registered',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-phases', 'loop-control'],
    ownsData: {
      'loop-phases': ['/phase_registry/*/phase_id', '/phase_registry/*/phase_kind', '/phase_registry/*/status', '/task_phase_plan/*/control_gate'],
    },
    messages: {
      noPhases: 'Unexpected loop home without `PHASES.md`, expected the phase registry (a provisional one with the loop-level phase first)',
      noRegistry: 'Unexpected `PHASES.md` without `phase_registry`, expected the registered phases (at least the loop-level `information_search` / `source_collection`)',
      missingKey: 'Unexpected phase without `{{key}}`, expected `phase_id`, `phase_kind` and `status`',
      emptyId: 'Unexpected `phase_id` {{actual}}, expected a non-empty id',
      duplicateId: 'Unexpected duplicate `phase_id` `{{id}}`, expected each phase registered once',
      badEnum: 'Unexpected `{{key}}` {{actual}}, expected one of {{allowed}}',
      noController: 'Unexpected phase registry without a `controller_lifecycle` phase, expected at least one (e.g. `information_search`)',
      unregistered: 'Unexpected `{{key}}` `{{id}}`, expected a registered `phase_id` ({{known}})',
      missingGate: 'Unexpected task phase without `control_gate`, expected one of {{allowed}}',
    },
  },
  check({ doc, workspace, report }) {
    // Seed 001:23 "为非 inline Loop 先写 provisional PHASES.md", 001:446 "非 inline Loop 必须维护 Phase registry":
    // a loop home (only a non-inline loop has one, 001:22) keeps its registry from the start.
    if (doc.kind.id === 'loop-control') {
      if (!loopDocument(workspace, doc.loopHome ?? '', 'PHASES.md')) report({ messageId: 'noPhases', ...dataRange(doc, ['loop_home'], 'key') });
      return;
    }
    if (hasYamlErrors(doc)) return;
    const list = doc.data.phase_registry;
    if (!Array.isArray(list)) {
      report({ messageId: 'noRegistry', ...(doc.yaml.owners.has('phase_registry') ? dataRange(doc, ['phase_registry'], 'key') : documentRange(doc)) });
      return;
    }
    const registry = phasesOf(doc);
    const seen = new Map<string, number>();
    list.forEach((entry, i) => {
      if (!isRecord(entry)) return;
      for (const key of ['phase_id', 'phase_kind', 'status'] as const) {
        if (!(key in entry)) report({ messageId: 'missingKey', data: { key }, ...dataRange(doc, ['phase_registry', i]) });
      }
      if ('phase_id' in entry) {
        const id = entry.phase_id;
        if (typeof id !== 'string' || id.trim() === '') report({ messageId: 'emptyId', data: { actual: showValue(id) }, ...dataRange(doc, ['phase_registry', i, 'phase_id']) });
        else {
          const first = seen.get(id.trim());
          if (first === undefined) seen.set(id.trim(), i);
          else
            report({
              messageId: 'duplicateId',
              data: { id: id.trim() },
              ...dataRange(doc, ['phase_registry', i, 'phase_id']),
              cause: [{ ...dataRange(doc, ['phase_registry', first, 'phase_id']), message: 'First registration' }],
            });
        }
      }
      for (const [key, allowed] of [
        ['phase_kind', PHASE_KINDS],
        ['status', STATUSES],
      ] as const) {
        if (!(key in entry)) continue;
        const v = entry[key];
        if (typeof v !== 'string' || !allowed.includes(v))
          report({ messageId: 'badEnum', data: { key, actual: showValue(v), allowed: codeList(allowed) }, ...dataRange(doc, ['phase_registry', i, key]), expected: [...allowed] });
      }
    });
    if (list.length > 0 && !registry.phases.some((p) => p.kind === 'controller_lifecycle')) {
      report({ messageId: 'noController', ...dataRange(doc, ['phase_registry'], 'key') });
    }
    const known = [...registry.byId.keys()];
    for (const key of CURRENT_KEYS) {
      const v = doc.data[key];
      if (typeof v !== 'string' || v.trim() === '' || registry.byId.has(v.trim())) continue;
      report({ messageId: 'unregistered', data: { key, id: v.trim(), known: known.length ? codeList(known) : 'none registered' }, ...dataRange(doc, [key]), expected: known });
    }
    const plan = doc.data.task_phase_plan;
    if (!Array.isArray(plan)) return;
    plan.forEach((entry, i) => {
      if (!isRecord(entry)) return;
      if (!('control_gate' in entry)) {
        report({ messageId: 'missingGate', data: { allowed: codeList(CONTROL_GATES) }, ...dataRange(doc, ['task_phase_plan', i]), expected: CONTROL_GATES });
        return;
      }
      const g = entry.control_gate;
      if (typeof g !== 'string' || !CONTROL_GATES.includes(g)) {
        report({
          messageId: 'badEnum',
          data: { key: 'control_gate', actual: showValue(g), allowed: codeList(CONTROL_GATES) },
          ...dataRange(doc, ['task_phase_plan', i, 'control_gate']),
          expected: CONTROL_GATES,
        });
      }
    });
  },
});
