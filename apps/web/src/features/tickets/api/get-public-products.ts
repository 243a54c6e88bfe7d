import { useQuery } from '@tanstack/react-query';
import { publicProductsQueryOptions } from '../../../lib/reference-data/reference-data';

/**
 * The chosen department's active products (docs/product/departments-and-catalogue.md: asked only
 * once one is chosen).
 */
export function usePublicProducts(departmentId: string) {
  return useQuery(publicProductsQueryOptions(departmentId));
}
