import { useQuery } from '@tanstack/react-query';
import { clientDashboardSchema } from '@atiende/contracts/dashboard';
import { apiQueryOptions } from '../../../../lib/api-query';
import { DASHBOARD_STALE_TIME_MS, personalDashboardKeys } from './personal-dashboard-keys';

/** GET /api/dashboard/client: the client's tickets and, when linked, their company's. */
export function clientDashboardQueryOptions() {
  return apiQueryOptions(
    personalDashboardKeys.client(),
    { path: '/dashboard/client', schema: clientDashboardSchema },
    DASHBOARD_STALE_TIME_MS,
  );
}

export function useClientDashboard(options: { isEnabled: boolean }) {
  return useQuery({ ...clientDashboardQueryOptions(), enabled: options.isEnabled });
}
