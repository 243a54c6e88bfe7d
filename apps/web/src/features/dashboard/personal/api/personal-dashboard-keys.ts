/** docs/conventions.md#web-data-layer: the key factory of the personal dashboards. */
export const personalDashboardKeys = {
  all: ['dashboard', 'personal'] as const,
  technician: () => [...personalDashboardKeys.all, 'technician'] as const,
  client: () => [...personalDashboardKeys.all, 'client'] as const,
};

/**
 * A dashboard read again when it is opened after half a minute (the app's default keeps data
 * fresh for 5 minutes); in between, the socket's events refresh it (../../lib/use-dashboard-live-updates.ts).
 */
export const DASHBOARD_STALE_TIME_MS = 30_000;
