/**
 * Real repository layouts for `npm run bench` (issue 21): one `.agents/state/` holding every task
 * file of a repository, and one long-lived loop home that grows by a run folder per unit. The
 * many-group corpus (bench/corpus.mjs) spreads over the worker pool; these put everything in one
 * workflow group, as real repositories do. Deterministic: same arguments, same bytes.
 *
 *   node bench/layouts.mjs <dir> state <tasks> [seed]
 *   node bench/layouts.mjs <dir> loop <runs> [seed]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pad, prng } from './corpus.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(REPO, 'fixtures');

function write(dir, rel, text, stats) {
  const abs = path.join(dir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
  stats.files++;
  stats.bytes += Buffer.byteLength(text);
}

/** Header values of a task file template (`KEY: value` lines). */
function header(text, key) {
  return new RegExp(`^${key}:[ \\t]*(.*)$`, 'm').exec(text)?.[1] ?? '';
}

/**
 * One `.agents/state/` with `tasks` task files (~150 lines / ~11 KB each, CJK-heavy, the healthy
 * fixture's tasks as templates) and the INDEX.md that lists them all, in sync.
 */
export function generateStateLayout(dir, { tasks = 1000, seed = 1 } = {}) {
  const rng = prng(seed);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}\n');
  const src = path.join(FIXTURES, 'ac-memory-healthy', '.agents', 'state', 'tasks');
  const templates = fs
    .readdirSync(src)
    .sort()
    .map((f) => ({ id: f.replace(/\.md$/, ''), text: fs.readFileSync(path.join(src, f), 'utf8') }));
  const stats = { files: 0, bytes: 0, tasks: 0 };
  const lists = { active: [], blocked: [], completed: [] };
  let current = 'none';
  for (let i = 0; i < tasks; i++) {
    const t = templates[i % templates.length];
    // A real calendar date per task (ids are `yyyy-mm-dd-slug`).
    const day = new Date(Date.UTC(2024, 0, 1) + (i % 900) * 86_400_000).toISOString().slice(0, 10);
    const id = `${day}-task-${String(i).padStart(5, '0')}`;
    const title = `${header(t.text, 'TASK_TITLE')} ${i}`;
    let text = t.text
      .split(t.id)
      .join(id)
      .replace(/^TASK_TITLE:.*$/m, `TASK_TITLE: ${title}`);
    // Dates follow the id's: started on its day, updated the same day.
    text = text.replace(/^STARTED_AT:.*$/m, `STARTED_AT: ${day}`).replace(/^LAST_UPDATED_AT:.*$/m, `LAST_UPDATED_AT: ${day}`);
    text = pad(text, rng, { yamlBlocks: false, depth: 2 });
    write(dir, `.agents/state/tasks/${id}.md`, text, stats);
    stats.tasks++;
    const status = header(text, 'WORKFLOW_STATUS');
    lists[status]?.push(`- ${id} | ${title} | ${header(text, 'TASK_TYPE')} | ${header(text, 'CURRENT_ROLE')} | ${status}`);
    if (status === 'active' && current === 'none') current = id;
  }
  const list = (entries) => (entries.length ? entries.join('\n') : '- none');
  const index = `# STATE_INDEX（任务索引）\n\nCURRENT_TASK: ${current}\n\n## Active\n\n${list(lists.active)}\n\n## Blocked\n\n${list(lists.blocked)}\n\n## Completed\n\n${list(lists.completed)}\n`;
  write(dir, '.agents/state/INDEX.md', index, stats);
  return { ...stats, aTask: current };
}

/**
 * One loop home (the healthy fixture's) grown to `runs` run folders under `AGENT_RUNS/`, each a
 * copy of the fixture's first executor run (prompt, read paths, result, receipt), one trace event
 * per run appended to `.loop_trace/events.jsonl`.
 */
export function generateLoopLayout(dir, { runs = 300, seed = 1 } = {}) {
  const rng = prng(seed);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const src = path.join(FIXTURES, 'loop-home-healthy');
  fs.cpSync(src, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'wflint-expect.json'), { force: true });
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}\n');
  const home = 'adhoc_jobs/invoice_export_audit_20260428';
  const runDir = path.join(dir, home, 'AGENT_RUNS');
  const first = 'round_1_executor_locator';
  const files = fs.readdirSync(path.join(runDir, first));
  const stats = { files: 0, bytes: 0, runs: fs.readdirSync(runDir).length, home };
  const events = [];
  for (let i = stats.runs; i < runs; i++) {
    const name = `round_${3 + i}_executor_unit${String(i).padStart(4, '0')}`;
    for (const f of files) {
      let text = fs
        .readFileSync(path.join(runDir, first, f), 'utf8')
        .split(first)
        .join(name);
      if (f.endsWith('.md')) text = pad(text, rng, { yamlBlocks: false, depth: 2 });
      write(dir, `${home}/AGENT_RUNS/${name}/${f}`, text, stats);
    }
    events.push(JSON.stringify({ event_id: `E-run-${i}`, ts: `2026-04-29T${String(8 + (i % 12)).padStart(2, '0')}:00:00+08:00`, event: 'agent_run_finished', run: `AGENT_RUNS/${name}` }));
    stats.runs++;
  }
  fs.appendFileSync(path.join(dir, home, '.loop_trace', 'events.jsonl'), events.map((e) => `${e}\n`).join(''));
  return stats;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, what, n = '1000', seed = '1'] = process.argv.slice(2);
  if (!dir || (what !== 'state' && what !== 'loop')) {
    console.error('usage: node bench/layouts.mjs <dir> state|loop <n> [seed]');
    process.exit(2);
  }
  const s = what === 'state' ? generateStateLayout(path.resolve(dir), { tasks: Number(n), seed: Number(seed) }) : generateLoopLayout(path.resolve(dir), { runs: Number(n), seed: Number(seed) });
  console.log(JSON.stringify(s, null, 2));
}
