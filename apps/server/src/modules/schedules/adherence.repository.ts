import { SCHEDULE_TIME_ZONE } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import type { PauseFacts } from './adherence';
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

/*
 * A 92-day report over every técnico reads some 65,000 pauses and 100,000 resolutions. As rows,
 * the driver's objects and strings were most of the request's time (docs/reports.md#performance),
 * so both reads answer one row per person with its items in one space-separated text, instants
 * in whole epoch milliseconds (the same on both engines), parsed here into the shapes the figures
 * take.
 */

/** Each person's pauses that started in the window. */
export async function findPausesBetween(
  executor: Executor,
  userIds: readonly string[],
  window: { from: Date; to: Date },
): Promise<Map<string, PauseFacts[]>> {
  const rows = await selectRows<{ userId: string; items: string }>(
    executor,
    sql`SELECT p.user_id AS "userId",
          string_agg(concat_ws(' ', p.kind::text,
            floor(extract(epoch FROM p.started_at) * 1000)::bigint,
            coalesce(floor(extract(epoch FROM p.ended_at) * 1000)::bigint::text, '-'),
            p.planned_minutes, CASE WHEN p.ended_automatically THEN 1 ELSE 0 END), ' ') AS "items"
        FROM technician_pauses p
        WHERE p.user_id = ANY(${idArray(userIds)})
          AND p.started_at >= ${window.from.toISOString()}::timestamptz
          AND p.started_at < ${window.to.toISOString()}::timestamptz
        GROUP BY p.user_id`,
  );
  const byUser = new Map<string, PauseFacts[]>();
  for (const row of rows) {
    const parts = row.items.split(' ');
    const pauses: PauseFacts[] = [];
    for (let index = 0; index + 4 < parts.length; index += 5) {
      const end = parts[index + 2]!;
      pauses.push({
        kind: parts[index] === 'lunch' ? 'lunch' : 'break',
        startMs: Number(parts[index + 1]),
        endMs: end === '-' ? null : Number(end),
        plannedMinutes: Number(parts[index + 3]),
        endedAutomatically: parts[index + 4] === '1',
      });
    }
    byUser.set(row.userId, pauses);
  }
  return byUser;
}

/**
 * Each change of a ticket to Resuelto or Cerrado (a custom status by its base) made by one of
 * the people in the window: per person, the ticket and when.
 */
export async function findTicketsHandled(
  executor: Executor,
  userIds: readonly string[],
  window: { from: Date; to: Date },
): Promise<Map<string, Array<{ ticketId: string; atMs: number }>>> {
  const rows = await selectRows<{ userId: string; items: string }>(
    executor,
    sql`SELECT e.actor_id AS "userId",
          string_agg(e.ticket_id::text || ' '
            || floor(extract(epoch FROM e.created_at) * 1000)::bigint::text, ' ') AS "items"
        FROM ticket_events e
        LEFT JOIN department_statuses ts ON ts.id::text = e.to_value
        WHERE e.type = 'status_changed' AND e.actor_id = ANY(${idArray(userIds)})
          AND coalesce(ts.base_status::text, e.to_value) IN ('RESUELTO', 'CERRADO')
          AND e.created_at >= ${window.from.toISOString()}::timestamptz
          AND e.created_at < ${window.to.toISOString()}::timestamptz
        GROUP BY e.actor_id`,
  );
  const byUser = new Map<string, Array<{ ticketId: string; atMs: number }>>();
  for (const row of rows) {
    const parts = row.items.split(' ');
    const handled: Array<{ ticketId: string; atMs: number }> = [];
    for (let index = 0; index + 1 < parts.length; index += 2)
      handled.push({ ticketId: parts[index]!, atMs: Number(parts[index + 1]) });
    byUser.set(row.userId, handled);
  }
  return byUser;
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

const limaDate = new Intl.DateTimeFormat('en-CA', { timeZone: SCHEDULE_TIME_ZONE });

/**
 * Each person's first Lima date that may have a planned shift
 * (docs/schedules.md#cumplimiento-y-productividad): the later of the day their account was
 * created and the day their weekly pattern was first saved (the earliest `created_at` of their
 * `work_shifts`, which a replacement keeps); without a pattern, the account's day alone. One
 * statement for every person, read with the pauses and the tickets.
 */
export async function findPlannedFrom(
  executor: Executor,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await selectRows<{ userId: string; fromMs: string }>(
    executor,
    sql`SELECT u.id AS "userId",
          floor(extract(epoch FROM greatest(u.created_at,
            (SELECT min(s.created_at) FROM work_shifts s WHERE s.user_id = u.id))) * 1000)
            ::bigint::text AS "fromMs"
        FROM users u
        WHERE u.id = ANY(${idArray(userIds)})`,
  );
  return new Map(rows.map((row) => [row.userId, limaDate.format(Number(row.fromMs))]));
}
