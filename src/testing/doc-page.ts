/**
 * Reads a rule's doc page (`rules/<id>.md`) into its examples (style.md §6). Info strings:
 *   <lang> ok name="<repo path>"        no message from the rule
 *   <lang> not-ok name="<repo path>"    exactly the lines of its `output` block
 *   text output for="<repo path>"       `line:col-line:col: message` lines
 *   <lang> fixed for="<repo path>"      the `--fix` result (lints clean, fixing again changes nothing)
 *   <lang> suggested for="<repo path>"  the file with one suggestion applied: one block per suggestion
 *                                       the example's messages offer, in their order (none unasserted)
 *   <lang> context name="<repo path>" [for="<repo path>"]   another file of the workspace
 *   <lang> base for="<repo path>"       the file's text at the git base (git-aware rules)
 *   json options for="<repo path>"      the rule's options
 *   text link name="<repo path>" [for="<repo path>"]   a symbolic link; the block holds its target
 *   text gate for="<repo path>"        run as `wflint gate --action <the block's text>` (gate-only rules)
 * The repo path decides the kind, as in a real repository.
 */
import fs from 'node:fs';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Code, Root } from 'mdast';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { Rule } from '../core/lint/rule.js';

export type Role = 'ok' | 'not-ok' | 'output' | 'fixed' | 'suggested' | 'context' | 'base' | 'options' | 'link' | 'gate';

export interface Block {
  role: Role;
  name?: string;
  for?: string;
  value: string;
  line: number;
}

export interface DocPage {
  id: string;
  frontmatter: Record<string, unknown>;
  sections: string[];
  blocks: Block[];
}

const ROLES = new Set<Role>(['ok', 'not-ok', 'output', 'fixed', 'suggested', 'context', 'base', 'options', 'link', 'gate']);

/** A page's front matter, generated from the rule's meta (`scripts/fill-doc.mjs` writes it; the harness compares it byte for byte). */
export function frontMatterOf(rule: Rule): string {
  return `---\n${stringifyYaml({ id: rule.id, description: rule.meta.description, fixable: rule.meta.fixable }, { lineWidth: 0 })}---\n`;
}

export function readDocPage(file: string): DocPage {
  const text = fs.readFileSync(file, 'utf8');
  const tree: Root = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).parse(text);
  let frontmatter: Record<string, unknown> = {};
  const blocks: Block[] = [];
  const sections: string[] = [];
  for (const node of tree.children) {
    if (node.type === 'yaml') frontmatter = parseYaml(node.value) as Record<string, unknown>;
    if (node.type === 'heading' && node.depth === 2) sections.push(node.children.map((c) => ('value' in c ? c.value : '')).join(''));
    if (node.type !== 'code') continue;
    const code: Code = node;
    const meta = code.meta ?? '';
    const role = meta.split(/\s+/)[0] as Role;
    if (!ROLES.has(role)) continue;
    const attrs = new Map([...meta.matchAll(/\b(\w+)="([^"]*)"/g)].map((m): [string, string] => [m[1]!, m[2]!]));
    const block: Block = { role, value: code.value, line: code.position?.start.line ?? 0 };
    const name = attrs.get('name');
    const target = attrs.get('for');
    if (name) block.name = name;
    if (target) block.for = target;
    blocks.push(block);
  }
  return { id: typeof frontmatter.id === 'string' ? frontmatter.id : '', frontmatter, sections, blocks };
}

/** Example texts are written with `\n`; a trailing newline is the file's final newline. */
export function exampleText(block: Block): string {
  return block.value.endsWith('\n') ? block.value : `${block.value}\n`;
}
