import { useQuery } from '@tanstack/react-query';
import { availabilityResponseSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/**
 * GET /api/schedules/availability: each técnico's state now and each department's coverage
 * against its minimum, for the departments the viewer belongs to or leads (all, for
 * administrators). Kept fresh a minute, and refetched on the socket's events (use-availability-live).
 */
export function useAvailability(isEnabled = true) {
  return useQuery({
    ...apiQueryOptions(
      scheduleKeys.availability(),
      { path: '/schedules/availability', schema: availabilityResponseSchema },
      60_000,
    ),
    refetchInterval: 60_000,
    enabled: isEnabled,
  });
}
