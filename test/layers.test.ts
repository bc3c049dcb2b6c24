/**
 * The architecture as the tree shows it (README "Contributing"): `src/core` is four floors, each
 * importing only from its own floor and the ones below it, and nothing outside `src/core`:
 *
 *   model   → text, markdown, YAML, headings, items, tables, outline, the document and the kind contract
 *   lint    → rules, the linter, fixes, messages, suppressions, config resolution, settings, schemas
 *   project → discovery, file reading and its limits, git, config files, the workspace
 *   scale   → the cache, groups and shards, the worker pool
 *
 * The registries (`src/rules`, `src/kinds`) and the surfaces sit above `src/core` and hand the
 * registries down as arguments. Under every floor lies `src/generated` (types, kind ids and
 * validators derived from the schemas and the registries, importing nothing). No module imports itself back through others (types aside).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cyclicComponents } from '../src/core/model/graph.js';

const SRC = path.join(__dirname, '..', 'src');
const FLOORS = ['model', 'lint', 'project', 'scale'] as const;
const GENERATED = path.join(SRC, 'generated') + path.sep;

interface Import {
  target: string;
  typeOnly: boolean;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: Import[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm)) {
    const target = path.resolve(path.dirname(file), m[3]!.replace(/\.js$/, '.ts'));
    out.push({ target, typeOnly: m[2] !== undefined });
  }
  return out;
}

const floorOf = (file: string): number | undefined => {
  const rel = path.relative(path.join(SRC, 'core'), file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return undefined;
  const i = FLOORS.indexOf(rel[0] as (typeof FLOORS)[number]);
  return i < 0 ? undefined : i;
};

const files = sources(SRC);
const rel = (f: string) => path.relative(SRC, f);

describe('the layers of src/core', () => {
  test('every module of src/core is on a floor', () => {
    const loose = files.filter((f) => f.startsWith(path.join(SRC, 'core') + path.sep) && floorOf(f) === undefined).map(rel);
    expect(loose).toEqual([]);
  });

  test('a floor imports only from itself and the floors below it, and nothing above src/core', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const floor = floorOf(file);
      if (floor === undefined) continue;
      for (const { target } of importsOf(file)) {
        if (target.startsWith(GENERATED)) continue;
        const to = floorOf(target);
        if (to === undefined) wrong.push(`${rel(file)} (${FLOORS[floor]}) imports ${rel(target)}, outside src/core`);
        else if (to > floor) wrong.push(`${rel(file)} (${FLOORS[floor]}) imports ${rel(target)} (${FLOORS[to]})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('no import cycles among the modules (type-only imports aside)', () => {
    const edges = new Map(
      files.map((f) => [
        f,
        importsOf(f)
          .filter((i) => !i.typeOnly && fs.existsSync(i.target))
          .map((i) => i.target),
      ]),
    );
    const cycles = cyclicComponents(edges).map((component) => component.map(rel).sort());
    expect(cycles).toEqual([]);
  });

  test('the checks above see imports (a floor with none would pass them vacuously)', () => {
    const linter = files.find((f) => rel(f) === path.join('core', 'lint', 'linter.ts'))!;
    expect(importsOf(linter).map((i) => rel(i.target))).toContain(path.join('core', 'lint', 'rule.ts'));
  });
});
