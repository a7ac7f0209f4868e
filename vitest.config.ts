import { defineConfig } from 'vitest/config';

/**
 * src/core is pure (no globals, no database, no timers, no mocks: its files share nothing but the modules they
 * import), so its files run without a fresh module graph per file: loading zod, yjs and the structurer again
 * for each of its 65 files was most of the unit suite's time (src/core alone at load 8: 86 s isolated, of which
 * 37 s importing, 17 s shared). Everything else (fake-indexeddb, relays, workers, mocks) keeps one per file.
 */
const PURE = ['src/core/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Every core: vitest's default for \`run\` is one worker fewer than the cores, which on a 2-core machine is
    // one worker, and much of the unit suite waits on relays, child processes and worker threads.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'core', include: PURE, isolate: false } },
      {
        extends: true,
        test: {
          name: 'rest',
          include: [
            'src/**/*.test.{ts,tsx}',
            'workers/**/*.test.ts',
            'relay/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: PURE,
        },
      },
    ],
  },
});
