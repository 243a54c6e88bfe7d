import { OPEN_STATUSES, type AutoAssignMode } from '@atiende/contracts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  departmentAssignmentCursor,
  departmentMembers,
  departmentScheduleSettings,
  tickets,
  users,
} from '../../db/schema/index';

/** The department's automatic assignment; a department without settings row: off. */
export function findAutoAssignMode(
  executor: Executor,
  departmentId: string,
  { lock }: { lock: boolean },
): Promise<AutoAssignMode> {
  const query = executor
    .select({ mode: departmentScheduleSettings.autoAssign })
    .from(departmentScheduleSettings)
    .where(eq(departmentScheduleSettings.departmentId, departmentId))
    .limit(1);
  // docs/schedules.md#asignación-automática: the settings row is the department's lock, so two
  // tickets created at once pick one after the other and never past someone's maximum.
  return (lock ? query.for('update') : query).then((rows) => rows[0]?.mode ?? 'off');
}

const OPEN = sql.raw(`(${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * The department's active técnicos (members with the TECHNICIAN role) with their open tickets
 * (every department, as the picker's "8/10"), their maximum and their last automatic
 * assignment here (docs/decisions/0007-cross-module-reads.md: read under the department's lock
 * in one statement).
 */
export function findCandidates(executor: Executor, departmentId: string) {
  return executor
    .select({
      userId: users.id,
      name: users.name,
      maxOpenTickets: users.maxOpenTickets,
      openTickets: sql<number>`(SELECT count(*)::int FROM tickets t
        WHERE t.assigned_to_id = ${users.id} AND t.status IN ${OPEN})`.mapWith(Number),
      lastAssignedAt: departmentAssignmentCursor.lastAssignedAt,
    })
    .from(departmentMembers)
    .innerJoin(users, eq(users.id, departmentMembers.userId))
    .leftJoin(
      departmentAssignmentCursor,
      and(
        eq(departmentAssignmentCursor.departmentId, departmentMembers.departmentId),
        eq(departmentAssignmentCursor.userId, users.id),
      ),
    )
    .where(
      and(
        eq(departmentMembers.departmentId, departmentId),
        eq(users.isActive, true),
        eq(users.role, 'TECHNICIAN'),
      ),
    );
}

/**
 * The round robin's memory: this técnico was given a ticket of the department now. The
 * database's clock in microseconds, so two assignments of one run never tie.
 */
export async function recordAutomaticAssignment(
  executor: Executor,
  departmentId: string,
  userId: string,
): Promise<void> {
  const now = sql`clock_timestamp()`;
  await executor
    .insert(departmentAssignmentCursor)
    .values({ departmentId, userId, lastAssignedAt: now })
    .onConflictDoUpdate({
      target: [departmentAssignmentCursor.departmentId, departmentAssignmentCursor.userId],
      set: { lastAssignedAt: now },
    });
}

/**
 * docs/schedules.md#asignación-automática: the tickets waiting in departments that assign
 * automatically — open, without assignee, not imported — oldest first.
 */
export function findWaitingTickets(executor: Executor, limit: number) {
  return executor
    .select({ id: tickets.id, departmentId: departmentScheduleSettings.departmentId })
    .from(tickets)
    .innerJoin(
      departmentScheduleSettings,
      eq(departmentScheduleSettings.departmentId, tickets.departmentId),
    )
    .where(
      and(
        ne(departmentScheduleSettings.autoAssign, 'off'),
        isNull(tickets.assignedToId),
        inArray(tickets.status, [...OPEN_STATUSES]),
        ne(tickets.source, 'IMPORT'),
      ),
    )
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .limit(limit);
}
