/**
 * The lifecycles (fixtures/lifecycles/, format in its README): workflows written from the seeds,
 * replayed step by step in a fresh git repository with the gate asked before every step and each
 * seed rule broken once. Every mismatch is a false error, a missed rule or a wrong gate answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { replay } from '../scripts/lifecycle.mjs';
import { createEngine } from '../src/engine.js';
import { GateError, runGate } from '../src/gate/index.js';

const DIR = path.resolve(__dirname, '..', 'fixtures', 'lifecycles');
const lifecycles = fs.readdirSync(DIR).filter((d) => fs.existsSync(path.join(DIR, d, 'lifecycle.yaml')));

describe('lifecycles written from the seeds', () => {
  for (const name of lifecycles) {
    test(
      name,
      async () => {
        const { mismatches, steps } = await replay(path.join(DIR, name), { createEngine, runGate, GateError });
        expect(steps).toBeGreaterThan(0);
        expect(mismatches).toEqual([]);
      },
      1_500_000,
    );
  }
});
