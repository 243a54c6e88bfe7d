import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bulkStatsResponseSchema, type NamedPeriod } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { teamKeys } from './team-keys';

/** GET /api/technicians/bulk-stats: the page's staff figures for the period, in one call. */
export function getTeamStats(ids: string[], period: NamedPeriod, signal?: AbortSignal) {
  return apiGet('/technicians/bulk-stats', bulkStatsResponseSchema, {
    query: { period, technicianIds: ids.join(',') },
    signal,
  });
}

export function useTeamStats(ids: string[], period: NamedPeriod) {
  return useQuery({
    queryKey: teamKeys.stats(ids, period),
    queryFn: ({ signal }) => getTeamStats(ids, period, signal),
    enabled: ids.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
