/**
 * Decision packets and claim ceilings on whole loop homes (seed 001): each broken packet variant of
 * the healthy loop home reports exactly its inline expectations, and the healthy loop home stays
 * clean under every rule.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIXTURES, actualFindings, copyFixture, fixtureEngine, gitInit, readExpectations } from './helpers/fixtures.js';

const PACKET_FIXTURES = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.startsWith('loop-broken-packet-'))
  .sort();

const MY_RULES = /^(decision-packet-|claim-ceiling-|gate-action-bound$)/;

describe('decision packets and claim ceilings on loop homes', () => {
  test('the broken packet variants exist', () => {
    expect(PACKET_FIXTURES).toEqual(['loop-broken-packet-advance', 'loop-broken-packet-await', 'loop-broken-packet-close', 'loop-broken-packet-fields']);
  });

  test('the healthy loop home has no decision-packet or claim-ceiling finding (and no finding at all)', async () => {
    const dir = copyFixture('loop-home-healthy');
    gitInit(dir);
    const engine = await fixtureEngine(dir);
    expect(actualFindings(engine.lint())).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const name of PACKET_FIXTURES) {
    test(`${name}: findings equal the inline expectations`, async () => {
      const dir = copyFixture(name);
      gitInit(dir);
      const engine = await fixtureEngine(dir);
      const actual = actualFindings(engine.lint());
      const expected = readExpectations(dir);
      expect(actual).toEqual(expected);
      // Each variant breaks packets only: every expectation is one of this area's rules.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.filter((e) => !MY_RULES.test(e.rule))).toEqual([]);
      fs.rmSync(dir, { recursive: true, force: true });
    });
  }

  test('every decision-packet and claim-ceiling rule is exercised by some variant', () => {
    const seen = new Set<string>();
    for (const name of PACKET_FIXTURES) for (const e of readExpectations(`${FIXTURES}/${name}`)) seen.add(e.rule);
    for (const id of [
      'decision-packet-fields',
      'decision-packet-close-with-unmet',
      'decision-packet-missing-evidence',
      'decision-packet-overlay-only',
      'decision-packet-state-consistency',
      'decision-packet-premature-stop',
      'decision-packet-read-compliance',
      'decision-packet-solid-decision',
      'decision-packet-closure',
      'claim-ceiling-value',
      'claim-ceiling-exceeded',
      'claim-ceiling-primary-case',
    ]) {
      expect(seen, id).toContain(id);
    }
  });
});
