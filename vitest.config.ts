import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/temporary-root.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default in a run is one worker fewer than the cores: one worker on a 2-core machine.
    // The test files are independent (each makes its own temporary repositories): use every core.
    maxWorkers: os.availableParallelism(),
  },
});
