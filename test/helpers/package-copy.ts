/**
 * A copy of the built package (bins, dist with its code caches, validators, examples) in a
 * temporary folder, with the repository's node_modules linked: for tests that delete or damage
 * the code caches. The repository's own caches, written at build time, stay as built (a cache a
 * small run writes again holds only what that run compiled: every later start would be slower).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..');

export function copyBuiltPackage(): string {
  const pkg = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-bin-'));
  for (const d of ['bin', 'dist', 'schemas', 'rules', 'templates', 'examples', 'src/generated/validators', 'package.json'])
    fs.cpSync(path.join(REPO, d), path.join(pkg, d), { recursive: true, preserveTimestamps: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(pkg, 'node_modules'));
  return pkg;
}
