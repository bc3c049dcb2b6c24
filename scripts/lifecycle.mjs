#!/usr/bin/env node
/**
 * Replays a lifecycle (`fixtures/lifecycles/<name>/`, format in its README): every step written
 * into a fresh git repository and committed, the repository linted before each commit, the gate
 * asked before each step, then every break applied to the state after its step. Returns the
 * mismatches; `test/lifecycles.test.ts` runs it through the built package in worker threads, and
 * `node scripts/lifecycle.mjs <dir> [--package <wflint package dir>]` through a built package.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'agent',
  GIT_AUTHOR_EMAIL: 'agent@example.invalid',
  GIT_COMMITTER_NAME: 'agent',
  GIT_COMMITTER_EMAIL: 'agent@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};

function git(dir, ...args) {
  return execFileSync('git', args, { cwd: dir, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, ...GIT_ENV } }).trim();
}

function commitAll(dir, message, date) {
  git(dir, 'add', '-A');
  const env = { ...process.env, ...GIT_ENV, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` };
  execFileSync('git', ['commit', '-q', '--allow-empty', '-m', message], { cwd: dir, stdio: 'pipe', env });
  return git(dir, 'rev-parse', 'HEAD');
}

/** Copy `from` (a step or break folder) over the repository, file by file. */
export function writeFiles(from, repo) {
  if (!fs.existsSync(from)) return [];
  const written = [];
  const walk = (rel) => {
    for (const d of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(r);
      else {
        fs.mkdirSync(path.dirname(path.join(repo, r)), { recursive: true });
        fs.copyFileSync(path.join(from, r), path.join(repo, r));
        written.push(r);
      }
    }
  };
  walk('');
  return written;
}

function deleteFiles(repo, paths = []) {
  for (const p of paths) fs.rmSync(path.join(repo, p), { recursive: true, force: true });
}

/** Symbolic links a step or break makes: repo path → target as written. */
function makeLinks(repo, links = {}) {
  for (const [p, target] of Object.entries(links)) {
    const at = path.join(repo, p);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.rmSync(at, { recursive: true, force: true });
    fs.symlinkSync(target, at);
  }
}

/**
 * Lint the whole repository; the findings as `<rule-id> <path>` plus the full message. The engine
 * is returned for the gate questions on the same state (as the MCP server and the language server
 * keep one engine for many questions).
 */
async function lintAll(api, repo, today, engine, only) {
  engine ??= await api.createEngine({ cwd: repo, root: repo, today });
  return engine.lint(only ? only.map((rel) => path.join(repo, rel)) : []).flatMap((r) =>
    r.messages.map((m) => ({
      key: `${m.ruleId ?? 'fatal'} ${r.relPath}`,
      severity: m.severity,
      file: r.relPath,
      text: `${r.relPath}:${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warning'} ${m.message} (${m.ruleId ?? 'fatal'})`,
    })),
  );
}

async function askGate(api, engine, repo, q) {
  try {
    const v = api.runGate(engine, q.path, q.action);
    return { allowed: v.allowed, blocking: v.blocking.map((b) => `${path.relative(repo, b.filePath)}:${b.line} ${b.message} (${b.ruleId})`) };
  } catch (error) {
    if (error instanceof api.GateError) return { allowed: false, undecided: error.message, blocking: [] };
    throw error;
  }
}

/** A finding as breaks compare them: without its position, and without the copy's own folder. */
function comparable(f, repo) {
  return f.text
    .replace(/:\d+:\d+ /, ' ')
    .split(repo)
    .join('<repo>');
}

function describeGate(q, got) {
  const want = q.allowed ? 'allowed' : 'refused';
  const why = got.undecided ? ` (could not decide: ${got.undecided})` : got.blocking.length ? `: ${got.blocking.join('; ')}` : '';
  return `gate ${q.action} on ${q.path}: expected ${want}${q.seed ? ` (seed ${q.seed})` : ''}, got ${got.allowed ? 'allowed' : 'refused'}${why}`;
}

function applyEdits(repo, edits = [], where) {
  for (const e of edits) {
    const file = path.join(repo, e.path);
    const text = fs.readFileSync(file, 'utf8');
    const n = text.split(e.replace).length - 1;
    if (n !== 1) throw new Error(`${where}: \`${e.replace}\` occurs ${n} times in ${e.path}, expected exactly once`);
    fs.writeFileSync(
      file,
      text.replace(e.replace, () => e.with),
    );
  }
}

/**
 * Replay a lifecycle with a wflint library (`{ createEngine, runGate, GateError }`).
 * Returns `{ mismatches: string[], steps: number, breaks: number, gates: number }`.
 */
export async function replay(dir, api, opts = {}) {
  const spec = parseYaml(fs.readFileSync(path.join(dir, 'lifecycle.yaml'), 'utf8'));
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), `wflint-lifecycle-${path.basename(dir)}-`));
  const mismatches = [];
  const commits = new Map();
  const wanted = new Set((spec.breaks ?? []).map((b) => b.at));
  const snapshots = fs.mkdtempSync(path.join(os.tmpdir(), `wflint-lifecycle-steps-`));
  let gates = 0;
  git(repo, 'init', '-q', '-b', 'main');
  try {
    let today = String(spec.today ?? '2026-05-01');
    commitAll(repo, 'empty repository', today);
    for (const step of spec.steps ?? []) {
      today = String(step.today ?? today);
      // The questions before a step are asked of the state the last commit left: one engine for them.
      const asked = step.gate?.length ? await api.createEngine({ cwd: repo, root: repo, today }) : undefined;
      for (const q of step.gate ?? []) {
        gates++;
        const got = await askGate(api, asked, repo, q);
        if (got.allowed !== q.allowed) mismatches.push(`step ${step.name}: ${describeGate(q, got)}`);
      }
      writeFiles(path.join(dir, 'steps', step.name), repo);
      deleteFiles(repo, step.delete);
      makeLinks(repo, step.links);
      const accepted = new Set(step.warnings ?? []);
      for (const f of await lintAll(api, repo, today)) {
        if (f.severity === 1 && accepted.has(f.key)) continue;
        mismatches.push(`step ${step.name}: unexpected ${f.text}`);
      }
      commitAll(repo, step.name, today);
      // The state a break starts from: the whole working tree (git-ignored files too) and its history.
      if (wanted.has(step.name)) {
        // Packed, the history is a few files to copy per break instead of one per object.
        git(repo, 'repack', '-a', '-d', '-q');
        const snapshot = path.join(snapshots, step.name);
        fs.cpSync(repo, snapshot, { recursive: true, verbatimSymlinks: true });
        commits.set(step.name, { snapshot, today });
      }
    }
    for (const b of spec.breaks ?? []) {
      const at = commits.get(b.at);
      if (!at) {
        mismatches.push(`break ${b.name}: no step \`${b.at}\``);
        continue;
      }
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), `wflint-break-`));
      try {
        fs.cpSync(at.snapshot, copy, { recursive: true, verbatimSymlinks: true });
        // The state's own findings, the same for every break at the step: linted once.
        at.before ??= new Set((await lintAll(api, copy, at.today)).map((f) => comparable(f, copy)));
        const before = at.before;
        writeFiles(path.join(dir, 'breaks', b.name), copy);
        applyEdits(copy, b.edit, `break ${b.name}`);
        deleteFiles(copy, b.delete);
        makeLinks(copy, b.links);
        const expect = b.expect ?? {};
        // Only what the break adds counts: a finding the state already had proves nothing.
        const broken = await api.createEngine({ cwd: copy, root: copy, today: at.today });
        if (expect.error && expect.error !== 'none') {
          // Only the file the break must fail is read: linted alone, a file gets its whole-repository findings.
          const findings = (await lintAll(api, copy, at.today, broken, [expect.error])).filter((f) => f.severity === 2 && !before.has(comparable(f, copy)));
          const onFile = findings.filter((f) => f.file === expect.error);
          if (onFile.length === 0) mismatches.push(`break ${b.name}: missed (seed ${b.seed ?? '?'}: ${b.says ?? ''}): no new error on ${expect.error}`);
          for (const rule of expect.rules ?? []) {
            if (!onFile.some((f) => f.key === `${rule} ${expect.error}`))
              mismatches.push(`break ${b.name}: no \`${rule}\` error on ${expect.error}${onFile.length ? ` (got: ${onFile.map((f) => f.text).join('; ')})` : ''}`);
          }
        }
        for (const q of expect.gate ?? []) {
          gates++;
          const got = await askGate(api, broken, copy, q);
          if (got.allowed !== q.allowed) mismatches.push(`break ${b.name}: ${describeGate(q, got)}`);
        }
      } finally {
        fs.rmSync(copy, { recursive: true, force: true });
      }
    }
  } finally {
    fs.rmSync(snapshots, { recursive: true, force: true });
    if (opts.keep) process.stderr.write(`kept ${repo}\n`);
    else fs.rmSync(repo, { recursive: true, force: true });
  }
  return { mismatches, steps: (spec.steps ?? []).length, breaks: (spec.breaks ?? []).length, gates };
}

async function main(argv) {
  const args = [...argv];
  let pkg = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const i = args.indexOf('--package');
  if (i !== -1) {
    pkg = path.resolve(args[i + 1]);
    args.splice(i, 2);
  }
  const keep = args.includes('--keep');
  const dirs = args.filter((a) => a !== '--keep');
  if (dirs.length === 0) {
    process.stderr.write('usage: node scripts/lifecycle.mjs <lifecycle dir>... [--package <wflint dir>] [--keep]\n');
    return 2;
  }
  const api = await import(pathToFileURL(path.join(pkg, 'dist', 'index.js')).href);
  let failed = false;
  for (const d of dirs) {
    const { mismatches, steps, breaks, gates } = await replay(path.resolve(d), api, { keep });
    process.stdout.write(`${d}: ${steps} steps, ${breaks} breaks, ${gates} gate questions, ${mismatches.length} mismatches\n`);
    for (const m of mismatches) process.stdout.write(`  ${m}\n`);
    failed ||= mismatches.length > 0;
  }
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(2);
    },
  );
}
