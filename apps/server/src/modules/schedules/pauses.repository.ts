import { and, eq, isNull, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import { technicianPauses } from '../../db/schema/index';
import { applicableBreakPolicy } from './break-policies.repository';

export type PauseRow = typeof technicianPauses.$inferSelect;

/** PostgreSQL's unique violation (the open-pause index, a policy's name), wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === '23505' || cause === '23505';
}

export async function findOpenPause(executor: Executor, userId: string) {
  const [row] = await executor
    .select()
    .from(technicianPauses)
    .where(and(eq(technicianPauses.userId, userId), isNull(technicianPauses.endedAt)))
    .limit(1);
  return row ?? null;
}

/** Fails with a unique violation when the person already has an open pause. */
export async function insertPause(
  executor: Executor,
  values: { userId: string; kind: 'break' | 'lunch'; plannedMinutes: number; startedAt: Date },
) {
  const [row] = await executor.insert(technicianPauses).values(values).returning();
  return row!;
}

/** Ends the person's open pause now; null when none was open (or another request ended it). */
export async function endOpenPause(executor: Executor, userId: string, endedAt: Date) {
  const [row] = await executor
    .update(technicianPauses)
    .set({
      endedAt: sql`greatest(${technicianPauses.startedAt}, ${endedAt.toISOString()}::timestamptz)`,
    })
    .where(and(eq(technicianPauses.userId, userId), isNull(technicianPauses.endedAt)))
    .returning();
  return row ?? null;
}

/**
 * Closes the open pauses whose planned length plus the grace of the técnico's break policy
 * (default `defaultGrace`) ended before `now`, as ended at their planned end
 * (docs/schedules.md#pausas-y-recordatorios). Two runs at once: the row lock makes the second
 * find the pause already ended.
 */
export function closeForgottenPauses(executor: Executor, now: Date, defaultGrace: number) {
  return selectRows<{
    id: string;
    userId: string;
    kind: 'break' | 'lunch';
    plannedMinutes: number;
  }>(
    executor,
    sql`UPDATE technician_pauses p
        SET ended_at = p.started_at + make_interval(mins => p.planned_minutes::int),
          ended_automatically = true
        FROM (
          SELECT open.id, coalesce(policy.auto_close_after_minutes, ${defaultGrace})::int AS grace
          FROM technician_pauses open
          LEFT JOIN LATERAL ${applicableBreakPolicy(sql`open.user_id`)} policy ON true
          WHERE open.ended_at IS NULL
        ) due
        WHERE p.id = due.id AND p.ended_at IS NULL
          AND p.started_at + make_interval(mins => p.planned_minutes::int + due.grace) < ${now.toISOString()}::timestamptz
        RETURNING p.id, p.user_id AS "userId", p.kind, p.planned_minutes AS "plannedMinutes"`,
  );
}

/**
 * Who sees a técnico's availability: the técnico, the members and leads of their departments,
 * and the administrators (active people only).
 */
export async function findAvailabilityAudience(executor: Executor, userIds: readonly string[]) {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`WITH departments_of AS (
          SELECT m.department_id FROM department_members m WHERE m.user_id = ANY(${idArray(userIds)})
          UNION SELECT d.id FROM departments d WHERE d.lead_id = ANY(${idArray(userIds)})
        )
        SELECT u.id FROM users u
        WHERE u.is_active AND (
          u.role = 'ADMIN' OR u.id = ANY(${idArray(userIds)})
          OR EXISTS (SELECT 1 FROM department_members m JOIN departments_of o
                     ON o.department_id = m.department_id WHERE m.user_id = u.id)
          OR EXISTS (SELECT 1 FROM departments d JOIN departments_of o ON o.department_id = d.id
                     WHERE d.lead_id = u.id))`,
  );
  return rows.map((row) => row.id);
}

/** The break policy that applies to one person, or null (see `applicableBreakPolicy`). */
export async function findApplicablePolicy(executor: Executor, userId: string) {
  const [row] = await selectRows<{
    id: string;
    everyMinutes: number;
    breakMinutes: number;
    autoCloseAfterMinutes: number;
    remindersEnabled: boolean;
  }>(
    executor,
    sql`SELECT policy.id, policy.every_minutes AS "everyMinutes",
          policy.break_minutes AS "breakMinutes",
          policy.auto_close_after_minutes AS "autoCloseAfterMinutes",
          policy.reminders_enabled AS "remindersEnabled"
        FROM ${applicableBreakPolicy(sql`${userId}::uuid`)} policy`,
  );
  return row ?? null;
}

/**
 * A person's lunch length when no slot is set: the lunch minutes of the first active department
 * by name they are a member of that has schedule settings; null for none (the default applies).
 */
export async function findDepartmentLunchMinutes(executor: Executor, userId: string) {
  const [row] = await selectRows<{ lunchMinutes: number }>(
    executor,
    sql`SELECT s.lunch_minutes AS "lunchMinutes"
        FROM department_schedule_settings s
        JOIN departments d ON d.id = s.department_id
        JOIN department_members m ON m.department_id = d.id AND m.user_id = ${userId}::uuid
        WHERE d.is_active
        ORDER BY lower(d.name), d.id
        LIMIT 1`,
  );
  return row?.lunchMinutes ?? null;
}
