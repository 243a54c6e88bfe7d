import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../lib/realtime/use-realtime-message';
import { scheduleKeys } from '../api/schedule-keys';

/**
 * docs/realtime.md: a pause started or ended (`availability_changed`), or the socket (re)connected
 * and pauses may have started or ended unseen: the availability answers, the running pause and
 * the adherence are marked stale and fetched again (socket messages never patch data).
 */
export function useAvailabilityLive(isEnabled = true): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    if (!isEnabled) return;
    for (const queryKey of [
      scheduleKeys.availability(),
      scheduleKeys.currentPause(),
      scheduleKeys.adherence(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  useRealtimeMessage('availability_changed', refresh);
  useRealtimeMessage('connected', refresh);
}
