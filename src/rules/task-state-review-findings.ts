import type { RootContent } from 'mdast';
import type { WfDocument } from '../core/model/document.js';
import { lines, textGrams } from '../core/model/text.js';
import { defineRule } from '../core/lint/rule.js';
import { findSection } from '../core/model/outline.js';
import { diceSimilarity, normalizeItemText, sectionItems, type Item } from '../core/model/items.js';
import { SECTION } from '../kinds/task-state/outline.js';
import { filledItems, halfWidthPipes } from '../kinds/task-state/view.js';

export const OUTCOMES = ['fixed', 'rejected with evidence', 'accepted as gap', 'requires re-plan'] as const;
const LABEL = { source: /^\s*source\s*[:：]/i, outcome: /^\s*outcome\s*[:：]/i, note: /^\s*note\s*[:：]/i } as const;

interface Finding {
  finding: string;
  source: string;
  /** As written, and normalised (backticks and bold removed, lower case, single spaces). */
  outcome: string;
  chosen: string;
  note: string;
}

/**
 * `<finding> | source: … | outcome: … | note: …`, read by splitting on `|` (`｜` too; linear on any
 * input); `note` may be left out. The outcome may still hold the template's `a|b|c` alternatives.
 */
function parseFinding(raw: string): Finding | undefined {
  const parts = halfWidthPipes(raw).split('|');
  const at = (label: keyof typeof LABEL) => parts.findIndex((p) => LABEL[label].test(p));
  const s = at('source');
  const o = at('outcome');
  const found = at('note');
  const n = found === -1 ? parts.length : found;
  if (s < 1 || o !== s + 1 || n <= o) return undefined;
  const strip = (p: string, label: keyof typeof LABEL) => p.replace(LABEL[label], '').trim();
  const finding = parts.slice(0, s).join('|').trim();
  if (!finding) return undefined;
  const outcome = [strip(parts[o]!, 'outcome'), ...parts.slice(o + 1, n)].join('|').trim();
  return {
    finding,
    source: strip(parts[s]!, 'source'),
    outcome,
    chosen: outcome.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim().toLowerCase(),
    note: found === -1 ? '' : [strip(parts[n]!, 'note'), ...parts.slice(n + 1)].join('|').trim(),
  };
}

/** A line that carries a finding's fields (`| source: …`, `| outcome: …`), not a note. */
const FINDING_FIELDS = /[|｜]\s*(?:source|outcome)\s*[:：]/i;

/**
 * The body rows of pipe tables in a section that name no outcome (task files are parsed without
 * GFM tables, so a table is a paragraph of `|` lines: its first line is the header, a `|---|` line
 * the delimiter).
 */
function tableRows(doc: WfDocument, content: readonly RootContent[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const node of content) {
    const from = node.position?.start.offset;
    const to = node.position?.end.offset;
    if (node.type !== 'paragraph' || from === undefined || to === undefined) continue;
    let header = true;
    for (const line of lines(doc.text, from, to)) {
      const t = line.text.trim();
      if (!t.startsWith('|') && !t.startsWith('｜')) {
        header = true;
        continue;
      }
      // The delimiter row: only pipes, colons, dashes and spaces (tested by character, linear).
      if (header || (t.includes('---') && /^[\s:|｜-]+$/.test(t))) {
        header = false;
        continue;
      }
      const cells = halfWidthPipes(t)
        .split('|')
        .map((c) => c.replace(/[`*_]/g, '').trim().toLowerCase());
      if (!cells.some((c) => (OUTCOMES as readonly string[]).includes(c))) out.push({ start: line.start, end: line.end });
    }
  }
  return out;
}

/** `F2`, `#3`, `R1`: the label a finding and its Gaps entry share. */
function labelOf(text: string): string | undefined {
  return /^(?:[A-Za-z]{1,3}\d{1,3}|#\d{1,4})(?![A-Za-z0-9])/.exec(text.trim())?.[0].toLowerCase();
}

/**
 * Whether a Gaps item carries a finding: the same label, one text inside the other, close wording,
 * or the same risk in other words (ac-review 8 asks for the residual risk in Gaps, not the
 * finding's wording): a third of the finding's content (CJK pairs, ASCII words), two pieces at least.
 */
function carries(gap: Item, finding: string): boolean {
  const label = labelOf(finding);
  if (label !== undefined && labelOf(gap.text) === label) return true;
  const a = normalizeItemText(gap.text);
  const b = normalizeItemText(
    label === undefined
      ? finding
      : finding
          .trim()
          .slice(label.length)
          .replace(/^[\s:：.、-]+/, ''),
  );
  if (a === '' || b === '') return false;
  if (a.includes(b) || b.includes(a) || diceSimilarity(a, b) >= 0.6) return true;
  const risk = textGrams(b);
  const have = textGrams(a);
  const kept = [...risk].filter((g) => have.has(g)).length;
  return kept >= 2 && kept / risk.size >= 1 / 3;
}

/**
 * A `requires re-plan` finding kept as history (000:34 keeps what was written) and closed by a later
 * line of the re-review: the same label (`F1 复审：… | outcome: fixed`) or the same finding, with
 * another outcome.
 */
function settledLater(finding: string, later: ReadonlyArray<Finding | undefined>): boolean {
  const label = labelOf(finding);
  return later.some(
    (f) =>
      f !== undefined &&
      f.chosen !== 'requires re-plan' &&
      (OUTCOMES as readonly string[]).includes(f.chosen) &&
      (label !== undefined ? labelOf(f.finding) === label : diceSimilarity(normalizeItemText(f.finding), normalizeItemText(finding)) >= 0.6),
  );
}

export default defineRule({
  id: 'task-state-review-findings',
  meta: {
    type: 'problem',
    description: 'Review findings follow `<finding> | source: … | outcome: … | note: …` and are closed on a completed task',
    severity: 'error',
    fixable: false,
    kinds: ['task-state'],
    messages: {
      format: 'Unexpected review finding `{{text}}`, expected `<finding> | source: <…> | outcome: <…> | note: <…>`',
      outcome: 'Unexpected outcome `{{value}}`, expected one of `fixed`, `rejected with evidence`, `accepted as gap`, `requires re-plan`',
      open: 'Unexpected review finding without an outcome on a completed task, expected it closed',
      replanOnCompleted: 'Unexpected `requires re-plan` finding on a completed task, expected the re-plan done and the finding closed (`fixed`) before the pass',
      gapMissing: 'Unexpected `accepted as gap` finding `{{finding}}` missing from `未验证清单（Gaps）`, expected it carried there as a residual risk',
      closeOpen: 'Unexpected `close` with a review finding without an outcome, expected it closed with `fixed`, `rejected with evidence`, `accepted as gap` or `requires re-plan`',
      closeReplan: 'Unexpected `close` with a `requires re-plan` finding, expected the review to fail and go back to planning (`repair`)',
      repairOpen: 'Unexpected `repair` with a review finding without an outcome, expected every finding closed before the pass/fail conclusion',
    },
  },
  check({ doc, settings, gateAction, report }) {
    const section = findSection(doc, settings, SECTION.findings);
    const completed = doc.header.find((h) => h.key === 'WORKFLOW_STATUS')?.value === 'completed';
    // Gate: `close` is judged as if the task were completed; `repair` needs the review concluded.
    const open = gateAction === 'close' ? 'closeOpen' : gateAction === 'repair' ? 'repairOpen' : completed ? 'open' : undefined;
    const replan = gateAction === 'close' ? 'closeReplan' : completed && !gateAction ? 'replanOnCompleted' : undefined;
    // Without a Gaps section, `required-sections` reports it (one message).
    const gapsSection = findSection(doc, settings, SECTION.gaps);
    const gaps = filledItems(sectionItems(doc, gapsSection, true));
    // `无`, `无（进入 review 后记录）` and the template's placeholder item are no findings.
    // A finding nested under another one is still a finding (a nested note is not): judged as one,
    // so an open finding cannot hide under a closed one (audit 000 B-e14).
    const items = filledItems(sectionItems(doc, section, true).filter((i) => i.depth === 0 || FINDING_FIELDS.test(i.text)));
    const parsed = items.map((i) => parseFinding(i.text));
    // Findings written as table rows: a row with no outcome is an open finding (fail closed; audit 000 B-e7).
    if (open && section) for (const row of tableRows(doc, section.content)) report({ messageId: open, ...row });
    for (const [index, item] of items.entries()) {
      const at = { start: item.textStart, end: item.end };
      const m = parseFinding(item.text);
      if (!m) {
        const short = item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text;
        // A finding with no outcome at all (labelled or not) is above all still open; one whose
        // outcome is there in another form is malformed.
        const parts = halfWidthPipes(item.text).split('|');
        const hasOutcome = parts.some((p) => LABEL.outcome.test(p) || (OUTCOMES as readonly string[]).includes(p.replace(/[`*_]/g, '').trim().toLowerCase()));
        if (open && !hasOutcome) report({ messageId: open, ...at });
        else report({ messageId: 'format', data: { text: short }, ...at });
        continue;
      }
      // Empty, or the template's alternatives left in place: no outcome chosen yet.
      if (m.chosen === '' || m.chosen.includes('|') || /^<.*>$/.test(m.chosen)) {
        if (open) report({ messageId: open, ...at });
        continue;
      }
      if (!(OUTCOMES as readonly string[]).includes(m.chosen)) {
        const start = doc.text.indexOf(m.outcome, item.textStart);
        report({ messageId: 'outcome', data: { value: m.outcome }, start: start >= 0 ? start : item.textStart, end: start >= 0 ? start + m.outcome.length : item.end, expected: [...OUTCOMES] });
        continue;
      }
      if (m.chosen === 'requires re-plan' && replan && !settledLater(m.finding, parsed.slice(index + 1))) report({ messageId: replan, ...at });
      if (m.chosen === 'accepted as gap' && gapsSection && !gaps.some((g) => carries(g, m.finding))) {
        report({ messageId: 'gapMissing', data: { finding: m.finding.length > 40 ? `${m.finding.slice(0, 37)}…` : m.finding }, ...at });
      }
    }
  },
});
