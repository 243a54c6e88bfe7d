// The tables a backup counts and a move copies, read from the database's own catalog so a table
// added by a later migration is covered without touching this file (docs/operations.md#backup-and-restore).
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** One statement on either engine, rows as plain objects. */
export type SqlRunner = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export function pgliteRunner(client: PGlite): SqlRunner {
  return async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows;
}

export function pgRunner(client: pg.Client | pg.PoolClient): SqlRunner {
  return async <T>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as T[];
}

/** Row counts per table, by table name: what a manifest records and a restore checks. */
export type TableCounts = Record<string, number>;

/**
 * The daily counts (docs/dashboards.md#daily-counts) are derived from the tickets, and the daily
 * SLA counts (docs/sla.md#dashboard) from their clocks: a move rebuilds them with
 * `ticket_daily_counts_rebuild()` and `ticket_sla_daily_rebuild()` (which recounts the whole
 * desk's totals too) instead of copying them, because the triggers write change rows while the
 * rows are copied, and copying both would count everything twice.
 */
export const DERIVED_TABLES: readonly string[] = [
  'ticket_created_daily',
  'ticket_created_daily_changes',
  'ticket_resolved_daily',
  'ticket_resolved_daily_changes',
  'ticket_sla_daily',
  'ticket_sla_daily_changes',
  'ticket_sla_daily_totals',
];

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every ordinary table of the public schema, by name. */
export async function listTables(run: SqlRunner): Promise<string[]> {
  const rows = await run<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

export async function countTables(run: SqlRunner, tables?: string[]): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const table of tables ?? (await listTables(run))) {
    const [row] = await run<{ count: string | number }>(
      `SELECT count(*) AS count FROM public.${quoteIdent(table)}`,
    );
    counts[table] = Number(row!.count);
  }
  return counts;
}

/**
 * Tables in an order where every table comes after the tables its foreign keys point to, so rows
 * can be inserted with the constraints checked. A table's keys to itself do not order it.
 */
export async function tablesInDependencyOrder(run: SqlRunner): Promise<string[]> {
  const tables = await listTables(run);
  const edges = await run<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('foreign keys form a cycle between tables');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** Columns a copy writes: generated columns are computed by the target, never inserted. */
export async function copyableColumns(
  run: SqlRunner,
  table: string,
): Promise<{ columns: string[]; hasIdentity: boolean }> {
  const rows = await run<{ name: string; generated: string; identity: string }>(
    `SELECT a.attname AS name, a.attgenerated AS generated, a.attidentity AS identity
     FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return {
    columns: rows.filter((row) => row.generated === '').map((row) => row.name),
    hasIdentity: rows.some((row) => row.identity === 'a'),
  };
}

/** Where every sequence of the public schema stands (ticket numbers, serial ids). */
export async function readSequences(
  run: SqlRunner,
): Promise<Array<{ name: string; lastValue: string; isCalled: boolean }>> {
  const names = await run<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  );
  const sequences = [];
  for (const { name } of names) {
    const [row] = await run<{ last_value: string | number; is_called: boolean }>(
      `SELECT last_value, is_called FROM public.${quoteIdent(name)}`,
    );
    sequences.push({ name, lastValue: String(row!.last_value), isCalled: row!.is_called });
  }
  return sequences;
}

/** The differences between two sets of counts, as lines a person reads; empty when equal. */
export function countDifferences(expected: TableCounts, actual: TableCounts): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) =>
        `${name}: expected ${expected[name] ?? 'no table'}, found ${actual[name] ?? 'no table'}`,
    );
}
