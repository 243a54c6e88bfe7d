import { useQuery } from '@tanstack/react-query';
import { technicianDashboardSchema } from '@atiende/contracts/dashboard';
import { apiQueryOptions } from '../../../../lib/api-query';
import { DASHBOARD_STALE_TIME_MS, personalDashboardKeys } from './personal-dashboard-keys';

/** GET /api/dashboard/technician: the signed-in técnico's (or lead's) own work, in one answer. */
export function technicianDashboardQueryOptions() {
  return apiQueryOptions(
    personalDashboardKeys.technician(),
    { path: '/dashboard/technician', schema: technicianDashboardSchema },
    DASHBOARD_STALE_TIME_MS,
  );
}

export function useTechnicianDashboard(options: { isEnabled: boolean }) {
  return useQuery({ ...technicianDashboardQueryOptions(), enabled: options.isEnabled });
}
