import { memoized } from './text.js';

/**
 * Heading normalisation (spec README §2): trim, collapse white space, full-width `（）：，`
 * equal half-width `():,`, ASCII case-insensitive, a trailing colon ignored. Memoised: outline
 * matching normalises the same few headings (and their canonical forms) for every document.
 */
export const normalizeHeading: (text: string) => string = memoized(normalize);

function normalize(text: string): string {
  return (
    text
      .replace(/[（]/g, '(')
      .replace(/[）]/g, ')')
      .replace(/[：]/g, ':')
      .replace(/[，]/g, ',')
      .replace(/\s+/g, ' ')
      .trim()
      // White space is single spaces now, so these patterns stay linear on long input.
      .replace(/ ?:$/, '')
      .replace(/ ?\( ?/g, '(')
      .replace(/ ?\)/g, ')')
      .replace(/ ?, ?/g, ',')
      .replace(/[A-Z]/g, (c) => c.toLowerCase())
  );
}

/** A canonical heading of a kind's outline, with the aliases that also name it. */
export interface CanonicalHeading {
  text: string;
  aliases?: readonly string[];
}

/**
 * `gloss`: the canonical heading with a note in brackets after it (`## Active（进行中）`): the same
 * section, left as written (renaming it would delete the note).
 */
export type HeadingMatch = 'exact' | 'normalized' | 'alias' | 'gloss' | undefined;

/** A normalised heading without its spaces (`下一步 Top3` and `下一步 Top 3` are one heading). */
const compactHeading: (text: string) => string = memoized((text) => normalizeHeading(text).replace(/ /g, ''));

/** How `actual` names `canonical`: exactly, only after normalising, through an alias, or not at all. */
export function matchHeading(actual: string, canonical: CanonicalHeading, extraAliases: readonly string[] = []): HeadingMatch {
  if (actual.trim() === canonical.text) return 'exact';
  const compact = compactHeading(actual);
  const target = compactHeading(canonical.text);
  // A missing or extra space (`下一步 Top3`) names the same heading: it is renamed, never duplicated.
  if (compact === target) return 'normalized';
  const aliases = canonical.aliases ?? [];
  const isAlias = (text: string): boolean => aliases.some((a) => compactHeading(a) === text) || extraAliases.some((a) => compactHeading(a) === text);
  if (isAlias(compact)) return 'alias';
  const norm = normalizeHeading(actual);
  const open = norm.endsWith(')') ? norm.lastIndexOf('(') : -1;
  if (open > 0) {
    const bare = norm.slice(0, open).trim().replace(/ /g, '');
    if (bare === target || isAlias(bare)) return 'gloss';
  }
  return undefined;
}

/** Extra spellings of canonical headings a config adds, by kind id, then canonical text (`headingAliases`). */
export type HeadingAliases = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
