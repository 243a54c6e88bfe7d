import { useQuery } from '@tanstack/react-query';
import type { CustomerDuplicate } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified/duplicates (administrators). */
export function useCustomerDuplicates(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: customerKeys.duplicates(),
    queryFn: ({ signal }) =>
      apiRequest<{ duplicates: CustomerDuplicate[] }>('/customers-unified/duplicates', {
        signal,
      }).then((data) => data.duplicates),
    staleTime: 60_000,
    enabled: options.isEnabled,
  });
}
