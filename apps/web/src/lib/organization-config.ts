import { queryOptions } from '@tanstack/react-query';
import { organizationConfigEnvelopeSchema, type OrganizationConfig } from '@atiende/contracts';
import { apiGet } from './api';
import { organizationKeys } from './organization';

/**
 * GET /api/config as an administrator (docs/settings.md): everything, with the version a save
 * sends back. Shared by /admin/settings and the SLA calendars (their default week).
 */
export function organizationConfigQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.admin,
    queryFn: async ({ signal }): Promise<OrganizationConfig> =>
      (await apiGet('/config', organizationConfigEnvelopeSchema, { signal })).config,
  });
}
