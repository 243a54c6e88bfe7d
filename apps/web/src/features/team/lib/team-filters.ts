import { ROLES, DEFAULT_TEAM_PERIOD, type NamedPeriod, type Role } from '@atiende/contracts';
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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseTeamFilters(params: URLSearchParams): TeamFilters {
  const page = Number(params.get('page'));
  const departmentId = params.get('departmentId');
  const customerId = params.get('customerId');
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: search ? search.slice(0, 200) : undefined,
    role: oneOf(ROLES, params.get('role')),
    departmentId: departmentId && UUID.test(departmentId) ? departmentId : undefined,
    customerId: customerId && UUID.test(customerId) ? customerId : undefined,
    status: oneOf(['active', 'inactive'] as const, params.get('status')),
    period: parsePeriodParam(params.get('period'), DEFAULT_TEAM_PERIOD),
  };
}

/** The URL form: empty values, page 1 and the default period are left out. */
export function teamFiltersToParams(filters: TeamFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'period' && value === DEFAULT_TEAM_PERIOD) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The list's API query (GET /api/users and its export): the period is not a list filter. */
export function teamApiQuery(filters: TeamFilters, options: { forExport?: boolean } = {}) {
  const query: Record<string, string | number | undefined> = {
    search: filters.search,
    role: filters.role,
    departmentId: filters.departmentId,
    customerId: filters.customerId,
    isActive: filters.status === undefined ? undefined : String(filters.status === 'active'),
  };
  if (!options.forExport) {
    query.page = filters.page;
    query.limit = TEAM_PAGE_SIZE;
  }
  return query;
}

export function hasActiveFilters(filters: TeamFilters): boolean {
  return Boolean(
    filters.search || filters.role || filters.departmentId || filters.customerId || filters.status,
  );
}
