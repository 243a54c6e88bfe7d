import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/** POST /api/tickets/:id/assign {assignedToId}. */
export async function assignTicket(ticketId: string, assignedToId: string): Promise<TicketDetail> {
  const data = await apiRequest(`/tickets/${encodeURIComponent(ticketId)}/assign`, {
    method: 'POST',
    body: { assignedToId },
  });
  const { ticketEnvelopeSchema } = await loadTicketValidation();
  return ticketEnvelopeSchema.parse(data).ticket;
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
