import type { NamedPeriod } from '@atiende/contracts';
import type { TeamFilters } from '../lib/team-filters';

/** One key factory for the feature (docs/conventions.md#web-data-layer). */
export const teamKeys = {
  all: ['team'] as const,
  list: (filters: TeamFilters) => [...teamKeys.all, 'list', { ...filters, period: null }] as const,
  stats: (ids: string[], period: NamedPeriod) => [...teamKeys.all, 'stats', period, ids] as const,
};
