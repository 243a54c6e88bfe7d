import type { QueryClient } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/**
 * Live updates (STYLE rule 15: WebSocket events only invalidate keys): the tickets that changed
 * elsewhere refetch their detail (with its comments, history and attachments, which sit under
 * the detail key) and every open list refetches once. Only queries on screen refetch now; the
 * others are marked stale. The app composes this with the notifications socket (src/app).
 */
export function invalidateTicketQueries(
  queryClient: QueryClient,
  ticketIds: readonly string[],
): void {
  for (const ticketId of new Set(ticketIds)) {
    void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
  }
  void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
}
