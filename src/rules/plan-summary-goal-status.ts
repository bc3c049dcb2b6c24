import { defineRule } from '../core/rule.js';
import { COLUMNS, GOAL_QUALITIES, GOAL_STATES } from '../kinds/plan-summary/outline.js';
import { planSummaryView, type GoalRow } from '../kinds/plan-summary/view.js';

const STATUS_COLUMN = {
  goals: (COLUMNS.goals as readonly string[]).indexOf('状态'),
  rounds: (COLUMNS.rounds as readonly string[]).indexOf('状态'),
};

export default defineRule({
  id: 'plan-summary-goal-status',
  meta: {
    type: 'problem',
    description: 'A goal status is empty or `已达成`/`未达成`/`受阻`, optionally with a quality `达标`/`未达标` that agrees with it',
    severity: 'error',
    fixable: false,
    kinds: ['plan-summary'],
    ownsData: { 'plan-summary': ['/goals/*/status', '/goals/*/state', '/goals/*/quality', '/rounds/*/status', '/rounds/*/state', '/rounds/*/quality'] },
    messages: {
      value: 'Unexpected status `{{actual}}` in `{{section}}`, expected empty or one of {{states}}, optionally with {{qualities}}',
      contradiction: 'Unexpected `{{state}}` with `{{quality}}` in `{{section}}`, expected `已达成（达标）` or `未达成（未达标）`',
    },
  },
  check({ doc, report }) {
    const v = planSummaryView(doc);
    const states = GOAL_STATES.map((s) => `\`${s}\``).join(', ');
    const qualities = GOAL_QUALITIES.map((s) => `\`${s}\``).join(' or ');
    const check = (rows: readonly GoalRow[], key: 'goals' | 'rounds', section: string): void => {
      for (const r of rows) {
        const cell = r.cells[STATUS_COLUMN[key]]!;
        const s = r.status;
        if (!s.valid) {
          report({ messageId: 'value', data: { actual: cell.text, section, states, qualities }, start: cell.start, end: cell.end, expected: [...GOAL_STATES] });
          continue;
        }
        if (!s.state || !s.quality) continue;
        // Seed 002 §6: any flaw means 未达标; 达标 means the goal is met without a known flaw.
        // 达标 goes with 已达成 only; 已达成 with 未达标 is the contradiction the seed names.
        if ((s.state === '已达成') !== (s.quality === '达标')) {
          report({ messageId: 'contradiction', data: { state: s.state, quality: s.quality, section }, start: cell.start, end: cell.end });
        }
      }
    };
    check(v.goals, 'goals', '验收目标');
    check(v.rounds, 'rounds', '目标执行记录');
  },
});
