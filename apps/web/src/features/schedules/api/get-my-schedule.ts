import { useQuery } from '@tanstack/react-query';
import { myScheduleResponseSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** GET /api/schedules/me: my shifts, lunch, planned breaks, exceptions and holidays by day. */
export function useMySchedule(range: { from: string; to: string }) {
  return useQuery({
    ...apiQueryOptions(scheduleKeys.mine(range.from, range.to), {
      path: '/schedules/me',
      schema: myScheduleResponseSchema,
      query: range,
    }),
    placeholderData: (previous) => previous,
  });
}
