import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/** POST /api/tickets/:id/assign {assignedToId}. */
export async function assignTicket(ticketId: string, assignedToId: string): Promise<TicketDetail> {
  const schema = ticketSchema('ticketEnvelopeSchema');
  return (
    await apiSend(
      'POST',
      `/tickets/${encodeURIComponent(ticketId)}/assign`,
      { assignedToId },
      schema,
    )
  ).ticket;
}

export function useAssignTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignedToId: string) => assignTicket(ticketId, assignedToId),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.history(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
