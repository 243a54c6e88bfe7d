import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  databaseFromPglite,
  databaseFromUrl,
  PGLITE_EXTENSIONS,
  type Database,
} from '../src/db/client';
import { databaseUrlWithName } from './database-url';

const silentLog = { error: () => undefined };

/** A fresh, migrated database for one test file, on the engine of the running project. */
export async function createTestDatabase(): Promise<Database> {
  if (inject('testEngine') === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    return databaseFromPglite(client);
  }
  const copy = await createPostgresCopy();
  const database = databaseFromUrl(copy.url, silentLog, 4);
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/** A migrated copy of the run's PostgreSQL template, and how to drop it. */
async function createPostgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const name = `atiende_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  return {
    url: databaseUrlWithName(baseUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * One PostgreSQL database for several app instances (the scale-out tests): each `open()` is an
 * instance's own pool, closed by its app; `drop()` once every instance is closed.
 */
export async function createSharedTestDatabase(): Promise<{
  /** For processes of their own (the crash tests start real servers on it). */
  url: string;
  open(): Database;
  drop(): Promise<void>;
}> {
  const copy = await createPostgresCopy();
  return { url: copy.url, open: () => databaseFromUrl(copy.url, silentLog, 4), drop: copy.drop };
}
