import { useQuery } from '@tanstack/react-query';
import { dashboardOverviewSchema } from '@atiende/contracts/dashboard';
import { apiGet } from '../../../../lib/api';

/** docs/dashboards.md "Pantalla de pared y versión ligera": the full refresh, a safety net. */
export const WALL_FULL_REFRESH_MS = 60_000;

/** docs/conventions.md#web-data-layer: the wall screen's keys. */
export const wallKeys = {
  all: ['dashboard', 'wall'] as const,
  overview: (departmentId: string | null) =>
    [...wallKeys.all, 'overview', departmentId ?? 'all'] as const,
};

/**
 * GET /api/dashboard/overview?period=today (and the wall's `departmentId`): the same figures as
 * the overview page, for today. Fetched again every minute whatever the socket says, even while
 * the tab is in the background, so a screen nobody touches never freezes.
 */
export function useWallOverview(departmentId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: wallKeys.overview(departmentId),
    queryFn: ({ signal }) =>
      apiGet('/dashboard/overview', dashboardOverviewSchema, {
        query: { period: 'today', departmentId: departmentId ?? undefined },
        signal,
      }),
    enabled: isEnabled,
    staleTime: 0,
    refetchInterval: WALL_FULL_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}
