import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  databaseFromPglite,
  databaseFromUrl,
  migrateDatabase,
  PGLITE_EXTENSIONS,
} from '../src/db/client';
import { createJobRunner } from '../src/platform/jobs/job-runner';
import { databaseUrlWithName } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testEngine: 'pglite' | 'postgres';
    pgliteTemplateFile: string;
    postgresTemplate: string;
    runId: string;
  }
}

const silentLog = { error: () => undefined, warn: () => undefined };

/** The job runner's schema too (it installs itself on first start): each copy starts at once. */
async function installJobs(database: Parameters<typeof createJobRunner>[0]) {
  const jobs = createJobRunner(database, silentLog);
  await jobs.start();
  await jobs.stop();
}

/** Builds one migrated database per run; each test file starts from a copy of it. */
export async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  project.provide('testEngine', engine);
  project.provide('runId', runId);

  if (engine === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = databaseFromPglite(client);
    await migrateDatabase(database);
    await installJobs(database);
    const dump = await client.dumpDataDir('none');
    const directory = mkdtempSync(path.join(tmpdir(), 'atiende-test-'));
    const file = path.join(directory, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplate', '');
    return () => rmSync(directory, { recursive: true, force: true });
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const template = `atiende_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = databaseFromUrl(databaseUrlWithName(baseUrl, template), silentLog, 1);
  await migrateDatabase(database);
  await installJobs(database);
  await database.close();
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplate', template);

  return async () => {
    const cleaner = new pg.Client({ connectionString: baseUrl });
    await cleaner.connect();
    const { rows } = await cleaner.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`atiende_%${runId}%`],
    );
    for (const row of rows) {
      await cleaner.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    }
    await cleaner.end();
  };
}
