import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput } from '@atiende/contracts';
import { ticketKeys } from './ticket-keys';
import { sendTicket } from './ticket-request';

/** POST /api/tickets (signed in): 201 with the new ticket. */
export function createTicket(input: CreateTicketInput) {
  return sendTicket('POST', '/tickets', input);
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
