import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { breakPolicies, departments } from '../../db/schema/index';

export type BreakPolicyRow = typeof breakPolicies.$inferSelect;
export type NewBreakPolicyRow = typeof breakPolicies.$inferInsert;

function policiesWithNames(executor: Executor) {
  return executor
    .select({ policy: breakPolicies, departmentName: departments.name })
    .from(breakPolicies)
    .leftJoin(departments, eq(departments.id, breakPolicies.departmentId));
}

export type BreakPolicyWithName = Awaited<ReturnType<typeof findBreakPolicies>>[number];

/** The general policies first, then by name. */
export function findBreakPolicies(executor: Executor) {
  return policiesWithNames(executor).orderBy(
    sql`${breakPolicies.departmentId} IS NULL DESC`,
    asc(sql`lower(${breakPolicies.name})`),
  );
}

export async function findBreakPolicyById(executor: Executor, id: string) {
  const [row] = await policiesWithNames(executor).where(eq(breakPolicies.id, id)).limit(1);
  return row;
}

export async function lockBreakPolicy(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(breakPolicies)
    .where(eq(breakPolicies.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function isBreakPolicyNameTaken(executor: Executor, name: string, exceptId?: string) {
  const [row] = await executor
    .select({ id: breakPolicies.id })
    .from(breakPolicies)
    .where(
      and(
        sql`lower(${breakPolicies.name}) = lower(${name})`,
        exceptId ? ne(breakPolicies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function departmentExists(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, id))
    .limit(1);
  return Boolean(row);
}

export async function insertBreakPolicy(executor: Executor, values: NewBreakPolicyRow) {
  const [row] = await executor
    .insert(breakPolicies)
    .values(values)
    .returning({ id: breakPolicies.id });
  return row!.id;
}

export async function updateBreakPolicy(
  executor: Executor,
  id: string,
  values: Partial<NewBreakPolicyRow>,
) {
  await executor
    .update(breakPolicies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(breakPolicies.id, id));
}

export async function deleteBreakPolicy(executor: Executor, id: string) {
  const removed = await executor
    .delete(breakPolicies)
    .where(eq(breakPolicies.id, id))
    .returning({ id: breakPolicies.id });
  return removed.length > 0;
}

/**
 * The break policy that applies to the person whose id is `userId` (a column or a value), as a
 * lateral subquery of one row or none (docs/schedules.md#pausas-y-recordatorios): the active
 * policy of one of the active departments they are a member of — of several, the first
 * department by name — else the active general policy; among equals, the first by name (the
 * rule of `planned-breaks.ts`, which places the planned breaks of "Mis Horarios").
 */
export function applicableBreakPolicy(userId: SQL): SQL {
  // The person is joined, not looked up in an EXISTS: with the outer reference only inside a
  // sublink, PGlite reused the first person's answer for everyone of a lateral join.
  return sql`(
    SELECT bp.id, bp.every_minutes, bp.break_minutes, bp.auto_close_after_minutes,
      bp.reminders_enabled
    FROM break_policies bp
    LEFT JOIN departments d ON d.id = bp.department_id
    LEFT JOIN department_members m ON m.department_id = bp.department_id AND m.user_id = ${userId}
    WHERE bp.is_active
      AND (bp.department_id IS NULL OR (d.is_active AND m.user_id IS NOT NULL))
    ORDER BY bp.department_id IS NULL, lower(d.name), d.id, lower(bp.name), bp.id
    LIMIT 1
  )`;
}
