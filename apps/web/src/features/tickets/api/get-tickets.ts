import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketListResponse } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { PAGE_SIZE, toApiQuery, type TicketListFilters } from '../hooks/list-filters';
import { VIEW_SELECTION_LIMIT } from '../hooks/view-selection';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** GET /api/tickets: one page of the list, scoped by role on the server. */
export async function getTickets(
  filters: TicketListFilters,
  signal?: AbortSignal,
  limit: number = PAGE_SIZE,
): Promise<TicketListResponse> {
  return apiGet('/tickets', ticketSchema('ticketListResponseSchema'), {
    query: toApiQuery(filters, limit),
    signal,
  });
}

export function ticketsQueryOptions(filters: TicketListFilters) {
  return queryOptions({
    queryKey: ticketKeys.list(filters),
    queryFn: ({ signal }) => getTickets(filters, signal),
    staleTime: TICKET_STALE_TIME_MS,
    // docs/product/ui.md#patterns: a new page or filter keeps the old rows on screen until the
    // answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTickets(filters: TicketListFilters) {
  return useQuery(ticketsQueryOptions(filters));
}

/**
 * docs/product/tickets.md#live-updates: the same page fetched again after someone else's change,
 * kept apart from the shown one. Never fetched by mounting (`enabled: false`): the socket fills it
 * with `fetchQuery` (invalidate-ticket-queries.ts) and the list compares it with what it shows
 * (live-list-diff.ts).
 */
export function pendingTicketsQueryOptions(filters: TicketListFilters) {
  return queryOptions({
    queryKey: ticketKeys.pendingList(filters),
    queryFn: ({ signal }) => getTickets(filters, signal),
    staleTime: 0,
    enabled: false,
  });
}

/**
 * "Seleccionar los N de esta vista": the first 100 tickets of the view (page 1, limit 100, the
 * API cap), in the list's order. Always asked fresh: it is read once, to select.
 */
export function viewHeadQueryOptions(filters: TicketListFilters) {
  const head = { ...filters, page: 1 };
  return queryOptions({
    queryKey: ticketKeys.viewHead(head),
    queryFn: ({ signal }) => getTickets(head, signal, VIEW_SELECTION_LIMIT),
    staleTime: 0,
  });
}
