/**
 * Workflow groups: the files that cross-file rules read together (a loop home, one
 * `.agents/state/`, one harness session, one `.task-driver/` folder, one checkpoint tree).
 *
 * Large runs are cut along groups (worker chunks, `--shard`, cache entries, parse-cache
 * eviction), so a group is never split: its documents are parsed once and shared by its rules.
 * Correctness never depends on the cut (every worker and shard sees the whole repository); the
 * cut only decides what is parsed together and what a cache entry covers.
 */
import { nodeCrypto } from '../model/node-crypto.js';

/** Group paths in first-seen order with their members (members keep their input order). */
export function groupTargets(targets: readonly string[], groupOfPath: (relPath: string) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const rel of targets) {
    const g = groupOfPath(rel);
    let list = groups.get(g);
    if (!list) groups.set(g, (list = []));
    list.push(rel);
  }
  return groups;
}

/** `--shard i/n`: 1-based shard index and count. */
export interface Shard {
  index: number;
  count: number;
}

/** Parse `i/n` (1 ≤ i ≤ n); `undefined` when malformed. */
export function parseShard(text: string): Shard | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return undefined;
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) return undefined;
  return { index, count };
}

/** The shard (1-based) a group belongs to: a stable hash of its path, the same on every machine. */
export function shardOfGroup(group: string, count: number): number {
  const h = nodeCrypto().createHash('sha1').update(group).digest();
  return (h.readUInt32BE(0) % count) + 1;
}
