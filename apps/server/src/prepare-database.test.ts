import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlWithName } from '../test/database-url';
import { databaseFromUrl, MIGRATIONS_FOLDER } from './db/client';
import { prepareDatabase } from './prepare-database';

const isPostgres = inject('testEngine') === 'postgres';
const silentLog = { error: () => undefined };
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `atiende_start_${inject('runId')}_${randomBytes(4).toString('hex')}`;

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (isPostgres)
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

// docs/operations.md#start: instances started together on one fresh PostgreSQL database.
describe.skipIf(!isPostgres)('prepareDatabase on PostgreSQL', () => {
  it('lets two instances started at once on a fresh database both start, migrating and creating the administrator once', async () => {
    await onServer((client) => client.query(`CREATE DATABASE ${name}`));
    const url = databaseUrlWithName(baseUrl, name);
    const instances = [databaseFromUrl(url, silentLog, 2), databaseFromUrl(url, silentLog, 2)];
    const admin = { email: 'jefa@example.pe', password: undefined, name: 'Jefa' };
    try {
      const results = await Promise.all(
        instances.map((database) => prepareDatabase(database, admin)),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);

      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const admins = await check.query(`SELECT email FROM users WHERE role = 'ADMIN'`);
      const applied = await check.query('SELECT hash FROM drizzle.__drizzle_migrations');
      await check.end();
      expect(admins.rows).toEqual([{ email: 'jefa@example.pe' }]);
      expect(applied.rowCount).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  }, 60_000);
});
