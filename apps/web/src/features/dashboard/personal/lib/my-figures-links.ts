import { toIsoDay } from '../../../../lib/dates';
import { ticketListHref } from '../../../../lib/ticket-list-href';

/**
 * docs/dashboards.md "Técnico": the Lima days «Hoy» and «Esta semana» start on — today, and the
 * Monday of this week (today on a Monday) — for the moment the figures were computed.
 */
export function todayAndWeekStart(generatedAt: string): { today: string; weekStart: string } {
  const today = toIsoDay(generatedAt) ?? '';
  // Noon UTC of that Lima day: its weekday, whatever the browser's own time zone.
  const noon = new Date(`${today}T12:00:00Z`);
  const sinceMonday = (noon.getUTCDay() + 6) % 7;
  noon.setUTCDate(noon.getUTCDate() - sinceMonday);
  return { today, weekStart: noon.toISOString().slice(0, 10) };
}

/**
 * The tickets assigned to me resolved since a Lima day, as «Tickets resueltos» counts them
 * (docs/tickets.md#list-filters: by day of resolution; a reopened ticket leaves them).
 */
export function myResolvedSince(day: string): string {
  return ticketListHref({ assignedToId: 'me', resolvedFrom: day, view: 'all' });
}
