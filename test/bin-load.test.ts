/**
 * bin/load.js: the bins run the bundle compiled with V8's code cache. The cache must only ever
 * make start-up faster: a missing, damaged or stale cache gives the same output and is written
 * again. Runs on a copy of the built package (the test damages its cache).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from './surfaces-helpers.js';
import { copyBuiltPackage } from './helpers/package-copy.js';

const BUNDLE = path.join('dist', 'bundle', 'wflint.cjs');
const WORKER_BUNDLE = path.join('dist', 'bundle', 'pool-worker.cjs');

describe.skipIf(!fs.existsSync(path.join(REPO, BUNDLE)))('bins with the code cache', () => {
  let pkg: string;
  let cache: string;
  const lint = () => spawnSync(process.execPath, [path.join(pkg, 'bin', 'wflint.js'), 'examples/shop-app', '--format', 'json'], { cwd: pkg, encoding: 'utf8' });
  const header = (file = cache) => {
    const bytes = fs.readFileSync(file);
    return bytes.subarray(0, bytes.indexOf(10)).toString('latin1');
  };
  const cacheData = (file = cache) => {
    const bytes = fs.readFileSync(file);
    return bytes.subarray(bytes.indexOf(10) + 1);
  };
  /** The header a good cache of `bundle` (a path in the package copy) carries; `cacheFile`: where, if not beside it. */
  const headerFor = (bundle: string, cacheFile = path.join(pkg, `${bundle}.cache`)) => {
    const source = fs.readFileSync(path.join(pkg, bundle));
    return `${source.length}:${zlib.crc32(source)}:${zlib.crc32(cacheData(cacheFile))}`;
  };
  let reference: { status: number | null; stdout: string };

  beforeAll(() => {
    pkg = copyBuiltPackage();
    cache = path.join(pkg, `${BUNDLE}.cache`);
    fs.rmSync(cache, { force: true });
    const r = lint();
    reference = { status: r.status, stdout: r.stdout };
  });

  it('writes the cache on the first run, names the build and checks the bytes', () => {
    expect(JSON.parse(reference.stdout)).toBeInstanceOf(Array);
    expect(header()).toBe(headerFor(BUNDLE));
  });

  it("a large run's pool workers write their code cache when the pool closes them, and start from it next time", async () => {
    const workerCache = path.join(pkg, `${WORKER_BUNDLE}.cache`);
    fs.rmSync(workerCache, { force: true });
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-bin-corpus-'));
    try {
      const { generateCorpus } = (await import('../bench/corpus.mjs' as string)) as { generateCorpus(dir: string, opts: { files: number; seed: number }): unknown };
      // 260 documents: enough for two workers (src/core/scale/pool.ts, MIN_FILES_PER_WORKER).
      generateCorpus(corpus, { files: 260, seed: 7 });
      const run = (threads: string) => spawnSync(process.execPath, [path.join(pkg, 'bin', 'wflint.js'), '.', '--format', 'json', '--threads', threads], { cwd: corpus, encoding: 'utf8' });
      const single = run('1');
      expect(fs.existsSync(workerCache)).toBe(false);
      const pooled = run('2');
      expect({ status: pooled.status, stdout: pooled.stdout }).toEqual({ status: single.status, stdout: single.stdout });
      expect(header(workerCache)).toBe(headerFor(WORKER_BUNDLE));
      const written = fs.statSync(workerCache).mtimeMs;
      expect(run('2').stdout).toBe(single.stdout);
      expect(fs.statSync(workerCache).mtimeMs).toBe(written);
    } finally {
      fs.rmSync(corpus, { recursive: true, force: true });
    }
  }, 120_000);

  it('the schema validators a run uses get a code cache of their own, named by their source; a damaged one is written again', () => {
    const caches = path.join(pkg, 'dist', 'bundle', 'validators');
    fs.rmSync(caches, { recursive: true, force: true });
    expect({ status: lint().status, stdout: lint().stdout }).toEqual(reference);
    const validator = path.join('src', 'generated', 'validators', 'task-state.cjs');
    const taskCache = path.join(caches, 'task-state.cjs.cache');
    expect(header(taskCache)).toBe(headerFor(validator, taskCache));
    const bytes = fs.readFileSync(taskCache);
    for (let i = bytes.indexOf(10) + 200; i < bytes.length; i += 97) bytes[i]! ^= 0x5a;
    fs.writeFileSync(taskCache, bytes);
    const r = lint();
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ ...reference, stderr: '' });
    expect(header(taskCache)).toBe(headerFor(validator, taskCache));
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

  it('ignores the cache of another build of the bundle, even of the same length', () => {
    const old = header();
    // Another build of the same length: the last statement's semicolon becomes a blank.
    const file = path.join(pkg, BUNDLE);
    const text = fs.readFileSync(file, 'latin1');
    expect(text.endsWith(';')).toBe(true);
    fs.writeFileSync(file, `${text.slice(0, -1)} `, 'latin1');
    const r = lint();
    expect({ status: r.status, stdout: r.stdout }).toEqual(reference);
    expect(header()).not.toBe(old);
    expect(header().split(':')[0]).toBe(old.split(':')[0]);
  });
});
