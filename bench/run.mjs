/**
 * `npm run bench` (issue 7): wflint against the anchors on the same generated corpus.
 *
 *   node bench/run.mjs [--sizes 1000,10000] [--repeats 3] [--repeats-large N] [--anchors-max N] [--seed 1] [--skip-anchors]
 *                      [--layouts state-300,state-1000,state-5000,loop-300 | --skip-layouts] [--baseline <built checkout>]
 *
 * For each corpus size it generates the corpus (bench/corpus.mjs, under the OS temp dir, made a
 * git repository so git-aware rules run as in a real one), then in one go and alternating runs:
 * wflint (all rules, built `dist/`), wflint with every rule off (its parse-only floor: discovery,
 * read, parse, data, output), markdownlint-cli2 (default rules, `**\/*.md`) and remark-cli
 * (remark-frontmatter + remark-preset-lint-recommended, every `.md` file given explicitly because
 * remark-cli skips hidden folders). Each command is a whole process under `/usr/bin/time`
 * (wall, user+sys CPU, peak RSS). Then: `--cache` re-run with nothing changed, single-file
 * whole-process latency (the pre-commit / agent path), and language-server re-diagnosis of a
 * 1,000-line document after a one-character edit (through the engine path `src/lsp/server.ts`
 * uses: `engine.setText` + `engine.lintFile`). Then the real layouts (bench/layouts.mjs:
 * one `.agents/state/` of 300 / 1,000 / 5,000 task files, one loop home of 300 run folders), each a
 * single workflow group, against the same anchors, with the one-file and `gate` latency inside
 * them (the pre-commit and agent path where the group is big). Prints medians, ratios and the
 * targets.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateCorpus, prng, pad } from './corpus.mjs';
import { generateLoopLayout, generateStateLayout } from './layouts.mjs';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NM = path.join(SOURCE, 'node_modules');
// The built package is copied first, so a rebuild in the working tree during a long run changes nothing.
const REPO = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-bench-build-'));
for (const d of ['bin', 'dist', 'schemas', 'rules', 'templates', 'src/generated/validators', 'package.json'])
  if (fs.existsSync(path.join(SOURCE, d))) fs.cpSync(path.join(SOURCE, d), path.join(REPO, d), { recursive: true, preserveTimestamps: true });
fs.symlinkSync(NM, path.join(REPO, 'node_modules'));
const WFLINT = path.join(REPO, 'bin', 'wflint.js');
const MDL = path.join(NM, 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs');
const REMARK = path.join(NM, 'remark-cli', 'cli.js');

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const SIZES = opt('sizes', '1000,10000').split(',').map(Number);
const REPEATS = Number(opt('repeats', '3'));
/**
 * The anchors' repeats on the largest corpus (they take minutes there). wflint and its floor run
 * `--repeats` times at every size: their ratio (the rule overhead) is a difference of two noisy
 * times, so it is taken from medians of alternating runs.
 */
const REPEATS_LARGE = Number(opt('repeats-large', String(REPEATS)));
const SEED = Number(opt('seed', '1'));
const SKIP_ANCHORS = args.includes('--skip-anchors');
/** Run the anchors only on corpora up to this size (at 10k they take minutes per run). */
const ANCHORS_MAX = Number(opt('anchors-max', 'Infinity'));
const LAYOUTS = args.includes('--skip-layouts') ? [] : opt('layouts', 'state-300,state-1000,state-5000,loop-300').split(',').filter(Boolean);
/**
 * A built checkout of an earlier wflint (`git worktree add /tmp/base <rev> && npm run build` there),
 * timed alternately with this one on every corpus. The machine's speed drifts between benches
 * (`node -e 0` 80 or 130 ms on the same host), and not equally for every tool; the time of this
 * wflint over the baseline's, in one run, is what "no ratio worse by more than 10 %" compares.
 */
const BASELINE = opt('baseline', undefined);

const out = (s = '') => process.stdout.write(`${s}\n`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (x, d = 2) => (x === undefined || Number.isNaN(x) ? '—' : x.toFixed(d));

/** One whole process under /usr/bin/time: wall s, cpu s, peak RSS MiB, exit code. */
function timed(cmd, argv, cwd, stdoutFile = '/dev/null') {
  const fd = fs.openSync(stdoutFile, 'w');
  const r = spawnSync('/usr/bin/time', ['-f', '@@TIME %e %U %S %M', cmd, ...argv], { cwd, stdio: ['ignore', fd, 'pipe'], maxBuffer: 1 << 28 });
  fs.closeSync(fd);
  const line = r.stderr
    .toString()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('@@TIME'));
  if (!line) throw new Error(`no timing for ${cmd} ${argv.slice(0, 3).join(' ')}: ${r.stderr.toString().slice(-500)}`);
  const [, e, u, s, m] = line.split(' ');
  // Exit status 1 = findings; anything else is a failed run.
  const status = /Command exited with non-zero status (\d+)/.exec(r.stderr.toString())?.[1];
  return { wall: Number(e), cpu: Number(u) + Number(s), rss: Number(m) / 1024, status: status ? Number(status) : 0 };
}

function git(cwd, ...a) {
  execFileSync('git', a, { cwd, stdio: 'ignore' });
}

function listMarkdown(dir, base = '', acc = []) {
  for (const d of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${d.name}` : d.name;
    if (d.isDirectory()) {
      if (d.name !== '.git') listMarkdown(dir, rel, acc);
    } else if (d.name.endsWith('.md')) acc.push(rel);
  }
  return acc;
}

async function main() {
  const { RULES } = await import(pathToFileURL(path.join(REPO, 'dist', 'rules', 'index.js')).href);
  const version = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).version;
  out(`# wflint benchmark — ${new Date().toISOString().slice(0, 10)}`);
  out(`command: node bench/run.mjs ${args.join(' ')}`.trim());
  out(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, wflint ${version}, ${RULES.length} rules`);
  out(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const nodeZero = [];
  for (let i = 0; i < 5; i++) nodeZero.push(timed(process.execPath, ['-e', '0'], REPO).wall);
  out(`node -e 0: ${fmt(median(nodeZero) * 1000, 0)} ms`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wflint-bench-'));
  const floorConfig = path.join(tmp, 'floor.config.json');
  fs.writeFileSync(floorConfig, JSON.stringify({ rules: Object.fromEntries(RULES.map((r) => [r.id, 'off'])) }));
  const summary = {};
  for (const size of SIZES) {
    const dir = path.join(tmp, `corpus-${size}`);
    const t0 = Date.now();
    const c = generateCorpus(dir, { files: size, seed: SEED });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, '-c', 'user.email=bench@wflint.invalid', '-c', 'user.name=bench', 'commit', '-q', '-m', 'corpus');
    // The first timed run must not share the machine with the kernel writing the corpus to disk.
    execFileSync('sync');
    const md = listMarkdown(dir);
    out();
    out(
      `## corpus ${size}: ${c.workflow} workflow documents (${c.groups} groups, ${c.broken} from broken fixtures), ${c.markdown} markdown files, ${c.total} files, ${(c.bytes / 2 ** 20).toFixed(1)} MiB (generated in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const tools = {
      wflint: () => timed(process.execPath, [WFLINT, '.', '--format', 'json'], dir, path.join(tmp, `wflint-${size}.json`)),
      'wflint parse floor': () => timed(process.execPath, [WFLINT, '.', '--format', 'json', '--config', floorConfig], dir),
      ...(BASELINE ? { 'wflint baseline': () => timed(process.execPath, [path.join(path.resolve(BASELINE), 'bin', 'wflint.js'), '.', '--format', 'json'], dir) } : {}),
      ...(SKIP_ANCHORS || size > ANCHORS_MAX
        ? {}
        : {
            'markdownlint-cli2': () => timed(process.execPath, [MDL, '**/*.md'], dir),
            'remark-cli': () =>
              timed(
                process.execPath,
                [REMARK, '--use', path.join(NM, 'remark-frontmatter', 'index.js'), '--use', path.join(NM, 'remark-preset-lint-recommended', 'index.js'), '--no-stdout', '--quiet', ...md],
                dir,
              ),
          }),
    };
    const runs = Object.fromEntries(Object.keys(tools).map((k) => [k, []]));
    const anchorRepeats = size === Math.max(...SIZES) && SIZES.length > 1 ? REPEATS_LARGE : REPEATS;
    const repeatsOf = (name) => (name.startsWith('wflint') ? REPEATS : anchorRepeats);
    for (let r = 0; r < Math.max(REPEATS, anchorRepeats); r++) {
      // The order rotates from round to round: a tool run right after another (remark-cli leaves
      // ~450 MiB behind) is not always the same tool.
      const order = Object.entries(tools);
      for (const [name, run] of [...order.slice(r % order.length), ...order.slice(0, r % order.length)]) {
        if (r >= repeatsOf(name)) continue;
        const res = run();
        runs[name].push(res);
        out(`  run ${r + 1} ${name}: ${fmt(res.wall)} s wall, ${fmt(res.cpu)} s cpu, ${fmt(res.rss, 0)} MiB peak, exit ${res.status}`);
      }
    }
    const linted = JSON.parse(fs.readFileSync(path.join(tmp, `wflint-${size}.json`), 'utf8'));
    const findings = linted.reduce((n, f) => n + f.messages.length, 0);
    out(`wflint linted ${linted.length} files (${findings} findings, ${linted.filter((f) => f.messages.length).length} files with findings); the anchors got ${md.length} .md files`);
    out('');
    out('| tool | median wall s | median cpu s | peak RSS MiB | wall / wflint |');
    out('|---|---|---|---|---|');
    const med = {};
    for (const [name, rs] of Object.entries(runs)) med[name] = { wall: median(rs.map((x) => x.wall)), cpu: median(rs.map((x) => x.cpu)), rss: Math.max(...rs.map((x) => x.rss)) };
    for (const [name, m] of Object.entries(med)) out(`| ${name} | ${fmt(m.wall)} | ${fmt(m.cpu)} | ${fmt(m.rss, 0)} | ${fmt(m.wall / med.wflint.wall)} |`);
    if (BASELINE) {
      const pairs = runs.wflint.map((r, i) => r.wall / runs['wflint baseline'][i].wall);
      out(`wflint / baseline (${BASELINE}): median of medians ${fmt(med.wflint.wall / med['wflint baseline'].wall)}; run by run ${pairs.map((x) => fmt(x)).join(', ')}`);
    }
    summary[size] = { med, dir, md };
  }

  const big = Math.max(...SIZES);
  const small = Math.min(...SIZES);
  const S = summary[big];
  out();
  out(`## --cache on the ${big} corpus`);
  const cacheFile = path.join(S.dir, '.wflint-cache');
  fs.rmSync(cacheFile, { force: true });
  const first = timed(process.execPath, [WFLINT, '.', '--cache'], S.dir);
  out(`  first run (writes the cache): ${fmt(first.wall)} s wall, ${fmt(first.rss, 0)} MiB peak; cache file ${(fs.statSync(cacheFile).size / 2 ** 20).toFixed(1)} MiB`);
  const again = [];
  for (let i = 0; i < Math.max(REPEATS, 3); i++) again.push(timed(process.execPath, [WFLINT, '.', '--cache'], S.dir));
  const cacheMed = median(again.map((x) => x.wall));
  out(`  re-run, nothing changed: median ${fmt(cacheMed)} s wall (${again.map((x) => fmt(x.wall)).join(', ')}), ${fmt(Math.max(...again.map((x) => x.rss)), 0)} MiB peak`);
  fs.rmSync(cacheFile, { force: true });

  out();
  out(`## one document, whole process (pre-commit / agent path), in the ${big} corpus`);
  const one = S.md.find((f) => /\.agents\/state\/tasks\/.*\.md$/.test(f));
  const single = { wflint: [], 'markdownlint-cli2': [], 'remark-cli': [] };
  for (let i = 0; i < 7; i++) {
    single.wflint.push(timed(process.execPath, [WFLINT, one], S.dir).wall);
    if (!SKIP_ANCHORS) {
      single['markdownlint-cli2'].push(timed(process.execPath, [MDL, one], S.dir).wall);
      single['remark-cli'].push(
        timed(
          process.execPath,
          [REMARK, '--use', path.join(NM, 'remark-frontmatter', 'index.js'), '--use', path.join(NM, 'remark-preset-lint-recommended', 'index.js'), '--no-stdout', '--quiet', one],
          S.dir,
        ).wall,
      );
    }
  }
  out(`  file: ${one}`);
  for (const [name, xs] of Object.entries(single))
    if (xs.length) out(`  ${name}: median ${fmt(median(xs) * 1000, 0)} ms (min ${fmt(Math.min(...xs) * 1000, 0)}, max ${fmt(Math.max(...xs) * 1000, 0)})`);

  out();
  out('## language server: re-diagnosis of a 1,000-line document after a one-character edit');
  const { createEngine } = await import(pathToFileURL(path.join(REPO, 'dist', 'engine.js')).href);
  const lspDir = summary[small].dir;
  const rel = listMarkdown(lspDir).find((f) => /\.agents\/state\/tasks\/.*\.md$/.test(f));
  const base = fs.readFileSync(path.join(lspDir, rel), 'utf8');
  // Grow the task file to 1,000 lines with the corpus filler (same generator, fixed seed).
  let big1000 = base;
  const rng = prng(SEED + 7);
  while (big1000.split('\n').length < 1000) big1000 = pad(big1000, rng, { yamlBlocks: true }).replace(/\n$/, '\n\n');
  big1000 = `${big1000.split('\n').slice(0, 1000).join('\n')}\n`;
  const engine = await createEngine({ cwd: lspDir, root: lspDir });
  const lines = big1000.split('\n').length - 1;
  const lat = [];
  let text = big1000;
  const at = text.indexOf('。', Math.floor(text.length / 2));
  for (let i = 0; i < 40; i++) {
    // One character typed / deleted in the middle of the document.
    text = i % 2 === 0 ? `${text.slice(0, at)}改${text.slice(at)}` : `${text.slice(0, at)}${text.slice(at + 1)}`;
    const t = process.hrtime.bigint();
    engine.setText(rel, text);
    const res = engine.lintFile(rel);
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (i >= 10) lat.push(ms);
    if (i === 0) out(`  ${rel} (${lines} lines, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB), ${res.messages.length} findings`);
  }
  const lspMed = median(lat);
  out(`  engine.setText + engine.lintFile, 30 edits after 10 warm-up: median ${fmt(lspMed, 1)} ms (min ${fmt(Math.min(...lat), 1)}, max ${fmt(Math.max(...lat), 1)})`);

  const layouts = runLayouts(tmp);

  out();
  out('## targets (issue 7)');
  const M = S.med;
  const row = (what, value, target, ok) => out(`| ${what} | ${value} | ${target} | ${ok ? 'met' : 'NOT met'} |`);
  out('| target | measured | wanted | |');
  out('|---|---|---|---|');
  if (M['markdownlint-cli2'])
    row(`${big} corpus: wflint wall / markdownlint-cli2 wall`, fmt(M.wflint.wall / M['markdownlint-cli2'].wall), '≤ 0.40', M.wflint.wall / M['markdownlint-cli2'].wall <= 0.4);
  if (M['remark-cli']) row(`${big} corpus: wflint wall / remark-cli wall`, fmt(M.wflint.wall / M['remark-cli'].wall), '≤ 0.35', M.wflint.wall / M['remark-cli'].wall <= 0.35);
  const overhead = M.wflint.wall / M['wflint parse floor'].wall - 1;
  row(`${big} corpus: rule overhead over the parse-only floor (wall)`, `${fmt(overhead * 100, 0)} %`, '≤ 25 %', overhead <= 0.25);
  if (BASELINE) {
    // The anchors' times are the same in both ratios: this one bounds how much worse any of them got.
    const vsBase = M.wflint.wall / M['wflint baseline'].wall;
    row(`${big} corpus: wflint wall / baseline wflint wall (every anchor ratio moves by its inverse)`, fmt(vsBase), '≤ 1.10', vsBase <= 1.1);
  }
  const peak = Math.max(...SIZES.map((s) => summary[s].med.wflint.rss));
  row('wflint peak RSS, any corpus size', `${fmt(peak, 0)} MiB`, '≤ 300 MiB', peak <= 300);
  if (big !== small) {
    const ratio = M.wflint.wall / summary[small].med.wflint.wall;
    row(`${big}/${small} wall-time ratio`, fmt(ratio), '≤ 10.5', ratio <= 10.5);
  }
  row(`--cache re-run, nothing changed, ${big} corpus`, `${fmt(cacheMed)} s`, '≤ 1.0 s', cacheMed <= 1.0);
  row('one document, whole process', `${fmt(median(single.wflint) * 1000, 0)} ms`, '≤ 250 ms', median(single.wflint) <= 0.25);
  row('language server, 1,000-line document, re-diagnosis', `${fmt(lspMed, 1)} ms`, '≤ 100 ms', lspMed <= 100);
  if (layouts.state1000 || layouts.loop) {
    out();
    out('## targets (issues 14 and 21: real layouts, whole process)');
    out('| target | measured | wanted | |');
    out('|---|---|---|---|');
    const L = layouts.state1000;
    if (L?.med['markdownlint-cli2'])
      row(
        'one .agents/state/ of 1,000 tasks: wflint wall / markdownlint-cli2 wall',
        fmt(L.med.wflint.wall / L.med['markdownlint-cli2'].wall),
        '≤ 0.40',
        L.med.wflint.wall / L.med['markdownlint-cli2'].wall <= 0.4,
      );
    if (L) row('one .agents/state/ of 1,000 tasks: peak RSS', `${fmt(L.med.wflint.rss, 0)} MiB`, '≤ 300 MiB', L.med.wflint.rss <= 300);
    if (L && layouts.state5000) {
      const r = layouts.state5000.med.wflint.wall / L.med.wflint.wall;
      row('5,000 / 1,000 tasks wall ratio (linear within 15 %)', fmt(r), '≤ 5.75', r <= 5.75);
    }
    if (L) {
      row('one task file named alone, inside 1,000 tasks', `${fmt(L.oneFile * 1000, 0)} ms`, '≤ 250 ms', L.oneFile <= 0.25);
      row('`wflint gate <task> --action continue_execution`, inside 1,000 tasks', `${fmt(L.gate * 1000, 0)} ms`, '≤ 250 ms', L.gate <= 0.25);
    }
    if (layouts.loop) row('`wflint gate <loop home> --action continue_execution`, 300 run folders', `${fmt(layouts.loop.gate * 1000, 0)} ms`, '≤ 250 ms', layouts.loop.gate <= 0.25);
  }
  out();
  out(
    `load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(REPO, { recursive: true, force: true });
}

/** Median whole-process wall time of a command, in seconds. */
function latency(argv, cwd, runs = 7) {
  const xs = [];
  for (let i = 0; i < runs; i++) xs.push(timed(process.execPath, argv, cwd).wall);
  return median(xs);
}

/** The real layouts: one workflow group each, against the anchors, plus one-file and gate latency. */
function runLayouts(tmp) {
  const done = {};
  for (const name of LAYOUTS) {
    const m = /^(state|loop)-(\d+)$/.exec(name);
    if (!m) throw new Error(`unknown layout \`${name}\`, expected state-<tasks> or loop-<runs>`);
    const n = Number(m[2]);
    const dir = path.join(tmp, `layout-${name}`);
    const t0 = Date.now();
    const gen = m[1] === 'state' ? generateStateLayout(dir, { tasks: n, seed: SEED }) : generateLoopLayout(dir, { runs: n, seed: SEED });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, '-c', 'user.email=bench@wflint.invalid', '-c', 'user.name=bench', 'commit', '-q', '-m', 'layout');
    execFileSync('sync');
    const md = listMarkdown(dir);
    out();
    out(`## layout ${name}: ${gen.files} files, ${(gen.bytes / 2 ** 20).toFixed(1)} MiB, ${md.length} markdown files, one workflow group (generated in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const big = n >= 5000;
    const tools = {
      wflint: () => timed(process.execPath, [WFLINT, '.', '--format', 'json'], dir),
      ...(SKIP_ANCHORS
        ? {}
        : {
            'markdownlint-cli2': () => timed(process.execPath, [MDL, '**/*.md'], dir),
            'remark-cli': () =>
              timed(
                process.execPath,
                [REMARK, '--use', path.join(NM, 'remark-frontmatter', 'index.js'), '--use', path.join(NM, 'remark-preset-lint-recommended', 'index.js'), '--no-stdout', '--quiet', ...md],
                dir,
              ),
          }),
    };
    const runs = Object.fromEntries(Object.keys(tools).map((k) => [k, []]));
    const repeats = big ? Math.min(REPEATS, REPEATS_LARGE) : REPEATS;
    for (let r = 0; r < repeats; r++) {
      for (const [tool, run] of Object.entries(tools)) {
        const res = run();
        runs[tool].push(res);
        out(`  run ${r + 1} ${tool}: ${fmt(res.wall)} s wall, ${fmt(res.cpu)} s cpu, ${fmt(res.rss, 0)} MiB peak, exit ${res.status}`);
      }
    }
    const med = {};
    for (const [tool, rs] of Object.entries(runs)) med[tool] = { wall: median(rs.map((x) => x.wall)), cpu: median(rs.map((x) => x.cpu)), rss: Math.max(...rs.map((x) => x.rss)) };
    out('');
    out('| tool | median wall s | median cpu s | peak RSS MiB | wall / wflint |');
    out('|---|---|---|---|---|');
    for (const [tool, x] of Object.entries(med)) out(`| ${tool} | ${fmt(x.wall)} | ${fmt(x.cpu)} | ${fmt(x.rss, 0)} | ${fmt(x.wall / med.wflint.wall)} |`);
    const entry = { med };
    if (m[1] === 'state') {
      const task = `.agents/state/tasks/${gen.aTask}.md`;
      entry.oneFile = latency([WFLINT, task], dir);
      entry.gate = latency([WFLINT, 'gate', task, '--action', 'continue_execution'], dir);
      out(`  one task file (${task}): median ${fmt(entry.oneFile * 1000, 0)} ms; \`gate … --action continue_execution\`: median ${fmt(entry.gate * 1000, 0)} ms`);
      if (n === 1000) done.state1000 = entry;
      if (n === 5000) done.state5000 = entry;
    } else {
      entry.gate = latency([WFLINT, 'gate', gen.home, '--action', 'continue_execution'], dir);
      out(`  \`gate ${gen.home} --action continue_execution\`: median ${fmt(entry.gate * 1000, 0)} ms`);
      done.loop = entry;
    }
  }
  return done;
}

await main();
