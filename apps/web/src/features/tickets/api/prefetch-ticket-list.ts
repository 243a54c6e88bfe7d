import { queryClient } from '../../../lib/query-client';
import { parseFilters } from '../hooks/list-filters';
import { ticketsQueryOptions } from './get-tickets';
import { listSearchFor } from './list-request';
import { loadTicketListValidation } from './load-ticket-validation';

export { listSearchFor } from './list-request';

/**
 * docs/performance.md (2026-11-26, second pass): the list's first page asked for as soon as the
 * pages' code has loaded, beside the session check, instead of after the layout's first render.
 * Same query as the list's (get-tickets.ts), so the list takes over the request in flight. The
 * role is only a hint for the view: the server decides what the answer holds. Settles (never
 * rejects) when the answer is in the cache or has failed: the list shows the failure itself.
 */
export function prefetchTicketList(search: string, role: string | undefined): Promise<void> {
  void loadTicketListValidation();
  return queryClient.prefetchQuery(ticketsQueryOptions(parseFilters(listSearchFor(search, role))));
}
