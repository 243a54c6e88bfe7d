import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput } from '@atiende/contracts';
import { ticketKeys } from './ticket-keys';
import { sendTicket } from './ticket-request';

export interface CreateTicketRequest {
  input: CreateTicketInput;
  /** Files picked in the form; none sends JSON. */
  files: readonly File[];
}

/**
 * POST /api/tickets (signed in): 201 with the new ticket. With files, multipart with the same
 * fields (`productIds` repeated) and one `attachments` part per file, files last
 * (docs/tickets.md#creating-a-ticket).
 */
export function createTicket({ input, files }: CreateTicketRequest) {
  if (files.length === 0) return sendTicket('POST', '/tickets', input);
  const body = new FormData();
  body.append('title', input.title);
  body.append('description', input.description);
  body.append('departmentId', input.departmentId);
  body.append('priority', input.priority);
  for (const productId of input.productIds) body.append('productIds', productId);
  for (const file of files) body.append('attachments', file, file.name);
  return sendTicket('POST', '/tickets', body);
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
