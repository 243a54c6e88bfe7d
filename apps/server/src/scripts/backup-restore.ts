// `npm run restore` (docs/operations.md#backup-and-restore): a backup into an empty DATA_DIR or
// PostgreSQL database, checked against its manifest before anything already there is touched.
import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { auditMessages } from '@atiende/contracts';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Config } from '../config';
import { DataDirLockedError, PGLITE_EXTENSIONS, type Db } from '../db/client';
import * as schema from '../db/schema/index';
import { recordAudit } from '../modules/audit/index';
import { BackupArchiveError, extractArchive, type BackupManifest } from './backup-archive';
import { BackupRefusedError } from './backup-create';
import { FILE_AREAS, listStoredFiles } from './backup-files';
import { findPgTool, runPgTool } from './backup-pg-tools';
import {
  countDifferences,
  countTables,
  listTables,
  pgliteRunner,
  pgRunner,
  quoteIdent,
  type TableCounts,
} from './backup-tables';

export type RestoreOptions = {
  file: string;
  force: boolean;
  env: Record<string, string | undefined>;
  log?: (line: string) => void;
};

export type RestoreResult = {
  manifest: BackupManifest;
  /** Where what the restore replaced was moved (--force), or null. */
  movedAside: string | null;
};

const ENGINE_NAMES = { pglite: 'the embedded database', postgres: 'PostgreSQL' };

function recordRestored(db: Db, manifest: BackupManifest) {
  return recordAudit(db, {
    context: { actorId: null, actorRole: null, ip: null, userAgent: null, requestId: null },
    action: 'BACKUP_RESTORED',
    entityType: 'BACKUP',
    severity: 'WARNING',
    details: {
      engine: manifest.engine,
      createdAt: manifest.createdAt,
      appVersion: manifest.appVersion,
    },
    message: auditMessages.entries.backupRestored(manifest.createdAt),
  });
}

function checkCounts(manifest: BackupManifest, actual: TableCounts) {
  const differences = countDifferences(manifest.tables, actual);
  if (differences.length > 0) {
    throw new BackupArchiveError(
      `the restored rows differ from its manifest: ${differences.join('; ')}`,
    );
  }
}

async function isNonEmptyDir(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch {
    return false;
  }
}

async function postgresServerMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query('SHOW server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10_000);
}

// Schemas a restore replaces: every one but PostgreSQL's own (public, drizzle's record of
// migrations, the job runner's pgboss, and whatever a later version adds).
const USER_SCHEMAS = `SELECT nspname AS name FROM pg_namespace
  WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`;

async function postgresHasData(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p'))
          + (SELECT count(*) FROM (${USER_SCHEMAS}) s WHERE name <> 'public') AS count`,
  );
  return Number(rows[0].count) > 0;
}

async function dropUserSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(USER_SCHEMAS);
  for (const { name } of rows) await client.query(`DROP SCHEMA ${quoteIdent(name)} CASCADE`);
  await client.query('CREATE SCHEMA public');
}

/** The embedded dump opened in the staging area, counted and checked; audited once it matches. */
async function stageEmbedded(databaseFile: string, stagedPgdata: string, manifest: BackupManifest) {
  const client = await PGlite.create(stagedPgdata, {
    loadDataDir: await openAsBlob(databaseFile),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    checkCounts(manifest, await countTables(pgliteRunner(client)));
    await recordRestored(drizzlePglite(client, { schema }) as unknown as Db, manifest);
  } finally {
    await client.close();
  }
}

/**
 * pg_restore in one transaction: either the whole dump is in, or nothing. With --force the target
 * is emptied first (its public schema and the migrations' record are dropped).
 */
async function restorePostgres(
  databaseUrl: string,
  databaseFile: string,
  manifest: BackupManifest,
  options: RestoreOptions,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pgRestore = await findPgTool(
      'pg_restore',
      await postgresServerMajor(client),
      options.env,
    );
    // Reads the whole table of contents: a damaged dump stops here, before the target is touched.
    await runPgTool(pgRestore, ['--list', databaseFile], databaseUrl, options.env).catch(
      (error) => {
        throw new BackupArchiveError(
          `its database dump cannot be read (${(error as Error).message})`,
        );
      },
    );
    if (options.force) await dropUserSchemas(client);
    await runPgTool(
      pgRestore,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', databaseFile],
      databaseUrl,
      options.env,
    );
    checkCounts(manifest, await countTables(pgRunner(client), await listTables(pgRunner(client))));
    await recordRestored(drizzlePg(client, { schema }) as unknown as Db, manifest);
  } finally {
    await client.end();
  }
}

async function refuseUnlessEmpty(config: Config, options: RestoreOptions) {
  if (options.force) return;
  const where: string[] = [];
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      if (await postgresHasData(client))
        where.push('the PostgreSQL database (DATABASE_URL) has tables');
    } finally {
      await client.end();
    }
  } else if (await isNonEmptyDir(path.join(config.dataDir, 'pgdata'))) {
    where.push(`${config.dataDir} holds an embedded database`);
  }
  const files = await listStoredFiles(config.dataDir);
  if (files.length > 0) where.push(`${config.dataDir} holds ${files.length} stored files`);
  if (where.length > 0) {
    throw new BackupRefusedError(
      `Nothing was restored: ${where.join(' and ')}. Restore into an empty DATA_DIR or database, ` +
        'or add --force to replace what is there (it is moved aside, the database emptied).',
    );
  }
}

/** Moves what the restore replaces into `aside` (created on first use); true when anything moved. */
async function moveAside(from: string, aside: string, name: string): Promise<boolean> {
  if (!existsSync(from)) return false;
  await mkdir(aside, { recursive: true, mode: 0o700 });
  await rename(from, path.join(aside, name));
  return true;
}

export async function restoreBackup(
  config: Config,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new BackupArchiveError(`${file} does not exist`);
  const { dataDir } = config;
  await mkdir(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'atiende.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '');
  const staging = path.join(dataDir, `restore-staging-${randomBytes(4).toString('hex')}`);
  try {
    await refuseUnlessEmpty(config, options);
    log(`Reading ${file}…`);
    const archive = await extractArchive(file, staging);
    const { manifest } = archive;
    const targetEngine = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== targetEngine) {
      throw new BackupRefusedError(
        `This backup holds ${ENGINE_NAMES[manifest.engine]}, and the configuration points at ` +
          `${ENGINE_NAMES[targetEngine]}. ` +
          (manifest.engine === 'pglite'
            ? 'Restore it with DATABASE_URL unset, then run npm run db:move-to-postgres.'
            : 'Set DATABASE_URL to an empty PostgreSQL database.'),
      );
    }
    log(
      `Backup of ${manifest.createdAt} (Atiende ${manifest.appVersion}): restoring the database…`,
    );
    if (manifest.engine === 'pglite') {
      await stageEmbedded(archive.databaseFile, path.join(staging, 'pgdata'), manifest);
    } else {
      await restorePostgres(config.databaseUrl!, archive.databaseFile, manifest, options);
    }
    // Everything is checked: now what was there moves aside and the staged parts take its place.
    const aside = path.join(dataDir, `before-restore-${stamp}`);
    let movedAny = false;
    if (manifest.engine === 'pglite') {
      movedAny = (await moveAside(path.join(dataDir, 'pgdata'), aside, 'pgdata')) || movedAny;
      await rename(path.join(staging, 'pgdata'), path.join(dataDir, 'pgdata'));
    }
    for (const area of FILE_AREAS) {
      movedAny = (await moveAside(path.join(dataDir, area), aside, area)) || movedAny;
      if (existsSync(path.join(archive.filesDir, area))) {
        await rename(path.join(archive.filesDir, area), path.join(dataDir, area));
      }
    }
    await mkdir(path.join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
    for (const name of manifest.secrets) {
      const target = path.join(dataDir, 'secrets', name);
      movedAny = (await moveAside(target, path.join(aside, 'secrets'), name)) || movedAny;
      await rename(path.join(archive.secretsDir, name), target);
    }
    return { manifest, movedAside: movedAny ? aside : null };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}
