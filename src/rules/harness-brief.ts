import { defineRule } from '../core/lint/rule.js';
import { isNoneValue, sessionDir, stripTicks } from '../kinds/harness/common.js';
import { contentLines } from '../core/model/content-lines.js';
import { planView, type PlanFieldName } from '../kinds/harness/plan.js';
import { ledgerView } from '../kinds/harness/ledger.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';

/** 004:306: every brief's `forbidden` adds "不得 add/commit 任何未在 writable 白名单中的文件". */
const NEGATION = ['不得', '不要', '不能', '禁止', '勿', 'never', 'do not', "don't", 'must not'];
const COMMIT = ['add', 'commit', '提交'];
const WRITABLE = ['writable', '白名单', 'whitelist', 'allowlist', 'allow-list'];

/** Whether a line says "do not add/commit … outside writable": the three parts in this order. */
function isDirtyClause(line: string): boolean {
  const t = line.toLowerCase();
  const after = (words: readonly string[], from: number) => Math.min(...words.map((w) => t.indexOf(w, from)).filter((i) => i !== -1), Infinity);
  const neg = after(NEGATION, 0);
  const commit = neg === Infinity ? Infinity : after(COMMIT, neg);
  return commit !== Infinity && after(WRITABLE, commit) !== Infinity;
}
/**
 * 004:369: every placeholder of the prompt is expanded to an absolute path before dispatch
 * (`<BRIEF_FILE>`, `<REPORT_FILE>`, `<doc_dir>/…`): an angle-bracket name not glued to an
 * identifier (`Promise<string>` is a type, not a placeholder).
 */
const PLACEHOLDER = /(?<![\w<])<([^<>\n]{1,60})>/g;
/** The inside of a placeholder: a name (`BRIEF_FILE`, `doc_dir`, `task name`) or words with a CJK character. */
const PLACEHOLDER_NAME = /^[A-Za-z_][A-Za-z0-9_ ./-]*$|[\u3400-\u9fff]/;
const HTML = new Set(['br', 'p', 'div', 'span', 'b', 'i', 'em', 'strong', 'code', 'pre', 'a', 'img', 'details', 'summary', 'sub', 'sup', 'kbd', 'hr', 'table', 'tr', 'td', 'th', 'ul', 'ol', 'li']);

/** Text as compared for the rendered entries: no backticks, white space collapsed, lower case. */
function comparable(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A plan field written in the brief as in the plan (`accept: …`, `- writable: …`). */
const BRIEF_FIELD = /^(?:[-*+][ \t]+)?(files|interfaces|accept|verify|agent|writable|depends)[ \t]*[:：][ \t]*(\S.*)$/i;

/** Two values say the same: both none, or the same pieces (cut by `|`, `,`, `；`, `、`) in any order. */
function samePieces(a: string, b: string): boolean {
  if (isNoneValue(a) && isNoneValue(b)) return true;
  const pieces = (t: string) =>
    new Set(
      t
        .split(/[|,，；;、]/)
        .map(comparable)
        .filter((x) => x !== ''),
    );
  const x = pieces(a);
  const y = pieces(b);
  return x.size === y.size && [...x].every((p) => y.has(p));
}

/**
 * Whether the brief was rendered from the plan as it is now: no replan since the task was last
 * dispatched (`T<N>: base=` after the last `replan round`). A brief of a task dispatched before a
 * replan rendered the plan of its time; it is rendered again when the task is dispatched again.
 */
function renderedFromCurrentPlan(doc: WfDocument, workspace: WorkspaceView, task: string): boolean {
  const ledger = workspace.document(`${sessionDir(doc)}/progress.md`);
  if (!ledger || ledger.kind.id !== 'harness-ledger') return true;
  const entries = ledgerView(ledger).entries;
  let lastReplan = -1;
  entries.forEach((e, i) => {
    if (e.form === 'replan') lastReplan = i;
  });
  return lastReplan === -1 || entries.some((e, i) => i > lastReplan && e.task === task && e.form === 'base');
}

/** The text with code spans blanked (a command may legitimately hold `<file>`). */
function withoutCode(text: string): string {
  return text.replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));
}

export default defineRule({
  id: 'harness-brief',
  meta: {
    type: 'problem',
    description: "A task brief carries its plan task's `forbidden` entries, forbids committing files outside `writable` and has every placeholder expanded",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['harness-brief'],
    messages: {
      forbiddenMissing:
        "Unexpected brief without `{{item}}` of `{{task}}`'s `forbidden`, expected every `forbidden` entry of the plan task in its brief (the constraints reach the implementer only through it)",
      dirtyClause: "Unexpected brief without the clause `不得 add/commit 任何未在 writable 白名单中的文件`, expected it in `forbidden` (dirty files stay out of the task's commits)",
      fieldDiffers: "Unexpected `{{field}}: {{actual}}` in the brief, expected the plan's `{{field}}: {{expected}}` of `{{task}}` (the brief is the plan entry rendered)",
      placeholder: 'Unexpected placeholder `{{text}}` in the brief, expected it expanded before dispatch (paths as absolute paths; the subagent sees only its brief)',
    },
  },
  check({ doc, workspace, report }) {
    const lines = contentLines(doc);
    const h1 = doc.sections.find((s) => s.depth === 1);
    const headAt = h1 ? { start: h1.start, end: h1.headingEnd } : { start: 0, end: doc.lines.lineEnd(1) };
    if (!lines.some((l) => isDirtyClause(l.text))) report({ messageId: 'dirtyClause', ...headAt });
    // 004:360, 004:377, 004:387-388: the brief is the plan entry rendered, `forbidden` (with the
    // constraints) included; the implementer reads nothing else.
    const n = /(?:^|\/)task-(\d+)-brief\.md$/.exec(doc.relPath)?.[1];
    const plan = n === undefined ? undefined : workspace.document(`${sessionDir(doc)}/plan.md`);
    const task = plan?.kind.id === 'harness-plan' ? planView(plan).tasks.find((t) => t.n === Number(n)) : undefined;
    const forbidden = task?.fields.get('forbidden');
    if (task && forbidden && !forbidden.none) {
      const have = comparable(doc.text);
      for (const item of forbidden.items) {
        // The dirty-file clause has its own message (above), in any wording.
        if (isDirtyClause(item.text) || have.includes(comparable(item.text))) continue;
        report({
          messageId: 'forbiddenMissing',
          data: { item: stripTicks(item.text), task: task.id },
          ...headAt,
          cause: [{ relPath: plan!.relPath, start: item.start, end: item.end, message: `\`forbidden\` of \`${task.id}\`` }],
        });
      }
    }
    // 004:360 以 plan.md 中该任务条目为准: a field the brief writes as the plan does (`accept: …`)
    // says what the plan says (its pieces, cut by `|`, `,`, `；`, in any order).
    if (task && renderedFromCurrentPlan(doc, workspace, task.id)) {
      for (const l of lines) {
        const m = BRIEF_FIELD.exec(l.text);
        const field = m ? task.fields.get(m[1]!.toLowerCase() as PlanFieldName) : undefined;
        if (!m || !field) continue;
        // A value of several lines (`Consumes: …` then `Produces: …`) goes on below the field's line
        // in the brief too: its first line is compared.
        const expected = field.value.split('\n')[0]!;
        if (samePieces(m[2]!, expected)) continue;
        const at = l.start + l.text.lastIndexOf(m[2]!);
        report({
          messageId: 'fieldDiffers',
          data: { field: m[1]!.toLowerCase(), actual: stripTicks(m[2]!), expected: stripTicks(expected), task: task.id },
          start: at,
          end: at + m[2]!.length,
          cause: [{ relPath: plan!.relPath, start: field.start, end: field.end, message: `\`${m[1]!.toLowerCase()}\` of \`${task.id}\`` }],
        });
      }
    }
    for (const l of lines) {
      for (const m of withoutCode(l.text).matchAll(PLACEHOLDER)) {
        if (HTML.has(m[1]!.toLowerCase()) || !PLACEHOLDER_NAME.test(m[1]!)) continue;
        const start = l.start + m.index;
        report({ messageId: 'placeholder', data: { text: m[0] }, start, end: start + m[0].length });
      }
    }
  },
});
