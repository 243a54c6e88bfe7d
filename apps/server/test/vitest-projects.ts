import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * docs/conventions.md#tests: the server's test files share their worker's modules (`isolate:
 * false`), which spares each file re-importing Fastify, Drizzle, PGlite and our modules (about
 * 1.5 s of a file's time on this machine). These files change what a module or the process holds
 * for the files after them (a `vi.mock` of a module already loaded, fake timers, environment
 * variables), so they run apart, each in a fresh worker.
 */
export const ISOLATED_TEST_FILES = [
  'src/platform/outbound-address.test.ts',
  'src/modules/imports/imports-large.routes.test.ts',
  'src/modules/tickets/list-count-cache.test.ts',
  'src/modules/dashboard/dashboard-overview.routes.test.ts',
  'src/modules/dashboard/personal-dashboard.routes.test.ts',
  'src/modules/reports/schedules/report-schedules.routes.test.ts',
];

/** Every test file on embedded PGlite: one migrated template per run, loaded per file. */
const PGLITE_FILES = ['src/**/*.test.ts'];

/**
 * The API tests again on a PostgreSQL server (TEST_DATABASE_URL): a migrated template database per
 * run, cloned with CREATE DATABASE … TEMPLATE per test file (docs/conventions.md#known-traps).
 */
const POSTGRES_FILES = [
  'src/**/*.routes.test.ts',
  'src/db/search.test.ts',
  'src/db/prepared-rows.test.ts',
  'src/prepare-database.test.ts',
  'src/platform/jobs/*.test.ts',
  // docs/reports.md#report-families: the reports' figures, computed in SQL, on both engines.
  'src/modules/reports/families/*.test.ts',
  // docs/email.md#mailboxes-imap: the poller's UID bookkeeping and its lease, on both engines.
  'src/modules/email/mailboxes/*.test.ts',
];

/** The server's two Vitest projects on one engine: files sharing modules, and those apart. */
export function serverTestProjects(
  engine: 'pglite' | 'postgres',
  root = path.resolve(import.meta.dirname, '..'),
): TestProjectInlineConfiguration[] {
  const include = engine === 'pglite' ? PGLITE_FILES : POSTGRES_FILES;
  const name = engine === 'pglite' ? 'server' : 'server-postgres';
  const common = {
    root,
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  };
  // Of the files apart, PostgreSQL runs the API tests only.
  const isolatedHere =
    engine === 'pglite'
      ? ISOLATED_TEST_FILES
      : ISOLATED_TEST_FILES.filter((file) => file.endsWith('.routes.test.ts'));
  return [
    { test: { ...common, name, include, exclude: ISOLATED_TEST_FILES, isolate: false } },
    { test: { ...common, name: `${name}-isolated`, include: isolatedHere } },
  ];
}
