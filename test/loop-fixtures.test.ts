/**
 * Whole loop homes (seed 001): the healthy loop lints clean under every rule; each broken variant
 * reports exactly its inline expectations (`<!-- expect: … -->`, `# expect: …`, `wflint-expect.json`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { FIXTURES, actualFindings, copyFixture, fixtureEngine, gitInit, readExpectations } from './helpers/fixtures.js';

const LOOP_FIXTURES = fs
  .readdirSync(FIXTURES)
  .filter((name) => name === 'loop-home-healthy' || name.startsWith('loop-broken-'))
  .sort();

describe('loop fixtures', () => {
  test('the healthy loop home and broken variants exist', () => {
    expect(LOOP_FIXTURES).toContain('loop-home-healthy');
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

export const fixtureDir = (name: string): string => path.join(FIXTURES, name);
