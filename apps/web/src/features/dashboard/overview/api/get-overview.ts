import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardOverviewSchema, type DashboardOverviewQuery } from '@atiende/contracts/dashboard';
import { apiQueryOptions } from '../../../../lib/api-query';

/** docs/conventions.md#web-data-layer: the key factory of the administrator's and lead's panel. */
export const overviewKeys = {
  all: ['dashboard', 'overview'] as const,
  figures: (query: DashboardOverviewQuery) => [...overviewKeys.all, 'figures', query] as const,
  openTicketsOf: (technicianId: string, departmentId: string | undefined) =>
    [...overviewKeys.all, 'open-tickets', technicianId, departmentId ?? null] as const,
};

/**
 * Figures half a minute old are fresh enough between socket events; coming back to the panel
 * later asks again.
 */
const OVERVIEW_STALE_MS = 30_000;
/**
 * docs/dashboards.md "Live figures": who is online changes without a ticket event, so a panel on
 * screen asks once a minute as well (never while the tab is hidden).
 */
export const OVERVIEW_REFETCH_INTERVAL_MS = 60_000;

/** GET /api/dashboard/overview: every figure of the panel in one answer, scoped by the server. */
export function useOverview(query: DashboardOverviewQuery, options: { isEnabled: boolean }) {
  return useQuery({
    ...apiQueryOptions(
      overviewKeys.figures(query),
      { path: '/dashboard/overview', schema: dashboardOverviewSchema, query },
      OVERVIEW_STALE_MS,
    ),
    placeholderData: keepPreviousData,
    refetchInterval: OVERVIEW_REFETCH_INTERVAL_MS,
    enabled: options.isEnabled,
  });
}
