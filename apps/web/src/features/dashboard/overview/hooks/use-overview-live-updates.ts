import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../../lib/realtime/use-realtime-message';
import { overviewKeys } from '../api/get-overview';
import { createCoalescedRefresher, type CoalescedRefresher } from '../lib/coalesced-refresh';

/**
 * docs/dashboards.md "Live figures": every `ticket_changed` the viewer may see marks the panel's
 * figures stale — coalesced, so the panel refetches at most once every few seconds however many
 * events arrive; what a dropped socket missed comes with the minute's refetch (get-overview.ts).
 * Socket messages never patch the figures (docs/conventions.md#web-data-layer). Returns the
 * refresher, so a change made on the panel itself can restart its interval.
 */
export function useOverviewLiveUpdates(): CoalescedRefresher {
  const queryClient = useQueryClient();
  const [refresher] = useState(() =>
    createCoalescedRefresher(() => {
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    }),
  );
  useEffect(() => refresher.cancel, [refresher]);
  useRealtimeMessage('ticket_changed', () => refresher.notify());
  return refresher;
}
