import {
  auditMessages,
  scheduleExceptionProblems,
  scheduleMessages,
  type DepartmentScheduleSettingsInput,
  type ScheduleException,
  type ScheduleExceptionInput,
  type ScheduleSettings,
  type WorkShiftInput,
} from '@atiende/contracts';
import type { z } from 'zod';
import type {
  departmentScheduleSettingsInputSchema,
  scheduleExceptionInputSchema,
  scheduleExceptionPatchSchema,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { auditEntityChange, recordAudit, type AuditContext } from '../audit/index';
import { findHolidayCalendar } from '../sla/index';
import { isLunchInsideShift } from './lunch-rota';
import { loadHolidays } from './schedule-loader';
import { toDepartmentSettings, toException, toWorkShift } from './schedule-mappers';
import {
  checkDepartment,
  checkScheduledPerson,
  scheduleInvalid,
  type Caller,
} from './schedules-access';
import {
  deleteException,
  deleteLunchSlots,
  findDepartmentSettings,
  findExceptionById,
  findLunchSlotsOfUsers,
  findShiftsOfUsers,
  insertException,
  replaceShifts,
  saveDepartmentSettings,
  saveScheduleSettings,
  updateException,
} from './schedules.repository';
import { findOverlappingShifts, overlapMessage } from './shift-plan';

const v = scheduleMessages.validation;

const entries = auditMessages.entries;

/** What an exception's audit message names (docs/audit.md#team-time). */
const summaryOf = (exception: ScheduleException) => ({
  kind: scheduleMessages.exceptionKinds[exception.kind],
  person: exception.userName,
  startsOn: exception.startsOn,
  endsOn: exception.endsOn,
});

/**
 * Team time's settings, weekly patterns and exceptions (docs/schedules.md): the rules across
 * fields answer 422 with the field and its Spanish message; every change is one transaction, and
 * is audited in it (docs/audit.md#team-time) when a request made it (`audit`), before and after as
 * the API shows them.
 */
export function createSchedulesService({ db }: { db: Db }) {
  return {
    getSettings: () => readSettings(db),

    putSettings: (calendarId: string | null, audit?: AuditContext): Promise<ScheduleSettings> =>
      db.transaction(async (tx) => {
        if (calendarId !== null && !(await findHolidayCalendar(tx, calendarId)))
          throw new AppError('SLA_CALENDAR_NOT_FOUND');
        const before = await readSettings(tx);
        await saveScheduleSettings(tx, calendarId);
        const after = await readSettings(tx);
        // One row for the organisation: the entry has no entity id.
        if (audit)
          await recordAudit(tx, {
            context: audit,
            action: 'SCHEDULE_SETTINGS_UPDATED',
            entityType: 'SCHEDULE',
            before,
            after,
            message: entries.scheduleSettingsUpdated(
              after.calendarId ? (after.effectiveCalendar?.name ?? null) : null,
            ),
          });
        return after;
      }),

    replaceShifts: (
      caller: Caller,
      userId: string,
      shifts: WorkShiftInput[],
      audit?: AuditContext,
    ) =>
      db.transaction(async (tx) => {
        const person = await checkScheduledPerson(tx, caller, userId);
        const clash = findOverlappingShifts(shifts);
        if (clash)
          throw scheduleInvalid([
            {
              field: `shifts.${clash.index}`,
              message: overlapMessage(shifts, clash.index, clash.otherIndex),
            },
          ]);
        const sorted = [...shifts].sort(
          (a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute,
        );
        const before = (await findShiftsOfUsers(tx, [userId])).map(toWorkShift);
        const rows = await replaceShifts(tx, userId, sorted);
        // docs/schedules.md#lunch-rota-and-coverage: a lunch lies inside its day's shift.
        const removed = (await findLunchSlotsOfUsers(tx, [userId]))
          .filter((slot) => !isLunchInsideShift(sorted, slot))
          .map((slot) => slot.weekday);
        await deleteLunchSlots(tx, userId, removed);
        const answer = { shifts: rows.map(toWorkShift), removedLunchWeekdays: removed };
        await auditEntityChange(tx, audit, 'SCHEDULE', userId, {
          action: 'WORK_SHIFTS_UPDATED',
          before: { shifts: before },
          after: answer,
          message: entries.workShiftsUpdated(person.name, answer.shifts.length),
        });
        return answer;
      }),

    createException: (
      caller: Caller,
      input: z.output<typeof scheduleExceptionInputSchema>,
      audit?: AuditContext,
    ) =>
      db.transaction(async (tx) => {
        await checkException(tx, caller, input);
        const row = await insertException(tx, { ...input, createdById: caller.userId });
        const exception = toException((await findExceptionById(tx, row.id))!);
        await auditEntityChange(tx, audit, 'SCHEDULE', exception.id, {
          action: 'SCHEDULE_EXCEPTION_CREATED',
          after: exception,
          message: entries.scheduleExceptionCreated(summaryOf(exception)),
        });
        return exception;
      }),

    updateException: (
      caller: Caller,
      id: string,
      patch: z.output<typeof scheduleExceptionPatchSchema>,
      audit?: AuditContext,
    ) =>
      db.transaction(async (tx) => {
        const { exception: current, shown: before } = await loadException(tx, caller, id);
        const merged = {
          userId: current.userId,
          kind: patch.kind ?? current.kind,
          startsOn: patch.startsOn ?? current.startsOn,
          endsOn: patch.endsOn ?? current.endsOn,
          startMinute: patch.startMinute !== undefined ? patch.startMinute : current.startMinute,
          durationMinutes:
            patch.durationMinutes !== undefined ? patch.durationMinutes : current.durationMinutes,
          swapWithUserId:
            patch.swapWithUserId !== undefined ? patch.swapWithUserId : current.swapWithUserId,
          note: patch.note !== undefined ? patch.note || null : current.note,
        };
        await checkException(tx, caller, merged);
        await updateException(tx, id, merged);
        const exception = toException((await findExceptionById(tx, id))!);
        await auditEntityChange(tx, audit, 'SCHEDULE', id, {
          action: 'SCHEDULE_EXCEPTION_UPDATED',
          before,
          after: exception,
          message: entries.scheduleExceptionUpdated(summaryOf(exception)),
        });
        return exception;
      }),

    deleteException: (caller: Caller, id: string, audit?: AuditContext) =>
      db.transaction(async (tx) => {
        const { shown: before } = await loadException(tx, caller, id);
        await auditEntityChange(tx, audit, 'SCHEDULE', id, {
          action: 'SCHEDULE_EXCEPTION_DELETED',
          before,
          severity: 'WARNING',
          message: entries.scheduleExceptionDeleted(summaryOf(before)),
        });
        await deleteException(tx, id);
      }),

    async getDepartmentSettings(caller: Caller, departmentId: string) {
      const department = await checkDepartment(db, caller, departmentId, 'manage');
      return toDepartmentSettings(department, await findDepartmentSettings(db, departmentId));
    },

    putDepartmentSettings: (
      caller: Caller,
      departmentId: string,
      input: z.output<typeof departmentScheduleSettingsInputSchema>,
      audit?: AuditContext,
    ) =>
      db.transaction(async (tx) => {
        const department = await checkDepartment(tx, caller, departmentId, 'manage');
        checkLunchWindow(input);
        const before = toDepartmentSettings(
          department,
          await findDepartmentSettings(tx, departmentId),
        );
        await saveDepartmentSettings(tx, { departmentId, ...input });
        const after = toDepartmentSettings(
          department,
          await findDepartmentSettings(tx, departmentId),
        );
        // docs/schedules.md#asignación-automática: the mode is part of these settings.
        await auditEntityChange(tx, audit, 'SCHEDULE', departmentId, {
          action: 'DEPARTMENT_SCHEDULE_SETTINGS_UPDATED',
          before,
          after,
          message: entries.departmentScheduleSettingsUpdated(
            department.name,
            before.autoAssign === after.autoAssign
              ? null
              : scheduleMessages.autoAssign[after.autoAssign],
          ),
        });
        return after;
      }),
  };
}

export type SchedulesService = ReturnType<typeof createSchedulesService>;

async function readSettings(executor: Executor): Promise<ScheduleSettings> {
  const today = new Date().toISOString().slice(0, 10);
  const { calendarId, calendar } = await loadHolidays(executor, today, today);
  return { calendarId, effectiveCalendar: calendar };
}

function checkLunchWindow(input: DepartmentScheduleSettingsInput) {
  if (input.lunchWindowEnd <= input.lunchWindowStart)
    throw scheduleInvalid([{ field: 'lunchWindowEnd', message: v.lunchWindowEmpty }]);
  if (input.lunchWindowEnd - input.lunchWindowStart < input.lunchMinutes)
    throw scheduleInvalid([{ field: 'lunchWindowEnd', message: v.lunchWindowTooShort }]);
}

/**
 * An exception the caller manages: unknown 404, another department's técnico 403. `shown` is
 * the exception as the API shows it (the audit's before).
 */
async function loadException(executor: Executor, caller: Caller, id: string) {
  const row = await findExceptionById(executor, id);
  if (!row) throw new AppError('SCHEDULE_EXCEPTION_NOT_FOUND');
  await checkScheduledPerson(executor, caller, row.exception.userId);
  return { exception: row.exception, shown: toException(row) };
}

/**
 * docs/schedules.md#shifts-and-exceptions: the person (404/403), the exception's own rules (422),
 * then the swap partner, who must have a schedule the caller manages too.
 */
async function checkException(
  executor: Executor,
  caller: Caller,
  input: Omit<ScheduleExceptionInput, 'note'> & {
    startMinute: number | null;
    durationMinutes: number | null;
    swapWithUserId: string | null;
  },
) {
  await checkScheduledPerson(executor, caller, input.userId);
  const problems = scheduleExceptionProblems(input);
  if (problems.length > 0) throw scheduleInvalid(problems);
  if (input.swapWithUserId !== null) {
    try {
      await checkScheduledPerson(executor, caller, input.swapWithUserId, 'swapWithUserId');
    } catch (error) {
      if (error instanceof AppError && error.code === 'USER_NOT_FOUND')
        throw scheduleInvalid([{ field: 'swapWithUserId', message: v.swapPartnerUnknown }]);
      throw error;
    }
  }
}
