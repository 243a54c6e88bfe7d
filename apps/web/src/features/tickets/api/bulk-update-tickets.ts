import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';
import type { BulkResult } from './ticket-validation';

export type BulkInput =
  | { action: 'assign'; ticketIds: string[]; assignedToId: string }
  | { action: 'status'; ticketIds: string[]; status: TicketStatus; resolution?: string }
  | { action: 'priority'; ticketIds: string[]; priority: TicketPriority };

/** UX.md §2.1 + the API cap: at most 100 tickets per bulk call. */
export const BULK_LIMIT = 100;

/** POST /api/tickets/bulk: which tickets changed and which did not (with the reason). */
export async function bulkUpdateTickets(input: BulkInput): Promise<BulkResult> {
  const data = await apiRequest('/tickets/bulk', { method: 'POST', body: input });
  const { bulkResultSchema } = await loadTicketValidation();
  return bulkResultSchema.parse(data);
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
