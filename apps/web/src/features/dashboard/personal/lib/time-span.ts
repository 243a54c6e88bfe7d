import { dashboardPersonalMessages } from '@atiende/contracts/dashboard';

const text = dashboardPersonalMessages;

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
/** Below this many hours the minutes still matter ("2 h 15 min"); above, "5 h" says enough. */
const HOURS_WITH_MINUTES = 3;

/**
 * docs/dashboards.md "Técnico": a length of time as the dashboards write it — "45 min",
 * "2 h 15 min", "5 h", "2 días". Whole minutes, rounded down, so a due time is never said to be
 * further away than it is.
 */
export function formatSpan(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < MINUTES_PER_HOUR) return text.span.minutes(minutes);
  if (minutes < MINUTES_PER_DAY) {
    const hours = Math.floor(minutes / MINUTES_PER_HOUR);
    const rest = hours < HOURS_WITH_MINUTES ? minutes % MINUTES_PER_HOUR : 0;
    return text.span.hours(hours, rest);
  }
  return text.span.days(Math.floor(minutes / MINUTES_PER_DAY));
}

/** A median of minutes ("Primera respuesta"): under a minute reads "1 min", not "0 min". */
export function formatMedianMinutes(minutes: number): string {
  return formatSpan(minutes > 0 && minutes < 1 ? 1 : Math.round(minutes));
}
