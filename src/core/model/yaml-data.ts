/**
 * Structured data of a document: front matter + fenced yaml blocks (markdown kinds), or a whole
 * YAML file. Keeps node ranges so every problem is reported at its YAML node (spec README §2).
 */
import { parseDocument, isMap, isSeq, isScalar, isPair, type Document, type Node as YamlNode, type Pair, type YAMLMap } from 'yaml';
import type { YamlSource } from './markdown.js';

/** Bounds for hostile input (README "Limits"). */
export const YAML_LIMITS = { maxAliasCount: 100, maxDepth: 64 } as const;

export interface YamlProblem {
  message: string;
  code: string;
  /** Offsets in the document text. */
  start: number;
  end: number;
}

export interface YamlBlock {
  source: YamlSource;
  doc: Document.Parsed;
  errors: YamlProblem[];
  /** `toJS` of the block, undefined when it does not parse. */
  value: unknown;
}

export interface DataEntry {
  key: string;
  block: YamlBlock;
  pair: Pair;
}

export interface Duplicate {
  /** Path of the duplicated key (top-level: one segment). */
  path: string[];
  first: DataEntry;
  second: DataEntry;
}

export interface DocumentData {
  blocks: YamlBlock[];
  /** Merged top-level data; the first definition of a key wins. */
  value: Record<string, unknown>;
  owners: Map<string, DataEntry>;
  duplicates: Duplicate[];
}

/** Parse every YAML source; a block that does not parse contributes its errors and no data. */
export function readData(sources: YamlSource[]): DocumentData {
  const blocks: YamlBlock[] = [];
  const value: Record<string, unknown> = {};
  const owners = new Map<string, DataEntry>();
  const duplicates: Duplicate[] = [];
  for (const source of sources) {
    const block = parseBlock(source);
    blocks.push(block);
    if (block.errors.length > 0) continue;
    const contents = block.doc.contents;
    if (!isMap(contents)) continue;
    const js = block.value as Record<string, unknown> | null;
    for (const pair of contents.items) {
      const key = keyString(pair);
      if (key === undefined) continue;
      const entry: DataEntry = { key, block, pair };
      const first = owners.get(key);
      if (first) {
        if (first.pair !== pair) duplicates.push({ path: [key], first, second: entry });
        continue;
      }
      owners.set(key, entry);
      if (js && Object.prototype.hasOwnProperty.call(js, key)) {
        Object.defineProperty(value, key, { value: js[key], enumerable: true, writable: true, configurable: true });
      }
    }
    collectNestedDuplicates(contents, [], block, duplicates);
  }
  return { blocks, value, owners, duplicates };
}

/**
 * Before the parser sees a text (README "Limits"): how deep it nests and how many aliases it
 * names, by one linear scan. The parser recurses per level (1,500 levels overflow the stack: its
 * error is "Maximum call stack size exceeded") and its alias resolution is quadratic in the alias
 * count (`*a` × 40,000). Flow brackets are counted outside quotes and comments; block nesting is
 * the stack of increasing indentations, with each `- ` or `? ` at the start of a line one level.
 * Returns the offset where a limit is passed and the message, or `undefined`.
 */
export function yamlPrescan(text: string): { offset: number; message: string } | undefined {
  const deep = (offset: number) => ({ offset, message: `Nesting deeper than ${YAML_LIMITS.maxDepth} levels` });
  let flow = 0;
  let aliases = 0;
  const indents: number[] = [];
  for (let at = 0; at < text.length;) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    let i = at;
    while (i < end && (text[i] === ' ' || text[i] === '\t')) i++;
    if (i < end && text[i] !== '#' && text[i] !== '\r' && flow === 0) {
      const indent = i - at;
      while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
      indents.push(indent);
      let markers = 0;
      while (i + 1 < end && (text[i] === '-' || text[i] === '?') && (text[i + 1] === ' ' || text[i + 1] === '\t')) {
        markers++;
        i += 2;
        while (i < end && text[i] === ' ') i++;
      }
      if (indents.length + markers > YAML_LIMITS.maxDepth) return deep(i);
    }
    let quote: string | undefined;
    for (; i < end; i++) {
      const c = text[i]!;
      if (quote !== undefined) {
        if (c === '\\' && quote === '"') i++;
        else if (c === quote) quote = undefined;
        continue;
      }
      if (c === '"' || c === "'") {
        const prev = i === at ? ' ' : text[i - 1]!;
        if (/[\s[{,:]/.test(prev)) quote = c;
      } else if (c === '#' && (i === at || /\s/.test(text[i - 1]!))) break;
      else if (c === '[' || c === '{') {
        if (++flow > YAML_LIMITS.maxDepth) return deep(i);
      } else if (c === ']' || c === '}') flow = Math.max(0, flow - 1);
      else if (c === '*' && (i === at || /[\s[{,]/.test(text[i - 1]!)) && ++aliases > YAML_LIMITS.maxAliasCount * 10) {
        return { offset: i, message: 'Excessive alias count indicates a resource exhaustion attack' };
      }
    }
    at = end + 1;
  }
  return undefined;
}

function parseBlock(source: YamlSource): YamlBlock {
  const limit = yamlPrescan(source.value);
  if (limit) {
    // Not parsed: an empty document stands for it, with the one error.
    const at = source.toDocOffset(limit.offset);
    return { source, doc: parseDocument(''), errors: [{ message: limit.message, code: limit.message.startsWith('Nesting') ? 'MAX_DEPTH' : 'ALIAS_LIMIT', start: at, end: at }], value: undefined };
  }
  const doc = parseDocument(source.value, {
    uniqueKeys: false,
    prettyErrors: false,
    strict: true,
    keepSourceTokens: false,
  });
  const toDoc = source.toDocOffset;
  const errors: YamlProblem[] = doc.errors.map((e) => ({
    message: e.message.split('\n')[0]!,
    code: e.code,
    start: toDoc(e.pos[0]),
    end: toDoc(Math.max(e.pos[0], e.pos[1])),
  }));
  // Tags that construct objects are not data: report them, never construct anything.
  for (const w of doc.warnings) {
    if (w.code === 'TAG_RESOLVE_FAILED') errors.push({ message: w.message.split('\n')[0]!, code: w.code, start: toDoc(w.pos[0]), end: toDoc(w.pos[1]) });
  }
  const depthProblem = errors.length === 0 ? checkDepth(doc.contents, 0) : undefined;
  if (depthProblem) errors.push({ message: `Nesting deeper than ${YAML_LIMITS.maxDepth} levels`, code: 'MAX_DEPTH', start: toDoc(depthProblem[0]), end: toDoc(depthProblem[1]) });
  let value: unknown;
  if (errors.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: YAML_LIMITS.maxAliasCount });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push({ message, code: 'ALIAS_LIMIT', start: toDoc(0), end: toDoc(Math.min(source.value.length, 1)) });
    }
  }
  return { source, doc, errors, value };
}

function checkDepth(node: YamlNode | null | undefined, depth: number): [number, number] | undefined {
  if (!node) return undefined;
  if (depth > YAML_LIMITS.maxDepth) return node.range ? [node.range[0], node.range[1]] : [0, 0];
  if (isMap(node) || isSeq(node)) {
    for (const item of node.items as unknown[]) {
      const child = isPair(item) ? (item.value as YamlNode | null) : (item as YamlNode);
      const found = checkDepth(child, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function keyString(pair: Pair): string | undefined {
  const k = pair.key;
  if (isScalar(k)) return String(k.value);
  if (typeof k === 'string' || typeof k === 'number') return String(k);
  return undefined;
}

function collectNestedDuplicates(map: YAMLMap, path: string[], block: YamlBlock, out: Duplicate[]): void {
  const seen = new Map<string, Pair>();
  for (const pair of map.items) {
    const key = keyString(pair);
    if (key === undefined) continue;
    const prev = seen.get(key);
    if (prev && path.length > 0) out.push({ path: [...path, key], first: { key, block, pair: prev }, second: { key, block, pair } });
    if (!prev) seen.set(key, pair);
    visitChild(pair.value as YamlNode | null, [...path, key], block, out);
  }
}

function visitChild(node: YamlNode | null | undefined, path: string[], block: YamlBlock, out: Duplicate[]): void {
  if (!node) return;
  if (isMap(node)) collectNestedDuplicates(node, path, block, out);
  else if (isSeq(node)) node.items.forEach((item, i) => visitChild(item as YamlNode, [...path, String(i)], block, out));
}

/** Source range (document offsets) of the node at `path`, or of its closest existing ancestor. */
export function locateData(data: DocumentData, path: readonly string[], part: 'value' | 'key' = 'value'): { start: number; end: number; exact: boolean } | undefined {
  if (path.length === 0) {
    const block = data.blocks.find((b) => b.errors.length === 0) ?? data.blocks[0];
    return block ? blockRange(block) : undefined;
  }
  const owner = data.owners.get(path[0]!);
  if (!owner) return undefined;
  const toDoc = owner.block.source.toDocOffset;
  let pair: Pair | undefined = owner.pair;
  let node: YamlNode | null | undefined = owner.pair.value as YamlNode | null;
  let exact = true;
  for (let i = 1; i < path.length; i++) {
    const seg = path[i]!;
    let next: YamlNode | null | undefined;
    let nextPair: Pair | undefined;
    if (isMap(node)) {
      nextPair = node.items.find((p) => keyString(p) === seg);
      next = nextPair?.value as YamlNode | null | undefined;
    } else if (isSeq(node)) {
      next = node.items[Number(seg)] as YamlNode | undefined;
    }
    if (next === undefined && !nextPair) {
      exact = false;
      break;
    }
    pair = nextPair;
    node = next;
  }
  if (part === 'key' && pair && exact) {
    const k = pair.key as YamlNode;
    if (k?.range) return { start: toDoc(k.range[0]), end: toDoc(k.range[1]), exact };
  }
  if (node && node.range) return { start: toDoc(node.range[0]), end: toDoc(node.range[1]), exact };
  // A key with an empty value: point at the key.
  const k = pair?.key as YamlNode | undefined;
  if (k?.range) return { start: toDoc(k.range[0]), end: toDoc(k.range[1]), exact };
  return blockRange(owner.block);
}

/** Range of a whole yaml source in the document (the fence or front matter). */
export function blockRange(block: YamlBlock): { start: number; end: number; exact: boolean } {
  return { start: block.source.start, end: block.source.end, exact: false };
}
