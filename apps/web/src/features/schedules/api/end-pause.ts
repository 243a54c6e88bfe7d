import { pauseEnvelopeSchema } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** POST /api/schedules/pauses/current/end: ends my running pause. */
export function endPause() {
  return apiSend('POST', '/schedules/pauses/current/end', {}, pauseEnvelopeSchema).then(
    (data) => data.pause,
  );
}

export const useEndPause = () =>
  useChangeMutation(endPause, {
    queryKeys: [scheduleKeys.currentPause(), scheduleKeys.availability(), scheduleKeys.adherence()],
  });
