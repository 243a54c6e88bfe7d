import type { CustomerStatsQuery } from '@atiende/contracts';
import type { CustomerFilters } from '../lib/customer-filters';

/** One key factory for the feature (docs/conventions.md#web-data-layer). */
export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, 'list', filters] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  tickets: (id: string, page: number) => [...customerKeys.all, 'tickets', id, page] as const,
  duplicates: () => [...customerKeys.all, 'duplicates'] as const,
  overview: (query: CustomerStatsQuery) => [...customerKeys.all, 'overview', query] as const,
};
