import { defineRule } from '../core/lint/rule.js';
import { dataRange, hasYamlErrors, isBlank, isRecord, loopPathExists } from '../kinds/loop/model.js';

export default defineRule({
  id: 'loop-phases-passed-evidence',
  meta: {
    type: 'problem',
    description: 'A `passed` phase names its required evidence, and each of its expected outputs exists',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-phases'],
    messages: {
      noEvidence: 'Unexpected `passed` phase `{{id}}` without `evidence_required`, expected the evidence its pass rests on',
      outputMissing: 'Unexpected missing expected output `{{path}}` of `passed` phase `{{id}}`, expected the file to exist (resolved against the loop home, then the repository root)',
    },
  },
  check({ doc, workspace, report }) {
    if (hasYamlErrors(doc)) return;
    const list = doc.data.phase_registry;
    if (!Array.isArray(list)) return;
    const home = doc.loopHome ?? '';
    list.forEach((entry, i) => {
      if (!isRecord(entry) || entry.status !== 'passed') return;
      const id = typeof entry.phase_id === 'string' ? entry.phase_id : `#${i + 1}`;
      if (isBlank(entry.evidence_required)) {
        const at = 'evidence_required' in entry ? dataRange(doc, ['phase_registry', i, 'evidence_required']) : dataRange(doc, ['phase_registry', i, 'status']);
        report({ messageId: 'noEvidence', data: { id }, ...at });
      }
      const outputs = entry.expected_outputs;
      if (!Array.isArray(outputs)) return;
      outputs.forEach((o, k) => {
        // An output is `{path, content_must_show, checked_by}`; a bare path is read as its path.
        const path = typeof o === 'string' ? o : isRecord(o) && typeof o.path === 'string' ? o.path : undefined;
        if (path === undefined || path.trim() === '') return;
        if (loopPathExists(workspace, home, path)) return;
        const at = typeof o === 'string' ? dataRange(doc, ['phase_registry', i, 'expected_outputs', k]) : dataRange(doc, ['phase_registry', i, 'expected_outputs', k, 'path']);
        report({ messageId: 'outputMissing', data: { path: path.trim(), id }, ...at });
      });
    });
  },
});
