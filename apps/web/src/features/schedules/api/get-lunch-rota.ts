import { useQuery } from '@tanstack/react-query';
import { lunchRotaResponseSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** GET /api/schedules/departments/{departmentId}/lunch-rota: slots and coverage per weekday. */
export function lunchRotaQueryOptions(departmentId: string) {
  return apiQueryOptions(scheduleKeys.lunchRota(departmentId), {
    path: `/schedules/departments/${departmentId}/lunch-rota`,
    schema: lunchRotaResponseSchema,
  });
}

export function useLunchRota(departmentId: string | null) {
  return useQuery({ ...lunchRotaQueryOptions(departmentId ?? ''), enabled: departmentId !== null });
}
