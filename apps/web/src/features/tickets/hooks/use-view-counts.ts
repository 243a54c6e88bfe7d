import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedViewCount } from '@atiende/contracts';
import { useRealtimeMessage } from '../../../lib/realtime/use-realtime-message';
import { useViewCountsQuery } from '../api/get-view-counts';
import { ticketKeys } from '../api/ticket-keys';
import { createViewCountRefresher } from './view-count-refresh';

/**
 * The view tabs' counts by view id (docs/tickets.md#view-counts), kept live: others' changes
 * (`ticket_changed`) refresh them through the coalescer, the user's own through `lists()`.
 */
export function useViewCounts(isEnabled: boolean): ReadonlyMap<string, SavedViewCount> {
  const queryClient = useQueryClient();
  const query = useViewCountsQuery(isEnabled);
  const [refresher] = useState(() =>
    createViewCountRefresher(() => {
      void queryClient.refetchQueries({ queryKey: ticketKeys.viewCounts(), type: 'active' });
    }),
  );
  useEffect(() => refresher.cancel, [refresher]);
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) refresher.markRefreshed();
  }, [dataUpdatedAt, refresher]);
  useRealtimeMessage('ticket_changed', () => {
    if (isEnabled) refresher.request();
  });
  return useMemo(
    () => new Map((query.data?.counts ?? []).map((count) => [count.id, count])),
    [query.data],
  );
}
