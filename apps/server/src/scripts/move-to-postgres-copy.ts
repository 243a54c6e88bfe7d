// `npm run db:move-to-postgres` (docs/operations.md#moving-to-postgresql): every row of the
// embedded database into a migrated PostgreSQL database, in one transaction, checked by counts.
import type { PGlite } from '@electric-sql/pglite';
import { auditMessages } from '@atiende/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { databaseFromUrl, openEmbeddedDatabase, type Db } from '../db/client';
import * as schema from '../db/schema/index';
import { recordAudit } from '../modules/audit/index';
import { BackupRefusedError, isEmbeddedDataDir } from './backup-create';
import { listStoredFiles } from './backup-files';
import {
  copyableColumns,
  countDifferences,
  countTables,
  DERIVED_TABLES,
  listTables,
  pgliteRunner,
  pgRunner,
  quoteIdent,
  readSequences,
  tablesInDependencyOrder,
  type SqlRunner,
  type TableCounts,
} from './backup-tables';

/** Rows per statement: one JSON parameter each, as the demo seed writes (docs/operations.md#demo-data). */
export const MOVE_BATCH_ROWS = 2_000;

export type MoveOptions = {
  to: string;
  force: boolean;
  log?: (line: string) => void;
};

export type MoveResult = {
  tables: TableCounts;
  files: number;
  fileBytes: number;
  /** Jobs still waiting in the embedded job runner (docs/jobs.md): not moved. */
  waitingJobs: number;
};

/**
 * The job runner's own schema (pgboss) is not copied: the target server installs it at its first
 * start with its queues and schedules. Jobs still waiting in the embedded one are counted, so the
 * command can say what stays behind.
 */
async function countWaitingJobs(run: SqlRunner): Promise<number> {
  const [exists] = await run<{ table: string | null }>(
    "SELECT to_regclass('pgboss.job')::text AS table",
  );
  if (!exists?.table) return 0;
  const [row] = await run<{ count: string | number }>(
    "SELECT count(*) AS count FROM pgboss.job WHERE state IN ('created', 'retry', 'active')",
  );
  return Number(row!.count);
}

/** Copies one table in batches read through a cursor; returns the rows written. */
async function copyTable(source: PGlite, target: SqlRunner, table: string): Promise<number> {
  const { columns, hasIdentity } = await copyableColumns(pgliteRunner(source), table);
  const list = columns.map(quoteIdent).join(', ');
  const qualified = `public.${quoteIdent(table)}`;
  const insert =
    `INSERT INTO ${qualified} (${list}) ${hasIdentity ? 'OVERRIDING SYSTEM VALUE ' : ''}` +
    `SELECT ${list} FROM json_populate_recordset(NULL::${qualified}, $1::json)`;
  await source.query(
    `DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${qualified} t`,
  );
  let copied = 0;
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(
        `FETCH ${MOVE_BATCH_ROWS} FROM move_rows`,
      );
      if (rows.length === 0) break;
      await target(insert, [`[${rows.map((row) => row.row).join(',')}]`]);
      copied += rows.length;
    }
  } finally {
    await source.query('CLOSE move_rows');
  }
  return copied;
}

async function targetHasData(run: SqlRunner): Promise<boolean> {
  const [row] = await run<{ count: string }>(
    'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM tickets) AS count',
  );
  return Number(row!.count) > 0;
}

/**
 * The move itself, inside the target's transaction: empty every table, copy the tables parents
 * first, rebuild the daily counts, carry the sequences over (the next ticket continues the
 * numbering), and compare every table's count with the source before committing.
 */
async function copyAll(source: PGlite, target: pg.Client, log: (line: string) => void) {
  const read = pgliteRunner(source);
  const write = pgRunner(target);
  const order = (await tablesInDependencyOrder(read)).filter((t) => !DERIVED_TABLES.includes(t));
  const expected = await countTables(read, order);
  const targetTables = await listTables(write);
  // The derived tables are emptied by the tickets' TRUNCATE trigger; naming them too fails.
  const emptied = targetTables.filter((t) => !DERIVED_TABLES.includes(t));
  await write(
    `TRUNCATE ${emptied.map((t) => `public.${quoteIdent(t)}`).join(', ')} RESTART IDENTITY CASCADE`,
  );
  for (const table of order) {
    if (!targetTables.includes(table)) {
      throw new Error(`The target has no table ${table}: is it migrated to this version?`);
    }
    const copied = await copyTable(source, write, table);
    if (copied > 0) log(`  ${table}: ${copied}`);
  }
  await write('SELECT ticket_daily_counts_rebuild()');
  await write('SELECT ticket_sla_daily_rebuild()');
  for (const sequence of await readSequences(read)) {
    await write('SELECT setval($1::regclass, $2::bigint, $3)', [
      `public.${quoteIdent(sequence.name)}`,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
  const differences = countDifferences(expected, await countTables(write, order));
  const [daily] = await write<{ created: string; tickets: string }>(
    `SELECT (SELECT coalesce(sum(count), 0) FROM ticket_created_per_day) AS created,
            (SELECT count(*) FROM tickets) AS tickets`,
  );
  if (daily!.created !== daily!.tickets) {
    differences.push(`daily counts: ${daily!.created} tickets counted, ${daily!.tickets} tickets`);
  }
  if (differences.length > 0) {
    throw new Error(`The copy does not match the source: ${differences.join('; ')}`);
  }
  return expected;
}

export async function moveToPostgres(config: Config, options: MoveOptions): Promise<MoveResult> {
  const log = options.log ?? (() => undefined);
  if (!isEmbeddedDataDir(config.dataDir)) {
    throw new Error(`There is no embedded database in ${config.dataDir} (DATA_DIR) to move.`);
  }
  // Throws DataDirLockedError while the server runs: the embedded database has one user at a time.
  const embedded = await openEmbeddedDatabase(config.dataDir, {
    sharedBuffers: config.embeddedSharedBuffers,
  });
  try {
    const source = (embedded.db as unknown as { $client: PGlite }).$client;
    log('Migrating the target database…');
    const migrator = databaseFromUrl(options.to, { error: () => undefined }, 1);
    try {
      await migrator.migrate();
    } finally {
      await migrator.close();
    }
    const target = new pg.Client({ connectionString: options.to });
    await target.connect();
    try {
      if (!options.force && (await targetHasData(pgRunner(target)))) {
        throw new BackupRefusedError(
          'Nothing was copied: the target database already holds users or tickets. Point --to at ' +
            'an empty database, or add --force to replace everything in it.',
        );
      }
      await source.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await target.query('BEGIN');
      try {
        log('Copying the tables…');
        const tables = await copyAll(source, target, log);
        await recordAudit(drizzle(target, { schema }) as unknown as Db, {
          context: { actorId: null, actorRole: null, ip: null, userAgent: null, requestId: null },
          action: 'DATABASE_MOVED',
          entityType: 'BACKUP',
          severity: 'WARNING',
          details: { rows: Object.values(tables).reduce((sum, count) => sum + count, 0) },
          message: auditMessages.entries.databaseMoved,
        });
        await target.query('COMMIT');
        const files = await listStoredFiles(config.dataDir);
        return {
          tables,
          waitingJobs: await countWaitingJobs(pgliteRunner(source)),
          files: files.length,
          fileBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0),
        };
      } catch (error) {
        await target.query('ROLLBACK');
        throw error;
      } finally {
        await source.exec('ROLLBACK');
      }
    } finally {
      await target.end();
    }
  } finally {
    await embedded.close();
  }
}
