import type { PeriodRange, TicketPriority, TicketSource, TicketStatus } from '@atiende/contracts';
import { toIsoDay } from '../../../../lib/dates';
import { ticketListHref } from '../../../../lib/ticket-list-href';

// Every figure of the panel opens the ticket list with the filters that make it up
// (docs/dashboards.md "Every figure is a link").
export { ticketListHref, type TicketListLink } from '../../../../lib/ticket-list-href';

/**
 * The Lima days a period covers, as the list's `from`/`to` take them: the answer's range is
 * half-open `[from, to)` in UTC instants, so the last day is the one just before `to`.
 */
export function periodDays(range: Pick<PeriodRange, 'from' | 'to'>): { from: string; to: string } {
  const lastInstant = new Date(Date.parse(range.to) - 1);
  return { from: toIsoDay(range.from) ?? '', to: toIsoDay(lastInstant) ?? '' };
}

/** The links of one panel: every one keeps the panel's department filter. */
export function overviewLinks(scope: { departmentId?: string; range: PeriodRange }) {
  const departmentId = scope.departmentId;
  const days = periodDays(scope.range);
  const inPeriod = { ...days, departmentId };
  const resolvedInPeriod = { resolvedFrom: days.from, resolvedTo: days.to, departmentId };
  return {
    open: ticketListHref({ view: 'open', departmentId }),
    unassigned: ticketListHref({ assignedToId: 'none', view: 'open', departmentId }),
    status: (status: TicketStatus) => ticketListHref({ status, departmentId }),
    priority: (priority: TicketPriority) =>
      ticketListHref({ priority, view: 'open', departmentId }),
    /**
     * A department's open tickets (the panel's own filter gives way to the row's); `none`, those
     * without a department (the "Sin departamento" row).
     */
    department: (id: string) => ticketListHref({ departmentId: id, view: 'open' }),
    assignee: (userId: string) =>
      ticketListHref({ assignedToId: userId, view: 'open', departmentId }),
    /** What a person resolved in the period (Carga del equipo). */
    assigneeResolved: (userId: string) =>
      ticketListHref({ assignedToId: userId, ...resolvedInPeriod, view: 'all' }),
    /** The oldest first, as the "Los más antiguos" card lists them. */
    oldest: ticketListHref({ view: 'open', sort: 'createdAt', departmentId }),
    created: ticketListHref({ ...inPeriod, view: 'all' }),
    /** Resolved in the period: by day of resolution (docs/tickets.md#list-filters). */
    resolved: ticketListHref({ ...resolvedInPeriod, view: 'all' }),
    /** Created since a Lima day ("Desde ayer": the list filters by whole days). */
    createdSince: (day: string) => ticketListHref({ from: day, view: 'all', departmentId }),
    /** Resolved since a Lima day ("Desde ayer", whole days too). */
    resolvedSince: (day: string) =>
      ticketListHref({ resolvedFrom: day, view: 'all', departmentId }),
    createdOn: (day: string) => ticketListHref({ from: day, to: day, view: 'all', departmentId }),
    resolvedOn: (day: string) =>
      ticketListHref({ resolvedFrom: day, resolvedTo: day, view: 'all', departmentId }),
    source: (source: TicketSource) => ticketListHref({ ...inPeriod, source, view: 'all' }),
    customer: (customerId: string) => ticketListHref({ customerId, view: 'open', departmentId }),
    /** Escalated / reopened since a Lima day ("Desde ayer", whole days). */
    escalatedSince: (day: string) =>
      ticketListHref({ escalatedFrom: day, view: 'all', departmentId }),
    reopenedSince: (day: string) =>
      ticketListHref({ reopenedFrom: day, view: 'all', departmentId }),
  };
}
export type OverviewLinks = ReturnType<typeof overviewLinks>;

/** The ticket's own page. */
export function ticketHref(ticket: { id: string }): string {
  return `/tickets/${ticket.id}`;
}
