import { defineRule } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { YamlBlock } from '../core/model/yaml-data.js';
import { codeList, dataRange, documentRange, hasYamlErrors, showValue } from '../kinds/loop/model.js';
import { normalizeSegments } from '../kinds/loop/paths.js';

const LOOP_CLASSES = ['controller_loop', 'validation_lane', 'fixture_loop', 'report_only'];
const HEADER_KEYS = ['loop_home', 'loop_class', 'source_sessions'] as const;

/** The first data block: the front matter, or the first yaml block before any `##` heading. */
function firstBlock(doc: WfDocument): YamlBlock | undefined {
  const block = doc.yaml.blocks[0];
  if (!block) return undefined;
  const firstH2 = doc.sections.find((s) => s.depth >= 2);
  return !firstH2 || block.source.start < firstH2.start ? block : undefined;
}

export default defineRule({
  id: 'loop-control-header',
  meta: {
    type: 'problem',
    description: '`CONTROL.md` starts with `loop_home`, `loop_class` and `source_sessions`',
    severity: 'error',
    fixable: false,
    kinds: ['loop-control'],
    ownsData: { 'loop-control': ['/loop_home', '/loop_class', '/source_sessions'] },
    messages: {
      missing: 'Unexpected missing `{{key}}`, expected it in the first data block of `CONTROL.md` (front matter, or a yaml block before any `##` heading)',
      notFirst: 'Unexpected `{{key}}` outside the first data block, expected it at the top of `CONTROL.md` with `loop_home`, `loop_class` and `source_sessions`',
      loopHome: 'Unexpected `loop_home` {{actual}}, expected `{{expected}}` (the directory of this `CONTROL.md`)',
      loopClass: 'Unexpected `loop_class` {{actual}}, expected one of {{allowed}}',
      sessions: 'Unexpected `source_sessions` {{actual}}, expected a list of session ids (`[]` when none)',
    },
  },
  check({ doc, report }) {
    if (hasYamlErrors(doc)) return;
    const first = firstBlock(doc);
    for (const key of HEADER_KEYS) {
      const owner = doc.yaml.owners.get(key);
      if (!owner) {
        const at = first ? { start: first.source.start, end: first.source.end } : documentRange(doc);
        report({ messageId: 'missing', data: { key }, ...at });
        continue;
      }
      if (owner.block !== first) report({ messageId: 'notFirst', data: { key }, ...dataRange(doc, [key], 'key') });
    }
    const home = doc.loopHome ?? '';
    const expected = home === '' ? '.' : home;
    if (doc.yaml.owners.has('loop_home')) {
      const v = doc.data.loop_home;
      const norm = typeof v === 'string' ? normalizeSegments(v.trim()) : undefined;
      if (norm !== home) report({ messageId: 'loopHome', data: { actual: showValue(v), expected }, ...dataRange(doc, ['loop_home']) });
    }
    if (doc.yaml.owners.has('loop_class')) {
      const v = doc.data.loop_class;
      if (typeof v !== 'string' || !LOOP_CLASSES.includes(v)) {
        report({ messageId: 'loopClass', data: { actual: showValue(v), allowed: codeList(LOOP_CLASSES) }, ...dataRange(doc, ['loop_class']), expected: LOOP_CLASSES });
      }
    }
    if (doc.yaml.owners.has('source_sessions') && !Array.isArray(doc.data.source_sessions)) {
      report({ messageId: 'sessions', data: { actual: showValue(doc.data.source_sessions) }, ...dataRange(doc, ['source_sessions']) });
    }
  },
});
