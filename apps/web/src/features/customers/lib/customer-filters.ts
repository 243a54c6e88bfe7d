import { DEFAULT_CUSTOMER_STATS_PERIOD, type NamedPeriod } from '@atiende/contracts';
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

const text = (params: URLSearchParams, name: string, max: number) => {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, max) : undefined;
};

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseCustomerFilters(params: URLSearchParams): CustomerFilters {
  const page = Number(params.get('page'));
  const isActive = params.get('isActive');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: text(params, 'search', 200),
    business: text(params, 'business', 150),
    chainName: text(params, 'chainName', 150),
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
  const params = new URLSearchParams();
  if (extra.tab === 'crm') params.set('tab', 'crm');
  if (extra.period && extra.period !== DEFAULT_CUSTOMER_STATS_PERIOD) {
    params.set('period', extra.period);
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The API's query (the export drops the page). */
export function customerApiQuery(filters: CustomerFilters, options: { forExport?: boolean } = {}) {
  const { page, ...rest } = filters;
  const query: Record<string, string | number | boolean | undefined> = { ...rest };
  if (!options.forExport) {
    query.page = page;
    query.limit = CUSTOMERS_PAGE_SIZE;
    query.includeStats = true;
  }
  return query;
}

export function hasActiveFilters(filters: CustomerFilters): boolean {
  const { page: _page, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined);
}
