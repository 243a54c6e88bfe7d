/**
 * Business-time arithmetic for SLA clocks (docs/sla.md#business-time): pure functions over a
 * calendar of working intervals per weekday in a time zone, minus closed days (public holidays and
 * the organisation's own days off). Instants are `Date`s (UTC); the calendar is read in its zone.
 */

/** A working interval of a local day, in minutes from midnight: 0 ≤ start < end ≤ 1440. */
export type WorkingInterval = { start: number; end: number };

export type BusinessCalendar = {
  timeZone: string;
  /** Index 0 is Sunday … 6 Saturday (as `Date#getDay`); each day's intervals sorted, apart. */
  week: readonly (readonly WorkingInterval[])[];
  /** Whether a local date (`yyyy-mm-dd`) is closed: a holiday or a day off. */
  isClosed: (localDate: string) => boolean;
};

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
/** No calendar that has working time leaves ten years without it: past that, the input is wrong. */
const MAX_DAYS = 3660;

/** Round the clock, every day: the clock of a policy without a business calendar. */
export const ALWAYS_OPEN: BusinessCalendar = {
  timeZone: 'UTC',
  week: Array.from({ length: 7 }, () => [{ start: 0, end: DAY_MINUTES }]),
  isClosed: () => false,
};

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * A zone's offset changes only on a whole minute (every transition of the time-zone database since
 * 1972), so one reading of the wall clock holds for the whole minute of an instant, and the
 * readings are kept: `formatToParts` costs several microseconds, and a team-time report asks for
 * the shifts of 200 people over 92 days (docs/reports.md#performance), which start at a few
 * minutes of each day.
 */
const OFFSET_BUCKET_MS = MINUTE;
/** Past this many minutes kept for one zone, its cache starts over. */
const OFFSET_CACHE_LIMIT = 100_000;
const offsetCaches = new Map<string, Map<number, number>>();

/** Milliseconds the zone is ahead of UTC at `instant` (Lima: −5 h all year). */
function zoneOffset(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / OFFSET_BUCKET_MS);
  let cache = offsetCaches.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsetCaches.set(timeZone, cache);
  }
  const known = cache.get(bucket);
  if (known !== undefined) return known;
  const start = bucket * OFFSET_BUCKET_MS;
  const wall = wallClock(start, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offset = asUtc - start;
  if (cache.size >= OFFSET_CACHE_LIMIT) cache.clear();
  cache.set(bucket, offset);
  return offset;
}

/** The instant of a local wall-clock time (`minute` may be 1440: the next midnight). */
function zonedInstant(civilDay: number, minute: number, timeZone: string): number {
  const guess = civilDay * DAY_MINUTES * MINUTE + minute * MINUTE;
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

/** Days since 1970-01-01 of the local date of `instant`. */
function civilDayOf(instant: number, timeZone: string): number {
  return Math.floor((instant + zoneOffset(instant, timeZone)) / (DAY_MINUTES * MINUTE));
}

const isoDate = (civilDay: number) =>
  new Date(civilDay * DAY_MINUTES * MINUTE).toISOString().slice(0, 10);
const weekdayOf = (civilDay: number) => new Date(civilDay * DAY_MINUTES * MINUTE).getUTCDay();

/** The working intervals of one local day as UTC instants, none when the day is closed. */
function dayIntervals(calendar: BusinessCalendar, civilDay: number): Array<[number, number]> {
  const intervals = calendar.week[weekdayOf(civilDay)] ?? [];
  if (intervals.length === 0 || calendar.isClosed(isoDate(civilDay))) return [];
  return intervals.map(({ start, end }) => [
    zonedInstant(civilDay, start, calendar.timeZone),
    zonedInstant(civilDay, end, calendar.timeZone),
  ]);
}

const isAlwaysOpen = (calendar: BusinessCalendar) => calendar === ALWAYS_OPEN;

/**
 * The instant at which `minutes` business minutes have run from `start`. A start outside working
 * time begins at the next opening; a target that ends exactly at a closing is due at that closing.
 * Zero minutes is `start` itself.
 */
export function addBusinessMinutes(start: Date, minutes: number, calendar: BusinessCalendar): Date {
  if (!(minutes >= 0)) throw new RangeError('minutes must be zero or more');
  if (minutes === 0) return new Date(start);
  if (isAlwaysOpen(calendar)) return new Date(start.getTime() + minutes * MINUTE);
  let remaining = minutes * MINUTE;
  const from = start.getTime();
  const firstDay = civilDayOf(from, calendar.timeZone);
  // The day before too: an interval of yesterday's local date can still be open in a zone ahead.
  for (let day = firstDay - 1; day <= firstDay + MAX_DAYS; day += 1) {
    for (const [intervalStart, intervalEnd] of dayIntervals(calendar, day)) {
      const begin = Math.max(intervalStart, from);
      if (begin >= intervalEnd) continue;
      const available = intervalEnd - begin;
      if (remaining <= available) return new Date(begin + remaining);
      remaining -= available;
    }
  }
  throw new RangeError('the calendar has no working time');
}

/** Business minutes between two instants (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date, calendar: BusinessCalendar): number {
  const from = start.getTime();
  const to = end.getTime();
  if (to <= from) return 0;
  if (isAlwaysOpen(calendar)) return (to - from) / MINUTE;
  let total = 0;
  const lastDay = civilDayOf(to, calendar.timeZone);
  for (let day = civilDayOf(from, calendar.timeZone) - 1; day <= lastDay; day += 1) {
    for (const [intervalStart, intervalEnd] of dayIntervals(calendar, day)) {
      const overlap = Math.min(intervalEnd, to) - Math.max(intervalStart, from);
      if (overlap > 0) total += overlap;
    }
  }
  return total / MINUTE;
}

/** Whether the calendar works at `instant`. */
export function isWorkingTime(instant: Date, calendar: BusinessCalendar): boolean {
  if (isAlwaysOpen(calendar)) return true;
  const at = instant.getTime();
  const day = civilDayOf(at, calendar.timeZone);
  return [day - 1, day].some((each) =>
    dayIntervals(calendar, each).some(([start, end]) => start <= at && at < end),
  );
}

/**
 * The instant of a local wall-clock time: `minute` minutes after the midnight that opens the
 * local date `yyyy-mm-dd` in `timeZone` (past 1439: the next day's clock). Team time reads its
 * shifts with it (docs/schedules.md#time-model).
 */
export function instantOfLocalTime(date: string, minute: number, timeZone: string): Date {
  const civilDay = Date.parse(`${date}T00:00:00.000Z`) / (DAY_MINUTES * MINUTE);
  return new Date(zonedInstant(civilDay, minute, timeZone));
}

/** The local date (`yyyy-mm-dd`) of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return isoDate(civilDayOf(instant.getTime(), timeZone));
}
