/**
 * Which documents a document's findings depend on besides itself (they live
 * with the kinds, and every surface asks them — `--staged` lints them in their staged versions, the
 * gate judges a step on them): a task file's index, the other documents of a loop home, the other
 * documents of a harness session.
 */
import { folderOf, type DependencyView } from '../core/model/kind.js';

/** The documents of a loop home, without those of loop homes nested in it. */
export function loopHomeDocuments(ws: DependencyView, home: string): string[] {
  return ws.pathsWithin(home).filter((p) => (ws.loopHomeOf(p) ?? home) === home);
}

/**
 * The harness session folder (`…/.webwork/harness/{work,archive}/<session>`) a path lies in; with
 * `orItself`, also a path that is a session's own segment (the gate's target may be the session
 * folder, and a file there is judged as one, failing closed).
 */
export function harnessSessionOf(relPath: string, orItself = false): string | undefined {
  return (orItself ? /^(?:.*\/)?\.webwork\/harness\/(?:work|archive)\/[^/]+(?=\/|$)/ : /^(?:.*\/)?\.webwork\/harness\/(?:work|archive)\/[^/]+(?=\/)/).exec(relPath)?.[0];
}

/** The state folder of a task file (`<state>/tasks/<id>.md` → `<state>`; `''` at the root): its workflow group. */
export function taskStateFolderOf(relPath: string): string {
  const dir = folderOf(relPath);
  return dir.endsWith('/tasks') || dir === 'tasks' ? folderOf(dir) : dir;
}

/** A task file's index (`INDEX.md` beside its `tasks/`). */
export const taskIndexOf = (relPath: string): string => {
  const state = taskStateFolderOf(relPath);
  return state === '' ? 'INDEX.md' : `${state}/INDEX.md`;
};

/**
 * Whether a task file's index is there to be read: `missing`, `unread` when the path holds no index
 * a lint reads (a folder, a file the configuration's `ignores` hide, an unreadable file), else `ok`.
 */
export function taskIndexState(relPath: string, ws: { exists(p: string): boolean; document(p: string): { kind: { id: string } } | undefined }): { index: string; state: 'ok' | 'missing' | 'unread' } {
  const index = taskIndexOf(relPath);
  if (ws.document(index)?.kind.id === 'state-index') return { index, state: 'ok' };
  return { index, state: ws.exists(index) ? 'unread' : 'missing' };
}

/** A task file depends on its index. */
export const taskDependsOn = (relPath: string, ws: DependencyView): string[] => {
  const index = taskIndexOf(relPath);
  return ws.kindOf(index) ? [index] : [];
};

/** A loop document depends on the other documents of its loop home. */
export const loopDependsOn = (relPath: string, ws: DependencyView): string[] => {
  const home = ws.loopHomeOf(relPath);
  return home === undefined ? [] : loopHomeDocuments(ws, home).filter((p) => p !== relPath);
};

/** A harness document depends on the other documents of its session. */
export const sessionDependsOn = (relPath: string, ws: DependencyView): string[] => {
  const session = harnessSessionOf(relPath);
  return session === undefined ? [] : ws.pathsWithin(session).filter((p) => p !== relPath);
};
