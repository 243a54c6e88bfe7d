import type { reassignTicketInputSchema } from '@atiende/contracts';
import type { z } from 'zod';
import { ticketPath, sendTicket, useTicketChange } from './ticket-request';

export type ReassignInput = z.input<typeof reassignTicketInputSchema>;

/**
 * POST /api/tickets/:id/reassign {assignedToId, reason}: the new técnico is notified
 * (docs/product/tickets.md).
 */
export function useReassignTicket(ticketId: string) {
  return useTicketChange(ticketId, (input: ReassignInput) =>
    sendTicket('POST', `${ticketPath(ticketId)}/reassign`, input),
  );
}
