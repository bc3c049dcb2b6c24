/** Matching a document's sections against its kind's outline (required sections, canonical headings). */
import type { WfDocument } from './document.js';
import { memo } from './document.js';
import { matchHeading, type CanonicalHeading, type HeadingAliases, type HeadingMatch } from './headings.js';
import type { Section } from './markdown.js';
import type { Outline } from './kind.js';
import type { Edit } from './text.js';

/** What an outline reads of the settings: the config's extra heading spellings. */
type OutlineSettings = { readonly headingAliases: HeadingAliases };

export interface OutlineMatch {
  canonical: CanonicalHeading;
  /** Index in the outline. */
  index: number;
  section: Section;
  how: Exclude<HeadingMatch, undefined>;
}

export interface OutlineView {
  /** Every section that names an outline heading, in document order. */
  matches: OutlineMatch[];
  /** Canonical text → its sections (first is the one rules read). */
  byCanonical: Map<string, Section[]>;
}

export function outlineView(doc: WfDocument, settings: OutlineSettings): OutlineView {
  return memo(doc, 'outline', () => {
    const outline = doc.kind.outline;
    const matches: OutlineMatch[] = [];
    const byCanonical = new Map<string, Section[]>();
    if (!outline) return { matches, byCanonical };
    const extra = settings.headingAliases[doc.kind.id] ?? {};
    for (const section of doc.sections) {
      if (section.depth !== outline.depth) continue;
      for (let index = 0; index < outline.sections.length; index++) {
        const canonical = outline.sections[index]!;
        const how = matchHeading(section.title, canonical, extra[canonical.text] ?? []);
        if (!how) continue;
        matches.push({ canonical, index, section, how });
        const list = byCanonical.get(canonical.text) ?? [];
        list.push(section);
        byCanonical.set(canonical.text, list);
        break;
      }
    }
    return { matches, byCanonical };
  });
}

/** The first section named `canonical` (by any accepted spelling). */
export function findSection(doc: WfDocument, settings: OutlineSettings, canonical: string): Section | undefined {
  return outlineView(doc, settings).byCanonical.get(canonical)?.[0];
}

export interface MissingRun {
  /** Canonical texts of the consecutive missing sections. */
  missing: string[];
  /** The present sections around the run. */
  prev?: Section;
  next?: Section;
  /** One edit inserting the whole run (heading + template body each) at its canonical place. */
  edit: Edit;
}

/**
 * Runs of consecutive missing outline sections and the edit that inserts each run after the
 * previous present section (or before the next one, or at the end). Every byte around stays.
 */
export function missingSectionRuns(doc: WfDocument, outline: Outline, present: (canonical: string) => Section | undefined): MissingRun[] {
  const found = outline.sections.map((c) => present(c.text));
  const hashes = '#'.repeat(outline.depth);
  const text = doc.text;
  const runs: MissingRun[] = [];
  let i = 0;
  while (i < found.length) {
    if (found[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < found.length && !found[j]) j++;
    const prev = found
      .slice(0, i)
      .reverse()
      .find((s) => s);
    const next = found.slice(j).find((s) => s);
    const at = prev ? prev.end : next ? next.start : text.length;
    const blocks = outline.sections.slice(i, j).map((c) => {
      const body = outline.bodies?.[c.text];
      return body ? `${hashes} ${c.text}\n\n${body}` : `${hashes} ${c.text}`;
    });
    let insert: string;
    if (at < text.length) {
      insert = blocks.map((b) => `${b}\n\n`).join('');
      // Inserting before a heading that directly follows text: keep a blank line before the new heading.
      const before = text.slice(Math.max(0, at - 3), at);
      if (at > 0 && !/\n\r?\n$/.test(before)) insert = `\n${insert}`;
    } else if (text.length === 0) insert = `${blocks.join('\n\n')}\n`;
    else if (text.endsWith('\n')) insert = `${/\n\r?\n$/.test(text) ? '' : '\n'}${blocks.join('\n\n')}\n`;
    // No final newline: none is added.
    else insert = `\n\n${blocks.join('\n\n')}`;
    const run: MissingRun = { missing: outline.sections.slice(i, j).map((c) => c.text), edit: { range: [at, at], text: insert } };
    if (prev) run.prev = prev;
    if (next) run.next = next;
    runs.push(run);
    i = j;
  }
  return runs;
}
