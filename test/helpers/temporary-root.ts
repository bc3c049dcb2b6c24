/**
 * Vitest global setup: every temporary folder the tests make (`os.tmpdir()`, in the test
 * processes and in the processes they start) goes under one folder of this run, removed when the
 * run ends. The tests make thousands (copied fixtures, repositories, package copies); without
 * this each run left them in the system's temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-tests-'));
  // Readable by all, as the system's temporary folder is: some tests run wflint as another user.
  fs.chmodSync(root, 0o755);
  process.env.TMPDIR = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
