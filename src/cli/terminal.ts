/**
 * What the CLI may do on a terminal: colour in `stylish` and a progress line on standard error,
 * both only where a person watches (a TTY, not CI), both switchable as the ecosystem does it
 * (`--color` / `--no-color`, `FORCE_COLOR`, `NO_COLOR`, `TERM=dumb`). CI logs and piped output get
 * neither.
 */
export interface Terminal {
  /** Whether standard output / standard error is a TTY. */
  stdout?: boolean;
  stderr?: boolean;
}

const watched = (tty: boolean | undefined, env: NodeJS.ProcessEnv): boolean => tty === true && env.TERM !== 'dumb' && !env.CI;

/** Whether `stylish` colours its report: the flags, else `FORCE_COLOR`, else `NO_COLOR`, else a watched TTY. */
export function wantsColour(flag: boolean | undefined, env: NodeJS.ProcessEnv, terminal: Terminal | undefined): boolean {
  if (flag !== undefined) return flag;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.NO_COLOR) return false;
  return watched(terminal?.stdout, env);
}

/** How long a run goes before it says how far it is, and how often it says it again. */
const PROGRESS_AFTER_MS = 1000;
const PROGRESS_EVERY_MS = 250;

/**
 * A progress line on a watched standard error (`wflint: 1,200 of 2,400 files`), rewritten in
 * place, shown once a run takes longer than a second; `end` erases it. `undefined` elsewhere.
 */
export function progressLine(
  write: (s: string) => void,
  env: NodeJS.ProcessEnv,
  terminal: Terminal | undefined,
  now: () => number = Date.now,
): { update: (done: number, total: number) => void; end: () => void } | undefined {
  if (!watched(terminal?.stderr, env)) return undefined;
  const started = now();
  let last = 0;
  let shown = false;
  const n = (x: number) => x.toLocaleString('en-US');
  return {
    update(done, total) {
      const t = now();
      if (t - started < PROGRESS_AFTER_MS || t - last < PROGRESS_EVERY_MS) return;
      last = t;
      shown = true;
      write(`\r\x1b[Kwflint: ${n(done)} of ${n(total)} files`);
    },
    end() {
      if (shown) write('\r\x1b[K');
    },
  };
}
