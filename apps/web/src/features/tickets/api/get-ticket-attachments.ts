import { useQuery } from '@tanstack/react-query';
import { ticketSchema } from './load-ticket-validation';
import { ticketPartQuery } from './ticket-request';

const attachmentsQuery = ticketPartQuery(
  'attachments',
  ticketSchema('attachmentListResponseSchema'),
  (data) => data.attachments,
);

/** GET /api/tickets/:id/attachments: every file of the ticket and of its messages. */
export function useTicketAttachments(ticketId: string) {
  return useQuery(attachmentsQuery(ticketId));
}
