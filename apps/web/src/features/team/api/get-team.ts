import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamListResponseSchema } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { teamApiQuery, type TeamFilters } from '../lib/team-filters';
import { teamKeys } from './team-keys';

/** GET /api/users: administrators see everyone, a lead their técnicos. */
export function getTeam(filters: TeamFilters, signal?: AbortSignal) {
  return apiGet('/users', teamListResponseSchema, { query: teamApiQuery(filters), signal });
}

export function teamQueryOptions(filters: TeamFilters) {
  return queryOptions({
    queryKey: teamKeys.list(filters),
    queryFn: ({ signal }) => getTeam(filters, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function useTeam(filters: TeamFilters, options: { isEnabled: boolean }) {
  return useQuery({ ...teamQueryOptions(filters), enabled: options.isEnabled });
}
