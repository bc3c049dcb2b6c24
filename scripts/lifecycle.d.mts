// Types of scripts/lifecycle.mjs for the tests that import it.
export interface LifecycleApi {
  createEngine: (options: Record<string, unknown>) => Promise<unknown>;
  runGate: (engine: never, path: string, action: string) => unknown;
  GateError: new (...args: never[]) => Error;
}
export declare function replay(dir: string, api: LifecycleApi, opts?: { keep?: boolean }): Promise<{ mismatches: string[]; steps: number; breaks: number; gates: number }>;
/** Copy a step's (or break's) files over a repository; returns the paths written. */
export declare function writeFiles(from: string, repo: string): string[];
