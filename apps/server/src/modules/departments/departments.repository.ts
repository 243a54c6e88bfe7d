import { and, asc, count, eq, inArray, notInArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  departmentMembers,
  departmentStatuses,
  departments,
  products,
  ticketProducts,
  tickets,
} from '../../db/schema/index';
import { findFirstRow } from '../../platform/first-row';

export function findActiveDepartmentById(executor: Executor, id: string) {
  return executor
    .select({ id: departments.id, name: departments.name, leadId: departments.leadId })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.isActive, true)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findDepartmentStatusById(executor: Executor, id: string) {
  return findFirstRow(
    executor,
    departmentStatuses,
    and(eq(departmentStatuses.id, id), eq(departmentStatuses.isActive, true)),
  );
}

/**
 * The departments whose tickets a staff member works: member of, or lead of
 * (docs/product/overview.md#roles-and-permissions).
 */
export async function findDepartmentIdsOfStaff(
  executor: Executor,
  userId: string,
): Promise<string[]> {
  // One round trip: it runs on every ticket request (the visibility rule needs it).
  const rows = await executor
    .select({ id: departmentMembers.departmentId })
    .from(departmentMembers)
    .where(eq(departmentMembers.userId, userId))
    .union(
      executor
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.leadId, userId)),
    );
  return rows.map((row) => row.id);
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

// ---- Administration of departments (departments.service.ts) ----

export type DepartmentRow = typeof departments.$inferSelect;
export type DepartmentStatusRow = typeof departmentStatuses.$inferSelect;
type NewDepartmentStatusRow = typeof departmentStatuses.$inferInsert;

/**
 * Name order that is the same on PGlite (C collation) and PostgreSQL (any locale): accents and
 * case do not move "Área" after "Zona".
 */
export function byName(column: AnyColumn) {
  return [asc(sql`lower(unaccent(${column}))`), asc(column)];
}

/**
 * A PostgreSQL error code (23505 unique, 23503 foreign key) found through Drizzle's wrapper,
 * optionally on one constraint; both engines report the same codes.
 */
export function isDatabaseError(
  error: unknown,
  code: '23505' | '23503',
  constraint?: string,
): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const found = current as Error & { code?: string; constraint?: string };
    if (found.code === code) {
      return !constraint || found.constraint === undefined || found.constraint === constraint;
    }
  }
  return false;
}

export const DEPARTMENT_NAME_CONSTRAINT = 'departments_name_unique';

export function listActiveDepartmentNames(executor: Executor) {
  return executor
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.isActive, true))
    .orderBy(...byName(departments.name));
}

/** `onlyIds` narrows the list to some departments (a lead's or técnico's own). */
export function listDepartments(
  executor: Executor,
  options: { includeInactive: boolean; onlyIds?: string[] },
): Promise<DepartmentRow[]> {
  if (options.onlyIds?.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(departments)
    .where(
      and(
        options.includeInactive ? undefined : eq(departments.isActive, true),
        options.onlyIds ? inArray(departments.id, options.onlyIds) : undefined,
      ),
    )
    .orderBy(...byName(departments.name));
}

/** Written as the partial index's own predicate, so the planner matches it. */
const OPEN_TICKET_PREDICATE = sql`${tickets.status} IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`;

export type DepartmentCounts = {
  members: number;
  openTickets: number;
  products: number;
  services: number;
};

/**
 * Members, open tickets, products and services of some departments: three grouped queries
 * whatever the count. Open tickets are counted through the partial index of the open queues
 * (tickets_open_updated_idx INCLUDE department_id), so a million closed tickets cost nothing.
 */
export async function countsOfDepartments(
  executor: Executor,
  ids: string[],
): Promise<Map<string, DepartmentCounts>> {
  const result = new Map<string, DepartmentCounts>(
    ids.map((id) => [id, { members: 0, openTickets: 0, products: 0, services: 0 }]),
  );
  if (ids.length === 0) return result;
  const [members, open, catalogue] = await Promise.all([
    executor
      .select({ id: departmentMembers.departmentId, total: count() })
      .from(departmentMembers)
      .where(inArray(departmentMembers.departmentId, ids))
      .groupBy(departmentMembers.departmentId),
    executor
      .select({ id: tickets.departmentId, total: count() })
      .from(tickets)
      .where(and(inArray(tickets.departmentId, ids), OPEN_TICKET_PREDICATE))
      .groupBy(tickets.departmentId),
    executor
      .select({ id: products.departmentId, kind: products.kind, total: count() })
      .from(products)
      .where(inArray(products.departmentId, ids))
      .groupBy(products.departmentId, products.kind),
  ]);
  for (const row of members) result.get(row.id)!.members = Number(row.total);
  for (const row of open) if (row.id) result.get(row.id)!.openTickets = Number(row.total);
  for (const row of catalogue) {
    const counts = result.get(row.id)!;
    if (row.kind === 'SERVICE') counts.services = Number(row.total);
    else counts.products = Number(row.total);
  }
  return result;
}

export function findDepartmentById(
  executor: Executor,
  id: string,
): Promise<DepartmentRow | undefined> {
  return findFirstRow(executor, departments, eq(departments.id, id));
}

export function findDepartmentByName(executor: Executor, name: string) {
  return findFirstRow(
    executor,
    departments,
    eq(sql`lower(${departments.name})`, name.toLowerCase()),
  );
}

/** The statuses of some departments in display order; inactive ones only when asked. */
export function findStatusesOfDepartments(
  executor: Executor,
  departmentIds: string[],
  options: { includeInactive: boolean },
): Promise<DepartmentStatusRow[]> {
  if (departmentIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(departmentStatuses)
    .where(
      and(
        inArray(departmentStatuses.departmentId, departmentIds),
        options.includeInactive ? undefined : eq(departmentStatuses.isActive, true),
      ),
    )
    .orderBy(asc(departmentStatuses.position), asc(departmentStatuses.id));
}

export function findMembersOfDepartments(executor: Executor, departmentIds: string[]) {
  if (departmentIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ departmentId: departmentMembers.departmentId, userId: departmentMembers.userId })
    .from(departmentMembers)
    .where(inArray(departmentMembers.departmentId, departmentIds))
    .orderBy(asc(departmentMembers.createdAt), asc(departmentMembers.userId));
}

export function insertDepartment(
  executor: Executor,
  values: typeof departments.$inferInsert,
): Promise<DepartmentRow> {
  return executor
    .insert(departments)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateDepartment(
  executor: Executor,
  id: string,
  values: Partial<Pick<DepartmentRow, 'name' | 'description' | 'isActive' | 'leadId'>>,
): Promise<DepartmentRow | undefined> {
  return executor
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(departments.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export async function deleteDepartment(executor: Executor, id: string): Promise<void> {
  await executor.delete(departments).where(eq(departments.id, id));
}

export async function insertDepartmentStatuses(
  executor: Executor,
  rows: NewDepartmentStatusRow[],
): Promise<void> {
  if (rows.length > 0) await executor.insert(departmentStatuses).values(rows);
}

export async function updateDepartmentStatus(
  executor: Executor,
  departmentId: string,
  id: string,
  values: Omit<NewDepartmentStatusRow, 'id' | 'departmentId'>,
): Promise<void> {
  await executor
    .update(departmentStatuses)
    .set(values)
    .where(and(eq(departmentStatuses.id, id), eq(departmentStatuses.departmentId, departmentId)));
}

/** Statuses left out of an edit are deactivated, never deleted: tickets still point at them. */
export async function deactivateStatusesExcept(
  executor: Executor,
  departmentId: string,
  keptIds: string[],
): Promise<void> {
  await executor
    .update(departmentStatuses)
    .set({ isActive: false })
    .where(
      and(
        eq(departmentStatuses.departmentId, departmentId),
        keptIds.length > 0 ? notInArray(departmentStatuses.id, keptIds) : undefined,
      ),
    );
}

export async function replaceDepartmentMembers(
  executor: Executor,
  departmentId: string,
  userIds: string[],
): Promise<void> {
  await executor.delete(departmentMembers).where(eq(departmentMembers.departmentId, departmentId));
  if (userIds.length > 0) {
    await executor
      .insert(departmentMembers)
      .values(userIds.map((userId) => ({ departmentId, userId })));
  }
}

/**
 * Whether any ticket refers to the department, directly or through one of its products (an
 * existence check, cheaper than a count at a million tickets). This
 * reads the tickets tables from outside their module on purpose: the foreign keys restrict the
 * delete, and asking first turns that into DEPARTMENT_IN_USE instead of a database error.
 */
export async function isDepartmentReferencedByTickets(
  executor: Executor,
  departmentId: string,
): Promise<boolean> {
  const [direct, throughProducts] = await Promise.all([
    executor
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.departmentId, departmentId))
      .limit(1),
    executor
      .select({ productId: ticketProducts.productId })
      .from(ticketProducts)
      .innerJoin(products, eq(products.id, ticketProducts.productId))
      .where(eq(products.departmentId, departmentId))
      .limit(1),
  ]);
  return direct.length > 0 || throughProducts.length > 0;
}
