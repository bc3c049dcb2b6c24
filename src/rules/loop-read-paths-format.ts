import { defineRule } from '../core/lint/rule.js';
import type { RuleContext } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import type { WorkspaceView } from '../core/lint/workspace-view.js';
import { entryCovers, isAllowed, resolveLoopPath, type PathEntry, type ReadPathLine } from '../kinds/loop/paths.js';
import { pathEntriesOf, readPathsOf, rosterRuns } from '../kinds/loop/runs.js';
import { dataRange, isRecord, loopDocument, pathBase } from '../kinds/loop/model.js';

const LOOKS_LIKE_PATH = /[/.*?[]/;

/** Two entries name the same thing: the same resolved path (and both directories or both not), or the same glob. */
function identity(e: PathEntry): string | undefined {
  if (e.problem) return undefined;
  if (e.type === 'glob') return `glob:${e.raw.replace(/^(?:\.\/)+/, '').replace(/\/{2,}/g, '/')}`;
  return `${e.type}:${e.path}`;
}

/**
 * Seed 001:83, 001:844: the run's read paths carry the repository startup handshake and the skill
 * routing source; seed 001:85, 001:849: a source forbidden even as preflight is absent.
 */
function contract(doc: WfDocument, workspace: WorkspaceView, lines: readonly ReadPathLine[], entries: readonly PathEntry[], report: RuleContext['report']): void {
  const home = doc.loopHome ?? '';
  const base = pathBase(workspace, home);
  const prompt = loopDocument(workspace, home, 'next_prompt.codex.md');
  const hs = prompt?.data.repository_startup_handshake;
  const first = lines[0] ? { start: lines[0].start, end: lines[0].end } : { start: 0, end: 0 };
  if (isRecord(hs)) {
    const needed = [...(Array.isArray(hs.mandatory_startup_files) ? (hs.mandatory_startup_files as unknown[]) : []), hs.skill_routing_source].filter(
      (f): f is string => typeof f === 'string' && f.trim() !== '',
    );
    for (const raw of new Set(needed.map((f) => f.trim()))) {
      const r = resolveLoopPath(raw, base);
      if (r.ok && r.path !== '' && !isAllowed(r.path, entries))
        report({
          messageId: 'missingStartup',
          data: { path: raw },
          ...first,
          cause: [{ relPath: prompt!.relPath, ...dataRange(prompt!, ['repository_startup_handshake', 'mandatory_startup_files']), message: 'The startup handshake' }],
        });
    }
  }
  const run = rosterRuns(workspace, home).get(doc.relPath.slice(0, doc.relPath.lastIndexOf('/')));
  const card = run?.card;
  const forbidden = [
    ...(card ? pathEntriesOf(card, workspace, ['forbidden_even_as_preflight']).map((f) => ({ ...f, owner: card, preflight: true })) : []),
    ...(prompt ? pathEntriesOf(prompt, workspace, ['repository_startup_handshake', 'forbidden_even_as_preflight']).map((f) => ({ ...f, owner: prompt, preflight: true })) : []),
    // Seed 001:828 执行 Agent 只读自己的任务卡和列明的 source path: the card's forbidden reads bind its
    // executing agents (a review agent reads with its own set, 001:419), and a roster entry's
    // `forbidden_read` binds its own run (001:249).
    ...(card && run.entry.role !== 'review_agent' ? pathEntriesOf(card, workspace, ['forbidden_read_paths']).map((f) => ({ ...f, owner: card, preflight: false })) : []),
    ...(card ? pathEntriesOf(card, workspace, ['agent_roster', String(run.index), 'forbidden_read']).map((f) => ({ ...f, owner: card, preflight: false })) : []),
  ];
  lines.forEach((line, i) => {
    const e = entries[i];
    if (!e || e.problem || e.type === 'glob' || e.path === undefined) return;
    const target = e.path;
    const hit = forbidden.find((f) => entryCovers(f.entry, target));
    if (hit)
      report({
        messageId: hit.preflight ? 'forbiddenPreflight' : 'forbiddenRead',
        data: { path: line.text, card: hit.owner.relPath.slice(home === '' ? 0 : home.length + 1) },
        start: line.start,
        end: line.end,
        cause: [{ relPath: hit.owner.relPath, ...dataRange(hit.owner, hit.dataPath), message: hit.preflight ? 'Forbidden even as preflight' : 'Forbidden read' }],
      });
  });
}

export default defineRule({
  id: 'loop-read-paths-format',
  meta: {
    type: 'problem',
    description: '`read_paths.txt` lists one relative path or glob per line, once, inside the repository',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-read-paths'],
    advisory: ['listMarker'],
    messages: {
      absolute: 'Unexpected absolute path `{{path}}`, expected a path relative to the loop home or the repository root',
      outside: 'Unexpected path `{{path}}` outside the repository, expected a path inside it',
      duplicate: 'Unexpected duplicate `{{path}}` (line {{first}} lists the same path), expected each path once',
      several: 'Unexpected {{count}} paths on one line, expected one path per line',
      listMarker: 'Unexpected list marker in `{{text}}`, expected a bare path',
      missingStartup: 'Unexpected read paths without `{{path}}`, expected the startup and skill-routing sources of the repository startup handshake (`next_prompt.codex.md`)',
      forbiddenPreflight: 'Unexpected `{{path}}`, which `{{card}}` forbids even as preflight, expected it absent from the read paths',
      forbiddenRead: 'Unexpected `{{path}}`, which `{{card}}` forbids this run to read, expected it absent from the read paths (they are its permission boundary)',
    },
  },
  check({ doc, workspace, report }) {
    const { lines, entries } = readPathsOf(doc, workspace);
    contract(doc, workspace, lines, entries, report);
    const seen = new Map<string, { line: number; start: number; end: number }>();
    lines.forEach((line, i) => {
      const at = { start: line.start, end: line.end };
      // Seed 001:891 gives read_paths.txt no format: the path after a list marker is read, and a
      // warning names the bare form.
      if (line.marker) report({ messageId: 'listMarker', data: { text: line.marker.text }, start: line.marker.start, end: line.marker.end });
      const tokens = line.text.split(/[\s,，]+/).filter(Boolean);
      if (tokens.length > 1 && tokens.every((t) => LOOKS_LIKE_PATH.test(t))) {
        report({ messageId: 'several', data: { count: tokens.length }, ...at });
        return;
      }
      const entry = entries[i]!;
      if (entry.problem === 'absolute' || entry.problem === 'outside') {
        report({ messageId: entry.problem, data: { path: line.text }, ...at });
        return;
      }
      const id = identity(entry);
      if (id === undefined) return;
      const first = seen.get(id);
      if (first) {
        report({ messageId: 'duplicate', data: { path: line.text, first: first.line }, ...at, cause: [{ start: first.start, end: first.end, message: 'First listed here' }] });
        return;
      }
      seen.set(id, { line: line.line, start: line.start, end: line.end });
    });
  },
});
