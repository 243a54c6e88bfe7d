import { slaMessages } from '@atiende/contracts';

export interface WeekInterval {
  start: string;
  end: string;
}

/** Monday first, as a Peruvian week reads; index 0 is Sunday in the stored week. */
export const DAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

function intervalsText(intervals: readonly WeekInterval[]): string {
  return intervals.map(({ start, end }) => `${start}–${end}`).join(' y ');
}

/**
 * A calendar's week in one line, consecutive days with the same hours together:
 * "lun a vie 08:30–13:00 y 14:00–18:00 · sáb 09:00–13:00". Days without hours are left out.
 */
export function summarizeWeek(week: ReadonlyArray<readonly WeekInterval[]>): string {
  const short = slaMessages.weekdaysShort;
  const groups: Array<{ first: number; last: number; hours: string }> = [];
  for (const day of DAYS_FROM_MONDAY) {
    const intervals = week[day] ?? [];
    const hours = intervals.length === 0 ? '' : intervalsText(intervals);
    const previous = groups.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else groups.push({ first: day, last: day, hours });
  }
  const parts = groups
    .filter((group) => group.hours !== '')
    .map((group) => {
      const days =
        group.first === group.last
          ? short[group.first]
          : `${short[group.first]} a ${short[group.last]}`;
      return `${days} ${group.hours}`;
    });
  return parts.length === 0 ? slaMessages.calendars.closedAllWeek : parts.join(' · ');
}
