import type { Product, ProductListItem } from '@atiende/contracts';
import type { Caller } from './departments.service';
import type * as repository from './products.repository';
import type { ProductRow } from './products.repository';

/**
 * Soles with 2 decimals (docs/conventions.md#api); numeric(12,2) arrives as a JavaScript number.
 */
export function toSoles(price: number): number {
  return Math.round(price * 100) / 100;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toSoles(row.price),
    departmentId: row.departmentId,
    kind: row.kind,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ProductListFilters = Omit<repository.ProductFilters, 'isActive'> & {
  isActive?: 'true' | 'false';
  includeInactive?: 'true' | 'false';
};

/**
 * Inactive products are listed for administrators only (others always get the active ones):
 * `isActive` picks one state, `includeInactive=true` both, neither the active ones.
 */
export function visibleProductFilters(
  caller: Caller,
  filters: ProductListFilters,
): repository.ProductFilters {
  const { isActive, includeInactive, ...rest } = filters;
  if (caller.role !== 'ADMIN') return { ...rest, isActive: true };
  if (isActive) return { ...rest, isActive: isActive === 'true' };
  return { ...rest, isActive: includeInactive === 'true' ? undefined : true };
}

type ListRow = Awaited<ReturnType<typeof repository.listProductsPage>>['rows'][number];

export function toProductListItem(row: ListRow): ProductListItem {
  return {
    ...toProduct(row.product),
    departmentName: row.departmentName,
    isDepartmentActive: row.isDepartmentActive,
  };
}
