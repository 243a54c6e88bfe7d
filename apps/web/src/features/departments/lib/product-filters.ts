import type { ProductKind } from '@atiende/contracts';

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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseProductFilters(kind: ProductKind, params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  const departmentId = params.get('departmentId');
  const isActive = params.get('isActive');
  return {
    kind,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: search ? search.slice(0, 200) : undefined,
    departmentId: departmentId && UUID.test(departmentId) ? departmentId : undefined,
    isActive: isActive === 'true' || isActive === 'false' ? isActive : undefined,
  };
}

/** The URL form: the kind is the route's, empty values and page 1 are left out. */
export function productFiltersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const { kind: _kind, ...rest } = filters;
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The API's query; "every state" is includeInactive=true. `page` is dropped for the export. */
export function productApiQuery(filters: ProductFilters, options: { forExport?: boolean } = {}) {
  const { page, isActive, ...rest } = filters;
  const query: Record<string, string | number | undefined> = {
    ...rest,
    ...(isActive ? { isActive } : { includeInactive: 'true' }),
  };
  if (!options.forExport) {
    query.page = page;
    query.limit = PRODUCT_PAGE_SIZE;
  }
  return query;
}

export function hasActiveProductFilters(filters: ProductFilters): boolean {
  return Boolean(filters.search || filters.departmentId || filters.isActive);
}
