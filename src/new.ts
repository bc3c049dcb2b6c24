/**
 * `wflint new <kind>` (spec README §4): create a document from the kind's template under
 * `templates/`. A template is `templates/<kind>.md` (one file) or `templates/<kind>/` (several
 * files, e.g. a harness session directory); `{{name}}` variables are filled in file names and
 * contents. Nothing is ever overwritten: when any target exists, nothing is written.
 *
 * `task-state` also registers the task in its index (`INDEX.md`, created from
 * `templates/state-index.md` when missing), so both lint clean right away.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createEngine, type EngineOptions } from './engine.js';
import { PACKAGE_ROOT } from './core/lint/schema.js';
import { localToday } from './core/lint/settings.js';
import { writeFileAtomic } from './core/lint/fix.js';
import { gitTopLevel } from './core/project/git.js';
import { indexView, taskSummaries } from './kinds/state-index/view.js';
import { datePart, ROLES, TASK_ID_PATTERN, TASK_TYPES } from './kinds/task-state/view.js';

export const TEMPLATES_DIR = path.join(PACKAGE_ROOT, 'templates');

/** Where each kind's document goes when `--path` is not given (relative to the working directory). */
const DEFAULT_PATHS: Readonly<Record<string, string>> = {
  'task-state': '{{dir}}/tasks/{{id}}.md',
  'plan-summary': '.task-driver/{{title}}-{{timestamp}}-计划摘要.md',
  // The work directory: the session folder and the work `.gitignore` above it (seed 004).
  'harness-session': '.webwork/harness/work',
};

export class NewError extends Error {}

export interface NewOptions extends Pick<EngineOptions, 'cwd' | 'root' | 'configFile'> {
  /** Variables from the command line (`--title`, `--id`, `--type`, `--target`, …). */
  vars?: Record<string, string | undefined>;
  /** Output file (or directory for a multi-file template), relative to `cwd`. */
  path?: string;
  /** Today's date, `YYYY-MM-DD` (default: local date or `WFLINT_TODAY`). */
  today?: string;
  /** The clock for `{{timestamp}}`. */
  now?: Date;
}

export interface NewOutcome {
  /** Absolute paths of the files created. */
  created: string[];
  /** Absolute paths of existing files that were updated (the task index). */
  updated: string[];
}

/** Kinds that have a template (`templates/<kind>.md` or `templates/<kind>/`). */
export function templateKinds(): string[] {
  if (!fs.existsSync(TEMPLATES_DIR)) return [];
  return fs
    .readdirSync(TEMPLATES_DIR, { withFileTypes: true })
    .map((d) => (d.isDirectory() ? d.name : d.name.replace(/\.[^.]+$/, '')))
    .filter((k) => k !== 'state-index')
    .sort();
}

/** Fill `{{name}}` variables; an unknown or empty variable is an error naming the option. */
export function fillTemplate(text: string, vars: Readonly<Record<string, string | undefined>>, what: string): string {
  const missing = new Set<string>();
  const out = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const v = vars[name];
    if (v === undefined || v === '') {
      missing.add(name);
      return '';
    }
    return v;
  });
  if (missing.size) throw new NewError(`${what} needs ${[...missing].map((n) => `\`--${n.replace(/_/g, '-')}\``).join(', ')}`);
  return out;
}

function timestamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    return (
      execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** Variables every template may use. */
function baseVars(cwd: string, opts: NewOptions): Record<string, string | undefined> {
  const now = opts.now ?? new Date();
  const vars: Record<string, string | undefined> = {
    date: opts.today ?? process.env.WFLINT_TODAY ?? localToday(now),
    timestamp: timestamp(now),
    branch: git(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']),
    sha: git(cwd, ['rev-parse', 'HEAD']),
  };
  for (const [k, v] of Object.entries(opts.vars ?? {})) if (v !== undefined) vars[k.replace(/-/g, '_')] = v;
  vars.session_id ??= vars.timestamp;
  return vars;
}

interface PlannedFile {
  abs: string;
  text: string;
  /**
   * A template file named `gitignore` becomes `.gitignore` (a dot file would hide the template
   * itself from git and npm) and is shared between documents: written only when missing.
   */
  shared?: boolean;
}

/** The files a template produces, relative to its output. */
function planTemplate(kind: string, out: string, vars: Record<string, string | undefined>): PlannedFile[] {
  const file = fs.existsSync(TEMPLATES_DIR) ? fs.readdirSync(TEMPLATES_DIR).find((n) => n === kind || n.replace(/\.[^.]+$/, '') === kind) : undefined;
  if (!file)
    throw new NewError(
      `no template for kind \`${kind}\`, expected one of ${templateKinds()
        .map((k) => `\`${k}\``)
        .join(', ')}`,
    );
  const src = path.join(TEMPLATES_DIR, file);
  // Every file of the template, as (relative name, text); names may hold variables too.
  const sources: Array<{ rel: string; text: string }> = [];
  const walk = (rel: string): void => {
    for (const d of fs.readdirSync(path.join(src, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(r);
      else sources.push({ rel: r, text: fs.readFileSync(path.join(src, r), 'utf8') });
    }
  };
  if (fs.statSync(src).isDirectory()) walk('');
  else sources.push({ rel: '', text: fs.readFileSync(src, 'utf8') });
  // Name every missing variable at once, not one file at a time.
  fillTemplate(sources.map((f) => `${f.rel}\n${f.text}`).join('\n'), vars, `template \`${file}\``);
  return sources
    .map((f): PlannedFile => {
      const rel = f.rel ? fillTemplate(f.rel, vars, file).split('/') : [];
      const shared = rel[rel.length - 1] === 'gitignore';
      if (shared) rel[rel.length - 1] = '.gitignore';
      return { abs: rel.length ? path.join(out, ...rel) : out, text: fillTemplate(f.text, vars, file), ...(shared ? { shared } : {}) };
    })
    .sort((a, b) => a.abs.localeCompare(b.abs));
}

/** The nearest existing folder at or above `abs`, with its links resolved (where a write there would land). */
function realAncestor(abs: string): string {
  for (let dir = abs; ; dir = path.dirname(dir)) {
    try {
      return path.join(fs.realpathSync.native(dir), path.relative(dir, abs));
    } catch {
      if (path.dirname(dir) === dir) return abs;
    }
  }
}

/**
 * Refuse a file outside the repository (the git top level of the working directory, else the
 * working directory), lexically (`--path ../../x.md`, `--session-id ../../x`) or through a link.
 */
function checkInsideRepository(planned: readonly PlannedFile[], cwd: string): void {
  const repo = gitTopLevel(cwd) ?? cwd;
  const realRepo = realAncestor(repo);
  const inside = (abs: string, dir: string): boolean => {
    const rel = path.relative(dir, abs);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
  };
  for (const f of planned) {
    if (!inside(f.abs, repo) || !inside(realAncestor(f.abs), realRepo)) throw new NewError(`refusing to write \`${f.abs}\`: it is outside the repository \`${repo}\``);
  }
}

function writeNew(planned: PlannedFile[]): void {
  const existing = planned.filter((f) => !f.shared && fs.existsSync(f.abs));
  if (existing.length) throw new NewError(`refusing to overwrite ${existing.map((f) => `\`${f.abs}\``).join(', ')}`);
  // A shared file that is already there is left as it is (and is not reported as created).
  const files = planned.filter((f) => !(f.shared && fs.existsSync(f.abs)));
  planned.splice(0, planned.length, ...files);
  for (const f of files) {
    fs.mkdirSync(path.dirname(f.abs), { recursive: true });
    fs.writeFileSync(f.abs, f.text, { flag: 'wx' });
  }
}

export async function createNew(kind: string, opts: NewOptions = {}): Promise<NewOutcome> {
  const cwd = path.resolve(opts.cwd ?? process.cwd());
  const vars = baseVars(cwd, opts);
  if (kind === 'task-state') return newTaskState(cwd, vars, opts);
  const pattern = opts.path ?? DEFAULT_PATHS[kind];
  if (!pattern) throw new NewError(`\`wflint new ${kind}\` needs \`--path <file>\``);
  const out = path.resolve(cwd, fillTemplate(pattern, vars, `the path of a new \`${kind}\``));
  if (kind === 'harness-session') harnessVars(out, vars);
  const files = planTemplate(kind, out, vars);
  checkInsideRepository(files, cwd);
  writeNew(files);
  return { created: files.map((f) => f.abs), updated: [] };
}

/**
 * A harness session (seed 004): the session id holds its creation time (004:285, unique and
 * sortable), and the Ledger's `doc_dir` is the session directory's absolute path (004:288: the
 * recovery entry point).
 */
function harnessVars(workDir: string, vars: Record<string, string | undefined>): void {
  const id = vars.session_id ?? '';
  if (!/(?:19|20)\d{2}-?(?:0[1-9]|1[0-2])-?(?:0[1-9]|[12]\d|3[01])/.test(id))
    throw new NewError(`\`--session-id\` expects an id that holds its creation time (such as \`${vars.timestamp}-<slug>\`), got \`${id}\``);
  vars.doc_dir ??= path.join(workDir, id).split(path.sep).join('/');
}

async function newTaskState(cwd: string, vars: Record<string, string | undefined>, opts: NewOptions): Promise<NewOutcome> {
  const { id, title, type } = vars;
  // The linter's own test (task-state-header-values): the pattern, and a real calendar date.
  if (!id || !TASK_ID_PATTERN.test(id) || !datePart(TASK_ID_PATTERN.exec(id)?.[1]))
    throw new NewError(`\`--id\` expects a task id \`yyyy-mm-dd-slug\` (a calendar date, lower-case words joined by single hyphens), got \`${id ?? ''}\``);
  if (!title || /[|\r\n]/.test(title)) throw new NewError('`--title` expects a one-line title without `|`');
  if (!type || !(TASK_TYPES as readonly string[]).includes(type)) throw new NewError(`\`--type\` expects one of ${TASK_TYPES.map((t) => `\`${t}\``).join(', ')}, got \`${type ?? ''}\``);
  vars.role ??= 'single';
  if (!(ROLES as readonly string[]).includes(vars.role)) throw new NewError(`\`--role\` expects one of ${ROLES.map((t) => `\`${t}\``).join(', ')}, got \`${vars.role}\``);
  vars.dir ??= '.agents/state';
  const taskFile = path.resolve(cwd, opts.path ?? fillTemplate(DEFAULT_PATHS['task-state']!, vars, 'the task path'));
  if (path.basename(taskFile) !== `${id}.md` || path.basename(path.dirname(taskFile)) !== 'tasks') {
    throw new NewError(`a task file is \`<state dir>/tasks/${id}.md\`, got \`${taskFile}\``);
  }
  const stateDir = path.dirname(path.dirname(taskFile));
  const indexFile = path.join(stateDir, 'INDEX.md');
  const planned = planTemplate('task-state', taskFile, vars);
  const indexExists = fs.existsSync(indexFile);
  if (!indexExists) planned.push(...planTemplate('state-index', indexFile, { ...vars, current_task: id }));
  checkInsideRepository([...planned, { abs: indexFile, text: '' }], cwd);
  writeNew(planned);
  const outcome: NewOutcome = { created: planned.map((f) => f.abs), updated: [] };

  // Register the task in the index, as `state-index-sync` would (same entry line).
  const engine = await createEngine({ cwd, ...(opts.root ? { root: opts.root } : {}), ...(opts.configFile ? { configFile: opts.configFile } : {}), base: false });
  const indexRel = engine.view.relative(indexFile);
  const doc = indexRel === undefined ? undefined : engine.document(indexRel);
  if (!doc || doc.kind.id !== 'state-index') throw new NewError(`\`${indexFile}\` is not read as a task index`);
  const summary = taskSummaries(doc, engine.view).find((t) => t.id === id);
  if (!summary) throw new NewError(`\`${taskFile}\` is not read as a task file of \`${indexFile}\``);
  const view = indexView(doc, engine.config.settings);
  if (view.entries.some((e) => e.fields?.id === id)) return outcome;
  const active = view.lists.get('Active');
  if (!active) throw new NewError(`\`${indexFile}\` has no \`## Active\` list: run \`wflint --fix\` on it first`);
  const entries = view.entries.filter((e) => e.list === 'Active');
  const line = `- ${summary.line}`;
  let text: string;
  if (entries.length === 1 && entries[0]!.none) text = doc.text.slice(0, entries[0]!.item.start) + line + doc.text.slice(entries[0]!.item.end);
  else if (entries.length > 0) {
    const end = entries[entries.length - 1]!.item.end;
    text = `${doc.text.slice(0, end)}${doc.eol}${line}${doc.text.slice(end)}`;
  } else text = `${doc.text.slice(0, active.headingEnd)}${doc.eol}${doc.eol}${line}${doc.text.slice(active.headingEnd)}`;
  const raw = (doc.bom ? '\uFEFF' : '') + text;
  const before = fs.readFileSync(indexFile, 'utf8');
  writeFileAtomic(indexFile, raw, before);
  if (indexExists) outcome.updated.push(indexFile);
  return outcome;
}
