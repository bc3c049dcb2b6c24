/**
 * Whole loop homes (seed 001): the healthy loop lints clean under every rule; each broken variant
 * reports exactly its inline expectations (`<!-- expect: … -->`, `# expect: …`, `wflint-expect.json`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { FIXTURES, actualFindings, copyFixture, fixtureEngine, gitInit, readExpectations } from './helpers/fixtures.js';

/** This file's fixtures, found by folder (the run/receipt and decision-packet variants have their own test files). */
const LOOP_FIXTURES = fs
  .readdirSync(FIXTURES)
  .filter((n) => /^loop-(home|broken)-/.test(n) && !/^loop-broken-(packet|runs)-/.test(n))
  .sort();

/** The loop rules these fixtures exercise (every one of them fires in some broken variant). */
const COVERED = [
  'loop-bootstrap-no-stop',
  'loop-control-active-tasks',
  'loop-control-authority',
  'loop-control-header',
  'loop-final-report',
  'loop-folder-map',
  'loop-next-prompt-unit',
  'loop-phases-passed-evidence',
  'loop-phases-registry',
  'loop-round-review',
  'loop-scheduler-decision',
  'loop-task-card-contract',
  'loop-task-card-roster',
  'loop-trace-events',
  'loop-trace-indexes',
  'loop-unit-scope',
  'yaml-syntax',
];

describe('loop fixtures', () => {
  test('the broken variants cover every loop rule of this file, the healthy home expects nothing', () => {
    expect(LOOP_FIXTURES).toContain('loop-home-healthy');
    const broken = LOOP_FIXTURES.filter((n) => n.startsWith('loop-broken-'));
    const fired = new Set(broken.flatMap((n) => readExpectations(path.join(FIXTURES, n)).map((e) => e.rule)));
    expect(COVERED.filter((id) => !fired.has(id))).toEqual([]);
    expect(readExpectations(path.join(FIXTURES, 'loop-home-healthy'))).toEqual([]);
  });
  for (const name of LOOP_FIXTURES) {
    test(`${name}: findings equal the inline expectations`, async () => {
      const dir = copyFixture(name);
      gitInit(dir);
      const engine = await fixtureEngine(dir);
      const actual = actualFindings(engine.lint());
      expect(actual).toEqual(readExpectations(dir));
      fs.rmSync(dir, { recursive: true, force: true });
    });
  }
});
