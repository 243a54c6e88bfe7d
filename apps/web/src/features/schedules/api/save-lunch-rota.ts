import { lunchRotaResponseSchema, type LunchRotaInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** PUT /api/schedules/departments/{departmentId}/lunch-rota: the department's whole rota. */
export function saveLunchRota({
  departmentId,
  body,
}: {
  departmentId: string;
  body: LunchRotaInput;
}) {
  return apiSend(
    'PUT',
    `/schedules/departments/${departmentId}/lunch-rota`,
    body,
    lunchRotaResponseSchema,
  );
}

export const useSaveLunchRota = () =>
  useChangeMutation(saveLunchRota, { queryKeys: [scheduleKeys.all] });
