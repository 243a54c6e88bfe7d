import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import { technicianPauses } from '../../db/schema/index';
import { applicableBreakPolicy } from './break-policies.repository';

/**
 * Reads of the adherence figures (docs/schedules.md#cumplimiento-y-productividad). The tickets
 * handled come from the tickets' history (ticket_events, department_statuses:
 * docs/decisions/0007-cross-module-reads.md): one grouped statement for every técnico of the
 * range instead of a call per ticket.
 */

export type Person = { id: string; name: string };

/** Who may appear: active técnicos and leads, narrowed as the caller's scope says. */
export function findPeople(
  executor: Executor,
  filter: { userIds?: readonly string[]; departmentIds?: readonly string[] },
) {
  const inDepartments = filter.departmentIds
    ? sql`AND (EXISTS (SELECT 1 FROM department_members m
            WHERE m.user_id = u.id AND m.department_id = ANY(${idArray(filter.departmentIds)}))
          OR EXISTS (SELECT 1 FROM departments d
            WHERE d.lead_id = u.id AND d.id = ANY(${idArray(filter.departmentIds)})))`
    : sql``;
  const isOneOf = filter.userIds ? sql`AND u.id = ANY(${idArray(filter.userIds)})` : sql``;
  return selectRows<Person>(
    executor,
    sql`SELECT u.id, u.name FROM users u
        WHERE u.is_active AND u.role IN ('TECHNICIAN', 'TECH_LEAD') ${inDepartments} ${isOneOf}
        ORDER BY lower(u.name), u.id`,
  );
}

/** The departments a person belongs to (member or lead). */
export async function findOwnDepartmentIds(executor: Executor, userId: string) {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`SELECT department_id AS id FROM department_members WHERE user_id = ${userId}::uuid
        UNION SELECT id FROM departments WHERE lead_id = ${userId}::uuid`,
  );
  return rows.map((row) => row.id);
}

export function findPausesBetween(
  executor: Executor,
  userIds: readonly string[],
  window: { from: Date; to: Date },
) {
  return executor
    .select()
    .from(technicianPauses)
    .where(
      and(
        inArray(technicianPauses.userId, [...userIds]),
        gte(technicianPauses.startedAt, window.from),
        lt(technicianPauses.startedAt, window.to),
      ),
    )
    .orderBy(asc(technicianPauses.startedAt));
}

/**
 * Each change of a ticket to Resuelto or Cerrado (a custom status by its base) made by one of
 * the people, in the window: the ticket, who, and when (epoch milliseconds, the same on both
 * engines).
 */
export function findTicketsHandled(
  executor: Executor,
  userIds: readonly string[],
  window: { from: Date; to: Date },
) {
  return selectRows<{ ticketId: string; userId: string; atMs: number }>(
    executor,
    sql`SELECT e.ticket_id AS "ticketId", e.actor_id AS "userId",
          (extract(epoch FROM e.created_at) * 1000)::float8 AS "atMs"
        FROM ticket_events e
        LEFT JOIN department_statuses ts ON ts.id::text = e.to_value
        WHERE e.type = 'status_changed' AND e.actor_id = ANY(${idArray(userIds)})
          AND coalesce(ts.base_status::text, e.to_value) IN ('RESUELTO', 'CERRADO')
          AND e.created_at >= ${window.from.toISOString()}::timestamptz
          AND e.created_at < ${window.to.toISOString()}::timestamptz`,
  );
}

/** Each person's break policy today (see `applicableBreakPolicy`). */
export function findPolicies(executor: Executor, userIds: readonly string[]) {
  return selectRows<{ userId: string; everyMinutes: number; breakMinutes: number }>(
    executor,
    sql`SELECT u.id AS "userId", policy.every_minutes AS "everyMinutes",
          policy.break_minutes AS "breakMinutes"
        FROM users u
        JOIN LATERAL ${applicableBreakPolicy(sql`u.id`)} policy ON true
        WHERE u.id = ANY(${idArray(userIds)})`,
  );
}
