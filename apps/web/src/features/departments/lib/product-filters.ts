import type { ProductKind } from '@atiende/contracts';
import { filtersToParams, hasFilterValues, readFilterParams } from '../../../lib/filter-params';

/** The products page's filters as they live in the URL; the kind comes from the route. */
export interface ProductFilters {
  kind: ProductKind;
  page: number;
  search?: string;
  departmentId?: string;
  /** Absent: every state. */
  isActive?: 'true' | 'false';
}

export const PRODUCT_PAGE_SIZE = 50;
const STATES = ['true', 'false'] as const;

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseProductFilters(kind: ProductKind, params: URLSearchParams): ProductFilters {
  const read = readFilterParams(params);
  return {
    kind,
    page: read.page(),
    search: read.text('search'),
    departmentId: read.uuid('departmentId'),
    isActive: read.oneOf('isActive', STATES),
  };
}

/** The URL form: the kind is the route's, empty values and page 1 are left out. */
export function productFiltersToParams(filters: ProductFilters): URLSearchParams {
  const { kind: _kind, ...rest } = filters;
  return filtersToParams(rest);
}

/** The API's query; "every state" is includeInactive=true. `page` is dropped for the export. */
export function productApiQuery(
  filters: ProductFilters,
  options: { forExport?: boolean } = {},
): Record<string, string | number | undefined> {
  const { page, isActive, ...rest } = filters;
  const query = { ...rest, ...(isActive ? { isActive } : { includeInactive: 'true' }) };
  return options.forExport ? query : { ...query, page, limit: PRODUCT_PAGE_SIZE };
}

export function hasActiveProductFilters(filters: ProductFilters): boolean {
  return hasFilterValues(filters, ['kind', 'page']);
}
