import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

export interface ReassignInput {
  assignedToId: string;
  reason: string;
}

/** POST /api/tickets/:id/reassign {assignedToId, reason}: the new técnico is notified (spec §4). */
export async function reassignTicket(
  ticketId: string,
  input: ReassignInput,
): Promise<TicketDetail> {
  const data = await apiRequest(`/tickets/${encodeURIComponent(ticketId)}/reassign`, {
    method: 'POST',
    body: input,
  });
  const { ticketEnvelopeSchema } = await loadTicketValidation();
  return ticketEnvelopeSchema.parse(data).ticket;
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
