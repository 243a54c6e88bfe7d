import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketListResponse } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { toApiQuery, type TicketListFilters } from '../hooks/list-filters';
import { loadTicketValidation } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** GET /api/tickets: one page of the list, scoped by role on the server. */
export async function getTickets(
  filters: TicketListFilters,
  signal?: AbortSignal,
): Promise<TicketListResponse> {
  const data = await apiRequest('/tickets', { query: toApiQuery(filters), signal });
  const { ticketListResponseSchema } = await loadTicketValidation();
  return ticketListResponseSchema.parse(data);
}

export function ticketsQueryOptions(filters: TicketListFilters) {
  return queryOptions({
    queryKey: ticketKeys.list(filters),
    queryFn: ({ signal }) => getTickets(filters, signal),
    staleTime: TICKET_STALE_TIME_MS,
    // UX.md §5: a new page or filter keeps the old rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTickets(filters: TicketListFilters) {
  return useQuery(ticketsQueryOptions(filters));
}
