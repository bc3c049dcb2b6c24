/**
 * Shared by the surface tests (reporters, Action, CLI): the SARIF 2.1.0 schema validator and small
 * process helpers. The schema is vendored (see `test/vendor/README.md`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { Ajv2020 } from 'ajv/dist/2020.js';

export const REPO = path.resolve(__dirname, '..');
export const BIN = path.join(REPO, 'bin', 'wflint.js');

// RFC 3986 / RFC 3339 / RFC 4122 syntax, enough to hold the SARIF schema's `format`s to account
// (ajv validates no format by itself).
const URI_CHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]]|%[0-9A-Fa-f]{2})*$/;
const FORMATS: Record<string, (s: string) => boolean> = {
  'uri-reference': (s) => URI_CHARS.test(s) && s.split('#').length <= 2,
  uri: (s) => URI_CHARS.test(s) && /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s) && s.split('#').length <= 2,
  'date-time': (s) => /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
  uuid: (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s),
};

let validator: (((data: unknown) => boolean) & { errors?: unknown }) | undefined;

/** Validate a SARIF log against the official 2.1.0 schema; returns ajv's errors (empty when valid). */
export function sarifSchemaErrors(log: unknown): unknown[] {
  if (!validator) {
    const schema = JSON.parse(fs.readFileSync(path.join(REPO, 'test', 'vendor', 'sarif-schema-2.1.0.json'), 'utf8')) as object;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate });
    validator = ajv.compile(schema);
  }
  return validator(log) ? [] : ((validator.errors as unknown[]) ?? ['invalid']);
}

export const GIT_ENV = { GIT_AUTHOR_NAME: 'wflint', GIT_AUTHOR_EMAIL: 'wflint@example.invalid', GIT_COMMITTER_NAME: 'wflint', GIT_COMMITTER_EMAIL: 'wflint@example.invalid' };

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...GIT_ENV } });
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run the built CLI (`npm run build` first) in `cwd`. */
export function wflint(cwd: string, args: string[], opts: { input?: string; env?: NodeJS.ProcessEnv } = {}): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    input: opts.input ?? '',
    env: { ...process.env, WFLINT_TODAY: '2026-05-01', GITHUB_STEP_SUMMARY: '', ...opts.env },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
