import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { serverTestProjects } from './apps/server/test/vitest-projects';

// One run for every workspace's unit and API tests; e2e has its own config (npm run e2e).
// With TEST_DATABASE_URL set, the server's API tests run a second time on PostgreSQL.
const projects: TestProjectConfiguration[] = [
  'packages/contracts',
  ...serverTestProjects('pglite'),
  'apps/web',
];
if (process.env.TEST_DATABASE_URL) projects.push(...serverTestProjects('postgres'));

// docs/conventions.md#tests: Vitest's default of one worker per core less one means a single
// worker on a 2-core machine, and most of an API test's time is spent waiting on the database
// (a PostgreSQL server process, or PGlite between statements): one worker more than cores.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  test: { projects, maxWorkers },
});
