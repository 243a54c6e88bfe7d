import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** GET /api/tickets/:id/attachments: every file of the ticket and of its messages. */
export async function getTicketAttachments(
  ticketId: string,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const data = await apiGet(
    `/tickets/${encodeURIComponent(ticketId)}/attachments`,
    ticketSchema('attachmentListResponseSchema'),
    { signal },
  );
  return data.attachments;
}

export function ticketAttachmentsQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: ticketKeys.attachments(ticketId),
    queryFn: ({ signal }) => getTicketAttachments(ticketId, signal),
    staleTime: TICKET_STALE_TIME_MS,
  });
}

export function useTicketAttachments(ticketId: string) {
  return useQuery(ticketAttachmentsQueryOptions(ticketId));
}
