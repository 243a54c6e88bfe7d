import { queryClient } from '../../../lib/query-client';
import { MINE_VIEW_QUERY } from '../hooks/built-in-views';
import { parseFilters } from '../hooks/list-filters';
import { ticketsQueryOptions } from './get-tickets';
import { loadTicketValidation } from './load-ticket-validation';

/**
 * The query string the list shows for this address: a técnico without filters lands on "Mis
 * abiertos" (docs/product/tickets.md#ticket-list); the /tickets route (app/route-pages.ts)
 * redirects there before the list mounts.
 */
export function listSearchFor(search: string, role: string | undefined): URLSearchParams {
  const params = new URLSearchParams(search);
  return role === 'TECHNICIAN' && params.size === 0 ? new URLSearchParams(MINE_VIEW_QUERY) : params;
}

/**
 * docs/performance.md (2026-11-26, second pass): the list's first page asked for as soon as the
 * pages' code has loaded, beside the session check, instead of after the layout's first render.
 * Same query as the list's (get-tickets.ts), so the list takes over the request in flight. The
 * role is only a hint for the view: the server decides what the answer holds. Settles (never
 * rejects) when the answer is in the cache or has failed: the list shows the failure itself.
 */
export function prefetchTicketList(search: string, role: string | undefined): Promise<void> {
  void loadTicketValidation();
  return queryClient.prefetchQuery(ticketsQueryOptions(parseFilters(listSearchFor(search, role))));
}
