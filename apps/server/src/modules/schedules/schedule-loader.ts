import type { Executor } from '../../db/client';
import { closedDaysBetween, findHolidayCalendar } from '../sla/index';
import {
  findExceptions,
  findScheduleSettings,
  findShiftsOfUsers,
  type WorkShiftRow,
} from './schedules.repository';
import { planShifts, type PlanException, type PlannedShift, type WeeklyShift } from './shift-plan';

/**
 * Reads what shift instances are made of for many people at once (docs/schedules.md): one query
 * per table whatever the number of people.
 */

/** docs/schedules.md#holidays: the calendar in force and its closed days in [from, to]. */
export async function loadHolidays(executor: Executor, from: string, to: string) {
  const { calendarId } = await findScheduleSettings(executor);
  const calendar = await findHolidayCalendar(executor, calendarId);
  const days = calendar ? closedDaysBetween(calendar, from, to) : [];
  return {
    calendarId,
    calendar: calendar ? { id: calendar.id, name: calendar.name } : null,
    days,
    byDate: new Map(days.map((day) => [day.date, day.name])),
  };
}

const toWeekly = (row: WorkShiftRow): WeeklyShift => ({
  weekday: row.weekday,
  startMinute: row.startMinute,
  durationMinutes: row.durationMinutes,
});

/** Weekly patterns by user (a user without rows is absent: "sin horario"). */
export function groupPatterns(rows: readonly WorkShiftRow[]) {
  const patterns = new Map<string, WeeklyShift[]>();
  for (const row of rows) {
    const list = patterns.get(row.userId) ?? [];
    list.push(toWeekly(row));
    patterns.set(row.userId, list);
  }
  return patterns;
}

export type LoadedPlans = Awaited<ReturnType<typeof loadPlans>>;

/**
 * The instances of `userIds` that start on the dates [from, to], with what made them: patterns
 * (swap partners' included), exceptions with names, and the holidays.
 */
export async function loadPlans(
  executor: Executor,
  userIds: readonly string[],
  from: string,
  to: string,
) {
  const exceptions = await findExceptions(executor, userIds, from, to);
  const partnerIds = exceptions.flatMap(({ exception }) =>
    [exception.userId, exception.swapWithUserId].filter((id): id is string => id !== null),
  );
  const shiftRows = await findShiftsOfUsers(executor, [...new Set([...userIds, ...partnerIds])]);
  const holidays = await loadHolidays(executor, from, to);
  const patterns = groupPatterns(shiftRows);
  const plans: Map<string, PlannedShift[]> = planShifts({
    from,
    to,
    userIds,
    patterns,
    exceptions: exceptions.map(({ exception }) => exception satisfies PlanException),
    holidays: holidays.byDate,
  });
  return { exceptions, shiftRows, patterns, holidays, plans };
}
