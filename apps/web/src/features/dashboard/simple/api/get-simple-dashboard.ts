import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  clientDashboardSchema,
  dashboardOverviewSchema,
  technicianDashboardSchema,
} from '@atiende/contracts/dashboard';
import { apiGet } from '../../../../lib/api';
import type { SimplePeriod } from '../lib/simple-links';

/**
 * docs/conventions.md#web-data-layer: the light dashboard's keys. It reads the same three
 * answers as the full dashboards, under keys of its own: it shares no code with them, so that
 * none of their chunks (charts included) is downloaded here (docs/dashboards.md).
 */
export const simpleKeys = {
  all: ['dashboard', 'simple'] as const,
  overview: (period: SimplePeriod) => [...simpleKeys.all, 'overview', period] as const,
  technician: () => [...simpleKeys.all, 'technician'] as const,
  client: () => [...simpleKeys.all, 'client'] as const,
};

/** GET /api/dashboard/overview?period=: administrators and tech leads. */
export function useSimpleOverview(period: SimplePeriod, isEnabled: boolean) {
  return useQuery({
    queryKey: simpleKeys.overview(period),
    queryFn: ({ signal }) =>
      apiGet('/dashboard/overview', dashboardOverviewSchema, { query: { period }, signal }),
    enabled: isEnabled,
    // Another period keeps the figures on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dashboard/technician: the signed-in técnico's own work. */
export function useSimpleTechnician(isEnabled: boolean) {
  return useQuery({
    queryKey: simpleKeys.technician(),
    queryFn: ({ signal }) => apiGet('/dashboard/technician', technicianDashboardSchema, { signal }),
    enabled: isEnabled,
  });
}

/** GET /api/dashboard/client: the signed-in client's tickets and their company's. */
export function useSimpleClient(isEnabled: boolean) {
  return useQuery({
    queryKey: simpleKeys.client(),
    queryFn: ({ signal }) => apiGet('/dashboard/client', clientDashboardSchema, { signal }),
    enabled: isEnabled,
  });
}
