import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput, TicketDetail } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/** POST /api/tickets (signed in): 201 with the new ticket. */
export async function createTicket(input: CreateTicketInput): Promise<TicketDetail> {
  const schema = ticketSchema('ticketEnvelopeSchema');
  return (await apiSend('POST', '/tickets', input, schema)).ticket;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
