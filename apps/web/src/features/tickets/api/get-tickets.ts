import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, pagedListQueryOptions } from '../../../lib/api-query';
import { PAGE_SIZE, toApiQuery, type TicketListFilters } from '../hooks/list-filters';
import { VIEW_SELECTION_LIMIT } from '../hooks/view-selection';
import { TICKET_LIST_API_PATH } from './list-request';
import { lazyExport } from '../../../lib/lazy-chunk';
import { loadTicketListValidation } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

const listSchema = lazyExport(loadTicketListValidation, 'ticketListResponseSchema');

/** GET /api/tickets: one page of the list, scoped by role on the server. */
function ticketListRequest(filters: TicketListFilters, limit: number = PAGE_SIZE) {
  const query = toApiQuery(filters, limit);
  return { path: TICKET_LIST_API_PATH, schema: listSchema, query };
}

export function ticketsQueryOptions(filters: TicketListFilters) {
  const request = ticketListRequest(filters);
  return pagedListQueryOptions(ticketKeys.list(filters), request, TICKET_STALE_TIME_MS);
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
  const pending = apiQueryOptions(ticketKeys.pendingList(filters), ticketListRequest(filters), 0);
  return { ...pending, enabled: false };
}

/**
 * "Seleccionar los N de esta vista": the first 100 tickets of the view (page 1, limit 100, the
 * API cap), in the list's order. Always asked fresh: it is read once, to select.
 */
export function viewHeadQueryOptions(filters: TicketListFilters) {
  const head = { ...filters, page: 1 };
  const request = ticketListRequest(head, VIEW_SELECTION_LIMIT);
  return apiQueryOptions(ticketKeys.viewHead(head), request, 0);
}
