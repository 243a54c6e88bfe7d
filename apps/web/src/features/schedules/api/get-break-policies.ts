import { useQuery } from '@tanstack/react-query';
import { breakPolicyListResponseSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** GET /api/break-policies (administrators). */
export function useBreakPolicies(isEnabled: boolean) {
  return useQuery({
    ...apiQueryOptions(scheduleKeys.breakPolicies(), {
      path: '/break-policies',
      schema: breakPolicyListResponseSchema,
    }),
    select: (data) => data.policies,
    enabled: isEnabled,
  });
}
