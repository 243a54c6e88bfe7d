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
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const name = `atiende_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const database = databaseFromUrl(databaseUrlWithName(baseUrl, name), silentLog, 4);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
