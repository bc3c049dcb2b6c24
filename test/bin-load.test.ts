/**
 * bin/load.js: the bins run the bundle compiled with V8's code cache. The cache must only ever
 * make start-up faster: a missing, damaged or stale cache gives the same output and is written
 * again. Runs on a copy of the built package (the test damages its cache).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from './surfaces-helpers.js';

const BUNDLE = path.join('dist', 'bundle', 'wflint.cjs');

describe.skipIf(!fs.existsSync(path.join(REPO, BUNDLE)))('bins with the code cache', () => {
  let pkg: string;
  let cache: string;
  const lint = () => spawnSync(process.execPath, [path.join(pkg, 'bin', 'wflint.js'), 'examples/shop-app', '--format', 'json'], { cwd: pkg, encoding: 'utf8' });
  const header = () => {
    const bytes = fs.readFileSync(cache);
    return bytes.subarray(0, bytes.indexOf(10)).toString('latin1');
  };
  let reference: { status: number | null; stdout: string };

  beforeAll(() => {
    pkg = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-bin-'));
    for (const d of ['bin', 'dist', 'schemas', 'rules', 'templates', 'examples', 'src/generated/validators', 'package.json']) fs.cpSync(path.join(REPO, d), path.join(pkg, d), { recursive: true, preserveTimestamps: true });
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(pkg, 'node_modules'));
    cache = path.join(pkg, `${BUNDLE}.cache`);
    fs.rmSync(cache, { force: true });
    const r = lint();
    reference = { status: r.status, stdout: r.stdout };
  });

  it('writes the cache on the first run, names the build and checks the bytes', () => {
    expect(JSON.parse(reference.stdout)).toBeInstanceOf(Array);
    const stat = fs.statSync(path.join(pkg, BUNDLE));
    expect(header()).toMatch(new RegExp(`^${stat.size}:${String(stat.mtimeMs).replace('.', '\\.')}:\\d+$`));
  });

  it('reuses a good cache without writing it again', () => {
    const before = fs.statSync(cache).mtimeMs;
    const r = lint();
    expect({ status: r.status, stdout: r.stdout }).toEqual(reference);
    expect(fs.statSync(cache).mtimeMs).toBe(before);
  });

  it('ignores a damaged cache (V8 would crash on it) and writes a good one', () => {
    const bytes = fs.readFileSync(cache);
    for (let i = bytes.indexOf(10) + 2000; i < bytes.length; i += 997) bytes[i]! ^= 0x5a;
    fs.writeFileSync(cache, bytes);
    const r = lint();
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ ...reference, stderr: '' });
    expect(fs.readFileSync(cache).equals(bytes)).toBe(false);
    const again = lint();
    expect({ status: again.status, stdout: again.stdout }).toEqual(reference);
  });

  it('ignores the cache of another build of the bundle', () => {
    const old = header();
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(pkg, BUNDLE), later, later);
    const r = lint();
    expect({ status: r.status, stdout: r.stdout }).toEqual(reference);
    expect(header()).not.toBe(old);
    expect(header().startsWith(`${fs.statSync(path.join(pkg, BUNDLE)).size}:${fs.statSync(path.join(pkg, BUNDLE)).mtimeMs}:`)).toBe(true);
  });
});
