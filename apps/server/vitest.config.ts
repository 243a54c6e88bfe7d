import { defineConfig } from 'vitest/config';

// API and unit tests on embedded PGlite: one migrated template per run, loaded per file.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_ENGINE: 'pglite' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
