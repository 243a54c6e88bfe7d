import { PERIOD_LABELS, type PeriodRange } from '@atiende/contracts';
import { dashboardOverviewMessages } from '@atiende/contracts/dashboard';
import { formatCount } from '../../../../lib/money';
import { periodDays } from './overview-links';

const text = dashboardOverviewMessages;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * A duration in minutes as people say it (docs/dashboards.md): "45 min", "2 h 15 min", "2 h",
 * "3 días 4 h"; under half a minute "menos de 1 min"; a figure nobody measured "Sin datos".
 * Minutes are rounded first, so 134.6 reads "2 h 15 min".
 */
export function formatDuration(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return text.noData;
  const total = Math.round(minutes);
  if (total < 1) return text.duration.lessThanMinute;
  if (total < MINUTES_PER_HOUR) return text.duration.minutes(total);
  if (total < MINUTES_PER_DAY) {
    const hours = Math.floor(total / MINUTES_PER_HOUR);
    const rest = total % MINUTES_PER_HOUR;
    const hoursText = text.duration.hours(hours);
    return rest === 0 ? hoursText : `${hoursText} ${text.duration.minutes(rest)}`;
  }
  let days = Math.floor(total / MINUTES_PER_DAY);
  let hours = Math.round((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  if (hours === 24) {
    days += 1;
    hours = 0;
  }
  const daysText = text.duration.days(days);
  return hours === 0 ? daysText : `${daysText} ${text.duration.hours(hours)}`;
}

/** Minutes from `since` to `now` (never negative: a clock ahead of the server reads 0). */
export function minutesSince(since: string, now: Date): number {
  const elapsed = (now.getTime() - Date.parse(since)) / 60_000;
  return Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0;
}

/** How long an open ticket has waited: "abierto hace 3 días 4 h". */
export function formatAge(createdAt: string, now: Date): string {
  return text.ticket.age(formatDuration(minutesSince(createdAt, now)));
}

/** "8/10": open tickets over the most a person takes; "3 abiertos" without a maximum. */
export function formatLoad(open: number, maxOpenTickets: number | null): string {
  if (maxOpenTickets === null) return text.load.openOnly(open);
  return text.load.ratio(formatCount(open), formatCount(maxOpenTickets));
}

/**
 * How full the load bar is, 0 to 1: open over the maximum, capped at full; a maximum of 0 with
 * tickets assigned is full; null without a maximum (no bar: nothing to be full against).
 */
export function loadShare(open: number, maxOpenTickets: number | null): number | null {
  if (maxOpenTickets === null) return null;
  if (maxOpenTickets <= 0) return open > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, open / maxOpenTickets));
}

export type TrendDirection = 'up' | 'down' | 'same';

/** A figure of the last 24 hours against the 24 before them. */
export function trendOf(
  current: number,
  before: number,
): {
  direction: TrendDirection;
  difference: number;
  text: string;
} {
  const difference = current - before;
  const direction: TrendDirection = difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  return { direction, difference, text: text.sinceYesterday.trend(difference) };
}

const percentFormat = new Intl.NumberFormat('es-PE', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/** A part of a whole as "60 %" (es-PE); nothing of nothing is 0 %. */
export function formatShare(part: number, whole: number): string {
  return percentFormat.format(whole > 0 ? part / whole : 0);
}

/** "07/11", the short day of a chart's axis, from an ISO day. */
export function shortDay(isoDay: string): string {
  const [, month, day] = isoDay.split('-');
  return `${day}/${month}`;
}

/** "07/11/2026", from an ISO day (the API's `flow[].date`), without time-zone arithmetic. */
export function longDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** The period in words for a sentence: "últimos 7 días", or "del 01/11/2026 al 15/11/2026". */
export function periodDescription(range: PeriodRange): string {
  if (range.period !== 'custom') return PERIOD_LABELS[range.period].toLowerCase();
  const days = periodDays(range);
  return text.kpis.customRange(longDay(days.from), longDay(days.to));
}
