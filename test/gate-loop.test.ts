/**
 * `wflint gate` on loop homes (spec README §6), through the library (`runGate`) and the real CLI
 * (`node bin/wflint.js gate <loop home> --action X`, built by `npm test`): the verdict, the exit
 * code (0 allowed, 1 refused, 2 undecidable) and exactly which rules block, on the healthy loop
 * home and on the broken decision-packet variants.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFixture, fixtureEngine, gitInit } from './helpers/fixtures.js';
import { GATE_ACTIONS, GateError, runGate, type GateFinding, type GateVerdict } from '../src/gate/index.js';

const HOME = 'adhoc_jobs/invoice_export_audit_20260428';
const BIN = path.resolve(__dirname, '..', 'bin', 'wflint.js');
const dirs: string[] = [];

beforeAll(() => {
  if (!fs.existsSync(path.resolve(__dirname, '..', 'dist', 'cli', 'main.js'))) throw new Error('run `npm run build` first (npm test does)');
});
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A fresh copy of a fixture (optionally changed), committed to git. */
function prepare(name: string, change?: (dir: string) => void): string {
  const dir = copyFixture(name);
  change?.(dir);
  gitInit(dir);
  dirs.push(dir);
  return dir;
}

/** `rule-id file:line` with the file relative to the loop home. */
function show(dir: string, findings: readonly GateFinding[]): string[] {
  return findings.map((f) => `${f.ruleId} ${path.relative(path.join(dir, HOME), f.filePath).split(path.sep).join('/')}:${f.line}`);
}

interface Outcome {
  allowed: boolean;
  exit: number;
  blocking: string[];
  warnings: string[];
}

async function viaLibrary(dir: string, target: string, action: string): Promise<Outcome & { verdict: GateVerdict }> {
  const engine = await fixtureEngine(dir);
  const verdict = runGate(engine, target, action);
  return { allowed: verdict.allowed, exit: verdict.allowed ? 0 : 1, blocking: show(dir, verdict.blocking), warnings: show(dir, verdict.warnings), verdict };
}

function cli(dir: string, args: string[]): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, WFLINT_TODAY: '2026-05-01' } });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function viaCli(dir: string, target: string, action: string): Outcome & { verdict: GateVerdict } {
  const r = cli(dir, ['gate', target, '--action', action]);
  const verdict = JSON.parse(r.stdout) as GateVerdict;
  return { allowed: verdict.allowed, exit: r.status, blocking: show(dir, verdict.blocking), warnings: show(dir, verdict.warnings), verdict };
}

/** Run the gate both ways; they must agree on everything. */
async function gate(dir: string, action: string, target = HOME): Promise<Outcome> {
  const lib = await viaLibrary(dir, target, action);
  const bin = viaCli(dir, target, action);
  expect(bin.verdict).toEqual(lib.verdict);
  expect(bin.exit).toBe(lib.exit);
  expect(Object.keys(bin.verdict)).toEqual(['allowed', 'action', 'path', 'workflow', 'blocking', 'ignoredSuppressions', 'unchecked', 'warnings']);
  expect(bin.verdict.action).toBe(action);
  expect(bin.verdict.path).toBe(target);
  return { allowed: lib.allowed, exit: bin.exit, blocking: lib.blocking, warnings: lib.warnings };
}

const refused = (blocking: string[], warnings: string[] = []): Outcome => ({ allowed: false, exit: 1, blocking, warnings });
const allowed = (warnings: string[] = []): Outcome => ({ allowed: true, exit: 0, blocking: [], warnings });

describe('gate on the healthy loop home (newest packet DP002 binds continue_execution)', () => {
  let dir: string;
  beforeAll(() => {
    dir = prepare('loop-home-healthy');
  });
  test("continue_execution, the bound reaction, is allowed; so is continue_test, the same unit's work (spec README §6)", async () => {
    expect(await gate(dir, 'continue_execution')).toEqual(allowed());
    expect(await gate(dir, 'continue_test')).toEqual(allowed());
  });
  for (const action of GATE_ACTIONS.filter((a) => a !== 'continue_execution' && a !== 'continue_test' && a !== 'promotion')) {
    test(`${action} is refused by gate-action-bound alone`, async () => {
      expect(await gate(dir, action)).toEqual(refused(['gate-action-bound decision_packets/DP002_round2.md:49']));
    });
  }
  test('promotion needs its own authority too: `action_type: promotion`, and no `forbidden_next_action` naming it (001:26, 001:726)', async () => {
    expect(await gate(dir, 'promotion')).toEqual(refused(['loop-control-authority CONTROL.md:20', 'loop-control-authority CONTROL.md:24', 'gate-action-bound decision_packets/DP002_round2.md:49']));
  });
  test('a file or a folder inside the loop home gates the whole loop home', async () => {
    expect(await gate(dir, 'advance', `${HOME}/decision_packets/DP001_round1.md`)).toEqual(refused(['gate-action-bound decision_packets/DP002_round2.md:49']));
    expect(await gate(dir, 'close', `${HOME}/TASKS/T002.md`)).toEqual(refused(['gate-action-bound decision_packets/DP002_round2.md:49']));
    expect(await gate(dir, 'advance', `${HOME}/decision_packets`)).toEqual(refused(['gate-action-bound decision_packets/DP002_round2.md:49']));
    expect(await gate(dir, 'continue_execution', `${HOME}/decision_packets/DP001_round1.md`)).toEqual(allowed());
  });
  test('an unknown action, a missing action or a missing path cannot be decided (exit 2)', async () => {
    const unknown = cli(dir, ['gate', HOME, '--action', 'ship']);
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('Unknown action `ship`, expected one of `repair`');
    await expect(viaLibrary(dir, HOME, 'ship')).rejects.toBeInstanceOf(GateError);
    expect(cli(dir, ['gate', HOME]).status).toBe(2);
    const missing = cli(dir, ['gate', `${HOME}/no_such_dir`, '--action', 'advance']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('does not exist');
    await expect(viaLibrary(dir, `${HOME}/no_such_dir`, 'advance')).rejects.toBeInstanceOf(GateError);
  });
});

describe('gate on a run folder that no task card names (AGENT_RUNS/round_<N>_<role>_<slug>/, 001:881-889)', () => {
  /** The healthy home plus a copy of round 1's executor run, renamed to round `n`, whose read paths list `AGENTS.md` twice. */
  function stray(n: number): string {
    return prepare('loop-home-healthy', (d) => {
      const runs = path.join(d, HOME, 'AGENT_RUNS');
      const to = path.join(runs, `round_${n}_executor_stray`);
      fs.cpSync(path.join(runs, 'round_1_executor_locator'), to, { recursive: true });
      for (const f of fs.readdirSync(to)) {
        const file = path.join(to, f);
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split('round_1_executor_locator').join(`round_${n}_executor_stray`));
      }
      fs.appendFileSync(path.join(to, 'read_paths.txt'), 'AGENTS.md\n');
    });
  }
  const finding = (n: number) => `loop-read-paths-format AGENT_RUNS/round_${n}_executor_stray/read_paths.txt:9`;
  test('of an older round: consumed by the steps that reviewed it, so a continuing step does not judge it (nor lint it)', async () => {
    expect(await gate(stray(1), 'continue_execution')).toEqual(allowed());
  });
  test('of an older round: closing accounts for every unit, so close judges it', async () => {
    expect(await gate(stray(1), 'close')).toEqual(refused([finding(1), 'gate-action-bound decision_packets/DP002_round2.md:49']));
  });
  test('of the newest round: the unit running now, judged by a continuing step', async () => {
    expect(await gate(stray(3), 'continue_execution')).toEqual(refused([finding(3)]));
  });
});

describe("gate when the newest packet is embedded in a round review of an unbound unit (001: a small unit's packet may stay in its review)", () => {
  // DP002's decision, made newer and binding `advance`, appended to round 1's review: T001, whose
  // card names that review as an output, is completed, so the review belongs to no bound unit,
  // but it holds the newest packet and is judged.
  let dir: string;
  beforeAll(() => {
    dir = prepare('loop-home-healthy', (d) => {
      const home = path.join(d, HOME);
      const dp = fs.readFileSync(path.join(home, 'decision_packets', 'DP002_round2.md'), 'utf8');
      const yaml = /```yaml\n([\s\S]*?)\n```/
        .exec(dp)![1]!
        .replace('decision_packet_id: DP002', 'decision_packet_id: DP003')
        .replace(/created_at: .*/, 'created_at: 2026-05-01T09:00:00+08:00')
        .replace(/(binding_next_action:\n(?: {2}.*\n)*? {2}reaction: )\w+/, '$1advance');
      const review = path.join(home, 'evidence', 'reviews', 'round_1_review.md');
      fs.writeFileSync(review, `${fs.readFileSync(review, 'utf8').trimEnd()}\n\n## 决策包\n\n\`\`\`yaml\n${yaml}\n\`\`\`\n`);
    });
  });
  test('a step the embedded packet does not bind is refused on it', async () => {
    const outcome = await gate(dir, 'repair');
    expect(outcome.allowed).toBe(false);
    expect(outcome.blocking).toEqual(['gate-action-bound evidence/reviews/round_1_review.md:99']);
  });
});

describe('gate on a loop home without decision packets', () => {
  let dir: string;
  beforeAll(() => {
    dir = prepare('loop-home-healthy', (d) => fs.rmSync(path.join(d, HOME, 'decision_packets'), { recursive: true }));
  });
  test('continuing the work needs no packet, but an implementation unit needs its approved decision (001:726: 缺少授权路径时，下一步只能降级)', async () => {
    expect(await gate(dir, 'repair')).toEqual(refused(['loop-control-authority CONTROL.md:22']));
  });
  test('closing is refused on CONTROL.md (no packet, and no approved decision)', async () => {
    expect(await gate(dir, 'close')).toEqual(refused(['gate-action-bound CONTROL.md:2', 'loop-control-authority CONTROL.md:22']));
  });
  test('advancing is refused by two rules at once (no binding packet; the approved decision path is gone)', async () => {
    expect(await gate(dir, 'advance')).toEqual(refused(['gate-action-bound CONTROL.md:2', 'loop-control-authority CONTROL.md:22']));
  });
});

describe('gate on a premature close (loop-broken-packet-close, DP003 binds close)', () => {
  const P = 'decision_packets/DP003_round3.md';
  // `reaction: close` is no claim by itself (001:46, 001:635): the claims are the prose ones of line 4.
  const all = [
    `claim-ceiling-exceeded ${P}:4`,
    `claim-ceiling-primary-case ${P}:4`,
    `decision-packet-close-with-unmet ${P}:32`,
    `decision-packet-closure ${P}:50`,
    `decision-packet-premature-stop ${P}:50`,
    `decision-packet-read-compliance ${P}:50`,
    `decision-packet-state-consistency ${P}:50`,
    `decision-packet-state-consistency ${P}:62`,
  ];
  const without = (blocking: string[]) => all.filter((f) => !blocking.includes(f));
  let dir: string;
  beforeAll(() => {
    dir = prepare('loop-broken-packet-close');
  });
  test('close: every hard gate of closure blocks at once', async () => {
    expect(await gate(dir, 'close')).toEqual(refused(all));
  });
  test('promotion (a close is not a promotion): the closure gates, its own authority and the ceiling block', async () => {
    const blocking = [
      'loop-control-authority CONTROL.md:20',
      'loop-control-authority CONTROL.md:24',
      ...all.filter((f) => !f.startsWith('decision-packet-premature-stop')).slice(0, 6),
      `gate-action-bound ${P}:56`,
      `decision-packet-state-consistency ${P}:62`,
    ];
    expect(await gate(dir, 'promotion')).toEqual(refused(blocking, [`decision-packet-premature-stop ${P}:50`]));
  });
  test('scheduler_stop (after a valid closure only): every hard gate of closure blocks', async () => {
    expect(await gate(dir, 'scheduler_stop')).toEqual(refused(all));
  });
  test('advance: not bound, and the advance gates of the packet block too', async () => {
    const blocking = [`claim-ceiling-exceeded ${P}:4`, `decision-packet-read-compliance ${P}:50`];
    expect(await gate(dir, 'advance')).toEqual(refused([...blocking, `gate-action-bound ${P}:50`], without(blocking)));
  });
  test('repair: only the binding is wrong; the packet errors are warnings', async () => {
    expect(await gate(dir, 'repair')).toEqual(refused([`gate-action-bound ${P}:50`], all));
  });
});

describe('gate on an unsupported advance (loop-broken-packet-advance, DP003 binds advance)', () => {
  const P = 'decision_packets/DP003_round3.md';
  const notGating = [`claim-ceiling-value ${P}:53`];
  let dir: string;
  beforeAll(() => {
    dir = prepare('loop-broken-packet-advance');
  });
  // The binding ceiling is what the next unit may claim, not capped by the solid-decision one (001:617, 001:626).
  const advanceBlocking = [
    `decision-packet-overlay-only ${P}:6`,
    `decision-packet-overlay-only ${P}:34`,
    `decision-packet-missing-evidence ${P}:37`,
    `decision-packet-solid-decision ${P}:51`,
    `decision-packet-read-compliance ${P}:58`,
    `decision-packet-missing-evidence ${P}:67`,
  ];
  test('advance: overlay-only claims, missing evidence, the solid-decision review and read compliance block; the rest warns', async () => {
    expect(await gate(dir, 'advance')).toEqual(refused(advanceBlocking, notGating));
  });
  test('close: the same findings block, and the packet does not bind close', async () => {
    const blocking = [...advanceBlocking.slice(0, 5), `gate-action-bound ${P}:58`, advanceBlocking[5]!];
    expect(await gate(dir, 'close')).toEqual(refused(blocking, notGating));
  });
});

describe('gate when the newest packet binds no reaction (loop-broken-packet-fields)', () => {
  // The newest packet's own findings block (a review summary without its reaction is no decision,
  // 001:642); the older DP003_notes.md was consumed: the gate does not lint it (lint reports it).
  const older: string[] = [];
  const newest = ['decision-packet-fields decision_packets/DP003_round3.md:6', 'decision-packet-fields decision_packets/DP003_round3.md:42'];
  let dir: string;
  beforeAll(() => {
    dir = prepare('loop-broken-packet-fields');
  });
  test('repair: the incomplete newest decision blocks; the consumed older packet is not judged', async () => {
    expect(await gate(dir, 'repair')).toEqual(refused(newest, older));
  });
  for (const action of ['advance', 'close', 'await_user', 'block', 'scheduler_stop']) {
    test(`${action} needs a binding decision: refused`, async () => {
      expect(await gate(dir, action)).toEqual(refused([...newest, 'gate-action-bound decision_packets/DP003_round3.md:43'], older));
    });
  }
  test('promotion needs a binding decision and its own authority: refused', async () => {
    expect(await gate(dir, 'promotion')).toEqual(
      refused(['loop-control-authority CONTROL.md:20', 'loop-control-authority CONTROL.md:24', ...newest, 'gate-action-bound decision_packets/DP003_round3.md:43'], older),
    );
  });
});

describe('gate on a premature wait (loop-broken-packet-await, DP003 binds await_user)', () => {
  const P = 'decision_packets/DP003_round3.md';
  let dir: string;
  beforeAll(() => {
    dir = prepare('loop-broken-packet-await');
  });
  test('await_user: bound, but allowed work remains, and the packet lacks its solid-decision review (001:641)', async () => {
    expect(await gate(dir, 'await_user')).toEqual(refused([`decision-packet-premature-stop ${P}:45`, `decision-packet-solid-decision ${P}:45`]));
  });
  test('scheduler_stop needs close or block', async () => {
    expect(await gate(dir, 'scheduler_stop')).toEqual(refused([`decision-packet-premature-stop ${P}:45`, `decision-packet-solid-decision ${P}:45`, `gate-action-bound ${P}:45`]));
  });
});

describe('gate on a loop home with a nested loop home', () => {
  test("the nested loop home's packets neither bind nor block the outer loop", async () => {
    const dir = prepare('loop-home-healthy', (d) => {
      const nested = path.join(d, HOME, 'evidence', 'sub_loop');
      fs.mkdirSync(path.join(nested, 'decision_packets'), { recursive: true });
      fs.writeFileSync(
        path.join(nested, 'CONTROL.md'),
        `---\nloop_home: ${HOME}/evidence/sub_loop\nloop_class: fixture_loop\nsource_sessions: [019a7c2e-billing-export-0428]\n---\n\n# CONTROL：月末 fixture 子 Loop\n`,
      );
      fs.writeFileSync(
        path.join(nested, 'decision_packets', 'DP900.md'),
        '# DP900\n\n```yaml\ndecision_packet_id: DP900\ncreated_at: 2026-06-01T00:00:00+08:00\nbinding_next_action:\n  reaction: block\n```\n',
      );
    });
    expect(await gate(dir, 'continue_execution')).toEqual(allowed());
  });
});

describe("gate on a loop home that keeps another workflow's document in its folder", () => {
  test('a checkpoint kept in the loop folder is no document of the loop: lint reports it, no step of the loop is judged on it', async () => {
    const note = `${HOME}/docs/checkpoints/退款流程.md`;
    const dir = prepare('loop-home-healthy', (d) => {
      fs.mkdirSync(path.join(d, path.dirname(note)), { recursive: true });
      fs.copyFileSync(path.resolve(__dirname, '..', 'fixtures', 'checkpoints-broken', 'docs', 'checkpoints', '退款流程.md'), path.join(d, note));
    });
    const engine = await fixtureEngine(dir);
    expect(engine.lint([path.join(dir, note)])[0]!.errorCount).toBeGreaterThan(0);
    expect(await gate(dir, 'continue_execution')).toEqual(allowed());
    expect(await gate(dir, 'close')).toEqual(refused(['gate-action-bound decision_packets/DP002_round2.md:49']));
  });
});

describe("a loop kind's documents of one home, listed where the kind's patterns lead (the gate's listing)", () => {
  test('are those a walk of the whole repository finds, on every loop fixture', async () => {
    const { KINDS } = await import('../src/kinds/index.js');
    const loopKinds = KINDS.filter((k) => k.scope === 'loop-home').map((k) => k.id);
    const fixtures = path.resolve(__dirname, '..', 'fixtures');
    let compared = 0;
    for (const name of fs.readdirSync(fixtures).filter((n) => n.startsWith('loop'))) {
      const dir = prepare(name);
      const whole = await fixtureEngine(dir);
      const homes = [...new Set(whole.view.allPaths().flatMap((rel) => (whole.view.loopHomeOf(rel) === undefined ? [] : [whole.view.loopHomeOf(rel)!])))];
      for (const home of homes) {
        const fresh = await fixtureEngine(dir);
        for (const kind of loopKinds) {
          const expected = whole.view.allPaths().filter((rel) => whole.view.kindOf(rel)?.id === kind && whole.view.loopHomeOf(rel) === home);
          expect(fresh.view.loopPaths(kind, home), `${name} ${home} ${kind}`).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('behind a link out of the repository (a walk does not follow it): nothing, as a whole walk finds; the gate answers as it did', async () => {
    const outside = fs.mkdtempSync(path.join(path.dirname(copyFixture('loop-home-healthy')), 'wflint-outside-'));
    dirs.push(outside);
    const dir = prepare('loop-broken-runs-stale', (d) => {
      for (const name of ['TASKS', 'AGENT_RUNS']) {
        fs.renameSync(path.join(d, HOME, name), path.join(outside, name));
        fs.symlinkSync(path.join(outside, name), path.join(d, HOME, name));
      }
    });
    const whole = await fixtureEngine(dir);
    const fresh = await fixtureEngine(dir);
    for (const kind of ['loop-task-card', 'loop-receipt', 'loop-control'] as const) {
      const expected = whole.view.allPaths().filter((rel) => whole.view.kindOf(rel)?.id === kind);
      expect(fresh.view.loopPaths(kind, HOME), kind).toEqual(expected);
    }
    expect(fresh.view.loopPaths('loop-task-card', HOME)).toEqual([]);
    expect((await gate(dir, 'advance')).exit).toBe(1);
  });
});

describe('advisory forms (a form the seed leaves open, with the canonical one named) warn and never block (audit of seed 001)', () => {
  test('a CONTROL.md without action_authority once units run (001:708 可以), a blank events line (001:746), list markers in read_paths.txt (001:891): allowed, each a warning', async () => {
    const dir = prepare('loop-home-healthy', (d) => {
      const control = path.join(d, HOME, 'CONTROL.md');
      const text = fs.readFileSync(control, 'utf8');
      const start = text.indexOf('## 行动权限');
      fs.writeFileSync(control, text.slice(0, start) + text.slice(text.indexOf('## 当前任务')));
      const events = path.join(d, HOME, '.loop_trace', 'events.jsonl');
      const lines = fs.readFileSync(events, 'utf8').split('\n');
      lines.splice(2, 0, '');
      fs.writeFileSync(events, lines.join('\n'));
      const reads = path.join(d, HOME, 'AGENT_RUNS', 'round_2_executor_boundary', 'read_paths.txt');
      fs.writeFileSync(reads, fs.readFileSync(reads, 'utf8').replace('\nAGENTS.md\n', '\n- AGENTS.md\n'));
    });
    const outcome = await gate(dir, 'continue_execution');
    expect(outcome.allowed).toBe(true);
    expect(outcome.warnings).toEqual(
      expect.arrayContaining(['loop-control-authority CONTROL.md:1', 'loop-trace-events .loop_trace/events.jsonl:3', 'loop-read-paths-format AGENT_RUNS/round_2_executor_boundary/read_paths.txt:2']),
    );
  });
  test('the same CONTROL.md still refuses a promotion: its approval must be on record (001:26, 001:726)', async () => {
    const dir = prepare('loop-home-healthy', (d) => {
      const control = path.join(d, HOME, 'CONTROL.md');
      const text = fs.readFileSync(control, 'utf8');
      fs.writeFileSync(control, text.slice(0, text.indexOf('## 行动权限')) + text.slice(text.indexOf('## 当前任务')));
    });
    const outcome = await gate(dir, 'promotion');
    expect(outcome.allowed).toBe(false);
    expect(outcome.blocking).toContain('loop-control-authority CONTROL.md:1');
  });
});
