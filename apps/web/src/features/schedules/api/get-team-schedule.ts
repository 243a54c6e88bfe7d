import { useQuery } from '@tanstack/react-query';
import { teamScheduleResponseSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/**
 * GET /api/schedules/team: a department's técnicos with their week, lunch slots, exceptions and
 * computed days in the range, and the department's coverage warnings.
 */
export function useTeamSchedule(departmentId: string | null, range: { from: string; to: string }) {
  return useQuery({
    ...apiQueryOptions(scheduleKeys.teamRange(departmentId ?? '', range.from, range.to), {
      path: '/schedules/team',
      schema: teamScheduleResponseSchema,
      query: { ...range, departmentId: departmentId ?? undefined },
    }),
    enabled: departmentId !== null,
  });
}
