import { teamListResponseSchema } from '@atiende/contracts';
import { usePagedList } from '../../../lib/api-query';
import { teamApiQuery, type TeamFilters } from '../lib/team-filters';
import { teamKeys } from './team-keys';

/** GET /api/users: administrators see everyone, a lead their técnicos. */
export function useTeam(filters: TeamFilters, options: { isEnabled: boolean }) {
  const request = { path: '/users', schema: teamListResponseSchema, query: teamApiQuery(filters) };
  return usePagedList(teamKeys.list(filters), request, { ...options, staleTime: 10_000 });
}
