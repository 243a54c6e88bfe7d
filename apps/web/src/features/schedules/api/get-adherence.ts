import { useQuery } from '@tanstack/react-query';
import { adherenceResponseSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/**
 * GET /api/schedules/adherence: planned against recorded breaks and lunch per técnico and Lima
 * day (a técnico reads their own; `userId` narrows a lead's or an administrator's answer).
 */
export function useAdherence(range: { from: string; to: string }, userId: string | null = null) {
  return useQuery({
    ...apiQueryOptions(scheduleKeys.adherenceRange(range.from, range.to, userId), {
      path: '/schedules/adherence',
      schema: adherenceResponseSchema,
      query: { ...range, userId: userId ?? undefined },
    }),
    select: (data) => data.days,
    placeholderData: (previous) => previous,
  });
}
