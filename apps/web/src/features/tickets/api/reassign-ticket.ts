import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, reassignTicketInputSchema } from '@atiende/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

export type ReassignInput = z.input<typeof reassignTicketInputSchema>;

/**
 * POST /api/tickets/:id/reassign {assignedToId, reason}: the new técnico is notified
 * (docs/product/tickets.md).
 */
export async function reassignTicket(
  ticketId: string,
  input: ReassignInput,
): Promise<TicketDetail> {
  const schema = ticketSchema('ticketEnvelopeSchema');
  return (await apiSend('POST', `/tickets/${encodeURIComponent(ticketId)}/reassign`, input, schema))
    .ticket;
}

export function useReassignTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReassignInput) => reassignTicket(ticketId, input),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.history(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
