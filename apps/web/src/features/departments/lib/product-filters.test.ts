import { describe, expect, it } from 'vitest';
import {
  hasActiveProductFilters,
  parseProductFilters,
  productApiQuery,
  productFiltersToParams,
} from './product-filters';

const departmentId = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';

describe('product filters in the URL', () => {
  it('reads valid values and drops malformed ones', () => {
    const params = new URLSearchParams(
      `page=3&search=%20terminal%20&departmentId=${departmentId}&isActive=false`,
    );
    expect(parseProductFilters('SERVICE', params)).toEqual({
      kind: 'SERVICE',
      page: 3,
      search: 'terminal',
      departmentId,
      isActive: 'false',
    });
    const bad = new URLSearchParams('page=-2&departmentId=x&isActive=si&search=');
    expect(parseProductFilters('PRODUCT', bad)).toEqual({ kind: 'PRODUCT', page: 1 });
  });

  it('writes back only what is set, without the kind or page 1', () => {
    const params = productFiltersToParams({ kind: 'PRODUCT', page: 1, search: 'pos' });
    expect(params.toString()).toBe('search=pos');
  });

  it('asks the API for every state unless one is chosen, and pages only the list', () => {
    expect(productApiQuery({ kind: 'PRODUCT', page: 2 })).toEqual({
      kind: 'PRODUCT',
      includeInactive: 'true',
      page: 2,
      limit: 50,
    });
    expect(
      productApiQuery({ kind: 'SERVICE', page: 2, isActive: 'true' }, { forExport: true }),
    ).toEqual({ kind: 'SERVICE', isActive: 'true' });
  });

  it('knows when a filter is applied', () => {
    expect(hasActiveProductFilters({ kind: 'PRODUCT', page: 4 })).toBe(false);
    expect(hasActiveProductFilters({ kind: 'PRODUCT', page: 1, isActive: 'true' })).toBe(true);
  });
});
