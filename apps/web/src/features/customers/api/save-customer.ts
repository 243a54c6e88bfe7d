import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerEnvelopeSchema,
  customerMergeResultSchema,
  type CustomerFormValues,
  type CustomerMergeInput,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { customerKeys } from './customer-keys';

/** POST /api/customers-unified or PUT /api/customers-unified/{id} (administrators). */
export function saveCustomer(id: string | null, body: CustomerFormValues) {
  const path = id ? `/customers-unified/${id}` : '/customers-unified';
  return apiSend(id ? 'PUT' : 'POST', path, body, customerEnvelopeSchema).then(
    (data) => data.customer,
  );
}

/** POST /api/customers-unified/{id}/merge: `id` goes into `intoId` and disappears. */
export function mergeCustomer(id: string, intoId: string) {
  const body: CustomerMergeInput = { intoId };
  return apiSend('POST', `/customers-unified/${id}/merge`, body, customerMergeResultSchema);
}

/** Every change refreshes the lists, details and the CRM panel. */
function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
}

export function useSaveCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CustomerFormValues }) =>
      saveCustomer(id, body),
    onSuccess: invalidate,
  });
}

export function useMergeCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) => mergeCustomer(id, intoId),
    onSuccess: invalidate,
  });
}
