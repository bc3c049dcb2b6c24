/**
 * The cost of the decision-log history check (issue 16): `task-state-decision-log-append-only`
 * compares a task file's decision log with every earlier committed version of it. Measured
 * in-process on the bench corpus (`bench/corpus.mjs`, made a git repository), the rule alone over
 * every task file of the corpus, in a fresh engine per measurement (nothing memoised across):
 *
 *   1. the corpus as one commit (no file was ever modified: the `git log --raw --diff-filter=M`
 *      of the markdown files lists nothing to compare);
 *   2. after `--commits N` more commits, each appending a decision to every task file (N changes
 *      per file: every blob pair read through `git cat-file --batch`, per file, and cleared line by
 *      line without a parse);
 *   3. the same with the history check skipped (a view without `history`): the base comparison only.
 *
 *   npm run build && node bench/history.mjs [--files 10000] [--commits 5] [--repeats 3]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateCorpus } from './corpus.mjs';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const FILES = opt('files', 10000);
const COMMITS = opt('commits', 5);
const REPEATS = opt('repeats', 3);

const dist = (p) => import(pathToFileURL(path.join(SOURCE, 'dist', p)).href);
const { createEngine } = await dist('index.js');
const { getRule } = await dist('rules/index.js');
// Builds before the floors of src/core (model, lint, project, scale) kept these in dist/core/.
const distCore = (floor, name) => dist(`core/${floor}/${name}`).catch(() => dist(`core/${name}`));
const { lintDocument } = await distCore('lint', 'linter.js');
const { defaultSettings } = await distCore('lint', 'settings.js');
const rule = getRule('task-state-decision-log-append-only');

const git = (cwd, ...a) => execFileSync('git', ['-c', 'user.email=bench@wflint.invalid', '-c', 'user.name=bench', ...a], { cwd, stdio: 'ignore', maxBuffer: 1 << 28 });
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-bench-history-'));
try {
  generateCorpus(dir, { files: FILES, seed: 1 });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'corpus');
  const tasks = execFileSync('git', ['ls-files', '*/.agents/state/tasks/*.md'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 })
    .split('\n')
    .filter(Boolean);

  /** The rule over every task file, in a fresh engine; `noHistory` hides `history` from the rule. */
  const measure = async (noHistory) => {
    const engine = await createEngine({ cwd: dir, root: dir });
    // `view` since the engine became a facade; the same workspace object (its git view is patched below).
    const ws = engine.view ?? engine.workspace;
    if (noHistory && ws.git) ws.git.history = undefined;
    const docs = tasks.map((t) => ws.document(t)).filter(Boolean);
    const settings = defaultSettings({});
    const resolved = { rule, severity: 2, options: {} };
    const t0 = process.hrtime.bigint();
    let messages = 0;
    for (const doc of docs) messages += lintDocument(doc, ws, [resolved], settings, { registry: engine.config.registry }).length;
    return { ms: Number(process.hrtime.bigint() - t0) / 1e6, messages, docs: docs.length };
  };
  const series = async (label, noHistory) => {
    const runs = [];
    for (let i = 0; i < REPEATS; i++) runs.push(await measure(noHistory));
    const ms = median(runs.map((r) => r.ms));
    process.stdout.write(
      `${label}: ${runs[0].docs} task files, median ${ms.toFixed(0)} ms (${(ms / runs[0].docs).toFixed(2)} ms per file; runs ${runs.map((r) => r.ms.toFixed(0)).join(', ')}), ${runs[0].messages} messages\n`,
    );
  };

  await series('one commit, history check on', false);
  for (let c = 1; c <= COMMITS; c++) {
    for (const t of tasks) {
      const file = path.join(dir, t);
      const text = fs.readFileSync(file, 'utf8');
      // A new decision appended at the end of the decision log (before the next section).
      const at = text.indexOf('\n## ', text.indexOf('## 关键决策日志'));
      if (at < 0) continue;
      fs.writeFileSync(file, `${text.slice(0, at).replace(/\n+$/, '')}\n- 2026-06-0${c}：追加决策 ${c} | 原因 | 影响\n${text.slice(at)}`);
    }
    git(dir, 'commit', '-q', '-am', `append ${c}`);
  }
  await series(`${COMMITS + 1} versions, history check on`, false);
  await series(`${COMMITS + 1} versions, base comparison only`, true);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
