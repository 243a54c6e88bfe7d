import { useQuery } from '@tanstack/react-query';
import { currentPauseResponseSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/**
 * GET /api/schedules/pauses/current: my running pause, or null. The header reads it at start, so
 * a pause survives a reload; its timer counts from the server's `startedAt`.
 */
export function useCurrentPause(isEnabled: boolean) {
  return useQuery({
    ...apiQueryOptions(scheduleKeys.currentPause(), {
      path: '/schedules/pauses/current',
      schema: currentPauseResponseSchema,
    }),
    select: (data) => data.pause,
    enabled: isEnabled,
  });
}
