/**
 * `node:crypto`, loaded when first used: loading it takes ~2 ms of every start, and most runs (a
 * gate, one file from a hook) hash nothing (`--cache`, `--shard`, a fix's temporary name and the
 * baseline do).
 */
import { createRequire } from 'node:module';

type NodeCrypto = typeof import('node:crypto');

const requireBuiltin = createRequire(import.meta.url);
let loaded: NodeCrypto | undefined;

export function nodeCrypto(): NodeCrypto {
  return (loaded ??= requireBuiltin('node:crypto') as NodeCrypto);
}
