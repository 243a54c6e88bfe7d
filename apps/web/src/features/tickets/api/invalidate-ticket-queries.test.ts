import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TicketListFilters } from '../hooks/list-filters';
import { invalidateTicketQueries } from './invalidate-ticket-queries';
import { ticketKeys } from './ticket-keys';

const fetchPending = vi.hoisted(() => vi.fn(async () => ({ tickets: [], fresh: true })));

// The pending page's fetcher, without the network: the options keep their real key.
vi.mock('./get-tickets', async () => {
  const { ticketKeys: keys } = await import('./ticket-keys');
  return {
    pendingTicketsQueryOptions: (filters: TicketListFilters) => ({
      queryKey: keys.pendingList(filters),
      queryFn: fetchPending,
      staleTime: 0,
    }),
  };
});

const filtersOf = (page: number) => ({ page }) as TicketListFilters;

describe('invalidateTicketQueries (changes by others, from the socket)', () => {
  it('marks the changed tickets, their timelines and every list stale, nothing else', () => {
    const queryClient = new QueryClient();
    for (const key of [
      ticketKeys.detail('a'),
      ticketKeys.comments('a'),
      ticketKeys.detail('b'),
      ticketKeys.list(filtersOf(1)),
      ticketKeys.savedViews(),
    ]) {
      queryClient.setQueryData(key, {});
    }
    invalidateTicketQueries(queryClient, ['a', 'a']);
    const isStale = (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated ?? false;
    expect(isStale(ticketKeys.detail('a'))).toBe(true);
    expect(isStale(ticketKeys.comments('a'))).toBe(true);
    expect(isStale(ticketKeys.list(filtersOf(1)))).toBe(true);
    expect(isStale(ticketKeys.detail('b'))).toBe(false);
    expect(isStale(ticketKeys.savedViews())).toBe(false);
  });

  it('never refetches a shown list: the list on screen fetches its pending page instead', async () => {
    fetchPending.mockClear();
    const queryClient = new QueryClient();
    const shown = { tickets: [], shown: true };
    const fetchShown = vi.fn(async () => shown);
    queryClient.setQueryData(ticketKeys.list(filtersOf(2)), shown);
    queryClient.setQueryData(ticketKeys.list(filtersOf(3)), shown); // cached, not on screen
    queryClient.setQueryData(ticketKeys.viewHead(filtersOf(2)), shown);
    const observer = new QueryObserver(queryClient, {
      queryKey: ticketKeys.list(filtersOf(2)),
      queryFn: fetchShown,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});

    invalidateTicketQueries(queryClient, ['a']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(ticketKeys.pendingList(filtersOf(2)))).toEqual({
        tickets: [],
        fresh: true,
      }),
    );

    expect(fetchPending).toHaveBeenCalledTimes(1);
    expect(fetchShown).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(ticketKeys.list(filtersOf(2)))).toBe(shown);
    expect(queryClient.getQueryData(ticketKeys.pendingList(filtersOf(3)))).toBeUndefined();
    unsubscribe();
  });
});
