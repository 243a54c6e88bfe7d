import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** GET /api/tickets/:id/attachments: every file of the ticket and of its messages. */
export async function getTicketAttachments(
  ticketId: string,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const data = await apiRequest(`/tickets/${encodeURIComponent(ticketId)}/attachments`, { signal });
  const { attachmentListSchema } = await loadTicketValidation();
  return attachmentListSchema.parse(data).attachments;
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
