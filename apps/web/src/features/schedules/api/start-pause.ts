import { pauseEnvelopeSchema, type StartPauseInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/**
 * POST /api/schedules/pauses: starts a break or my lunch; 409 while another runs, 422 off shift,
 * each with the server's Spanish message.
 */
export function startPause(body: StartPauseInput) {
  return apiSend('POST', '/schedules/pauses', body, pauseEnvelopeSchema).then((data) => data.pause);
}

/** My pause, my availability and my adherence change together. */
export const useStartPause = () =>
  useChangeMutation(startPause, {
    queryKeys: [scheduleKeys.currentPause(), scheduleKeys.availability(), scheduleKeys.adherence()],
  });
