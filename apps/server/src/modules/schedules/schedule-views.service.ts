import {
  SCHEDULE_TIME_ZONE,
  type AvailabilityResponse,
  type MyScheduleResponse,
  type ScheduleDay,
  type TeamScheduleResponse,
} from '@atiende/contracts';
import type { Db } from '../../db/client';
import { findDepartmentIdsOfStaff, selectDepartmentNames } from '../departments/index';
import { instantOfLocalTime } from '../sla/index';
import { availabilityOf } from './availability';
import { weekCoverage, type LunchSlotRow } from './coverage';
import { policyFor, plannedBreaks } from './planned-breaks';
import { loadPlans, type LoadedPlans } from './schedule-loader';
import {
  toDepartmentSettings,
  toException,
  toShiftInstance,
  toWorkShift,
} from './schedule-mappers';
import { checkDepartment, managedDepartmentIds, type Caller } from './schedules-access';
import {
  findActiveBreakPolicies,
  findAllTechnicians,
  findDepartmentSettings,
  findDepartmentSettingsOf,
  findDepartmentTechnicians,
  findLunchSlotsOfUsers,
  findMemberDepartments,
} from './schedules.repository';
import { datesBetween, weekdayOfDate, type PlannedShift } from './shift-plan';

type Range = { from: string; to: string };
const MINUTE_MS = 60_000;

/** The lunch of a day: its weekday's slot, when a shift of that day holds it. */
function lunchOfDay(date: string, shifts: readonly PlannedShift[], slot: LunchSlotRow | undefined) {
  if (!slot) return null;
  const startsAt = instantOfLocalTime(date, slot.startMinute, SCHEDULE_TIME_ZONE);
  const endsAt = new Date(startsAt.getTime() + slot.durationMinutes * MINUTE_MS);
  const held = shifts.some((shift) => shift.startsAt <= startsAt && endsAt <= shift.endsAt);
  return held ? { startsAt, endsAt } : null;
}

/** One person's days of the range: instances, lunch, holiday and the exceptions that touch it. */
function daysOf(userId: string, range: Range, loaded: LoadedPlans, slots: LunchSlotRow[]) {
  const shifts = loaded.plans.get(userId) ?? [];
  return datesBetween(range.from, range.to).map((date) => {
    const weekday = weekdayOfDate(date);
    const ofDay = shifts.filter((shift) => shift.date === date);
    const lunch = lunchOfDay(
      date,
      ofDay,
      slots.find((slot) => slot.userId === userId && slot.weekday === weekday),
    );
    return {
      date,
      weekday,
      holiday: loaded.holidays.byDate.get(date) ?? null,
      shifts: ofDay,
      lunch,
      exceptionIds: loaded.exceptions
        .filter(
          ({ exception }) =>
            (exception.userId === userId || exception.swapWithUserId === userId) &&
            exception.startsOn <= date &&
            date <= exception.endsOn,
        )
        .map(({ exception }) => exception.id),
    };
  });
}

const iso = (interval: { startsAt: Date; endsAt: Date } | null) =>
  interval
    ? { startsAt: interval.startsAt.toISOString(), endsAt: interval.endsAt.toISOString() }
    : null;

function toDay(day: ReturnType<typeof daysOf>[number]): ScheduleDay {
  return { ...day, shifts: day.shifts.map(toShiftInstance), lunch: iso(day.lunch) };
}

/**
 * The computed views of team time (docs/schedules.md#api): a team's schedules with coverage, a
 * person's own, and availability now.
 */
export function createScheduleViewsService({ db }: { db: Db }) {
  return {
    async team(caller: Caller, query: Range & { departmentId?: string }) {
      let department = null;
      let people: Array<{ id: string; name: string }>;
      if (query.departmentId) {
        const found = await checkDepartment(db, caller, query.departmentId, 'manage');
        department = toDepartmentSettings(found, await findDepartmentSettings(db, found.id));
        people = await findDepartmentTechnicians(db, [found.id]);
      } else {
        const managed = await managedDepartmentIds(db, caller);
        const rows =
          managed === null
            ? await findAllTechnicians(db)
            : await findDepartmentTechnicians(db, managed);
        people = [...new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }])).values()];
      }
      const ids = people.map((person) => person.id);
      const loaded = await loadPlans(db, ids, query.from, query.to);
      const slots = await findLunchSlotsOfUsers(db, ids);
      const members = people.map((person) => {
        const shifts = loaded.shiftRows.filter((row) => row.userId === person.id);
        return {
          id: person.id,
          name: person.name,
          role: 'TECHNICIAN',
          hasSchedule: shifts.length > 0,
          shifts: shifts.map(toWorkShift),
          lunchSlots: slots
            .filter((slot) => slot.userId === person.id)
            .map((slot) => ({ ...slot, userName: person.name })),
          exceptions: loaded.exceptions
            .filter(({ exception }) => exception.userId === person.id)
            .map(toException),
          days: daysOf(person.id, query, loaded, slots).map(toDay),
        };
      });
      const warnings = department
        ? weekCoverage(
            people.map((person) => ({ ...person, shifts: loaded.patterns.get(person.id) ?? [] })),
            slots,
            department.minAvailable,
          ).flat()
        : [];
      return {
        from: query.from,
        to: query.to,
        department,
        holidays: loaded.holidays.days,
        members,
        warnings,
      } satisfies TeamScheduleResponse;
    },

    async me(caller: Caller, query: Range): Promise<MyScheduleResponse> {
      const loaded = await loadPlans(db, [caller.userId], query.from, query.to);
      const slots = await findLunchSlotsOfUsers(db, [caller.userId]);
      const policy = policyFor(
        await findActiveBreakPolicies(db),
        await findMemberDepartments(db, [caller.userId]),
      );
      const days = daysOf(caller.userId, query, loaded, slots).map((day) => ({
        ...toDay(day),
        plannedBreaks: policy
          ? day.shifts
              .flatMap((shift) => plannedBreaks(shift, policy, day.lunch))
              .map((item) => ({ ...iso(item)!, minutes: item.minutes }))
          : [],
      }));
      return {
        from: query.from,
        to: query.to,
        hasSchedule: loaded.shiftRows.length > 0,
        shifts: loaded.shiftRows.map(toWorkShift),
        exceptions: loaded.exceptions
          .filter(({ exception }) => exception.userId === caller.userId)
          .map(toException),
        holidays: loaded.holidays.days,
        days,
      };
    },

    async availability(
      caller: Caller,
      query: { departmentId?: string },
      now = new Date(),
    ): Promise<AvailabilityResponse> {
      let departments: Array<{ id: string; name: string }>;
      if (query.departmentId) {
        departments = [await checkDepartment(db, caller, query.departmentId, 'read')];
      } else {
        const ids =
          caller.role === 'ADMIN' ? null : await findDepartmentIdsOfStaff(db, caller.userId);
        departments = await selectDepartmentNames(db, ids);
      }
      const departmentIds = departments.map((department) => department.id);
      const technicians = await findDepartmentTechnicians(db, departmentIds);
      const states = await availabilityOf(
        db,
        technicians.map((technician) => technician.id),
        now,
      );
      const settings = new Map(
        (await findDepartmentSettingsOf(db, departmentIds)).map((row) => [row.departmentId, row]),
      );
      return {
        at: now.toISOString(),
        departments: departments.map((department) => {
          const { minAvailable } = toDepartmentSettings(department, settings.get(department.id));
          const list = technicians
            .filter((technician) => technician.departmentId === department.id)
            .map((technician) => {
              const state = states.get(technician.id)!;
              return {
                id: technician.id,
                name: technician.name,
                state: state.state,
                since: state.since?.toISOString() ?? null,
                until: state.until?.toISOString() ?? null,
                hasSchedule: state.hasSchedule,
                pause: state.pause
                  ? { ...state.pause, startedAt: state.pause.startedAt.toISOString() }
                  : null,
              };
            });
          const availableCount = list.filter((item) => item.state === 'available').length;
          const onShift = list.filter((item) => item.state !== 'off_shift').length;
          return {
            departmentId: department.id,
            departmentName: department.name,
            minAvailable,
            availableCount,
            // docs/schedules.md#lunch-rota-and-coverage: only while somebody is on shift.
            isBelowMinimum: onShift > 0 && availableCount < minAvailable,
            technicians: list,
          };
        }),
      };
    },
  };
}

export type ScheduleViewsService = ReturnType<typeof createScheduleViewsService>;
