import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  departmentMembers,
  departmentStatuses,
  departments,
  products,
} from '../../db/schema/index';

export function findActiveDepartmentById(executor: Executor, id: string) {
  return executor
    .select({ id: departments.id, name: departments.name, leadId: departments.leadId })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.isActive, true)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findDepartmentStatusById(executor: Executor, id: string) {
  return executor
    .select()
    .from(departmentStatuses)
    .where(and(eq(departmentStatuses.id, id), eq(departmentStatuses.isActive, true)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The departments whose tickets a staff member works: member of, or lead of (DESIGN §6). */
export async function findDepartmentIdsOfStaff(
  executor: Executor,
  userId: string,
): Promise<string[]> {
  const [memberships, led] = await Promise.all([
    executor
      .select({ id: departmentMembers.departmentId })
      .from(departmentMembers)
      .where(eq(departmentMembers.userId, userId)),
    executor.select({ id: departments.id }).from(departments).where(eq(departments.leadId, userId)),
  ]);
  return [...new Set([...memberships, ...led].map((row) => row.id))];
}

/** Active products among `ids` that belong to the department; the caller compares counts. */
export function findActiveProductsOfDepartment(
  executor: Executor,
  ids: string[],
  departmentId: string,
) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        eq(products.departmentId, departmentId),
        eq(products.isActive, true),
      ),
    );
}

/** Whether a user is a member or the lead of a department. */
export async function isStaffOfDepartment(
  executor: Executor,
  userId: string,
  departmentId: string,
) {
  const rows = await executor
    .select({ id: departments.id })
    .from(departments)
    .leftJoin(
      departmentMembers,
      and(eq(departmentMembers.departmentId, departments.id), eq(departmentMembers.userId, userId)),
    )
    .where(
      and(
        eq(departments.id, departmentId),
        or(eq(departments.leadId, userId), eq(departmentMembers.userId, userId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
