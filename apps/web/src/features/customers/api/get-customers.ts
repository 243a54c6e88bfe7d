import { customerListResponseSchema } from '@atiende/contracts';
import { usePagedList } from '../../../lib/api-query';
import { customerApiQuery, type CustomerFilters } from '../lib/customer-filters';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified with the page's figures (staff). */
export function useCustomers(filters: CustomerFilters, options: { isEnabled: boolean }) {
  const query = customerApiQuery(filters);
  const request = { path: '/customers-unified', schema: customerListResponseSchema, query };
  return usePagedList(customerKeys.list(filters), request, { ...options, staleTime: 30_000 });
}
