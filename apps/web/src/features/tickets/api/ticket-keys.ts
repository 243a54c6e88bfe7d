import type { TicketListFilters } from '../hooks/list-filters';

/** The last part of every customer panel's key (its notes are shared by several tickets). */
export const CUSTOMER_CONTEXT_PART = 'customer-context';

/** docs/conventions.md#web-data-layer: the one key factory of the tickets feature. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (filters: TicketListFilters) => [...ticketKeys.lists(), filters] as const,
  /** The first 100 tickets of a view ("Seleccionar los N de esta vista"). */
  viewHead: (filters: TicketListFilters) => [...ticketKeys.lists(), 'view-head', filters] as const,
  /**
   * How many tickets each view tab holds. Under `lists()` so the user's own changes refresh it;
   * others' changes refresh it through a coalescer (hooks/view-count-refresh.ts).
   */
  viewCounts: () => [...ticketKeys.lists(), 'view-counts'] as const,
  /**
   * A list page fetched in the background after someone else's change
   * (docs/product/tickets.md#live-updates): held apart from the shown page, so it never replaces
   * rows under the pointer. Outside `lists()` on purpose.
   */
  pendingLists: () => [...ticketKeys.all, 'pending-list'] as const,
  pendingList: (filters: TicketListFilters) => [...ticketKeys.pendingLists(), filters] as const,
  details: () => [...ticketKeys.all, 'detail'] as const,
  detail: (ticketId: string) => [...ticketKeys.details(), ticketId] as const,
  /**
   * `/tickets/8`: the ticket a number names, read once to learn its id; the page then reads and
   * changes it under `detail(id)` (docs/tickets.md#ticket-numbers).
   */
  byNumber: (ticketNumber: string) => [...ticketKeys.all, 'by-number', ticketNumber] as const,
  /** Under the ticket's key: whatever refreshes the ticket refreshes its customer panel too. */
  customerContext: (ticketId: string) =>
    [...ticketKeys.detail(ticketId), CUSTOMER_CONTEXT_PART] as const,
  comments: (ticketId: string) => [...ticketKeys.detail(ticketId), 'comments'] as const,
  history: (ticketId: string) => [...ticketKeys.detail(ticketId), 'history'] as const,
  attachments: (ticketId: string) => [...ticketKeys.detail(ticketId), 'attachments'] as const,
  /** Under the ticket's key: the ticket's live events refresh its SLA panel too. */
  sla: (ticketId: string) => [...ticketKeys.detail(ticketId), 'sla'] as const,
  attachmentBlob: (url: string) => [...ticketKeys.all, 'attachment-blob', url] as const,
  savedViews: () => [...ticketKeys.all, 'saved-views'] as const,
  /** The name of the company the list is filtered by, when its rows do not tell it. */
  customerName: (customerId: string) => [...ticketKeys.all, 'customer-name', customerId] as const,
};

/** Ticket data changes often while a team works it: refetch after 30 s instead of 5 min. */
export const TICKET_STALE_TIME_MS = 30_000;
