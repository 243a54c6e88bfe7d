import { defineConfig } from 'vitest/config';

// The API tests again on a PostgreSQL server (TEST_DATABASE_URL): a migrated template database
// per run, cloned with CREATE DATABASE … TEMPLATE per test file (docs/conventions.md#known-traps).
export default defineConfig({
  test: {
    name: 'server-postgres',
    include: [
      'src/**/*.routes.test.ts',
      'src/db/search.test.ts',
      'src/db/prepared-rows.test.ts',
      'src/prepare-database.test.ts',
      'src/platform/jobs/*.test.ts',
    ],
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_ENGINE: 'postgres' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
