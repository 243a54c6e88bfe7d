import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail, CustomerFormValues, CustomerMergeResult } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** POST /api/customers-unified or PUT /api/customers-unified/{id} (administrators). */
export function saveCustomer(id: string | null, body: CustomerFormValues) {
  return apiRequest<{ customer: CustomerDetail }>(
    id ? `/customers-unified/${id}` : '/customers-unified',
    { method: id ? 'PUT' : 'POST', body },
  ).then((data) => data.customer);
}

/** POST /api/customers-unified/{id}/merge: `id` goes into `intoId` and disappears. */
export function mergeCustomer(id: string, intoId: string) {
  return apiRequest<CustomerMergeResult>(`/customers-unified/${id}/merge`, {
    method: 'POST',
    body: { intoId },
  });
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
