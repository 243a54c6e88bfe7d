import { defineConfig } from 'vitest/config';
import { serverTestProjects } from './test/vitest-projects';

// The API tests on a PostgreSQL server: TEST_DATABASE_URL=… npx vitest run --config vitest.postgres.config.ts
export default defineConfig({ test: { projects: serverTestProjects('postgres') } });
