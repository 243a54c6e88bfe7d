import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerNotesInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { CUSTOMER_CONTEXT_PART, ticketKeys } from './ticket-keys';
import { ticketPath } from './ticket-request';

/**
 * PUT /api/tickets/:id/customer-notes (staff): the answer is the panel as it now is; the panels
 * of the customer's other tickets hold the same notes, so every cached panel refetches.
 */
export function useSaveCustomerNotes(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerNotesInput) =>
      apiSend(
        'PUT',
        `${ticketPath(ticketId)}/customer-notes`,
        input,
        ticketSchema('customerContextSchema'),
      ),
    onSuccess: async (context) => {
      queryClient.setQueryData(ticketKeys.customerContext(ticketId), context);
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey.at(-1) === CUSTOMER_CONTEXT_PART && query.queryKey[2] !== ticketId,
      });
    },
  });
}
