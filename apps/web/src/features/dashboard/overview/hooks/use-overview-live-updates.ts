import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../../lib/realtime/use-realtime-message';
import { overviewKeys } from '../api/get-overview';
import { createCoalescedRefresher, type CoalescedRefresher } from '../lib/coalesced-refresh';

/**
 * docs/dashboards.md "Live figures": every `ticket_changed` the viewer may see, and a socket that
 * (re)connects, mark the panel's figures stale — coalesced, so the panel refetches at most once
 * every few seconds however many events arrive.
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
  // A (re)connected socket may have missed changes, and the viewer is online from now on.
  useRealtimeMessage('connected', () => refresher.notify());
  return refresher;
}
