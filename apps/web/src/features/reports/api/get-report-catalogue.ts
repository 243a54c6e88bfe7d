import { useQuery } from '@tanstack/react-query';
import { reportCatalogueSchema } from '@atiende/contracts/reports';
import { apiQueryOptions } from '../../../lib/api-query';
import { reportKeys } from './report-keys';

/**
 * GET /api/reports: the families and types the caller may open, with the departments and
 * técnicos their filters offer (a lead: theirs). It changes when departments do: fresh for the
 * app's default five minutes.
 */
export function reportCatalogueQueryOptions() {
  return apiQueryOptions(reportKeys.catalogue(), {
    path: '/reports',
    schema: reportCatalogueSchema,
  });
}

export function useReportCatalogue(options: { isEnabled: boolean }) {
  return useQuery({ ...reportCatalogueQueryOptions(), enabled: options.isEnabled });
}
