import { useQuery } from '@tanstack/react-query';
import { ticketSchema } from './load-ticket-validation';
import { ticketPartQuery } from './ticket-request';

/** GET /api/tickets/:id (404 TICKET_NOT_FOUND when the caller may not see it). */
export const ticketQueryOptions = ticketPartQuery(
  'detail',
  ticketSchema('ticketEnvelopeSchema'),
  (data) => data.ticket,
);

export function useTicket(ticketId: string) {
  return useQuery(ticketQueryOptions(ticketId));
}
