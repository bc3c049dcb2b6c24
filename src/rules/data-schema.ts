import { defineRule, type Edit, type Suggestion } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { validateKindData, type SchemaProblem } from '../core/lint/schema.js';
import { locateData } from '../core/model/yaml-data.js';

/** Offsets of the place a schema problem is reported at. */
function locate(doc: WfDocument, problem: SchemaProblem): { start: number; end: number; valueNode: boolean } {
  if (doc.kind.data === 'header') {
    const key = problem.path[0];
    const line = doc.header.find((h) => h.key === key);
    if (line && problem.at !== 'parent') {
      return problem.at === 'key' ? { start: line.keyStart, end: line.keyEnd, valueNode: false } : { start: line.valueStart, end: line.valueEnd, valueNode: true };
    }
    // A missing header field: at the header region's first line.
    const first = doc.header[0];
    if (first) return { start: first.start, end: first.end, valueNode: false };
    const h1 = doc.sections[0];
    return h1 ? { start: h1.start, end: h1.headingEnd, valueNode: false } : { start: 0, end: 0, valueNode: false };
  }
  const path = problem.at === 'parent' ? problem.path.slice(0, -1) : problem.path;
  if (doc.kind.data === 'view') {
    const at = doc.kind.view?.(doc).locate(path);
    return at ? { ...at, valueNode: problem.at === 'value' } : { start: 0, end: 0, valueNode: false };
  }
  const loc = locateData(doc.yaml, path, problem.at === 'key' ? 'key' : 'value');
  if (loc) return { start: loc.start, end: loc.end, valueNode: loc.exact && problem.at === 'value' };
  return { start: 0, end: 0, valueNode: false };
}

/** A pointer owns the data below it too; one ending in `/$` owns only that node (its presence, type, value). */
function isOwned(path: readonly string[], owned: readonly (readonly string[])[]): boolean {
  return owned.some((pattern) => {
    const exact = pattern[pattern.length - 1] === '$';
    const segs = exact ? pattern.slice(0, -1) : pattern;
    if (exact ? segs.length !== path.length : segs.length > path.length) return false;
    return segs.every((seg, i) => seg === '*' || seg === path[i]);
  });
}

export default defineRule({
  id: 'data-schema',
  meta: {
    type: 'problem',
    description: "The document's data matches its kind's JSON Schema",
    severity: 'error',
    fixable: 'suggest',
    kinds: 'all',
    messages: {
      // The text is built from the ajv error (core/lint/schema.ts) in the unified grammar.
      schema: '{{detail}}',
      replace: 'Replace with `{{value}}`',
    },
  },
  check({ doc, report, ownedData }) {
    const schema = doc.kind.schema;
    if (!schema) return;
    if (doc.yaml.blocks.some((b) => b.errors.length > 0)) return;
    if (doc.kind.data === 'yaml' && doc.yaml.blocks.length === 0) return;
    const owned = ownedData?.() ?? [];
    for (const problem of validateKindData(schema, doc.data)) {
      if (isOwned(problem.path, owned)) continue;
      const at = locate(doc, problem);
      const suggest: Suggestion[] = [];
      if (at.valueNode && problem.expected && problem.expected.length <= 12) {
        for (const value of problem.expected) {
          const edit: Edit = { range: [at.start, at.end], text: value };
          suggest.push({ messageId: 'replace', data: { value }, edits: [edit] });
        }
      }
      report({
        messageId: 'schema',
        data: { detail: problem.message },
        start: at.start,
        end: at.end,
        ...(problem.expected ? { expected: problem.expected } : {}),
        ...(suggest.length ? { suggest } : {}),
      });
    }
  },
});
