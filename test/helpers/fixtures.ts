/**
 * Whole-workflow fixtures (style.md §7): a fixture is a realistic folder under `fixtures/`.
 * Expectations are inline — `<!-- expect: rule-id[, rule-id] -->` in markdown, `# expect: rule-id`
 * in YAML and text — applying to their own line when the line holds anything else, else to the
 * next non-blank line; files that cannot hold comments (JSONL, HTML) list theirs in
 * `wflint-expect.json` at the fixture root: `[{"file": "...", "line": 3, "rule": "..."}]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createEngine, type Engine, type EngineOptions } from '../../src/engine.js';
import type { LintResult } from '../../src/core/lint/messages.js';

export const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures');

export interface Expectation {
  file: string;
  line: number;
  rule: string;
}

const MARKER = /(?:<!--\s*expect:\s*([\w\-, ]+?)\s*-->|#\s*expect:\s*([\w\-, ]+?)\s*$)/;

/** Every markdown file under a folder (recursively; `node_modules`, `.git` and `dist` left out). */
export function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.git' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...markdownFiles(p));
    else if (e.name.endsWith('.md')) out.push(p);
  }
  return out;
}

/** Copy a fixture into a fresh temporary directory (tests never write into `fixtures/`). */
export function copyFixture(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wflint-${name.replace(/\W+/g, '-')}-`));
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** Make the directory a git repository with everything committed (git-aware rules compare with HEAD). */
export function gitInit(dir: string, message = 'base'): void {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, GIT_AUTHOR_NAME: 'wflint', GIT_AUTHOR_EMAIL: 'wflint@example.invalid', GIT_COMMITTER_NAME: 'wflint', GIT_COMMITTER_EMAIL: 'wflint@example.invalid' },
    });
  if (!fs.existsSync(path.join(dir, '.git'))) git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '-m', message);
}

export function readExpectations(dir: string): Expectation[] {
  const out: Expectation[] = [];
  const walk = (rel: string): void => {
    for (const d of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (d.name === '.git') continue;
      if (d.isDirectory()) walk(r);
      else if (d.isFile()) {
        const lines = fs.readFileSync(path.join(dir, r), 'utf8').split(/\r?\n/);
        lines.forEach((text, i) => {
          const m = MARKER.exec(text);
          if (!m) return;
          const alone = text.replace(MARKER, '').trim() === '';
          let line = i + 1;
          if (alone) {
            let k = i + 1;
            while (k < lines.length && lines[k]!.trim() === '') k++;
            line = k + 1;
          }
          for (const rule of (m[1] ?? m[2])!
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean))
            out.push({ file: r, line, rule });
        });
      }
    }
  };
  walk('');
  const sidecar = path.join(dir, 'wflint-expect.json');
  if (fs.existsSync(sidecar)) out.push(...(JSON.parse(fs.readFileSync(sidecar, 'utf8')) as Expectation[]));
  return out.sort(compare);
}

function compare(a: Expectation, b: Expectation): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule);
}

/** What the engine reported, in the same shape (one entry per message). */
export function actualFindings(results: readonly LintResult[]): Expectation[] {
  return results.flatMap((r) => r.messages.map((m) => ({ file: r.relPath, line: m.line, rule: m.ruleId ?? 'fatal' }))).sort(compare);
}

export async function fixtureEngine(dir: string, options: EngineOptions = {}): Promise<Engine> {
  return createEngine({ cwd: dir, root: dir, today: '2026-05-01', ...options });
}
