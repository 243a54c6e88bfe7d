import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@atiende/contracts';
import { publicProductsQueryOptions } from '../../../lib/reference-data/reference-data';

const NO_PRODUCTS: readonly PublicProduct[] = [];

/**
 * docs/product/public-form.md: no department yet, or a failed load, means no products (silently).
 */
export function usePublicProducts(departmentId: string): readonly PublicProduct[] {
  const query = useQuery(publicProductsQueryOptions(departmentId));
  return departmentId === '' ? NO_PRODUCTS : (query.data ?? NO_PRODUCTS);
}
