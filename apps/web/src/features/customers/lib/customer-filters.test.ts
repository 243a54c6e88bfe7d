import { describe, expect, it } from 'vitest';
import {
  customerApiQuery,
  customerFiltersToParams,
  hasActiveFilters,
  parseCustomerFilters,
  parsePeriod,
  parseTab,
} from './customer-filters';

describe('customer filters in the URL', () => {
  it('reads search, empresa, cadena, estado and page, dropping malformed values', () => {
    const params = new URLSearchParams(
      'search=%20dorado%20&business=Pollería&chainName=El%20Dorado&isActive=false&page=3',
    );
    expect(parseCustomerFilters(params)).toEqual({
      page: 3,
      search: 'dorado',
      business: 'Pollería',
      chainName: 'El Dorado',
      isActive: false,
    });
    expect(parseCustomerFilters(new URLSearchParams('isActive=maybe&page=-2'))).toEqual({
      page: 1,
      search: undefined,
      business: undefined,
      chainName: undefined,
      isActive: undefined,
    });
  });

  it('writes only what is set, keeping the CRM tab and a non-default period', () => {
    const params = customerFiltersToParams(
      { page: 1, search: 'chifa', isActive: true },
      { tab: 'crm', period: 'year' },
    );
    expect(params.toString()).toBe('tab=crm&period=year&search=chifa&isActive=true');
    expect(parseTab(params)).toBe('crm');
    expect(parsePeriod(params)).toBe('year');
    expect(parsePeriod(new URLSearchParams('period=decade'))).toBe('30d');
    expect(parsePeriod(new URLSearchParams('period=week'))).toBe('30d');
    expect(parseTab(new URLSearchParams())).toBe('list');
  });

  it('asks the API for the page with its figures, and the export without the page', () => {
    const filters = { page: 2, chainName: 'Dragón Rojo' };
    expect(customerApiQuery(filters)).toEqual({
      chainName: 'Dragón Rojo',
      page: 2,
      limit: 50,
      includeStats: true,
    });
    expect(customerApiQuery(filters, { forExport: true })).toEqual({ chainName: 'Dragón Rojo' });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters({ page: 4 })).toBe(false);
  });
});
