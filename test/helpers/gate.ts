/**
 * Asking the gate the way agents do: through the library (`runGate`) and the real CLI
 * (`node bin/wflint.js gate …`, built by `npm test`), which must agree on the verdict and the exit
 * code; every verdict is checked against the published `schemas/gate-verdict.schema.json`.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { fixtureEngine } from './fixtures.js';
import { GateError, runGate, type GateVerdict } from '../../src/gate/index.js';

const REPO = path.resolve(__dirname, '..', '..');
const BIN = path.join(REPO, 'bin', 'wflint.js');
type Validator = ((value: unknown) => boolean) & { errors?: unknown };
const validate = createRequire(import.meta.url)(path.join(REPO, 'src/generated/validators/gate-verdict.cjs')) as Validator & { default?: Validator };

/** Assert that a verdict matches the published verdict schema. */
export function expectValidVerdict(verdict: unknown): void {
  const fn = validate.default ?? validate;
  const ok = fn(verdict);
  expect(ok ? [] : fn.errors, 'the verdict matches schemas/gate-verdict.schema.json').toEqual([]);
}

export interface Asked {
  verdict?: GateVerdict;
  exit: number;
  /** stderr of the CLI when it could not decide. */
  error?: string;
}

function cli(dir: string, target: string, action: string): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, 'gate', target, '--action', action], { cwd: dir, encoding: 'utf8', env: { ...process.env, WFLINT_TODAY: '2026-05-01' } });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Ask the library and the CLI; they must agree. */
export async function askGate(dir: string, target: string, action: string): Promise<Asked> {
  const engine = await fixtureEngine(dir);
  let lib: Asked;
  try {
    const verdict = runGate(engine, target, action);
    lib = { verdict, exit: verdict.allowed ? 0 : 1 };
  } catch (error) {
    if (!(error instanceof GateError)) throw error;
    lib = { exit: 2, error: error.message };
  }
  const bin = cli(dir, target, action);
  expect(bin.status, bin.stderr).toBe(lib.exit);
  if (lib.verdict) {
    const printed = JSON.parse(bin.stdout) as GateVerdict;
    expect(printed).toEqual(lib.verdict);
    expectValidVerdict(printed);
  } else {
    expect(bin.stdout).toBe('');
    expect(bin.stderr).toContain(lib.error);
  }
  return lib;
}

/** `preconditionId ruleId line` of each blocking finding (stable, short). */
export function blockingOf(asked: Asked): string[] {
  return (asked.verdict?.blocking ?? []).map((b) => `${b.preconditionId} ${b.ruleId}:${b.line}`);
}
