import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerListResponseSchema } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { customerApiQuery, type CustomerFilters } from '../lib/customer-filters';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified with the page's figures (staff). */
export function getCustomers(filters: CustomerFilters, signal?: AbortSignal) {
  return apiGet('/customers-unified', customerListResponseSchema, {
    query: customerApiQuery(filters),
    signal,
  });
}

export function customersQueryOptions(filters: CustomerFilters) {
  return queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) => getCustomers(filters, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(filters: CustomerFilters, options: { isEnabled: boolean }) {
  return useQuery({ ...customersQueryOptions(filters), enabled: options.isEnabled });
}
