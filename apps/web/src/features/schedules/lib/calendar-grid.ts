/**
 * Calendar days of "Mis Horarios" (docs/schedules.md#pantallas) as ISO days ("2026-11-27"), the
 * form the API's `from`/`to` take: plain calendar arithmetic, done in UTC so no zone or daylight
 * change moves a day. Weeks read Monday first, as in Peru; weekday numbers are the API's
 * (0 = Sunday … 6 = Saturday).
 */
const DAY_MS = 86_400_000;

function toUtc(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day "YYYY-MM-DD". */
export function isIsoDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return toIso(toUtc(text)) === text;
}

export function addDays(isoDay: string, days: number): string {
  return toIso(new Date(toUtc(isoDay).getTime() + days * DAY_MS));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDay: string): number {
  return toUtc(isoDay).getUTCDay();
}

/** The Monday of the week that holds the day. */
export function mondayOf(isoDay: string): string {
  return addDays(isoDay, -((weekdayOf(isoDay) + 6) % 7));
}

/** The seven days, Monday to Sunday, of the week that holds the day. */
export function weekDays(isoDay: string): string[] {
  const monday = mondayOf(isoDay);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export interface MonthCell {
  day: string;
  isInMonth: boolean;
}

/**
 * The month that holds the day as whole weeks, Monday to Sunday: the days before the 1st and
 * after the last day fill the first and last weeks (marked `isInMonth: false`).
 */
export function monthGrid(isoDay: string): MonthCell[][] {
  const first = `${isoDay.slice(0, 7)}-01`;
  const month = first.slice(0, 7);
  const weeks: MonthCell[][] = [];
  let day = mondayOf(first);
  do {
    const week = Array.from({ length: 7 }, (_, index) => {
      const cell = addDays(day, index);
      return { day: cell, isInMonth: cell.startsWith(month) };
    });
    weeks.push(week);
    day = addDays(day, 7);
  } while (day.startsWith(month));
  return weeks;
}

/** The same day `months` months away, kept inside the target month (31 → 30, 29 Feb → 28). */
export function addMonths(isoDay: string, months: number): string {
  const date = toUtc(isoDay);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

/** The range a view asks the API for: the shown week, or every cell of the month grid. */
export function rangeOf(view: 'week' | 'month', isoDay: string): { from: string; to: string } {
  if (view === 'week') {
    const days = weekDays(isoDay);
    return { from: days[0]!, to: days[6]! };
  }
  const weeks = monthGrid(isoDay);
  return { from: weeks[0]![0]!.day, to: weeks.at(-1)![6]!.day };
}

/** Monday first, as a Peruvian week reads; the numbers are the API's weekdays. */
export const DAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
