import { defineRule, type RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { dataRange, hasYamlErrors, isRecord } from '../kinds/loop/model.js';

type Path = Array<string | number>;
interface Options {
  maxReqIdsPerSubagent: number;
}

/** The template value of seed 001's `task_volume_policy.if_less_than_three` (a rule, not a reason). */
const TEMPLATE_REASON = 'justify_gate_or_review_scope';
/** Keys of a roster entry that hold the requirement ids assigned to that agent. */
const REQ_KEYS = ['req_ids', 'covers_req_ids', 'owns_req_ids', 'requirement_ids'] as const;

/**
 * A seed field that says why the unit is this size counts as the stated scope when it names the
 * review or gate scope (seed 001:303 "Review / gate 类 Unit 可以少于 3 个，但必须说明 scope").
 */
const SCOPE_WORDS = /\b(?:gate|review|verif|check only)|fewer than (?:three|3)|less than (?:three|3)|审查|门禁|核验|验证|少于\s*(?:3|三)/i;

function reasonFor(scope: Record<string, unknown>): boolean {
  const r = scope.scope_reason;
  if (typeof r === 'string' && r.trim() !== '') return true;
  for (const key of ['why_these_directions', 'scope_note', 'why_this_scope']) {
    const v = scope[key];
    if (typeof v === 'string' && SCOPE_WORDS.test(v)) return true;
  }
  const policy = scope.task_volume_policy;
  const p = isRecord(policy) ? policy.if_less_than_three : undefined;
  return typeof p === 'string' && p.trim() !== '' && p.trim() !== TEMPLATE_REASON;
}

function reqIdsOf(agent: Record<string, unknown>): { key: string; ids: string[] } | undefined {
  for (const key of REQ_KEYS) {
    const v = agent[key];
    if (Array.isArray(v)) return { key, ids: v.filter((x): x is string => typeof x === 'string').map((x) => x.trim()) };
  }
  return undefined;
}

function checkScope(doc: WfDocument, report: RuleContext['report'], scope: Record<string, unknown>, path: Path, kind: 'unit' | 'collection'): void {
  const label = kind === 'unit' ? 'unit scope' : 'collection unit';
  const directions = scope.directions;
  if (Array.isArray(directions) && (directions.length < 1 || directions.length > 3)) {
    report({ messageId: 'directions', data: { count: directions.length, label }, ...dataRange(doc, [...path, 'directions']) });
  } else if (!('directions' in scope)) {
    report({ messageId: 'noDirections', data: { label }, ...dataRange(doc, path, 'key') });
  }
  const tasks = scope.atomic_tasks;
  if (!Array.isArray(tasks)) return;
  const at = dataRange(doc, [...path, 'atomic_tasks']);
  if (tasks.length > 5) report({ messageId: 'tooManyTasks', data: { count: tasks.length, label }, ...at });
  else if (tasks.length === 0) report({ messageId: 'noTasks', data: { label }, ...at });
  else if (kind === 'unit' && tasks.length < 3 && !reasonFor(scope)) report({ messageId: 'fewTasks', data: { count: tasks.length }, ...at });
}

function checkGrouping(doc: WfDocument, report: RuleContext['report'], owner: Record<string, unknown>, path: Path, limitOption: number): void {
  const grouping = owner.requirement_grouping as Record<string, unknown>;
  const own = grouping.max_req_ids_per_subagent;
  const limit = typeof own === 'number' && own >= 1 ? Math.min(own, limitOption) : limitOption;
  const broad = new Set(Array.isArray(grouping.broad_req_ids) ? grouping.broad_req_ids.filter((x): x is string => typeof x === 'string').map((x) => x.trim()) : []);
  let assigned = false;
  let taskAgents = 0;
  for (const rosterKey of ['agent_roster', 'role_roster']) {
    const roster = owner[rosterKey];
    if (!Array.isArray(roster)) continue;
    for (const agent of roster) {
      if (!isRecord(agent)) continue;
      if (reqIdsOf(agent)) assigned = true;
      if (agent.role === 'controlled_task_agent') taskAgents++;
    }
    roster.forEach((agent, i) => {
      if (!isRecord(agent)) return;
      const req = reqIdsOf(agent);
      if (!req) return;
      const agentId = typeof agent.agent_id === 'string' ? agent.agent_id : `#${i + 1}`;
      const at = dataRange(doc, [...path, rosterKey, i, req.key]);
      if (req.ids.length > limit) report({ messageId: 'tooManyReqs', data: { agent: agentId, count: req.ids.length, limit }, ...at });
      const broadHere = req.ids.filter((id) => broad.has(id));
      if (broadHere.length > 0 && req.ids.length > 1) {
        report({
          messageId: 'broadNotSingleton',
          data: { agent: agentId, id: broadHere[0]! },
          ...at,
          cause: [{ ...dataRange(doc, [...path, 'requirement_grouping', 'broad_req_ids']), message: 'Broad requirement ids' }],
        });
      }
    });
  }
  // Seed 001:372 "覆盖面广的需求必须单独成为 singleton": a broad id is never grouped with others.
  const grouped = grouping.grouped_req_ids;
  if (Array.isArray(grouped)) {
    grouped.forEach((g, i) => {
      if (typeof g !== 'string' || !broad.has(g.trim()) || grouped.length < 2) return;
      report({
        messageId: 'broadGrouped',
        data: { id: g.trim() },
        ...dataRange(doc, [...path, 'requirement_grouping', 'grouped_req_ids', i]),
        cause: [{ ...dataRange(doc, [...path, 'requirement_grouping', 'broad_req_ids']), message: 'Broad requirement ids' }],
      });
    });
  }
  // No agent names its own ids: the grouped ids fall to the unit's task agents (seed 001:373, 001:378).
  if (!assigned && Array.isArray(grouped) && grouped.length > limit * Math.max(1, taskAgents)) {
    report({ messageId: 'tooManyGrouped', data: { count: grouped.length, agents: Math.max(1, taskAgents), limit }, ...dataRange(doc, [...path, 'requirement_grouping', 'grouped_req_ids']) });
  }
}

export default defineRule<Options>({
  id: 'loop-unit-scope',
  meta: {
    type: 'problem',
    description: 'A unit scope has 1–3 directions and at most 5 atomic tasks (fewer than 3 only with a stated reason), and requirement grouping keeps sub-agents to their requirement limit',
    severity: 'error',
    fixable: false,
    kinds: ['loop-next-prompt', 'loop-task-card'],
    options: {
      type: 'object',
      properties: {
        maxReqIdsPerSubagent: {
          type: 'integer',
          minimum: 1,
          description: 'Most requirement ids one sub-agent may handle (seed 001 default 2); a lower `max_req_ids_per_subagent` in the document applies.',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { maxReqIdsPerSubagent: 2 },
    messages: {
      directions: 'Unexpected {{count}} direction(s) in the {{label}}, expected 1 to 3 (defer the rest to `deferred_directions`)',
      noDirections: 'Unexpected {{label}} without `directions`, expected 1 to 3 directions',
      tooManyTasks: 'Unexpected {{count}} atomic tasks in the {{label}}, expected at most 5 (split the unit or move the rest to `deferred_atomic_tasks`)',
      noTasks: 'Unexpected empty `atomic_tasks` in the {{label}}, expected 1 to 5 atomic tasks',
      fewTasks:
        'Unexpected {{count}} atomic task(s) without a stated reason, expected 3 to 5, or a `scope_reason` (or `why_these_directions`, `task_volume_policy.if_less_than_three`) stating the review or gate scope',
      tooManyReqs: 'Unexpected {{count}} requirement ids for sub-agent `{{agent}}`, expected at most {{limit}} (`max_req_ids_per_subagent`)',
      tooManyGrouped:
        'Unexpected {{count}} grouped requirement ids for {{agents}} task agent(s), expected at most {{limit}} per sub-agent (`max_req_ids_per_subagent`; split into more task cards or agent runs)',
      broadNotSingleton: 'Unexpected broad requirement `{{id}}` shared with other requirements by sub-agent `{{agent}}`, expected a singleton agent for each broad requirement',
      broadGrouped: 'Unexpected broad requirement `{{id}}` in `grouped_req_ids`, expected each broad requirement as its own singleton, not grouped with others',
    },
  },
  check({ doc, report, options }) {
    if (hasYamlErrors(doc)) return;
    const limit = options.maxReqIdsPerSubagent ?? 2;
    const visit = (value: unknown, path: Path, depth: number): void => {
      if (depth > 12) return;
      if (Array.isArray(value)) {
        value.forEach((v, i) => visit(v, [...path, i], depth + 1));
        return;
      }
      if (!isRecord(value)) return;
      if (isRecord(value.requirement_grouping)) checkGrouping(doc, report, value, path, limit);
      for (const [key, v] of Object.entries(value)) {
        if (key === 'unit_scope' && isRecord(v)) checkScope(doc, report, v, [...path, key], 'unit');
        else if (key === 'collection_units' && Array.isArray(v)) v.forEach((u, i) => isRecord(u) && checkScope(doc, report, u, [...path, key, i], 'collection'));
        visit(v, [...path, key], depth + 1);
      }
    };
    visit(doc.data, [], 0);
  },
});
