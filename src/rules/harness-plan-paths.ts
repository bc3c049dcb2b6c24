import { defineRule, type Report } from '../core/lint/rule.js';
import { planView, type PlanTask } from '../kinds/harness/plan.js';
import { cleanPath, covers, forbiddenPaths, looksLikePath, normPath, pathProblem, sessionDir, type Piece } from '../kinds/harness/common.js';

/** Actions whose paths a `general` task must list in `writable` (deleting a file writes it too). */
const WRITES = new Set(['Create', 'Modify', 'Delete']);

export default defineRule({
  id: 'harness-plan-paths',
  meta: {
    type: 'problem',
    description: "`explore` tasks write nothing; a `general` task's `writable` equals its Create/Modify files; `writable` and `forbidden` do not overlap; paths stay inside the root",
    severity: 'error',
    fixable: false,
    kinds: ['harness-plan'],
    messages: {
      exploreWritable: 'Unexpected writable `{{path}}` in `explore` task `{{task}}`, expected `writable: 无` (explore is read-only)',
      exploreFiles: 'Unexpected `{{action}}: {{path}}` in `explore` task `{{task}}`, expected `agent: general` for a task that creates, modifies or deletes a file',
      notWritable: 'Unexpected missing writable path `{{path}}` in `{{task}}`, expected every Create/Modify path of `files` in `writable`',
      notInFiles: 'Unexpected writable path `{{path}}` in `{{task}}`, expected only paths listed in `files`',
      overlap: 'Unexpected path `{{path}}` both writable and forbidden in `{{task}}`, expected no overlap',
      absolute: 'Unexpected absolute path `{{path}}` in `{{field}}` of `{{task}}`, expected a path relative to `root_dir`',
      outside: 'Unexpected path `{{path}}` in `{{field}}` of `{{task}}`, expected it to stay inside `root_dir`',
    },
  },
  check({ doc, workspace, report }) {
    // `root_dir` is the folder that holds `.webwork/` (004: `<root_dir>/.webwork/harness/…`).
    const session = sessionDir(doc);
    const rootDir = session.slice(0, session.lastIndexOf('.webwork/harness/'));
    // A path that stays inside by its text can still leave through a symbolic link on its way.
    const leaves = (p: string) => !workspace.realPath(`${rootDir}${p}`).inside;
    for (const task of planView(doc).tasks) checkTask(task, report, leaves);
  },
});

function checkTask(task: PlanTask, report: (r: Report) => void, leaves: (path: string) => boolean): void {
  const t = task.id;
  const at = (p: Piece) => ({ start: p.start, end: p.end });
  const writable = task.fields.get('writable')?.items ?? [];
  const forbidden = task.fields.get('forbidden')?.items ?? [];
  // Paths inside the root.
  const pathItems: Array<{ field: string; piece: Piece; path: string }> = [
    ...task.files.map((f) => ({ field: 'files', piece: f.piece, path: f.path })),
    ...writable.map((p) => ({ field: 'writable', piece: p, path: cleanPath(p.text) })),
    ...forbidden.filter((p) => looksLikePath(p.text)).map((p) => ({ field: 'forbidden', piece: p, path: cleanPath(p.text) })),
  ];
  const bad = new Set<Piece>();
  for (const item of pathItems) {
    const problem = pathProblem(item.path) ?? (item.field !== 'forbidden' && leaves(item.path) ? 'outside' : undefined);
    if (!problem) continue;
    bad.add(item.piece);
    report({ messageId: problem, data: { path: item.path, field: item.field, task: t }, ...at(item.piece) });
  }
  if (task.agent === 'explore') {
    for (const p of writable) report({ messageId: 'exploreWritable', data: { path: cleanPath(p.text), task: t }, ...at(p) });
    // 004:138-140: any file created, modified or deleted makes the task `general`.
    for (const f of task.files) if (f.action && WRITES.has(f.action)) report({ messageId: 'exploreFiles', data: { action: f.action, path: f.path, task: t }, ...at(f.piece) });
  } else if (task.agent === 'general' && task.fields.has('writable') && task.fields.has('files')) {
    const listed = new Set(task.files.map((f) => normPath(f.path)));
    const writes = new Map<string, Piece>();
    for (const f of task.files) if (f.action && WRITES.has(f.action) && !writes.has(normPath(f.path))) writes.set(normPath(f.path), f.piece);
    const allowed = new Set(writable.map((p) => normPath(p.text)));
    const field = task.fields.get('writable')!;
    const fieldAt = field.value ? { start: field.valueStart, end: field.valueEnd } : { start: field.start, end: field.end };
    for (const [path, piece] of writes) {
      if (!allowed.has(path)) report({ messageId: 'notWritable', data: { path, task: t }, ...fieldAt, cause: [{ start: piece.start, end: piece.end, message: 'Listed in `files`' }] });
    }
    for (const p of writable) {
      const path = normPath(p.text);
      if (!bad.has(p) && !listed.has(path)) report({ messageId: 'notInFiles', data: { path, task: t }, ...at(p) });
    }
  }
  const denied = forbiddenPaths(forbidden);
  for (const p of writable) {
    const path = normPath(p.text);
    const hit = denied.find((f) => covers(f.path, path));
    if (hit) report({ messageId: 'overlap', data: { path, task: t }, ...at(p), cause: [{ start: hit.piece.start, end: hit.piece.end, message: 'Forbidden here' }] });
  }
}
