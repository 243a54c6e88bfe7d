import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { selectRows, type Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import {
  breakPolicies,
  departmentScheduleSettings,
  lunchSlots,
  scheduleExceptions,
  scheduleSettings,
  technicianPauses,
  users,
  workShifts,
} from '../../db/schema/index';
import type { LunchSlotRow } from './coverage';
import type { WeeklyShift } from './shift-plan';

/** Team time's tables (docs/schedules.md). */

export type WorkShiftRow = typeof workShifts.$inferSelect;
export type ExceptionRow = typeof scheduleExceptions.$inferSelect;
export type ExceptionValues = Omit<typeof scheduleExceptions.$inferInsert, 'id'>;
export type DepartmentSettingsRow = typeof departmentScheduleSettings.$inferSelect;
export type OpenPauseRow = typeof technicianPauses.$inferSelect;

export async function findScheduleSettings(executor: Executor) {
  const [row] = await executor.select().from(scheduleSettings).limit(1);
  return { calendarId: row?.calendarId ?? null };
}

export async function saveScheduleSettings(executor: Executor, calendarId: string | null) {
  await executor
    .insert(scheduleSettings)
    .values({ id: true, calendarId })
    .onConflictDoUpdate({
      target: scheduleSettings.id,
      set: { calendarId, updatedAt: sql`now()` },
    });
}

export function findShiftsOfUsers(executor: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([] as WorkShiftRow[]);
  return executor
    .select()
    .from(workShifts)
    .where(inArray(workShifts.userId, [...userIds]))
    .orderBy(asc(workShifts.weekday), asc(workShifts.startMinute));
}

/**
 * The week's rows replaced. The new rows keep the earliest `created_at` of the old ones: the day
 * the pattern was first saved, from which adherence plans shifts
 * (docs/schedules.md#cumplimiento-y-productividad). An emptied week forgets it.
 */
export async function replaceShifts(executor: Executor, userId: string, shifts: WeeklyShift[]) {
  const [first] = await executor
    .select({
      createdAt: sql<Date | null>`min(${workShifts.createdAt})`.mapWith(workShifts.createdAt),
    })
    .from(workShifts)
    .where(eq(workShifts.userId, userId));
  await executor.delete(workShifts).where(eq(workShifts.userId, userId));
  if (shifts.length === 0) return [];
  const createdAt = first?.createdAt ?? undefined;
  return executor
    .insert(workShifts)
    .values(shifts.map((shift) => ({ ...shift, userId, createdAt })))
    .returning();
}

const partners = alias(users, 'swap_partners');
const exceptionColumns = {
  exception: scheduleExceptions,
  userName: users.name,
  swapWithName: partners.name,
};

function exceptionsWithNames(executor: Executor) {
  return executor
    .select(exceptionColumns)
    .from(scheduleExceptions)
    .innerJoin(users, eq(users.id, scheduleExceptions.userId))
    .leftJoin(partners, eq(partners.id, scheduleExceptions.swapWithUserId));
}

export type ExceptionWithNames = NonNullable<Awaited<ReturnType<typeof findExceptionById>>>;

/** The exceptions of `userIds`, or naming them as swap partner, that touch [from, to]. */
export function findExceptions(
  executor: Executor,
  userIds: readonly string[],
  from: string,
  to: string,
) {
  if (userIds.length === 0) return Promise.resolve([]);
  const ids = [...userIds];
  return exceptionsWithNames(executor)
    .where(
      and(
        or(
          inArray(scheduleExceptions.userId, ids),
          inArray(scheduleExceptions.swapWithUserId, ids),
        ),
        lte(scheduleExceptions.startsOn, to),
        gte(scheduleExceptions.endsOn, from),
      ),
    )
    .orderBy(asc(scheduleExceptions.startsOn), asc(scheduleExceptions.id));
}

export async function findExceptionById(executor: Executor, id: string) {
  const [row] = await exceptionsWithNames(executor).where(eq(scheduleExceptions.id, id)).limit(1);
  return row;
}

export async function insertException(executor: Executor, values: ExceptionValues) {
  const [row] = await executor.insert(scheduleExceptions).values(values).returning();
  return row!;
}

export async function updateException(
  executor: Executor,
  id: string,
  values: Partial<ExceptionValues>,
) {
  await executor
    .update(scheduleExceptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(scheduleExceptions.id, id));
}

export async function deleteException(executor: Executor, id: string) {
  await executor.delete(scheduleExceptions).where(eq(scheduleExceptions.id, id));
}

export async function findDepartmentSettings(executor: Executor, departmentId: string) {
  const [row] = await executor
    .select()
    .from(departmentScheduleSettings)
    .where(eq(departmentScheduleSettings.departmentId, departmentId))
    .limit(1);
  return row;
}

export async function saveDepartmentSettings(
  executor: Executor,
  values: Omit<DepartmentSettingsRow, 'updatedAt'>,
) {
  const { departmentId: _departmentId, ...changes } = values;
  await executor
    .insert(departmentScheduleSettings)
    .values(values)
    .onConflictDoUpdate({
      target: departmentScheduleSettings.departmentId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export function findLunchSlotsOfUsers(executor: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(lunchSlots)
    .where(inArray(lunchSlots.userId, [...userIds]))
    .orderBy(asc(lunchSlots.weekday), asc(lunchSlots.startMinute));
}

export async function deleteLunchSlots(executor: Executor, userId: string, weekdays: number[]) {
  if (weekdays.length === 0) return;
  await executor
    .delete(lunchSlots)
    .where(and(eq(lunchSlots.userId, userId), inArray(lunchSlots.weekday, weekdays)));
}

/**
 * Saves a department's rota: the slots it placed before go, the new ones take each técnico's
 * lunch of that weekday (whichever rota placed it before).
 */
export async function replaceDepartmentRota(
  executor: Executor,
  departmentId: string,
  slots: readonly LunchSlotRow[],
) {
  await executor.delete(lunchSlots).where(eq(lunchSlots.departmentId, departmentId));
  if (slots.length === 0) return;
  await executor
    .insert(lunchSlots)
    .values(slots.map((slot) => ({ ...slot, departmentId })))
    .onConflictDoUpdate({
      target: [lunchSlots.userId, lunchSlots.weekday],
      set: {
        startMinute: sql`excluded.start_minute`,
        durationMinutes: sql`excluded.duration_minutes`,
        departmentId: sql`excluded.department_id`,
        updatedAt: sql`now()`,
      },
    });
}

export function findOpenPauses(executor: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([] as OpenPauseRow[]);
  return executor
    .select()
    .from(technicianPauses)
    .where(and(inArray(technicianPauses.userId, [...userIds]), isNull(technicianPauses.endedAt)));
}

export function findActiveBreakPolicies(executor: Executor) {
  return executor
    .select()
    .from(breakPolicies)
    .where(eq(breakPolicies.isActive, true))
    .orderBy(asc(sql`lower(${breakPolicies.name})`));
}

export type StaffRow = { id: string; name: string; role: string; isActive: boolean };

/** A person by id (any role), for the checks of who has a schedule. */
export async function findPerson(executor: Executor, id: string) {
  const [row] = await selectRows<StaffRow>(
    executor,
    sql`SELECT u.id, u.name, u.role, u.is_active AS "isActive" FROM users u WHERE u.id = ${id}`,
  );
  return row;
}

export type DepartmentTechnician = { departmentId: string; id: string; name: string };

/**
 * The active técnicos (role TECHNICIAN) who are members of the departments, by name
 * (docs/decisions/0007-cross-module-reads.md): a department's roster in one statement.
 */
export function findDepartmentTechnicians(executor: Executor, departmentIds: readonly string[]) {
  if (departmentIds.length === 0) return Promise.resolve([] as DepartmentTechnician[]);
  return selectRows<DepartmentTechnician>(
    executor,
    sql`SELECT dm.department_id AS "departmentId", u.id, u.name
      FROM department_members dm JOIN users u ON u.id = dm.user_id
      WHERE dm.department_id = ANY(${idArray(departmentIds)})
        AND u.role = 'TECHNICIAN' AND u.is_active
      ORDER BY lower(u.name), u.id`,
  );
}

/** Every active técnico (an administrator's team without a department), by name. */
export function findAllTechnicians(executor: Executor) {
  return selectRows<{ id: string; name: string }>(
    executor,
    sql`SELECT u.id, u.name FROM users u WHERE u.role = 'TECHNICIAN' AND u.is_active
      ORDER BY lower(u.name), u.id`,
  );
}

/** The names of the departments each person is a member of, by name (break policies). */
export function findMemberDepartments(executor: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return selectRows<{ userId: string; departmentId: string; name: string }>(
    executor,
    sql`SELECT dm.user_id AS "userId", d.id AS "departmentId", d.name
      FROM department_members dm JOIN departments d ON d.id = dm.department_id
      WHERE dm.user_id = ANY(${idArray(userIds)}) AND d.is_active
      ORDER BY lower(d.name), d.id`,
  );
}

export function findDepartmentSettingsOf(executor: Executor, departmentIds: readonly string[]) {
  if (departmentIds.length === 0) return Promise.resolve([] as DepartmentSettingsRow[]);
  return executor
    .select()
    .from(departmentScheduleSettings)
    .where(inArray(departmentScheduleSettings.departmentId, [...departmentIds]));
}
