import {
  scheduleExceptionEnvelopeSchema,
  type ScheduleExceptionInput,
  type ScheduleExceptionPatch,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

type SaveException =
  { id: null; body: ScheduleExceptionInput } | { id: string; body: ScheduleExceptionPatch };

/** POST /api/schedules/exceptions, or PATCH /api/schedules/exceptions/{id}. */
export function saveException({ id, body }: SaveException) {
  const request = id
    ? apiSend('PATCH', `/schedules/exceptions/${id}`, body, scheduleExceptionEnvelopeSchema)
    : apiSend('POST', '/schedules/exceptions', body, scheduleExceptionEnvelopeSchema);
  return request.then((data) => data.exception);
}

export const useSaveException = () =>
  useChangeMutation(saveException, { queryKeys: [scheduleKeys.all] });
