import {
  DEFAULT_TEAM_PERIOD,
  ROLES,
  STAFF_ROLES,
  type NamedPeriod,
  type Role,
  type TeamGroup,
} from '@atiende/contracts';
import { filtersToParams, hasFilterValues, readFilterParams } from '../../../lib/filter-params';
import { parsePeriodParam } from '../../../lib/period';

/**
 * /admin/team's filters as they live in the URL (docs/product/tickets.md#ticket-list: back, reload
 * and sharing work).
 */
/** The page's tabs as the URL names them (`?tab=clientes`); the staff tab is the default. */
export const TEAM_TABS = ['equipo', 'clientes'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export interface TeamFilters {
  tab: TeamTab;
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
const DEFAULTS = { tab: 'equipo', page: 1, period: DEFAULT_TEAM_PERIOD } as const;

/** The roles a tab's role filter offers: no "Cliente" among the staff, no roles among clients. */
export function rolesOfTab(tab: TeamTab): readonly Role[] {
  return tab === 'clientes' ? [] : STAFF_ROLES;
}

export function groupOfTab(tab: TeamTab): TeamGroup {
  return tab === 'clientes' ? 'clients' : 'staff';
}

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseTeamFilters(params: URLSearchParams): TeamFilters {
  const read = readFilterParams(params);
  const tab = read.oneOf('tab', TEAM_TABS) ?? DEFAULTS.tab;
  return {
    tab,
    page: read.page(),
    search: read.text('search'),
    role: read.oneOf(
      'role',
      ROLES.filter((role) => rolesOfTab(tab).includes(role)),
    ),
    departmentId: read.uuid('departmentId'),
    customerId: read.uuid('customerId'),
    status: read.oneOf('status', STATUSES),
    period: parsePeriodParam(params.get('period'), DEFAULT_TEAM_PERIOD),
  };
}

/** The URL form: empty values, the staff tab, page 1 and the default period are left out. */
export function teamFiltersToParams(filters: TeamFilters): URLSearchParams {
  return filtersToParams(filters, DEFAULTS);
}

/**
 * Another tab: the search, status and period stay; the role, department and company belong to
 * one tab only, so they go.
 */
export function switchTab(filters: TeamFilters, tab: TeamTab): TeamFilters {
  const { search, status, period } = filters;
  return { tab, page: 1, search, status, period };
}

/** The list's API query (GET /api/users and its export): the period is not a list filter. */
export function teamApiQuery(
  filters: TeamFilters,
  options: { forExport?: boolean } = {},
): Record<string, string | number | undefined> {
  const query = {
    search: filters.search,
    group: groupOfTab(filters.tab),
    role: filters.role,
    departmentId: filters.departmentId,
    customerId: filters.customerId,
    isActive: filters.status === undefined ? undefined : String(filters.status === 'active'),
  };
  return options.forExport ? query : { ...query, page: filters.page, limit: TEAM_PAGE_SIZE };
}

export function hasActiveFilters(filters: TeamFilters): boolean {
  return hasFilterValues(filters, ['tab', 'page', 'period']);
}
