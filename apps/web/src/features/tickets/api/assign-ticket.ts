import { ticketPath, sendTicket, useTicketChange } from './ticket-request';

/** POST /api/tickets/:id/assign {assignedToId}. */
export function useAssignTicket(ticketId: string) {
  return useTicketChange(ticketId, (assignedToId: string) =>
    sendTicket('POST', `${ticketPath(ticketId)}/assign`, { assignedToId }),
  );
}
