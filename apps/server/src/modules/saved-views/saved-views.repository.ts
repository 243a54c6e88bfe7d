import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedViews } from '../../db/schema/index';

export function findViewsOfUser(executor: Executor, userId: string) {
  return executor
    .select()
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
    .orderBy(asc(savedViews.position), asc(savedViews.createdAt));
}

export function countViewsOfUser(executor: Executor, userId: string) {
  return executor.$count(savedViews, eq(savedViews.userId, userId));
}

export async function insertView(
  executor: Executor,
  view: { userId: string; name: string; filters: Record<string, string>; position: number },
) {
  const [row] = await executor.insert(savedViews).values(view).returning();
  return row!;
}

/** Deletes one of the user's own views; false when there is no such view of theirs. */
export async function deleteViewOfUser(
  executor: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await executor
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}
