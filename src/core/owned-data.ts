/**
 * Data paths that kind rules check more precisely than the schema, collected from their
 * `meta.ownsData` (never a hand-kept list). Read lazily: the registry imports data-schema.
 */
import type { KindId } from '../kinds/types.js';
import { RULES } from '../rules/index.js';

let cache: Map<string, string[][]> | undefined;

export function ownedDataPaths(kind: KindId): string[][] {
  if (!cache) {
    cache = new Map();
    for (const rule of RULES) {
      for (const [k, pointers] of Object.entries(rule.meta.ownsData ?? {})) {
        const list = cache.get(k) ?? [];
        for (const p of pointers ?? []) list.push(p.split('/').slice(1));
        cache.set(k, list);
      }
    }
  }
  return cache.get(kind) ?? [];
}
