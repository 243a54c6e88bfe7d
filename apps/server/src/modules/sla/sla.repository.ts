import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import {
  customers,
  departments,
  slaCalendars,
  slaPolicies,
  ticketSla,
  tickets,
} from '../../db/schema/index';

export type SlaCalendarRow = typeof slaCalendars.$inferSelect;
export type SlaPolicyRow = typeof slaPolicies.$inferSelect;
export type TicketSlaRow = typeof ticketSla.$inferSelect;

/** Names shown beside a policy's scope (docs/decisions/0007-cross-module-reads.md). */
const policyColumns = {
  policy: slaPolicies,
  departmentName: departments.name,
  customerName: customers.name,
  calendarName: slaCalendars.name,
};

function policiesWithNames(executor: Executor) {
  return executor
    .select(policyColumns)
    .from(slaPolicies)
    .leftJoin(departments, eq(departments.id, slaPolicies.departmentId))
    .leftJoin(customers, eq(customers.id, slaPolicies.customerId))
    .leftJoin(slaCalendars, eq(slaCalendars.id, slaPolicies.calendarId));
}

export type PolicyWithNames = Awaited<ReturnType<typeof findPolicies>>[number];

/** The default policy first, then company and department scopes, by name. */
export function findPolicies(executor: Executor) {
  return policiesWithNames(executor).orderBy(
    sql`(${slaPolicies.departmentId} IS NULL AND ${slaPolicies.customerId} IS NULL) DESC`,
    asc(sql`lower(${slaPolicies.name})`),
  );
}

export async function findPolicyById(executor: Executor, id: string) {
  const [row] = await policiesWithNames(executor).where(eq(slaPolicies.id, id)).limit(1);
  return row;
}

export async function lockPolicy(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(slaPolicies)
    .where(eq(slaPolicies.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function isPolicyNameTaken(executor: Executor, name: string, exceptId?: string) {
  const [row] = await executor
    .select({ id: slaPolicies.id })
    .from(slaPolicies)
    .where(
      and(
        sql`lower(${slaPolicies.name}) = lower(${name})`,
        exceptId ? ne(slaPolicies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function isPolicyScopeTaken(
  executor: Executor,
  scope: { departmentId: string | null; customerId: string | null },
  exceptId?: string,
) {
  const [row] = await executor
    .select({ id: slaPolicies.id })
    .from(slaPolicies)
    .where(
      and(
        sql`${slaPolicies.departmentId} IS NOT DISTINCT FROM ${scope.departmentId}::uuid`,
        sql`${slaPolicies.customerId} IS NOT DISTINCT FROM ${scope.customerId}::uuid`,
        exceptId ? ne(slaPolicies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether a department and a company exist (the scope of a policy names them). */
export async function scopeExists(
  executor: Executor,
  scope: { departmentId: string | null; customerId: string | null },
) {
  // Per part: null when the scope leaves it open, else whether it exists and is active.
  type Part = { exists: boolean; isActive: boolean } | null;
  const [row] = await selectRows<{ department: Part; customer: Part }>(
    executor,
    sql`SELECT
  CASE WHEN ${scope.departmentId}::uuid IS NULL THEN NULL ELSE json_build_object(
    'exists', EXISTS (SELECT 1 FROM departments WHERE id = ${scope.departmentId}::uuid),
    'isActive', EXISTS (SELECT 1 FROM departments WHERE id = ${scope.departmentId}::uuid AND is_active)
  ) END AS department,
  CASE WHEN ${scope.customerId}::uuid IS NULL THEN NULL ELSE json_build_object(
    'exists', EXISTS (SELECT 1 FROM customers WHERE id = ${scope.customerId}::uuid),
    'isActive', EXISTS (SELECT 1 FROM customers WHERE id = ${scope.customerId}::uuid AND is_active)
  ) END AS customer`,
  );
  return row!;
}

/** Qualified by hand: inside a subquery Drizzle writes the bare column name. */
const policyCountColumn = sql<number>`(SELECT count(*)::int FROM sla_policies p WHERE p.calendar_id = sla_calendars.id)`;

export function findCalendars(executor: Executor) {
  return executor
    .select({
      calendar: slaCalendars,
      policyCount: policyCountColumn,
    })
    .from(slaCalendars)
    .orderBy(asc(sql`lower(${slaCalendars.name})`));
}

export async function findCalendarById(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      calendar: slaCalendars,
      policyCount: policyCountColumn,
    })
    .from(slaCalendars)
    .where(eq(slaCalendars.id, id))
    .limit(1);
  return row;
}

export async function isCalendarNameTaken(executor: Executor, name: string, exceptId?: string) {
  const [row] = await executor
    .select({ id: slaCalendars.id })
    .from(slaCalendars)
    .where(
      and(
        sql`lower(${slaCalendars.name}) = lower(${name})`,
        exceptId ? ne(slaCalendars.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The ticket's facts the clock follows (docs/decisions/0007-cross-module-reads.md). */
export type TicketSlaFacts = {
  id: string;
  status: TicketStatus;
  priority: TicketPriority;
  departmentId: string | null;
  customerId: string | null;
  createdAt: Date;
  firstResponseAt: Date | null;
  pausesSla: boolean;
};

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export async function findTicketFacts(executor: Executor, ticketId: string) {
  const [row] = await selectRows<{
    id: string;
    status: TicketStatus;
    priority: TicketPriority;
    department_id: string | null;
    customer_id: string | null;
    created_at: Date | string;
    first_response_at: Date | string | null;
    pauses_sla: boolean | null;
  }>(
    executor,
    sql`SELECT t.id, t.status, t.priority, t.department_id, t.customer_id, t.created_at,
  t.first_response_at, s.pauses_sla
FROM tickets t LEFT JOIN department_statuses s ON s.id = t.custom_status_id
WHERE t.id = ${ticketId}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    priority: row.priority,
    departmentId: row.department_id,
    customerId: row.customer_id,
    createdAt: asDate(row.created_at)!,
    firstResponseAt: asDate(row.first_response_at),
    pausesSla: row.pauses_sla === true,
  } satisfies TicketSlaFacts;
}

/**
 * docs/sla.md#precedence: the active policy that matches the ticket, most specific first —
 * company and department, company, department, then the default.
 */
export async function findMatchingPolicy(
  executor: Executor,
  scope: { departmentId: string | null; customerId: string | null },
) {
  const [row] = await executor
    .select({ policy: slaPolicies, calendar: slaCalendars })
    .from(slaPolicies)
    .leftJoin(slaCalendars, eq(slaCalendars.id, slaPolicies.calendarId))
    .where(
      and(
        eq(slaPolicies.isActive, true),
        sql`(${slaPolicies.departmentId} IS NULL OR ${slaPolicies.departmentId} = ${scope.departmentId}::uuid)`,
        sql`(${slaPolicies.customerId} IS NULL OR ${slaPolicies.customerId} = ${scope.customerId}::uuid)`,
      ),
    )
    .orderBy(sql`${slaPolicies.customerId} IS NULL`, sql`${slaPolicies.departmentId} IS NULL`)
    .limit(1);
  return row;
}

/** One ticket's SLA work at a time, whatever the number of instances (ends with the transaction). */
export async function lockTicketSla(executor: Executor, ticketId: string) {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sla:${ticketId}`}))`);
}

export async function findTicketSla(executor: Executor, ticketId: string) {
  const [row] = await executor
    .select({ sla: ticketSla, policyName: slaPolicies.name, calendar: slaCalendars })
    .from(ticketSla)
    .leftJoin(slaPolicies, eq(slaPolicies.id, ticketSla.policyId))
    .leftJoin(slaCalendars, eq(slaCalendars.id, ticketSla.calendarId))
    .where(eq(ticketSla.ticketId, ticketId))
    .limit(1);
  return row;
}

export async function saveTicketSla(executor: Executor, row: typeof ticketSla.$inferInsert) {
  const { ticketId: _ticketId, ...changes } = row;
  await executor
    .insert(ticketSla)
    .values(row)
    .onConflictDoUpdate({ target: ticketSla.ticketId, set: { ...changes, updatedAt: new Date() } });
}

/** Whether the ticket exists and the caller sees it (the tickets module's rule, `visibleTo`). */
export async function isTicketVisible(executor: Executor, ticketId: string, rule: SQL | undefined) {
  const [row] = await executor
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), rule))
    .limit(1);
  return Boolean(row);
}

/**
 * Open tickets without a clock, up to `limit` (docs/sla.md#clock): those an import wrote (no
 * events), through their own partial index, and those created since `since` (a clock whose
 * event was lost in a crash), through the open tickets' creation index; each checked against
 * `ticket_sla`'s key. Nothing to read beyond those two small sets, however many tickets are open.
 */
export async function findOpenTicketsWithoutClock(executor: Executor, since: Date, limit: number) {
  const open = sql.raw(`status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`);
  const noClock = sql.raw('NOT EXISTS (SELECT 1 FROM ticket_sla s WHERE s.ticket_id = t.id)');
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`SELECT id FROM (
  SELECT t.id FROM tickets t WHERE t.source = 'IMPORT' AND ${open} AND ${noClock}
  UNION ALL
  SELECT t.id FROM tickets t
  WHERE ${open} AND t.created_at >= ${since.toISOString()}::timestamptz AND t.source <> 'IMPORT'
    AND ${noClock}
) missing LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * A department's open tickets whose clock disagrees with their status's "pausa el SLA" (the
 * switch changed on a status they sit in): their clocks are moved again (docs/sla.md#clock).
 * Walks the department's tickets by its index; none when nothing changed.
 */
export async function findClocksOutOfStep(executor: Executor, departmentId: string) {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`SELECT t.id FROM tickets t
JOIN ticket_sla s ON s.ticket_id = t.id
LEFT JOIN department_statuses ds ON ds.id = t.custom_status_id
WHERE t.department_id = ${departmentId}::uuid
  AND t.status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')
  AND coalesce(ds.pauses_sla, false) <> (s.paused_since IS NOT NULL)`,
  );
  return rows.map((row) => row.id);
}

/**
 * The calendar whose holidays team time applies (docs/schedules.md#holidays): the one chosen, or
 * with none chosen the default policy's (both scopes empty); undefined when there is none.
 */
export async function findHolidayCalendar(executor: Executor, calendarId: string | null) {
  if (calendarId !== null) {
    const [row] = await executor
      .select()
      .from(slaCalendars)
      .where(eq(slaCalendars.id, calendarId))
      .limit(1);
    return row;
  }
  const [row] = await executor
    .select({ calendar: slaCalendars })
    .from(slaPolicies)
    .innerJoin(slaCalendars, eq(slaCalendars.id, slaPolicies.calendarId))
    .where(sql`${slaPolicies.departmentId} IS NULL AND ${slaPolicies.customerId} IS NULL`)
    .limit(1);
  return row?.calendar;
}
