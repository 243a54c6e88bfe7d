import {
  departmentScheduleSettingsEnvelopeSchema,
  type DepartmentScheduleSettingsInput,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** PUT /api/schedules/departments/{departmentId}/settings: minimum, lunch, auto-assignment. */
export function saveDepartmentSettings({
  departmentId,
  body,
}: {
  departmentId: string;
  body: DepartmentScheduleSettingsInput;
}) {
  return apiSend(
    'PUT',
    `/schedules/departments/${departmentId}/settings`,
    body,
    departmentScheduleSettingsEnvelopeSchema,
  ).then((data) => data.settings);
}

/** The minimum changes coverage everywhere it is shown. */
export const useSaveDepartmentSettings = () =>
  useChangeMutation(saveDepartmentSettings, { queryKeys: [scheduleKeys.all] });
