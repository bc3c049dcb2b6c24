import { defineRule, type Edit } from '../core/lint/rule.js';
import { REQUIRED_PLAN_LABELS } from '../kinds/plan-summary/outline.js';
import { planSummaryView, type PlanItem } from '../kinds/plan-summary/view.js';

/** A plan item's `状态` that says it is not confirmed yet. */
const UNCONFIRMED = /待确认|未确认|尚未确认|待讨论|草案/;
/** The template's item (`### 1. {计划事项}`) before the plan is written (002:118: the summary may come first). */
function isTemplateItem(item: PlanItem): boolean {
  return /^(?:\{[^{}]*\}|<[^<>]*>)$/.test(item.title) && [...item.labels.values()].every((l) => l.value === '');
}

/** A file name (`orderExport.ts`) in an item's title. */
const FILE_NAME = /(?<![\w-])[\w-]{1,80}\.(?:tsx?|jsx?|mjs|cjs|kts?|java|py|go|rs|rb|php|swift|m|c|cc|cpp|h|cs|vue|svelte|css|scss|less|html|md|json|ya?ml|toml|xml|sql|sh|gradle)\b/i;
/** A title that is only tests, docs or a version bump (002:153: not a top-level plan item). */
const WORK_ONLY = /^(?:补|补充|编写|写|新增|添加|更新|修改|跑|运行)?\s?(?:单元|集成|回归|端到端|自动化)?(?:测试(?:用例)?|单测|用例|文档|readme|changelog|版本号?)$/i;

export default defineRule({
  id: 'plan-summary-plan-items',
  meta: {
    type: 'problem',
    description: 'Plan items are `### N. <计划事项>` numbered 1, 2, 3…, each with a filled `已确认：` and `实施方案：`',
    severity: 'error',
    fixable: 'suggest',
    kinds: ['plan-summary'],
    ownsData: { 'plan-summary': ['/plan'] },
    messages: {
      unnumbered: 'Unexpected plan item heading `{{heading}}`, expected `### {{number}}. <计划事项>`',
      number: 'Unexpected plan item number `{{actual}}`, expected `{{expected}}`',
      missingLabel: 'Unexpected plan item `{{item}}` without `{{label}}：`, expected a `- {{label}}：` bullet',
      emptyLabel: 'Unexpected empty `{{label}}：` in plan item `{{item}}`, expected {{what}}',
      byFile: 'Unexpected plan item `{{item}}` organised by {{what}}, expected one top-level item per confirmed requirement or problem (files, tests and docs go under `影响范围`)',
      level: 'Unexpected plan item heading `## {{title}}`, expected `### {{title}}` under `## 计划`',
      executeNoPlan: 'Unexpected `continue_execution` without a plan item under `计划`, expected the confirmed plan first',
      executeUnconfirmed: 'Unexpected `continue_execution` while plan item `{{item}}` is `{{status}}`, expected the plan discussed and confirmed before execution (seed 002: 进入条件：计划已讨论完成)',
      renumber: 'Renumber as `{{expected}}`',
      demote: 'Write it as `### {{title}}`',
      insert: 'Insert `- {{label}}：`',
    },
  },
  check({ doc, gateAction, report }) {
    const v = planSummaryView(doc);
    // `## 1. …`: a plan item written one level too high (the dialogue's plan draft uses `##`).
    for (const s of doc.sections) {
      if (s.depth !== 2 || !/^\d+\s*[.．、]\s*\S/.test(s.title.trim())) continue;
      const title = s.title.trim();
      report({ messageId: 'level', data: { title }, start: s.start, end: s.headingEnd, suggest: [{ messageId: 'demote', data: { title }, edits: [{ range: [s.start, s.start], text: '#' }] }] });
    }
    // 002:231: the plan as a whole recorded unconfirmed in `已确认内容` (`| 计划 | … | 待确认 |`).
    if (gateAction === 'continue_execution') {
      for (const r of v.confirmed) {
        const status = r.cells[2]!;
        if (!/^计划(?:事项)?$|^plan$/i.test(r.cells[0]!.text.trim()) || !UNCONFIRMED.test(status.text)) continue;
        report({ messageId: 'executeUnconfirmed', data: { item: r.cells[0]!.text.trim(), status: status.text.trim() }, start: status.start, end: status.end });
      }
    }
    const real = v.plan.filter((item) => !isTemplateItem(item));
    if (gateAction === 'continue_execution' && real.length === 0) {
      const at = v.sections.plan ?? v.h1;
      report({ messageId: 'executeNoPlan', ...(at ? { start: at.start, end: at.headingEnd } : { start: 0, end: 0 }) });
    }
    v.plan.forEach((item, i) => {
      if (isTemplateItem(item)) return;
      const expected = i + 1;
      const h = item.heading;
      const name = item.number !== undefined ? `${item.number}. ${item.title}` : item.title;
      if (item.number === undefined) {
        report({
          messageId: 'unnumbered',
          data: { heading: `### ${h.title.trim()}`, number: expected },
          start: h.titleStart,
          end: h.titleEnd,
          suggest: [{ messageId: 'renumber', data: { expected: `${expected}. ${item.title}` }, edits: [{ range: [h.titleStart, h.titleStart], text: `${expected}. ` }] }],
        });
      } else if (item.number !== expected) {
        report({
          messageId: 'number',
          data: { actual: item.number, expected },
          start: item.numberStart,
          end: item.numberEnd,
          suggest: [{ messageId: 'renumber', data: { expected: String(expected) }, edits: [{ range: [item.numberStart, item.numberEnd], text: String(expected) }] }],
        });
      }
      const file = FILE_NAME.exec(item.title);
      if (file || WORK_ONLY.test(item.title.replace(/\s+/g, ''))) {
        report({ messageId: 'byFile', data: { item: name, what: file ? `a file (\`${file[0]}\`)` : 'tests, docs or a version' }, start: h.titleStart, end: h.titleEnd });
      }
      // 002:231: execution starts once the plan is discussed and confirmed.
      const status = item.labels.get('状态');
      if (gateAction === 'continue_execution' && status && UNCONFIRMED.test(status.value)) {
        report({ messageId: 'executeUnconfirmed', data: { item: name, status: status.value }, start: status.start, end: status.end });
      }
      for (const label of REQUIRED_PLAN_LABELS) {
        const found = item.labels.get(label);
        if (!found) {
          // Insert after the item's last labelled bullet (or after its heading).
          const nl = doc.text.indexOf('\n', item.insertAt);
          const edit: Edit =
            item.insertAt === h.headingEnd
              ? { range: [h.headingEnd, h.headingEnd], text: `\n\n- ${label}：` }
              : nl === -1
                ? { range: [doc.text.length, doc.text.length], text: `\n- ${label}：` }
                : { range: [nl + 1, nl + 1], text: `- ${label}：\n` };
          report({ messageId: 'missingLabel', data: { item: name, label }, start: h.start, end: h.headingEnd, suggest: [{ messageId: 'insert', data: { label }, edits: [edit] }] });
        } else if (found.value === '') {
          const what = label === '已确认' ? 'the decisions confirmed in the discussion' : 'the core method, its boundary and key constraints';
          report({ messageId: 'emptyLabel', data: { label, item: name, what }, start: found.start, end: found.end });
        }
      }
    });
  },
});
