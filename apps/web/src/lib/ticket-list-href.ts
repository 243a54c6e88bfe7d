import type { TicketPriority, TicketSource, TicketStatus } from '@atiende/contracts';

/**
 * A link into the ticket list with its own URL filters (docs/product/tickets.md#ticket-list):
 * `status`, `priority`, `departmentId`, `assignedToId` (an id, `me` or `none`), `source`,
 * `customerId`, `from`/`to` (days of creation, both included), `resolvedFrom`/`resolvedTo` (days
 * of resolution, both included: docs/tickets.md#list-filters), `escalatedFrom`/`reopenedFrom`
 * (escalated or reopened since that day), `view` (`open`: Pendiente, En
 * progreso and Escalado), `sla` and `sort`. Every dashboard figure and every report row that
 * shows tickets opens the list this way (docs/dashboards.md, docs/reports.md#pages).
 */
export interface TicketListLink {
  status?: TicketStatus;
  priority?: TicketPriority;
  departmentId?: string | null;
  assignedToId?: string;
  source?: TicketSource;
  customerId?: string;
  from?: string;
  to?: string;
  resolvedFrom?: string;
  resolvedTo?: string;
  escalatedFrom?: string;
  reopenedFrom?: string;
  view?: 'open' | 'completed' | 'all';
  sla?: 'atRisk' | 'breached';
  sort?: string;
}

const ORDER: ReadonlyArray<keyof TicketListLink> = [
  'status',
  'priority',
  'assignedToId',
  'departmentId',
  'source',
  'customerId',
  'from',
  'to',
  'resolvedFrom',
  'resolvedTo',
  'escalatedFrom',
  'reopenedFrom',
  'view',
  'sla',
  'sort',
];

/** `/tickets?…` with the given filters, empty ones left out, in one fixed order. */
export function ticketListHref(filters: TicketListLink): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/tickets?${query}` : '/tickets';
}
