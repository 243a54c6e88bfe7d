import { SCHEDULE_TIME_ZONE } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { instantOfLocalTime } from '../sla/index';
import { loadPlans } from './schedule-loader';
import { findLunchSlotsOfUsers } from './schedules.repository';
import { weekdayOfDate } from './shift-plan';
import type { ScheduleDayFacts } from './adherence';
import type { Interval } from './break-reminders';

/**
 * What pauses, reminders and adherence need of the schedule (docs/schedules.md): per person,
 * whether they have a weekly pattern at all ("sin horario" when not) and, per Lima date, the
 * shift instances that start on it and that day's lunch slot as instants.
 */
export type ScheduleDaysOf = (
  executor: Executor,
  userIds: readonly string[],
  from: string,
  to: string,
) => Promise<Map<string, { hasSchedule: boolean; days: ScheduleDayFacts[] }>>;

/** The instance covering an instant, its lunch slot, and whether the person has a schedule. */
export type ShiftFact = { hasSchedule: boolean; shift: Interval | null; lunch: Interval | null };

export type ShiftFacts = (
  executor: Executor,
  userIds: readonly string[],
  at: Date,
) => Promise<Map<string, ShiftFact>>;

const limaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' });
const previousDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The shift instance covering `at`: one that started today or yesterday (a night shift), with
 * the lunch slot of the day it started.
 */
export function shiftFactsFrom(daysOf: ScheduleDaysOf): ShiftFacts {
  return async (executor, userIds, at) => {
    const today = limaDate.format(at);
    const plans = await daysOf(executor, userIds, previousDate(today), today);
    const facts = new Map<string, ShiftFact>();
    for (const userId of userIds) {
      const plan = plans.get(userId);
      let fact: ShiftFact = { hasSchedule: plan?.hasSchedule ?? false, shift: null, lunch: null };
      for (const day of plan?.days ?? []) {
        const shift = day.shifts.find((each) => each.start <= at && at < each.end);
        if (shift) fact = { ...fact, shift, lunch: day.lunch };
      }
      facts.set(userId, fact);
    }
    return facts;
  };
}

/**
 * The schedule as pauses, reminders and adherence read it: the instances `loadPlans` computes
 * (pattern, exceptions, holidays) grouped by the Lima date they start on, and the lunch slot of
 * that date's weekday as instants — kept only when it lies inside one of the day's shifts.
 */
export const loadScheduleDays: ScheduleDaysOf = async (executor, userIds, from, to) => {
  const ids = [...new Set(userIds)];
  const result = new Map<string, { hasSchedule: boolean; days: ScheduleDayFacts[] }>();
  if (ids.length === 0) return result;
  const { plans, patterns } = await loadPlans(executor, ids, from, to);
  // By person and weekday: a report reads every day of two hundred people.
  const slotOf = new Map<string, Awaited<ReturnType<typeof findLunchSlotsOfUsers>>[number]>();
  for (const slot of await findLunchSlotsOfUsers(executor, ids)) {
    const key = `${slot.userId} ${slot.weekday}`;
    if (!slotOf.has(key)) slotOf.set(key, slot);
  }
  for (const id of ids) {
    const byDate = new Map<string, ScheduleDayFacts>();
    for (const shift of plans.get(id) ?? []) {
      const day = byDate.get(shift.date) ?? { date: shift.date, shifts: [], lunch: null };
      day.shifts.push({ start: shift.startsAt, end: shift.endsAt });
      byDate.set(shift.date, day);
    }
    for (const day of byDate.values()) {
      const slot = slotOf.get(`${id} ${weekdayOfDate(day.date)}`);
      if (!slot) continue;
      const start = instantOfLocalTime(day.date, slot.startMinute, SCHEDULE_TIME_ZONE);
      const lunch = { start, end: new Date(start.getTime() + slot.durationMinutes * 60_000) };
      if (day.shifts.some((shift) => shift.start <= lunch.start && lunch.end <= shift.end))
        day.lunch = lunch;
    }
    result.set(id, { hasSchedule: patterns.has(id), days: [...byDate.values()] });
  }
  return result;
};
