import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketEvent } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** GET /api/tickets/:id/history: the ticket's events, oldest first. */
export async function getTicketHistory(
  ticketId: string,
  signal?: AbortSignal,
): Promise<TicketEvent[]> {
  const data = await apiGet(
    `/tickets/${encodeURIComponent(ticketId)}/history`,
    ticketSchema('ticketEventListResponseSchema'),
    { signal },
  );
  return data.events;
}

export function ticketHistoryQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: ticketKeys.history(ticketId),
    queryFn: ({ signal }) => getTicketHistory(ticketId, signal),
    staleTime: TICKET_STALE_TIME_MS,
  });
}

export function useTicketHistory(ticketId: string) {
  return useQuery(ticketHistoryQueryOptions(ticketId));
}
