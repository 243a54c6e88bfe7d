import type { ProductFilters } from '../lib/product-filters';

/** One key factory for the feature (docs/conventions.md#web-data-layer). */
export const departmentKeys = {
  all: ['departments-admin'] as const,
  products: () => [...departmentKeys.all, 'products'] as const,
  productList: (filters: ProductFilters) =>
    [...departmentKeys.products(), 'list', filters] as const,
};
