import { useQuery } from '@tanstack/react-query';
import { customerDuplicateListResponseSchema } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified/duplicates (administrators). */
export function useCustomerDuplicates(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: customerKeys.duplicates(),
    queryFn: ({ signal }) =>
      apiGet('/customers-unified/duplicates', customerDuplicateListResponseSchema, {
        signal,
      }).then((data) => data.duplicates),
    staleTime: 60_000,
    enabled: options.isEnabled,
  });
}
