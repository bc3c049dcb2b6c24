/**
 * Agent runs of a loop home (seed 001 `AGENT_RUNS/round_<N>_<role>_<slug>/`): the run view
 * (src/kinds/loop/runs.ts) and the `loop-broken-runs-*` fixtures, whose findings must equal their
 * inline expectations exactly.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIXTURES, actualFindings, copyFixture, fixtureEngine, gitInit, readExpectations } from './helpers/fixtures.js';
import { virtualWorkspace } from '../src/testing/virtual-repo.js';
import { parseRunName, receiptReads, receiptTaskCard, runOf, runReadPaths, listedPaths } from '../src/kinds/loop/runs.js';

/** The rules of this area: each must be exercised by some broken fixture. */
const RUN_RULES = [
  'loop-run-layout',
  'loop-read-paths-format',
  'loop-receipt-fields',
  'loop-receipt-read-paths',
  'loop-receipt-forbidden-reads',
  'loop-receipt-required-reads',
  'loop-receipt-stale-sources',
  'loop-receipt-phase-ids',
  'loop-receipt-outputs',
];

const BROKEN = fs
  .readdirSync(FIXTURES)
  .filter((n) => n.startsWith('loop-broken-runs-'))
  .sort();

describe('parseRunName', () => {
  test.each([
    ['round_1_executor_locator', { round: 1, role: 'executor', slug: 'locator' }],
    ['round_12_reviewer_month-boundary', { round: 12, role: 'reviewer', slug: 'month-boundary' }],
    ['round_3_review_agent_read-compliance', { round: 3, role: 'review_agent', slug: 'read-compliance' }],
    ['round_2_controlled_task_agent_fix_boundary', { round: 2, role: 'controlled_task_agent', slug: 'fix_boundary' }],
    ['round_1_executor_月末边界', { round: 1, role: 'executor', slug: '月末边界' }],
  ])('%s', (name, parsed) => expect(parseRunName(name)).toEqual(parsed));
  test.each(['rerun-reviewer-boundary', 'round_1_executor', 'round_x_executor_locator', 'round_01_executor_locator', 'round_1__locator', 'round_1_executor_'])('refuses %s', (name) =>
    expect(parseRunName(name)).toBeUndefined(),
  );
});

describe('the run of a receipt', () => {
  const HOME = 'jobs/login_loop';
  const RUN = `${HOME}/AGENT_RUNS/round_1_executor_collect`;
  const repo = {
    files: {
      [`${HOME}/CONTROL.md`]: '---\nloop_home: jobs/login_loop\nloop_class: controller_loop\nsource_sessions: [s1]\n---\n# Loop\n',
      [`${HOME}/TASKS/T001.md`]: '---\ntask_id: T001\ncontroller_phase_id: C1\n---\n# T001\n',
      [`${RUN}/prompt.md`]: '# prompt\n',
      [`${RUN}/read_paths.txt`]: '# startup\nAGENTS.md\nTASKS/\n',
      [`${RUN}/receipt.yaml`]: [
        'task_id: T001',
        'output_paths:',
        '  - path: AGENT_RUNS/round_1_executor_collect/result.md',
        '  - ""',
        'actual_read_classes:',
        '  task_local_evidence: [TASKS/T001.md]',
        '  preflight_repository_non_evidentiary:',
        '    - AGENTS.md',
        '  forbidden_source: [../../../.env]',
        '',
      ].join('\n'),
    },
  };
  const ws = virtualWorkspace(repo);
  const receipt = ws.document(`${RUN}/receipt.yaml`)!;

  test('identity and missing files', () => {
    const run = runOf(receipt, ws);
    expect(run).toMatchObject({ dir: RUN, name: 'round_1_executor_collect', parsed: { round: 1, role: 'executor', slug: 'collect' }, loopHome: HOME, missing: ['result.md'] });
    expect(run.files['read_paths.txt']).toBe(`${RUN}/read_paths.txt`);
    expect(runOf(receipt, ws)).toBe(run);
  });
  test('its read_paths.txt, parsed with line numbers', () => {
    const rp = runReadPaths(receipt, ws)!;
    expect(rp.entries.map((e) => [e.line, e.raw, e.type])).toEqual([
      [2, 'AGENTS.md', 'file'],
      [3, 'TASKS/', 'directory'],
    ]);
  });
  test('reads in class order, with data paths and resolutions', () => {
    const reads = receiptReads(receipt, ws);
    expect(reads.map((r) => [r.cls, r.raw, r.dataPath.join('.')])).toEqual([
      ['preflight_repository_non_evidentiary', 'AGENTS.md', 'actual_read_classes.preflight_repository_non_evidentiary.0'],
      ['task_local_evidence', 'TASKS/T001.md', 'actual_read_classes.task_local_evidence.0'],
      ['forbidden_source', '../../../.env', 'actual_read_classes.forbidden_source.0'],
    ]);
    expect(reads[1]!.resolution).toEqual({ ok: true, path: `${HOME}/TASKS/T001.md`, base: 'loop-home' });
    expect(reads[2]!.resolution).toEqual({ ok: false, problem: 'outside' });
  });
  test('listed paths accept mappings with a `path` and skip blanks', () => {
    expect(listedPaths(receipt, ws, ['output_paths']).map((p) => p.dataPath.join('.'))).toEqual(['output_paths.0.path']);
  });
  test('its task card by `task_id`', () => {
    expect(receiptTaskCard(receipt, ws)?.relPath).toBe(`${HOME}/TASKS/T001.md`);
  });
});

describe('loop-broken-runs fixtures', () => {
  test('every run rule is exercised by a broken fixture', () => {
    const rules = new Set(BROKEN.flatMap((n) => readExpectations(`${FIXTURES}/${n}`).map((e) => e.rule)));
    expect(RUN_RULES.filter((r) => !rules.has(r))).toEqual([]);
  });
  for (const name of BROKEN) {
    test(`${name}: findings equal the inline expectations`, async () => {
      const dir = copyFixture(name);
      gitInit(dir);
      const engine = await fixtureEngine(dir);
      const expected = readExpectations(dir);
      expect(expected.length).toBeGreaterThan(0);
      expect(actualFindings(engine.lint())).toEqual(expected);
      fs.rmSync(dir, { recursive: true, force: true });
    });
  }
});
