import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL, sql } from 'drizzle-orm';
import { type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories accept: the database or a transaction inside it. */
export type Executor = Db | Tx;

// Beside this file in src/db, and copied beside the bundle in dist/ (scripts/build-server.mjs).
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The contrib extensions PGlite must load for our migrations (docs/conventions.md#known-traps). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** What the job runner connects through (docs/jobs.md): the same PGlite, or the server's URL. */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Round-trip time of `SELECT 1`, for the health check. */
  ping(): Promise<number>;
  /**
   * Applies the committed migrations (docs/conventions.md#migrations); safe to run at every start.
   */
  migrate(): Promise<void>;
  /**
   * Runs `run` while no other instance of the deployment runs its own (docs/operations.md#start):
   * a PostgreSQL advisory lock on a dedicated connection; the embedded engine runs it as it is,
   * its data-directory lock already keeps a second process out.
   */
  withStartLock<T>(run: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * The advisory lock key every instance takes around migrations and the first administrator
 * (docs/operations.md#start). Fixed: all instances of one database must agree on it.
 */
export const START_LOCK_KEY = 4_127_360_913;

type Logger = { error(obj: object, msg: string): void };

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Atiende process is already using DATA_DIR=${dataDir}. ` +
        'Stop it first, or point this one at another DATA_DIR or at DATABASE_URL.',
    );
  }
}

async function timePing(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Wraps an open PGlite instance (tests pass clones of a migrated template). */
export function databaseFromPglite(client: PGlite, onClose?: () => Promise<void>): Database {
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    engine: 'pglite',
    connection: { kind: 'pglite', client },
    ping: () => timePing(() => client.query('SELECT 1')),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartLock: (run) => run(),
    async close() {
      if (!client.closed) await client.close();
      await onClose?.();
    },
  };
}

/**
 * Opens a pool to a PostgreSQL server; pool errors are logged, never crash the process
 * (docs/conventions.md#reliability).
 */
export function databaseFromUrl(url: string, logger: Logger, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Fail fast instead of hanging a request when the server is gone.
    query_timeout: 30_000,
  });
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL pool error'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    connection: { kind: 'postgres', url },
    ping: () => timePing(() => pool.query('SELECT 1')),
    // Its own connection, without the pool's per-query time-out: a migration that backfills a
    // large table may take minutes, and must not be cut off half-way.
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.end();
      }
    },
    // A session lock on its own connection, outside the pool: the second instance started on a
    // fresh database waits here instead of racing the first through CREATE EXTENSION (issue 15).
    // Ending the session releases it, also when the process dies while holding it.
    async withStartLock(run) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => logger.error({ err: error }, 'PostgreSQL start lock error'));
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
        return await run();
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

export class DataDirLockLostError extends Error {
  constructor(
    readonly dataDir: string,
    cause: Error,
  ) {
    super(
      `Lost the lock on DATA_DIR=${dataDir} (${cause.message}): another Atiende process may be ` +
        'using it now, after this one was paused or blocked for more than 15 s. Stopping without ' +
        'writing anything more to the embedded database; start again once only one server uses ' +
        'this DATA_DIR.',
      { cause },
    );
  }
}

export type EmbeddedOptions = {
  sharedBuffers?: string;
  /**
   * Called once if another process takes the data-directory lock; the database has already
   * stopped accepting queries and its close() writes nothing (docs/operations.md#embedded-default).
   */
  onLockLost?: (error: DataDirLockLostError) => void;
  /** How often the lock is refreshed (ms): 5 s; tests shorten it. Stale after 3 × this. */
  lockUpdateMs?: number;
};

/**
 * Opens the embedded database under dataDir. PGlite has no cross-process lock
 * (docs/conventions.md#known-traps), so we hold one on the directory and refuse to start a second
 * writer.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<Database> {
  const { sharedBuffers = '16MB', lockUpdateMs = 5_000 } = options;
  const pgDir = path.join(dataDir, 'pgdata');
  mkdirSync(pgDir, { recursive: true }); // PGlite does not create parents (docs/conventions.md#known-traps)
  let client: PGlite | undefined;
  let lockLost = false;
  // proper-lockfile calls this from a timer when the lock file vanished or another process
  // refreshed it: ours went stale while this process was paused, and a second server may have
  // opened the same pgdata. Its default throws from that timer (an uncaught crash); instead we
  // refuse every further query at the wire, so neither a request still running nor PGlite's
  // shutdown checkpoint writes into files another process now owns, and report it.
  const onCompromised = (cause: Error) => {
    lockLost = true;
    if (client) refuseQueries(client, dataDir);
    options.onLockLost?.(new DataDirLockLostError(dataDir, cause));
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'atiende.lock'),
      stale: lockUpdateMs * 3,
      update: lockUpdateMs,
      realpath: false,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  try {
    client = await PGlite.create(pgDir, {
      extensions: PGLITE_EXTENSIONS,
      postgresqlconf: [`shared_buffers=${sharedBuffers}`],
    });
    if (lockLost) refuseQueries(client, dataDir);
  } catch (error) {
    if (!lockLost) await release();
    throw error;
  }
  const database = databaseFromPglite(client, async () => {
    if (!lockLost) await release();
  });
  return {
    ...database,
    // Lock lost: nothing to close that would not write (the lock is no longer ours to release).
    close: () => (lockLost ? Promise.resolve() : database.close()),
  };
}

/** Every statement after this fails before reaching PGlite's engine (nothing is written). */
function refuseQueries(client: PGlite, dataDir: string): void {
  Object.defineProperty(client, 'execProtocolRawSync', {
    value: () => {
      throw new Error(`The embedded database was closed: the lock on DATA_DIR=${dataDir} was lost`);
    },
  });
}

export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string; embeddedSharedBuffers: string },
  logger: Logger,
  onLockLost?: EmbeddedOptions['onLockLost'],
): Promise<Database> {
  return config.databaseUrl
    ? databaseFromUrl(config.databaseUrl, logger)
    : openEmbeddedDatabase(config.dataDir, {
        sharedBuffers: config.embeddedSharedBuffers,
        onLockLost,
      });
}

/** Applies the committed migrations on either engine. */
export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate();
}

/** Rows of a raw query on either driver. */
export async function selectRows<T>(
  executor: Executor,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a fixed statement on a hot path. On PostgreSQL it is prepared once per pooled
 * connection under `name` and its plan reused: planning the ticket creation cost more than
 * running it (docs/performance.md). PGlite runs it as it is. One name, one statement text.
 * Values come back as the drivers parse them (no Drizzle mapping): timestamps as Date, bigint
 * and numeric as strings on PostgreSQL. Given a transaction, it runs there, unprepared.
 */
export async function preparedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  // Inside a transaction (no client of its own): run on the transaction's connection.
  if (!client) return rowsWithDates<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (client instanceof pg.Pool) {
    return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
  }
  return (await client.query<T>(text, params)).rows;
}

/**
 * A raw query's rows with `timestamptz` columns as Date, as `preparedRows` promises: Drizzle's
 * node-postgres session hands them back as text (PGlite's as Date already), which a caller
 * printing them with `toISOString` cannot take.
 */
async function rowsWithDates<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as {
    rows: Record<string, unknown>[];
    fields?: { name: string; dataTypeID: number }[];
  };
  const timestamps = (result.fields ?? [])
    .filter((field) => field.dataTypeID === TIMESTAMPTZ_OID)
    .map((field) => field.name);
  for (const row of result.rows) {
    for (const name of timestamps) {
      const value = row[name];
      if (typeof value === 'string') row[name] = new Date(pgTimestampToIso(value));
    }
  }
  return result.rows as T[];
}

/**
 * A `timestamptz` as PostgreSQL prints it ("2026-11-22 05:45:22.123456+00") in the API's ISO
 * form ("2026-11-22T05:45:22.123Z", as `Date#toISOString` writes it: milliseconds truncated).
 * UTC text is rewritten without a Date; any other offset goes through one.
 */
export function pgTimestampToIso(text: string): string {
  if (text.length >= 22 && text[10] === ' ' && text.endsWith('+00')) {
    const fraction = text[19] === '.' ? text.slice(20, text.length - 3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(fraction + '000').slice(0, 3)}Z`;
  }
  const iso = text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return new Date(iso).toISOString();
}

const TIMESTAMPTZ_OID = 1184;
const keepText = (value: string) => value;
const pgTypesKeepingTimestamps = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID ? keepText : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * A Drizzle select run without Drizzle's row mapping, for lists on hot paths: each row comes
 * from the driver as an array and is laid straight onto the selection's keys (the mapping, and
 * timestamps parsed into Date only to be printed again, cost a quarter of a list request's CPU;
 * docs/performance.md). `bigints` (PostgreSQL sends them as text) become numbers; timestamps
 * come back as ISO strings.
 */
export async function selectFast<Row>(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] }; _: { selectedFields: object } },
  columns: { bigints?: readonly string[]; timestamps?: readonly string[] } = {},
): Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const keys = Object.keys(query._.selectedFields);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const arrays =
    client instanceof pg.Pool
      ? (
          await client.query<unknown[]>({
            text,
            values: params,
            rowMode: 'array',
            types: pgTypesKeepingTimestamps,
          })
        ).rows
      : (
          await client.query<unknown[]>(text, params, {
            rowMode: 'array',
            parsers: { [TIMESTAMPTZ_OID]: keepText },
          })
        ).rows;
  const numbers = (columns.bigints ?? []).map((key) => keys.indexOf(key));
  const timestamps = (columns.timestamps ?? []).map((key) => keys.indexOf(key));
  return arrays.map((values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index += 1) row[keys[index]!] = values[index];
    for (const index of numbers) {
      if (values[index] != null) row[keys[index]!] = Number(values[index]);
    }
    for (const index of timestamps) {
      const value = values[index];
      if (typeof value === 'string') row[keys[index]!] = pgTimestampToIso(value);
      else if (value instanceof Date) row[keys[index]!] = value.toISOString();
    }
    return row as Row;
  });
}
