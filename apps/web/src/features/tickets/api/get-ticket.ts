import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** GET /api/tickets/:id (404 TICKET_NOT_FOUND when the caller may not see it). */
export async function getTicket(ticketId: string, signal?: AbortSignal): Promise<TicketDetail> {
  const data = await apiGet(
    `/tickets/${encodeURIComponent(ticketId)}`,
    ticketSchema('ticketEnvelopeSchema'),
    { signal },
  );
  return data.ticket;
}

export function ticketQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: ticketKeys.detail(ticketId),
    queryFn: ({ signal }) => getTicket(ticketId, signal),
    staleTime: TICKET_STALE_TIME_MS,
  });
}

export function useTicket(ticketId: string) {
  return useQuery(ticketQueryOptions(ticketId));
}
