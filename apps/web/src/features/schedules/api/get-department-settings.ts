import { useQuery } from '@tanstack/react-query';
import { departmentScheduleSettingsEnvelopeSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** GET /api/schedules/departments/{departmentId}/settings. */
export function useDepartmentScheduleSettings(departmentId: string | null) {
  return useQuery({
    ...apiQueryOptions(scheduleKeys.departmentSettings(departmentId ?? ''), {
      path: `/schedules/departments/${departmentId}/settings`,
      schema: departmentScheduleSettingsEnvelopeSchema,
    }),
    select: (data) => data.settings,
    enabled: departmentId !== null,
  });
}
