import type { Executor } from '../../db/client';
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
