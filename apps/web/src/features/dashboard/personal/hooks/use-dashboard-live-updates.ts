import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../../lib/realtime/use-realtime-message';
import { createCoalescedRefresher } from '../lib/coalesced-refresh';

/**
 * docs/dashboards.md "Live updates": while a personal dashboard is on screen, a changed ticket the
 * user may see (`ticket_changed`), a new notification (`notification`: an assignment, a mention)
 * or a reconnection (`connected`: events may have been missed) ask for a refresh of its query;
 * the refresher turns any number of them into at most one request every few seconds. The socket
 * only says "something changed": the figures come from the server again
 * (docs/conventions.md#web-data-layer).
 */
export function useDashboardLiveUpdates(
  queryKey: QueryKey,
  { isEnabled }: { isEnabled: boolean },
): void {
  const queryClient = useQueryClient();
  const [refresher] = useState(() =>
    createCoalescedRefresher(() => void queryClient.invalidateQueries({ queryKey })),
  );
  useEffect(() => refresher.cancel, [refresher]);
  const request = () => {
    if (isEnabled) refresher.request();
  };
  useRealtimeMessage('ticket_changed', request);
  useRealtimeMessage('notification', request);
  useRealtimeMessage('connected', request);
}
