import { useQuery } from '@tanstack/react-query';
import { ticketSchema } from './load-ticket-validation';
import { ticketPartQuery } from './ticket-request';

const eventsSchema = ticketSchema('ticketEventListResponseSchema');
const historyQuery = ticketPartQuery('history', eventsSchema, (data) => data.events);

/** GET /api/tickets/:id/history: the ticket's events, oldest first. */
export function useTicketHistory(ticketId: string) {
  return useQuery(historyQuery(ticketId));
}
