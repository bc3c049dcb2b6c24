import { defineRule } from '../core/lint/rule.js';
import { HAN, trimEndChars } from '../core/model/text.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { inLoopHome, titleRange } from '../kinds/loop/model.js';

/**
 * A folder-map heading: it contains `folder map` (any case) or `目录` (loop-fields.md), or names
 * the seed's own section, `Loop 文件夹入口图` (001:77), or a `文件夹` map or guide.
 */
export function isFolderMapHeading(title: string): boolean {
  return /folder\s*map/i.test(title) || title.includes('目录') || /文件夹.{0,4}(?:入口|地图|图|说明|导览)/.test(title);
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

/** How many entries a suggested folder map lists before it stops (a loop home can hold hundreds of runs). */
const MAX_ENTRIES = 40;

/**
 * A folder-map section as an edit, at the end of `CONTROL.md`: one item per entry of the loop home
 * as it is on disk (directories end in `/`). Seed 001:79 asks the map to say how a resuming agent
 * consumes each entry: that is the controller's to write, so each item carries a visible
 * placeholder (`no-template-placeholder` warns until it is written) — the list is derived, its
 * purpose never invented, and applying the suggestion alone never makes the map look complete.
 */
function folderMapEdit(doc: { text: string }, workspace: WorkspaceView, home: string): { range: [number, number]; text: string } {
  const names = workspace.list(home) ?? [];
  const purpose = HAN.test(doc.text) ? '<恢复时如何读取>' : '<what a resuming agent reads it for>';
  const items = names.slice(0, MAX_ENTRIES).map((n) => `- \`${n}${workspace.list(inLoopHome(home, n)) ? '/' : ''}\`: ${purpose}`);
  if (names.length > MAX_ENTRIES) items.push(`- … (${names.length - MAX_ENTRIES} more)`);
  const text = doc.text;
  const lead = text === '' ? '' : text.endsWith('\n\n') ? '' : text.endsWith('\n') ? '\n' : '\n\n';
  return { range: [text.length, text.length], text: `${lead}## Folder Map\n\n${items.join('\n')}${items.length ? '\n' : ''}` };
}

export default defineRule({
  id: 'loop-folder-map',
  meta: {
    type: 'problem',
    description: "`CONTROL.md` or the loop home's `README.md` has a folder map",
    severity: 'error',
    fixable: 'suggest',
    crossFile: true,
    kinds: ['loop-control'],
    messages: {
      missing: 'Unexpected loop home without a folder map, expected a section whose heading contains `Folder Map`, `目录` or `文件夹入口图` in `CONTROL.md` or `README.md`',
      insertMap: "Append a `## Folder Map` section listing the loop home's entries, each with a placeholder for how a resuming agent reads it (the controller's to write)",
    },
  },
  check({ doc, workspace, report }) {
    if (doc.sections.some((s) => isFolderMapHeading(s.title))) return;
    const readme = workspace.readText(inLoopHome(doc.loopHome ?? '', 'README.md'));
    if (readme !== undefined && headingsOf(readme).some(isFolderMapHeading)) return;
    const home = doc.loopHome ?? '';
    report({ messageId: 'missing', ...titleRange(doc), suggest: [{ messageId: 'insertMap', edits: [folderMapEdit(doc, workspace, home)] }] });
  },
});
