// `npm run backup` (docs/operations.md#backup-and-restore): the database's own dump, its row
// counts, the stored files and the generated secrets, in one archive.
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { APP_VERSION } from '@atiende/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Config } from '../config';
import { openEmbeddedDatabase, PGLITE_EXTENSIONS, type Db } from '../db/client';
import * as schema from '../db/schema/index';
import { BACKUP_TOKEN_NAME, EMBEDDED_DUMP_PATH, recordBackupAudit } from '../modules/backup/index';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  writeArchive,
  type ArchiveEntry,
  type BackupManifest,
} from './backup-archive';
import { listSecretFiles, listStoredFiles, readStoredFile } from './backup-files';
import { findPgTool, runPgTool } from './backup-pg-tools';
import { countTables, pgliteRunner, pgRunner, type TableCounts } from './backup-tables';

/** A backup, restore or move that would overwrite something and was not forced. */
export class BackupRefusedError extends Error {}

export type BackupOptions = {
  output: string;
  force: boolean;
  includeSecrets: boolean;
  env: Record<string, string | undefined>;
  log?: (line: string) => void;
};

export function isEmbeddedDataDir(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

/** True while a server (or another command) holds DATA_DIR (db/client.ts). */
export function isDataDirLocked(dataDir: string): Promise<boolean> {
  return lockfile.check(dataDir, {
    lockfilePath: path.join(dataDir, 'atiende.lock'),
    stale: 15_000,
    realpath: false,
  });
}

/** Where the running server listens, seen from this machine. */
function localServerUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '::1' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${config.port}`;
}

/**
 * The embedded database's dump. While a server holds DATA_DIR only it can read PGlite, so the
 * command asks it on loopback with the token it keeps in DATA_DIR/secrets; otherwise the command
 * opens the directory itself (and holds the lock while it does).
 */
async function dumpEmbedded(
  config: Config,
  log: (line: string) => void,
): Promise<{ dump: Buffer; via: 'server' | 'command' }> {
  if (!isEmbeddedDataDir(config.dataDir)) {
    throw new Error(`There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
  }
  if (await isDataDirLocked(config.dataDir)) {
    const tokenFile = path.join(config.dataDir, 'secrets', `${BACKUP_TOKEN_NAME}.key`);
    if (!existsSync(tokenFile)) {
      throw new Error(
        'The server using DATA_DIR runs a version without online backups: restart it with this ' +
          'version, or stop it and run the backup again.',
      );
    }
    const url = localServerUrl(config) + EMBEDDED_DUMP_PATH;
    log(`The server is running: asking it for the database dump (${url}).`);
    const token = (await readFile(tokenFile, 'utf8')).trim();
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    } catch (error) {
      throw new Error(
        `DATA_DIR is locked by a running server, but it did not answer at ${url} ` +
          `(${(error as Error).message}). Check PORT and HOST, or stop the server.`,
      );
    }
    if (!response.ok) throw new Error(`The server refused the dump (HTTP ${response.status}).`);
    return { dump: Buffer.from(await response.arrayBuffer()), via: 'server' };
  }
  const database = await openEmbeddedDatabase(config.dataDir, {
    sharedBuffers: config.embeddedSharedBuffers,
  });
  try {
    await recordBackupAudit(database.db, { engine: 'pglite', via: 'command' });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    return { dump: Buffer.from(await dump.arrayBuffer()), via: 'command' };
  } finally {
    await database.close();
  }
}

/**
 * Opens a PGlite dump in a scratch directory and counts its rows: the manifest's counts are the
 * dump's own, and a dump that does not open is caught now rather than on the day of a restore.
 */
export async function countPgliteDump(dump: Blob): Promise<TableCounts> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'atiende-dump-'));
  try {
    const client = await PGlite.create(scratch, {
      loadDataDir: dump,
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      return await countTables(pgliteRunner(client));
    } finally {
      await client.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * pg_dump (custom format) of the snapshot the counts were read in, so both describe the same
 * moment while the server keeps writing.
 */
async function dumpPostgres(
  databaseUrl: string,
  target: string,
  env: Record<string, string | undefined>,
): Promise<TableCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = Number(
      (await client.query('SHOW server_version_num')).rows[0].server_version_num,
    );
    const pgDump = await findPgTool('pg_dump', Math.floor(version / 10_000), env);
    await recordBackupAudit(drizzle(client, { schema }) as unknown as Db, {
      engine: 'postgres',
      via: 'command',
    });
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id as string;
    const counts = await countTables(pgRunner(client));
    await runPgTool(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${target}`,
      ],
      databaseUrl,
      env,
    );
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
}

export async function createBackup(
  config: Config,
  options: BackupOptions,
): Promise<{ manifest: BackupManifest; file: string; sizeBytes: number }> {
  const log = options.log ?? (() => undefined);
  const output = path.resolve(options.output);
  if (existsSync(output) && !options.force) {
    throw new BackupRefusedError(
      `${output} already exists: choose another --output or add --force.`,
    );
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'atiende-backup-'));
  try {
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    let database: ArchiveEntry;
    let tables: TableCounts;
    if (engine === 'pglite') {
      const { dump, via } = await dumpEmbedded(config, log);
      log(
        `Database dumped (${via === 'server' ? 'by the running server' : 'server stopped'}); checking it opens.`,
      );
      tables = await countPgliteDump(new Blob([dump]));
      database = {
        name: DATABASE_ENTRY.pglite,
        sizeBytes: dump.length,
        open: () => Readable.from([dump]),
      };
    } else {
      const dumpFile = path.join(scratch, 'postgres.pgdump');
      tables = await dumpPostgres(config.databaseUrl!, dumpFile, options.env);
      const { size } = await stat(dumpFile);
      database = {
        name: DATABASE_ENTRY.postgres,
        sizeBytes: size,
        open: () => createReadStream(dumpFile),
      };
    }
    // Files after the dump: a file is written before the row that names it, so every file the
    // dump refers to is already there (a few newer ones may come along, unreferenced).
    // With a bucket (docs/operations.md#files) the files live there, outside the archive.
    const inBucket = config.storage.kind !== 'disk';
    if (inBucket) log('The files are in the S3-compatible bucket: they are not in the archive.');
    const files = inBucket ? [] : await listStoredFiles(config.dataDir);
    const secrets = options.includeSecrets ? await listSecretFiles(config.dataDir) : [];
    const secretEntries: ArchiveEntry[] = [];
    for (const name of secrets) {
      const bytes = await readFile(path.join(config.dataDir, 'secrets', name));
      secretEntries.push({
        name: `secrets/${name}`,
        sizeBytes: bytes.length,
        open: () => Readable.from([bytes]),
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: APP_VERSION,
      engine,
      createdAt: new Date().toISOString(),
      database: { entry: database.name, sizeBytes: database.sizeBytes },
      tables,
      files: {
        count: files.length,
        sizeBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0),
        location: inBucket ? 'bucket' : 'data-dir',
      },
      secrets,
    };
    await writeArchive(output, manifest, [
      database,
      ...files.map((file) => ({
        name: `files/${file.area}/${file.key}`,
        sizeBytes: file.sizeBytes,
        open: () => readStoredFile(config.dataDir, file),
      })),
      ...secretEntries,
    ]);
    return { manifest, file: output, sizeBytes: (await stat(output)).size };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
