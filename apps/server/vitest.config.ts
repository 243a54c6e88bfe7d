import { defineConfig } from 'vitest/config';
import { serverTestProjects } from './test/vitest-projects';

// API and unit tests on embedded PGlite (test/vitest-projects.ts).
export default defineConfig({ test: { projects: serverTestProjects('pglite') } });
