import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerListResponseSchema, type TeamCustomer } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { teamKeys } from './team-keys';

/** How many companies the "Empresa" picker offers per search. */
export const CUSTOMER_OPTIONS_LIMIT = 10;

/** GET /api/customers-unified: active companies a client may belong to, by name, RUC or chain. */
export async function getCustomerOptions(
  search: string,
  signal?: AbortSignal,
): Promise<TeamCustomer[]> {
  const data = await apiGet('/customers-unified', customerListResponseSchema, {
    query: { search: search || undefined, limit: CUSTOMER_OPTIONS_LIMIT, isActive: 'true' },
    signal,
  });
  return data.customers.map(({ id, name }) => ({ id, name }));
}

export function useCustomerOptions(search: string, isEnabled: boolean) {
  return useQuery({
    queryKey: teamKeys.customers(search),
    queryFn: ({ signal }) => getCustomerOptions(search, signal),
    enabled: isEnabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
