import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * The first whole row of `table` that matches `where`, or undefined: the repositories' lookups
 * by id, key or name. `forUpdate` locks the row until the transaction ends. Repositories call
 * it; nothing else touches the database (docs/conventions.md#routes-services-repositories).
 */
export async function findFirstRow<T extends PgTable>(
  executor: Executor,
  table: T,
  where: SQL | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = executor
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0] as T['$inferSelect'] | undefined;
}
