import { minutesOfClockTime, type SlaDayOff, type SlaWeek } from '@atiende/contracts';
import Holidays from 'date-holidays';
import { ALWAYS_OPEN, type BusinessCalendar } from './business-time';

/**
 * From a stored calendar to the business-time arithmetic's calendar (docs/sla.md#calendars): the
 * public holidays of its country and region, from date-holidays (type `public`), plus its own
 * days off.
 */

const holidaysByYear = new Map<string, ReadonlySet<string>>();

/** The public holidays of a year, `yyyy-mm-dd`, read once per country, region and year. */
export function publicHolidays(country: string, region: string | null, year: number) {
  const key = `${country}/${region ?? ''}/${year}`;
  let dates = holidaysByYear.get(key);
  if (!dates) {
    const holidays = region ? new Holidays(country, region) : new Holidays(country);
    dates = new Set(
      holidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(key, dates);
  }
  return dates;
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
        publicHolidays(holidayCountry, holidayRegion, Number(date.slice(0, 4))).has(date)),
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
