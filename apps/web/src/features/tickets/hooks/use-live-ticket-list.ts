import { useEffect, useMemo, useRef } from 'react';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { TicketSummary } from '@atiende/contracts';
import { ticketQueryOptions } from '../api/get-ticket';
import { pendingTicketsQueryOptions, useTickets } from '../api/get-tickets';
import { ticketKeys } from '../api/ticket-keys';
import { diffTicketPage, withLatestGoneRows } from './live-list-diff';
import type { TicketListFilters } from './list-filters';

const dataOf = (results: UseQueryResult<TicketSummary>[]) => results.map((result) => result.data);

/**
 * docs/product/tickets.md#live-updates live list. The shown page is the list query's data: the
 * user's own actions, a new view, page or sort refetch it and it shows at once. Someone else's
 * change fills the pending page instead (invalidate-ticket-queries.ts); while it is newer than the
 * shown one, the list keeps its rows and order, updates rows in place, dims the ones that left and
 * counts the new ones. `showNew` ("Mostrar") makes the pending page the shown one and moves focus
 * to the first new row once it is drawn inside `list`.
 */
export function useLiveTicketList(filters: TicketListFilters, list: HTMLElement | null) {
  const queryClient = useQueryClient();
  const query = useTickets(filters);
  const pending = useQuery(pendingTicketsQueryOptions(filters));
  // The row to focus once drawn; a ref: focusing renders nothing.
  const focusId = useRef<string | null>(null);

  const isPendingNewer =
    query.isSuccess &&
    !query.isPlaceholderData &&
    pending.data !== undefined &&
    pending.dataUpdatedAt > query.dataUpdatedAt;
  const shownTickets = query.data?.tickets;
  const freshTickets = isPendingNewer ? pending.data?.tickets : undefined;
  const diff = useMemo(
    () => diffTicketPage(shownTickets ?? [], freshTickets),
    [shownTickets, freshTickets],
  );
  // Rows that left the page are fetched on their own, to show what became of them.
  const goneLatest = useQueries({
    queries: [...diff.goneIds].map((id) => ({ ...ticketQueryOptions(id), retry: false })),
    combine: dataOf,
  });
  const page = useMemo(() => withLatestGoneRows(diff, goneLatest), [diff, goneLatest]);

  const showNew = () => {
    if (!isPendingNewer || !pending.data) return;
    queryClient.setQueryData(ticketKeys.list(filters), pending.data);
    focusId.current = page.newIds[0] ?? null;
  };

  // The new rows are drawn after the cache notifies the list, so the focus waits for them.
  useEffect(() => {
    const id = focusId.current;
    if (!id || !list) return;
    // A table row holds its link; a card is its link.
    const row = list.querySelector<HTMLElement>(`[data-ticket-id="${CSS.escape(id)}"]`);
    const link = row?.matches('[data-ticket-link]')
      ? row
      : row?.querySelector<HTMLElement>('[data-ticket-link]');
    if (!link) return;
    focusId.current = null;
    link.focus();
  }, [list, shownTickets]);

  return { query, page, showNew };
}
