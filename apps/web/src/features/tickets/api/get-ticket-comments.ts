import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** GET /api/tickets/:id/comments (docs/product/tickets.md: internal ones only reach staff). */
export async function getTicketComments(
  ticketId: string,
  signal?: AbortSignal,
): Promise<Comment[]> {
  const data = await apiGet(
    `/tickets/${encodeURIComponent(ticketId)}/comments`,
    ticketSchema('commentListResponseSchema'),
    { signal },
  );
  return data.comments;
}

export function ticketCommentsQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: ticketKeys.comments(ticketId),
    queryFn: ({ signal }) => getTicketComments(ticketId, signal),
    staleTime: TICKET_STALE_TIME_MS,
  });
}

export function useTicketComments(ticketId: string) {
  return useQuery(ticketCommentsQueryOptions(ticketId));
}
