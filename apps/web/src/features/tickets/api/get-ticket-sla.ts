import { useQuery } from '@tanstack/react-query';
import { ticketSchema } from './load-ticket-validation';
import { ticketPartQuery } from './ticket-request';

const slaQuery = ticketPartQuery(
  'sla',
  ticketSchema('ticketSlaResponseSchema'),
  (data) => data.sla,
);

/**
 * GET /api/tickets/:id/sla: the ticket's clock (docs/sla.md#api), null before it has one. Cached
 * under the ticket's key, so the ticket's live events and the user's changes fetch it again.
 */
export function useTicketSla(ticketId: string, isEnabled: boolean) {
  return useQuery({ ...slaQuery(ticketId), enabled: isEnabled });
}
