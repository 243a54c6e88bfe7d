import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { slaDashboardSchema, type SlaDashboardQuery } from '@atiende/contracts/dashboard';
import { apiQueryOptions } from '../../../../lib/api-query';

/** docs/conventions.md#web-data-layer: the key factory of the SLA dashboard. */
export const slaDashboardKeys = {
  all: ['dashboard', 'sla'] as const,
  figures: (query: SlaDashboardQuery) => [...slaDashboardKeys.all, 'figures', query] as const,
};

/** Half a minute old is fresh enough between socket events. */
const SLA_DASHBOARD_STALE_MS = 30_000;
/**
 * docs/sla.md#dashboard: a clock reaches its warning share without any ticket event, so a panel
 * on screen asks once a minute as well (never while the tab is hidden).
 */
const SLA_DASHBOARD_REFETCH_INTERVAL_MS = 60_000;

/** GET /api/sla/dashboard: every figure of the SLA dashboard, scoped by the server. */
export function useSlaDashboard(query: SlaDashboardQuery) {
  return useQuery({
    ...apiQueryOptions(
      slaDashboardKeys.figures(query),
      { path: '/sla/dashboard', schema: slaDashboardSchema, query },
      SLA_DASHBOARD_STALE_MS,
    ),
    placeholderData: keepPreviousData,
    refetchInterval: SLA_DASHBOARD_REFETCH_INTERVAL_MS,
  });
}
