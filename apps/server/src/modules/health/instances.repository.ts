import { desc, gte, lt, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverInstances } from '../../db/schema/index';

export type ServerInstanceRow = typeof serverInstances.$inferSelect;

// "Now" is the database's: instances on several hosts compare their heartbeats on one clock.

/** Writes this instance's row, or refreshes its last-seen time. */
export async function upsertInstance(
  executor: Executor,
  instance: Omit<ServerInstanceRow, 'lastSeenAt'>,
): Promise<void> {
  await executor
    .insert(serverInstances)
    .values({ ...instance, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({ target: serverInstances.id, set: { lastSeenAt: sql`now()` } });
}

export async function deleteInstance(executor: Executor, id: string): Promise<void> {
  await executor.delete(serverInstances).where(eq(serverInstances.id, id));
}

/** Rows of instances that stopped without removing theirs (a crash, kill -9). */
export async function deleteInstancesSilentFor(executor: Executor, ms: number): Promise<void> {
  await executor
    .delete(serverInstances)
    .where(lt(serverInstances.lastSeenAt, sql`now() - make_interval(secs => ${ms / 1000})`));
}

/** Instances whose heartbeat arrived within `ms`, most recently started first. */
export function findInstancesSeenWithin(
  executor: Executor,
  ms: number,
): Promise<ServerInstanceRow[]> {
  return executor
    .select()
    .from(serverInstances)
    .where(gte(serverInstances.lastSeenAt, sql`now() - make_interval(secs => ${ms / 1000})`))
    .orderBy(desc(serverInstances.startedAt), serverInstances.id);
}
