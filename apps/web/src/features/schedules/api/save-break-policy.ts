import {
  breakPolicyEnvelopeSchema,
  type BreakPolicyInput,
  type BreakPolicyPatch,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { scheduleKeys } from './schedule-keys';

type SaveBreakPolicy =
  { id: null; body: BreakPolicyInput } | { id: string; body: BreakPolicyPatch };

/** POST /api/break-policies, or PATCH /api/break-policies/{id}. */
export function saveBreakPolicy({ id, body }: SaveBreakPolicy) {
  const request = id
    ? apiSend('PATCH', `/break-policies/${id}`, body, breakPolicyEnvelopeSchema)
    : apiSend('POST', '/break-policies', body, breakPolicyEnvelopeSchema);
  return request.then((data) => data.policy);
}

/** A policy sets the planned breaks: "Mis Horarios" and the adherence read again. */
export const useSaveBreakPolicy = () =>
  useChangeMutation(saveBreakPolicy, {
    queryKeys: [scheduleKeys.breakPolicies(), scheduleKeys.all],
  });
