import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerStatsOverview, CustomerStatsQuery } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified/stats/overview: the CRM panel's figures. */
export function useCustomerOverview(query: CustomerStatsQuery) {
  return useQuery({
    queryKey: customerKeys.overview(query),
    queryFn: ({ signal }) =>
      apiRequest<CustomerStatsOverview>('/customers-unified/stats/overview', {
        query: { ...query },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
