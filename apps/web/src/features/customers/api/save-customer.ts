import {
  customerEnvelopeSchema,
  customerMergeResultSchema,
  type CustomerFormValues,
  type CustomerMergeInput,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { useChangeMutation, type ChangeEffects } from '../../../lib/api-query';
import { customerKeys } from './customer-keys';

/** POST /api/customers-unified or PUT /api/customers-unified/{id} (administrators). */
export function saveCustomer({ id, body }: { id: string | null; body: CustomerFormValues }) {
  const path = id ? `/customers-unified/${id}` : '/customers-unified';
  return apiSend(id ? 'PUT' : 'POST', path, body, customerEnvelopeSchema).then(
    (data) => data.customer,
  );
}

/** POST /api/customers-unified/{id}/merge: `id` goes into `intoId` and disappears. */
export function mergeCustomer({ id, intoId }: { id: string; intoId: string }) {
  const body: CustomerMergeInput = { intoId };
  return apiSend('POST', `/customers-unified/${id}/merge`, body, customerMergeResultSchema);
}

/** Every change refreshes the lists, details and the CRM panel. */
const customerChanges: ChangeEffects = { queryKeys: [customerKeys.all] };

export function useSaveCustomer() {
  return useChangeMutation(saveCustomer, customerChanges);
}

export function useMergeCustomer() {
  return useChangeMutation(mergeCustomer, customerChanges);
}
