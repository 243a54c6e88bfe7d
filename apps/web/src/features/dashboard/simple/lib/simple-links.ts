import type { NamedPeriod, TicketPriority, TicketStatus } from '@atiende/contracts';

/** The ticket list filters a figure of the light dashboard links to (the list reads them). */
export interface TicketListLink {
  status?: TicketStatus;
  priority?: TicketPriority;
  /** A user id, or `me` / `none` (unassigned). */
  assignedToId?: string;
  departmentId?: string;
  /** Lima days, both included, on the ticket's creation date. */
  from?: string;
  to?: string;
  /** Lima days, both included, on the ticket's resolution (docs/tickets.md#list-filters). */
  resolvedFrom?: string;
  resolvedTo?: string;
  view?: 'open' | 'completed' | 'all';
}

/**
 * `/tickets?…` with the filters in the list's own order (status, priority, assignedToId,
 * departmentId, from, to, resolvedFrom, resolvedTo, view), so a figure opens the list exactly as its filter bar would
 * write it (docs/dashboards.md: every figure is a link into the filtered list).
 */
export function ticketListHref(filters: TicketListLink): string {
  const params = new URLSearchParams();
  const order = [
    'status',
    'priority',
    'assignedToId',
    'departmentId',
    'from',
    'to',
    'resolvedFrom',
    'resolvedTo',
    'view',
  ] as const;
  for (const key of order) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/tickets?${query}` : '/tickets';
}

export function ticketHref(ticketId: string): string {
  return `/tickets/${ticketId}`;
}

/** The periods the light dashboard offers, as plain links; the overview's default first. */
export const SIMPLE_PERIODS = ['7d', 'today', '30d'] as const satisfies readonly NamedPeriod[];
export type SimplePeriod = (typeof SIMPLE_PERIODS)[number];

/** `?period=` of the address when it is one of SIMPLE_PERIODS, else the default (7 days). */
export function periodFromSearch(search: string): SimplePeriod {
  const value = new URLSearchParams(search).get('period');
  return SIMPLE_PERIODS.find((period) => period === value) ?? SIMPLE_PERIODS[0];
}

const limaParts = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "10:04" today, "27/11/2026 10:04" another day, in Lima. A copy of lib/dates' rule on purpose:
 * lib/dates lives in the chunk the staff screens share, with part of the chart library, and this
 * page must not download it (docs/dashboards.md, light dashboard's weight).
 */
export function limaTime(iso: string, now: Date = new Date()): string {
  const read = (date: Date) => {
    const parts: Record<string, string> = {};
    for (const part of limaParts.formatToParts(date)) parts[part.type] = part.value;
    return parts;
  };
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const at = read(date);
  const today = read(now);
  const time = `${at.hour}:${at.minute}`;
  const isToday = at.day === today.day && at.month === today.month && at.year === today.year;
  return isToday ? time : `${at.day}/${at.month}/${at.year} ${time}`;
}

/** The Lima day of an instant, "2026-11-26" (for the list's from/to). */
export function limaDay(instant: Date): string {
  const parts: Record<string, string> = {};
  for (const part of limaParts.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The answer's half-open range [from, to) as the list's Lima days, both included: `to` is the
 * first instant after the period, so its day is the one before it.
 */
export function rangeDays(range: { from: string; to: string }): { from: string; to: string } {
  return {
    from: limaDay(new Date(range.from)),
    to: limaDay(new Date(Date.parse(range.to) - 1)),
  };
}

/**
 * The Lima days the técnico's «Hoy» and «Esta semana» start on: the day of the figures and the
 * Monday of its week (docs/dashboards.md "Técnico"). A copy of the técnico dashboard's, on
 * purpose, like limaTime.
 */
export function todayAndWeekStart(generatedAt: string): { today: string; weekStart: string } {
  const today = limaDay(new Date(generatedAt));
  const noon = new Date(`${today}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - ((noon.getUTCDay() + 6) % 7));
  return { today, weekStart: noon.toISOString().slice(0, 10) };
}
