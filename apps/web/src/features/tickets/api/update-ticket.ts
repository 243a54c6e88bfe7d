import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, UpdateTicketInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/**
 * PUT /api/tickets/:id with the ticket's `version` (409 VERSION_CONFLICT when someone saved
 * first; 409 TRANSITION_NOT_ALLOWED; RESUELTO needs `resolution`).
 */
export async function updateTicket(
  ticketId: string,
  input: UpdateTicketInput,
): Promise<TicketDetail> {
  const schema = ticketSchema('ticketEnvelopeSchema');
  return (await apiSend('PUT', `/tickets/${encodeURIComponent(ticketId)}`, input, schema)).ticket;
}

export function useUpdateTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTicketInput) => updateTicket(ticketId, input),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.history(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
