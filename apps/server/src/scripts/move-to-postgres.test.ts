import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeSignedInUser } from '../../test/build-test-app';
import { appOnDataDir, embeddedDataDir, fillHelpDesk } from '../../test/data-dir-helpers';
import { databaseUrlWithName } from '../../test/database-url';
import { createDeskTicket, makeHelpDesk } from '../../test/ticket-factories';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { databaseFromUrl, DataDirLockedError, selectRows } from '../db/client';
import { BackupRefusedError, createBackup } from './backup-create';
import { restoreBackup } from './backup-restore';
import { countTables, pgRunner } from './backup-tables';
import { moveToPostgres } from './move-to-postgres-copy';

// A real PostgreSQL server (CI sets TEST_DATABASE_URL); each test makes and drops its databases.
const baseUrl = process.env.TEST_DATABASE_URL;
const made: string[] = [];
const silentLog = { error: () => undefined };

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function newDatabase(): Promise<string> {
  const name = `atiende_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  made.push(name);
  return databaseUrlWithName(baseUrl!, name);
}

async function countsAt(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countTables(pgRunner(client));
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (!baseUrl) return;
  await admin(async (client) => {
    for (const name of made) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

describe.skipIf(!baseUrl)('npm run db:move-to-postgres', () => {
  let dataDir: string;
  let config: Config;
  let lastNumber: number;

  beforeAll(async () => {
    dataDir = await embeddedDataDir();
    const app = await appOnDataDir(dataDir);
    config = app.config;
    const { tickets } = await fillHelpDesk(app, 'log del POS');
    lastNumber = Math.max(...tickets.map((ticket) => ticket.number));
    // While the server runs the embedded database is its alone: the move says so and copies nothing.
    const target = await newDatabase();
    await expect(moveToPostgres(app.config, { to: target, force: false })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await app.app.close();
  }, 120_000);

  it('copies every table, rebuilds the daily counts, and the next ticket continues the numbering', async () => {
    const to = await newDatabase();
    const result = await moveToPostgres(config, { to, force: false });
    expect(result.tables.tickets).toBe(2);
    expect(result.tables.users).toBe(6);
    expect(result.tables.ticket_attachments).toBe(1);
    expect(result.files).toBe(1);
    const counts = await countsAt(to);
    for (const [table, count] of Object.entries(result.tables)) {
      expect.soft(counts[table], table).toBe(table === 'audit_logs' ? count + 1 : count);
    }

    const target = await buildTestApp(
      { DATA_DIR: dataDir },
      { database: databaseFromUrl(to, silentLog, 2) },
    );
    try {
      const desk = await makeHelpDesk(target);
      const ticket = await createDeskTicket(target.app, desk);
      expect(ticket.number).toBe(lastNumber + 1);
      const client = await makeSignedInUser(target, 'CLIENT');
      expect(client.accessToken).toBeTruthy(); // users and sessions work on the target
      const [daily] = await selectRows<{ total: string }>(
        target.database.db,
        sql`SELECT sum(count) AS total FROM ticket_created_per_day`,
      );
      expect(Number(daily!.total)).toBe(3);
    } finally {
      await target.app.close();
    }

    // The target now holds data: refused without --force, replaced with it.
    await expect(moveToPostgres(config, { to, force: false })).rejects.toBeInstanceOf(
      BackupRefusedError,
    );
    await moveToPostgres(config, { to, force: true });
    expect((await countsAt(to)).tickets).toBe(2);
  }, 180_000);
});

describe.skipIf(!baseUrl)('npm run backup and npm run restore on PostgreSQL', () => {
  it('dumps with pg_dump, restores with pg_restore into an empty database, refuses a full one', async () => {
    const sourceUrl = await newDatabase();
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'atiende-pg-backup-'));
    const migrator = databaseFromUrl(sourceUrl, silentLog, 1);
    await migrator.migrate();
    await migrator.close();
    const source = await buildTestApp(
      { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl },
      { database: databaseFromUrl(sourceUrl, silentLog, 2) },
    );
    await fillHelpDesk(source, 'log del POS');
    const output = path.join(sourceDir, '..', `pg-${randomBytes(4).toString('hex')}.tar.gz`);
    const { manifest } = await createBackup(source.config, {
      output,
      force: false,
      includeSecrets: true,
      env: process.env,
    });
    await source.app.close();
    expect(manifest.engine).toBe('postgres');
    expect(manifest.tables.tickets).toBe(2);
    expect(manifest.files.count).toBe(1);

    const targetUrl = await newDatabase();
    const targetDir = path.join(mkdtempSync(path.join(tmpdir(), 'atiende-pg-restore-')), 'data');
    const config = { ...source.config, dataDir: targetDir, databaseUrl: targetUrl };
    await restoreBackup(config, { file: output, force: false, env: process.env });
    const counts = await countsAt(targetUrl);
    expect({ ...counts, audit_logs: counts.audit_logs! - 1 }).toEqual(manifest.tables);

    await expect(
      restoreBackup(config, { file: output, force: false, env: process.env }),
    ).rejects.toBeInstanceOf(BackupRefusedError);
    await restoreBackup(config, { file: output, force: true, env: process.env });
    expect((await countsAt(targetUrl)).tickets).toBe(2);
  }, 180_000);
});
