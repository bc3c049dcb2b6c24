/**
 * Data paths that kind rules check more precisely than the schema, collected from the `meta.ownsData`
 * of every rule a config knows (never a hand-kept list), memoised per registry.
 */
import type { KindId } from '../model/kind.js';
import type { Rule } from './rule.js';

const byRegistry = new WeakMap<readonly Rule[], Map<string, string[][]>>();

export function ownedDataPaths(registry: readonly Rule[], kind: KindId): string[][] {
  let owned = byRegistry.get(registry);
  if (!owned) {
    owned = new Map();
    for (const rule of registry) {
      for (const [k, pointers] of Object.entries(rule.meta.ownsData ?? {})) {
        const list = owned.get(k) ?? [];
        for (const p of pointers ?? []) list.push(p.split('/').slice(1));
        owned.set(k, list);
      }
    }
    byRegistry.set(registry, owned);
  }
  return owned.get(kind) ?? [];
}
