import { minutesOfClockTime, type SlaDayOff, type SlaWeek } from '@atiende/contracts';
import Holidays from 'date-holidays';
import { ALWAYS_OPEN, type BusinessCalendar } from './business-time';

/**
 * From a stored calendar to the business-time arithmetic's calendar (docs/sla.md#calendars): the
 * public holidays of its country and region, from date-holidays (type `public`), plus its own
 * days off.
 */

const holidaysByYear = new Map<string, ReadonlyMap<string, string>>();

/** The public holidays of a year, `yyyy-mm-dd` → name, read once per country, region and year. */
function publicHolidayNames(country: string, region: string | null, year: number) {
  const key = `${country}/${region ?? ''}/${year}`;
  let names = holidaysByYear.get(key);
  if (!names) {
    const holidays = region ? new Holidays(country, region) : new Holidays(country);
    const entries = new Map<string, string>();
    for (const holiday of holidays.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && !entries.has(date)) entries.set(date, holiday.name);
    }
    names = entries;
    holidaysByYear.set(key, names);
  }
  return names;
}

/** The public holidays of a year, `yyyy-mm-dd`. */
export function publicHolidays(country: string, region: string | null, year: number) {
  return new Set(publicHolidayNames(country, region, year).keys());
}

/**
 * The closed days of a calendar between two local dates (both included), with their names: its
 * own days off first, then the public holidays. Team time takes shifts off on them
 * (docs/schedules.md#holidays).
 */
export function closedDaysBetween(
  stored: Pick<StoredCalendar, 'holidayCountry' | 'holidayRegion' | 'daysOff'>,
  from: string,
  to: string,
): Array<{ date: string; name: string }> {
  const byDate = new Map<string, string>();
  for (const day of stored.daysOff)
    if (day.date >= from && day.date <= to) byDate.set(day.date, day.name);
  if (stored.holidayCountry !== null) {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
      for (const [date, name] of publicHolidayNames(
        stored.holidayCountry,
        stored.holidayRegion,
        year,
      ))
        if (date >= from && date <= to && !byDate.has(date)) byDate.set(date, name);
    }
  }
  return [...byDate]
    .map(([date, name]) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Whether date-holidays knows the country (and the region within it). */
export function isKnownHolidayPlace(country: string, region: string | null): boolean {
  const countries = new Holidays().getCountries();
  if (!countries?.[country]) return false;
  if (region === null) return true;
  return Boolean(new Holidays().getStates(country)?.[region]);
}

export type StoredCalendar = {
  timeZone: string;
  week: SlaWeek;
  holidayCountry: string | null;
  holidayRegion: string | null;
  daysOff: SlaDayOff[];
};

export function toBusinessCalendar(stored: StoredCalendar | null): BusinessCalendar {
  if (!stored) return ALWAYS_OPEN;
  const daysOff = new Set(stored.daysOff.map((day) => day.date));
  const { holidayCountry, holidayRegion } = stored;
  return {
    timeZone: stored.timeZone,
    week: stored.week.map((intervals) =>
      intervals.map((interval) => ({
        start: minutesOfClockTime(interval.start),
        end: minutesOfClockTime(interval.end),
      })),
    ),
    isClosed: (date) =>
      daysOff.has(date) ||
      (holidayCountry !== null &&
        publicHolidayNames(holidayCountry, holidayRegion, Number(date.slice(0, 4))).has(date)),
  };
}

/** Working minutes of a week without closed days. */
export function weeklyMinutes(week: SlaWeek): number {
  return week
    .flat()
    .reduce(
      (sum, interval) =>
        sum + minutesOfClockTime(interval.end) - minutesOfClockTime(interval.start),
      0,
    );
}
