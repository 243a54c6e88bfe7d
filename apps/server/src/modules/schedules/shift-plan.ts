import {
  MINUTES_PER_DAY,
  SCHEDULE_TIME_ZONE,
  scheduleMessages,
  type ScheduleExceptionKind,
} from '@atiende/contracts';
import { instantOfLocalTime } from '../sla/index';

/**
 * Shifts as concrete instants (docs/schedules.md#shifts-and-exceptions): a técnico's weekly
 * pattern, changed by dated exceptions and the holidays of the calendar in force, for a range of
 * Lima dates. Pure: the caller reads the rows.
 */

const MINUTE_MS = 60_000;
const WEEK_MINUTES = 7 * MINUTES_PER_DAY;

export type WeeklyShift = { weekday: number; startMinute: number; durationMinutes: number };

export type PlanException = {
  id: string;
  userId: string;
  kind: ScheduleExceptionKind;
  startsOn: string;
  endsOn: string;
  startMinute: number | null;
  durationMinutes: number | null;
  swapWithUserId: string | null;
};

export type ShiftSource = 'pattern' | 'extra' | 'swap';

/** A shift instance: [startsAt, endsAt), on the Lima date it starts. */
export type PlannedShift = {
  userId: string;
  date: string;
  weekday: number;
  startsAt: Date;
  endsAt: Date;
  source: ShiftSource;
};

export type PlanInput = {
  /** Lima dates, both included: the instances that start on them. */
  from: string;
  to: string;
  userIds: readonly string[];
  /** Weekly patterns by user, swap partners' included. */
  patterns: ReadonlyMap<string, readonly WeeklyShift[]>;
  /** The exceptions of the users and those that name them as swap partner. */
  exceptions: readonly PlanException[];
  /** Closed days of the calendar in force, date → name. */
  holidays: ReadonlyMap<string, string>;
  timeZone?: string;
};

/** `yyyy-mm-dd` plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** 0 Sunday … 6 Saturday of a calendar date. */
export function weekdayOfDate(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const covers = (exception: PlanException, date: string) =>
  exception.startsOn <= date && date <= exception.endsOn;

/** The shifts of one user that start on `date`, before partial leaves are cut out. */
function shiftsOfDay(input: PlanInput, userId: string, date: string, zone: string) {
  const weekday = weekdayOfDate(date);
  const mine = input.exceptions.filter(
    (exception) =>
      covers(exception, date) &&
      (exception.userId === userId || exception.swapWithUserId === userId),
  );
  const own = (kind: ScheduleExceptionKind) =>
    mine.filter((exception) => exception.userId === userId && exception.kind === kind);
  const swap = mine.find((exception) => exception.kind === 'swap');
  const partner = swap ? (swap.userId === userId ? swap.swapWithUserId! : swap.userId) : null;
  const isOff =
    input.holidays.has(date) ||
    own('vacation').length > 0 ||
    own('leave').some((exception) => exception.startMinute === null);
  const shifts: PlannedShift[] = [];
  const at = (minute: number) => instantOfLocalTime(date, minute, zone);
  if (!isOff) {
    const pattern = input.patterns.get(partner ?? userId) ?? [];
    for (const shift of pattern.filter((each) => each.weekday === weekday)) {
      shifts.push({
        userId,
        date,
        weekday,
        startsAt: at(shift.startMinute),
        endsAt: at(shift.startMinute + shift.durationMinutes),
        source: partner ? 'swap' : 'pattern',
      });
    }
  }
  for (const extra of own('extra')) {
    shifts.push({
      userId,
      date,
      weekday,
      startsAt: at(extra.startMinute!),
      endsAt: at(extra.startMinute! + extra.durationMinutes!),
      source: 'extra',
    });
  }
  return shifts;
}

/** Cuts [from, to) out of the instances (a partial leave). */
function cutOut(shifts: PlannedShift[], from: Date, to: Date): PlannedShift[] {
  return shifts.flatMap((shift) => {
    if (to <= shift.startsAt || from >= shift.endsAt) return [shift];
    const pieces: PlannedShift[] = [];
    if (from > shift.startsAt) pieces.push({ ...shift, endsAt: from });
    if (to < shift.endsAt) pieces.push({ ...shift, startsAt: to });
    return pieces;
  });
}

/** Instances that overlap or touch become one (an extra beside the pattern's shift). */
function mergeTouching(shifts: PlannedShift[]): PlannedShift[] {
  const sorted = [...shifts].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const merged: PlannedShift[] = [];
  for (const shift of sorted) {
    const last = merged.at(-1);
    if (last && shift.startsAt <= last.endsAt) {
      if (shift.endsAt > last.endsAt) last.endsAt = shift.endsAt;
    } else merged.push({ ...shift });
  }
  return merged;
}

/**
 * docs/schedules.md#shifts-and-exceptions: per user, the shift instances that start on the dates
 * of the range. A holiday, a vacation or a whole-day leave takes the day's pattern (or swapped)
 * shifts away; an extra always adds; a swap works the partner's pattern that day; a leave with
 * times cuts that part out of whatever is left.
 */
export function planShifts(input: PlanInput): Map<string, PlannedShift[]> {
  const zone = input.timeZone ?? SCHEDULE_TIME_ZONE;
  const dates = datesBetween(input.from, input.to);
  const plans = new Map<string, PlannedShift[]>();
  for (const userId of input.userIds) {
    let shifts = dates.flatMap((date) => shiftsOfDay(input, userId, date, zone));
    const partialLeaves = input.exceptions.filter(
      (exception) =>
        exception.userId === userId && exception.kind === 'leave' && exception.startMinute !== null,
    );
    for (const leave of partialLeaves) {
      // The day before too: a leave's hours may fall in last night's shift after midnight.
      for (const date of datesBetween(leave.startsOn, leave.endsOn)) {
        if (date < addDays(input.from, -1) || date > input.to) continue;
        const from = instantOfLocalTime(date, leave.startMinute!, zone);
        const to = new Date(from.getTime() + leave.durationMinutes! * MINUTE_MS);
        shifts = cutOut(shifts, from, to);
      }
    }
    plans.set(userId, mergeTouching(shifts));
  }
  return plans;
}

/** The instance covering `instant`, if any. */
export function shiftAt(shifts: readonly PlannedShift[], instant: Date): PlannedShift | undefined {
  return shifts.find((shift) => shift.startsAt <= instant && instant < shift.endsAt);
}

/**
 * docs/schedules.md#shifts-and-exceptions: two shifts of one week overlap, crossing midnight and
 * from Saturday into Sunday included. The first pair found, as indexes into `shifts` (the later
 * one first), or null.
 */
export function findOverlappingShifts(
  shifts: readonly WeeklyShift[],
): { index: number; otherIndex: number } | null {
  const spans = shifts.map((shift) => {
    const start = shift.weekday * MINUTES_PER_DAY + shift.startMinute;
    return [start, start + shift.durationMinutes] as const;
  });
  for (let index = 1; index < spans.length; index += 1) {
    for (let otherIndex = 0; otherIndex < index; otherIndex += 1) {
      const [start, end] = spans[index]!;
      const [otherStart, otherEnd] = spans[otherIndex]!;
      const overlaps = [-WEEK_MINUTES, 0, WEEK_MINUTES].some(
        (shift) => start + shift < otherEnd && otherStart < end + shift,
      );
      if (overlaps) return { index, otherIndex };
    }
  }
  return null;
}

/** The 422 message of an overlap, naming the weekdays. */
export function overlapMessage(shifts: readonly WeeklyShift[], index: number, other: number) {
  return scheduleMessages.validation.shiftsOverlap(shifts[index]!.weekday, shifts[other]!.weekday);
}
