import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadPublicTicketValidation } from './load-public-ticket-validation';
import { publicTicketKeys } from './public-ticket-keys';

const NO_PRODUCTS: readonly PublicProduct[] = [];

/** spec §7: the client keeps only the products of the department it asked for. */
export function productsOfDepartment(
  products: readonly PublicProduct[],
  departmentId: string,
): PublicProduct[] {
  return products.filter((product) => product.departmentId === departmentId);
}

/** GET /products/public?departmentId=…: the department's active products. */
export async function getPublicProducts(
  departmentId: string,
  signal?: AbortSignal,
): Promise<PublicProduct[]> {
  const data = await apiRequest('/products/public', { query: { departmentId }, signal });
  const { publicProductListSchema } = await loadPublicTicketValidation();
  return productsOfDepartment(publicProductListSchema.parse(data), departmentId);
}

export function publicProductsQueryOptions(departmentId: string) {
  return queryOptions({
    queryKey: publicTicketKeys.products(departmentId),
    queryFn: ({ signal }) => getPublicProducts(departmentId, signal),
    // spec §7: asked only once a department is chosen.
    enabled: departmentId !== '',
  });
}

/** spec §7 + §8: no department yet, or a failed load, means no products (silently). */
export function usePublicProducts(departmentId: string): readonly PublicProduct[] {
  const query = useQuery(publicProductsQueryOptions(departmentId));
  return departmentId === '' ? NO_PRODUCTS : (query.data ?? NO_PRODUCTS);
}
