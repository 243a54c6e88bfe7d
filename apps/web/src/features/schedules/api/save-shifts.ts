import { workShiftsEnvelopeSchema, type WorkShiftsInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

/** PUT /api/schedules/users/{userId}/shifts: the técnico's whole week, replacing the former one. */
export function saveShifts({ userId, body }: { userId: string; body: WorkShiftsInput }) {
  return apiSend('PUT', `/schedules/users/${userId}/shifts`, body, workShiftsEnvelopeSchema);
}

/** A new week moves shifts, lunches' fit, coverage and availability: all of them refresh. */
export const useSaveShifts = () => useChangeMutation(saveShifts, { queryKeys: [scheduleKeys.all] });
