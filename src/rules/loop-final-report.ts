import { defineRule, type RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { HAN } from '../core/model/text.js';
import { dataRange, documentRange, inLoopHome, loopClosure, loopDocument } from '../kinds/loop/model.js';
import { htmlBlocks, scanHtml, type HtmlBlock, type HtmlHeading, type HtmlScan } from '../kinds/loop/html.js';
import { isAsserted } from '../kinds/loop/claims.js';
import { newestPacket, isPacketDoc } from '../kinds/loop/model.js';
import { packetView } from '../kinds/loop/packets.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';

const REPORT = 'reports/FINAL_REPORT.html';

/**
 * The sections seed 001:948 requires of the final report ("包含改动内容、原因、测试方法、Phase/转向历史和证据边界"),
 * found by heading text. The seed asks for the content, not a heading text: `natural` headings
 * (the topic's own words and their plain synonyms, Chinese or English) pass; a heading that only
 * names a neighbouring idea (`Summary`, `Scope`, `Risks`, `Rounds`…) is read as the section with a
 * warning that names the canonical heading; no heading at all is an error.
 */
const SECTIONS: ReadonlyArray<{ topic: string; natural: RegExp; loose: RegExp; zh: string; en: string }> = [
  {
    topic: 'what changed',
    natural: /改动|修改|变更|变化|改了什么|what\s+changed|\bchange[sd]?\b|modifications?|\bfix(?:es)?\b|what\s+was\s+done|work\s+done/i,
    loose: /总结|摘要|成果|交付|summary|results?\b|outcomes?|deliverables?/i,
    zh: '改动内容',
    en: 'What changed',
  },
  {
    topic: 'why',
    natural: /原因|为什么|理由|动机|\bwhy\b|rationale|reasons?\b|motivation|root\s+causes?/i,
    loose: /背景|问题|缺陷|发现|background|context|problems?\b|defects?|findings?/i,
    zh: '原因',
    en: 'Why',
  },
  {
    topic: 'how it was tested',
    natural: /测试|验证|检验|test|verif|validat/i,
    loose: /用例|检查|cases?\b|checks?\b|\bqa\b|quality/i,
    zh: '测试方法',
    en: 'How it was tested',
  },
  {
    topic: 'the phase/turn history',
    natural: /phase|转向|阶段|历史|history|timeline|chronolog/i,
    loose: /轮次|进展|过程|步骤|rounds?\b|\blog\b|progress|process|steps?\b/i,
    zh: 'Phase 与转向历史',
    en: 'Phase history',
  },
  {
    topic: 'the evidence boundary',
    natural:
      /证据边界|声明边界|局限|限制|未验证|evidence\s+(?:boundar|bound|limit)|boundar(?:y|ies)|\bbounds\b|limitations?|\blimits\b|caveats?|not\s+(?:yet\s+)?verified|unverified|claim\s+ceiling|what\s+is\s+not/i,
    loose: /边界|范围|风险|缺口|残留|阻塞|未覆盖|剩余|scope|risks?\b|gaps?\b|residual|open\s+(?:issues|questions|items)|blocked|not\s+covered|remaining|known\s+issues/i,
    zh: '证据边界',
    en: 'Evidence boundary',
  },
];

/** Words that say a requirement is met, and words that say it is not (the first after the id counts). */
const MET = ['satisfied', 'done', 'complete', 'completed', 'fixed', 'works', 'working', 'passed', 'verified', 'met', 'resolved', '已满足', '已完成', '已修复', '已通过', '已验证'];
const NOT_MET = ['blocked', 'open', 'pending', 'partial', 'unmet', 'deferred', 'missing', 'failed', 'fail', 'not', 'unverified', 'excluded', '阻塞', '受阻', '未', '部分', '延后', '待'];

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z0-9_]/.test(ch);
}

/** The first state word (met or not) at or after `from` in a lower-cased text, with its offsets. */
function firstStateWord(lower: string, from: number): { met: boolean; word: string; start: number; end: number } | undefined {
  let best: { met: boolean; word: string; start: number; end: number } | undefined;
  for (const [words, met] of [
    [MET, true],
    [NOT_MET, false],
  ] as const) {
    for (const w of words) {
      let at = lower.indexOf(w, from);
      while (at !== -1) {
        const ascii = /^[a-z]/.test(w);
        if (!ascii || (!isWordChar(lower[at - 1]) && !isWordChar(lower[at + w.length]))) break;
        at = lower.indexOf(w, at + 1);
      }
      if (at !== -1 && (!best || at < best.start)) best = { met, word: w, start: at, end: at + w.length };
    }
  }
  return best;
}

/**
 * Seed 001:9, 001:948 (the report states what the evidence supports and its boundary): a report
 * block (a row, an item, a paragraph) that names a requirement the newest packet does not count as
 * satisfied, and calls it met.
 */
function againstPacket(doc: WfDocument, blocks: readonly HtmlBlock[], workspace: WorkspaceView, report: RuleContext['report']): void {
  const packet = newestPacket(workspace, doc.loopHome ?? '');
  if (!packet || !isPacketDoc(packet)) return;
  const view = packetView(packet);
  const satisfied = new Set(view.satisfied.map((r) => r.id));
  const states = new Map<string, { state: string; start: number; end: number }>();
  for (const [list, state] of [
    [view.partial, 'partial'],
    [view.unmet, 'unmet'],
    [view.deferred, 'deferred'],
    [view.blocked, 'blocked'],
  ] as const)
    for (const r of list) if (!satisfied.has(r.id)) states.set(r.id, { state, start: r.start, end: r.end });
  if (states.size === 0) return;
  for (const block of blocks) {
    const lower = block.text.toLowerCase();
    for (const [id, { state, start, end }] of states) {
      const key = id.toLowerCase();
      let at = lower.indexOf(key);
      while (at !== -1 && (isWordChar(lower[at - 1]) || isWordChar(lower[at + key.length]))) at = lower.indexOf(key, at + 1);
      if (at === -1) continue;
      const w = firstStateWord(lower, at + key.length);
      if (!w || !w.met || !isAsserted(block.text, w.start, w.end)) continue;
      report({
        messageId: 'contradictsPacket',
        data: { id, word: block.text.slice(w.start, w.end), state, packet: packet.relPath.slice(packet.relPath.lastIndexOf('/') + 1) },
        start: block.start,
        end: block.end,
        cause: [{ relPath: packet.relPath, start, end, message: `\`${id}\` in the newest decision packet` }],
      });
    }
  }
}

/** The canonical headings of a section, as messages name them. */
const example = (s: (typeof SECTIONS)[number]): string => `\`${s.zh}\` or \`${s.en}\``;

/**
 * The heading of a missing section as an edit (a suggestion: the content is the author's to
 * write): before the heading of the first later section present (seed 001:948 lists them in
 * order), else before `</body>`, else at the end; at the level and indentation of the report's
 * section headings, in Chinese when the report's headings or `lang` are Chinese.
 */
function insertHeading(text: string, scan: HtmlScan, sections: readonly HtmlHeading[], index: number): { heading: string; edit: { range: [number, number]; text: string } } {
  const zh = sections.some((h) => HAN.test(h.text)) || (scan.lang ?? '').startsWith('zh');
  const title = zh ? SECTIONS[index]!.zh : SECTIONS[index]!.en;
  const like = sections[0];
  // A lone `<h1>` is the title: sections go one level below it.
  const level = like && !(sections.length === 1 && like.level === 1) ? like.level : 2;
  const heading = `<h${level}>${title}</h${level}>`;
  const later = sections.find((h) => SECTIONS.slice(index + 1).some((s) => s.natural.test(h.text)));
  const at = later?.start ?? scan.bodyClose;
  if (at === undefined) {
    const lead = text === '' || text.endsWith('\n') ? '' : '\n';
    return { heading, edit: { range: [text.length, text.length], text: `${lead}${heading}\n` } };
  }
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(lineStart, at);
  if (before.trim() !== '') return { heading, edit: { range: [at, at], text: heading } };
  // A line of its own, indented like the section headings (or like the line it goes before).
  const indent = like ? text.slice(text.lastIndexOf('\n', like.start - 1) + 1, like.start).match(/^[ \t]*/)![0] : before;
  return { heading, edit: { range: [lineStart, lineStart], text: `${indent}${heading}\n` } };
}

/**
 * Whether a section says nothing: no text block of the report (`htmlBlocks`: tags, comments,
 * scripts and blanks set aside) between its heading and the next heading of its level or above
 * (or `</body>`, or the end).
 */
function isEmptySection(scan: HtmlScan, blocks: readonly HtmlBlock[], h: HtmlHeading, length: number): boolean {
  // A heading that says it itself (`证据边界：未覆盖夏令时`) holds its content.
  if (/[:：]\s*\S/.test(h.text)) return false;
  const next = scan.headings.find((o) => o.start > h.start && o.level <= h.level);
  const end = next?.start ?? scan.bodyClose ?? length;
  return !blocks.some((b) => b.start >= h.end && b.start < end);
}

function checkReport(doc: WfDocument, blocks: readonly HtmlBlock[], report: RuleContext['report']): void {
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
  // A heading that is the natural heading of one section is not read as a loose one of another
  // (`证据边界` is the evidence boundary, not the tests).
  // The report's title (a first `<h1>` followed by other headings) names the task, not a section.
  const headings = scan.headings.length > 1 && scan.headings[0]!.level === 1 ? scan.headings.slice(1) : scan.headings;
  const natural = headings.filter((h) => SECTIONS.some((s) => s.natural.test(h.text)));
  // Seed 001:948 asks the report to contain each topic: a section that says nothing does not.
  const empty = (read: HtmlHeading[], s: (typeof SECTIONS)[number]) => {
    if (read.length === 0 || !read.every((h) => isEmptySection(scan, blocks, h, doc.text.length))) return;
    report({ messageId: 'emptySection', data: { heading: read[0]!.text, topic: s.topic }, start: read[0]!.start, end: read[0]!.end });
  };
  SECTIONS.forEach((s, index) => {
    const own = headings.filter((h) => s.natural.test(h.text));
    if (own.length) {
      empty(own, s);
      return;
    }
    const loose = headings.find((h) => !natural.includes(h) && s.loose.test(h.text));
    if (loose) {
      report({ messageId: 'looseHeading', data: { heading: loose.text, topic: s.topic, example: example(s) }, start: loose.start, end: loose.end });
      empty([loose], s);
      return;
    }
    const { heading, edit } = insertHeading(doc.text, scan, headings, index);
    report({ messageId: 'missingSection', data: { topic: s.topic, example: example(s) }, ...at, suggest: [{ messageId: 'insertSection', data: { heading }, edits: [edit] }] });
  });
}

export default defineRule({
  id: 'loop-final-report',
  meta: {
    type: 'problem',
    description: 'A closed loop has `reports/FINAL_REPORT.html`: well-formed HTML that states what changed, why, how it was tested, the phase/turn history and the evidence boundary',
    severity: 'error',
    fixable: 'suggest',
    crossFile: true,
    kinds: ['loop-final-report', 'loop-decision-packet', 'loop-control'],
    // Seed 001:948 names the content, not the heading text: a heading that only names a neighbouring idea warns.
    advisory: ['looseHeading'],
    messages: {
      looseHeading: 'Unexpected heading `{{heading}}` for {{topic}}, expected a heading such as {{example}}',
      contradictsPacket: 'Unexpected `{{id}}` reported as `{{word}}` while `{{packet}}` has it {{state}}, expected the report to state what the evidence supports',
      missingReport: 'Unexpected closed loop without `{{report}}`, expected the final HTML report before closing ({{closedBy}})',
      unclosed: 'Unexpected unclosed `<{{tag}}>`, expected a matching `</{{tag}}>`',
      mismatch: 'Unexpected `</{{tag}}>` while `<{{open}}>` is open, expected `</{{open}}>` first',
      strayClose: 'Unexpected `</{{tag}}>` without an open `<{{tag}}>`, expected tags to open before they close',
      comment: 'Unexpected unterminated comment, expected `-->`',
      missingSection: 'Unexpected final report without a section on {{topic}}, expected a heading such as {{example}}',
      emptySection: 'Unexpected empty section `{{heading}}`, expected text under it: the report states {{topic}}',
      insertSection: "Insert the heading `{{heading}}` (its content is the author's to write)",
    },
  },
  check({ doc, workspace, report }) {
    const home = doc.loopHome ?? '';
    const closure = loopClosure(workspace, home);
    if (!closure.closed) return;
    if (doc.kind.id === 'loop-final-report') {
      // The report's text blocks, read once: its sections' content and its statements.
      const blocks = htmlBlocks(doc.text);
      checkReport(doc, blocks, report);
      againstPacket(doc, blocks, workspace, report);
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
