import type { ProductFilters } from '../lib/product-filters';

/** One key factory for the feature (STYLE rule 15). */
export const departmentKeys = {
  all: ['departments-admin'] as const,
  products: () => [...departmentKeys.all, 'products'] as const,
  productList: (filters: ProductFilters) =>
    [...departmentKeys.products(), 'list', filters] as const,
};
