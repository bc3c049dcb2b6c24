import { defineRule, type RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { dataRange, documentRange, inLoopHome, loopClosure, loopDocument } from '../kinds/loop/model.js';
import { scanHtml } from '../kinds/loop/html.js';

const REPORT = 'reports/FINAL_REPORT.html';

/** The sections seed 001 requires of the final report, found by heading text (Chinese or English). */
const SECTIONS: ReadonlyArray<{ topic: string; match: RegExp; example: string }> = [
  { topic: 'what changed', match: /改动|修改|变更|what\s+changed|changes/i, example: '`改动内容` or `What changed`' },
  { topic: 'why', match: /原因|为什么|\bwhy\b|rationale/i, example: '`原因` or `Why`' },
  { topic: 'how it was tested', match: /测试|验证方法|test/i, example: '`测试方法` or `How it was tested`' },
  { topic: 'the phase/turn history', match: /phase|转向|阶段|历史|history|timeline/i, example: '`Phase 与转向历史` or `Phase history`' },
  { topic: 'the evidence boundary', match: /证据边界|声明边界|evidence\s+boundar|boundar(?:y|ies)|limitations?|未验证/i, example: '`证据边界` or `Evidence boundary`' },
];

function checkReport(doc: WfDocument, report: RuleContext['report']): void {
  const scan = scanHtml(doc.text);
  for (const p of scan.problems) {
    if (p.kind === 'unclosed') report({ messageId: 'unclosed', data: { tag: p.tag }, start: p.start, end: p.end });
    else if (p.kind === 'mismatch')
      report({
        messageId: 'mismatch',
        data: { tag: p.tag, open: p.open ?? '' },
        start: p.start,
        end: p.end,
        cause: [{ start: p.openStart ?? p.start, end: p.openEnd ?? p.end, message: `The open <${p.open ?? ''}>` }],
      });
    else if (p.kind === 'unexpectedClose') report({ messageId: 'strayClose', data: { tag: p.tag }, start: p.start, end: p.end });
    else report({ messageId: 'comment', start: p.start, end: p.end });
  }
  const at = scan.body ?? { start: 0, end: Math.max(0, doc.text.indexOf('\n')) };
  for (const s of SECTIONS) {
    if (!scan.headings.some((h) => s.match.test(h.text))) report({ messageId: 'missingSection', data: { topic: s.topic, example: s.example }, ...at });
  }
}

export default defineRule({
  id: 'loop-final-report',
  meta: {
    type: 'problem',
    description: 'A closed loop has `reports/FINAL_REPORT.html`: well-formed HTML with what changed, why, how it was tested, the phase/turn history and the evidence boundary',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-final-report', 'loop-decision-packet', 'loop-control'],
    messages: {
      missingReport: 'Unexpected closed loop without `{{report}}`, expected the final HTML report before closing ({{closedBy}})',
      unclosed: 'Unexpected unclosed `<{{tag}}>`, expected a matching `</{{tag}}>`',
      mismatch: 'Unexpected `</{{tag}}>` while `<{{open}}>` is open, expected `</{{open}}>` first',
      strayClose: 'Unexpected `</{{tag}}>` without an open `<{{tag}}>`, expected tags to open before they close',
      comment: 'Unexpected unterminated comment, expected `-->`',
      missingSection: 'Unexpected final report without a section on {{topic}}, expected a heading such as {{example}}',
    },
  },
  check({ doc, workspace, report }) {
    const home = doc.loopHome ?? '';
    const closure = loopClosure(workspace, home);
    if (!closure.closed) return;
    if (doc.kind.id === 'loop-final-report') {
      checkReport(doc, report);
      return;
    }
    if (loopDocument(workspace, home, REPORT) || workspace.exists(inLoopHome(home, REPORT))) return;
    // The document that requires the report: the closing packet, else CONTROL.md (closed by STOP.codex).
    if (doc.kind.id === 'loop-decision-packet') {
      if (closure.closingPacket !== doc) return;
      const at = dataRange(doc, ['binding_next_action', 'reaction']);
      report({ messageId: 'missingReport', data: { report: REPORT, closedBy: 'this packet binds `reaction: close`' }, ...at });
      return;
    }
    if (closure.closingPacket || !closure.stop) return;
    report({ messageId: 'missingReport', data: { report: REPORT, closedBy: '`STOP.codex` exists' }, ...documentRange(doc), cause: [{ relPath: closure.stop, line: 1, message: 'STOP.codex' }] });
  },
});
