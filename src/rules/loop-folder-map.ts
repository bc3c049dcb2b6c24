import { defineRule } from '../core/lint/rule.js';
import { trimEndChars } from '../core/model/text.js';
import { inLoopHome, titleRange } from '../kinds/loop/model.js';

/** A folder-map heading (loop-fields.md): it contains `folder map` (any case) or `目录`. */
export function isFolderMapHeading(title: string): boolean {
  return /folder\s*map/i.test(title) || title.includes('目录');
}

/**
 * ATX headings of a markdown text that is not a workflow document (the loop home's README.md is
 * read as text through the workspace): lines starting with `#`, outside fenced code.
 */
function headingsOf(text: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === undefined) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (f[1]!.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const h = /^ {0,3}#{1,6}[ \t]+(.*)$/s.exec(line);
    // The closing sequence (` ##`) and trailing white space are not part of the heading text.
    if (h) out.push(trimEndChars(trimEndChars(h[1]!, ' \t#'), ' \t') || h[1]!.trim());
  }
  return out;
}

export default defineRule({
  id: 'loop-folder-map',
  meta: {
    type: 'problem',
    description: "`CONTROL.md` or the loop home's `README.md` has a folder map",
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-control'],
    messages: {
      missing: 'Unexpected loop home without a folder map, expected a section whose heading contains `Folder Map` or `目录` in `CONTROL.md` or `README.md`',
    },
  },
  check({ doc, workspace, report }) {
    if (doc.sections.some((s) => isFolderMapHeading(s.title))) return;
    const readme = workspace.readText(inLoopHome(doc.loopHome ?? '', 'README.md'));
    if (readme !== undefined && headingsOf(readme).some(isFolderMapHeading)) return;
    report({ messageId: 'missing', ...titleRange(doc) });
  },
});
