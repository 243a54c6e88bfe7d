import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and API tests; e2e has its own config (npm run e2e).
// With TEST_DATABASE_URL set, the server's API tests run a second time on PostgreSQL.
const projects = ['packages/contracts', 'apps/server/vitest.config.ts', 'apps/web'];
if (process.env.TEST_DATABASE_URL) projects.push('apps/server/vitest.postgres.config.ts');

export default defineConfig({
  test: { projects },
});
