import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkTicketResponse, bulkTicketInputSchema } from '@atiende/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

export type BulkInput = z.input<typeof bulkTicketInputSchema>;

/** docs/product/tickets.md#ticket-list + the API cap: at most 100 tickets per bulk call. */
export const BULK_LIMIT = 100;

/**
 * POST /api/tickets/bulk: which tickets changed and which did not (with the reason). A ticket
 * the caller may not see fails with `number: null`.
 */
export function bulkUpdateTickets(input: BulkInput): Promise<BulkTicketResponse> {
  return apiSend('POST', '/tickets/bulk', input, ticketSchema('bulkTicketResponseSchema'));
}

export function useBulkUpdateTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateTickets,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.details() });
    },
  });
}
