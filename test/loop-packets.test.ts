/**
 * Decision packets and claim ceilings on whole loop homes (seed 001): each broken packet variant of
 * the healthy loop home reports exactly its inline expectations, and the healthy loop home stays
 * clean under every rule.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIXTURES, actualFindings, copyFixture, fixtureEngine, gitInit, readExpectations } from './helpers/fixtures.js';
import { claimLattice, exceeds, isAsserted } from '../src/kinds/loop/claims.js';
import { createdAtTime } from '../src/kinds/loop/packets.js';
import { defaultSettings } from '../src/core/lint/settings.js';

const PACKET_FIXTURES = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.startsWith('loop-broken-packet-'))
  .sort();

const MY_RULES = /^(decision-packet-|claim-ceiling-|gate-action-bound$)/;

describe('decision packets and claim ceilings on loop homes', () => {
  test('the broken packet variants exist', () => {
    expect(PACKET_FIXTURES.length).toBeGreaterThan(0);
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

describe('claim-ceiling lattice and prose claims (src/kinds/loop/claims.ts)', () => {
  const lattice = claimLattice(defaultSettings());
  test('aliases and case/spacing variants normalise to lattice values; others do not', () => {
    expect(lattice.normalise('artifact exists')).toBe('artifact_only');
    expect(lattice.normalise('Stage Complete')).toBe('stage_complete');
    expect(lattice.normalise('whole-task-complete')).toBe('whole_task_complete');
    expect(lattice.normalise('tests_green')).toBeUndefined();
    expect(lattice.normalise(3)).toBeUndefined();
    expect(exceeds(lattice, 'whole_task_complete', 'stage_complete')).toBe(true);
    expect(exceeds(lattice, 'stage_complete', 'stage_complete')).toBe(false);
  });
  test('a configured lattice replaces the default one (and its aliases)', () => {
    const custom = claimLattice(defaultSettings({ claimCeilings: { lattice: ['draft', 'reviewed', 'shipped'], aliases: { 'in review': 'reviewed' }, phrases: { 已上线: 'shipped' } } }));
    expect(custom.normalise('in review')).toBe('reviewed');
    expect(custom.normalise('artifact exists')).toBeUndefined();
    expect(custom.normalise('stage_complete')).toBeUndefined();
  });
  const asserted = (sentence: string, phrase: string) => {
    const at = sentence.indexOf(phrase);
    return isAsserted(sentence, at, at + phrase.length);
  };
  test.each([
    ['R1–R3 全部完成。', '全部完成', true],
    ['Round 3 之后，the whole user task complete.', 'whole user task complete', true],
    ['R2 缺截图，不能声明 whole user task complete。', 'whole user task complete', false],
    ['尚未全部完成。', '全部完成', false],
    ['任务完成后再写 FINAL_REPORT。', '任务完成', false],
    ['禁止在报告里写“全部完成”。', '全部完成', false],
    ['We cannot call this promotion ready yet.', 'promotion ready', false],
    ['R2 没有截图；R1 任务完成。', '任务完成', true],
  ])('%s → asserted: %s', (sentence, phrase, expected) => {
    expect(asserted(sentence, phrase)).toBe(expected);
  });
});

describe('decision packet view (src/kinds/loop/packets.ts)', () => {
  test('created_at reads ISO date-times with offsets, dates and UTC times', () => {
    expect(createdAtTime('2026-05-01T15:40:00+08:00')).toBe(Date.parse('2026-05-01T07:40:00Z'));
    expect(createdAtTime('2026-05-01')).toBe(Date.parse('2026-05-01T00:00Z'));
    expect(createdAtTime('2026-05-01 07:40')).toBe(Date.parse('2026-05-01T07:40Z'));
    expect(createdAtTime('2026/05/01 15:40')).toBeNaN();
  });
});
