import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../lib/realtime/use-realtime-message';
import { createCoalescedRefresher, type CoalescedRefresher } from './coalesced-refresh';

/**
 * docs/dashboards.md "Live figures": while a dashboard is on screen, a changed ticket the user may
 * see (`ticket_changed`), for the personal dashboards a new notification (`notification`: an
 * assignment, a mention), and a socket that (re)connects (changes may have been missed; the
 * viewer's own presence changed) mark its query stale — coalesced, so it refetches at most once
 * every few seconds however many events arrive. Socket messages never patch the figures: they
 * come from the server again (docs/conventions.md#web-data-layer). Returns the refresher, so a
 * change made on the dashboard itself can restart its interval.
 */
export function useDashboardLiveUpdates(
  queryKey: QueryKey,
  { isEnabled = true, withNotifications = false } = {},
): CoalescedRefresher {
  const queryClient = useQueryClient();
  const [refresher] = useState(() =>
    createCoalescedRefresher(() => void queryClient.invalidateQueries({ queryKey })),
  );
  useEffect(() => refresher.cancel, [refresher]);
  const notify = () => {
    if (isEnabled) refresher.notify();
  };
  useRealtimeMessage('ticket_changed', notify);
  useRealtimeMessage('notification', () => {
    if (withNotifications) notify();
  });
  useRealtimeMessage('connected', notify);
  return refresher;
}
