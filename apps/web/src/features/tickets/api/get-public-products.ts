import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/** GET /api/products/public?departmentId= (spec §7: only once a department is chosen). */
export async function getPublicProducts(
  departmentId: string,
  signal?: AbortSignal,
): Promise<PublicProduct[]> {
  const data = await apiRequest('/products/public', { query: { departmentId }, signal });
  const { publicProductListSchema } = await loadTicketValidation();
  // spec §7: keep only the chosen department's products.
  return publicProductListSchema
    .parse(data)
    .filter((product) => product.departmentId === departmentId);
}

export function publicProductsQueryOptions(departmentId: string) {
  return queryOptions({
    queryKey: ticketKeys.publicProducts(departmentId),
    queryFn: ({ signal }) => getPublicProducts(departmentId, signal),
  });
}

export function usePublicProducts(departmentId: string) {
  return useQuery({ ...publicProductsQueryOptions(departmentId), enabled: Boolean(departmentId) });
}
