import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerStatsOverviewSchema, type CustomerStatsQuery } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified/stats/overview: the CRM panel's figures. */
export function useCustomerOverview(query: CustomerStatsQuery) {
  return useQuery({
    queryKey: customerKeys.overview(query),
    queryFn: ({ signal }) =>
      apiGet('/customers-unified/stats/overview', customerStatsOverviewSchema, {
        query: { ...query },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
