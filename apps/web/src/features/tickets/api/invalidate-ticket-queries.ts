import type { QueryClient } from '@tanstack/react-query';
import type { TicketListFilters } from '../hooks/list-filters';
import { pendingTicketsQueryOptions } from './get-tickets';
import { ticketKeys } from './ticket-keys';

/** The filters of a shown list page's key (`ticketKeys.list`), not of `viewHead`'s. */
function listFiltersOf(queryKey: readonly unknown[]): TicketListFilters | null {
  const filters = queryKey[ticketKeys.lists().length];
  return typeof filters === 'object' && filters !== null ? (filters as TicketListFilters) : null;
}

/**
 * Live updates from the socket: changes made by others (docs/conventions.md#web-data-layer: events
 * only invalidate keys, they never patch data). The changed tickets refetch their detail (with its
 * comments, history and attachments, which sit under the detail key).
 *
 * Lists follow docs/product/tickets.md#live-updates instead, "never insert, remove or reorder rows
 * while someone works in it": every list is marked stale without refetching (the next mount or
 * change of view gets fresh rows), and each list on screen fetches the same page again into its
 * pending key, which the list compares with the rows it shows ("3 nuevos tickets — Mostrar", rows
 * updated in place, "Ya no está en esta vista"). The user's own actions still invalidate
 * `ticketKeys.lists()` and refetch at once. `useTicketLiveUpdates` calls this for the socket's
 * `ticket_changed`.
 */
export function invalidateTicketQueries(
  queryClient: QueryClient,
  ticketIds: readonly string[],
): void {
  for (const ticketId of new Set(ticketIds)) {
    void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
  }
  void queryClient.invalidateQueries({ queryKey: ticketKeys.lists(), refetchType: 'none' });
  const shown = queryClient
    .getQueryCache()
    .findAll({ queryKey: ticketKeys.lists(), type: 'active' });
  for (const query of shown) {
    const filters = listFiltersOf(query.queryKey);
    // A failed background fetch changes nothing on screen; the next push or view tries again.
    if (filters) void queryClient.fetchQuery(pendingTicketsQueryOptions(filters)).catch(() => {});
  }
}
