import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** DELETE /api/schedules/exceptions/{id}: the days go back to the weekly pattern. */
export function deleteException(id: string) {
  return apiSend('DELETE', `/schedules/exceptions/${id}`, undefined, null);
}

export const useDeleteException = () =>
  useChangeMutation(deleteException, { queryKeys: [scheduleKeys.all] });
