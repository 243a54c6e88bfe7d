import { DEFAULT_CUSTOMER_STATS_PERIOD, type NamedPeriod } from '@atiende/contracts';
import { filtersToParams, hasFilterValues, readFilterParams } from '../../../lib/filter-params';
import { parsePeriodParam } from '../../../lib/period';

/** The list's filters and the open tab as they live in the URL (back, reload and sharing work). */
export interface CustomerFilters {
  page: number;
  search?: string;
  business?: string;
  chainName?: string;
  isActive?: boolean;
}

export type CustomersTab = 'list' | 'crm';

export const CUSTOMERS_PAGE_SIZE = 50;

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseCustomerFilters(params: URLSearchParams): CustomerFilters {
  const read = readFilterParams(params);
  const isActive = params.get('isActive');
  return {
    page: read.page(),
    search: read.text('search'),
    business: read.text('business', 150),
    chainName: read.text('chainName', 150),
    isActive: isActive === 'true' ? true : isActive === 'false' ? false : undefined,
  };
}

export function parseTab(params: URLSearchParams): CustomersTab {
  return params.get('tab') === 'crm' ? 'crm' : 'list';
}

export function parsePeriod(params: URLSearchParams): NamedPeriod {
  return parsePeriodParam(params.get('period'), DEFAULT_CUSTOMER_STATS_PERIOD);
}

/** The URL form: empty values and page 1 are left out; the tab and period are kept. */
export function customerFiltersToParams(
  filters: CustomerFilters,
  extra: { tab?: CustomersTab; period?: NamedPeriod } = {},
): URLSearchParams {
  return filtersToParams(
    { tab: extra.tab === 'crm' ? 'crm' : undefined, period: extra.period, ...filters },
    { page: 1, period: DEFAULT_CUSTOMER_STATS_PERIOD },
  );
}

/** The API's query (the export drops the page). */
export function customerApiQuery(
  filters: CustomerFilters,
  options: { forExport?: boolean } = {},
): Record<string, string | number | boolean | undefined> {
  const { page, ...rest } = filters;
  return options.forExport
    ? rest
    : { ...rest, page, limit: CUSTOMERS_PAGE_SIZE, includeStats: true };
}

export function hasActiveFilters(filters: CustomerFilters): boolean {
  return hasFilterValues(filters);
}
