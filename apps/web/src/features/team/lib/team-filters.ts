import { ROLES, DEFAULT_TEAM_PERIOD, type NamedPeriod, type Role } from '@atiende/contracts';
import { filtersToParams, hasFilterValues, readFilterParams } from '../../../lib/filter-params';
import { parsePeriodParam } from '../../../lib/period';

/**
 * /admin/team's filters as they live in the URL (docs/product/tickets.md#ticket-list: back, reload
 * and sharing work).
 */
export interface TeamFilters {
  page: number;
  search?: string;
  role?: Role;
  departmentId?: string;
  /** The clients of one company (a link from elsewhere; no control of its own yet). */
  customerId?: string;
  status?: 'active' | 'inactive';
  period: NamedPeriod;
}

export const TEAM_PAGE_SIZE = 50;
const STATUSES = ['active', 'inactive'] as const;

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseTeamFilters(params: URLSearchParams): TeamFilters {
  const read = readFilterParams(params);
  return {
    page: read.page(),
    search: read.text('search'),
    role: read.oneOf('role', ROLES),
    departmentId: read.uuid('departmentId'),
    customerId: read.uuid('customerId'),
    status: read.oneOf('status', STATUSES),
    period: parsePeriodParam(params.get('period'), DEFAULT_TEAM_PERIOD),
  };
}

/** The URL form: empty values, page 1 and the default period are left out. */
export function teamFiltersToParams(filters: TeamFilters): URLSearchParams {
  return filtersToParams(filters, { page: 1, period: DEFAULT_TEAM_PERIOD });
}

/** The list's API query (GET /api/users and its export): the period is not a list filter. */
export function teamApiQuery(
  filters: TeamFilters,
  options: { forExport?: boolean } = {},
): Record<string, string | number | undefined> {
  const query = {
    search: filters.search,
    role: filters.role,
    departmentId: filters.departmentId,
    customerId: filters.customerId,
    isActive: filters.status === undefined ? undefined : String(filters.status === 'active'),
  };
  return options.forExport ? query : { ...query, page: filters.page, limit: TEAM_PAGE_SIZE };
}

export function hasActiveFilters(filters: TeamFilters): boolean {
  return hasFilterValues(filters, ['page', 'period']);
}
