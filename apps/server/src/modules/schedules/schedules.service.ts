import {
  scheduleExceptionProblems,
  scheduleMessages,
  type DepartmentScheduleSettingsInput,
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
  insertException,
  replaceShifts,
  saveDepartmentSettings,
  saveScheduleSettings,
  updateException,
} from './schedules.repository';
import { findOverlappingShifts, overlapMessage } from './shift-plan';

const v = scheduleMessages.validation;

/**
 * Team time's settings, weekly patterns and exceptions (docs/schedules.md): the rules across
 * fields answer 422 with the field and its Spanish message; every change is one transaction.
 */
export function createSchedulesService({ db }: { db: Db }) {
  return {
    getSettings: () => readSettings(db),

    async putSettings(calendarId: string | null): Promise<ScheduleSettings> {
      if (calendarId !== null && !(await findHolidayCalendar(db, calendarId)))
        throw new AppError('SLA_CALENDAR_NOT_FOUND');
      await saveScheduleSettings(db, calendarId);
      return readSettings(db);
    },

    replaceShifts: (caller: Caller, userId: string, shifts: WorkShiftInput[]) =>
      db.transaction(async (tx) => {
        await checkScheduledPerson(tx, caller, userId);
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
        const rows = await replaceShifts(tx, userId, sorted);
        // docs/schedules.md#lunch-rota-and-coverage: a lunch lies inside its day's shift.
        const removed = (await findLunchSlotsOfUsers(tx, [userId]))
          .filter((slot) => !isLunchInsideShift(sorted, slot))
          .map((slot) => slot.weekday);
        await deleteLunchSlots(tx, userId, removed);
        return { shifts: rows.map(toWorkShift), removedLunchWeekdays: removed };
      }),

    createException: (caller: Caller, input: z.output<typeof scheduleExceptionInputSchema>) =>
      db.transaction(async (tx) => {
        await checkException(tx, caller, input);
        const row = await insertException(tx, { ...input, createdById: caller.userId });
        return toException((await findExceptionById(tx, row.id))!);
      }),

    updateException: (
      caller: Caller,
      id: string,
      patch: z.output<typeof scheduleExceptionPatchSchema>,
    ) =>
      db.transaction(async (tx) => {
        const current = await loadException(tx, caller, id);
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
        return toException((await findExceptionById(tx, id))!);
      }),

    deleteException: (caller: Caller, id: string) =>
      db.transaction(async (tx) => {
        await loadException(tx, caller, id);
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
    ) =>
      db.transaction(async (tx) => {
        const department = await checkDepartment(tx, caller, departmentId, 'manage');
        checkLunchWindow(input);
        await saveDepartmentSettings(tx, { departmentId, ...input });
        return toDepartmentSettings(department, await findDepartmentSettings(tx, departmentId));
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

/** An exception the caller manages: unknown 404, another department's técnico 403. */
async function loadException(executor: Executor, caller: Caller, id: string) {
  const row = await findExceptionById(executor, id);
  if (!row) throw new AppError('SCHEDULE_EXCEPTION_NOT_FOUND');
  await checkScheduledPerson(executor, caller, row.exception.userId);
  return row.exception;
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
