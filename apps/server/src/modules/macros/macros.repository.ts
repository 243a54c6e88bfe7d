import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { macros } from '../../db/schema/index';

export type MacroRow = typeof macros.$inferSelect;
export type NewMacroRow = typeof macros.$inferInsert;

/** Who is asking, with what the plantillas' visibility rule needs. */
export type MacroReader = { userId: string; role: string; departmentIds: string[] };

/**
 * docs/macros.md#permissions, inside the query: one's own personal plantillas, and the shared
 * ones of the whole team or of a department one works in (all of them for administrators).
 * Nobody sees another person's personal plantillas.
 */
export function macrosVisibleTo(reader: MacroReader): SQL {
  const own = and(eq(macros.scope, 'PERSONAL'), eq(macros.ownerId, reader.userId))!;
  if (reader.role === 'ADMIN') return or(own, eq(macros.scope, 'SHARED'))!;
  const departmentRule =
    reader.departmentIds.length > 0
      ? or(isNull(macros.departmentId), inArray(macros.departmentId, reader.departmentIds))
      : isNull(macros.departmentId);
  return or(own, and(eq(macros.scope, 'SHARED'), departmentRule))!;
}

/** Personal first, then the most used, then by name. */
export function findVisibleMacros(executor: Executor, reader: MacroReader) {
  return executor
    .select()
    .from(macros)
    .where(macrosVisibleTo(reader))
    .orderBy(
      sql`${macros.scope} = 'SHARED'`,
      sql`${macros.usageCount} DESC`,
      asc(sql`lower(${macros.name})`),
    );
}

export async function findVisibleMacro(executor: Executor, reader: MacroReader, id: string) {
  const [row] = await executor
    .select()
    .from(macros)
    .where(and(eq(macros.id, id), macrosVisibleTo(reader)))
    .limit(1);
  return row;
}

/** The visible plantilla, locked until the transaction ends (usage is counted on it). */
export async function lockVisibleMacro(executor: Executor, reader: MacroReader, id: string) {
  const [row] = await executor
    .select()
    .from(macros)
    .where(and(eq(macros.id, id), macrosVisibleTo(reader)))
    .limit(1)
    .for('update');
  return row;
}

/** Whether the name is used by another plantilla of the same place (the owner's, or shared). */
export async function isNameTaken(
  executor: Executor,
  place: { scope: MacroRow['scope']; ownerId: string | null; name: string; exceptId?: string },
): Promise<boolean> {
  const conditions = [
    eq(macros.scope, place.scope),
    sql`lower(${macros.name}) = lower(${place.name})`,
    place.ownerId ? eq(macros.ownerId, place.ownerId) : isNull(macros.ownerId),
  ];
  if (place.exceptId) conditions.push(sql`${macros.id} <> ${place.exceptId}`);
  const count = await executor.$count(macros, and(...conditions));
  return count > 0;
}

export function countPersonalMacros(executor: Executor, ownerId: string) {
  return executor.$count(macros, and(eq(macros.scope, 'PERSONAL'), eq(macros.ownerId, ownerId)));
}

export async function insertMacro(executor: Executor, values: NewMacroRow) {
  const [row] = await executor.insert(macros).values(values).returning();
  return row!;
}

export async function updateMacro(executor: Executor, id: string, values: Partial<NewMacroRow>) {
  const [row] = await executor
    .update(macros)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(macros.id, id))
    .returning();
  return row!;
}

export async function deleteMacro(executor: Executor, id: string) {
  await executor.delete(macros).where(eq(macros.id, id));
}

/** One more use, now. */
export async function countUse(executor: Executor, id: string) {
  await executor
    .update(macros)
    .set({ usageCount: sql`${macros.usageCount} + 1`, lastUsedAt: new Date() })
    .where(eq(macros.id, id));
}
