import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** DELETE /api/break-policies/{id}. */
export function deleteBreakPolicy(id: string) {
  return apiSend('DELETE', `/break-policies/${id}`, undefined, null);
}

export const useDeleteBreakPolicy = () =>
  useChangeMutation(deleteBreakPolicy, {
    queryKeys: [scheduleKeys.breakPolicies(), scheduleKeys.all],
  });
