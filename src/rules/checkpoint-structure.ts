import { matchHeading } from '../core/model/headings.js';
import { defineRule, type Edit, type Suggestion } from '../core/lint/rule.js';
import { trimEndChars } from '../core/model/text.js';
import { CHECKPOINT_SECTIONS } from '../kinds/checkpoint/outline.js';
import { checkpointView, type CheckpointSection } from '../kinds/checkpoint/view.js';
import { longestIncreasing } from './section-order.js';

const ALLOWED = CHECKPOINT_SECTIONS.map((c) => `\`${c.text}\``).join(', ');

export default defineRule({
  id: 'checkpoint-structure',
  meta: {
    type: 'problem',
    description: 'A checkpoint has one H1 and only the seven known H2 sections, each at most once, in canonical order',
    severity: 'error',
    fixable: 'suggest',
    kinds: ['checkpoint'],
    ownsData: { checkpoint: ['/topic'] },
    messages: {
      missingH1: 'Unexpected missing H1, expected `# <讨论主题>` before the sections',
      emptyH1: 'Unexpected empty H1, expected `# <讨论主题>`',
      extraH1: 'Unexpected second H1 `{{heading}}`, expected one topic per checkpoint',
      unknown: 'Unexpected section `{{heading}}`, expected one of {{allowed}}',
      duplicate: 'Unexpected second `{{section}}` section, expected each section once',
      level: 'Unexpected section heading `{{heading}}` at level {{depth}}, expected `## {{section}}` (the seven sections are H2s; their items are read there)',
      order: 'Unexpected section `{{section}}` after `{{after}}`, expected it before `{{after}}`',
      early: 'Unexpected section `{{section}}` before `{{before}}`, expected it after `{{before}}`',
      move: 'Move the whole `{{section}}` section before `{{before}}`',
      moveLast: 'Move the whole `{{section}}` section to the end',
    },
  },
  check({ doc, report }) {
    const v = checkpointView(doc);
    const [h1, ...extra] = v.h1s;
    if (!h1) {
      const first = doc.sections[0];
      report({ messageId: 'missingH1', start: first?.start ?? 0, end: first?.headingEnd ?? 0 });
    } else if (h1.title.trim() === '') report({ messageId: 'emptyH1', start: h1.start, end: h1.headingEnd });
    for (const s of extra) {
      report({ messageId: 'extraH1', data: { heading: `# ${s.title.trim()}` }, start: s.start, end: s.headingEnd, cause: [{ start: h1!.start, end: h1!.headingEnd, message: 'The topic' }] });
    }
    // 003:16: the seven sections are H2s; one written deeper (`### 已确认决策`) is not read as one.
    for (const sec of doc.sections) {
      if (sec.depth < 3) continue;
      const index = CHECKPOINT_SECTIONS.findIndex((c) => {
        const how = matchHeading(sec.title, c);
        return how !== undefined && how !== 'gloss';
      });
      if (index === -1) continue;
      report({
        messageId: 'level',
        data: { heading: `${'#'.repeat(sec.depth)} ${sec.title.trim()}`, depth: sec.depth, section: CHECKPOINT_SECTIONS[index]!.text },
        start: sec.start,
        end: sec.headingEnd,
      });
    }
    const firsts: CheckpointSection[] = [];
    const seen = new Map<string, CheckpointSection>();
    for (const h of v.h2s) {
      const s = h.section;
      if (!h.key) {
        report({ messageId: 'unknown', data: { heading: `## ${s.title.trim()}`, allowed: ALLOWED }, start: s.start, end: s.headingEnd });
        continue;
      }
      const first = seen.get(h.key);
      if (first) {
        report({
          messageId: 'duplicate',
          data: { section: CHECKPOINT_SECTIONS[h.index]!.text },
          start: s.start,
          end: s.headingEnd,
          cause: [{ start: first.section.start, end: first.section.headingEnd, message: 'First section' }],
        });
        continue;
      }
      seen.set(h.key, h);
      firsts.push(h);
    }
    // The longest run already in order stays; every other section is reported once: after a
    // section it belongs before, or (moved earlier) before one it belongs after.
    const keep = longestIncreasing(firsts.map((h) => h.index));
    const eol = doc.eol;
    firsts.forEach((h, i) => {
      if (keep.has(i)) return;
      const s = h.section;
      // An empty section is removed, not moved (checkpoint-no-empty-section).
      if (doc.text.slice(s.headingEnd, s.end).trim() === '') return;
      const name = CHECKPOINT_SECTIONS[h.index]!.text;
      const after = firsts
        .slice(0, i)
        .reverse()
        .find((o) => o.index > h.index);
      const before = after ? undefined : firsts.slice(i + 1).find((o, k) => keep.has(i + 1 + k) && o.index < h.index);
      // Where it belongs: before the first kept section that follows it in the canonical order, else at the end.
      const target = firsts.find((o, k) => keep.has(k) && o.index > h.index);
      // The moved section keeps a blank line before the heading that follows it.
      const moved = trimEndChars(doc.text.slice(s.start, s.end), ' \t\r\n');
      let suggest: Suggestion[] = [];
      if (target) {
        const edits: Edit[] = [
          { range: [target.section.start, target.section.start], text: `${moved}${eol}${eol}` },
          { range: [s.start, s.end], text: '' },
        ];
        suggest = [{ messageId: 'move', data: { section: name, before: target.section.title.trim() }, edits }];
      } else if (s.end < doc.text.length) {
        const end = doc.text.length;
        const edits: Edit[] = [
          { range: [s.start, s.end], text: '' },
          { range: [end, end], text: `${doc.text.endsWith('\n') ? '' : eol}${eol}${moved}${eol}` },
        ];
        suggest = [{ messageId: 'moveLast', data: { section: name }, edits }];
      }
      const offer = suggest.length ? { suggest } : {};
      if (after) report({ messageId: 'order', data: { section: name, after: after.section.title.trim() }, start: s.start, end: s.headingEnd, ...offer });
      else if (before) report({ messageId: 'early', data: { section: name, before: before.section.title.trim() }, start: s.start, end: s.headingEnd, ...offer });
    });
  },
});
