import type { UpdateTicketInput } from '@atiende/contracts';
import { ticketPath, sendTicket, useTicketChange } from './ticket-request';

/**
 * PUT /api/tickets/:id with the ticket's `version` (409 VERSION_CONFLICT when someone saved
 * first; 409 TRANSITION_NOT_ALLOWED; RESUELTO needs `resolution`).
 */
export function useUpdateTicket(ticketId: string) {
  return useTicketChange(ticketId, (input: UpdateTicketInput) =>
    sendTicket('PUT', ticketPath(ticketId), input),
  );
}
