import { useQuery } from '@tanstack/react-query';
import { ticketSchema } from './load-ticket-validation';
import { ticketPartQuery } from './ticket-request';

const commentsSchema = ticketSchema('commentListResponseSchema');
const commentsQuery = ticketPartQuery('comments', commentsSchema, (data) => data.comments);

/** GET /api/tickets/:id/comments (docs/product/tickets.md: internal ones only reach staff). */
export function useTicketComments(ticketId: string) {
  return useQuery(commentsQuery(ticketId));
}
