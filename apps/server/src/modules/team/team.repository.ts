import {
  STAFF_ROLES,
  type Role,
  type TeamCustomer,
  type TeamDepartment,
  type TeamGroup,
} from '@atiende/contracts';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/client';
import {
  auditLogs,
  customers,
  ticketComments,
  ticketEvents,
  tickets,
  users,
} from '../../db/schema/index';

/**
 * The team page's reads (docs/team.md). Like a report, they read the departments and tickets
 * tables from here: one person's row needs their departments and open tickets in one query,
 * and the period figures are one SQL statement for any number of people.
 */

/** Who the caller may see: everyone (administrators) or a lead's técnicos and themselves. */
export type TeamScope = { kind: 'all' } | { kind: 'lead'; leadId: string };

const OPEN = sql.raw(`('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`);
/**
 * Drizzle writes a column of a one-table query without its table ("id"); inside a subquery
 * over departments that would mean the department's id, so the user's columns are spelled out.
 */
const USER_ID = sql.raw('"users"."id"');
const USER_ROLE = sql.raw('"users"."role"');

/**
 * The departments a user leads or belongs to (docs/product/overview.md#roles-and-permissions: the
 * departments they work).
 */
function departmentsOfUser(userId: SQL | string) {
  return sql`(SELECT department_id FROM department_members WHERE user_id = ${userId}
    UNION SELECT id FROM departments WHERE lead_id = ${userId})`;
}

/** TECH_LEAD: the técnicos who are members of the lead's departments, plus the lead. */
export function scopeCondition(scope: TeamScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return sql`(${USER_ID} = ${scope.leadId} OR (${USER_ROLE} = 'TECHNICIAN' AND EXISTS (
    SELECT 1 FROM department_members dm WHERE dm.user_id = ${USER_ID}
      AND dm.department_id IN ${departmentsOfUser(scope.leadId)})))`;
}

/** Members or lead of the department. */
export function inDepartmentCondition(departmentId: string): SQL {
  return sql`(EXISTS (SELECT 1 FROM department_members dm WHERE dm.user_id = ${USER_ID}
      AND dm.department_id = ${departmentId})
    OR EXISTS (SELECT 1 FROM departments d WHERE d.id = ${departmentId} AND d.lead_id = ${USER_ID}))`;
}

const openTicketsOfUser = sql<number>`(SELECT count(*)::int FROM tickets t
  WHERE t.assigned_to_id = ${USER_ID} AND t.status IN ${OPEN})`;

const departmentsJson = sql<TeamDepartment[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', d.id, 'name', d.name,
    'isLead', d.lead_id IS NOT DISTINCT FROM ${USER_ID},
    'isMember', EXISTS (SELECT 1 FROM department_members dm WHERE dm.department_id = d.id AND dm.user_id = ${USER_ID})
  ) ORDER BY lower(d.name)), '[]'::json)
  FROM departments d WHERE d.lead_id = ${USER_ID} OR EXISTS (
    SELECT 1 FROM department_members dm WHERE dm.department_id = d.id AND dm.user_id = ${USER_ID}))`;

/** A client's company, {id, name}, or null (users.customer_id has no FK: a missing row is null). */
const customerJson = sql<TeamCustomer | null>`(SELECT json_build_object('id', c.id, 'name', c.name)
  FROM customers c WHERE c.id = "users"."customer_id")`;

const sortKey = sql<string>`lower(unaccent("users"."name"))`;

export const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  avatar: users.avatar,
  isActive: users.isActive,
  createdAt: users.createdAt,
  phone: users.phone,
  specialties: users.specialties,
  maxOpenTickets: users.maxOpenTickets,
  lastLoginAt: users.lastLoginAt,
  deactivatedAt: users.deactivatedAt,
  openTickets: openTicketsOfUser,
  departments: departmentsJson,
  customer: customerJson,
};

export type TeamFilters = {
  search?: string;
  /** Staff (administrators, leads, técnicos) or clients: the page's two tabs. */
  group?: TeamGroup;
  role?: Role;
  departmentId?: string;
  customerId?: string;
  isActive?: boolean;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function groupCondition(group: TeamGroup): SQL {
  return group === 'clients' ? eq(users.role, 'CLIENT') : inArray(users.role, [...STAFF_ROLES]);
}

export function filterCondition(scope: TeamScope, filters: TeamFilters): SQL | undefined {
  const pattern = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  return and(
    scopeCondition(scope),
    pattern
      ? or(sql`unaccent("users"."name") ILIKE unaccent(${pattern})`, ilike(users.email, pattern))
      : undefined,
    filters.group === undefined ? undefined : groupCondition(filters.group),
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.departmentId ? inDepartmentCondition(filters.departmentId) : undefined,
    filters.customerId ? eq(users.customerId, filters.customerId) : undefined,
    filters.isActive === undefined ? undefined : eq(users.isActive, filters.isActive),
  );
}

export async function findTeamPage(
  executor: Executor,
  where: SQL | undefined,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    executor
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(asc(sortKey), asc(users.name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.$count(users, where).then(Number),
  ]);
  return { rows, total };
}

export type TeamMemberRow = Awaited<ReturnType<typeof findTeamPage>>['rows'][number];

/** The export's pages: keyset on the list's order, ~1,000 rows a query. */
export async function* iterateTeam(executor: Executor, where: SQL | undefined, pageSize = 1_000) {
  let after: { key: string; id: string } | undefined;
  for (;;) {
    const rows = await executor
      .select({ ...memberColumns, sortKey })
      .from(users)
      .where(
        and(where, after ? sql`(${sortKey}, ${USER_ID}) > (${after.key}, ${after.id})` : undefined),
      )
      .orderBy(asc(sortKey), asc(users.id))
      .limit(pageSize);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { key: last.sortKey, id: last.id };
  }
}

export function findTeamMemberById(executor: Executor, id: string, scope: TeamScope) {
  return executor
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, id), scopeCondition(scope)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** How many of `ids` the scope lets the caller see. */
export function countVisible(executor: Executor, ids: string[], scope: TeamScope) {
  return executor.$count(users, and(inArray(users.id, ids), scopeCondition(scope))).then(Number);
}

/** The departments the user leads or belongs to. */
export async function findDepartmentIdsOfUser(executor: Executor, userId: string) {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`SELECT department_id AS id FROM department_members WHERE user_id = ${userId}
      UNION SELECT id FROM departments WHERE lead_id = ${userId}`,
  );
  return rows.map((row) => row.id);
}

/** A customer a client may be linked to: its name and whether it is active; undefined if unknown. */
export function findCustomerForLink(executor: Executor, id: string) {
  return executor
    .select({ id: customers.id, name: customers.name, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** How many of `ids` are active departments. */
export async function countActiveDepartments(executor: Executor, ids: string[]) {
  if (ids.length === 0) return 0;
  const rows = await selectRows<{ count: number }>(
    executor,
    sql`SELECT count(*)::int AS count FROM departments WHERE is_active AND id IN ${inList(ids)}`,
  );
  return rows[0]?.count ?? 0;
}

/**
 * Replaces the user's memberships among `managed` (null: all departments) with `ids`: a lead
 * changes only their own departments, the others stay. The departments module's cache is
 * forgotten by the caller.
 */
export async function replaceMemberships(
  executor: Executor,
  userId: string,
  ids: string[],
  managed: string[] | null,
): Promise<void> {
  if (managed === null) {
    await executor.execute(sql`DELETE FROM department_members WHERE user_id = ${userId}`);
  } else if (managed.length > 0) {
    await executor.execute(
      sql`DELETE FROM department_members WHERE user_id = ${userId} AND department_id IN ${inList(managed)}`,
    );
  }
  for (const departmentId of ids) {
    await executor.execute(
      sql`INSERT INTO department_members (department_id, user_id) VALUES (${departmentId}, ${userId})
        ON CONFLICT DO NOTHING`,
    );
  }
}

/** `($1, $2, …)` for IN. */
export function inList(values: string[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * Whether the user left a trace others rely on: tickets requested, created or assigned,
 * comments or ticket events, audit entries as the actor. Such users are deactivated, never
 * deleted (issue 6).
 */
export async function hasHistory(executor: Executor, userId: string): Promise<boolean> {
  const probes = [
    executor
      .select({ one: sql`1` })
      .from(tickets)
      .where(
        or(
          eq(tickets.requesterId, userId),
          eq(tickets.createdById, userId),
          eq(tickets.assignedToId, userId),
        ),
      )
      .limit(1),
    executor
      .select({ one: sql`1` })
      .from(ticketComments)
      .where(eq(ticketComments.authorId, userId))
      .limit(1),
    executor
      .select({ one: sql`1` })
      .from(ticketEvents)
      .where(eq(ticketEvents.actorId, userId))
      .limit(1),
    executor
      .select({ one: sql`1` })
      .from(auditLogs)
      .where(eq(auditLogs.actorId, userId))
      .limit(1),
  ];
  const results = await Promise.all(probes);
  return results.some((rows) => rows.length > 0);
}

/** Active administrators, locked until the transaction ends (two demotions never cross). */
export async function lockActiveAdminIds(executor: Executor): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)))
    .for('update');
  return rows.map((row) => row.id);
}

/** Active staff for the assignment picker, with their load ("8/10"). */
export function findActiveStaffWithLoad(executor: Executor, filters: { departmentId?: string }) {
  return executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      openTickets: openTicketsOfUser,
      maxOpenTickets: users.maxOpenTickets,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        inArray(users.role, [...STAFF_ROLES]),
        filters.departmentId ? inDepartmentCondition(filters.departmentId) : undefined,
      ),
    )
    .orderBy(asc(sortKey), asc(users.name), asc(users.id));
}
