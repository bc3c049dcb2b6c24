import { defineRule, type Edit } from '../core/lint/rule.js';
import { trimEndChars } from '../core/model/text.js';
import { findSection } from '../core/model/outline.js';
import { listItemsOf, sectionItems } from '../core/model/items.js';
import { CONTRACT_LABELS, DOCS_OPTIONAL_LABELS, SECTION } from '../kinds/task-state/outline.js';
import { changedSinceBase, headerValueIn, isTemplateItem } from '../kinds/task-state/view.js';
import { createDocument, type WfDocument } from '../core/model/document.js';
import type { Section } from '../core/model/markdown.js';
import { baseVersion } from '../core/lint/workspace-view.js';

/**
 * `Scope: …`, and the bold forms `**Scope**: …`, `**Scope:** …` (`__…__` too), with a half- or
 * full-width colon. The label is words separated by single spaces, so the pattern stays linear.
 */
const LABELLED = /^(?:\*\*|__)?([A-Za-z]+(?: [A-Za-z]+)*)[ \t]*(?:(?:\*\*|__)[ \t]*[:：]|[:：](?:[ \t]*(?:\*\*|__))?)(.*)$/s;

/** Where one step of `Steps:` ends: a number (`1.`, `2)`, `3、`), `；`, `->`, `→`, `然后`, a line break. */
const STEP_SPLIT = /(?:^|\s|[；;，,。])(?:\d{1,2}[.)、）]|[（(]\d{1,2}[）)])|[；;\n]|->|→|[，,]?\s?(?:然后|随后|最后|再)/;
/** A step that names nothing to do concretely (ac-plan: "update docs", "do review"), after normalising. */
const VAGUE_STEP =
  /^(?:(?:更新|修改|完善|优化|调整|处理|实现|修复|补充|编写|改|写)(?:一下)?(?:相关)?(?:的)?(?:代码|文档|文案|逻辑|功能|实现|问题|测试|需求)?(?:(?:和|与|及|、|以及)(?:代码|文档|文案|逻辑|功能|测试))?|(?:做|进行|跑|执行)?(?:codereview|review|自测|测试|检查|验证|回归|评审)(?:一下)?|(?:update|fix|change|edit|improve)(?:the)?(?:docs?|code|text|files?)?|(?:do)?(?:a)?(?:review|testing|tests?|selftest))$/;
/** `Checks:` left at a non-specific placeholder (ac-plan: not "self-test"). */
const VAGUE_CHECKS = new Set([
  '自测',
  '自检',
  '测试',
  '手测',
  '验证',
  '检查',
  '自测通过',
  '本地测试',
  '本地验证',
  '人工验证',
  '跑一下',
  '跑测试',
  'selftest',
  'self-test',
  'test',
  'tests',
  'testing',
  'manual test',
  'review',
  '待定',
  'tbd',
  'todo',
]);

/** The parts of a `Steps:` value, normalised for the vagueness test. */
function stepParts(value: string): string[] {
  return value
    .split(STEP_SPLIT)
    .map((p) =>
      (p ?? '')
        .replace(/[\p{P}\p{S}\s]/gu, '')
        .toLowerCase()
        .replace(/^(?:先|并|再|然后|最后|step\d+)/, ''),
    )
    .filter((p) => p !== '');
}

function isVagueSteps(value: string): boolean {
  const parts = stepParts(value);
  return parts.length > 0 && parts.every((p) => p.length <= 40 && VAGUE_STEP.test(p));
}

function isVagueChecks(value: string): boolean {
  return VAGUE_CHECKS.has(
    value
      .replace(/[`*_。.，,；;：:]/g, '')
      .trim()
      .toLowerCase(),
  );
}

/** Backticked repository paths of `Files to change:` (no globs, nothing outside the repository). */
function pathsOf(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(/`([^`\n]{1,300})`/g)) {
    const p = trimEndChars(m[1]!.trim().replace(/^\.\//, ''), '/');
    if (p === '' || /[\s*?[\]{}<>…]/.test(p) || p.startsWith('/') || p.includes('..') || /^[a-z]+:/i.test(p)) continue;
    if (p.includes('/') || /\.[A-Za-z0-9]{1,8}$/.test(p)) out.push(p);
  }
  return out;
}

/** A section's lines (trimmed, blank lines left out): what a frozen Contract keeps. */
function sectionLines(doc: WfDocument, section: Section): string {
  return doc.text
    .slice(section.headingEnd, section.end)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}

export default defineRule({
  id: 'task-state-execution-contract',
  meta: {
    type: 'problem',
    description: '`Execution Contract` has its seven labelled bullets, all filled once the plan is frozen',
    severity: 'error',
    fixable: 'suggest',
    crossFile: true,
    kinds: ['task-state'],
    messages: {
      missing: 'Unexpected missing `{{label}}:` bullet in `Execution Contract`, expected it {{where}}',
      empty: 'Unexpected empty `{{label}}:` with `PLAN_FROZEN: true`, expected a value before execution',
      stepEmpty: 'Unexpected empty `{{label}}:` before `{{action}}`, expected a value (the Contract is frozen complete)',
      placeholder: 'Unexpected template placeholder `{{value}}` in `{{label}}:` with `PLAN_FROZEN: true`, expected the real value before execution',
      stepPlaceholder: 'Unexpected template placeholder `{{value}}` in `{{label}}:` before `{{action}}`, expected the real value (the Contract is frozen complete)',
      vagueSteps: 'Unexpected vague `Steps:` `{{value}}`, expected an ordered execution sequence that names what changes (not "update docs" or "do review")',
      vagueChecks: 'Unexpected non-specific `Checks:` `{{value}}`, expected a concrete command, consistency search, manual path or review check',
      missingPath: 'Unexpected path `{{path}}` in `Files to change:` (neither it nor its folder `{{dir}}` exists), expected a real repository path',
      changedWhileFrozen:
        'Unexpected change to the `Execution Contract` since `{{base}}` by the executor while `PLAN_FROZEN: true`, expected the frozen Contract unchanged (a wider scope or a new step goes back to ac-plan: `PLAN_FROZEN: false`)',
      insert: 'Insert `- {{label}}:`',
    },
  },
  check({ doc, settings, workspace, gateAction, report }) {
    const section = findSection(doc, settings, SECTION.contract);
    if (!section) return;
    const header = new Map(doc.header.map((h) => [h.key, h.value] as const));
    const docsTask = header.get('TASK_TYPE') === 'docs';
    const frozen = header.get('PLAN_FROZEN') === 'true';
    // AGENTS 114-119, ac-execute: the executor works only inside the frozen Contract; widening it is
    // an unfreeze back to ac-plan. Compared with `--base` when both are frozen (an uncommitted edit).
    const git = workspace.git;
    if (git && frozen && header.get('CURRENT_ROLE') === 'executor') {
      const at = baseVersion(git, doc);
      if (at && headerValueIn(at.text, 'PLAN_FROZEN') === 'true' && changedSinceBase(doc.text, at.text) === true) {
        // The base version's section, found as this one is (heading variants and glosses alike).
        const base = createDocument({ path: doc.path, relPath: doc.relPath, kind: doc.kind, rawText: at.text });
        const was = findSection(base, settings, SECTION.contract);
        if (was && sectionLines(base, was) !== sectionLines(doc, section)) report({ messageId: 'changedWhileFrozen', data: { base: at.label }, start: section.start, end: section.headingEnd });
      }
    }
    // Gate: a hand-off or execution step needs the Contract complete, as if it were frozen now.
    const stepping = gateAction === 'advance' || gateAction === 'continue_execution';
    const found = new Map<string, { value: string; start: number; end: number }>();
    const items = sectionItems(doc, section).filter((i) => i.depth === 0);
    for (const item of items) {
      const m = LABELLED.exec(item.text);
      if (!m) continue;
      const label = CONTRACT_LABELS.find((l) => l.toLowerCase() === m[1]!.trim().toLowerCase());
      if (!label || found.has(label)) continue;
      // The value may continue in a list nested under the label (an ordered `Steps:` list).
      const nested = item.node.children.find((c) => c.type === 'list');
      const nestedText = nested
        ? listItemsOf(doc, [nested], true)
            .map((i) => i.text)
            .filter((t) => t !== '')
            .join('；')
        : '';
      const own = m[2]!.replace(/^(?:\*\*|__)\s*/, '').trim();
      found.set(label, { value: [own, nestedText].filter((t) => t !== '').join('；'), start: item.textStart, end: item.end });
    }
    const last = items[items.length - 1];
    const judged = frozen || stepping;
    const short = (v: string) => (v.length > 60 ? `${v.slice(0, 57)}…` : v);
    CONTRACT_LABELS.forEach((label, i) => {
      if (found.has(label)) {
        const f = found.get(label)!;
        if (!judged) return;
        const at = { start: f.start, end: f.end };
        if (f.value === '') report({ messageId: frozen ? 'empty' : 'stepEmpty', data: { label, action: gateAction ?? '' }, ...at });
        else if (isTemplateItem(f.value)) report({ messageId: frozen ? 'placeholder' : 'stepPlaceholder', data: { label, value: short(f.value), action: gateAction ?? '' }, ...at });
        else if (label === 'Steps' && isVagueSteps(f.value)) report({ messageId: 'vagueSteps', data: { value: short(f.value) }, ...at });
        else if (label === 'Checks' && isVagueChecks(f.value)) report({ messageId: 'vagueChecks', data: { value: short(f.value) }, ...at });
        else if (label === 'Files to change') {
          for (const p of pathsOf(f.value)) {
            const dir = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
            // Judged only inside a top-level folder the repository has (a state folder copied
            // without its code, or a new module, says nothing about the path).
            const top = p.split('/')[0]!;
            if (workspace.exists(p) || dir === '' || workspace.exists(dir) || !workspace.exists(top)) continue;
            const start = doc.text.indexOf(p, f.start);
            report({ messageId: 'missingPath', data: { path: p, dir }, ...(start >= 0 && start < f.end ? { start, end: start + p.length } : at) });
          }
        }
        return;
      }
      if (docsTask && DOCS_OPTIONAL_LABELS.includes(label)) return;
      const prev = CONTRACT_LABELS.slice(0, i)
        .reverse()
        .map((l) => found.get(l))
        .find((f) => f);
      // Insert on its own line after the previous label's item (or after the last item, or the heading).
      const anchorEnd = prev?.end ?? last?.end;
      let at: number;
      let text: string;
      if (anchorEnd === undefined) {
        at = section.headingEnd;
        text = `\n\n- ${label}:`;
      } else {
        const nl = doc.text.indexOf('\n', anchorEnd);
        at = nl === -1 ? doc.text.length : nl + 1;
        text = nl === -1 ? `\n- ${label}:` : `- ${label}:\n`;
      }
      const edits: Edit[] = [{ range: [at, at], text }];
      const where = prev ? `after \`${CONTRACT_LABELS[CONTRACT_LABELS.indexOf(label) - 1]}:\`` : 'in the section';
      report({ messageId: 'missing', data: { label, where }, start: section.start, end: section.headingEnd, suggest: [{ messageId: 'insert', data: { label }, edits }] });
    });
  },
});
