import { useQuery } from '@tanstack/react-query';
import {
  bulkTicketResponseSchema,
  ticketListResponseSchema,
  type BulkTicketResponse,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../../lib/api';
import { useChangeMutation } from '../../../../lib/api-query';
import { overviewKeys } from './get-overview';

/** The bulk endpoint's cap, and so the most tickets the dialog lists. */
export const REASSIGN_LIST_LIMIT = 100;

/**
 * GET /api/tickets?assignedToId=…&view=open: the person's open tickets the viewer may change
 * (the list's visibility rule), the longest waiting first.
 */
export function useOpenTicketsOf(technicianId: string | null, departmentId: string | undefined) {
  return useQuery({
    queryKey: overviewKeys.openTicketsOf(technicianId ?? '', departmentId),
    queryFn: ({ signal }) =>
      apiGet('/tickets', ticketListResponseSchema, {
        query: {
          assignedToId: technicianId ?? undefined,
          departmentId,
          view: 'open',
          sort: 'createdAt',
          page: 1,
          limit: REASSIGN_LIST_LIMIT,
        },
        signal,
      }),
    staleTime: 0,
    enabled: technicianId !== null,
  });
}

/**
 * POST /api/tickets/bulk `{ action: 'assign' }`: each ticket checked as a single reassignment;
 * the panel's figures and the dialog's list refetch afterwards.
 */
export function useReassignTickets() {
  return useChangeMutation(
    (input: { ticketIds: string[]; assignedToId: string }): Promise<BulkTicketResponse> =>
      apiSend('POST', '/tickets/bulk', { action: 'assign', ...input }, bulkTicketResponseSchema),
    { queryKeys: [overviewKeys.all] },
  );
}
