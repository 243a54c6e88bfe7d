import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateTicketQueries } from './invalidate-ticket-queries';
import { ticketKeys } from './ticket-keys';

describe('invalidateTicketQueries (live updates from the socket)', () => {
  it('marks the changed tickets, their timelines and every list stale, nothing else', () => {
    const queryClient = new QueryClient();
    const filters = { page: 1 } as Parameters<typeof ticketKeys.list>[0];
    for (const key of [
      ticketKeys.detail('a'),
      ticketKeys.comments('a'),
      ticketKeys.detail('b'),
      ticketKeys.list(filters),
      ticketKeys.departments(),
    ]) {
      queryClient.setQueryData(key, {});
    }
    invalidateTicketQueries(queryClient, ['a', 'a']);
    const isStale = (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated ?? false;
    expect(isStale(ticketKeys.detail('a'))).toBe(true);
    expect(isStale(ticketKeys.comments('a'))).toBe(true);
    expect(isStale(ticketKeys.list(filters))).toBe(true);
    expect(isStale(ticketKeys.detail('b'))).toBe(false);
    expect(isStale(ticketKeys.departments())).toBe(false);
  });
});
