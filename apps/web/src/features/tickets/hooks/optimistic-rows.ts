import type { QueryClient } from '@tanstack/react-query';
import type { TicketSummary } from '@atiende/contracts';
import { ticketKeys } from '../api/ticket-keys';
import type { RowChange } from './row-picker-options';

/** A list row as the change will leave it (the server's answer replaces it right after). */
export function withChange(ticket: TicketSummary, change: RowChange): TicketSummary {
  if (change.kind === 'assign')
    return { ...ticket, assignedTo: { id: change.assignedToId, name: change.name } };
  if (change.kind === 'priority') return { ...ticket, priority: change.priority };
  return { ...ticket, status: change.status, customStatus: null };
}

type ListData = { tickets: TicketSummary[] };
const isListData = (data: unknown): data is ListData =>
  typeof data === 'object' && data !== null && Array.isArray((data as ListData).tickets);

/**
 * docs/tickets.md#optimistic-changes: a change made from the list shows at once on every cached
 * list page holding the ticket; the returned function puts those pages back as they were, for
 * when the server refuses it.
 */
export function patchListRows(
  queryClient: QueryClient,
  ticketId: string,
  change: RowChange,
): () => void {
  const snapshots = queryClient.getQueriesData({ queryKey: ticketKeys.lists() });
  for (const [queryKey, data] of snapshots) {
    if (!isListData(data) || !data.tickets.some((ticket) => ticket.id === ticketId)) continue;
    queryClient.setQueryData(queryKey, {
      ...data,
      tickets: data.tickets.map((ticket) =>
        ticket.id === ticketId ? withChange(ticket, change) : ticket,
      ),
    });
  }
  return () => {
    for (const [queryKey, data] of snapshots) queryClient.setQueryData(queryKey, data);
  };
}
